import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/auth/session';
import type { Mistake } from '../../lib/mistake';
import { usePracticeSummary } from '../../lib/practice-summary';
import { playCue } from '../../lib/sounds';
import { StreakFlame } from '../streak-flame';
import { LevelProgress } from './level-progress';
import { MistakesList } from './mistakes-list';

interface GameRewardsProps {
  xpEarned: number;
  /** The total XP with this game's, as the server counted it; the session's user when absent. */
  experiencePoints?: number | undefined;
  passed: boolean;
  mistakes: readonly Mistake[];
}

/**
 * What a finished game gave (issue 27, part 9): the level bar moving with the XP earned (and a
 * new level's moment), the streak the game kept, and the mistakes with their right answers. A
 * passed game plays its chime when the learner has turned sounds on.
 */
export function GameRewards({ xpEarned, experiencePoints, passed, mistakes }: GameRewardsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const practice = usePracticeSummary(user.id);
  const streakId = useId();
  const streak = practice.data?.streak;

  useEffect(() => {
    if (passed) playCue('pass');
  }, [passed]);

  return (
    <div className="mt-8 grid gap-4 lg:grid-cols-2" data-testid="game-rewards">
      <LevelProgress experiencePoints={experiencePoints ?? user.experience_points} xpEarned={xpEarned} />
      <section aria-labelledby={streakId} className="flex flex-col items-start gap-3 rounded-3xl border border-line bg-white p-5 shadow-sm" data-testid="rewards-streak">
        <h2 id={streakId} className="text-lg font-semibold text-ink">
          {t('play.rewards.streakTitle')}
        </h2>
        {streak ? (
          <StreakFlame days={streak.current} freezes={streak.freezes} todayDone={streak.today_done} />
        ) : (
          <p className="text-sm text-muted">{practice.error ? t('play.rewards.streakUnavailable') : t('play.rewards.streakLoading')}</p>
        )}
      </section>
      <div className="lg:col-span-2">
        <MistakesList mistakes={mistakes} />
      </div>
    </div>
  );
}
