import { Home, LayoutDashboard, Map as MapIcon, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/button';
import { SessionSummary } from '../../../components/game/session-summary';
import { GoalRing } from '../../../components/goal-ring';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { reviewMistakes } from '../lib/review-mistakes';
import { useReviewSelector, useReviewSend } from '../machine/review-context';
import { VIEW_HEADING_ID } from './practice-layout';

/**
 * The session's end on the one end screen of every game and session (issue 34): right answers,
 * XP (a review pays no cowries), the level within its level, the streak and today's goal, the
 * mistakes with the drawings of their signs, and what next. 'Review more' after a 'practise
 * these' session starts the daily review (the URL drops the focus signs, so a reload does not
 * repeat them); after a house's assignment, the way back to the house, where it now shows done.
 */
export function CompletedView() {
  const { t, i18n } = useTranslation();
  const send = useReviewSend();
  const navigate = useNavigate();
  const results = useReviewSelector((s) => s.context.results);
  const misses = useReviewSelector((s) => s.context.misses);
  const mode = useReviewSelector((s) => s.context.mode);
  const assignment = useReviewSelector((s) => s.context.assignment);
  const n = (value: number) => formatNumber(value, i18n.language);
  const again = () => (mode === 'focus' ? void navigate(paths.practice.review) : send({ type: 'AGAIN' }));
  const mistakes = useMemo(() => reviewMistakes(misses, { read: t('review.read.prompt'), build: (name) => t('review.build.prompt', { name }) }), [misses, t]);

  const actions = (
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
  );
  if (!results) return null;
  const goalMet = results.goal.xp_today >= results.goal.daily_goal;
  return (
    <div data-testid="review-completed">
      <SessionSummary
        outcome="session"
        eyebrow={t('review.eyebrow')}
        focusId={VIEW_HEADING_ID}
        correct={results.correct}
        total={results.answered}
        xpEarned={results.xp_earned}
        cowriesEarned={0}
        experiencePoints={results.experience_points}
        streak={results.streak}
        mistakes={mistakes}
        message={
          <>
            <p className="mt-3 max-w-prose text-lg text-ink" data-testid="summary-answered">
              {t('play.summary.answered', { answered: n(results.answered), total: n(results.total) })}
            </p>
            {results.queued ? (
              <p className="mt-2 max-w-prose text-ink" data-testid="summary-queued">
                {t('review.completed.queued', { count: results.queued })}
              </p>
            ) : null}
          </>
        }
        aside={
          <section aria-labelledby="review-goal" className="flex flex-col items-start gap-3 rounded-3xl border border-line bg-white p-5 shadow-sm">
            <h2 id="review-goal" className="text-lg font-semibold text-ink">
              {t('review.completed.goal')}
            </h2>
            <div className="flex items-center gap-4">
              <GoalRing xp={results.goal.xp_today} goal={results.goal.daily_goal} size={104} />
              <p className="text-ink" data-testid="goal-message">
                {goalMet ? t('review.completed.goalMet') : t('review.completed.goalLeft', { xp: n(results.goal.daily_goal - results.goal.xp_today) })}
              </p>
            </div>
          </section>
        }
        actions={actions}
      />
    </div>
  );
}
