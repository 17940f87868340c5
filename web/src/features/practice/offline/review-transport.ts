import { NetworkError, callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { deviceUserId } from '../../../lib/offline/device-user';
import { answeredSince, enqueue, newAnswerKey } from '../../../lib/offline/outbox';
import { completeReview, type ReviewCompleteBody } from '../api/complete-review';
import { getReviewHint, type ReviewHintBody } from '../api/get-review-hint';
import { startReview, type ReviewStartBody } from '../api/start-review';
import { submitReviewAnswer, type ReviewAnswerBody } from '../api/submit-review-answer';
import { createDeviceReview, isDeviceSession } from './device-review';

/**
 * Where a review session's requests go (DESIGN.md 5d): to the server, or, for the daily review
 * started without a network, to the device (device-review.ts). The review's chart is the same
 * either way; only these actors know the difference.
 */
const device = createDeviceReview({
  userId: () => deviceUserId(),
  // Offline, the service worker answers this from the review it kept (web/build/pwa.ts).
  loadPack: () => callApi(route('reviewOffline')).catch(() => null),
  answeredSince,
  enqueue,
  newKey: newAnswerKey,
  lastKnown: async () => {
    const [summary, me] = await Promise.all([callApi(route('practiceSummary')).catch(() => null), callApi(route('me')).catch(() => null)]);
    return { summary, experiencePoints: me?.experience_points ?? 0 };
  },
  now: () => new Date(),
});

/**
 * The daily review starts on the server; with no network it starts from the review kept on the
 * device. Drills, focus sessions and a house's tasks need the server (their cards are chosen there).
 */
export async function startReviewAnywhere(body: ReviewStartBody) {
  try {
    return await startReview(body);
  } catch (error) {
    const daily = (body.mode ?? 'review') === 'review' && !body.assignment;
    if (!(error instanceof NetworkError) || !daily) throw error;
    const offline = await device.start();
    if (!offline) throw error;
    return offline;
  }
}

export const answerAnywhere = (body: ReviewAnswerBody) => (isDeviceSession(body.session_id) ? device.answer(body) : submitReviewAnswer(body));
export const hintAnywhere = async (body: ReviewHintBody) => (isDeviceSession(body.session_id) ? device.hint(body) : getReviewHint(body));
export const completeAnywhere = (body: ReviewCompleteBody) => (isDeviceSession(body.session_id) ? device.complete(body.session_id) : completeReview(body));
