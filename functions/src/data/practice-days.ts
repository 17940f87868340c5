import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PracticeAchievement } from '@ifa/shared';
import { TABLE, cancellationReasons, ddb } from '../lib/ddb.js';
import { practiceDayKey, userKey } from './keys.js';
import { ledgerPut } from './ledger.js';
import { retryOnConflict } from './paging.js';
import type { StreakRecord } from './users.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A learner's days of practice (issue 12, DESIGN.md 3): `USER#<id>` / `DAY#<local yyyy-mm-dd>`
 * with the XP earned that day and the sessions (games or reviews) finished; the streak itself is
 * kept on the profile (streak_current, streak_best, streak_last_day, streak_freezes) and changes
 * only under a condition on the values it was computed from, so parallel requests count a day,
 * and spend a freeze, once.
 */
export interface PracticeDay {
  day: string;
  xp: number;
  sessions: number;
  /** New cards introduced that day (the daily limit). */
  new_cards: number;
}

export async function getPracticeDay(userId: string, day: string, consistent = false): Promise<PracticeDay> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: practiceDayKey(userId, day), ConsistentRead: consistent }));
  return { day, xp: out.Item?.xp ?? 0, sessions: out.Item?.sessions ?? 0, new_cards: out.Item?.new_cards ?? 0 };
}

/** XP earned from day `from` to day `to` (inclusive): one Query of at most 8 small items (a house's weekly ranking). */
export async function xpBetween(userId: string, from: string, to: string): Promise<number> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': practiceDayKey(userId, from).pk, ':from': practiceDayKey(userId, from).sk, ':to': practiceDayKey(userId, to).sk },
      ProjectionExpression: 'xp',
      Limit: 8,
    }),
  );
  return (out.Items ?? []).reduce((sum, i) => sum + (typeof i.xp === 'number' ? i.xp : 0), 0);
}

/** Adds to the day's tallies (the item is created by the first). */
export function practiceDayAdd(userId: string, day: string, add: Partial<Omit<PracticeDay, 'day'>>): TransactItem {
  const entries = Object.entries(add).filter(([, v]) => v);
  return {
    Update: {
      TableName: TABLE,
      Key: practiceDayKey(userId, day),
      UpdateExpression: `SET #type = :type, #day = :day${entries.length ? ` ADD ${entries.map((_, i) => `#a${i} :a${i}`).join(', ')}` : ''}`,
      ExpressionAttributeNames: { '#type': 'type', '#day': 'day', ...Object.fromEntries(entries.map(([k], i) => [`#a${i}`, k])) },
      ExpressionAttributeValues: { ':type': 'PracticeDay', ':day': day, ...Object.fromEntries(entries.map(([, v], i) => [`:a${i}`, v])) },
    },
  };
}

/**
 * The profile's streak moved from `before` to `after` (and, with it, XP earned and achievements),
 * on condition that the stored streak is still `before`: of parallel requests one wins, the
 * others read again and find the day already counted.
 */
export function streakUpdate(
  userId: string,
  before: StreakRecord,
  after: StreakRecord,
  extra: { xp?: number; achievements?: PracticeAchievement[]; at: string },
): TransactItem {
  const values: Record<string, unknown> = {
    ':cur': after.current,
    ':best': after.best,
    ':fr': after.freezes,
    ':oldFr': before.freezes,
    ':at': extra.at,
  };
  const sets = ['streak_current = :cur', 'streak_best = :best', 'streak_freezes = :fr', 'updated_at = :at'];
  if (after.last_day) {
    sets.push('streak_last_day = :day');
    values[':day'] = after.last_day;
  }
  const adds: string[] = [];
  if (extra.xp) {
    adds.push('experience_points :xp');
    values[':xp'] = extra.xp;
  }
  if (extra.achievements?.length) {
    adds.push('achievements :ach');
    values[':ach'] = new Set(extra.achievements);
  }
  let condition = 'attribute_exists(pk) AND (streak_freezes = :oldFr OR (attribute_not_exists(streak_freezes) AND :oldFr = :zero))';
  values[':zero'] = 0;
  if (before.last_day) {
    condition += ' AND streak_last_day = :oldDay';
    values[':oldDay'] = before.last_day;
  } else {
    condition += ' AND attribute_not_exists(streak_last_day)';
  }
  return {
    Update: {
      TableName: TABLE,
      Key: userKey(userId),
      UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ConditionExpression: condition,
      ExpressionAttributeValues: values,
    },
  };
}

/** XP (and achievements) to the profile without touching the streak (the day already counted). */
export function xpUpdate(userId: string, xp: number, achievements: PracticeAchievement[], at: string): TransactItem | null {
  if (!xp && !achievements.length) return null;
  const adds = [...(xp ? ['experience_points :xp'] : []), ...(achievements.length ? ['achievements :ach'] : [])];
  return {
    Update: {
      TableName: TABLE,
      Key: userKey(userId),
      UpdateExpression: `SET updated_at = :at ADD ${adds.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at, ...(xp ? { ':xp': xp } : {}), ...(achievements.length ? { ':ach': new Set(achievements) } : {}) },
    },
  };
}

export type FreezePurchase = { ok: true } | { ok: false; reason: 'max' | 'cowries' };

/**
 * Buys one streak freeze: cowries down by the price, freezes up by one, and the ledger entry, in
 * one transaction on condition that the learner can pay and holds fewer than `max` (so ten
 * parallel purchases never leave more than `max`, nor a negative balance).
 */
export async function buyStreakFreeze(userId: string, price: number, max: number, at: string): Promise<FreezePurchase> {
  try {
    // A conflict with the learner's other requests on their item runs it again (data/retry-transaction.ts).
    await retryOnConflict(() =>
      ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: TABLE,
                Key: userKey(userId),
                UpdateExpression: 'SET cowrie_shells = cowrie_shells - :price, streak_freezes = if_not_exists(streak_freezes, :zero) + :one, updated_at = :at',
                ConditionExpression: 'attribute_exists(pk) AND cowrie_shells >= :price AND (attribute_not_exists(streak_freezes) OR streak_freezes < :max)',
                ExpressionAttributeValues: { ':price': price, ':zero': 0, ':one': 1, ':max': max, ':at': at },
              },
            },
            ledgerPut(userId, { cowries: -price, xp: 0, reason: 'streak_freeze', ref: null }, at),
          ],
        }),
      ),
    );
    return { ok: true };
  } catch (error) {
    if (cancellationReasons(error)[0] !== 'ConditionalCheckFailed') throw error;
    const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: userKey(userId), ConsistentRead: true }));
    return { ok: false, reason: (out.Item?.streak_freezes ?? 0) >= max ? 'max' : 'cowries' };
  }
}
