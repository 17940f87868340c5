import { ECONOMY, PASS_PERCENTAGE } from '@ifa/shared';
import { LayoutDashboard, OctagonAlert, RotateCcw, Shell, Sparkles, Target } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { CelebrationBurst } from '../../../components/game/celebration-burst';
import { DuelResultLink, useDuelPlay } from '../../../components/game/duel-play';
import { GameRewards } from '../../../components/game/game-rewards';
import { SoundToggle } from '../../../components/game/sound-toggle';
import { Spinner } from '../../../components/spinner';
import { StatTile } from '../../../components/stat-tile';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { OrishaGame } from '../machine/orisha-game-context';
import { orishaOutcome } from './completed-outcome';

/**
 * Spec 2, completed: percentage, correct over total, XP and cowries earned, play again (with the
 * same settings); with issue 27's rewards: the level bar, the streak, the mistakes with their
 * right answers, and a moment for a passed game.
 */
export function CompletedScreen() {
  const { t, i18n } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const phase = OrishaGame.useSelector((s) => (s.matches('completed') ? 'done' : s.matches('completionFailed') ? 'failed' : 'saving'));
  const result = OrishaGame.useSelector((s) => s.context.result);
  const mistakes = OrishaGame.useSelector((s) => s.context.mistakes);
  // A duel's game: no other game from here, the way to the duel's result instead.
  const duel = useDuelPlay();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [phase]);
  const n = (value: number) => formatNumber(value, i18n.language);

  if (phase === 'saving' || !result) {
    return (
      <section className="flex flex-col items-center gap-4 py-16 text-center" data-testid="orisha-completing">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink outline-none">
          {phase === 'failed' ? t('orishaGame.completed.failed') : t('orishaGame.completed.saving')}
        </h1>
        {phase === 'failed' ? (
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={() => send({ type: 'RETRY' })} icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />}>
              {t('orishaGame.completed.retry')}
            </Button>
            {duel ? null : (
              <Button variant="secondary" onClick={() => send({ type: 'PLAY_AGAIN' })}>
                {t('orishaGame.completed.playAgain')}
              </Button>
            )}
          </div>
        ) : (
          <span className="text-forest">
            <Spinner size="lg" />
          </span>
        )}
      </section>
    );
  }

  const outcome = orishaOutcome(result);
  return (
    <section className="relative" data-testid="orisha-completed" data-outcome={outcome}>
      {outcome !== 'fail' && !result.disqualified ? <CelebrationBurst /> : null}
      <div className="relative text-center">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none sm:text-4xl">
          {t(`orishaGame.completed.titles.${outcome}`)}
        </h1>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted">{t('orishaGame.completed.score')}</p>
        <p className="font-display text-6xl font-semibold text-forest" data-testid="completed-percentage">
          {t('play.progress.percent', { percent: n(Math.round(result.percentage)) })}
        </p>
      </div>
      {outcome === 'perfect' ? (
        <p className="mx-auto mt-4 max-w-prose text-center font-semibold text-forest" data-testid="completed-perfect">
          {t('orishaGame.completed.perfectNote', { bonus: Math.round(ECONOMY.perfectBonus * 100) })}
        </p>
      ) : null}
      {outcome === 'fail' ? (
        <p className="mx-auto mt-4 max-w-prose text-center text-ink" data-testid="completed-fail">
          {t('orishaGame.completed.failNote', { percent: n(PASS_PERCENTAGE) })}
        </p>
      ) : null}
      {result.disqualified ? (
        <p className="mx-auto mt-6 flex max-w-prose items-start gap-2 rounded-2xl border-2 border-clay bg-clay-soft p-4 text-ink" data-testid="completed-disqualified">
          <OctagonAlert className="mt-0.5 h-5 w-5 shrink-0 text-clay" aria-hidden="true" />
          {t('orishaGame.completed.disqualifiedNote')}
        </p>
      ) : null}
      <div className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatTile
          testId="completed-correct"
          label={t('orishaGame.completed.correct')}
          value={t('orishaGame.completed.correctOf', { n: n(result.correct_answers), total: n(result.total_questions) })}
          icon={<Target />}
          tone="forest"
        />
        <StatTile testId="completed-xp" label={t('orishaGame.completed.xp')} value={n(result.xp_earned)} icon={<Sparkles />} tone="gold" />
        <StatTile testId="completed-cowries" label={t('orishaGame.completed.cowries')} value={n(result.cowries_earned)} icon={<Shell />} tone="clay" />
      </div>
      <GameRewards xpEarned={result.xp_earned} experiencePoints={result.experience_points} passed={outcome !== 'fail' && !result.disqualified} mistakes={mistakes} />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {duel ? (
          <DuelResultLink duelId={duel.id} />
        ) : (
          <Button size="lg" onClick={() => send({ type: 'PLAY_AGAIN' })} icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />}>
            {t('orishaGame.completed.playAgain')}
          </Button>
        )}
        <ButtonLink to={paths.dashboard} variant="secondary" size="lg" icon={<LayoutDashboard className="h-5 w-5" aria-hidden="true" />}>
          {t('common.backToDashboard')}
        </ButtonLink>
      </div>
      <div className="mt-4 flex justify-center">
        <SoundToggle />
      </div>
    </section>
  );
}
