import { HOUSE } from '@ifa/shared';

/**
 * An assignment's due day (DESIGN.md 5c) is a calendar day of the head's, `yyyy-mm-dd`, from
 * today to HOUSE.maxDueDays ahead; the server checks it against the head's own today.
 */

/** Today in a time zone, as `yyyy-mm-dd` (the learner's practice zone; the device's if unknown). */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  const format = (zone: string | undefined) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    // An unknown zone name: the device's.
    return format(undefined);
  }
}

/** The calendar day `count` days after `day` (both `yyyy-mm-dd`). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** The form's due day: tomorrow by default, never before today nor after the last day allowed. */
export function dueBounds(timeZone: string | undefined, now = new Date()) {
  const today = todayIn(timeZone, now);
  return { min: today, max: addDays(today, HOUSE.maxDueDays), initial: addDays(today, 1) };
}
