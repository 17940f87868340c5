import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useSession } from '../../../lib/auth/session';
import { errorMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { cowrieBalanceKey, getCowrieBalance } from './api/get-cowrie-balance';
import { oddunKey } from './api/get-oddun';
import { purchaseSecret } from './api/purchase-secret';
import { unlockSecret } from './unlock-secret';

/** The unlock button's action: the flow of `unlockSecret` wired to the API, SWR and toasts. */
export function useUnlockSecret(oddunId: string, userId: string, cachedBalance: number) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { refreshUser } = useSession();
  const [busy, setBusy] = useState(false);

  const unlock = async () => {
    setBusy(true);
    const outcome = await unlockSecret({
      readBalance: () =>
        getCowrieBalance().then(
          (r) => r.cowrie_shells,
          () => cachedBalance,
        ),
      purchase: () => purchaseSecret(oddunId),
      refresh: (newBalance) =>
        Promise.all([
          mutate(cowrieBalanceKey(userId), { cowrie_shells: newBalance }, { revalidate: false }),
          mutate(oddunKey(oddunId, userId)),
          refreshUser(),
        ]),
    });
    setBusy(false);
    if (outcome.status === 'short') notify.error(t('validation.insufficientCowries'));
    else if (outcome.status === 'unlocked') notify.success(t('encyclopedia.secret.success'));
    else notify.error(errorMessage(t, outcome.error, t('encyclopedia.secret.error')));
    return outcome;
  };
  return { unlock, busy };
}
