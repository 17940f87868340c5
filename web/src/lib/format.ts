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

/**
 * The month names and date patterns of Intl.DateTimeFormat ('long' date, and month with year) in
 * the three languages, written here for the same reason as the numbers below: the first
 * Intl.DateTimeFormat of a page loads the browser's calendar data, about 30 ms (120 ms at
 * Lighthouse's 4x CPU), and the dashboard's 'member since' paid it on first render. A unit test
 * holds every month and day equal to Intl's. Other languages go through Intl.
 */
const WRITTEN_DATES: Record<string, { months: readonly string[]; long: (d: number, m: string, y: number) => string; monthYear: (m: string, y: number) => string }> = {
  es: {
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    long: (d, m, y) => `${d} de ${m} de ${y}`,
    monthYear: (m, y) => `${m} de ${y}`,
  },
  en: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    long: (d, m, y) => `${m} ${d}, ${y}`,
    monthYear: (m, y) => `${m} ${y}`,
  },
  fr: {
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    long: (d, m, y) => `${d} ${m} ${y}`,
    monthYear: (m, y) => `${m} ${y}`,
  },
};

export function formatLongDate(iso: string, language: string): string {
  const date = toDate(iso);
  if (!date) return '';
  const written = WRITTEN_DATES[language];
  if (written) return written.long(date.getDate(), written.months[date.getMonth()]!, date.getFullYear());
  return formatter(`long-date:${language}`, () => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' })).format(date);
}

export function formatMonthYear(iso: string, language: string): string {
  const date = toDate(iso);
  if (!date) return '';
  const written = WRITTEN_DATES[language];
  if (written) return written.monthYear(written.months[date.getMonth()]!, date.getFullYear());
  return formatter(`month-year:${language}`, () => new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric' })).format(date);
}

/**
 * How each language groups the digits of a whole number (CLDR, as Intl.NumberFormat does it):
 * the separator, and how many digits the number needs before it is grouped at all (Spanish
 * writes 1000 but 10.000).
 */
const GROUPING: Record<string, { separator: string; minimumDigits: number }> = {
  es: { separator: '.', minimumDigits: 5 },
  en: { separator: ',', minimumDigits: 4 },
  fr: { separator: '\u202f', minimumDigits: 4 },
};

/**
 * A number in the language's own grouping. A whole number is written here, not through Intl:
 * the first Intl.NumberFormat of a page loads the browser's number data, about 45 ms on this
 * machine's Chromium (180 ms at Lighthouse's 4x CPU), which the dashboard's first render paid for
 * a learner's level, XP and cowries (DESIGN.md 8, blocking time). A unit test holds the result
 * equal to Intl.NumberFormat for each language. Fractions, and other languages, go through Intl.
 */
export function formatNumber(value: number, language: string): string {
  const grouping = GROUPING[language];
  if (grouping && Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value));
    const grouped = digits.length < grouping.minimumDigits ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, grouping.separator);
    return value < 0 ? `-${grouped}` : grouped;
  }
  return formatter(`number:${language}`, () => new Intl.NumberFormat(localeOf(language))).format(value);
}
