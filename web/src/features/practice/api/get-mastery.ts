import type { ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type Mastery = ResponseBody<'mastery'>;

/** GET /practice/mastery: how well the learner knows each of the 256 signs, and their mix-ups. */
export const getMastery = () => callApi(route('mastery'));

/** Keyed by user, so a different account never sees another's cached map. */
export function useMastery(userId: string) {
  return useSWR(['/practice/mastery', userId] as const, () => getMastery(), { shouldRetryOnError: false });
}
