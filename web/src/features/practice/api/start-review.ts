import type { RequestBody, ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type ReviewStartBody = RequestBody<'reviewStart'>;
export type ReviewStart = ResponseBody<'reviewStart'>;

/** POST /practice/review/start (issue 12): due cards first, then new ones; the answers stay on the server. */
export const startReview = (body: ReviewStartBody) => callApi(route('reviewStart'), { body });
