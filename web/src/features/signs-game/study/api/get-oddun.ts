import type { ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi, route } from '../../../../lib/api-client';

export type OddunDetail = ResponseBody<'oddunDetail'>;

/** GET /ifa-signs/oddun/{id} (spec 7): the full entry; `secret_content` only for buyers and admins. */
export const getOddun = (id: string) => callApi(route('oddunDetail'), { params: { id } });

/** Keyed by user too: what a detail shows (the secret) depends on who asks. */
export const oddunKey = (id: string, userId: string) => ['/ifa-signs/oddun', id, userId] as const;

/** On failure the screen falls back to the list entry (spec 7), so no retries here. */
export function useOddun(id: string | undefined, userId: string) {
  return useSWR(id ? oddunKey(id, userId) : null, ([, oddunId]) => getOddun(oddunId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
