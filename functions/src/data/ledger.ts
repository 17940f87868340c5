import { randomUUID } from 'node:crypto';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '../lib/ddb.js';
import { ledgerKey } from './keys.js';
import { queryAllByPrefix } from './paging.js';

export type LedgerReason =
  | 'welcome'
  | 'referral_bonus'
  | 'referral_reward'
  | 'game_reward'
  | 'secret_purchase'
  | 'admin_adjustment'
  | 'review_reward'
  | 'streak_freeze'
  | 'duel_bonus';

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
  const items = await queryAllByPrefix(`USER#${userId}`, 'LEDGER#');
  return items.map((item) => ({ cowries: item.cowries, xp: item.xp, reason: item.reason, ref: item.ref ?? null, created_at: item.created_at }));
}
