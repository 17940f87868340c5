import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as shared from '@ifa/shared';
import { useApi } from '../../support/api.js';
import { buildFixture, type Fixture } from '../../support/security/fixture.js';
import { matrixViolations, observeMatrix, type Observation } from '../../support/security/matrix.js';

/**
 * The acceptance test of the matrix: it FAILS when a route's authorization is removed. Here the
 * whole stack (local gateway, middy group handler, real DynamoDB Local) runs with a route table
 * in which the admin user list was relabelled 'public' (a one-word slip in shared/src), and the
 * same checker that passes on the real stack must name that route and only it.
 */
// Hoisted with the mock: the route whose admin check the slip removes.
const { WEAKENED } = vi.hoisted(() => ({ WEAKENED: 'adminUsers' as const }));

vi.mock('@ifa/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@ifa/shared')>();
  const { withAuthLevel } = await import('../../support/security/weaken.js');
  return withAuthLevel(actual, WEAKENED, 'public');
});

const api = useApi();
let fx: Fixture;
let observations: Observation[];
let promised: typeof shared.routeList;

beforeAll(async () => {
  // What the table in the repository promises: the expectations come from it, not from the stack.
  promised = (await vi.importActual<typeof import('@ifa/shared')>('@ifa/shared')).routeList;
  fx = await buildFixture(api);
  observations = await observeMatrix(api, promised, fx);
}, 180_000);

describe('the matrix on a stack where one admin route lost its authorization', () => {
  it('runs the stack with the weakened table (the route really is open)', async () => {
    expect(shared.routes[WEAKENED].auth).toBe('public');
    expect(promised.find((r) => r.name === WEAKENED)!.auth).toBe('admin');
    const open = await api.call('GET', '/admin/users');
    expect(open.status).toBe(200);
    // What the slip leaks: every account, to anyone.
    expect(open.body.users.map((u: { id: string }) => u.id)).toContain(fx.admin.id);
  });

  it('reports that route for the anonymous caller and the student, and nothing else', () => {
    const violations = matrixViolations(promised, observations);
    expect(violations.map((v) => `${v.route} ${v.caller}: ${v.problem}`)).toEqual([
      `${WEAKENED} anonymous: expected 401, got 200`,
      `${WEAKENED} student: expected 403, got 200`,
    ]);
  });
});
