import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth/session';
import { errorMessage } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { SignsGame } from './signs-game-context';

/**
 * Turns what the game emits into the spec 8 toasts (in the learner's language) and refreshes
 * the user once a game has ended (XP, level and cowries changed on the server).
 */
export function useGameNotifications() {
  const { t } = useTranslation();
  const { refreshUser } = useSession();
  const actor = SignsGame.useActorRef();

  useEffect(() => {
    const subscriptions = [
      actor.on('startFailed', ({ error }) => notify.error(errorMessage(t, error, t('signsGame.toasts.startError')))),
      actor.on('fewerQuestions', ({ built, requested }) => notify.info(t('signsGame.toasts.fewerQuestions', { built, requested }))),
      actor.on('timeUp', () => notify.error(t('signsGame.toasts.timeUp'))),
      actor.on('answerFailed', ({ error }) => notify.error(errorMessage(t, error, t('signsGame.toasts.answerError')))),
      actor.on('hintFailed', ({ error }) => notify.error(errorMessage(t, error, t('signsGame.toasts.hintError')))),
      actor.on('disqualified', () => notify.error(t('signsGame.toasts.disqualified'))),
      actor.on('gameEnded', () => void refreshUser()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, t, refreshUser]);
}
