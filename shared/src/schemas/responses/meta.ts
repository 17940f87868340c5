import * as z from 'zod/mini';

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
