import * as z from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, LANGUAGES, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { MSG } from '../messages.js';

/** `{ detail: string }` or `{ detail: [{ field, message }] }` (DESIGN.md 4). */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;
export const ErrorResponse = z.object({ detail: z.union([z.string(), z.array(FieldError)]) });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MessageResponse = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const Language = z.enum(LANGUAGES, { error: MSG.languageInvalid });
export type Language = z.infer<typeof Language>;

/** A required string: missing or blank both say `required`. */
export const requiredString = (required: string) =>
  z.string({ error: required }).trim().min(1, required);

export const Email = requiredString(MSG.emailRequired)
  .max(EMAIL_MAX, MSG.emailInvalid)
  .regex(EMAIL_PATTERN, MSG.emailInvalid)
  .transform((email) => email.toLowerCase());

/** Passwords are never trimmed: spaces are characters too. */
export const Password = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax);

/** Query-string numbers arrive as text. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;
