import { FUNCTION_NAMES } from '@ifa/shared';
import { isAllowed, WRITE_ACTIONS, type GroupRoles } from './policy.js';
import type { Record } from './record.js';

/**
 * The comparison DESIGN.md 10 asks for, both ways, over what a whole test run sent
 * (iam/record.ts): a group that sent what its role lacks, a role that holds a write grant none
 * of its group's requests used, and a route of the route table no test called. Each check is
 * one result with the cases that failed it.
 */
export interface CheckResult {
  name: string;
  failures: string[];
}

export function compareWithRoles(records: readonly Record[], roles: GroupRoles, tableArn: string, routeKeys: readonly string[]): CheckResult[] {
  const sent = records.filter((r) => r.kind === 'sent');
  const denied = sent.filter((r) => !r.allowed).map((r) => `${r.group} sent ${r.action} on ${r.resource}, which its role does not allow`);

  const used = new Set(sent.map((r) => `${r.group} ${r.action}`));
  // The scheduled functions' roles too (the reminder sender): each write grant used by some test.
  const unusedWrites = FUNCTION_NAMES.flatMap((group) =>
    WRITE_ACTIONS.filter((action) => isAllowed(roles[group], { action, resource: tableArn }) && !used.has(`${group} ${action}`)).map(
      (action) => `${group}'s role allows ${action}, which none of its requests used`,
    ),
  );

  const called = new Set(records.flatMap((r) => (r.kind === 'route' ? [r.routeKey] : [])));
  const uncalled = routeKeys.filter((key) => !called.has(key)).map((key) => `${key} was called by no test`);

  return [
    { name: 'every group sent only what its role allows', failures: denied },
    { name: 'every write grant is used by its group', failures: unusedWrites },
    { name: 'every route of the route table is called by a test', failures: uncalled },
  ];
}
