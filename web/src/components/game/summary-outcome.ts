import { PASS_PERCENTAGE } from '@ifa/shared';

/**
 * How a game or session ended, for the wording of the one end screen (issue 34): the server's
 * rule (DESIGN.md 5: passed at 50 %, never when out of strikes), perfect when every answer was
 * right (the +50 % XP game), `ended` when the results never arrived, `session` for a practice
 * session (no pass mark). A passed game is never greeted with 'Game over!', and a game lost to
 * the strike limit is told so kindly ('out' of chances), never 'Disqualified'.
 */
export type SummaryOutcome = 'perfect' | 'pass' | 'fail' | 'out' | 'ended' | 'session';

interface GameFigures {
  percentage: number;
  correct_answers: number;
  total_questions: number;
  disqualified: boolean;
  /** The Signs game says it; the Orisha game's result leaves it to the pass mark. */
  passed?: boolean;
}

export function gameOutcome(result: GameFigures | null | undefined): SummaryOutcome {
  if (!result) return 'ended';
  if (result.disqualified) return 'out';
  if (!(result.passed ?? result.percentage >= PASS_PERCENTAGE)) return 'fail';
  return result.total_questions > 0 && result.correct_answers === result.total_questions ? 'perfect' : 'pass';
}

/** A passed game gets the falling cowries and the chime. */
export const celebrates = (outcome: SummaryOutcome) => outcome === 'perfect' || outcome === 'pass';
