import { randomUUID } from 'node:crypto';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE, ddb } from '../lib/ddb.js';
import { ledgerKey } from './keys.js';

export type LedgerReason =
  | 'welcome'
  | 'referral_bonus'
  | 'referral_reward'
  | 'game_reward'
  | 'secret_purchase'
  | 'admin_adjustment'
  | 'review_reward'
  | 'streak_freeze';

export interface LedgerEntry {
  cowries: number;
  xp: number;
  reason: LedgerReason;
  ref: string | null;
  created_at: string;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Every balance change writes one ledger item in the same transaction as the balance update
 * (DESIGN.md 3), so the ledger always sums to the balance.
 */
export function ledgerPut(userId: string, entry: Omit<LedgerEntry, 'created_at'>, at: string): TransactItem {
  return {
    Put: {
      TableName: TABLE,
      Item: { ...ledgerKey(userId, at, randomUUID()), type: 'Ledger', ...entry, created_at: at },
    },
  };
}

export async function listLedger(userId: string): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'LEDGER#' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      entries.push({ cowries: item.cowries, xp: item.xp, reason: item.reason, ref: item.ref ?? null, created_at: item.created_at });
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return entries;
}
