import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Contribution } from '@ifa/shared';
import { TABLE, ddb } from '../lib/ddb.js';
import { contributionKey } from './keys.js';

export type NewContribution = Pick<Contribution, 'user_id' | 'user_name' | 'oddun_id' | 'oddun_name' | 'section' | 'type' | 'content'>;

/** A learner's suggestion, pending until an admin reviews it (gsi1 by status, oldest first). */
export async function createContribution(input: NewContribution, now: Date = new Date()): Promise<Contribution> {
  const contribution: Contribution = {
    id: randomUUID(),
    ...input,
    status: 'pending',
    admin_notes: null,
    created_at: now.toISOString(),
    reviewed_at: null,
  };
  await ddb.send(new PutCommand({ TableName: TABLE, Item: toItem(contribution) }));
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
    ...rest,
    contribution_type: type,
  };
}

export function fromContributionItem(item: Record<string, unknown>): Contribution {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _t, contribution_type, ...rest } = item;
  return { ...(rest as Omit<Contribution, 'type'>), type: contribution_type as Contribution['type'] };
}
