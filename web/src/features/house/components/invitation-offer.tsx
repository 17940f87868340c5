import { DoorOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import type { House } from '../../../lib/house';
import { errorMessage } from '../../../lib/messages';
import { joinHouse } from '../api/house-actions';
import { useInvitation } from '../api/invitation';
import type { HouseActions } from './use-house-action';

interface InvitationOfferProps {
  /** The code of the link opened (`/casa-religiosa?codigo=`) or typed. */
  code: string;
  /** The learner's house, if they have one: one house at a time. */
  current: House | null;
  actions: HouseActions;
  /** The offer was answered or dismissed. */
  onDone: () => void;
}

/**
 * An invite link opened (DESIGN.md 5c): the house and its head, read before joining, and one
 * tap to join. A learner already in a house is told so: they leave theirs first.
 */
export function InvitationOffer({ code, current, actions, onDone }: InvitationOfferProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const invitation = useInvitation(code);

  const join = async () => {
    if (await actions.run('join', () => joinHouse(code))) onDone();
  };

  let body;
  if (invitation.error) {
    body = (
      <>
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('house.invitation.invalidTitle')}
        </h2>
        <p className="mt-2 text-ink">{errorMessage(t, invitation.error, t('house.invitation.loadError'))}</p>
        <Button variant="secondary" className="mt-4" onClick={onDone} data-testid="invitation-dismiss">
          {t('house.invitation.ok')}
        </Button>
      </>
    );
  } else if (!invitation.data) {
    body = (
      <p id={titleId} className="flex items-center gap-2 text-muted" role="status">
        <Spinner size="sm" decorative />
        {t('house.invitation.loading')}
      </p>
    );
  } else {
    const { name, head, member_count: count } = invitation.data;
    const own = current?.id === invitation.data.id;
    body = (
      <>
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          <DoorOpen className="h-5 w-5 text-forest" aria-hidden="true" />
          {own ? t('house.invitation.ownTitle', { name }) : t('house.invitation.title', { name })}
        </h2>
        <p className="mt-2 text-ink" data-testid="invitation-head">
          {t('house.invitation.head', { name: head.full_name, username: head.username })} · {t('house.members', { count })}
        </p>
        {own ? null : <p className="mt-2 text-ink">{current ? t('house.invitation.otherHouse', { name: current.name }) : t('house.invitation.text')}</p>}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {own || current ? (
            <Button variant="secondary" onClick={onDone} data-testid="invitation-dismiss">
              {t('house.invitation.ok')}
            </Button>
          ) : (
            <>
              <Button onClick={() => void join()} loading={actions.busy === 'join'} data-testid="join-house">
                {t('house.invitation.join')}
              </Button>
              <Button variant="secondary" onClick={onDone} disabled={actions.busy === 'join'} data-testid="invitation-dismiss">
                {t('house.invitation.notNow')}
              </Button>
            </>
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className="rounded-3xl border-2 border-gold/60 bg-gold-soft/60 p-5 sm:p-6" data-testid="house-invitation">
      {body}
    </section>
  );
}
