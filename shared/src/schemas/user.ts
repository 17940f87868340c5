import * as z from 'zod/mini';
import {
  DIFFICULTIES,
  FULL_NAME_MAX,
  REFERRAL_CODE_PATTERN,
  REQUESTABLE_ROLES,
  ROLES,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../constants.js';
import { MSG } from '../messages.js';
import { NAMINGS } from '../naming.js';
import { Email, Language, Password, integer, requiredString } from './common.js';
import { DailyGoalSetting, NewCardsSetting, PracticeSettings, TimeZone } from './practice.js';

export const Role = z.enum(ROLES);
export const Difficulty = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof Difficulty>;
export type Role = z.infer<typeof Role>;
/** The learner's naming setting (issue 11): which names the games and the encyclopedia show. */
export const NamingSetting = z.enum(NAMINGS, { error: MSG.namingInvalid });

/** The user as every client sees it (spec 3). Never carries the password hash. */
export const User = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  language: Language,
  /** Lucumí, Yorùbá or both names (issue 11); users stored before it read as 'lucumi'. */
  naming: NamingSetting,
  role: Role,
  level: integer(),
  experience_points: integer(),
  cowrie_shells: integer(),
  current_difficulty: Difficulty,
  created_at: z.string(),
  referral_code: z.string(),
  is_active: z.boolean(),
  purchased_secrets: z.array(z.string()),
  /** Daily practice settings (issue 12): time zone, daily goal, new cards a day. */
  practice: PracticeSettings,
});
export type User = z.infer<typeof User>;

export const Username = requiredString(MSG.usernameRequired).check(
  z.minLength(USERNAME_MIN, MSG.usernameMin),
  z.maxLength(USERNAME_MAX, MSG.usernameMax),
  z.regex(USERNAME_PATTERN, MSG.usernameChars),
);

export const FullName = requiredString(MSG.fullNameRequired).check(z.maxLength(FULL_NAME_MAX, MSG.fullNameMax));

/** Empty referral code means none; codes are compared upper-case. */
export const ReferralCode = z
  .pipe(
    z.nullish(z.string().check(z.trim(), z.toUpperCase())),
    z.transform((code: string | null | undefined) => (code ? code : null)),
  )
  .check(z.refine((code) => code === null || REFERRAL_CODE_PATTERN.test(code), MSG.referralInvalid));

/** Unknown fields (role, cowrie_shells, ...) are stripped, never trusted. */
export const RegisterRequest = z.object({
  email: Email,
  username: Username,
  full_name: FullName,
  password: Password,
  language: z._default(Language, 'es'),
  referred_by: z._default(ReferralCode, null),
  /** The browser's time zone (issue 12: days of practice count in it); an unknown one is ignored. */
  time_zone: z.optional(z.catch(z.optional(TimeZone), undefined)),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const LoginRequest = z.object({
  email: Email,
  password: z.string({ error: MSG.passwordRequired }).check(z.minLength(1, MSG.passwordRequired)),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const AuthResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;
export const ForgotPasswordResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Only outside production (DESIGN.md 4). */
  reset_token: z.optional(z.string()),
});
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

export const ResetPasswordRequest = z.object({
  token: requiredString(MSG.resetTokenRequired).check(z.maxLength(200, MSG.resetTokenInvalid)),
  new_password: Password,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

export const UpdateLanguageRequest = z.object({ language: Language });
export type UpdateLanguageRequest = z.input<typeof UpdateLanguageRequest>;
export const UpdateLanguageResponse = z.object({ success: z.literal(true), message: z.string(), user: User });

/** PUT /user/preferences: the learner's settings (today the naming tradition). */
/** Any of the learner's settings; absent ones stay as they are (issue 11: naming; issue 12: practice). */
export const UpdatePreferencesRequest = z
  .object({
    naming: z.optional(NamingSetting),
    time_zone: z.optional(TimeZone),
    daily_goal: z.optional(DailyGoalSetting),
    new_cards_per_day: z.optional(NewCardsSetting),
  })
  .check(z.refine((body) => Object.values(body).some((v) => v !== undefined), MSG.preferencesEmpty));
export type UpdatePreferencesRequest = z.input<typeof UpdatePreferencesRequest>;
export const UpdatePreferencesResponse = z.object({ success: z.literal(true), message: z.string(), user: User });

export const CowrieBalanceResponse = z.object({ cowrie_shells: integer() });

export const AccountChangeRequest = z.object({
  requested_role: z.enum(REQUESTABLE_ROLES, { error: MSG.roleChoice }),
  /** Sent by the spec's client; the stored role is what counts. */
  current_role: z.optional(Role),
});
export type AccountChangeRequest = z.input<typeof AccountChangeRequest>;
export const AccountChangeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  request: z.object({
    id: z.string(),
    requested_role: z.enum(REQUESTABLE_ROLES),
    current_role: Role,
    status: z.enum(['pending', 'approved', 'rejected']),
    created_at: z.string(),
  }),
});
export type AccountChangeResponse = z.infer<typeof AccountChangeResponse>;
