import type { RequestBody, ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { duelKey, duelsKey } from '../../../lib/duel-play';

export type Duels = ResponseBody<'duels'>;
export type Duel = Duels['duels'][number];
export type DuelCreateBody = RequestBody<'duelCreate'>;
/** Someone the learner may challenge: a friend, or a member of their house. */
export type Opponent = ResponseBody<'duelRivals'>['rivals'][number];

export { duelKey, duelsKey };

/** GET /social/duels: the newest duels, each decided by the server first when its window closed. */
export function useDuels(userId: string) {
  return useSWR(duelsKey(userId), () => callApi(route('duels')), { shouldRetryOnError: false });
}

/** GET /social/duels/{id}: the duel with its questions as the learner was asked them. */
export function useDuel(userId: string, duelId: string) {
  return useSWR(duelKey(userId, duelId), () => callApi(route('duel'), { params: { duelId } }), { shouldRetryOnError: false });
}

/**
 * GET /social/rivals: whom a learner may challenge (DESIGN.md 5c), as the server decides it for the
 * challenge itself: friends, then housemates, never across a block either way (issue 34).
 */
export function useOpponentOptions(userId: string) {
  return useSWR(['duel-opponents', userId] as const, async (): Promise<Opponent[]> => (await callApi(route('duelRivals'))).rivals, { shouldRetryOnError: false });
}

export const createDuel = (body: DuelCreateBody) => callApi(route('duelCreate'), { body });
export const declineDuel = (duelId: string) => callApi(route('duelDecline'), { params: { duelId } });
