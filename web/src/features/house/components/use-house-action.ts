import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { houseKey } from '../../../lib/house';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';

/**
 * Runs one action on the learner's house: the server's message as a toast (in the learner's
 * language), then the house read again, whatever the outcome (a failure often means someone
 * else acted first: the head removed the member, dissolved the house, renewed the link). `busy`
 * names the action running, so only its button waits.
 */
export function useHouseAction(userId: string) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async <R extends { message: string }>(key: string, action: () => Promise<R>): Promise<R | null> => {
    setBusy(key);
    try {
      const result = await action();
      notify.success(translateMessage(t, result.message) ?? t('house.done'));
      return result;
    } catch (error) {
      notify.error(errorMessage(t, error, t('house.actionError')));
      return null;
    } finally {
      setBusy(null);
      void mutate(houseKey(userId));
    }
  };
  return { run, busy };
}

export type HouseActions = ReturnType<typeof useHouseAction>;
