import type { RequestBody, ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type SignsStartBody = RequestBody<'signsStart'>;
export type SignsStart = ResponseBody<'signsStart'>;

/** POST /games/ifa-signs/start (spec 7). The server builds the questions and keeps the answers. */
export const startSignsGame = (body: SignsStartBody) => callApi(route('signsStart'), { body });
