import type { OddunProvenanceSection, RequestBody, ResponseBody } from '@ifa/shared';
import type { Language } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type ReviewQueue = ResponseBody<'reviewQueue'>;
export type ReviewQueueItem = ReviewQueue['items'][number];
/** A learner's pending contribution in one of the reviewer's languages (issue 36). */
export type ReviewContribution = ReviewQueue['contributions'][number];

/** GET /review/queue (issue 36): the contributions and the sections pending in the reviewer's languages. */
export const reviewQueueKey = (userId: string) => ['/review/queue', userId] as const;
export function useReviewQueue(userId: string) {
  return useSWR(reviewQueueKey(userId), () => callApi(route('reviewQueue')), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** PUT /review/odduns/{id}/{section}/{language}: reviewed, for the text the reviewer read. */
export const markReviewed = (item: { oddun_id: string; section: OddunProvenanceSection; language: Language }, body: RequestBody<'reviewMark'>) =>
  callApi(route('reviewMark'), { params: { id: item.oddun_id, section: item.section, language: item.language }, body });
