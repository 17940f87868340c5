import { LayoutDashboard, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { DuelResultLink, useDuelPlay } from '../../../components/game/duel-play';
import { SessionSummary } from '../../../components/game/session-summary';
import { gameOutcome } from '../../../components/game/summary-outcome';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { OrishaGame } from '../machine/orisha-game-context';

/**
 * Spec 2, completed, on the one end screen of every game (issue 34): percentage, correct over
 * total, XP and cowries earned, the level within its level, the streak, the mistakes with their
 * right answers, and play again (with the same settings) or, in a duel, its result.
 */
export function CompletedScreen() {
  const { t } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const phase = OrishaGame.useSelector((s) => (s.matches('completed') ? 'done' : s.matches('completionFailed') ? 'failed' : 'saving'));
  const result = OrishaGame.useSelector((s) => s.context.result);
  const mistakes = OrishaGame.useSelector((s) => s.context.mistakes);
  const timed = OrishaGame.useSelector((s) => s.context.game?.timeLimit !== null);
  // A duel's game: no other game from here, the way to the duel's result instead.
  const duel = useDuelPlay();
  const heading = useRef<HTMLHeadingElement>(null);
  // Saving and its failure are screens of their own; the summary moves the focus itself.
  useEffect(() => heading.current?.focus(), [phase]);

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

  return (
    <section data-testid="orisha-completed">
      <SessionSummary
        outcome={gameOutcome(result)}
        eyebrow={t('games.orisha.name')}
        percentage={result.percentage}
        correct={result.correct_answers}
        total={result.total_questions}
        xpEarned={result.xp_earned}
        bonusXp={result.bonus_xp}
        cowriesEarned={result.cowries_earned}
        experiencePoints={result.experience_points}
        mistakes={mistakes}
        untimed={!timed}
        actions={
          <>
            {duel ? (
              <DuelResultLink duelId={duel.id} />
            ) : (
              <Button size="lg" onClick={() => send({ type: 'PLAY_AGAIN' })} icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />} data-testid="play-again">
                {t('orishaGame.completed.playAgain')}
              </Button>
            )}
            <ButtonLink to={paths.dashboard} variant="secondary" size="lg" icon={<LayoutDashboard className="h-5 w-5" aria-hidden="true" />}>
              {t('common.backToDashboard')}
            </ButtonLink>
          </>
        }
      />
    </section>
  );
}
