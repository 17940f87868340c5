import { LayoutDashboard, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { DuelResultLink, useDuelPlay } from '../../../components/game/duel-play';
import { SessionSummary } from '../../../components/game/session-summary';
import { gameOutcome, type SummaryOutcome } from '../../../components/game/summary-outcome';
import { paths } from '../../../config/paths';
import { signsMistakes } from '../lib/mistakes';
import { congratulates, scoreBand } from '../lib/score';
import { useSignsSelector, useSignsSend } from '../signs-game-context';
import { VIEW_HEADING_ID } from './step-layout';

/**
 * Spec 2, view `completed`, on the one end screen of every game (issue 34): pass, fail (minimum
 * 50 %) or out of chances, the figures with the cowries earned, the level within its level, the
 * streak, the mistakes with the drawings of their signs, and what next.
 */
export function CompletedView() {
  const { t } = useTranslation();
  const send = useSignsSend();
  const results = useSignsSelector((s) => s.context.results);
  const timed = useSignsSelector((s) => s.context.game?.timed ?? true);
  const raw = useSignsSelector((s) => s.context.mistakes);
  const questions = useSignsSelector((s) => s.context.game?.questions);
  const starting = useSignsSelector((s) => s.matches({ question_config: 'starting' }));
  // A duel's game: no other game from here, the way to the duel's result instead.
  const duel = useDuelPlay();
  const outcome = gameOutcome(results);
  const passed = outcome === 'pass' || outcome === 'perfect';
  const truth = useMemo(() => ({ true: t('signsGame.playing.true'), false: t('signsGame.playing.false') }), [t]);
  const mistakes = useMemo(() => signsMistakes(raw, questions ?? [], truth), [raw, questions, truth]);

  return (
    <div data-testid="signs-completed">
      <SessionSummary
        outcome={outcome}
        eyebrow={t('signsGame.eyebrow')}
        focusId={VIEW_HEADING_ID}
        percentage={results?.percentage}
        correct={results?.correct_answers ?? 0}
        total={results?.total_questions ?? 0}
        xpEarned={results?.xp_earned ?? 0}
        bonusXp={results?.bonus_xp}
        cowriesEarned={results?.cowries_earned ?? 0}
        experiencePoints={results?.experience_points}
        mistakes={mistakes}
        untimed={!timed}
        message={results ? <ScoreBand outcome={outcome} percentage={results.percentage} /> : null}
        actions={
          <>
            {duel ? (
              <DuelResultLink duelId={duel.id} />
            ) : (
              <Button size="lg" loading={starting} onClick={() => send({ type: 'PLAY_AGAIN' })} icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />} data-testid="play-again">
                {passed ? t('signsGame.completed.playAgain') : t('signsGame.completed.retry')}
              </Button>
            )}
            <ButtonLink to={paths.dashboard} variant="secondary" size="lg" icon={<LayoutDashboard className="h-5 w-5" aria-hidden="true" />}>
              {passed ? t('signsGame.completed.viewProgress') : t('common.backToDashboard')}
            </ButtonLink>
            {duel ? null : (
              <Button variant="ghost" size="lg" onClick={() => send({ type: 'MENU' })}>
                {t('signsGame.completed.menu')}
              </Button>
            )}
          </>
        }
      />
    </div>
  );
}

/** Spec 9: a passed game's message by score band, and a congratulations note from 80 %. */
function ScoreBand({ outcome, percentage }: { outcome: SummaryOutcome; percentage: number }) {
  const { t } = useTranslation();
  if (outcome !== 'pass' && outcome !== 'perfect') return null;
  return (
    <>
      <p className="mt-3 max-w-prose text-lg text-ink" data-testid="score-message">
        {t(`signsGame.completed.bands.${scoreBand(percentage)}`)}
      </p>
      {congratulates(percentage) ? <p className="mt-2 font-semibold text-forest">{t('signsGame.completed.congratulations')}</p> : null}
    </>
  );
}
