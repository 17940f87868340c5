/** Dates per locale (spec 2: the profile shows a long Spanish date, e.g. '21 de noviembre de 2026'). */
const LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-US', fr: 'fr-FR' };

/**
 * One formatter per language and style: building an Intl formatter loads locale data and
 * costs far more than formatting with it, and screens format on every render (the dashboard's
 * tiles re-render as each of their requests answers; DESIGN.md 8, blocking time).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) formatters.set(key, (found = make()));
  return found;
}
const localeOf = (language: string) => LOCALES[language] ?? language;

const toDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function formatLongDate(iso: string, language: string): string {
  const date = toDate(iso);
  return date ? formatter(`long-date:${language}`, () => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' })).format(date) : '';
}

export function formatMonthYear(iso: string, language: string): string {
  const date = toDate(iso);
  return date
    ? formatter(`month-year:${language}`, () => new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric' })).format(date)
    : '';
}

export function formatNumber(value: number, language: string): string {
  return formatter(`number:${language}`, () => new Intl.NumberFormat(localeOf(language))).format(value);
}
