import type { RouteSpec } from '@ifa/shared';

/**
 * Fields a client must never set, each with a value that marks it: should one be stored or
 * answered back, the marker shows up in the table scan or the response. Strings carry
 * 'INJECTED', numbers are 987654-ish, the date is 1999-09-09.
 */
export const INJECTED_TEXT = 'INJECTED';
export const INJECTED_NUMBERS = [987654, 987654321, 98.7654, 987] as const;
export const INJECTED_DATE = '1999-09-09T09:09:09.999Z';

export const FORBIDDEN_FIELDS: Record<string, unknown> = {
  // who the user is and what they may do
  role: 'admin',
  is_active: false,
  is_admin: true,
  isAdmin: true,
  permissions: ['admin'],
  user_id: 'INJECTED-user',
  userId: 'INJECTED-user',
  owner: 'INJECTED-user',
  id: 'INJECTED-id',
  email_verified: true,
  // balances and progress
  cowrie_shells: 987654,
  cowries: 987654,
  balance: 987654,
  new_balance: 987654,
  experience_points: 987654,
  xp: 987654,
  xp_earned: 987654,
  cowries_earned: 987654,
  level: 987,
  purchased_secrets: ['INJECTED-secret'],
  rewarded_referrals: 987,
  referral_reward_paid: true,
  referral_code: 'INJECTED',
  referred_by_user_id: 'INJECTED-referrer',
  // the table's own attributes
  pk: 'INJECTED#pk',
  sk: 'INJECTED#sk',
  gsi1pk: 'INJECTED#gsi',
  gsi1sk: 'INJECTED#gsi',
  gsi2pk: 'INJECTED#gsi',
  gsi2sk: 'INJECTED#gsi',
  type: 'INJECTED-type',
  expires_at: 987654321,
  created_at: INJECTED_DATE,
  updated_at: INJECTED_DATE,
  password_hash: 'INJECTED-hash',
  seed_hash: 'INJECTED-hash',
  seeded: true,
  // what the server computes or decides
  has_secret: true,
  has_data: true,
  completion_percentage: 98.7654,
  secret_unlocked: true,
  version: 987654,
  status: 'approved',
  reviewed_by: 'INJECTED-reviewer',
  reviewed_at: INJECTED_DATE,
  applied: true,
  user_name: 'INJECTED-name',
  oddun_name: 'INJECTED-name',
  is_correct: true,
  correct: true,
  wrong_answers: 987,
  disqualified: false,
  percentage: 98.7654,
  score: 987654,
  result: { xp_earned: 987654 },
  deleted_at: INJECTED_DATE,
};

/**
 * Keys that try to reach Object.prototype through a parser or a spread. The computed key makes
 * `__proto__` an own key of this object (a plain `__proto__:` would set its prototype instead).
 */
export const PROTOTYPE_KEYS = {
  ['__proto__']: { role: 'admin', isAdmin: true, polluted: INJECTED_TEXT },
  constructor: { prototype: { polluted: INJECTED_TEXT, role: 'admin' } },
} as const;

/**
 * The fields a route's body schema declares: those are the client's to send, not injected.
 * Read from `shape`, which zod's object schemas have in both the classic and the mini API.
 */
export function declaredFields(route: Pick<RouteSpec, 'body'>): string[] {
  const shape = (route.body as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/**
 * The route's valid body plus every forbidden field it does not declare, and own `__proto__`
 * and `constructor` keys (JSON.stringify writes own enumerable keys, `__proto__` included,
 * once it is defined as a property rather than assigned).
 */
export function withForbiddenFields(route: Pick<RouteSpec, 'body'>, body: unknown): string {
  const declared = new Set(declaredFields(route));
  const base = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(FORBIDDEN_FIELDS)) if (!declared.has(key)) out[key] = value;
  for (const [key, value] of Object.entries(PROTOTYPE_KEYS)) Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return JSON.stringify(out);
}

/** Every place a marker shows up in a value (a stored item, a response), as `path: value`. */
export function markersIn(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes(INJECTED_TEXT) || value.startsWith('1999-09-09') ? [`${path}: ${value}`] : [];
  if (typeof value === 'number') return (INJECTED_NUMBERS as readonly number[]).includes(value) ? [`${path}: ${value}`] : [];
  if (value instanceof Set) return markersIn([...value], path);
  if (Array.isArray(value)) return value.flatMap((v, i) => markersIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(['polluted', 'isAdmin', 'is_admin', 'permissions', 'email_verified', 'owner'].includes(k) ? [`${path}.${k} (a key no one writes)`] : []),
      ...markersIn(v, `${path}.${k}`),
    ]);
  }
  return [];
}
