import type { AuthLevel, RouteName, RouteSpec } from '@ifa/shared';
import type { useApi } from '../api.js';
import { CALLER_KINDS, type CallerKind, type Fixture } from './fixture.js';
import { SAMPLES, urlOf } from './samples.js';

type Api = ReturnType<typeof useApi>;
type TableRoute = Pick<RouteSpec, 'method' | 'path' | 'auth'> & { name: RouteName };

/** What the route table promises a caller: through, 401, or 403. */
export type Expected = 'allowed' | 'unauthenticated' | 'forbidden';

export function expectedFor(auth: AuthLevel, caller: CallerKind): Expected {
  if (auth === 'public') return 'allowed';
  if (caller === 'anonymous') return 'unauthenticated';
  if (auth === 'admin' && caller !== 'admin') return 'forbidden';
  return 'allowed';
}

export interface Observation {
  route: RouteName;
  caller: CallerKind;
  status: number;
  text: string;
}

export interface Violation {
  route: RouteName;
  caller: CallerKind;
  expected: Expected;
  status: number | null;
  problem: string;
}

/**
 * The checker: what the table promises (every route x every caller) against what was seen. Pure,
 * so it can be shown to catch a weakened stack. A caller let through must not see 401/403 (nor
 * a 5xx: a crash is not a pass); a refused one must get exactly 401 or 403. A pair never
 * observed is a violation too: no route escapes the matrix by not being sent.
 */
export function matrixViolations(table: readonly TableRoute[], observations: readonly Observation[]): Violation[] {
  const seen = new Map(observations.map((o) => [`${o.route} ${o.caller}`, o]));
  const violations: Violation[] = [];
  for (const route of table) {
    for (const caller of CALLER_KINDS) {
      const expected = expectedFor(route.auth, caller);
      const o = seen.get(`${route.name} ${caller}`);
      const add = (problem: string) => violations.push({ route: route.name, caller, expected, status: o?.status ?? null, problem });
      if (!o) add('not exercised');
      else if (expected === 'unauthenticated' && o.status !== 401) add(`expected 401, got ${o.status}`);
      else if (expected === 'forbidden' && o.status !== 403) add(`expected 403, got ${o.status}`);
      else if (expected === 'allowed' && (o.status === 401 || o.status === 403)) add(`let through by the table, refused with ${o.status}: ${o.text.slice(0, 200)}`);
      else if (o.status >= 500) add(`server error ${o.status}`);
    }
  }
  return violations;
}

/**
 * Routes where no caller the table lets through got a 2xx: their sample never reached the
 * implementation, so "not 401/403" proved less than it should.
 */
export function unreachedRoutes(table: readonly TableRoute[], observations: readonly Observation[]): RouteName[] {
  return table
    .filter((route) => !observations.some((o) => o.route === route.name && expectedFor(route.auth, o.caller) === 'allowed' && o.status >= 200 && o.status < 300))
    .map((r) => r.name);
}

/**
 * Sends every route of `table` as each caller, over real HTTP, with the route's valid sample.
 * Routes go one after the other (some change what later ones read); the three callers of a
 * route go in parallel.
 */
export async function observeMatrix(api: Api, table: readonly TableRoute[], fx: Fixture): Promise<Observation[]> {
  const observations: Observation[] = [];
  for (const route of table) {
    const results = await Promise.all(
      CALLER_KINDS.map(async (caller) => {
        const request = SAMPLES[route.name](fx);
        const token = caller === 'anonymous' ? undefined : (request.tokens?.[caller] ?? fx.tokens[caller]);
        const res = await api.call(route.method, urlOf(route, request), { token, body: request.body });
        return { route: route.name, caller, status: res.status, text: res.text };
      }),
    );
    observations.push(...results);
  }
  return observations;
}
