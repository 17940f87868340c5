import { MSG, type Language, type Role } from '@ifa/shared';
import { clearFailures, lockedForSeconds, recordFailure } from '../data/login-throttle.js';
import { consumeResetToken, createResetToken } from '../data/reset-tokens.js';
import { createUser, getUser, getUserByEmail, updateUserFields, userIdByReferralCode, type UserRecord } from '../data/users.js';
import { hashPassword, verifyPassword } from '../domain/password.js';
import { signAccessToken } from '../domain/tokens.js';
import { config } from '../lib/config.js';
import { badRequest, fieldError, tooManyRequests, unauthorized } from '../lib/errors.js';
import { jwtKey } from '../lib/jwt-secret.js';
import { log } from '../lib/log.js';
import { sendResetEmail } from '../lib/mailer.js';

export const issueToken = async (user: UserRecord) => signAccessToken({ sub: user.id, role: user.role }, await jwtKey());

export interface Registration {
  email: string;
  username: string;
  full_name: string;
  password: string;
  language: Language;
  referred_by: string | null;
}

export async function register(input: Registration, role: Role = 'student'): Promise<UserRecord> {
  let referrerId: string | null = null;
  if (input.referred_by) {
    referrerId = await userIdByReferralCode(input.referred_by);
    if (!referrerId) throw fieldError('referred_by', MSG.referralInvalid);
  }
  return createUser({
    email: input.email,
    username: input.username,
    full_name: input.full_name,
    password_hash: await hashPassword(input.password, config.scryptLogN),
    language: input.language,
    role,
    referrer_id: referrerId,
  });
}

// Spent on unknown emails so that a login takes as long whether or not the account exists.
let dummyHash: Promise<string> | undefined;

/**
 * Login with a per-email failure window (DESIGN.md 4). Wrong password and unknown email get
 * the same 401 and take the same time.
 */
export async function login(email: string, password: string, now: Date = new Date()): Promise<UserRecord> {
  const locked = await lockedForSeconds(email, now);
  if (locked > 0) {
    const minutes = Math.ceil(locked / 60);
    throw tooManyRequests(MSG.tooManyAttempts(minutes), locked);
  }
  const user = await getUserByEmail(email);
  dummyHash ??= hashPassword('not-a-real-password', config.scryptLogN);
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (!user || !ok || !user.is_active) {
    await recordFailure(email, now);
    throw unauthorized(MSG.badCredentials);
  }
  await clearFailures(email);
  return user;
}

/**
 * Always the same answer (DESIGN.md 4). Outside production the token comes back in the
 * response for the local flow; in production it is mailed when SENDER_EMAIL is set.
 */
export async function forgotPassword(email: string): Promise<{ reset_token?: string }> {
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
  await clearFailures(user.email);
}
