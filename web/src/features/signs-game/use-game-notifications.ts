import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDuelPlay } from '../../components/game/duel-play';
import { useCurrentUser, useSession } from '../../lib/auth/session';
import { isServiceUnavailable } from '../../lib/game-errors';
import { errorMessage } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { rememberSettings } from '../../lib/quick-play';
import { SignsGame } from './signs-game-context';

/**
 * Turns what the game emits into the spec 8 toasts (in the learner's language) and refreshes
 * the user once a game has ended (XP, level and cowries changed on the server).
 */
export function useGameNotifications() {
  const { t } = useTranslation();
  const { refreshUser } = useSession();
  const actor = SignsGame.useActorRef();
  const userId = useCurrentUser().id;
  const duel = useDuelPlay();

  useEffect(() => {
    const subscriptions = [
      // A duel's settings are the challenger's, not this learner's own choice.
      actor.on('gameStarted', ({ settings }) => (duel ? undefined : rememberSettings(userId, 'signs', settings))),
      actor.on('startFailed', ({ error }) => notify.error(errorMessage(t, error, t('signsGame.toasts.startError')))),
      actor.on('fewerQuestions', ({ built, requested }) => notify.info(t('signsGame.toasts.fewerQuestions', { built, requested }))),
      actor.on('timeUp', () => notify.error(t('signsGame.toasts.timeUp'))),
      // The server's database is away for a moment: the game is intact, say so and invite a retry.
      actor.on('answerFailed', ({ error }) =>
        notify.error(isServiceUnavailable(error) ? t('play.unavailable') : errorMessage(t, error, t('signsGame.toasts.answerError'))),
      ),
      actor.on('hintFailed', ({ error }) => notify.error(isServiceUnavailable(error) ? t('play.unavailable') : errorMessage(t, error, t('signsGame.toasts.hintError')))),
      actor.on('alreadyAnswered', () => notify.info(t('play.alreadyAnswered'))),
      actor.on('disqualified', () => notify.error(t('signsGame.toasts.disqualified'))),
      actor.on('gameEnded', () => void refreshUser()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, t, refreshUser, userId, duel]);
}
