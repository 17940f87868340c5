import { describe, expect, it } from 'vitest';
import { MSG, endpoints, routeList, type Role } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { userWithRole } from '../support/admin.js';

const api = useApi();

/**
 * The authorization matrix, GENERATED from the route table: every admin route x anonymous,
 * student, santero, babalawo and admin. A route added to the table is in the matrix without
 * touching this file, and a route that lost its admin check fails it (a non-admin would get
 * through instead of 403).
 */
const adminRoutes = routeList.filter((r) => r.group === 'admin' || r.path.startsWith('/admin'));
const samplePath = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'revisionId' ? '2025-01-01T00:00:00.000Z_000001' : `no-such-${name}`));

describe('admin authorization matrix', () => {
  it('covers every admin endpoint of the table, and every /admin path is admin-only', () => {
    const declaredAdmin = Object.entries(endpoints)
      .filter(([, e]) => e.auth === 'admin')
      .map(([name]) => name)
      .sort();
    expect(adminRoutes.map((r) => r.name).sort()).toEqual(declaredAdmin);
    // A route moved out of the admin level would leave this list short of the admin group.
    for (const route of adminRoutes) expect(route.auth, `${route.method} ${route.path}`).toBe('admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(25);
  });

  it('answers 401 to anonymous callers, 403 to every other role, and lets admins through', async () => {
    const callers: Array<{ role: Role | 'anonymous'; token?: string }> = [{ role: 'anonymous' }];
    for (const role of ['student', 'santero', 'babalawo', 'admin'] as const) callers.push({ role, token: (await userWithRole(api, role)).token });

    const seen: string[] = [];
    for (const route of adminRoutes) {
      for (const caller of callers) {
        // A body that may be invalid: authorization comes before validation.
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await api.call(route.method, samplePath(route.path), { token: caller.token, body });
        const where = `${caller.role} ${route.method} ${route.path} -> ${res.status} ${res.text}`;
        if (caller.role === 'anonymous') expect(res.status, where).toBe(401);
        else if (caller.role !== 'admin') {
          expect(res.status, where).toBe(403);
          expect(res.body.detail, where).toBe(MSG.forbidden);
        } else expect([200, 201, 400, 404], where).toContain(res.status);
        seen.push(`${route.method} ${route.path} ${caller.role}`);
      }
    }
    expect(seen).toHaveLength(adminRoutes.length * 5);
  });

  it('refuses an admin demoted a moment ago, with the token it still holds', async () => {
    const admin = await userWithRole(api, 'admin');
    expect((await api.call('GET', '/admin/stats', { token: admin.token })).status).toBe(200);
    const { updateUserFields } = await import('../../src/data/users.js');
    await updateUserFields(admin.id, { role: 'santero' });
    expect((await api.call('GET', '/admin/stats', { token: admin.token })).status).toBe(403);
  });
});
