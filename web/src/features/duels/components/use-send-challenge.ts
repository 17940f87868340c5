import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { duelPath } from '../../../lib/duel-play';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { createDuel, duelsKey, type DuelCreateBody } from '../api/duels';

/** Sends a challenge (the form's or a rematch), says so, and opens the new duel's page. */
export function useSendChallenge(userId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const send = async (body: DuelCreateBody) => {
    setBusy(true);
    try {
      const created = await createDuel(body);
      notify.success(translateMessage(t, created.message) ?? t('validation.duelCreated'));
      void mutate(duelsKey(userId));
      void navigate(duelPath(created.duel.id));
    } catch (failure) {
      notify.error(errorMessage(t, failure, t('duels.challenge.error')));
    } finally {
      setBusy(false);
    }
  };
  return { send, busy };
}
