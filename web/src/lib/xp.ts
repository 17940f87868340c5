import { ECONOMY, levelForXp } from '@ifa/shared';

/**
 * Spec 9: the bar is XP mod 1000 divided by 10 percent, shown as `XP mod 1000 / 1000`, with
 * `1000 - that remainder` XP to the next level.
 */
export function xpProgress(experiencePoints: number) {
  const total = ECONOMY.xpPerLevel;
  const current = ((Math.max(0, Math.floor(experiencePoints)) % total) + total) % total;
  return { current, total, remaining: total - current, percent: current / 10 };
}

/**
 * What a finished game or session did to the learner's level (issue 27, part 9): the XP before
 * and after, and the level at each (DESIGN.md 5: floor(XP / 1000) + 1).
 */
export function levelChange(experiencePointsAfter: number, xpEarned: number) {
  const after = Math.max(0, Math.floor(experiencePointsAfter));
  const before = Math.max(0, after - Math.max(0, Math.floor(xpEarned)));
  const levelBefore = levelForXp(before);
  const levelAfter = levelForXp(after);
  return { before, after, levelBefore, levelAfter, leveledUp: levelAfter > levelBefore };
}
