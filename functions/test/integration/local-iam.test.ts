import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG, ReviewStartResponse } from '@ifa/shared';
import { rolesInForce, runAs, setRoles, unrecorded } from '../../../scripts/src/local/iam/enforce.js';
import { WRITE_ACTIONS, type GroupRoles } from '../../../scripts/src/local/iam/policy.js';
import { useApi } from '../support/api.js';

/**
 * The local stack refuses what AWS would (DESIGN.md 10): each group's handlers may send only
 * what that group's role in the synthesized template allows. The roles in force are the real
 * ones; here the progress role is also set back to read-only, as it once was in infra/lib/api.ts,
 * to show the review routes failing as they would in AWS.
 */
const api = useApi();

let real: GroupRoles;
beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
  // The gateway puts the roles in force with its first API call.
  await api.call('GET', '/ifa-signs/oddun/1');
  real = rolesInForce()!;
});

afterEach(() => setRoles(real));

/** The progress role without any write action: the grant infra/lib/api.ts used to give it. */
function progressReadOnly(roles: GroupRoles): GroupRoles {
  const readOnly = roles.progress.statements.map((s) => ({
    ...s,
    actions: s.actions.filter((a) => !WRITE_ACTIONS.some((w) => w.toLowerCase() === a.toLowerCase())),
  }));
  return { ...roles, progress: { ...roles.progress, statements: readOnly } };
}

describe('the roles of the synthesized template, enforced locally', () => {
  it('lets a review start with the progress role as deployed', async () => {
    const { access_token } = await api.registerUser();
    const res = await api.call('POST', '/practice/review/start', { token: access_token, body: { mode: 'review' } });
    expect(res.status).toBe(200);
    expect(ReviewStartResponse.parse(res.body).questions.length).toBeGreaterThan(0);
  });

  it('fails the review routes with 500 when the progress role is read-only, as AWS would', () =>
    unrecorded(async () => {
      const { access_token } = await api.registerUser();
      setRoles(progressReadOnly(real));
      const res = await api.call('POST', '/practice/review/start', { token: access_token, body: { mode: 'review' } });
      expect(res).toMatchObject({ status: 500, body: { detail: MSG.internal } });
      // What the handler met: DynamoDB's AccessDeniedException, naming the action and the table.
      const { ddb, TABLE } = await import('../../src/lib/ddb.js');
      const write = runAs('progress', () => ddb.send(new PutCommand({ TableName: TABLE, Item: { pk: 'IAM#probe', sk: 'PROBE' } })));
      await expect(write).rejects.toMatchObject({
        name: 'AccessDeniedException',
        $metadata: { httpStatusCode: 400 },
        message: expect.stringMatching(/is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table\/test-/),
      });
      // Reading is still allowed, and the refused write left nothing behind.
      const read = await runAs('progress', () => ddb.send(new GetCommand({ TableName: TABLE, Key: { pk: 'IAM#probe', sk: 'PROBE' } })));
      expect(read.Item).toBeUndefined();

      setRoles(real);
      const again = await api.call('POST', '/practice/review/start', { token: access_token, body: { mode: 'review' } });
      expect(again.status).toBe(200);
    }));

  it('refuses a Scan to every group: no role is granted one (DESIGN.md 3)', () =>
    unrecorded(async () => {
      const { ddb, TABLE } = await import('../../src/lib/ddb.js');
      const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
      for (const group of ['auth', 'user', 'progress', 'games', 'ifa-signs', 'admin'] as const) {
        await expect(runAs(group, () => ddb.send(new ScanCommand({ TableName: TABLE, Limit: 1 })))).rejects.toMatchObject({ name: 'AccessDeniedException' });
      }
    }));
});
