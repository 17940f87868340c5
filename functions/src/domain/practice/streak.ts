/**
 * Streaks of daily practice (issue 12, DESIGN.md 5b). A day is the learner's calendar day in
 * their own IANA time zone, so playing at 23:59 and again at 00:01 is two days, and a
 * daylight-saving change (a 23- or 25-hour day) is still one day. Days are compared as calendar
 * dates, never by counting 24-hour spans. The clock is always passed in (no Date.now()).
 *
 * A freeze (bought with cowries, at most PRACTICE.maxFreezes held) covers one missed day. It is
 * spent when the learner next counts a day, for the days missed since the last one; until then
 * the streak is shown as standing (`streakAsOf`), so nothing has to run at midnight.
 */
import { PRACTICE } from '@ifa/shared';

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
/** Zone names are a bounded list, but Intl also takes any casing of them: keep the cache bounded too. */
const MAX_FORMATTERS = 1000;

/** One formatter per zone (building one is costly); an unknown zone falls back to UTC. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = FORMATTERS.get(timeZone);
  if (cached) return cached;
  let f: Intl.DateTimeFormat;
  try {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    return formatterFor(PRACTICE.defaultTimeZone);
  }
  if (FORMATTERS.size >= MAX_FORMATTERS) FORMATTERS.clear();
  FORMATTERS.set(timeZone, f);
  return f;
}

/**
 * The calendar day ('yyyy-mm-dd') that `now` is in the IANA zone `timeZone`. An invalid zone
 * (a stale setting) counts in UTC rather than failing the learner's answer.
 */
export function localDay(now: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date as a count of days (UTC midnight has no daylight saving, so each step is one date). */
function dayNumber(day: string): number {
  const m = DAY_RE.exec(day);
  if (!m) throw new RangeError(`not a yyyy-mm-dd day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
}

/** Whole calendar days from day `a` to day `b` (b - a): 1 for consecutive days, 0 for the same day. */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** The learner's streak fields (stored on the profile). */
export interface StreakState {
  current: number;
  best: number;
  /** The last day that counted (learner's local 'yyyy-mm-dd'), null before the first. */
  last_day: string | null;
  /** Freezes held, each covering one missed day. */
  freezes: number;
}

export interface ActiveDayResult {
  next: StreakState;
  /** Freezes this day used up to cover the days missed before it. */
  freezesSpent: number;
  /** false when the day had already counted (nothing to write). */
  changed: boolean;
}

/**
 * The streak once `today` counts (a finished review session or game). A day counts once; the
 * next day continues the streak; missed days are covered by freezes when there are enough for
 * all of them (each covers one), otherwise the streak starts again at 1 and the freezes are kept.
 * A day before the last one (the clock or the time zone moved back) changes nothing.
 */
export function recordActiveDay(s: StreakState, today: string): ActiveDayResult {
  const unchanged = { next: s, freezesSpent: 0, changed: false };
  if (s.last_day === null) return counted(s, today, 1, 0);
  const gap = daysBetween(s.last_day, today);
  if (gap <= 0) return unchanged;
  const missed = gap - 1;
  if (missed <= s.freezes) return counted(s, today, s.current + 1, missed);
  return counted(s, today, 1, 0);
}

function counted(s: StreakState, today: string, current: number, freezesSpent: number): ActiveDayResult {
  return {
    next: { current, best: Math.max(s.best, current), last_day: today, freezes: s.freezes - freezesSpent },
    freezesSpent,
    changed: true,
  };
}

export interface StreakView {
  /** The streak as it stands today (0 once it is broken). */
  current: number;
  /** Today already counts. */
  todayDone: boolean;
  /** Freezes the next counted day will spend to keep the streak. */
  freezesNeeded: number;
}

/**
 * What the dashboard shows today, without writing: the streak stands while the last counted day
 * is today or yesterday, or while the days missed since are covered by the freezes held; it
 * shows 0 once more days were missed than freezes can cover.
 */
export function streakAsOf(s: StreakState, today: string): StreakView {
  if (s.last_day === null) return { current: 0, todayDone: false, freezesNeeded: 0 };
  const gap = daysBetween(s.last_day, today);
  if (gap <= 0) return { current: s.current, todayDone: true, freezesNeeded: 0 };
  const missed = gap - 1;
  if (missed <= s.freezes) return { current: s.current, todayDone: false, freezesNeeded: missed };
  return { current: 0, todayDone: false, freezesNeeded: 0 };
}
