import type { RequestBody, ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type ReviewAnswerBody = RequestBody<'reviewAnswer'>;
export type ReviewAnswerResult = ResponseBody<'reviewAnswer'>;

/** POST /practice/review/answer: the server checks the answer, rates it and moves the card (FSRS). */
export const submitReviewAnswer = (body: ReviewAnswerBody) => callApi(route('reviewAnswer'), { body });
