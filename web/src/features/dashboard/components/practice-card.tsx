import { ArrowRight, CalendarCheck, Grid3x3, Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { GoalRing } from '../../../components/goal-ring';
import { StreakFlame } from '../../../components/streak-flame';
import { formatNumber } from '../../../lib/format';
import type { PracticeSummary } from '../../../lib/practice-summary';
import { FreezeShop } from './freeze-shop';
import { PRACTICE_LINKS, dueShown, practiceAction } from './practice-links';

interface PracticeCardProps {
  userId: string;
  summary: PracticeSummary | undefined;
  failed: boolean;
}

/**
 * 'Práctica diaria' (issue 12, point 4): the streak, the day's goal ring and the cards to
 * review, with the way in to the review, the mastery map, the build drill and the freeze shop.
 */
export function PracticeCard({ userId, summary, failed }: PracticeCardProps) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const action = summary ? practiceAction(summary) : 'review';

  return (
    <Card title={t('dashboard.practice.title')} icon={<CalendarCheck className="h-5 w-5" aria-hidden="true" />} testId="practice-card">
      {summary ? (
        <div className="grid grid-cols-2 items-center gap-4 sm:grid-cols-[auto_auto_1fr] sm:gap-6">
          <StreakFlame days={summary.streak.current} freezes={summary.streak.freezes} todayDone={summary.streak.today_done} />
          <GoalRing xp={summary.goal.xp_today} goal={summary.goal.daily_goal} />
          <div className="col-span-2 sm:col-span-1">
            <p className="font-display text-3xl font-semibold text-ink" data-testid="practice-due">
              {t('dashboard.practice.due', { shown: dueShown(summary, n) })}
            </p>
            <p className="mt-1 text-sm text-muted">
              {action === 'done'
                ? t('dashboard.practice.allDone')
                : action === 'learn'
                  ? t('dashboard.practice.newAvailable', { count: summary.new_available, shown: n(summary.new_available) })
                  : t('dashboard.practice.dueHint')}
            </p>
          </div>
        </div>
      ) : failed ? (
        <p className="text-sm text-muted">{t('dashboard.practice.error')}</p>
      ) : (
        // Holds about the height of the streak, ring and count while the summary loads (no layout shift).
        <Placeholder className="h-[14.5rem] sm:h-[7.5rem]" />
      )}

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {/* Nothing due and nothing new: no 'Repasar ahora' into an empty session (issue 34). */}
        {action === 'done' ? null : (
          <ButtonLink to={PRACTICE_LINKS.review} data-testid="practice-start">
            {action === 'learn' ? t('dashboard.practice.learnNew') : t('dashboard.practice.reviewNow')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </ButtonLink>
        )}
        <Link to={PRACTICE_LINKS.mastery} className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-forest hover:bg-forest-soft">
          <Grid3x3 className="h-4 w-4" aria-hidden="true" />
          {t('dashboard.practice.mastery')}
        </Link>
        <Link to={PRACTICE_LINKS.build} className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-forest hover:bg-forest-soft">
          <Hammer className="h-4 w-4" aria-hidden="true" />
          {t('dashboard.practice.build')}
        </Link>
      </div>

      {summary ? (
        <div className="mt-5">
          <FreezeShop userId={userId} freezes={summary.streak.freezes} max={summary.max_freezes} price={summary.freeze_price} />
        </div>
      ) : failed ? null : (
        <Placeholder className="mt-5 h-[7.75rem] sm:h-[4.75rem]" />
      )}
    </Card>
  );
}

function Placeholder({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-2xl bg-sand/60 motion-reduce:animate-none ${className}`} aria-hidden="true" />;
}
