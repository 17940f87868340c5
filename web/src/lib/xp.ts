import { ECONOMY } from '@ifa/shared';

/**
 * Spec 9: the bar is XP mod 1000 divided by 10 percent, shown as `XP mod 1000 / 1000`, with
 * `1000 - that remainder` XP to the next level.
 */
export function xpProgress(experiencePoints: number) {
  const total = ECONOMY.xpPerLevel;
  const current = ((Math.max(0, Math.floor(experiencePoints)) % total) + total) % total;
  return { current, total, remaining: total - current, percent: current / 10 };
}
