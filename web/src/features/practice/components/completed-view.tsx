import { CircleCheck, Hash, Home, LayoutDashboard, Map as MapIcon, RotateCcw, Sparkles, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/button';
import { LevelProgress } from '../../../components/game/level-progress';
import { SoundToggle } from '../../../components/game/sound-toggle';
import { StatTile } from '../../../components/stat-tile';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { useReviewSelector, useReviewSend } from '../machine/review-context';
import { GoalRing } from '../../../components/goal-ring';
import { PracticeLayout } from './practice-layout';
import { StreakFlame } from '../../../components/streak-flame';

/**
 * The session's summary: answered, right, XP, the streak and today's goal, and what next.
 * 'Review more' after a 'practise these' session starts the daily review (the URL drops the
 * focus signs, so a reload does not repeat them); after a house's assignment, the way back to
 * the house, where it now shows done.
 */
export function CompletedView() {
  const { t, i18n } = useTranslation();
  const send = useReviewSend();
  const navigate = useNavigate();
  const results = useReviewSelector((s) => s.context.results);
  const mode = useReviewSelector((s) => s.context.mode);
  const assignment = useReviewSelector((s) => s.context.assignment);
  const n = (value: number) => formatNumber(value, i18n.language);
  const again = () => (mode === 'focus' ? void navigate(paths.practice.review) : send({ type: 'AGAIN' }));

  return (
    <PracticeLayout
      title={t('review.completed.title')}
      icon={
        <span className="inline-flex h-16 w-16 items-center justify-center rounded-3xl bg-gold text-night">
          <Trophy className="h-8 w-8" />
        </span>
      }
      testId="review-completed"
      wide
      footer={
        <>
          <Button size="lg" onClick={again} icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />} data-testid="review-more">
            {mode === 'build' ? t('review.completed.again') : t('review.completed.more')}
          </Button>
          {assignment ? (
            <ButtonLink to={paths.community.casaReligiosa} variant="secondary" size="lg" icon={<Home className="h-5 w-5" aria-hidden="true" />} data-testid="review-house">
              {t('review.completed.house')}
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.practice.mastery} variant="secondary" size="lg" icon={<MapIcon className="h-5 w-5" aria-hidden="true" />}>
              {t('review.completed.mastery')}
            </ButtonLink>
          )}
          <ButtonLink to={paths.dashboard} variant="ghost" size="lg" icon={<LayoutDashboard className="h-5 w-5" aria-hidden="true" />}>
            {t('review.completed.dashboard')}
          </ButtonLink>
        </>
      }
    >
      {results ? (
        <div className="space-y-6 text-left">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <StatTile testId="result-answered" label={t('review.completed.answered')} value={`${n(results.answered)} / ${n(results.total)}`} icon={<Hash />} tone="ink" />
            <StatTile testId="result-correct" label={t('review.completed.correct')} value={n(results.correct)} icon={<CircleCheck />} tone="forest" />
            <StatTile testId="result-xp" label={t('review.completed.xp')} value={t('common.xp', { xp: n(results.xp_earned) })} icon={<Sparkles />} tone="gold" />
          </div>
          <LevelProgress experiencePoints={results.experience_points} xpEarned={results.xp_earned} />
          <div className="grid gap-4 sm:grid-cols-2">
            <section aria-labelledby="review-streak" className="flex flex-col items-start gap-3">
              <h2 id="review-streak" className="text-lg font-semibold text-ink">
                {t('review.completed.streak')}
              </h2>
              <StreakFlame days={results.streak.current} freezes={results.streak.freezes} todayDone={results.streak.today_done} />
            </section>
            <section aria-labelledby="review-goal" className="flex flex-col items-start gap-3">
              <h2 id="review-goal" className="text-lg font-semibold text-ink">
                {t('review.completed.goal')}
              </h2>
              <div className="flex items-center gap-4">
                <GoalRing xp={results.goal.xp_today} goal={results.goal.daily_goal} size={104} />
                <p className="text-ink" data-testid="goal-message">
                  {results.goal.xp_today >= results.goal.daily_goal
                    ? t('review.completed.goalMet')
                    : t('review.completed.goalLeft', { xp: n(results.goal.daily_goal - results.goal.xp_today) })}
                </p>
              </div>
            </section>
          </div>
          <div className="flex justify-center">
            <SoundToggle />
          </div>
        </div>
      ) : null}
    </PracticeLayout>
  );
}
