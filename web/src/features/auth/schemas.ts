import { EMAIL_PATTERN, LoginRequest, Password, RegisterRequest } from '@ifa/shared';
import * as z from 'zod/mini';
import { CLIENT_MSG } from '../../lib/messages';

/** Spec 5: the login form also asks for at least 6 characters. */
export const LoginForm = z.extend(LoginRequest, { password: Password });
export type LoginFormValues = z.input<typeof LoginForm>;

const passwordsMatch = <T extends { password?: unknown; confirmPassword?: unknown }>(value: T) => value.password === value.confirmPassword;

/** The shared register payload plus the client-only confirmation (spec 3, 5). */
export const RegisterForm = z.extend(RegisterRequest, { confirmPassword: z.string() }).check(
  z.refine(passwordsMatch, {
    message: CLIENT_MSG.passwordsMismatch,
    path: ['confirmPassword'],
    // Check the match even while other fields still have errors, like the spec's form does.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password' || issue.path?.[0] === 'confirmPassword'),
  }),
);
export type RegisterFormValues = z.input<typeof RegisterForm>;

/** Spec 5: the forgot-password modal has its own two messages. */
export const ForgotForm = z.object({
  email: z.string().check(z.trim(), z.minLength(1, CLIENT_MSG.forgotEmailRequired), z.regex(EMAIL_PATTERN, CLIENT_MSG.forgotEmailInvalid)),
});
export type ForgotFormValues = z.input<typeof ForgotForm>;

export const ResetForm = z.object({ password: Password, confirmPassword: z.string() }).check(
  z.refine(passwordsMatch, {
    message: CLIENT_MSG.passwordsMismatch,
    path: ['confirmPassword'],
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password'),
  }),
);
export type ResetFormValues = z.input<typeof ResetForm>;
