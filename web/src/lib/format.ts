/**
 * Numbers and dates in the interface language, through Intl (spec 2: the profile shows a long
 * Spanish date, e.g. '21 de noviembre de 2026'). Every screen formats through this module.
 */
const LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-US', fr: 'fr-FR' };

/**
 * One formatter per language: building an Intl formatter costs far more than using it, and
 * screens format on every render.
 */
function perLanguage<T>(make: (locale: string) => T): (language: string) => T {
  const built = new Map<string, T>();
  return (language) => {
    let found = built.get(language);
    if (!found) built.set(language, (found = make(LOCALES[language] ?? language)));
    return found;
  };
}

const numbers = perLanguage((locale) => new Intl.NumberFormat(locale));
const decimals = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const longDates = perLanguage((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));
const monthYears = perLanguage((locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }));
const mediumDates = perLanguage((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
const dateTimes = perLanguage((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
/** Calendar days ('2026-11-21') are written in UTC: a day has no time, so no zone may move it. */
const days = perLanguage((locale) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }));
/** 'mañana', 'in 3 days', 'dans 10 minutes': when a review card comes back (features/practice/lib/next-due.ts). */
export const relativeTimeFormat = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

const toDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};
/** A date with one of the formatters above; '' for a missing or unreadable date. */
const dateWith = (formatters: (language: string) => Intl.DateTimeFormat) => (iso: string | null | undefined, language: string) => {
  const date = toDate(iso);
  return date ? formatters(language).format(date) : '';
};

/** 12345 -> '12.345' (es), '12,345' (en), '12 345' (fr); Spanish leaves four digits ungrouped. */
export const formatNumber = (value: number, language: string) => numbers(language).format(value);
/** 1234.5 -> '1234,5' (es) / '1,234.5' (en); at most one decimal. */
export const formatDecimal = (value: number, language: string) => decimals(language).format(value);
/** '21 de noviembre de 2026', 'November 21, 2026', '21 novembre 2026'. */
export const formatLongDate = dateWith(longDates);
/** 'noviembre de 2026', 'November 2026', 'novembre 2026'. */
export const formatMonthYear = dateWith(monthYears);
/** '21 nov 2026', 'Nov 21, 2026'. */
export const formatDate = dateWith(mediumDates);
/** A date and time, short: '21 nov 2026, 17:30'. */
export const formatDateTime = dateWith(dateTimes);
/**
 * A calendar day without a time (`yyyy-mm-dd`: a due day, the start of a week), the same day in
 * every time zone: 'sáb, 21 nov', 'Sat, Nov 21', 'sam. 21 nov.'. '' for anything else.
 */
export function formatDay(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? '' : days(language).format(date);
}
