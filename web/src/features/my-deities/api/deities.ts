import type { RequestBody, ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type MyDeities = ResponseBody<'myDeities'>;
export type DeitiesBody = RequestBody<'updateMyDeities'>;

/** Keyed by user: another account on this device never sees this one's list. */
export const myDeitiesKey = (userId: string) => ['/user/deities', userId] as const;

/** GET /user/deities: the token's user's own list (DESIGN.md 5c). */
export function useMyDeities(userId: string) {
  return useSWR(myDeitiesKey(userId), () => callApi(route('myDeities')), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** PUT /user/deities: the whole list, as the page shows it. */
export const saveMyDeities = (body: DeitiesBody) => callApi(route('updateMyDeities'), { body });
