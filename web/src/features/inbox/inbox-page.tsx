import { BadgeCheck, BookOpenCheck, ClipboardList, Swords, Trophy, UserCheck, UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { cx } from '../../components/cx';
import { inboxUnreadKey, type InboxUnread } from '../../components/inbox-badge';
import { LoadState, PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/auth/session';
import { duelPath } from '../../lib/duel-play';
import { formatDateTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { markInboxRead, useInbox, type Inbox, type InboxItem } from './api/inbox';

/**
 * /bandeja (issue 28, DESIGN.md 5c): friend requests and answers, duels and the house's
 * assignments in words, newest first, the unread ones marked in words. Opening it reads everything shown: the header's count follows.
 */
export default function InboxPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const inbox = useInbox(user.id);
  useDocumentTitle(t('inbox.title'));
  useMarkRead(user.id, inbox.data);

  return (
    <PageFrame title={t('inbox.title')} intro={t('inbox.intro')} width="narrow" testId="inbox-page">
      <LoadState
        failed={Boolean(inbox.error)}
        ready={Boolean(inbox.data)}
        texts={{ failed: t('inbox.loadError'), retry: t('inbox.retry'), loading: t('inbox.loading') }}
        onRetry={() => void inbox.mutate()}
      >
        {() =>
          inbox.data!.items.length === 0 ? (
            <p className="rounded-3xl border border-dashed border-line bg-white p-6 text-muted" data-testid="inbox-empty">
              {t('inbox.empty')}
            </p>
          ) : (
            <ul className="space-y-3" data-testid="inbox-list">
              {inbox.data!.items.map((item) => (
                <InboxRow key={item.id} item={item} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </PageFrame>
  );
}

/**
 * Marks read through the newest message shown, once per newest message (the list keeps its
 * 'Nuevo' marks for this visit), and sets the shared unread count from the answer.
 */
function useMarkRead(userId: string, data: Inbox | undefined) {
  const { mutate } = useSWRConfig();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const newest = data.items[0];
    const setCount = (count: InboxUnread) => void mutate(inboxUnreadKey(userId), { unread: count.unread, unread_capped: count.unread_capped }, { revalidate: false });
    if (!newest || data.items.every((item) => item.read)) {
      setCount(data);
      return;
    }
    if (marked.current === newest.id) return;
    marked.current = newest.id;
    markInboxRead(newest.id).then(setCount, (error: unknown) => {
      // Still unread: the next visit tries again.
      marked.current = null;
      console.warn('inbox could not be marked read', error);
    });
  }, [data, mutate, userId]);
}

/** What each kind of message says, its icon, and where its link goes. */
function rowOf(item: InboxItem) {
  switch (item.kind) {
    // Answered, declined or withdrawn (issue 34): said so, and nothing left to answer.
    case 'friend_request':
      return item.handled
        ? { Icon: UserPlus, text: 'inbox.items.friendRequestHandled', link: 'inbox.items.seeFriends', to: paths.community.amigos }
        : { Icon: UserPlus, text: 'inbox.items.friendRequest', link: 'inbox.items.answer', to: paths.community.amigos };
    case 'friend_accepted':
      return { Icon: UserCheck, text: 'inbox.items.friendAccepted', link: 'inbox.items.seeFriends', to: paths.community.amigos };
    case 'duel_challenge':
      return { Icon: Swords, text: 'inbox.items.duelChallenge', link: 'inbox.items.seeDuel', to: item.ref ? duelPath(item.ref) : paths.community.duelos };
    case 'duel_result':
      return { Icon: Trophy, text: 'inbox.items.duelResult', link: 'inbox.items.seeDuel', to: item.ref ? duelPath(item.ref) : paths.community.duelos };
    // The head of the learner's house assigned practice (ref: the assignment); the house page lists it.
    case 'house_assignment':
      return { Icon: ClipboardList, text: 'inbox.items.houseAssignment', link: 'inbox.items.seeHouse', to: paths.community.casaReligiosa };
    // An admin decided the learner's contribution or account-type request: both are followed on the profile.
    case 'contribution_approved':
      return { Icon: BookOpenCheck, text: 'inbox.items.contributionApproved', link: 'inbox.items.seeContributions', to: paths.profile };
    case 'contribution_rejected':
      return { Icon: BookOpenCheck, text: 'inbox.items.contributionRejected', link: 'inbox.items.seeContributions', to: paths.profile };
    case 'account_request_approved':
      return { Icon: BadgeCheck, text: 'inbox.items.accountApproved', link: 'inbox.items.seeProfile', to: paths.profile };
    case 'account_request_rejected':
      return { Icon: BadgeCheck, text: 'inbox.items.accountRejected', link: 'inbox.items.seeProfile', to: paths.profile };
  }
}

/** A decision by the platform's admins: no learner to name. */
const fromAdmin = (item: InboxItem) => item.kind.startsWith('contribution_') || item.kind.startsWith('account_request_');

function InboxRow({ item }: { item: InboxItem }) {
  const { t, i18n } = useTranslation();
  const { Icon, text, link, to } = rowOf(item);
  return (
    <li
      className={cx('flex items-start gap-3 rounded-2xl border p-4', item.read ? 'border-line bg-white' : 'border-forest/30 border-l-4 border-l-forest bg-forest-soft/50')}
      data-testid="inbox-item"
      data-kind={item.kind}
      data-read={item.read}
    >
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-forest text-gold" aria-hidden="true">
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {item.read ? null : (
            <span className="rounded-full bg-clay px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase" data-testid="inbox-new">
              {t('inbox.new')}
            </span>
          )}
          <span className={cx('break-words text-ink', item.read ? '' : 'font-semibold')}>{t(text, { name: item.actor.full_name })}</span>
        </p>
        <p className="mt-0.5 text-sm text-muted">
          {fromAdmin(item) ? null : (
            <>
              <span className="break-all">@{item.actor.username}</span> ·{' '}
            </>
          )}
          <time dateTime={item.created_at}>{formatDateTime(item.created_at, i18n.language)}</time>
        </p>
        <Link to={to} className="mt-1 inline-flex min-h-8 items-center text-sm font-semibold text-forest underline underline-offset-4 hover:text-forest-dark">
          {t(link)}
        </Link>
      </div>
    </li>
  );
}
