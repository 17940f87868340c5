import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useSession } from '../../../lib/auth/session';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { buyStreakFreeze } from '../api/buy-streak-freeze';
import { cowrieBalanceKey } from '../api/get-cowrie-balance';
import { practiceSummaryKey, type PracticeSummary } from '../../../lib/practice-summary';

/**
 * Buying a streak freeze (issue 12, point 4): the server takes the cowries (and writes the
 * ledger); the new balance and freeze count it returns update the tile and the card at once,
 * then the user and the summary are read again, as a secret purchase does.
 */
export function useBuyFreeze(userId: string) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { refreshUser } = useSession();
  const [busy, setBusy] = useState(false);

  const buy = async () => {
    setBusy(true);
    try {
      const result = await buyStreakFreeze();
      notify.success(translateMessage(t, result.message) ?? t('validation.freezeBought'));
      await Promise.all([
        mutate(cowrieBalanceKey(userId), { cowrie_shells: result.cowrie_shells }, { revalidate: false }),
        mutate<PracticeSummary>(practiceSummaryKey(userId), (current) =>
          current ? { ...current, streak: { ...current.streak, freezes: result.freezes } } : current,
        ),
        refreshUser(),
      ]);
    } catch (error) {
      // The server's reason (the maximum held, too few cowries) in the UI language.
      notify.error(errorMessage(t, error, t('dashboard.practice.freeze.error')));
      void mutate(practiceSummaryKey(userId));
    } finally {
      setBusy(false);
    }
  };
  return { buy, busy };
}
