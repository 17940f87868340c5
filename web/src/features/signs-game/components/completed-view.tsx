import { ECONOMY, PASS_PERCENTAGE } from '@ifa/shared';
import { Ban, CircleCheck, Hash, LayoutDashboard, Percent, RotateCcw, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { CelebrationBurst } from '../../../components/game/celebration-burst';
import { DuelResultLink, useDuelPlay } from '../../../components/game/duel-play';
import { GameRewards } from '../../../components/game/game-rewards';
import { SoundToggle } from '../../../components/game/sound-toggle';
import { StatTile } from '../../../components/stat-tile';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { congratulates, scoreBand } from '../lib/score';
import { useSignsSelector, useSignsSend } from '../signs-game-context';
import { VIEW_HEADING_ID } from './step-layout';

/**
 * Spec 2, view `completed`: pass, fail (minimum 50 %) or disqualified, and what next; with
 * issue 27's rewards: the level bar, the streak, the mistakes with their right answers, and a
 * moment for a passed game.
 */
export function CompletedView() {
  const { t, i18n } = useTranslation();
  const send = useSignsSend();
  const results = useSignsSelector((s) => s.context.results);
  const timed = useSignsSelector((s) => s.context.game?.timed ?? true);
  const mistakes = useSignsSelector((s) => s.context.mistakes);
  const starting = useSignsSelector((s) => s.matches({ question_config: 'starting' }));
  // A duel's game: no other game from here, the way to the duel's result instead.
  const duel = useDuelPlay();
  const n = (value: number) => formatNumber(value, i18n.language);

  const outcome = !results ? 'unknown' : results.disqualified ? 'disqualified' : results.passed ? 'pass' : 'fail';
  const { icon: Icon, title } = {
    pass: { icon: Trophy, title: t('signsGame.completed.passTitle') },
    fail: { icon: RotateCcw, title: t('signsGame.completed.failTitle') },
    disqualified: { icon: Ban, title: t('signsGame.completed.disqualifiedTitle') },
    // Without results nobody knows whether it passed: a neutral heading, never 'passed'.
    unknown: { icon: CircleCheck, title: t('signsGame.completed.endedTitle') },
  }[outcome] satisfies { icon: LucideIcon; title: string };

  const percent = (value: number) => t('signsGame.completed.percentValue', { percent: n(Math.round(value)) });

  return (
    <div className="relative mx-auto max-w-4xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12" data-testid={`completed-${outcome}`}>
      {outcome === 'pass' ? <CelebrationBurst /> : null}
      <div className="relative flex flex-col items-center text-center">
        <span className={`inline-flex h-16 w-16 items-center justify-center rounded-3xl ${outcome === 'pass' ? 'bg-gold text-night' : 'bg-clay-soft text-clay'}`} aria-hidden="true">
          <Icon className="h-8 w-8" />
        </span>
        <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-gold-ink">{t('signsGame.eyebrow')}</p>
        <h1 id={VIEW_HEADING_ID} tabIndex={-1} className="mt-1 text-3xl font-semibold text-ink outline-none sm:text-4xl">
          {title}
        </h1>
        {results ? (
          <Message outcome={outcome} percentage={results.percentage} timed={timed} perfect={outcome === 'pass' && results.total_questions > 0 && results.correct_answers === results.total_questions} />
        ) : (
          <p className="mt-3 max-w-prose text-muted">{t('signsGame.completed.noResults')}</p>
        )}
      </div>

      {results ? (
        <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatTile testId="result-percentage" label={t('signsGame.completed.percentage')} value={percent(results.percentage)} icon={<Percent />} tone="gold" />
          <StatTile testId="result-correct" label={t('signsGame.completed.correct')} value={n(results.correct_answers)} icon={<CircleCheck />} tone="forest" />
          <StatTile testId="result-total" label={t('signsGame.completed.total')} value={n(results.total_questions)} icon={<Hash />} tone="ink" />
          <StatTile testId="result-xp" label={t('signsGame.completed.xp')} value={t('common.xp', { xp: n(results.xp_earned) })} icon={<Sparkles />} tone="clay" />
        </div>
      ) : null}

      {results ? <GameRewards xpEarned={results.xp_earned} experiencePoints={results.experience_points} passed={outcome === 'pass'} mistakes={mistakes} /> : null}

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {duel ? (
          <DuelResultLink duelId={duel.id} />
        ) : (
          <Button size="lg" loading={starting} onClick={() => send({ type: 'PLAY_AGAIN' })} icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />} data-testid="play-again">
            {outcome === 'pass' ? t('signsGame.completed.playAgain') : t('signsGame.completed.retry')}
          </Button>
        )}
        <ButtonLink to={paths.dashboard} variant="secondary" size="lg" icon={<LayoutDashboard className="h-5 w-5" aria-hidden="true" />}>
          {outcome === 'pass' ? t('signsGame.completed.viewProgress') : t('common.backToDashboard')}
        </ButtonLink>
        {duel ? null : (
          <Button variant="ghost" size="lg" onClick={() => send({ type: 'MENU' })}>
            {t('signsGame.completed.menu')}
          </Button>
        )}
      </div>
      <div className="mt-4 flex justify-center">
        <SoundToggle />
      </div>
    </div>
  );
}

function Message({ outcome, percentage, timed, perfect }: { outcome: string; percentage: number; timed: boolean; perfect: boolean }) {
  const { t } = useTranslation();
  if (outcome === 'disqualified') return <p className="mt-3 max-w-prose text-lg text-ink">{t('signsGame.completed.disqualifiedText')}</p>;
  if (outcome === 'fail') {
    return (
      <>
        <p className="mt-3 max-w-prose text-lg text-ink">{t('signsGame.completed.failText')}</p>
        <p className="mt-2 font-semibold text-clay" data-testid="minimum">
          {t('signsGame.completed.minimum', { percent: PASS_PERCENTAGE })}
        </p>
      </>
    );
  }
  return (
    <>
      <p className="mt-3 max-w-prose text-lg text-ink" data-testid="score-message">
        {t(`signsGame.completed.bands.${scoreBand(percentage)}`)}
      </p>
      {congratulates(percentage) ? <p className="mt-2 font-semibold text-forest">{t('signsGame.completed.congratulations')}</p> : null}
      {/* Every answer right: the perfect game's XP bonus (DESIGN.md 5) is named, so it is felt. */}
      {perfect ? (
        <p className="mt-2 font-semibold text-forest" data-testid="perfect-note">
          {t('signsGame.completed.perfectNote', { bonus: Math.round(ECONOMY.perfectBonus * 100) })}
        </p>
      ) : null}
      {timed ? null : <p className="mt-2 text-sm text-muted">{t('signsGame.completed.untimedNote')}</p>}
    </>
  );
}
