import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS, endpoints, routeList, routes, type RouteName } from '@ifa/shared';
import { useApi } from '../../support/api.js';
import { CALLER_KINDS, buildFixture, type Fixture } from '../../support/security/fixture.js';
import { expectedFor, matrixViolations, observeMatrix, unreachedRoutes, type Observation } from '../../support/security/matrix.js';
import { SAMPLES } from '../../support/security/samples.js';

const api = useApi();
let fx: Fixture;
let observations: Observation[];

beforeAll(async () => {
  fx = await buildFixture(api);
  // Generated from the table: every route x anonymous, student and admin, over real HTTP.
  observations = await observeMatrix(api, routeList, fx);
}, 180_000);

describe('authorization matrix (every route of the table x anonymous, student, admin)', () => {
  it('covers every route of the table with every caller, and the table lists every endpoint', () => {
    const names = Object.keys(endpoints).sort();
    expect(routeList.map((r) => r.name).sort()).toEqual(names);
    expect(Object.keys(routes).sort()).toEqual(names);
    // Each endpoint group has routes here, so a new group cannot slip past either.
    expect(new Set(routeList.map((r) => r.group))).toEqual(new Set(ENDPOINT_GROUPS));
    const pairs = new Set(observations.map((o) => `${o.route} ${o.caller}`));
    for (const name of names) for (const caller of CALLER_KINDS) expect(pairs, `${name} ${caller}`).toContain(`${name} ${caller}`);
    expect(observations).toHaveLength(names.length * CALLER_KINDS.length);
    expect(Object.keys(SAMPLES).sort()).toEqual(names);
  });

  it('answers as the table says: public never 401/403, user 401 to anonymous, admin 401/403/through', () => {
    const violations = matrixViolations(routeList, observations);
    expect(violations).toEqual([]);
    // The checker looked at all three outcomes, not only at one of them.
    const expectations = routeList.flatMap((r) => CALLER_KINDS.map((c) => expectedFor(r.auth, c)));
    expect(new Set(expectations)).toEqual(new Set(['allowed', 'unauthenticated', 'forbidden']));
  });

  it('reaches the implementation of every route for a caller it lets through (a 2xx, not a 404 on a made-up id)', () => {
    expect(unreachedRoutes(routeList, observations)).toEqual([]);
  });

  it('says why in Spanish: 401 and 403 carry a {detail}', () => {
    for (const o of observations.filter((x) => x.status === 401 || x.status === 403)) {
      const body = JSON.parse(o.text) as { detail?: unknown };
      expect(typeof body.detail, `${o.route} ${o.caller}`).toBe('string');
      expect(body.detail as string).toMatch(/[a-záéíóúñ]/i);
    }
  });
});

describe('the matrix checker', () => {
  // The same observations, with what a stack that lost a route's checks would have answered.
  const weakened = (name: RouteName, status: number) => observations.map((o) => (o.route === name && o.caller !== 'admin' ? { ...o, status } : o));

  it('reports an admin route that lets anonymous callers and students through', () => {
    const violations = matrixViolations(routeList, weakened('adminDeleteUser', 200));
    expect(violations.map((v) => `${v.route} ${v.caller} ${v.problem}`)).toEqual([
      'adminDeleteUser anonymous expected 401, got 200',
      'adminDeleteUser student expected 403, got 200',
    ]);
  });

  it('reports a user route that stopped asking for a token, and a route left out of the run', () => {
    const open = observations.map((o) => (o.route === 'me' && o.caller === 'anonymous' ? { ...o, status: 200 } : o));
    expect(matrixViolations(routeList, open).map((v) => `${v.route} ${v.caller}`)).toEqual(['me anonymous']);
    const missing = observations.filter((o) => o.route !== 'adminStats');
    expect(matrixViolations(routeList, missing).map((v) => `${v.route} ${v.caller} ${v.problem}`)).toEqual(
      CALLER_KINDS.map((c) => `adminStats ${c} not exercised`),
    );
  });

  it('reports a public route that started refusing, and a route whose sample no longer gets through', () => {
    const closed = observations.map((o) => (o.route === 'login' && o.caller === 'student' ? { ...o, status: 401 } : o));
    expect(matrixViolations(routeList, closed).map((v) => `${v.route} ${v.caller}`)).toEqual(['login student']);
    const notFound = observations.map((o) => (o.route === 'adminOddun' ? { ...o, status: o.caller === 'admin' ? 404 : o.status } : o));
    expect(unreachedRoutes(routeList, notFound)).toEqual(['adminOddun']);
  });
});
