/**
 * How a review answer is rated (issue 12, DESIGN.md 5b). The learner never grades themself: the
 * rating comes from the outcome the judge checked, so the schedule cannot be gamed by pressing
 * 'easy' and a learner does not have to judge their own memory. Beside the one judge: the server
 * rates every answer with it, and the device an offline one the same way (DESIGN.md 5d).
 */
import { PRACTICE, type CardKind, type ReviewRating } from '../constants.js';

export interface AnswerOutcome {
  correct: boolean;
  /** A hint was shown before answering. */
  hinted?: boolean;
  /** A typed answer one letter off (judge/typo.ts): right, but not known well. */
  almost?: boolean;
  /** How long the question was shown, as the browser measured it; unknown = not slow. */
  elapsedMs?: number | undefined;
  kind: CardKind;
}

/** Milliseconds after which a right answer of this kind counts as slow (PRACTICE.slowShare of its seconds). */
export const slowAfterMs = (kind: CardKind): number => PRACTICE.slowShare * PRACTICE.cardSeconds[kind] * 1000;

/**
 * wrong -> 'again'; right with a hint, one letter off ('casi', DESIGN.md 5b), or after more than PRACTICE.slowShare of the card's
 * seconds -> 'hard' (remembered, but with effort: FSRS then grows the interval less); right -> 'good'.
 * An unknown time is not held against the learner (the browser may not send it).
 */
export function rateAnswer(input: AnswerOutcome): ReviewRating {
  if (!input.correct) return 'again';
  if (input.hinted || input.almost) return 'hard';
  if (input.elapsedMs !== undefined && input.elapsedMs > slowAfterMs(input.kind)) return 'hard';
  return 'good';
}
