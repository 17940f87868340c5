import { relativeTimeFormat } from '../../../lib/format';

/**
 * When a card comes back, in words ('en 10 minutos', 'mañana', 'in 3 days'): the largest unit
 * that fits, rounded, through Intl.RelativeTimeFormat so each language words it its own way.
 * `now` is passed in so the result is testable (DESIGN.md 5b: the server's `next_due`).
 */
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const DAY_SECONDS = 24 * 3600;
const SLACK_SECONDS = 60;

/** The relative time of `iso` from `now`; undefined when `iso` is not a date. */
export function formatNextDue(iso: string, now: number, language: string): string | undefined {
  const due = Date.parse(iso);
  if (Number.isNaN(due)) return undefined;
  const seconds = Math.max(0, (due - now) / 1000);
  // Under a minute reads as 'in 1 minute' (a card answered 'again' comes back within the session's minutes).
  // A minute of slack for days and longer: the feedback is drawn a moment after the server dated
  // the card, so a card due in exactly one day reads 'tomorrow', not 'in 24 hours'.
  for (const [unit, size] of UNITS) {
    if (seconds + (size >= DAY_SECONDS ? SLACK_SECONDS : 0) >= size) return relativeTimeFormat(language).format(Math.round(seconds / size), unit);
  }
  return relativeTimeFormat(language).format(1, 'minute');
}
