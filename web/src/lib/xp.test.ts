import { describe, expect, it } from 'vitest';
import { levelChange, xpProgress } from './xp';

describe('levelChange', () => {
  it('keeps the level when the XP stays inside it', () => {
    expect(levelChange(1450, 200)).toEqual({ before: 1250, after: 1450, levelBefore: 2, levelAfter: 2, leveledUp: false });
  });

  it('says a level was reached when the XP crosses a thousand, exactly at it too', () => {
    expect(levelChange(2030, 60)).toMatchObject({ before: 1970, levelBefore: 2, levelAfter: 3, leveledUp: true });
    expect(levelChange(1000, 1)).toMatchObject({ levelBefore: 1, levelAfter: 2, leveledUp: true });
    expect(levelChange(999, 999)).toMatchObject({ before: 0, levelBefore: 1, levelAfter: 1, leveledUp: false });
  });

  it('never goes below zero XP nor counts a negative gain', () => {
    expect(levelChange(30, 80)).toMatchObject({ before: 0, after: 30, leveledUp: false });
    expect(levelChange(500, -40)).toMatchObject({ before: 500, after: 500 });
  });

  it('matches the bar of the dashboard after the game', () => {
    expect(xpProgress(levelChange(2030, 60).after)).toMatchObject({ current: 30, remaining: 970 });
  });
});
