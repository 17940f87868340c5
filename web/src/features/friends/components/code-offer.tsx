import { Handshake } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/button';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { sendFriendRequest } from '../api/friend-actions';
import { friendsKey } from '../api/friends';

interface CodeOfferProps {
  userId: string;
  /** The code of the link opened (`/amigos?code=`). */
  code: string;
  /** The learner's own share code: their own link offers nothing. */
  ownCode: string;
  /** The offer was answered: the page drops the code from its address. */
  onDone: () => void;
}

/**
 * A friend's share link opened (DESIGN.md 5c): one tap sends them a request. The server says
 * whether it was sent or the two are now friends (the other had already asked), or why not.
 */
export function CodeOffer({ userId, code, ownCode, onDone }: CodeOfferProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const own = code.trim().toUpperCase() === ownCode.toUpperCase();

  const send = async () => {
    setBusy(true);
    try {
      const result = await sendFriendRequest({ code });
      notify.success(translateMessage(t, result.message) ?? t('validation.friendRequestSent'));
    } catch (error) {
      notify.error(errorMessage(t, error, t('friends.add.error')));
    } finally {
      setBusy(false);
      void mutate(friendsKey(userId));
      onDone();
    }
  };

  return (
    <section aria-labelledby={titleId} className="rounded-3xl border-2 border-gold/60 bg-gold-soft/60 p-5 sm:p-6" data-testid="code-offer">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Handshake className="h-5 w-5 text-forest" aria-hidden="true" />
        {own ? t('friends.offer.ownTitle') : t('friends.offer.title')}
      </h2>
      <p className="mt-2 text-ink">{own ? t('friends.offer.ownText') : t('friends.offer.text')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {own ? (
          <Button variant="secondary" onClick={onDone} data-testid="code-offer-dismiss">
            {t('friends.offer.ok')}
          </Button>
        ) : (
          <>
            <Button onClick={() => void send()} loading={busy} data-testid="code-offer-send">
              {t('friends.offer.send')}
            </Button>
            <Button variant="secondary" onClick={onDone} disabled={busy} data-testid="code-offer-dismiss">
              {t('friends.offer.notNow')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
