import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PRACTICE, type PracticeAchievement } from '@ifa/shared';
import { createMetCards } from '../data/cards.js';
import { practiceDayAdd, streakUpdate } from '../data/practice-days.js';
import { getUser, type UserRecord } from '../data/users.js';
import { metCardState } from '../domain/practice/new-card.js';
import { localDay, recordActiveDay } from '../domain/practice/streak.js';
import { retryTransaction, type RetryRule } from '../data/retry-transaction.js';
import { ddb } from '../lib/ddb.js';

/**
 * What a finished game or review session does to daily practice (issue 12, DESIGN.md 5b): the
 * day counted for the streak (spending a freeze on a missed day), the day's XP toward the goal,
 * and the review cards of the signs and orisha facts the learner met. Kept apart from services/practice.ts so the
 * games Lambda does not bundle the scheduler.
 */

/** The learner's today, in their time zone. */
export const todayOf = (user: Pick<UserRecord, 'practice'>, now: Date) => localDay(now, user.practice.time_zone);

/** The streak achievements a best streak earns (the mastery ones need the cards: services/practice.ts). */
export const streakAchievements = (best: number): PracticeAchievement[] =>
  PRACTICE.streakAchievements.filter((days) => best >= days).map((days) => `streak_${days}` as PracticeAchievement);

/**
 * A finished game counts the day: the streak moves under a condition on the values it was
 * computed from, so parallel completions count the day (and spend a freeze) once; the day's XP
 * is added once per game (the game itself completes once).
 */
export async function recordGameDay(userId: string, xp: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await retryTransaction(async () => {
    const player = await getUser(userId, true);
    if (!player) return;
    const today = todayOf(player, now);
    const counted = recordActiveDay(player.streak, today);
    const earned = counted.changed ? streakAchievements(counted.next.best).filter((a) => !player.achievements.includes(a)) : [];
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          ...(counted.changed ? [streakUpdate(player.id, player.streak, counted.next, { achievements: earned, at })] : []),
          practiceDayAdd(player.id, today, { xp, sessions: 1 }),
        ],
      }),
    );
  }, PRACTICE_RETRY);
}

/**
 * A read-decide-write of daily practice, run again while its transaction is cancelled, up to 15
 * times: another request changed what it read (a streak counted meanwhile, a session completed),
 * so it reads again and decides anew.
 */
export const PRACTICE_RETRY: RetryRule = { on: 'cancelled', retries: 15 };

/**
 * The cards of what a game asked about, created new unless the learner has them: the read and
 * build cards of each sign, the fact card of each orisha fact. A new card is not 'to review': it
 * waits in gsi2 under `NEW#` (data/cards.ts) until a review session introduces it within the daily
 * limit of new cards, a sign's two cards on different days (domain/practice/daily-plan.ts), so a
 * game that met 50 signs never makes a session of 100 new cards.
 */
export async function recordMetCards(userId: string, met: { signs: readonly string[]; facts: readonly string[] }, now: Date): Promise<number> {
  return met.signs.length || met.facts.length ? createMetCards(userId, met, metCardState(now)) : 0;
}
