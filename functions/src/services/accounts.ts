import { MSG, type BusinessMetric, type Language, type Role } from '@ifa/shared';
import { consumeResetToken, createResetToken } from '../data/reset-tokens.js';
import { liftLoginLocks } from '../data/throttles.js';
import { createUser, getUser, getUserByEmail, setPasswordHash, userIdByReferralCode, type UserRecord } from '../data/users.js';
import { hashPassword, verifyPassword } from '../domain/password.js';
import { sessionStart } from '../domain/sessions.js';
import { newSessionId, signAccessToken } from '../domain/tokens.js';
import { config } from '../lib/config.js';
import { badRequest, fieldError, unauthorized } from '../lib/errors.js';
import { jwtKey } from '../lib/jwt-secret.js';
import { log } from '../lib/log.js';
import { countEvent } from '../lib/metrics.js';
import { sendResetEmail } from '../lib/mailer.js';
import { countForgotPassword, countLoginAttempt, countRegistration, loginSucceeded } from './throttle.js';

/**
 * A token for the account as read at `readAtMs` (taken just BEFORE the read): a new session,
 * which begins then or just after the last change that ended the account's sessions
 * (domain/sessions.ts `sessionStart`). A brand-new account can take the default.
 */
export const issueToken = async (user: UserRecord, readAtMs: number = Date.now()) =>
  signAccessToken({ sub: user.id, role: user.role, sid: newSessionId(), iatMs: sessionStart(readAtMs, user.sessions_valid_after) }, await jwtKey());

export interface Registration {
  email: string;
  username: string;
  full_name: string;
  password: string;
  language: Language;
  referred_by: string | null;
  time_zone?: string | undefined;
}

export async function register(input: Registration, role: Role = 'student'): Promise<UserRecord> {
  let referrerId: string | null = null;
  if (input.referred_by) {
    referrerId = await userIdByReferralCode(input.referred_by);
    if (!referrerId) throw fieldError('referred_by', MSG.referralInvalid);
  }
  const user = await createUser({
    email: input.email,
    username: input.username,
    full_name: input.full_name,
    password_hash: await hashPassword(input.password, config.scryptLogN),
    language: input.language,
    role,
    referrer_id: referrerId,
    ...(input.time_zone ? { time_zone: input.time_zone } : {}),
  });
  countEvent('UserRegistered');
  return user;
}

/**
 * Self-service registration: counted per source address before the referral lookup and the
 * hash (docs/decisions/006-throttling.md). Seeds and scripts call `register` directly.
 */
export async function registerFrom(address: string, input: Registration): Promise<UserRecord> {
  await countRegistration(address);
  return register(input);
}

// Spent on unknown emails so that a login takes as long whether or not the account exists.
let dummyHash: Promise<string> | undefined;

/**
 * Login behind failure windows per (email, address) and per email (DESIGN.md 4,
 * docs/decisions/006-throttling.md). The attempt is counted BEFORE the slow hash and stays
 * counted unless the password is right, so N guesses sent at once cost what N sent one by one
 * do. Wrong password and unknown email get the same 401 and take the same time.
 */
export async function login(email: string, password: string, address: string, now: Date = new Date()): Promise<{ user: UserRecord; access_token: string }> {
  const attempt = await countLoginAttempt(email, address, now);
  // Before the read: a password reset written while this login checks the old password (the
  // hash takes a few hundred ms) ends the token it gets (domain/sessions.ts).
  const readAt = Date.now();
  const user = await getUserByEmail(email);
  dummyHash ??= hashPassword('not-a-real-password', config.scryptLogN);
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (!user || !ok || !user.is_active) throw unauthorized(MSG.badCredentials);
  await loginSucceeded(attempt);
  return { user, access_token: await issueToken(user, readAt) };
}

/**
 * How long a production forgot-password takes at least, whatever the email: an unknown email
 * reads one item; a known one also writes its token and waits for SES (its client loaded on
 * the first mail of a container), or for SES to refuse. Answering all of them at this floor
 * keeps the time from telling which emails have accounts, as the body does not (DESIGN.md 4).
 * Above the slowest send we allow: the mailer gives SES one attempt of at most a second
 * (lib/mailer.ts). Outside production the answer carries the token anyway: no floor there.
 */
export const FORGOT_PASSWORD_FLOOR_MS = 1500;

/** The metric counting reset mails SES refused. */
export const RESET_EMAIL_FAILED: BusinessMetric = 'ResetEmailFailed';

/**
 * Always the same answer (DESIGN.md 4). Outside production the token comes back in the
 * response for the local flow; in production it is mailed when SENDER_EMAIL is set, and a
 * mail SES refuses (the sandbox refuses unverified recipients) is logged and counted, never
 * told: the caller gets what an unknown email gets, at the same time.
 */
export async function forgotPassword(email: string, address: string): Promise<{ reset_token?: string }> {
  const started = performance.now();
  // Counted per address before the lookup, whether or not the account exists (no oracle).
  await countForgotPassword(address);
  const user = await getUserByEmail(email);
  const token = user?.is_active ? await createResetToken(user.id) : undefined;
  if (!config.isProduction) return token ? { reset_token: token } : {};
  if (user && token) {
    if (config.senderEmail) await mailResetLink(user, token);
    else log('warn', 'password reset requested but SENDER_EMAIL is not configured');
  }
  await sleep(FORGOT_PASSWORD_FLOOR_MS - (performance.now() - started));
  return {};
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/**
 * Sends the reset link; a refusal is the operator's business, not the caller's. Logged with
 * the user's id and the error's name only: SES's message names the recipient's address.
 * `ResetEmailFailed` counts them, beside the business metrics (docs/operations.md "Metrics").
 */
async function mailResetLink(user: UserRecord, token: string) {
  try {
    await sendResetEmail(user.email, user.language, token);
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    log('error', 'password reset email not sent', { user: user.id, error: (error as Error).name ?? 'Error', ...(status ? { status } : {}) });
    countEvent(RESET_EMAIL_FAILED);
  }
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const userId = await consumeResetToken(token);
  const user = userId ? await getUser(userId, true) : null;
  if (!user) throw badRequest(MSG.resetTokenInvalid);
  // Ends every session of the account (DESIGN.md 4): a reset is how a stolen account is taken back.
  await setPasswordHash(user.id, await hashPassword(newPassword, config.scryptLogN));
  await liftLoginLocks(user.email);
}
