import type { RequestBody, ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type SignsAnswerBody = RequestBody<'signsAnswer'>;
export type SignsAnswerResult = ResponseBody<'signsAnswer'>;

/** POST /games/ifa-signs/answer (spec 7): the server decides right or wrong. */
export const submitSignsAnswer = (body: SignsAnswerBody) => callApi(route('signsAnswer'), { body });
