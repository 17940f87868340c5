import * as z from 'zod/mini';
import { integer } from '../common.js';

/*
 * What the API answers (DESIGN.md 4 and 8): the response schemas live apart from the request
 * schemas (schemas/*.ts) because zod builds every schema of a module when the module loads. A
 * Lambda validates only requests, so its bundle imports no module of this folder and builds
 * none of these at init; the clients, the tests and the OpenAPI document use them.
 */

/** `{ detail: string }` or `{ detail: [{ field, message }] }` (DESIGN.md 4). */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorResponse = z.object({ detail: z.union([z.string(), z.array(FieldError)]) });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MessageResponse = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const Pagination = z.object({
  page: integer(),
  limit: integer(),
  total: integer(),
  total_pages: integer(),
});
export type Pagination = z.infer<typeof Pagination>;
