import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateMessage } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { OrishaGame } from './machine/orisha-game-context';

/** Spec 8: the XP toast stays 4 s. */
const XP_TOAST_MS = 4000;

/** Turns the machine's notices into the spec's toasts (section 8), in the learner's language. */
export function useGameNotices() {
  const actor = OrishaGame.useActorRef();
  const { t } = useTranslation();
  useEffect(() => {
    const subscription = actor.on('notice', ({ notice }) => {
      switch (notice.kind) {
        case 'started':
          return notify.success(t('orishaGame.toasts.started'));
        case 'startError':
          return notify.error(errorMessage(t, notice.error, t('orishaGame.toasts.startError')));
        case 'answerError':
          return notify.error(errorMessage(t, notice.error, t('orishaGame.toasts.answerError')));
        case 'hintError':
          return notify.error(errorMessage(t, notice.error, t('orishaGame.toasts.hintError')));
        case 'completeError':
          return notify.error(errorMessage(t, notice.error, t('orishaGame.toasts.completeError')));
        case 'disqualified':
          return notify.error(translateMessage(t, notice.message) ?? t('orishaGame.toasts.disqualified'));
        case 'score':
          return notify.success(t(`orishaGame.toasts.${notice.band}`));
        case 'xp':
          return notify.success(t('orishaGame.toasts.xpEarned', { xp: notice.xp }), { duration: XP_TOAST_MS });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, t]);
}
