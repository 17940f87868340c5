import type { ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { NetworkError, callApi } from '../../../../lib/api-client';
import { route } from '../../../../lib/route';

export type OddunDetail = ResponseBody<'oddunDetail'>;

/**
 * GET /ifa-signs/oddun/{id} (spec 7): the full entry; `secret_content` only for buyers and admins.
 * Without a network (DESIGN.md 5d) a sign opened before comes from the service worker's copy;
 * any other from the study pack the device keeps (all 256 signs' study texts, no secret).
 */
export async function getOddun(id: string): Promise<OddunDetail> {
  try {
    return await callApi(route('oddunDetail'), { params: { id } });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const pack = await callApi(route('studyPack')).catch(() => null);
    const kept = pack?.odduns.find((oddun) => oddun.id === id);
    if (!kept) throw error;
    return kept;
  }
}

/** Keyed by user too: what a detail shows (the secret) depends on who asks. */
export const oddunKey = (id: string, userId: string) => ['/ifa-signs/oddun', id, userId] as const;

/** On failure the screen falls back to the list entry (spec 7), so no retries here. */
export function useOddun(id: string | undefined, userId: string) {
  return useSWR(id ? oddunKey(id, userId) : null, ([, oddunId]) => getOddun(oddunId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
