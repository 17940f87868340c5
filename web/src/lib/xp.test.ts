import { describe, expect, it } from 'vitest';
import { levelChange, xpProgress } from './xp';

// The curve: level 2 at 200 XP, 3 at 500, 4 at 900, 10 at 5,400 (docs/decisions/019-level-curve.md).
describe('xpProgress', () => {
  it('is the progress within the current level, not XP mod 1000', () => {
    expect(xpProgress(0)).toEqual({ level: 1, next: 2, current: 0, total: 200, remaining: 200, percent: 0 });
    expect(xpProgress(650)).toEqual({ level: 3, next: 4, current: 150, total: 400, remaining: 250, percent: 37.5 });
    expect(xpProgress(5400)).toMatchObject({ level: 10, current: 0, total: 1000, remaining: 1000 });
  });

  it('reads negative or fractional XP as whole XP from zero', () => {
    expect(xpProgress(-30)).toMatchObject({ level: 1, current: 0 });
    expect(xpProgress(199.9)).toMatchObject({ level: 1, current: 199, remaining: 1 });
  });
});

describe('levelChange', () => {
  it('keeps the level when the XP stays inside it', () => {
    expect(levelChange(800, 200)).toEqual({ before: 600, after: 800, levelBefore: 3, levelAfter: 3, leveledUp: false });
  });

  it('says a level was reached when the XP crosses a level start, exactly at it too', () => {
    expect(levelChange(560, 90)).toMatchObject({ before: 470, levelBefore: 2, levelAfter: 3, leveledUp: true });
    expect(levelChange(200, 1)).toMatchObject({ levelBefore: 1, levelAfter: 2, leveledUp: true });
    expect(levelChange(199, 199)).toMatchObject({ before: 0, levelBefore: 1, levelAfter: 1, leveledUp: false });
  });

  it('counts a bonus paid with the game (a duel won) toward the level', () => {
    // 480 + 10 from the game + 25 from the duel: the bonus crosses 500.
    expect(levelChange(515, 10, 25)).toMatchObject({ before: 480, levelBefore: 2, levelAfter: 3, leveledUp: true });
    expect(levelChange(515, 10)).toMatchObject({ before: 505, leveledUp: false });
  });

  it('never goes below zero XP nor counts a negative gain', () => {
    expect(levelChange(30, 80)).toMatchObject({ before: 0, after: 30, leveledUp: false });
    expect(levelChange(500, -40)).toMatchObject({ before: 500, after: 500 });
  });

  it('matches the bar of the dashboard after the game', () => {
    expect(xpProgress(levelChange(560, 90).after)).toMatchObject({ level: 3, current: 60, remaining: 340 });
  });
});
