import type { RequestBody, ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi, route } from '../../../lib/api-client';
import { duelKey, duelsKey } from '../../../lib/duel-play';

export type Duels = ResponseBody<'duels'>;
export type Duel = Duels['duels'][number];
export type DuelCreateBody = RequestBody<'duelCreate'>;
export type FriendOption = ResponseBody<'friends'>['friends'][number];

export { duelKey, duelsKey };

/** GET /social/duels: the newest duels, each decided by the server first when its window closed. */
export function useDuels(userId: string) {
  return useSWR(duelsKey(userId), () => callApi(route('duels')), { shouldRetryOnError: false });
}

/** GET /social/duels/{id}: the duel with its questions as the learner was asked them. */
export function useDuel(userId: string, duelId: string) {
  return useSWR(duelKey(userId, duelId), () => callApi(route('duel'), { params: { duelId } }), { shouldRetryOnError: false });
}

/** The friends a learner may challenge (GET /social/friends). */
export function useFriendOptions(userId: string) {
  return useSWR(['/social/friends', userId] as const, () => callApi(route('friends')), { shouldRetryOnError: false });
}

export const createDuel = (body: DuelCreateBody) => callApi(route('duelCreate'), { body });
export const declineDuel = (duelId: string) => callApi(route('duelDecline'), { params: { duelId } });
