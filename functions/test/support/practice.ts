import { ODU_CATALOGUE } from '../../src/content/odu-catalogue.js';
import { getReviewSession } from '../../src/data/review-sessions.js';

/** Test helpers of daily practice: the stored session (with its cards) and a sign's right answers. */
export async function loadReviewSessionForTest(id: string) {
  const session = await getReviewSession(id);
  if (!session) throw new Error(`review session ${id} not found`);
  return session;
}

export const rightName = (position: number) => ODU_CATALOGUE[position - 1]!.name;
export const patternOf = (position: number) => ODU_CATALOGUE[position - 1]!.binary_pattern;
