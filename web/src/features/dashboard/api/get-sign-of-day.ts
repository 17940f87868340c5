import type { ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type SignOfDay = ResponseBody<'signOfDay'>;

/** GET /practice/sign-of-the-day?language= (issue 12, point 5): public, the same sign for everyone. */
export const getSignOfDay = (language: string) => callApi(route('signOfDay'), { query: { language } });

/** Keyed by language: the study line comes in the UI language where the encyclopedia has it. */
const signOfDayKey = (language: string) => ['/practice/sign-of-the-day', language] as const;

export function useSignOfDay(language: string) {
  return useSWR(signOfDayKey(language), ([, lng]) => getSignOfDay(lng), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    onError: (error: unknown) => console.warn('sign of the day could not be loaded', error),
  });
}
