import { describe, expect, it } from 'vitest';
import { ECONOMY, LEVEL_CURVE, levelBounds, levelForXp, xpForLevel, xpToNextLevel } from '../src/index.js';

/** A beginner Orisha or Signs game of 10 questions with 8 right: 80 XP (DESIGN.md 5). */
const BEGINNER_GAME_XP = 8 * ECONOMY.xpPerCorrect;
/** The spec's curve, which this one replaces (docs/decisions/019-level-curve.md). */
const specLevel = (xp: number) => Math.floor(xp / 1000) + 1;

describe('level curve (docs/decisions/019-level-curve.md)', () => {
  it('starts at level 1 with no XP, and reads negative or fractional XP as its floor', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(-50)).toBe(1);
    expect(levelForXp(199.9)).toBe(1);
    expect(xpForLevel(1)).toBe(0);
  });

  it('reaches level 2 after two or three beginner games, not ten', () => {
    expect(xpForLevel(2)).toBe(200);
    const games = Math.ceil(xpForLevel(2) / BEGINNER_GAME_XP);
    expect(games).toBeGreaterThanOrEqual(2);
    expect(games).toBeLessThanOrEqual(3);
    expect(levelForXp(199)).toBe(1);
    expect(levelForXp(200)).toBe(2);
  });

  it('has these first ten levels (the table of the decision record)', () => {
    expect(Array.from({ length: 11 }, (_, i) => xpForLevel(i + 1))).toEqual([0, 200, 500, 900, 1400, 2000, 2700, 3500, 4400, 5400, 6400]);
  });

  it('widens each step until the cap, then keeps every step at the cap', () => {
    const steps = Array.from({ length: 40 }, (_, i) => xpToNextLevel(i + 1));
    steps.slice(1).forEach((step, i) => expect(step).toBeGreaterThanOrEqual(steps[i]!));
    expect(steps[0]).toBe(LEVEL_CURVE.firstStep);
    expect(steps.slice(8)).toEqual(Array(32).fill(LEVEL_CURVE.maxStep));
    // Each step is the difference of the level starts.
    steps.forEach((step, i) => expect(xpForLevel(i + 2) - xpForLevel(i + 1)).toBe(step));
  });

  it('is monotonic and agrees with xpForLevel at every boundary', () => {
    let previous = 1;
    for (let xp = 0; xp <= 30_000; xp += 10) {
      const level = levelForXp(xp);
      expect(level).toBeGreaterThanOrEqual(previous);
      expect(xpForLevel(level)).toBeLessThanOrEqual(xp);
      expect(xpForLevel(level + 1)).toBeGreaterThan(xp);
      previous = level;
    }
    for (let level = 1; level <= 120; level++) {
      expect(levelForXp(xpForLevel(level))).toBe(level);
      expect(levelForXp(xpForLevel(level) - 1)).toBe(Math.max(1, level - 1));
    }
  });

  it('never puts an existing learner below the level the spec gave them', () => {
    for (const xp of [0, 999, 1000, 4999, 9000, 15_000, 123_456, 2_000_000]) expect(levelForXp(xp)).toBeGreaterThanOrEqual(specLevel(xp));
  });

  it('gives the bounds of the level a total is in', () => {
    expect(levelBounds(0)).toEqual({ level: 1, start: 0, end: 200 });
    expect(levelBounds(650)).toEqual({ level: 3, start: 500, end: 900 });
    expect(levelBounds(5400)).toEqual({ level: 10, start: 5400, end: 6400 });
    expect(levelBounds(1_000_000)).toEqual({ level: 1004, start: 999_400, end: 1_000_400 });
  });
});
