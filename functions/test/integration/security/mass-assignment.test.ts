import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, routeList, type RouteName } from '@ifa/shared';
import { useApi } from '../../support/api.js';
import { readWholeTable } from '../../support/resilience/invariants.js';
import { buildFixture, type Fixture } from '../../support/security/fixture.js';
import { FORBIDDEN_FIELDS, declaredFields, markersIn, withForbiddenFields } from '../../support/security/mass-assignment.js';
import { SAMPLES, urlOf } from '../../support/security/samples.js';

const api = useApi();
let fx: Fixture;

/** Every item of this file's table. A Scan, which only a test may do (DESIGN.md 3). */
async function scanTable(): Promise<Array<Record<string, any>>> {
  const { config } = await import('../../../src/lib/config.js');
  return readWholeTable(config.ddbEndpoint!, config.tableName);
}

/** The write routes, generated from the table: everything but GET. */
const writeRoutes = routeList.filter((r) => r.method !== 'GET');
const tokenFor = (auth: string) => (auth === 'admin' ? fx.admin.token : auth === 'user' ? fx.student.token : undefined);

interface Sent {
  route: RouteName;
  status: number;
  body: any;
  text: string;
}
const sent: Sent[] = [];
let after: Array<Record<string, any>> = [];

beforeAll(async () => {
  fx = await buildFixture(api);
  // One route after the other: several change the same records (a sign, a user), and each
  // must find its sample still valid. Each body is the route's valid sample plus every field
  // the route does not declare, and own __proto__ / constructor keys.
  for (const route of writeRoutes) {
    const sample = SAMPLES[route.name](fx);
    // A route that ends the session it is sent with brings a session of its own (samples.ts).
    const own = route.auth === 'public' ? undefined : sample.tokens?.[sample.caller === 'admin' || route.auth === 'admin' ? 'admin' : 'student'];
    const token = own ?? (sample.caller === 'admin' ? fx.admin.token : tokenFor(route.auth));
    const res = await api.call(route.method, urlOf(route, sample), { token, rawBody: withForbiddenFields(route, sample.body ?? {}) });
    sent.push({ route: route.name, status: res.status, body: res.body, text: res.text });
  }
  after = await scanTable();
}, 180_000);

describe('mass assignment on every write route', () => {
  it('covers every write route of the table (a new one joins without touching this file)', () => {
    const expected = Object.entries(endpoints)
      .filter(([, e]) => e.method !== 'GET')
      .map(([name]) => name)
      .sort();
    expect(sent.map((s) => s.route).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(20);
    // The injection is real: most forbidden fields are undeclared on most routes.
    for (const route of writeRoutes) expect(Object.keys(FORBIDDEN_FIELDS).filter((f) => !declaredFields(route).includes(f)).length).toBeGreaterThan(40);
  });

  it('accepts each write with the extra fields ignored, not refused (so the test shows they were dropped)', () => {
    for (const s of sent) expect(s.status, `${s.route}: ${s.text.slice(0, 300)}`).toBeLessThan(300);
  });

  it('never answers an injected value back', () => {
    for (const s of sent) expect(markersIn(s.body, s.route)).toEqual([]);
  });

  it('never stores an injected value, key or prototype key anywhere in the table', () => {
    expect(after.length).toBeGreaterThan(50);
    const found = after.flatMap((item) => markersIn(item, `${item.pk}|${item.sk}`));
    expect(found).toEqual([]);
    expect(after.filter((i) => String(i.pk).startsWith('INJECTED') || String(i.sk).startsWith('INJECTED'))).toEqual([]);
  });

  it('leaves Object.prototype alone in the process that ran the handlers', () => {
    const probe = {} as Record<string, unknown>;
    expect([probe.polluted, probe.role, probe.isAdmin]).toEqual([undefined, undefined, undefined]);
  });

  it('keeps roles and account states the server decides: no new admin but the one an admin created', () => {
    const users = after.filter((i) => i.sk === 'PROFILE');
    expect(users.filter((u) => u.is_active === false)).toEqual([]);
    const created = sent.find((s) => s.route === 'adminCreateAdmin')!.body.id;
    const registered = sent.find((s) => s.route === 'register')!.body.user.id;
    const admins = users.filter((u) => u.role === 'admin').map((u) => u.id).sort();
    // The fixture's own: its admin, and the one whose sessions logout-all ends.
    expect(admins).toEqual([fx.admin.id, fx.leavers.admin.id, created].sort());
    expect(users.find((u) => u.id === registered)!.role).toBe('student');
    // The one role an admin changed on purpose took the body's value, not the injected one.
    expect(users.find((u) => u.id === fx.victims.role)!.role).toBe('santero');
  });

  it('keeps every balance equal to its ledger (no cowrie or XP written around it)', () => {
    const users = after.filter((i) => i.sk === 'PROFILE');
    for (const user of users) {
      const ledger = after.filter((i) => i.pk === `USER#${user.id}` && String(i.sk).startsWith('LEDGER#'));
      const sum = (key: 'cowries' | 'xp') => ledger.reduce((total, e) => total + (e[key] ?? 0), 0);
      expect({ cowries: user.cowrie_shells ?? 0, xp: user.experience_points ?? 0 }, user.email).toEqual({ cowries: sum('cowries'), xp: sum('xp') });
    }
    // The student bought one secret and one streak freeze at the server's prices: 50 welcome + 500 fixture - 100 - 50.
    expect(after.find((i) => i.pk === `USER#${fx.student.id}` && i.sk === 'PROFILE')!.cowrie_shells).toBe(400);
  });

  it('keeps what the server computes: has_secret follows the secret, new requests and contributions are pending and the caller\'s own', () => {
    for (const sign of after.filter((i) => i.sk === 'ODDUN')) {
      const secret = after.some((i) => i.pk === sign.pk && i.sk === 'SECRET');
      expect(Boolean(sign.has_secret), sign.pk).toBe(secret);
    }
    const contribution = after.find((i) => i.id === sent.find((s) => s.route === 'contribute')!.body.contribution_id && i.sk === 'CONTRIB')!;
    expect(contribution).toMatchObject({ status: 'pending', user_id: fx.student.id });
    const request = after.find((i) => i.id === sent.find((s) => s.route === 'accountChangeRequest')!.body.request.id && i.sk === 'ACCTREQ')!;
    expect(request).toMatchObject({ status: 'pending', user_id: fx.student.id, current_role: 'santero' });
  });

  it('ignores forbidden fields inside each item of a bulk import too', async () => {
    const { id, name, position, binary_pattern } = fx.nextFreeSign();
    const item = JSON.parse(withForbiddenFields({ body: undefined }, { name, position, binary_pattern, meaning: 'Importado.' })) as Record<string, unknown>;
    // `id` is the importer's to choose (a slug); everything else injected stays.
    item.id = id;
    const res = await api.call('POST', '/admin/odduns/bulk-import', { token: fx.admin.token, body: { odduns: [item] } });
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ created: 1, failed: 0 });
    const stored = (await scanTable()).filter((i) => i.pk === `ODDUN#${id}`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.flatMap((i) => markersIn(i, i.sk))).toEqual([]);
    const sign = stored.find((i) => i.sk === 'ODDUN')!;
    expect(sign.has_secret ?? false).toBe(false);
    expect(sign.version).not.toBe(987654);
  });
});
