import * as z from 'zod/mini';
import { integer } from '../common.js';

/**
 * What `GET /api/openapi.json` answers: an OpenAPI 3.1 document (built by `shared/src/openapi.ts`).
 * Only its frame is checked here; the document's own test checks the rest.
 */
export const OpenApiDocument = z.looseObject({
  openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;

/**
 * The platform's own figures for the landing (DESIGN.md 7): registered learners and games played
 * from its counters, the signs of the catalogue and the orishas of the knowledge base. Real
 * counts, small ones included: the landing shows them as they are.
 */
export const PlatformFiguresResponse = z.object({
  learners: integer().check(z.nonnegative()),
  games_played: integer().check(z.nonnegative()),
  signs: integer().check(z.positive()),
  orishas: integer().check(z.positive()),
});
export type PlatformFiguresResponse = z.infer<typeof PlatformFiguresResponse>;
