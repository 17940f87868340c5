import { describe, expect, it } from 'vitest';
import { AdminUsersResponse, MSG, User } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { adminUser, userWithRole } from '../support/admin.js';

const api = useApi();
const tag = () => Math.random().toString(36).slice(2, 8);

describe('users list', () => {
  it('pages newest first on the server, with the users counter as total', async () => {
    const admin = await adminUser(api);
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await api.registerUser()).user);
    const newest = [...made].reverse().map((u) => u.id);

    const first = await api.call('GET', '/admin/users?page=1&limit=2', { token: admin.token });
    expect(first.status).toBe(200);
    const page1 = AdminUsersResponse.parse(first.body);
    expect(page1.users.map((u) => u.id)).toEqual(newest.slice(0, 2));
    expect(page1.users[0]).not.toHaveProperty('password_hash');
    const second = AdminUsersResponse.parse((await api.call('GET', '/admin/users?page=2&limit=2', { token: admin.token })).body);
    expect(second.users.map((u) => u.id)).toEqual(newest.slice(2, 4));
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: page1.total, total_pages: Math.ceil(page1.total / 2) });
    expect(page1.total).toBeGreaterThanOrEqual(6);

    const all = AdminUsersResponse.parse((await api.call('GET', '/admin/users?limit=100', { token: admin.token })).body);
    expect(all.users).toHaveLength(all.total);
    const times = all.users.map((u) => u.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const past = await api.call('GET', `/admin/users?page=${all.pagination.total_pages + 1}&limit=100`, { token: admin.token });
    expect(past.body.users).toEqual([]);
  });

  it('searches by email or username prefix, case-insensitively, one row per user', async () => {
    const admin = await adminUser(api);
    const t = tag();
    const ana = await api.registerUser({ email: `ana.${t}@example.com`, username: `ana_${t}` });
    const anabel = await api.registerUser({ email: `zz${t}@example.com`, username: `Anabel_${t}` });
    await api.registerUser({ email: `bruno.${t}@example.com`, username: `bruno_${t}` });

    const byEmail = await api.call('GET', `/admin/users?search=${encodeURIComponent(`ANA.${t}`)}`, { token: admin.token });
    expect(byEmail.body.users.map((u: User) => u.id)).toEqual([ana.user.id]);
    const byUsername = await api.call('GET', `/admin/users?search=anabel_${t}`, { token: admin.token });
    expect(byUsername.body.users.map((u: User) => u.id)).toEqual([anabel.user.id]);
    // 'ana' starts both of ana's values and anabel's username; newest first.
    const both = await api.call('GET', `/admin/users?search=ana`, { token: admin.token });
    const ids = both.body.users.map((u: User) => u.id);
    expect(ids.indexOf(anabel.user.id)).toBeLessThan(ids.indexOf(ana.user.id));
    expect(new Set(ids).size).toBe(ids.length);
    const paged = await api.call('GET', `/admin/users?search=ana&limit=1&page=2`, { token: admin.token });
    expect(paged.body.users).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ page: 2, limit: 1, total: ids.length });
    expect((await api.call('GET', `/admin/users?search=nobody-${t}`, { token: admin.token })).body).toMatchObject({ users: [], total: 0 });
  });
});

describe('roles and the last-admin rule', () => {
  it('changes another user\'s role by body or query, never one\'s own', async () => {
    const admin = await adminUser(api);
    const learner = await api.registerUser();
    const body = await api.call('PUT', `/admin/users/${learner.user.id}/role`, { token: admin.token, body: { new_role: 'santero' } });
    expect(body.status).toBe(200);
    expect(User.parse(body.body).role).toBe('santero');
    const query = await api.call('PUT', `/admin/users/${learner.user.id}/role?new_role=babalawo`, { token: admin.token });
    expect(query.body.role).toBe('babalawo');
    // The change ended the learner's sessions (DESIGN.md 4); signed in again, the new role shows.
    expect((await api.call('GET', '/auth/me', { token: learner.access_token })).status).toBe(401);
    const again = await api.call('POST', '/auth/login', { body: { email: learner.user.email, password: learner.password } });
    expect((await api.call('GET', '/auth/me', { token: again.body.access_token })).body.role).toBe('babalawo');

    const own = await api.call('PUT', `/admin/users/${admin.id}/role`, { token: admin.token, body: { new_role: 'student' } });
    expect(own).toMatchObject({ status: 400, body: { detail: MSG.ownRoleChange } });
    expect((await api.call('PUT', `/admin/users/${learner.user.id}/role`, { token: admin.token })).status).toBe(400);
    expect((await api.call('PUT', `/admin/users/${learner.user.id}/role`, { token: admin.token, body: { new_role: 'king' } })).status).toBe(400);
    expect((await api.call('PUT', '/admin/users/no-such-user/role', { token: admin.token, body: { new_role: 'student' } })).status).toBe(404);
  });

  it('keeps an admin when two admins demote each other at the same moment', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await adminUser(api);
      const b = await adminUser(api);
      const [ab, ba] = await Promise.all([
        api.call('PUT', `/admin/users/${b.id}/role`, { token: a.token, body: { new_role: 'student' } }),
        api.call('PUT', `/admin/users/${a.id}/role`, { token: b.token, body: { new_role: 'student' } }),
      ]);
      // One wins. The other is refused either by the last-admin rule (409, both in flight) or,
      // when the winner's change landed before the loser's request was authorized, because the
      // change ended the loser's sessions (401, DESIGN.md 4): both keep an admin, which is the
      // rule under test.
      const refused = ab.status === 200 ? ba : ab;
      expect([ab.status, ba.status]).toContain(200);
      expect([401, 409]).toContain(refused.status);
      if (refused.status === 409) expect(refused.body.detail).toBe(MSG.lastAdmin);
      const { getUser } = await import('../../src/data/users.js');
      const roles = await Promise.all([a, b].map(async (u) => (await getUser(u.id, true))!.role));
      expect(roles.sort()).toEqual(['admin', 'student']);
    }
  });

  it('keeps an admin when two admins delete each other at the same moment', async () => {
    const a = await adminUser(api);
    const b = await adminUser(api);
    const [ab, ba] = await Promise.all([
      api.call('DELETE', `/admin/users/${b.id}`, { token: a.token }),
      api.call('DELETE', `/admin/users/${a.id}`, { token: b.token }),
    ]);
    expect([ab.status, ba.status].sort()).toEqual([200, 409]);
    const survivor = ab.status === 200 ? a : b;
    expect((await api.call('GET', '/auth/me', { token: survivor.token })).body.role).toBe('admin');
  });

  it('never lets an admin delete or demote themselves, even the last one', async () => {
    const admin = await adminUser(api);
    expect(await api.call('DELETE', `/admin/users/${admin.id}`, { token: admin.token })).toMatchObject({ status: 400, body: { detail: MSG.ownAccountDelete } });
    expect((await api.call('GET', '/auth/me', { token: admin.token })).body.role).toBe('admin');
  });
});

describe('deleting a user', () => {
  it('frees the email, username and referral code, keeps contributions by name, and ends the session', async () => {
    const admin = await adminUser(api);
    const t = tag();
    const email = `gone.${t}@example.com`;
    const username = `gone_${t}`;
    const victim = await api.registerUser({ email, username, full_name: 'Persona Que Se Va' });
    const { seedOddun } = await import('../../src/data/odduns.js');
    await seedOddun('ogbe-test', { position: 250, name: 'Ogbe Test', binary_pattern: '00110011' }, null, new Date().toISOString());
    const contributed = await api.call('POST', '/ifa-signs/contribute', {
      token: victim.access_token,
      body: { oddun_id: 'ogbe-test', section: 'refranes', type: 'addition', content: 'Un refrán' },
    });
    expect(contributed.status).toBe(201);
    const before = (await api.call('GET', '/admin/stats', { token: admin.token })).body;

    const res = await api.call('DELETE', `/admin/users/${victim.user.id}`, { token: admin.token });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: MSG.userDeletedNamed(email) } });
    expect((await api.call('GET', '/auth/me', { token: victim.access_token })).status).toBe(401);
    expect((await api.call('DELETE', `/admin/users/${victim.user.id}`, { token: admin.token })).status).toBe(404);
    const after = (await api.call('GET', '/admin/stats', { token: admin.token })).body;
    expect(after.total_users).toBe(before.total_users - 1);
    expect(after.languages.es).toBe(before.languages.es - 1);

    const list = await api.call('GET', '/admin/contributions?status=pending', { token: admin.token });
    expect(list.body.contributions.find((c: { id: string }) => c.id === contributed.body.contribution_id)).toMatchObject({ user_name: 'Persona Que Se Va' });

    const again = await api.registerUser({ email, username, referred_by: null });
    expect(again.user.email).toBe(email);
    const { userIdByReferralCode } = await import('../../src/data/users.js');
    expect(await userIdByReferralCode(victim.user.referral_code)).toBeNull();
  });
});

describe('passwords and new admins', () => {
  it('sets a password from the body or the query, at least 6 characters', async () => {
    const admin = await adminUser(api);
    const learner = await api.registerUser();
    const short = await api.call('PUT', `/admin/users/${learner.user.id}/password?new_password=12345`, { token: admin.token });
    expect(short.status).toBe(400);
    expect(short.body.detail[0].message).toBe(MSG.passwordMin);
    expect((await api.call('PUT', `/admin/users/${learner.user.id}/password`, { token: admin.token })).status).toBe(400);

    const byQuery = await api.call('PUT', `/admin/users/${learner.user.id}/password?new_password=nueva-clave`, { token: admin.token });
    expect(byQuery).toMatchObject({ status: 200, body: { success: true, message: MSG.passwordSetFor(learner.user.email) } });
    expect((await api.call('POST', '/auth/login', { body: { email: learner.user.email, password: 'nueva-clave' } })).status).toBe(200);
    await api.call('PUT', `/admin/users/${learner.user.id}/password`, { token: admin.token, body: { new_password: 'otra-clave' } });
    expect((await api.call('POST', '/auth/login', { body: { email: learner.user.email, password: 'nueva-clave' } })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { email: learner.user.email, password: 'otra-clave' } })).status).toBe(200);
    expect((await api.call('PUT', '/admin/users/no-such-user/password?new_password=abcdef', { token: admin.token })).status).toBe(404);
  });

  it('creates an admin; every field is required and duplicates answer as registration does', async () => {
    const admin = await adminUser(api);
    const t = tag();
    const input = { email: `new.admin.${t}@example.com`, username: `admin_${t}`, full_name: 'Nueva Admin', password: 'clave-segura', language: 'fr' };
    for (const field of ['email', 'username', 'full_name', 'password'] as const) {
      const res = await api.call('POST', '/admin/users/create-admin', { token: admin.token, body: { ...input, [field]: '' } });
      expect(res.status, field).toBe(400);
      expect(res.body.detail, field).toEqual([{ field, message: MSG.allFieldsRequired }]);
    }
    const created = await api.call('POST', '/admin/users/create-admin', { token: admin.token, body: input });
    expect(created.status).toBe(201);
    expect(User.parse(created.body)).toMatchObject({ role: 'admin', email: input.email, language: 'fr' });
    const duplicate = await api.call('POST', '/admin/users/create-admin', { token: admin.token, body: { ...input, username: `other_${t}` } });
    expect(duplicate.body.detail).toEqual([{ field: 'email', message: MSG.emailTaken }]);
    const login = await api.call('POST', '/auth/login', { body: { email: input.email, password: input.password } });
    expect((await api.call('GET', '/admin/stats', { token: login.body.access_token })).status).toBe(200);
  });
});

describe('language demographics', () => {
  it('counts users per language from counters that follow registrations and language changes', async () => {
    const admin = await adminUser(api);
    const before = (await api.call('GET', '/admin/stats', { token: admin.token })).body.languages;
    const learner = await api.registerUser({ language: 'en' });
    await userWithRole(api, 'student', { language: 'fr' });
    const mid = (await api.call('GET', '/admin/stats', { token: admin.token })).body.languages;
    expect(mid).toEqual({ es: before.es, en: before.en + 1, fr: before.fr + 1 });
    await api.call('PUT', '/user/language', { token: learner.access_token, body: { language: 'fr' } });
    await api.call('PUT', '/user/language', { token: learner.access_token, body: { language: 'fr' } });
    const after = (await api.call('GET', '/admin/stats', { token: admin.token })).body.languages;
    expect(after).toEqual({ es: before.es, en: before.en, fr: before.fr + 2 });
  });
});
