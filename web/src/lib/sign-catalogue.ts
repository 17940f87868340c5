import type { ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from './api-client';
import { route } from './route';

/**
 * The catalogue's 256 signs as the encyclopedia browses them and a house's head picks them for an
 * assignment (issue 28): one request, one cache, for both screens.
 */
export type OddunSummary = ResponseBody<'oddunList'>['odduns'][number];

/** GET /ifa-signs/odduns?level=expert (spec 7): the 256 summaries the encyclopedia browses and searches. */
export const getOdduns = () => callApi(route('oddunList'), { query: { level: 'expert' } });

/**
 * The catalogue changes only when an admin edits it: no refetch on focus, and a failure is
 * shown at once with a retry (spec 8) instead of silent retries.
 */
export function useOdduns() {
  return useSWR('/ifa-signs/odduns?level=expert', getOdduns, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
