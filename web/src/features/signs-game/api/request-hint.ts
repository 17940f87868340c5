import type { ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type SignsHint = ResponseBody<'gameHint'>;

/** POST /games/{sessionId}/hint (DESIGN.md 5): costs 5 XP of this game's XP, once per question. */
export const requestHint = (sessionId: string, questionId: string) =>
  callApi(route('gameHint'), { params: { sessionId }, body: { question_id: questionId } });
