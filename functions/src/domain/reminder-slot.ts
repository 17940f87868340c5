/**
 * When a learner's daily reminder is due (DESIGN.md 5d, docs/decisions/022-reminders.md). The
 * learner picks an hour of their own clock (their IANA time zone, user.practice.time_zone); the
 * sender runs at the start of every UTC hour and reads one slot of the index per UTC hour. A
 * reminder is filed under the UTC hour at whose start the learner's clock shows the chosen hour
 * (India, +5:30: 8 o'clock is filed at 03 UTC, when it is 8:30 there), and when a daylight-saving
 * change moves that UTC hour, the sender finds the reminder in a neighbouring slot, sends it if
 * the learner's clock shows the hour, and files it again. Pure: the clock is passed in.
 */
import { PRACTICE } from '@ifa/shared';

const HOUR_MS = 60 * 60 * 1000;
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
/** Zone names are a bounded list, but Intl also takes any casing of them: keep the cache bounded. */
const MAX_FORMATTERS = 1000;

function hourFormatter(timeZone: string): Intl.DateTimeFormat {
  const cached = FORMATTERS.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  } catch {
    // A stale or unknown zone counts in UTC, as the streak's days do (domain/practice/streak.ts).
    return hourFormatter(PRACTICE.defaultTimeZone);
  }
  if (FORMATTERS.size >= MAX_FORMATTERS) FORMATTERS.clear();
  FORMATTERS.set(timeZone, formatter);
  return formatter;
}

/** The hour (0-23) the learner's clock shows at `at`. */
export function localHour(at: Date, timeZone: string): number {
  const part = hourFormatter(timeZone).formatToParts(at).find((p) => p.type === 'hour')?.value;
  return Number(part) % 24;
}

/**
 * The UTC hour (0-23) under which a reminder at `hour` of `timeZone`'s clock is filed: the next
 * start of a UTC hour, from `from` on, at which the clock there shows `hour`. Every zone's hour
 * comes round within two days (a daylight-saving change skips an hour on one day only).
 */
export function slotFor(hour: number, timeZone: string, from: Date): number {
  const start = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS;
  for (let k = 0; k < 48; k++) {
    const at = new Date(start + k * HOUR_MS);
    if (localHour(at, timeZone) === hour) return at.getUTCHours();
  }
  throw new RangeError(`no UTC hour shows ${hour}:00 in ${timeZone}`);
}

/**
 * The slots a run at `at` reads: its own UTC hour first, then the one before and the one after,
 * where a reminder filed before a daylight-saving change (which moves a clock by an hour) waits.
 */
export function slotsToRead(at: Date): number[] {
  const hour = at.getUTCHours();
  return [hour, (hour + 23) % 24, (hour + 1) % 24];
}

/** The reminder is due at `at`: the learner's clock shows their chosen hour. */
export const reminderDue = (hour: number, timeZone: string, at: Date): boolean => localHour(at, timeZone) === hour;

/**
 * What a run at `at` does with a reminder at `hour` of `timeZone`'s clock, wherever it is filed:
 * send it now or not, and the UTC hour it belongs under from now on (the service files it there
 * when that differs). The one rule the sender applies, so the year-long simulation in
 * functions/test/unit/reminder-slot.test.ts checks the rule the sender runs.
 */
export function reminderAt(hour: number, timeZone: string, at: Date): { due: boolean; slot: number } {
  return { due: reminderDue(hour, timeZone, at), slot: slotFor(hour, timeZone, at) };
}
