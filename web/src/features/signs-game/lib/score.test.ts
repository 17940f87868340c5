import { describe, expect, it } from 'vitest';
import { congratulates, scoreBand } from './score';

describe('signs score bands (spec 9)', () => {
  it('maps each band at its threshold', () => {
    expect([100, 90, 89.9, 80, 79, 70, 69, 60, 59, 50].map(scoreBand)).toEqual([
      'excellent',
      'excellent',
      'veryGood',
      'veryGood',
      'good',
      'good',
      'practice',
      'practice',
      'passed',
      'passed',
    ]);
  });

  it('congratulates from 80', () => {
    expect(congratulates(80)).toBe(true);
    expect(congratulates(79.9)).toBe(false);
  });
});
