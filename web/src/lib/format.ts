/** Dates per locale (spec 2: the profile shows a long Spanish date, e.g. '21 de noviembre de 2026'). */
const LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-US', fr: 'fr-FR' };

const toDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function formatLongDate(iso: string, language: string): string {
  const date = toDate(iso);
  return date ? new Intl.DateTimeFormat(LOCALES[language] ?? language, { dateStyle: 'long' }).format(date) : '';
}

export function formatMonthYear(iso: string, language: string): string {
  const date = toDate(iso);
  return date ? new Intl.DateTimeFormat(LOCALES[language] ?? language, { month: 'long', year: 'numeric' }).format(date) : '';
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? language).format(value);
}
