import type { ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from './api-client';
import { route } from './route';

export type PracticeSummary = ResponseBody<'practiceSummary'>;

/** GET /practice/summary (issue 12): what is due, the streak, the goal and the practice achievements. */
export const getPracticeSummary = () => callApi(route('practiceSummary'));

/** Keyed by user, so another account never sees this one's streak. */
export const practiceSummaryKey = (userId: string) => ['/practice/summary', userId] as const;

export function usePracticeSummary(userId: string) {
  return useSWR(practiceSummaryKey(userId), () => getPracticeSummary(), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('practice summary could not be loaded', error),
  });
}
