import type { RequestBody, ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type ReviewCompleteBody = RequestBody<'reviewComplete'>;
export type ReviewResults = ResponseBody<'reviewComplete'>;

/** POST /practice/review/complete: the day counts for the streak; completing twice pays once. */
export const completeReview = (body: ReviewCompleteBody) => callApi(route('reviewComplete'), { body });
