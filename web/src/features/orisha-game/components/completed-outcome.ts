import { PASS_PERCENTAGE } from '@ifa/shared';

/**
 * How an Orisha game went, for the wording of its completed screen: the server's rule
 * (DESIGN.md 5: passed at 50 %, never when disqualified), and perfect when every answer was
 * right (the +50 % XP game). A passed game is never greeted with 'Game over!'.
 */
export type OrishaOutcome = 'perfect' | 'pass' | 'fail' | 'disqualified';

export function orishaOutcome(result: { disqualified: boolean; percentage: number; correct_answers: number; total_questions: number }): OrishaOutcome {
  if (result.disqualified) return 'disqualified';
  if (result.total_questions > 0 && result.correct_answers === result.total_questions) return 'perfect';
  return result.percentage >= PASS_PERCENTAGE ? 'pass' : 'fail';
}
