import type { RequestBody, ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type ReviewHintBody = RequestBody<'reviewHint'>;
export type ReviewHint = ResponseBody<'reviewHint'>;

/** POST /practice/review/hint: the same hint each time; a right answer after it is rated 'hard'. */
export const getReviewHint = (body: ReviewHintBody) => callApi(route('reviewHint'), { body });
