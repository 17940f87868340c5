import { INBOX_UNREAD_CAP, type ResponseBody } from '@ifa/shared';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import useSWR from 'swr';
import { paths } from '../config/paths';
import { callApi } from '../lib/api-client';
import { route } from '../lib/route';
import { useAfterLoad } from '../lib/use-after-load';
import { cx } from './cx';

export type InboxUnread = ResponseBody<'inboxUnread'>;

/**
 * The unread count (DESIGN.md 5c), one SWR key for every place that shows it (the header, the
 * dashboard) and for the inbox page, which sets it after marking messages read. Keyed by user:
 * another account on this device never sees this one's count.
 */
export const inboxUnreadKey = (userId: string) => ['/social/inbox/unread', userId] as const;

/**
 * GET /social/inbox/unread, asked again every minute and when the tab comes back into focus. The
 * first ask waits for the page to have loaded: the count is no page's main content.
 */
export function useInboxUnread(userId: string | undefined) {
  const afterLoad = useAfterLoad();
  return useSWR(userId && afterLoad ? inboxUnreadKey(userId) : null, () => callApi(route('inboxUnread')), {
    refreshInterval: 60_000,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    // A count that did not load is simply not shown; the next poll tries again.
    onError: (error: unknown) => console.warn('inbox unread count could not be loaded', error),
  });
}

/** The count as shown: '99+' once the server stops counting. */
export const unreadText = ({ unread, unread_capped }: InboxUnread) => (unread_capped ? `${INBOX_UNREAD_CAP}+` : String(unread));

/** The header's way into the inbox, with the unread count as a badge (its name says it in words). */
export function InboxBadge({ userId, className }: { userId: string; className: (state: { isActive: boolean }) => string }) {
  const { t } = useTranslation();
  const { data } = useInboxUnread(userId);
  const count = data && data.unread > 0 ? data : null;
  const label = count ? t('inbox.header.unread', { count: count.unread, shown: unreadText(count) }) : t('inbox.header.label');
  return (
    <NavLink
      to={paths.inbox}
      className={(state) => cx(className(state), 'relative')}
      aria-label={label}
      title={label}
      data-testid="inbox-link"
      data-unread={data ? data.unread : undefined}
    >
      <Inbox className="h-5 w-5" aria-hidden="true" />
      {count ? (
        <span
          className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-clay px-1 text-xs font-bold leading-none text-white ring-2 ring-parchment"
          aria-hidden="true"
          data-testid="inbox-count"
        >
          {unreadText(count)}
        </span>
      ) : null}
    </NavLink>
  );
}
