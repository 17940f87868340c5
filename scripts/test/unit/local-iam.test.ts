import { API_BASE, FUNCTION_NAMES, routeList } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { compareWithRoles } from '../../src/local/iam/coverage.js';
import { groupRolesFrom, isAllowed, requestedBy, tableArn, type GroupRoles } from '../../src/local/iam/policy.js';
import type { Record } from '../../src/local/iam/record.js';

/**
 * The local stack's IAM (DESIGN.md 10): reading the roles out of a template as `cdk synth`
 * writes them, IAM's evaluation of a request, what each DynamoDB call asks for, and the
 * comparison both ways that `npm test` ends with.
 */
const target = { tableName: 'ifa-local', region: 'us-east-1' };
const TABLE = tableArn(target);
const tableRef = { 'Fn::GetAtt': ['DataTableFDBAD0F2', 'Arn'] };
const indexes = { 'Fn::Join': ['', [tableRef, '/index/*']] };

/** A template shaped like the synthesized one: a function, a role and a policy per group and per scheduled function. */
function templateWith(actions: (group: string) => string[], extra: object[] = []) {
  const resources: globalThis.Record<string, unknown> = { DataTableFDBAD0F2: { Type: 'AWS::DynamoDB::GlobalTable', Properties: {} } };
  for (const group of FUNCTION_NAMES) {
    const id = group.replace('-', '');
    resources[`${id}Fn`] = {
      Type: 'AWS::Lambda::Function',
      Properties: { Role: { 'Fn::GetAtt': [`${id}Role`, 'Arn'] }, Environment: { Variables: { POWERTOOLS_SERVICE_NAME: group } } },
    };
    resources[`${id}Role`] = { Type: 'AWS::IAM::Role', Properties: {} };
    resources[`${id}Policy`] = {
      Type: 'AWS::IAM::Policy',
      Properties: {
        Roles: [{ Ref: `${id}Role` }],
        PolicyDocument: {
          Statement: [
            { Effect: 'Allow', Action: actions(group), Resource: [tableRef, indexes] },
            { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: { Ref: 'Secret' } },
            ...extra,
          ],
        },
      },
    };
  }
  return { Resources: resources } as Parameters<typeof groupRolesFrom>[0];
}

const READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const roles = groupRolesFrom(
  templateWith((group) => (group === 'progress' ? READ : [...READ, 'dynamodb:PutItem', 'dynamodb:UpdateItem'])),
  target,
);

describe('groupRolesFrom', () => {
  it('finds each group role by its function and resolves the table and index ARNs', () => {
    expect(Object.keys(roles).sort()).toEqual([...FUNCTION_NAMES].sort());
    expect(roles.games.statements[0]!.resources).toEqual([TABLE, `${TABLE}/index/*`]);
    // A resource outside the table (the secret) resolves to nothing and can never match.
    expect(roles.games.statements[1]!.resources).toEqual([]);
  });

  it('refuses a template without a function for a group', () => {
    const template = templateWith(() => READ);
    delete template.Resources.adminFn;
    expect(() => groupRolesFrom(template, target)).toThrow(/admin/);
  });
});

describe('isAllowed', () => {
  it('allows a granted action on the table and on an index, nothing else', () => {
    expect(isAllowed(roles.games, { action: 'dynamodb:PutItem', resource: TABLE })).toBe(true);
    expect(isAllowed(roles.games, { action: 'dynamodb:Query', resource: `${TABLE}/index/gsi1` })).toBe(true);
    expect(isAllowed(roles.progress, { action: 'dynamodb:PutItem', resource: TABLE })).toBe(false);
    expect(isAllowed(roles.games, { action: 'dynamodb:Scan', resource: TABLE })).toBe(false);
    expect(isAllowed(roles.games, { action: 'dynamodb:GetItem', resource: `${TABLE}-other` })).toBe(false);
  });

  it('reads action wildcards case-insensitively, and an explicit Deny wins', () => {
    const wide = groupRolesFrom(templateWith(() => ['DynamoDB:Get*'], [{ Effect: 'Deny', Action: 'dynamodb:GetItem', Resource: indexes }]), target);
    expect(isAllowed(wide.user, { action: 'dynamodb:GetItem', resource: TABLE })).toBe(true);
    expect(isAllowed(wide.user, { action: 'dynamodb:GetItem', resource: `${TABLE}/index/gsi1` })).toBe(false);
    expect(isAllowed(wide.user, { action: 'dynamodb:PutItem', resource: TABLE })).toBe(false);
  });

  it('does not let a table grant reach its indexes', () => {
    const tableOnly = groupRolesFrom(templateWith(() => READ), target);
    for (const s of tableOnly.user.statements) s.resources = s.resources.filter((r) => !r.endsWith('/index/*'));
    expect(isAllowed(tableOnly.user, { action: 'dynamodb:Query', resource: TABLE })).toBe(true);
    expect(isAllowed(tableOnly.user, { action: 'dynamodb:Query', resource: `${TABLE}/index/gsi2` })).toBe(false);
  });
});

describe('requestedBy', () => {
  it('names the index a Query reads, and the table otherwise', () => {
    expect(requestedBy('Query', { TableName: 't', IndexName: 'gsi2' }, 'us-east-1')).toEqual([
      { action: 'dynamodb:Query', resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/t/index/gsi2' },
    ]);
    expect(requestedBy('GetItem', { TableName: 't' }, 'eu-west-1')).toEqual([{ action: 'dynamodb:GetItem', resource: 'arn:aws:dynamodb:eu-west-1:000000000000:table/t' }]);
  });

  it('authorizes a transaction part by part and a batch per table', () => {
    const parts = requestedBy('TransactWriteItems', { TransactItems: [{ ConditionCheck: { TableName: 't' } }, { Put: { TableName: 't' } }, { Update: { TableName: 't' } }, { Delete: { TableName: 't' } }] }, 'us-east-1');
    expect(parts.map((p) => p.action)).toEqual(['dynamodb:ConditionCheckItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']);
    expect(requestedBy('BatchWriteItem', { RequestItems: { t: [] } }, 'us-east-1')).toEqual([{ action: 'dynamodb:BatchWriteItem', resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/t' }]);
  });
});

describe('compareWithRoles', () => {
  const routeKeys = routeList.map((r) => `${r.method} ${API_BASE}${r.path}`);
  const allRoutes: Record[] = routeKeys.map((routeKey) => ({ kind: 'route', routeKey }));
  const usedWrites: Record[] = FUNCTION_NAMES.filter((g) => g !== 'progress').flatMap((group) =>
    ['dynamodb:PutItem', 'dynamodb:UpdateItem'].map((action) => ({ kind: 'sent' as const, group, action, resource: 'table', allowed: true })),
  );
  const failuresOf = (records: Record[], r: GroupRoles = roles) => compareWithRoles(records, r, TABLE, routeKeys).map((c) => c.failures);

  it('passes a run that used every write grant, sent nothing refused and called every route', () => {
    expect(failuresOf([...allRoutes, ...usedWrites])).toEqual([[], [], []]);
  });

  it('fails when a group sent what its role lacks', () => {
    const refused: Record = { kind: 'sent', group: 'progress', action: 'dynamodb:PutItem', resource: 'table', allowed: false };
    expect(failuresOf([...allRoutes, ...usedWrites, refused])[0]).toEqual(['progress sent dynamodb:PutItem on table, which its role does not allow']);
  });

  it('fails when a role holds a write grant none of its requests used', () => {
    const withoutAdminUpdates = usedWrites.filter((r) => !(r.kind === 'sent' && r.group === 'admin' && r.action === 'dynamodb:UpdateItem'));
    expect(failuresOf([...allRoutes, ...withoutAdminUpdates])[1]).toEqual(["admin's role allows dynamodb:UpdateItem, which none of its requests used"]);
  });

  it('holds the scheduled reminder sender to the same rule as the endpoint groups (DESIGN.md 5d)', () => {
    expect(roles.reminders.statements[0]!.resources).toEqual([TABLE, `${TABLE}/index/*`]);
    const withoutSenderPuts = usedWrites.filter((r) => !(r.kind === 'sent' && r.group === 'reminders' && r.action === 'dynamodb:PutItem'));
    expect(failuresOf([...allRoutes, ...withoutSenderPuts])[1]).toEqual(["reminders's role allows dynamodb:PutItem, which none of its requests used"]);
  });

  it('fails when a route of the route table was called by no test', () => {
    const [first, ...rest] = allRoutes;
    expect(failuresOf([...rest, ...usedWrites])[2]).toEqual([`${(first as { routeKey: string }).routeKey} was called by no test`]);
  });
});
