import type { RequestBody, ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type Friends = ResponseBody<'friends'>;
export type Friend = Friends['friends'][number];
export type Person = Friends['incoming'][number];
export type FriendVisibility = Friends['friend_visibility'];
export type FriendRequestBody = RequestBody<'friendRequest'>;

/** Keyed by user: another account on this device never sees this one's friends. */
export const friendsKey = (userId: string) => ['/social/friends', userId] as const;

/**
 * GET /social/friends (DESIGN.md 5c): friends, requests each way, blocked learners, the share
 * code and what friends see. Read again on focus: a friend may have answered meanwhile.
 */
export function useFriends(userId: string) {
  return useSWR(friendsKey(userId), () => callApi(route('friends')), { shouldRetryOnError: false });
}
