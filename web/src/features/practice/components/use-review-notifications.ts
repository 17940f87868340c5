import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useSession } from '../../../lib/auth/session';
import { houseKey } from '../../../lib/house';
import { isServiceUnavailable } from '../../../lib/game-errors';
import { errorMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { Review } from '../machine/review-context';

/**
 * Turns what the session emits into toasts (in the learner's language) and refreshes the user
 * once the session is complete (XP and the streak changed on the server), as the games do, and
 * the learner's house (a session on an assignment marks it done; the week's ranking moved).
 */
export function useReviewNotifications() {
  const { t } = useTranslation();
  const { refreshUser, user } = useSession();
  const { mutate } = useSWRConfig();
  const userId = user?.id;
  const actor = Review.useActorRef();

  useEffect(() => {
    const subscriptions = [
      // The server's database is away for a moment: the session is intact, say so and invite a retry.
      actor.on('answerFailed', ({ error }) =>
        notify.error(isServiceUnavailable(error) ? t('review.toasts.unavailable') : errorMessage(t, error, t('review.toasts.answerError'))),
      ),
      actor.on('hintFailed', ({ error }) =>
        notify.error(isServiceUnavailable(error) ? t('review.toasts.unavailable') : errorMessage(t, error, t('review.toasts.hintError'))),
      ),
      actor.on('alreadyAnswered', ({ elsewhere }) => notify.info(elsewhere ? t('review.toasts.answeredElsewhere') : t('review.toasts.alreadyAnswered'))),
      actor.on('completeFailed', ({ error }) =>
        notify.error(isServiceUnavailable(error) ? t('review.toasts.unavailable') : errorMessage(t, error, t('review.toasts.completeError'))),
      ),
      actor.on('completed', () => {
        void refreshUser();
        if (userId) void mutate(houseKey(userId));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, t, refreshUser, mutate, userId]);
}
