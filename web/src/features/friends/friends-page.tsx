import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState, PageFrame } from '../../components/page-frame';
import { useCurrentUser } from '../../lib/auth/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFriends, type Friends } from './api/friends';
import { AddFriendCard } from './components/add-friend-card';
import { BlockedCard } from './components/blocked-card';
import { CodeOffer } from './components/code-offer';
import { ConfirmFriendAction, type PendingConfirm } from './components/confirm-friend-action';
import { FriendsCard } from './components/friends-card';
import { IncomingCard, OutgoingCard } from './components/requests-cards';
import { ShareLinkCard } from './components/share-link-card';
import { useFriendAction } from './components/use-friend-action';
import { VisibilityCard } from './components/visibility-card';
import { SHARE_CODE_PARAM } from './share-link';

/**
 * /amigos (issue 28, DESIGN.md 5c): find a friend by username or a share link, answer requests,
 * see friends as their settings allow, remove or block, and choose what friends see.
 */
export default function FriendsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const friends = useFriends(user.id);
  useDocumentTitle(t('friends.title'));

  return (
    <PageFrame title={t('friends.title')} intro={t('friends.intro')} testId="friends-page">
      <LoadState
        failed={Boolean(friends.error)}
        ready={Boolean(friends.data)}
        texts={{ failed: t('friends.loadError'), retry: t('friends.retry'), loading: t('friends.loading') }}
        onRetry={() => void friends.mutate()}
      >
        {() => <FriendsContent userId={user.id} data={friends.data!} />}
      </LoadState>
    </PageFrame>
  );
}

function FriendsContent({ userId, data }: { userId: string; data: Friends }) {
  const [params, setParams] = useSearchParams();
  const code = params.get(SHARE_CODE_PARAM)?.trim();
  const actions = useFriendAction(userId);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  // The link's code leaves the address once the offer is answered: a reload does not offer again.
  const dropCode = () =>
    setParams(
      (current) => {
        current.delete(SHARE_CODE_PARAM);
        return current;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      {code ? <CodeOffer userId={userId} code={code} ownCode={data.share_code} onDone={dropCode} /> : null}
      <div className="grid gap-6 md:grid-cols-2">
        <AddFriendCard userId={userId} />
        <ShareLinkCard code={data.share_code} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <IncomingCard people={data.incoming} actions={actions} onBlock={(person) => setPending({ kind: 'block', person })} />
          <FriendsCard friends={data.friends} onRemove={(person) => setPending({ kind: 'remove', person })} onBlock={(person) => setPending({ kind: 'block', person })} />
          <OutgoingCard people={data.outgoing} actions={actions} />
        </div>
        <div className="space-y-6">
          <VisibilityCard userId={userId} current={data.friend_visibility} />
          <BlockedCard people={data.blocked} actions={actions} />
        </div>
      </div>
      <ConfirmFriendAction pending={pending} actions={actions} onClose={() => setPending(null)} />
    </div>
  );
}
