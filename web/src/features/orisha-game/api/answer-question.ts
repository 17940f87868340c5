import type { ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type AnswerResult = ResponseBody<'orishaAnswer'>;

export interface AnswerInput {
  sessionId: string;
  questionId: string;
  /** The chosen options (several for a multi-answer question); empty when time ran out. */
  answers: string[];
  multiple: boolean;
}

/** POST /games/{sessionId}/answer (spec 7): `answer`, plus the `answers` list for multi-answer questions. */
export const answerQuestion = ({ sessionId, questionId, answers, multiple }: AnswerInput, signal?: AbortSignal) =>
  callApi(route('orishaAnswer'), {
    params: { sessionId },
    body: { question_id: questionId, answer: answers[0] ?? '', ...(multiple ? { answers } : {}) },
    signal,
  });
