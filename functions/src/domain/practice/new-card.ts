import type { CardState } from './schedule.js';

/**
 * A card the learner has just met: what ts-fsrs `createEmptyCard(now)` gives, as stored.
 * Written by hand so that the games Lambda, which only creates the cards of the signs a game
 * asked about, does not bundle the scheduler (DESIGN.md 8: 400 KB a group); a unit test holds
 * it equal to `createEmptyCard`.
 */
export function metCardState(now: Date): CardState {
  return {
    due: now.toISOString(),
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: 0,
    last_review: null,
  };
}
