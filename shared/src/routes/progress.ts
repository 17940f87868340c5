import { ProgressParams } from '../schemas/progress.js';
import * as P from '../schemas/practice.js';
import type { GroupSchemas } from './types.js';

export const progressSchemas = {
  progress: { params: ProgressParams },
  practiceSummary: {},
  reviewStart: { body: P.ReviewStartRequest },
  reviewAnswer: { body: P.ReviewAnswerRequest },
  reviewHint: { body: P.ReviewHintRequest },
  reviewComplete: { body: P.ReviewCompleteRequest },
  reviewOffline: {},
  reviewSync: { body: P.ReviewSyncRequest },
  mastery: {},
  buyStreakFreeze: {},
} as const satisfies GroupSchemas<'progress'>;
