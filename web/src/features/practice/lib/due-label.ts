import type { TFunction } from 'i18next';

/**
 * 'N to review' in a session's status, by the server's one rule (functions/src/domain/practice/
 * daily-plan.ts `dueShown`): the count it gave, with '+' when it stopped counting at one page,
 * exactly as the dashboard's practice card shows it.
 */
export function dueLabel(t: TFunction, count: number, capped: boolean, format: (n: number) => string): string {
  return capped ? t('review.status.dueCapped', { shown: format(count) }) : t('review.status.due', { count });
}
