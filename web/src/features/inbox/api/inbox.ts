import type { ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type Inbox = ResponseBody<'inbox'>;
export type InboxItem = Inbox['items'][number];

/** Keyed by user: another account on this device never sees this one's messages. */
export const inboxKey = (userId: string) => ['/social/inbox', userId] as const;

/** GET /social/inbox (DESIGN.md 5c): the newest messages first, each read or not. */
export function useInbox(userId: string) {
  return useSWR(inboxKey(userId), () => callApi(route('inbox')), { shouldRetryOnError: false });
}

/** POST /social/inbox/read: read up to the newest message shown; later ones stay unread. Answers the new count. */
export const markInboxRead = (through: string) => callApi(route('inboxRead'), { body: { through } });
