import { describe, expect, it } from 'vitest';
import { HOUSE, HOUSE_CODE_PATTERN } from '@ifa/shared';
import { addDays, assignmentIdOf, dueDayValid, inviteCodeFrom, rankByXp, weekStart } from '../../src/domain/house.js';

/** The religious house's pure rules (DESIGN.md 5c): codes, assignment ids and due days, the weekly ranking. */
describe('invite codes', () => {
  it('are 8 characters of the unmistakable alphabet, whatever the bytes', () => {
    for (const fill of [0, 7, 30, 31, 200, 255]) expect(inviteCodeFrom(new Uint8Array(16).fill(fill))).toMatch(HOUSE_CODE_PATTERN);
    expect(inviteCodeFrom(Uint8Array.from({ length: 8 }, (_, i) => i))).toBe('ABCDEFGH');
    expect(() => inviteCodeFrom(new Uint8Array(HOUSE.codeLength - 1))).toThrow();
  });
});

describe('assignments', () => {
  it('have one id for what they ask, whatever the order or repeats of the subjects', () => {
    const id = assignmentIdOf('signs', ['a', 'b', 'c'], '2026-12-01');
    expect(assignmentIdOf('signs', ['c', 'a', 'b', 'a'], '2026-12-01')).toBe(id);
    expect(assignmentIdOf('signs', ['a', 'b'], '2026-12-01')).not.toBe(id);
    expect(assignmentIdOf('signs', ['a', 'b', 'c'], '2026-12-02')).not.toBe(id);
    expect(assignmentIdOf('orishas', ['a', 'b', 'c'], '2026-12-01')).not.toBe(id);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('are due from today up to the last day allowed, on real calendar days', () => {
    expect(dueDayValid('2026-11-27', '2026-11-27')).toBe(true);
    expect(dueDayValid('2026-11-26', '2026-11-27')).toBe(false);
    expect(dueDayValid(addDays('2026-11-27', HOUSE.maxDueDays), '2026-11-27')).toBe(true);
    expect(dueDayValid(addDays('2026-11-27', HOUSE.maxDueDays + 1), '2026-11-27')).toBe(false);
    expect(dueDayValid('2026-02-30', '2026-01-01')).toBe(false);
    expect(dueDayValid('2026-13-01', '2026-01-01')).toBe(false);
  });
});

describe('the weekly ranking', () => {
  it('runs from Monday', () => {
    expect(weekStart('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across a year
  });

  it('orders by XP, shares a rank on equal XP and skips after it', () => {
    const rows = rankByXp([
      { user_id: '1', username: 'bea', xp: 10 },
      { user_id: '2', username: 'ana', xp: 30 },
      { user_id: '3', username: 'ceci', xp: 10 },
      { user_id: '4', username: 'dani', xp: 0 },
    ]);
    expect(rows.map((r) => [r.username, r.rank])).toEqual([
      ['ana', 1],
      ['bea', 2],
      ['ceci', 2],
      ['dani', 4],
    ]);
  });
});
