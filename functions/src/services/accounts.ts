import { MSG, type Language, type Role } from '@ifa/shared';
import { consumeResetToken, createResetToken } from '../data/reset-tokens.js';
import { liftLoginLocks } from '../data/throttles.js';
import { createUser, getUser, getUserByEmail, updateUserFields, userIdByReferralCode, type UserRecord } from '../data/users.js';
import { hashPassword, verifyPassword } from '../domain/password.js';
import { signAccessToken } from '../domain/tokens.js';
import { config } from '../lib/config.js';
import { badRequest, fieldError, unauthorized } from '../lib/errors.js';
import { jwtKey } from '../lib/jwt-secret.js';
import { log } from '../lib/log.js';
import { countEvent } from '../lib/metrics.js';
import { sendResetEmail } from '../lib/mailer.js';
import { countForgotPassword, countLoginAttempt, countRegistration, loginSucceeded } from './throttle.js';

export const issueToken = async (user: UserRecord) => signAccessToken({ sub: user.id, role: user.role }, await jwtKey());

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
export async function login(email: string, password: string, address: string, now: Date = new Date()): Promise<UserRecord> {
  const attempt = await countLoginAttempt(email, address, now);
  const user = await getUserByEmail(email);
  dummyHash ??= hashPassword('not-a-real-password', config.scryptLogN);
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (!user || !ok || !user.is_active) throw unauthorized(MSG.badCredentials);
  await loginSucceeded(attempt);
  return user;
}

/**
 * Always the same answer (DESIGN.md 4). Outside production the token comes back in the
 * response for the local flow; in production it is mailed when SENDER_EMAIL is set.
 */
export async function forgotPassword(email: string, address: string): Promise<{ reset_token?: string }> {
  // Counted per address before the lookup, whether or not the account exists (no oracle).
  await countForgotPassword(address);
  const user = await getUserByEmail(email);
  if (!user || !user.is_active) return {};
  const token = await createResetToken(user.id);
  if (config.isProduction) {
    if (config.senderEmail) await sendResetEmail(user.email, user.language, token);
    else log('warn', 'password reset requested but SENDER_EMAIL is not configured');
    return {};
  }
  return { reset_token: token };
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const userId = await consumeResetToken(token);
  const user = userId ? await getUser(userId, true) : null;
  if (!user) throw badRequest(MSG.resetTokenInvalid);
  await updateUserFields(user.id, { password_hash: await hashPassword(newPassword, config.scryptLogN) });
  await liftLoginLocks(user.email);
}
