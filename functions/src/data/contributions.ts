import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Contribution } from '@ifa/shared';
import { TABLE, cancellationReasons, ddb } from '../lib/ddb.js';
import { contributionKey } from './keys.js';
import { queryPage, retryOnConflict } from './paging.js';
import { getQueueCounts, queueCountItem } from './stats.js';

export type NewContribution = Pick<Contribution, 'user_id' | 'user_name' | 'oddun_id' | 'oddun_name' | 'section' | 'type' | 'content'>;
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type ContributionStatus = Contribution['status'];

/**
 * A learner's suggestion, pending until an admin reviews it. Indexed by status (gsi1
 * `CONTRIBS#<status>`) and all together (gsi2 `CONTRIBS`), both by creation time; the
 * per-status counters move in the same transaction, so list totals need no Scan.
 */
export async function createContribution(input: NewContribution, now: Date = new Date()): Promise<Contribution> {
  const contribution: Contribution = {
    id: randomUUID(),
    ...input,
    status: 'pending',
    admin_notes: null,
    created_at: now.toISOString(),
    reviewed_at: null,
  };
  await retryOnConflict(() =>
    ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: TABLE, Item: toItem(contribution), ConditionExpression: 'attribute_not_exists(pk)' } },
          queueCountItem('CONTRIBS', { pending: 1 }),
        ],
      }),
    ),
  );
  return contribution;
}

/**
 * Every item's `type` names its kind (DESIGN.md 3), so the contribution's own type
 * (improvement, addition, correction) is stored as `contribution_type`.
 */
function toItem(c: Contribution) {
  const { type, ...rest } = c;
  return {
    ...contributionKey(c.id),
    type: 'Contribution',
    gsi1pk: `CONTRIBS#${c.status}`,
    gsi1sk: c.created_at,
    gsi2pk: 'CONTRIBS',
    gsi2sk: `${c.created_at}#${c.id}`,
    ...rest,
    contribution_type: type,
  };
}

export function fromContributionItem(item: Record<string, unknown>): Contribution {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, gsi2pk: _g3, gsi2sk: _g4, type: _t, contribution_type, ...rest } = item;
  return { ...(rest as Omit<Contribution, 'type'>), type: contribution_type as Contribution['type'] };
}

export async function getContribution(id: string): Promise<Contribution | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: contributionKey(id), ConsistentRead: true }));
  return out.Item ? fromContributionItem(out.Item) : null;
}

/** Newest first; `all` reads the gsi2 partition of every contribution. */
export async function listContributions(status: ContributionStatus | 'all', page: number, limit: number): Promise<Contribution[]> {
  const partition =
    status === 'all'
      ? ({ index: 'gsi2', pk: 'CONTRIBS', forward: false } as const)
      : ({ index: 'gsi1', pk: `CONTRIBS#${status}`, forward: false } as const);
  return (await queryPage(partition, page, limit)).map(fromContributionItem);
}

export async function contributionCounts() {
  return getQueueCounts('CONTRIBS');
}

export interface Decision {
  status: Exclude<ContributionStatus, 'pending'>;
  admin_notes: string | null;
  reviewed_by: string;
  applied: boolean;
}

/**
 * Transaction items of a decision: the status leaves `pending` (conditioned on it, so of many
 * parallel decisions exactly one commits) and the per-status counters move.
 */
export function decisionItems(contribution: Contribution, decision: Decision, now: Date): TransactItem[] {
  return [
    {
      Update: {
        TableName: TABLE,
        Key: contributionKey(contribution.id),
        UpdateExpression:
          'SET #status = :status, gsi1pk = :gsi, admin_notes = :notes, reviewed_at = :at, reviewed_by = :by, applied = :applied',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': decision.status,
          ':gsi': `CONTRIBS#${decision.status}`,
          ':notes': decision.admin_notes,
          ':at': now.toISOString(),
          ':by': decision.reviewed_by,
          ':applied': decision.applied,
          ':pending': 'pending',
        },
      },
    },
    queueCountItem('CONTRIBS', { pending: -1, [decision.status]: 1 }),
  ];
}

export const decidedContribution = (contribution: Contribution, decision: Decision, now: Date): Contribution => ({
  ...contribution,
  ...decision,
  reviewed_at: now.toISOString(),
});

/** Decides a pending contribution once (see `decisionItems`); false when it was no longer pending. */
export async function decideContribution(contribution: Contribution, decision: Decision, now: Date = new Date()): Promise<boolean> {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: decisionItems(contribution, decision, now) }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
