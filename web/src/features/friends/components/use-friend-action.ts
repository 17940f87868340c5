import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { friendsKey } from '../api/friends';

/**
 * Runs one action on another learner: the server's message as a toast (in the learner's
 * language), then the lists read again, whatever the outcome (a failure often means the other
 * learner acted first: the request was withdrawn, the friendship removed). `busy` names the
 * action running, so only its row waits.
 */
export function useFriendAction(userId: string) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<{ message: string }>): Promise<boolean> => {
    setBusy(key);
    try {
      const result = await action();
      notify.success(translateMessage(t, result.message) ?? t('friends.done'));
      return true;
    } catch (error) {
      notify.error(errorMessage(t, error, t('friends.actionError')));
      return false;
    } finally {
      setBusy(null);
      void mutate(friendsKey(userId));
    }
  };
  return { run, busy };
}
