import { AUTH, MSG } from '@ifa/shared';
import { addressThrottleKey, loginAddressThrottleKey, loginEmailThrottleKey } from '../data/keys.js';
import { clear, refund, reserve, type Held } from '../data/throttles.js';
import { retryMinutes, type ThrottleRule } from '../domain/throttle-rules.js';
import { config } from '../lib/config.js';
import { tooManyRequests } from '../lib/errors.js';

/** The limits (docs/decisions/006-throttling.md); constants in shared AUTH. */
export const RULES = {
  /** Per (email, address): the spec's 5 failures in 15 minutes. */
  loginAddress: { name: 'login-address', limit: AUTH.loginMaxFailures, windowSeconds: AUTH.loginWindowSeconds },
  /** Per email from every address: caps a guesser who spreads over many addresses. */
  loginEmail: { name: 'login-email', limit: AUTH.loginMaxFailuresPerEmail, windowSeconds: AUTH.loginWindowSeconds },
  register: { name: 'register', limit: config.registerMaxPerAddress, windowSeconds: AUTH.registerWindowSeconds },
  forgot: { name: 'forgot', limit: config.forgotMaxPerAddress, windowSeconds: AUTH.forgotWindowSeconds },
} as const satisfies Record<string, ThrottleRule>;

const refused = (retryAfterSeconds: number) => tooManyRequests(MSG.tooManyAttempts(retryMinutes(retryAfterSeconds)), retryAfterSeconds);

/** Counts one attempt or throws 429 with the spec's message and Retry-After. */
async function take(rule: ThrottleRule, key: Held['key'], now: Date): Promise<Held> {
  const reservation = await reserve(rule, key, now);
  if (!reservation.ok) throw refused(reservation.retryAfterSeconds);
  return reservation.held;
}

/** The two counted attempts of one login. */
export interface LoginAttempt {
  perAddress: Held;
  overall: Held;
}

/**
 * Counts a login attempt before its password is checked. The per-address window comes first:
 * a stranger's flood from one address is refused there and never reaches the email's overall
 * window, which the owner shares. When the overall window refuses, the per-address attempt is
 * given back, so the owner's own address is not locked by someone else's attack.
 */
export async function countLoginAttempt(email: string, address: string, now: Date = new Date()): Promise<LoginAttempt> {
  const perAddress = await take(RULES.loginAddress, loginAddressThrottleKey(email, address), now);
  try {
    const overall = await take(RULES.loginEmail, loginEmailThrottleKey(email), now);
    return { perAddress, overall };
  } catch (error) {
    await refund(perAddress);
    throw error;
  }
}

/**
 * The right password: earlier failures from this address are forgiven (as the one-counter rule
 * did), and this attempt no longer counts against the email. The other addresses' failures
 * stay counted, so the owner signing in does not reopen the door to a distributed guesser.
 */
export async function loginSucceeded({ perAddress, overall }: LoginAttempt): Promise<void> {
  await Promise.all([clear(perAddress.key), refund(overall)]);
}

export async function countRegistration(address: string, now: Date = new Date()): Promise<void> {
  await take(RULES.register, addressThrottleKey('REGISTER', address), now);
}

export async function countForgotPassword(address: string, now: Date = new Date()): Promise<void> {
  await take(RULES.forgot, addressThrottleKey('FORGOT', address), now);
}
