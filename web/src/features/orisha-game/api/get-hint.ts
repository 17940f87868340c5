import type { ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type HintResult = ResponseBody<'gameHint'>;

export interface HintInput {
  sessionId: string;
  questionId: string;
}

/** POST /games/{sessionId}/hint (DESIGN.md 5): the first letter and the length, for 5 XP of this game. */
export const getHint = ({ sessionId, questionId }: HintInput, signal?: AbortSignal) =>
  callApi(route('gameHint'), { params: { sessionId }, body: { question_id: questionId }, signal });
