import { describe, expect, it } from 'vitest';
import { MSG, routeList, type RouteSpec } from '@ifa/shared';
import { userWithRole } from '../support/admin.js';
import { useApi } from '../support/api.js';
import { REVOKED_SESSIONS_MAX } from '../../src/domain/sessions.js';

/**
 * Sessions that end (DESIGN.md 4, OWASP ASVS 5.0 7.4.1; docs/decisions/016-sessions-that-end.md):
 * a logout ends its token, and a password change or reset, a deactivation, an admin's role
 * change and 'log out everywhere' end every earlier token of the account, on every route, over
 * real HTTP against DynamoDB Local.
 */
const api = useApi();

type Learner = Awaited<ReturnType<typeof api.registerUser>>;

const login = async (email: string, password = 'secreto123') => {
  const res = await api.call('POST', '/auth/login', { body: { email, password } });
  expect(res.status, res.text).toBe(200);
  return res.body.access_token as string;
};
const meStatus = async (token: string) => (await api.call('GET', '/auth/me', { token })).status;

/** Every route a token opens, with made-up path values: an ended session is refused before any input is looked at. */
const authenticated = routeList.filter((r) => r.auth !== 'public');
const pathOf = (route: Pick<RouteSpec, 'path'>) => route.path.replace(/\{\w+\}/g, 'x');

async function statusesOnEveryRoute(token: string) {
  const seen: Array<readonly [string, number]> = [];
  // Eight at a time: all of them at once starve DynamoDB Local on this 2-core machine (503s).
  for (let i = 0; i < authenticated.length; i += 8) {
    const batch = authenticated.slice(i, i + 8);
    seen.push(...(await Promise.all(batch.map(async (r) => [`${r.method} ${r.path}`, (await api.call(r.method, pathOf(r), { token })).status] as const))));
  }
  return Object.fromEntries(seen);
}
const everyRouteRefused = () => Object.fromEntries(authenticated.map((r) => [`${r.method} ${r.path}`, 401]));

/** The stored session fields, read as the API reads them. */
async function stored(userId: string) {
  const { getUser } = await import('../../src/data/users.js');
  return (await getUser(userId, true))!;
}

/** Another session of a learner, signed in on another device (no password hash to pay for). */
async function anotherDevice(userId: string) {
  const { issueToken } = await import('../../src/services/accounts.js');
  return issueToken(await stored(userId), Date.now());
}

describe('POST /auth/logout', () => {
  it('ends the token it is sent with: 401 on every route of every group; the other devices go on', async () => {
    const learner = await api.registerUser();
    const phone = await login(learner.user.email);
    const out = await api.call('POST', '/auth/logout', { token: learner.access_token });
    expect(out).toMatchObject({ status: 200, body: { success: true, message: MSG.loggedOut } });

    expect(await statusesOnEveryRoute(learner.access_token)).toEqual(everyRouteRefused());
    const refused = await api.call('GET', '/social/friends', { token: learner.access_token });
    expect(refused.body).toEqual({ detail: MSG.sessionInvalid });
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    // An ended token learns nothing about a route's input either (a 401, not the 400).
    expect((await api.call('PUT', '/user/language', { token: learner.access_token, body: { language: 'xx' } })).status).toBe(401);

    expect(await meStatus(phone)).toBe(200);
    expect((await api.call('GET', '/user/cowrie-balance', { token: phone })).status).toBe(200);
    // A second logout with the ended token is a 401 too; a new login works.
    expect((await api.call('POST', '/auth/logout', { token: learner.access_token })).status).toBe(401);
    expect(await meStatus(await login(learner.user.email))).toBe(200);
  });

  it("ends an admin's token on the admin routes too", async () => {
    const admin = await userWithRole(api, 'admin');
    const other = await anotherDevice(admin.id);
    expect((await api.call('GET', '/admin/stats', { token: admin.token })).status).toBe(200);
    expect((await api.call('POST', '/auth/logout', { token: admin.token })).status).toBe(200);
    expect(await statusesOnEveryRoute(admin.token)).toEqual(everyRouteRefused());
    expect((await api.call('GET', '/admin/stats', { token: other })).status).toBe(200);
  });

  it('is safe in parallel: one token logged out 8 times at once is ended once, never a 5xx', async () => {
    const learner = await api.registerUser();
    const results = await Promise.all(Array.from({ length: 8 }, () => api.call('POST', '/auth/logout', { token: learner.access_token })));
    // A logout that reads the user after another one wrote finds the token ended already.
    for (const r of results) expect([200, 401], r.text).toContain(r.status);
    expect(results.some((r) => r.status === 200)).toBe(true);
    expect(await meStatus(learner.access_token)).toBe(401);
    expect((await stored(learner.user.id)).revoked_sessions).toHaveLength(1);
  });

  it('is safe in parallel across devices: 6 sessions logged out at once all end, none lost, the seventh goes on', async () => {
    const learner = await api.registerUser();
    const devices = await Promise.all(Array.from({ length: 6 }, () => anotherDevice(learner.user.id)));
    const results = await Promise.all(devices.map((token) => api.call('POST', '/auth/logout', { token })));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await Promise.all(devices.map(meStatus))).toEqual(Array(6).fill(401));
    expect(await meStatus(learner.access_token)).toBe(200);
    expect((await stored(learner.user.id)).revoked_sessions).toHaveLength(6);
  });

  it(`past ${REVOKED_SESSIONS_MAX} sessions ended one by one, a logout ends them all: the item stays small and no token comes back`, async () => {
    const learner = await api.registerUser();
    const devices = await Promise.all(Array.from({ length: REVOKED_SESSIONS_MAX + 1 }, () => anotherDevice(learner.user.id)));
    for (const token of devices.slice(0, REVOKED_SESSIONS_MAX)) expect((await api.call('POST', '/auth/logout', { token })).status).toBe(200);
    expect(await meStatus(learner.access_token)).toBe(200);
    expect((await api.call('POST', '/auth/logout', { token: devices.at(-1)! })).status).toBe(200);
    expect(await Promise.all([learner.access_token, ...devices].map(meStatus))).toEqual(Array(devices.length + 1).fill(401));
    expect((await stored(learner.user.id)).revoked_sessions).toEqual([]);
    expect(await meStatus(await login(learner.user.email))).toBe(200);
  });
});

describe('changes that end every earlier session of the account', () => {
  /** A learner signed in on two devices, and a stranger whose session must not end. */
  async function signedInTwice() {
    const learner = await api.registerUser();
    const stranger = await api.registerUser();
    return { learner, tokens: [learner.access_token, await login(learner.user.email)], stranger };
  }
  async function expectEnded(tokens: string[], stranger: Learner) {
    expect(await Promise.all(tokens.map(meStatus))).toEqual(tokens.map(() => 401));
    expect(await statusesOnEveryRoute(tokens[0]!)).toEqual(everyRouteRefused());
    expect(await meStatus(stranger.access_token)).toBe(200);
  }

  it('a password reset: every earlier token gets 401 everywhere, and a login right after works', async () => {
    const { learner, tokens, stranger } = await signedInTwice();
    const forgot = await api.call('POST', '/auth/forgot-password', { body: { email: learner.user.email } });
    const reset = await api.call('POST', '/auth/reset-password', { body: { token: forgot.body.reset_token, new_password: 'nueva-clave-1' } });
    expect(reset.status).toBe(200);
    await expectEnded(tokens, stranger);
    expect(await meStatus(await login(learner.user.email, 'nueva-clave-1'))).toBe(200);
  });

  it('a new password an admin sets', async () => {
    const { learner, tokens, stranger } = await signedInTwice();
    const admin = await userWithRole(api, 'admin');
    expect((await api.call('PUT', `/admin/users/${learner.user.id}/password`, { token: admin.token, body: { new_password: 'puesta-por-admin' } })).status).toBe(200);
    await expectEnded(tokens, stranger);
    expect(await meStatus(await login(learner.user.email, 'puesta-por-admin'))).toBe(200);
    expect(await meStatus(admin.token)).toBe(200);
  });

  it("an admin's role change", async () => {
    const { learner, tokens, stranger } = await signedInTwice();
    const admin = await userWithRole(api, 'admin');
    expect((await api.call('PUT', `/admin/users/${learner.user.id}/role`, { token: admin.token, body: { new_role: 'santero' } })).status).toBe(200);
    await expectEnded(tokens, stranger);
    const fresh = await login(learner.user.email);
    expect((await api.call('GET', '/auth/me', { token: fresh })).body.role).toBe('santero');
  });

  it('a deactivation, and reactivating the account brings no old token back', async () => {
    const { learner, tokens, stranger } = await signedInTwice();
    const { updateUserFields } = await import('../../src/data/users.js');
    await updateUserFields(learner.user.id, { is_active: false });
    await expectEnded(tokens, stranger);
    expect((await api.call('POST', '/auth/login', { body: { email: learner.user.email, password: 'secreto123' } })).status).toBe(401);
    await updateUserFields(learner.user.id, { is_active: true });
    expect(await Promise.all(tokens.map(meStatus))).toEqual([401, 401]);
    expect(await meStatus(await login(learner.user.email))).toBe(200);
  });

  it("POST /auth/logout-all ('Cerrar sesión en todos los dispositivos'): this device and the others", async () => {
    const { learner, tokens, stranger } = await signedInTwice();
    const out = await api.call('POST', '/auth/logout-all', { token: tokens[1] });
    expect(out).toMatchObject({ status: 200, body: { success: true, message: MSG.loggedOutEverywhere } });
    await expectEnded(tokens, stranger);
    expect(await meStatus(await login(learner.user.email))).toBe(200);
  });

  it('logout-all from several devices at once: each 200 or 401, never a 5xx, and all end', async () => {
    const learner = await api.registerUser();
    const devices = [learner.access_token, ...(await Promise.all(Array.from({ length: 4 }, () => anotherDevice(learner.user.id))))];
    const results = await Promise.all(devices.flatMap((token) => [api.call('POST', '/auth/logout-all', { token }), api.call('POST', '/auth/logout', { token })]));
    for (const r of results) expect([200, 401], r.text).toContain(r.status);
    expect(await Promise.all(devices.map(meStatus))).toEqual(devices.map(() => 401));
  });
});

describe('the instant a session begins, to the millisecond', () => {
  it('ends a token issued in the same second just before a reset, and keeps the login right after it, even from a clock a little behind', async () => {
    const learner = await api.registerUser();
    const { setPasswordHash } = await import('../../src/data/users.js');
    const { hashPassword } = await import('../../src/domain/password.js');
    // The reset's Lambda reads its clock 2 s ahead of the one that signs the next login: the
    // JWT `iat` (seconds) of both tokens would say "same second or earlier".
    const resetAt = Date.now() + 2000;
    const justBefore = await anotherDevice(learner.user.id);
    await setPasswordHash(learner.user.id, await hashPassword('nueva-clave-2', 14), new Date(resetAt));
    expect(await meStatus(justBefore)).toBe(401);
    expect(await meStatus(learner.access_token)).toBe(401);
    const after = await login(learner.user.email, 'nueva-clave-2');
    expect(await meStatus(after)).toBe(200);
    expect(JSON.parse(Buffer.from(after.split('.')[1]!, 'base64url').toString()).iat_ms).toBe(resetAt + 1);
  });
});
