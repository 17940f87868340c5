import * as z from 'zod/mini';
import { REQUESTABLE_ROLES } from '../../constants.js';
import { Language, integer } from '../common.js';
import { Difficulty, NamingSetting, Role } from '../user.js';
import { PracticeSettings } from './practice.js';

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
  /** The languages this user reviews content in (issue 36); absent or empty: none. */
  reviewer_languages: z.optional(z.array(Language)),
});
export type User = z.infer<typeof User>;

export const AuthResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const ForgotPasswordResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Only outside production (DESIGN.md 4). */
  reset_token: z.optional(z.string()),
});
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

export const UpdateLanguageResponse = z.object({ success: z.literal(true), message: z.string(), user: User });

export const UpdatePreferencesResponse = z.object({ success: z.literal(true), message: z.string(), user: User });

export const CowrieBalanceResponse = z.object({ cowrie_shells: integer() });

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

/** GET and PUT /user/deities: the learner's own list; `updated_at` null before the first save. */
export const MyDeities = z.object({
  received: z.array(z.string()),
  guardian: z.nullable(z.string()),
  share_with_house_head: z.boolean(),
  updated_at: z.nullable(z.string()),
});
export type MyDeities = z.infer<typeof MyDeities>;

export const UpdateDeitiesResponse = z.object({ success: z.literal(true), message: z.string(), deities: MyDeities });

/**
 * GET /user/reminders (DESIGN.md 5d): the learner's daily reminder. `enabled` while at least one
 * device is registered; `hour` in `time_zone` (their practice time zone); `public_key` is the
 * VAPID key a browser subscribes with (its `applicationServerKey`). Whether THIS browser is one of
 * the devices is the browser's to know (its own PushSubscription).
 */
export const RemindersState = z.object({
  enabled: z.boolean(),
  hour: z.nullable(integer()),
  time_zone: z.string(),
  devices: integer(),
  public_key: z.string(),
});
export type RemindersState = z.infer<typeof RemindersState>;

export const UpdateRemindersResponse = z.object({ success: z.literal(true), message: z.string(), reminders: RemindersState });
export type UpdateRemindersResponse = z.infer<typeof UpdateRemindersResponse>;
