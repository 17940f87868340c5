import * as z from 'zod/mini';
import {
  DAILY_GOALS,
  DIFFICULTIES,
  FULL_NAME_MAX,
  NEW_CARDS_PER_DAY,
  ORISHA_IDS,
  REFERRAL_CODE_PATTERN,
  REQUESTABLE_ROLES,
  ROLES,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../constants.js';
import { MSG, REMINDER_MSG } from '../messages.js';
import { NAMINGS } from '../naming.js';
import { PUSH_KEY_BYTES, REMINDERS, base64urlBytes, pushEndpointKind } from '../reminders.js';
import { Email, Language, Password, requiredString } from './common.js';

// The learner's practice settings (issue 12), as the profile and the register form send them.
/** An IANA time zone the runtime knows (Intl), e.g. 'America/Havana'. */
export const TimeZone = z.string({ error: MSG.timeZoneInvalid }).check(
  z.maxLength(64, MSG.timeZoneInvalid),
  z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, MSG.timeZoneInvalid),
);

export const DailyGoalSetting = z.union(DAILY_GOALS.map((g) => z.literal(g)) as [z.ZodMiniLiteral<30>, z.ZodMiniLiteral<50>, z.ZodMiniLiteral<100>], {
  error: MSG.dailyGoalInvalid,
});

export const NewCardsSetting = z.union(
  NEW_CARDS_PER_DAY.map((n) => z.literal(n)) as [z.ZodMiniLiteral<10>, z.ZodMiniLiteral<20>, z.ZodMiniLiteral<25>, z.ZodMiniLiteral<30>],
  { error: MSG.newCardsInvalid },
);

export const Role = z.enum(ROLES);
export const Difficulty = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof Difficulty>;
export type Role = z.infer<typeof Role>;
/** The learner's naming setting (issue 11): which names the games and the encyclopedia show. */
export const NamingSetting = z.enum(NAMINGS, { error: MSG.namingInvalid });

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

export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.object({
  token: requiredString(MSG.resetTokenRequired).check(z.maxLength(200, MSG.resetTokenInvalid)),
  new_password: Password,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

export const UpdateLanguageRequest = z.object({ language: Language });
export type UpdateLanguageRequest = z.input<typeof UpdateLanguageRequest>;

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

export const AccountChangeRequest = z.object({
  requested_role: z.enum(REQUESTABLE_ROLES, { error: MSG.roleChoice }),
  /** Sent by the spec's client; the stored role is what counts. */
  current_role: z.optional(Role),
});
export type AccountChangeRequest = z.input<typeof AccountChangeRequest>;

/** One orisha of the guide, by id (My deities, DESIGN.md 5c). */
export const DeityId = z.enum(ORISHA_IDS, { error: MSG.deityUnknown });

/**
 * PUT /user/deities: the learner's whole private list (DESIGN.md 5c): the orishas received, the
 * guardian orisha (ángel de la guarda) or none, and whether their house's head may see it.
 */
export const UpdateDeitiesRequest = z.object({
  received: z.array(DeityId).check(
    z.maxLength(ORISHA_IDS.length, MSG.deityRepeated),
    z.refine((ids) => new Set(ids).size === ids.length, MSG.deityRepeated),
  ),
  guardian: z.nullable(DeityId),
  share_with_house_head: z.boolean(),
});

// Daily practice reminders (DESIGN.md 5d): the learner's hour and a browser's push subscription.
/** The hour of the day (0-23) in the learner's own time zone. */
export const ReminderHour = z.number({ error: REMINDER_MSG.hourInvalid }).check(
  z.int({ error: REMINDER_MSG.hourInvalid }),
  z.gte(REMINDERS.firstHour, REMINDER_MSG.hourInvalid),
  z.lte(REMINDERS.lastHour, REMINDER_MSG.hourInvalid),
);

/** A push key: base64url (the browser's `toJSON()` form) of exactly `bytes` bytes. */
const pushKey = (bytes: number) =>
  z.string({ error: REMINDER_MSG.keysInvalid }).check(
    z.maxLength(200, REMINDER_MSG.keysInvalid),
    z.refine((key) => base64urlBytes(key) === bytes, REMINDER_MSG.keysInvalid),
  );

/**
 * A push endpoint the server may POST to: https to a public name on the default port (what the
 * push services give browsers); loopback passes here and is refused by the server unless a
 * local-only setting allows it (pushEndpointKind, the guard against request forgery).
 */
export const PushEndpoint = z.string({ error: REMINDER_MSG.endpointInvalid }).check(
  z.maxLength(REMINDERS.endpointMaxLength, REMINDER_MSG.endpointInvalid),
  z.refine((endpoint) => pushEndpointKind(endpoint) !== 'invalid', REMINDER_MSG.endpointInvalid),
);

/** `PushSubscription.toJSON()` as the browser gives it; `expirationTime` is read by nobody. */
export const PushSubscriptionBody = z.object(
  {
    endpoint: PushEndpoint,
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.object({ p256dh: pushKey(PUSH_KEY_BYTES.p256dh), auth: pushKey(PUSH_KEY_BYTES.auth) }, { error: REMINDER_MSG.keysInvalid }),
  },
  { error: REMINDER_MSG.subscriptionInvalid },
);
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBody>;

/** PUT /user/reminders: remind me at this hour on this device (adds the device, moves the hour). */
export const UpdateRemindersRequest = z.object({ hour: ReminderHour, subscription: PushSubscriptionBody });
export type UpdateRemindersRequest = z.input<typeof UpdateRemindersRequest>;

/** DELETE /user/reminders: no more reminders on the device of this endpoint (any stored form is accepted). */
export const DeleteRemindersRequest = z.object({
  endpoint: z.string({ error: REMINDER_MSG.endpointInvalid }).check(
    z.minLength(1, REMINDER_MSG.endpointInvalid),
    z.maxLength(REMINDERS.endpointMaxLength, REMINDER_MSG.endpointInvalid),
  ),
});
export type DeleteRemindersRequest = z.input<typeof DeleteRemindersRequest>;
