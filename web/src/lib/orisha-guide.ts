import type { Language, ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from './api-client';
import { route } from './route';

export type OrishaGuide = ResponseBody<'orishaGuide'>;
export type OrishaEntry = OrishaGuide['orishas'][number];
export type OrishaFact = OrishaEntry['facts'][number];

/** GET /games/orisha-matching/guide: what the Orisha game asks about, with its sources. */
export const getOrishaGuide = (language: Language) => callApi(route('orishaGuide'), { query: { language } });

/** Content changes only with a deploy: no refetch on focus; a failure shows a retry. `needed` false: not asked (yet). */
export function useOrishaGuide(language: Language, needed = true) {
  return useSWR(needed ? (['/games/orisha-matching/guide', language] as const) : null, ([, lang]) => getOrishaGuide(lang), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
