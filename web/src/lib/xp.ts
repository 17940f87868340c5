import { levelBounds, levelForXp } from '@ifa/shared';

/**
 * The XP bar (DESIGN.md 5): progress within the current level of the curve
 * (docs/decisions/019-level-curve.md), as `current / total` XP with `remaining` to the next level.
 */
export function xpProgress(experiencePoints: number) {
  const xp = Math.max(0, Math.floor(experiencePoints));
  const { level, start, end } = levelBounds(xp);
  const total = end - start;
  const current = xp - start;
  return { level, next: level + 1, current, total, remaining: end - xp, percent: (current / total) * 100 };
}

/**
 * What a finished game or session did to the learner's level (issue 27, part 9): the XP before
 * and after, and the level at each. `bonusXp` is XP paid with it beside the game's own (a duel
 * won): it counts toward the level too, so a bonus that crosses a level still gets its moment.
 */
export function levelChange(experiencePointsAfter: number, xpEarned: number, bonusXp = 0) {
  const after = Math.max(0, Math.floor(experiencePointsAfter));
  const gained = Math.max(0, Math.floor(xpEarned)) + Math.max(0, Math.floor(bonusXp));
  const before = Math.max(0, after - gained);
  const levelBefore = levelForXp(before);
  const levelAfter = levelForXp(after);
  return { before, after, levelBefore, levelAfter, leveledUp: levelAfter > levelBefore };
}
