import { describe, expect, it } from 'vitest';
import { daysBetween, localDay, recordActiveDay, streakAsOf, type StreakState } from '../../src/domain/practice/streak.js';

// Injected instants only: never the machine's clock or zone.
const utc = (iso: string) => new Date(iso);
const fresh: StreakState = { current: 0, best: 0, last_day: null, freezes: 0 };

/** The streak after counting each of these days in turn. */
function play(days: string[], start: StreakState = fresh): StreakState {
  return days.reduce((s, d) => recordActiveDay(s, d).next, start);
}

describe('the learner\u2019s local day', () => {
  it('changes at local midnight in Havana (UTC-5 in winter, UTC-4 in summer)', () => {
    // 23:59 and 00:01 local, in winter (CST, UTC-5).
    expect(localDay(utc('2026-01-16T04:59:00Z'), 'America/Havana')).toBe('2026-01-15');
    expect(localDay(utc('2026-01-16T05:01:00Z'), 'America/Havana')).toBe('2026-01-16');
    // In summer (CDT, UTC-4).
    expect(localDay(utc('2026-07-16T03:59:00Z'), 'America/Havana')).toBe('2026-07-15');
    expect(localDay(utc('2026-07-16T04:01:00Z'), 'America/Havana')).toBe('2026-07-16');
  });

  it('changes at local midnight in Madrid (UTC+1 in winter, UTC+2 in summer)', () => {
    expect(localDay(utc('2026-01-15T22:59:00Z'), 'Europe/Madrid')).toBe('2026-01-15');
    expect(localDay(utc('2026-01-15T23:01:00Z'), 'Europe/Madrid')).toBe('2026-01-16');
    expect(localDay(utc('2026-07-15T21:59:00Z'), 'Europe/Madrid')).toBe('2026-07-15');
    expect(localDay(utc('2026-07-15T22:01:00Z'), 'Europe/Madrid')).toBe('2026-07-16');
  });

  it('the same instant is different days in different zones', () => {
    // Kiritimati is UTC+14, Pago Pago UTC-11: 25 hours apart, two calendar days for one instant.
    const instant = utc('2026-05-10T11:30:00Z');
    expect(localDay(instant, 'Pacific/Kiritimati')).toBe('2026-05-11');
    expect(localDay(instant, 'Pacific/Pago_Pago')).toBe('2026-05-10');
    expect(localDay(instant, 'UTC')).toBe('2026-05-10');
    expect(localDay(utc('2026-05-10T10:30:00Z'), 'Pacific/Pago_Pago')).toBe('2026-05-09');
  });

  it('an unknown zone counts in UTC', () => {
    expect(localDay(utc('2026-05-10T23:30:00Z'), 'Mars/Olympus_Mons')).toBe('2026-05-10');
    expect(localDay(utc('2026-05-10T23:30:00Z'), '')).toBe('2026-05-10');
    expect(localDay(utc('2026-05-10T23:30:00Z'), 'Europe/Madrid')).toBe('2026-05-11');
  });

  it('days between are calendar days, not 24-hour spans', () => {
    expect(daysBetween('2026-03-28', '2026-03-29')).toBe(1);
    expect(daysBetween('2026-03-29', '2026-03-29')).toBe(0);
    expect(daysBetween('2026-03-29', '2026-03-28')).toBe(-1);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(() => daysBetween('2026-1-1', '2026-01-02')).toThrow(RangeError);
  });
});

describe('daylight-saving change days', () => {
  // Each case: the zone, the change day, an instant (UTC) early in that local day (00:30, or 01:30
  // in Havana on 2026-03-08 when 00:30 does not exist), one at 23:30 local, and 00:30 local the next day. Madrid: 23-hour day 2026-03-29, 25-hour day 2026-10-25.
  // Havana: 2026-03-08 (at 00:00 the clock jumps to 01:00) and 2026-11-01 (01:00 back to 00:00).
  const cases = [
    { zone: 'Europe/Madrid', day: '2026-03-29', early: '2026-03-28T23:30:00Z', late: '2026-03-29T21:30:00Z', next: '2026-03-29T22:30:00Z' },
    { zone: 'Europe/Madrid', day: '2026-10-25', early: '2026-10-24T22:30:00Z', late: '2026-10-25T22:30:00Z', next: '2026-10-25T23:30:00Z' },
    { zone: 'America/Havana', day: '2026-03-08', early: '2026-03-08T05:30:00Z', late: '2026-03-09T03:30:00Z', next: '2026-03-09T04:30:00Z' },
    { zone: 'America/Havana', day: '2026-11-01', early: '2026-11-01T04:30:00Z', late: '2026-11-02T04:30:00Z', next: '2026-11-02T05:30:00Z' },
  ];

  it.each(cases)('$zone $day is one day, the next day is consecutive', ({ zone, day, early, late, next }) => {
    expect(localDay(utc(early), zone)).toBe(day);
    expect(localDay(utc(late), zone)).toBe(day);
    const following = localDay(utc(next), zone);
    expect(daysBetween(day, following)).toBe(1);

    const before = { current: 3, best: 3, last_day: localDay(utc(early), zone), freezes: 0 };
    // Playing again late the same (short or long) day does not count twice...
    expect(recordActiveDay(before, localDay(utc(late), zone)).changed).toBe(false);
    // ...and the next morning continues the streak.
    const after = recordActiveDay(before, following);
    expect(after.next).toEqual({ current: 4, best: 4, last_day: following, freezes: 0 });
  });

  it('the hours of a 23- or 25-hour day are not what makes a day (a 24-hour rule would get these wrong)', () => {
    // 23:30 on the 25-hour day in Madrid to 00:30 the next day is 1 hour and 1 day.
    const a = localDay(utc('2026-10-25T22:30:00Z'), 'Europe/Madrid');
    const b = localDay(utc('2026-10-25T23:30:00Z'), 'Europe/Madrid');
    expect(daysBetween(a, b)).toBe(1);
    // 00:30 to 23:30 on it is 24 hours and the same day.
    expect(localDay(utc('2026-10-24T22:30:00Z'), 'Europe/Madrid')).toBe(a);
  });
});

describe('recording active days', () => {
  it('the first day starts a streak of 1', () => {
    expect(recordActiveDay(fresh, '2026-04-01')).toEqual({
      next: { current: 1, best: 1, last_day: '2026-04-01', freezes: 0 },
      freezesSpent: 0,
      changed: true,
    });
  });

  it('a day counts once, however many sessions', () => {
    const once = play(['2026-04-01']);
    const again = recordActiveDay(once, '2026-04-01');
    expect(again).toEqual({ next: once, freezesSpent: 0, changed: false });
  });

  it('across local midnight: 23:59 and 00:01 are two consecutive days', () => {
    const zone = 'America/Havana';
    const s = play([localDay(utc('2026-01-16T04:59:00Z'), zone), localDay(utc('2026-01-16T05:01:00Z'), zone)]);
    expect(s).toMatchObject({ current: 2, best: 2, last_day: '2026-01-16' });
  });

  it('consecutive days grow the streak and the best', () => {
    expect(play(['2026-04-01', '2026-04-02', '2026-04-03'])).toEqual({ current: 3, best: 3, last_day: '2026-04-03', freezes: 0 });
  });

  it('one missed day with one freeze: the freeze is spent, the streak goes on', () => {
    const s = { ...play(['2026-04-01', '2026-04-02']), freezes: 1 };
    expect(recordActiveDay(s, '2026-04-04')).toEqual({
      next: { current: 3, best: 3, last_day: '2026-04-04', freezes: 0 },
      freezesSpent: 1,
      changed: true,
    });
  });

  it('two missed days with two freezes: both spent', () => {
    const s = { ...play(['2026-04-01']), freezes: 2 };
    const r = recordActiveDay(s, '2026-04-04');
    expect(r.freezesSpent).toBe(2);
    expect(r.next).toEqual({ current: 2, best: 2, last_day: '2026-04-04', freezes: 0 });
  });

  it('one missed day with two freezes spends only one', () => {
    const r = recordActiveDay({ current: 5, best: 9, last_day: '2026-04-01', freezes: 2 }, '2026-04-03');
    expect(r).toEqual({ next: { current: 6, best: 9, last_day: '2026-04-03', freezes: 1 }, freezesSpent: 1, changed: true });
  });

  it('three missed days with two freezes: the streak restarts at 1 and the freezes are kept', () => {
    const r = recordActiveDay({ current: 12, best: 12, last_day: '2026-04-01', freezes: 2 }, '2026-04-05');
    expect(r).toEqual({ next: { current: 1, best: 12, last_day: '2026-04-05', freezes: 2 }, freezesSpent: 0, changed: true });
  });

  it('a missed day without a freeze restarts the streak', () => {
    expect(recordActiveDay({ current: 4, best: 4, last_day: '2026-04-01', freezes: 0 }, '2026-04-03').next.current).toBe(1);
  });

  it('a day before the last one (clock or zone moved back) changes nothing', () => {
    const s: StreakState = { current: 4, best: 6, last_day: '2026-04-10', freezes: 1 };
    expect(recordActiveDay(s, '2026-04-09')).toEqual({ next: s, freezesSpent: 0, changed: false });
  });

  it('the best is kept when a new streak is shorter', () => {
    expect(play(['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-10', '2026-04-11'])).toEqual({
      current: 2,
      best: 3,
      last_day: '2026-04-11',
      freezes: 0,
    });
  });
});

describe('the streak shown today', () => {
  const s: StreakState = { current: 5, best: 8, last_day: '2026-04-10', freezes: 2 };

  it('done today', () => {
    expect(streakAsOf(s, '2026-04-10')).toEqual({ current: 5, todayDone: true, freezesNeeded: 0 });
  });

  it('still standing the next day, not yet done', () => {
    expect(streakAsOf(s, '2026-04-11')).toEqual({ current: 5, todayDone: false, freezesNeeded: 0 });
  });

  it('standing on freezes while the missed days are covered, saying how many the next day spends', () => {
    expect(streakAsOf(s, '2026-04-12')).toEqual({ current: 5, todayDone: false, freezesNeeded: 1 });
    expect(streakAsOf(s, '2026-04-13')).toEqual({ current: 5, todayDone: false, freezesNeeded: 2 });
    // And it agrees with what counting that day does.
    expect(recordActiveDay(s, '2026-04-13').freezesSpent).toBe(2);
  });

  it('broken (0) once more days were missed than the freezes cover', () => {
    expect(streakAsOf(s, '2026-04-14')).toEqual({ current: 0, todayDone: false, freezesNeeded: 0 });
    expect(streakAsOf({ ...s, freezes: 0 }, '2026-04-12')).toEqual({ current: 0, todayDone: false, freezesNeeded: 0 });
  });

  it('nothing yet before the first day', () => {
    expect(streakAsOf(fresh, '2026-04-10')).toEqual({ current: 0, todayDone: false, freezesNeeded: 0 });
  });
});
