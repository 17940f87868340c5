import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, type QueryCommandOutput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Contribution, ContributionSourceKind, Language, UserContribution } from '@ifa/shared';
import { TABLE, cancellationReasons, ddb } from '../lib/ddb.js';
import { contributionKey } from './keys.js';
import { batchGet, queryPage, transactWrite } from './paging.js';
import { inboxPut, type Named } from './social.js';
import { getQueueCounts, queueCountItem } from './stats.js';

export type NewContribution = Pick<Contribution, 'user_id' | 'user_name' | 'oddun_id' | 'oddun_name' | 'section' | 'type' | 'content'> & {
  /** Where the text comes from (DESIGN.md 5e); absent when the learner named none. */
  source?: string | undefined;
  /** The kind of that source (issue 36); absent from clients that send only `source`. */
  source_kind?: ContributionSourceKind | undefined;
  /** The language the text is in (issue 36): Spanish, or a translation suggestion in en/fr. */
  language: Language;
  /** The name to credit when the text is applied (issue 36). */
  credit_name: string;
};
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type ContributionStatus = Contribution['status'];

/**
 * A learner's contributions, newest first (DESIGN.md 5e: learners see their own and their status).
 * Both GSIs of the contribution item are taken (gsi1 by status, gsi2 all together), so the
 * author's index is an item in the author's own partition: `USER#<userId>` /
 * `CONTRIB#<created_at>#<id>`, holding the id, written in the contribution's transaction. The
 * list is one Query on it (never a Scan), then the contributions themselves by key, so their
 * status is always the current one.
 */
export const authorIndexKey = (userId: string, createdAt: string, id: string) => ({ pk: `USER#${userId}`, sk: `CONTRIB#${createdAt}#${id}` });
const AUTHOR_PREFIX = 'CONTRIB#';

/**
 * A learner's suggestion, pending until an admin reviews it. Indexed by status (gsi1
 * `CONTRIBS#<status>`), all together (gsi2 `CONTRIBS`), both by creation time, and by author
 * (`authorIndexKey`); the per-status counters move in the same transaction, so list totals need
 * no Scan.
 */
export async function createContribution(input: NewContribution, now: Date = new Date()): Promise<Contribution> {
  const { source, source_kind, ...rest } = input;
  const contribution: Contribution = {
    id: randomUUID(),
    ...rest,
    source: source ?? null,
    source_kind: source_kind ?? null,
    status: 'pending',
    admin_notes: null,
    created_at: now.toISOString(),
    reviewed_at: null,
  };
  await transactWrite(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: TABLE, Item: toItem(contribution), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: TABLE,
            Item: { ...authorIndexKey(contribution.user_id, contribution.created_at, contribution.id), type: 'ContributionByAuthor', contribution_id: contribution.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        queueCountItem('CONTRIBS', { pending: 1 }),
      ],
    }),
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

/**
 * One page of a learner's contributions, newest first, and how many they have (a COUNT Query of
 * the same keys: a learner's contributions are few). Earlier pages are stepped over with COUNT
 * queries, as in `queryPage`.
 */
export async function listContributionsByAuthor(userId: string, page: number, limit: number): Promise<{ contributions: Contribution[]; total: number }> {
  const base = {
    TableName: TABLE,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': AUTHOR_PREFIX },
  };
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out: QueryCommandOutput = await ddb.send(new QueryCommand({ ...base, Select: 'COUNT', ExclusiveStartKey: startKey }));
    total += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  const skip = (page - 1) * limit;
  if (skip >= total) return { contributions: [], total };
  const ids: string[] = [];
  let seen = 0;
  startKey = undefined;
  do {
    const out: QueryCommandOutput = await ddb.send(
      new QueryCommand({ ...base, ScanIndexForward: false, Limit: skip + limit - seen, ExclusiveStartKey: startKey, ProjectionExpression: 'contribution_id' }),
    );
    for (const item of out.Items ?? []) {
      if (seen++ >= skip) ids.push(item.contribution_id as string);
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && seen < skip + limit);
  const items = await batchGet(ids.slice(0, limit).map(contributionKey));
  return { contributions: items.map(fromContributionItem), total };
}

/** What the learner sees of their own contribution (see `UserContribution`). */
export function toUserContribution(c: Contribution): UserContribution {
  return {
    id: c.id,
    oddun_id: c.oddun_id,
    ...(c.oddun_name === undefined ? {} : { oddun_name: c.oddun_name }),
    section: c.section,
    type: c.type,
    status: c.status,
    content: c.content,
    source: c.source ?? null,
    source_kind: c.source_kind ?? null,
    language: c.language ?? 'es',
    credit_name: c.credit_name ?? null,
    // The reviewer's note once decided (issue 36): why it was applied, or what to change.
    admin_notes: c.status === 'pending' ? null : (c.admin_notes ?? null),
    reviewer_name: c.status === 'pending' ? null : (c.reviewer_name ?? null),
    created_at: c.created_at,
    reviewed_at: c.reviewed_at ?? null,
    applied: c.applied ?? false,
  };
}

export async function contributionCounts() {
  return getQueueCounts('CONTRIBS');
}

export interface Decision {
  status: Exclude<ContributionStatus, 'pending'>;
  admin_notes: string | null;
  reviewed_by: string;
  applied: boolean;
  /** The admin or reviewer who decides, named in the author's inbox message. */
  reviewer: Named;
  /** Their name as the author reads it beside the note. */
  reviewer_name: string;
}

/**
 * Transaction items of a decision: the status leaves `pending` (conditioned on it, so of many
 * parallel decisions exactly one commits), the per-status counters move, and the author is told.
 */
export function decisionItems(contribution: Contribution, decision: Decision, now: Date): TransactItem[] {
  return [
    {
      Update: {
        TableName: TABLE,
        Key: contributionKey(contribution.id),
        UpdateExpression:
          'SET #status = :status, gsi1pk = :gsi, admin_notes = :notes, reviewed_at = :at, reviewed_by = :by, reviewer_name = :name, applied = :applied',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': decision.status,
          ':gsi': `CONTRIBS#${decision.status}`,
          ':notes': decision.admin_notes,
          ':at': now.toISOString(),
          ':by': decision.reviewed_by,
          ':name': decision.reviewer_name,
          ':applied': decision.applied,
          ':pending': 'pending',
        },
      },
    },
    queueCountItem('CONTRIBS', { pending: -1, [decision.status]: 1 }),
    // The author learns of it in the same transaction: one message however many decide at once.
    inboxPut(contribution.user_id, `contribution_${decision.status}`, decision.reviewer, now.toISOString(), contribution.id),
  ];
}

export const decidedContribution = (contribution: Contribution, { reviewer: _reviewer, ...decision }: Decision, now: Date): Contribution => ({
  ...contribution,
  ...decision,
  reviewed_at: now.toISOString(),
});

/** Decides a pending contribution once (see `decisionItems`); false when it was no longer pending. */
export async function decideContribution(contribution: Contribution, decision: Decision, now: Date = new Date()): Promise<boolean> {
  try {
    // Another decision at the same moment cancels this one by conflict: the retry then finds it decided.
    await transactWrite(new TransactWriteCommand({ TransactItems: decisionItems(contribution, decision, now) }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
