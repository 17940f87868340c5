import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ledgerPut, type LedgerReason } from './ledger.js';
import { practiceDayAdd } from './practice-days.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The ledger reasons that pay XP: each counts on the profile, the ledger and the learner's day alike. */
export const XP_REASONS = ['game_reward', 'review_reward', 'duel_bonus'] as const satisfies readonly LedgerReason[];

/**
 * XP counted one way (docs/decisions/018-one-xp-count.md): every XP the ledger records is also
 * added to the learner's day (`DAY#<local day>`), which the daily goal reads and the house's weekly
 * ranking sums; the profile's total is the same XP. What the day holds is what the ledger pays that
 * day, so the ranking, the goal and the profile never disagree about a duel's bonus again.
 * `day` is the learner's local day (their time zone), as every day item is.
 */
export function earnedXpItems(userId: string, day: string, earned: { xp: number; reason: (typeof XP_REASONS)[number]; ref: string }, at: string): TransactItem[] {
  if (!earned.xp) return [];
  return [ledgerPut(userId, { xp: earned.xp, cowries: 0, reason: earned.reason, ref: earned.ref }, at), practiceDayAdd(userId, day, { xp: earned.xp })];
}
