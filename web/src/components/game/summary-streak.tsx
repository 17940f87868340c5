import type { StreakSummary } from '@ifa/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useCurrentUser } from '../../lib/auth/session';
import { getPracticeSummary, practiceSummaryKey } from '../../lib/practice-summary';
import { StreakFlame } from '../streak-flame';

/**
 * The streak the game or session kept (DESIGN.md 5b). A practice session's completion carries
 * it; a game's does not, so it is read from the practice summary, which the completed game has
 * already counted.
 */
export function SummaryStreak({ streak: given }: { streak?: Pick<StreakSummary, 'current' | 'freezes' | 'today_done'> | undefined }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const headingId = useId();
  const fetched = useSWR(given ? null : practiceSummaryKey(user.id), () => getPracticeSummary(), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('practice summary could not be loaded', error),
  });
  const streak = given ?? fetched.data?.streak;
  return (
    <section aria-labelledby={headingId} className="flex flex-col items-start gap-3 rounded-3xl border border-line bg-white p-5 shadow-sm" data-testid="summary-streak">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('play.rewards.streakTitle')}
      </h2>
      {streak ? (
        <StreakFlame days={streak.current} freezes={streak.freezes} todayDone={streak.today_done} />
      ) : (
        <p className="text-sm text-muted">{fetched.error ? t('play.rewards.streakUnavailable') : t('play.rewards.streakLoading')}</p>
      )}
    </section>
  );
}
