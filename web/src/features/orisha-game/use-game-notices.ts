import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDuelPlay } from '../../components/game/duel-play';
import { useCurrentUser } from '../../lib/auth/session';
import { isServiceUnavailable } from '../../lib/game-errors';
import { errorMessage, translateMessage } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { rememberSettings } from '../../lib/quick-play';
import { OrishaGame } from './machine/orisha-game-context';

/** Spec 8: the XP toast stays 4 s. */
const XP_TOAST_MS = 4000;

/** Turns the machine's notices into the spec's toasts (section 8), in the learner's language. */
export function useGameNotices() {
  const actor = OrishaGame.useActorRef();
  const { t } = useTranslation();
  const userId = useCurrentUser().id;
  const duel = useDuelPlay();
  useEffect(() => {
    const subscription = actor.on('notice', ({ notice }) => {
      switch (notice.kind) {
        case 'started':
          // A duel's settings are the challenger's, not this learner's own choice.
          if (!duel) rememberSettings(userId, 'orisha', notice.settings);
          return notify.success(t('orishaGame.toasts.started'));
        case 'startError':
          return notify.error(errorMessage(t, notice.error, t('orishaGame.toasts.startError')));
        case 'answerError':
        case 'hintError':
        case 'completeError':
          // The server's database is away for a moment: the game is intact, say so and invite a retry.
          if (isServiceUnavailable(notice.error)) return notify.error(t('play.unavailable'));
          return notify.error(errorMessage(t, notice.error, t(`orishaGame.toasts.${notice.kind}`)));
        case 'alreadyAnswered':
          return notify.info(t('play.alreadyAnswered'));
        case 'disqualified':
          return notify.error(translateMessage(t, notice.message) ?? t('orishaGame.toasts.disqualified'));
        case 'score':
          return notify.success(t(`orishaGame.toasts.${notice.band}`));
        case 'xp':
          return notify.success(t('orishaGame.toasts.xpEarned', { xp: notice.xp }), { duration: XP_TOAST_MS });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, t, userId, duel]);
}
