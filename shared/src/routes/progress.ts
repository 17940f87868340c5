import { ProgressParams, ProgressResponse } from '../schemas/progress.js';
import * as P from '../schemas/practice.js';
import type { GroupSchemas } from './types.js';

export const progressSchemas = {
  progress: { params: ProgressParams, response: ProgressResponse },
  practiceSummary: { response: P.PracticeSummaryResponse },
  reviewStart: { body: P.ReviewStartRequest, response: P.ReviewStartResponse },
  reviewAnswer: { body: P.ReviewAnswerRequest, response: P.ReviewAnswerResponse },
  reviewHint: { body: P.ReviewHintRequest, response: P.ReviewHintResponse },
  reviewComplete: { body: P.ReviewCompleteRequest, response: P.ReviewCompleteResponse },
  mastery: { response: P.MasteryResponse },
  buyStreakFreeze: { response: P.BuyFreezeResponse },
  signOfDay: { query: P.SignOfDayQuery, response: P.SignOfDayResponse },
} as const satisfies GroupSchemas<'progress'>;
