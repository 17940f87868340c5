import type { ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type GameResult = ResponseBody<'orishaComplete'>;

/** GET /games/{sessionId}/complete (spec 7): the score and what the game paid. */
export const completeGame = (sessionId: string, signal?: AbortSignal) => callApi(route('orishaComplete'), { params: { sessionId }, signal });
