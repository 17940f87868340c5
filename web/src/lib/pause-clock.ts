import type { ResponseBody } from '@ifa/shared';
import { callApi } from './api-client';
import { route } from './route';

export type PauseResult = ResponseBody<'gamePause'>;

export interface PauseInput {
  sessionId: string;
  paused: boolean;
}

/**
 * POST /games/{sessionId}/pause (issue 34 point 7): the server that judges the deadline stops
 * or restarts the open question's clock with the one on screen; both games and duels use it.
 */
export const pauseClock = ({ sessionId, paused }: PauseInput, signal?: AbortSignal) =>
  callApi(route('gamePause'), { params: { sessionId }, body: { paused }, signal });
