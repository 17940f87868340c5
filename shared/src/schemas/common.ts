import * as z from 'zod/mini';
import { EMAIL_MAX, EMAIL_PATTERN, LANGUAGES, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { MSG } from '../messages.js';

/*
 * The contract is written with zod's mini build (functions instead of methods): its builders
 * are tree-shakable, so each Lambda bundle and web chunk carries only the zod it uses, about
 * 30 KB instead of the classic build's 100 KB (DESIGN.md 8: bundle and init budgets).
 */

export const Language = z.enum(LANGUAGES, { error: MSG.languageInvalid });
export type Language = z.infer<typeof Language>;

/** A whole number: the classic build's `z.number().int()`. */
export const integer = () => z.number().check(z.int());

/** A required string: missing or blank both say `required`. */
export const requiredString = (required: string) => z.string({ error: required }).check(z.trim(), z.minLength(1, required));

export const Email = z.pipe(
  requiredString(MSG.emailRequired).check(z.maxLength(EMAIL_MAX, MSG.emailInvalid), z.regex(EMAIL_PATTERN, MSG.emailInvalid)),
  z.transform((email: string) => email.toLowerCase()),
);

/** Passwords are never trimmed: spaces are characters too. */
export const Password = z
  .string({ error: MSG.passwordRequired })
  .check(z.minLength(1, MSG.passwordRequired), z.minLength(PASSWORD_MIN, MSG.passwordMin), z.maxLength(PASSWORD_MAX, MSG.passwordMax));

/** Query-string numbers arrive as text. */
export const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max));
