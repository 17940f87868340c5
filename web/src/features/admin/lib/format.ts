/** Numbers and dates of the panel in the UI language's conventions. */
const LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-US', fr: 'fr-FR' };
const locale = (language: string) => LOCALES[language] ?? language;

/** 1234.5 -> '1234,5' (es) / '1,234.5' (en); at most one decimal. */
export const formatDecimal = (value: number, language: string) => new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 }).format(value);

/** A date and time, short: '22/11/2026, 17:30'. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium' }).format(date);
}
