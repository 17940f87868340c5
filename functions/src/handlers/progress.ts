import { randomInt } from 'node:crypto';
import { getProgress } from '../data/progress.js';
import type { Rng } from '../domain/game-types.js';
import { groupHandler } from '../http/group-handler.js';
import { progressSchemas } from '@ifa/shared/routes/progress';
import { offlinePack, syncOfflineAnswers } from '../services/offline-review.js';
import { answerReview, buyFreeze, completeReview, masteryMap, practiceSummary, reviewHint, startReview } from '../services/practice.js';

/** Options are shuffled with the crypto generator; the domain takes any source (tests seed theirs). */
const rng: Rng = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** The learner's progress: the games' totals and daily practice (issue 12). */
export const handler = groupHandler('progress', progressSchemas, {
  progress: async ({ user, params }) => getProgress(user.id, params.game),
  practiceSummary: async ({ user }) => practiceSummary(user, new Date()),
  reviewStart: async ({ user, body }) => startReview(user, body, { now: new Date(), rng }),
  reviewAnswer: async ({ user, body }) => answerReview(user, body, new Date()),
  reviewHint: async ({ user, body }) => reviewHint(user, body, new Date()),
  reviewComplete: async ({ user, body }) => completeReview(user, body.session_id, new Date()),
  reviewOffline: async ({ user }) => offlinePack(user, new Date(), rng),
  reviewSync: async ({ user, body }) => syncOfflineAnswers(user, body, new Date()),
  mastery: async ({ user }) => masteryMap(user, new Date()),
  buyStreakFreeze: async ({ user }) => buyFreeze(user, new Date()),
});
