import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PRACTICE } from '@ifa/shared';
import { TABLE, ddb, epochSeconds } from '../lib/ddb.js';
import { offlineAnswerKey } from './keys.js';

/**
 * The offline answers a learner's devices sent (DESIGN.md 5d): `USER#<id>` / `SYNC#<key>`, one
 * item per idempotency key, written in the same transaction as the answer's card, XP and day, on
 * condition that the key is new. An answer sent twice, or by two tabs at once, is applied once;
 * the second learns the first's outcome here. Kept as long as an answer may be sent
 * (PRACTICE.offlineAnswerMaxDays), then removed by TTL.
 */
export type OfflineOutcome = { status: 'applied' | 'superseded'; correct?: boolean; xp: number };

export async function getOfflineAnswer(userId: string, key: string): Promise<OfflineOutcome | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: offlineAnswerKey(userId, key), ConsistentRead: true }));
  if (!out.Item) return null;
  const item = out.Item as { status: OfflineOutcome['status']; correct?: boolean; xp?: number };
  return { status: item.status, ...(item.correct === undefined ? {} : { correct: item.correct }), xp: item.xp ?? 0 };
}

/** The key taken, with the answer's outcome, on condition no request took it first. */
export function offlineAnswerPut(userId: string, key: string, outcome: OfflineOutcome, now: Date) {
  return {
    TableName: TABLE,
    Item: {
      ...offlineAnswerKey(userId, key),
      type: 'OfflineAnswer',
      ...outcome,
      synced_at: now.toISOString(),
      expires_at: epochSeconds(now) + (PRACTICE.offlineAnswerMaxDays + 1) * 86_400,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
}
