import { paths } from '../../../config/paths';
import type { PracticeSummary } from '../../../lib/practice-summary';

/** The daily practice screens (issue 12) the dashboard links to. */
export const PRACTICE_LINKS = {
  review: paths.practice.review,
  mastery: paths.practice.mastery,
  build: `${paths.practice.review}?mode=build`,
} as const;

/** '12', or '30+' when the server stopped counting (the summary's `due_capped`). */
export const dueShown = (summary: Pick<PracticeSummary, 'due_count' | 'due_capped'>, format: (n: number) => string) =>
  `${format(summary.due_count)}${summary.due_capped ? '+' : ''}`;

export type PracticeAction = 'review' | 'learn' | 'done';

/**
 * What the card's main button offers: the due cards first; with none due, today's new signs;
 * with neither, the learner is done for today (the button still opens the review, which says so).
 */
export function practiceAction(summary: Pick<PracticeSummary, 'due_count' | 'new_available'>): PracticeAction {
  if (summary.due_count > 0) return 'review';
  return summary.new_available > 0 ? 'learn' : 'done';
}
