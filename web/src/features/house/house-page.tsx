import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState, PageFrame } from '../../components/page-frame';
import { useCurrentUser } from '../../lib/auth/session';
import { INVITE_PARAM, useHouse, type House, type HouseResponse } from '../../lib/house';
import { useArrivalParam } from '../../lib/use-arrival-param';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AssignForm } from './components/assign-form';
import { AssignmentsCard } from './components/assignments-card';
import { HouseDialogs, type PendingConfirm } from './components/house-dialogs';
import { HouseSummary } from './components/house-summary';
import { InvitationOffer } from './components/invitation-offer';
import { InviteLinkCard } from './components/invite-link-card';
import { MembersCard } from './components/members-card';
import { NoHouse } from './components/no-house';
import { RankingCard } from './components/ranking-card';
import { useHouseAction, type HouseActions } from './components/use-house-action';

/**
 * /casa-religiosa (issue 28, DESIGN.md 5c): the learner's religious house. A member sees the
 * house, its head, their assignments and the week's ranking; the head also the invite link, the
 * form to assign practice and the members. Without a house: how to join one, and for an approved
 * santero or babalawo how to found one. An invite link (`?codigo=`) offers its house first.
 */
export default function HousePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const house = useHouse(user.id);
  const code = useArrivalParam(INVITE_PARAM);
  useDocumentTitle(t('house.title'));

  return (
    <PageFrame title={t('house.title')} intro={t('house.intro')} testId="house-page">
      <LoadState
        failed={Boolean(house.error)}
        ready={Boolean(house.data)}
        texts={{ failed: t('house.loadError'), retry: t('house.retry'), loading: t('house.loading') }}
        onRetry={() => void house.mutate()}
      >
        {() => <HouseContent userId={user.id} timeZone={user.practice.time_zone} data={house.data!} arrivalCode={code} />}
      </LoadState>
    </PageFrame>
  );
}

function HouseContent({ userId, timeZone, data, arrivalCode }: { userId: string; timeZone: string | undefined; data: HouseResponse; arrivalCode: string | undefined }) {
  const actions = useHouseAction(userId);
  // The code of the invite being offered: the link's, or one typed; gone once answered.
  const [offer, setOffer] = useState(() => arrivalCode?.replace(/\s+/g, '').toUpperCase() || undefined);
  return (
    <div className="space-y-6">
      {offer ? <InvitationOffer code={offer} current={data.house} actions={actions} onDone={() => setOffer(undefined)} /> : null}
      {data.house ? <HouseScreen house={data.house} timeZone={timeZone} actions={actions} /> : <NoHouse canFound={data.can_found} actions={actions} onCode={setOffer} />}
    </div>
  );
}

function HouseScreen({ house, timeZone, actions }: { house: House; timeZone: string | undefined; actions: HouseActions }) {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const head = house.role === 'head';
  return (
    <>
      <HouseSummary house={house} onLeave={() => setPending({ kind: 'leave' })} onDissolve={() => setPending({ kind: 'dissolve' })} />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          {head ? <AssignForm timeZone={timeZone} actions={actions} /> : null}
          <AssignmentsCard house={house} onDelete={(assignment) => setPending({ kind: 'unassign', assignment })} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          {head && house.invite_code ? <InviteLinkCard code={house.invite_code} renewing={actions.busy === 'renew'} onRenew={() => setPending({ kind: 'renew' })} /> : null}
          <RankingCard house={house} actions={actions} />
        </div>
      </div>
      {head && house.members ? <MembersCard members={house.members} onRemove={(member) => setPending({ kind: 'remove', member })} /> : null}
      <HouseDialogs house={house} pending={pending} actions={actions} onClose={() => setPending(null)} />
    </>
  );
}
