import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, formatNumber } from './format';

const LOCALES = [['es', 'es-ES'], ['en', 'en-US'], ['fr', 'fr-FR']] as const;

describe('formatNumber', () => {
  it('writes whole numbers exactly as Intl.NumberFormat does, in each language', () => {
    const values = [
      ...Array.from({ length: 2 * 20_001 }, (_, i) => i - 20_000),
      99_999, 100_000, 123_456, 999_999, 1_000_000, 1_234_567, -1_234_567, 987_654_321, Number.MAX_SAFE_INTEGER,
    ];
    for (const [language, locale] of LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      for (const n of values) if (formatNumber(n, language) !== intl.format(n)) expect(formatNumber(n, language), `${language} ${n}`).toBe(intl.format(n));
    }
  });

  it('writes fractions, and any other language, through Intl', () => {
    expect(formatNumber(2.5, 'es')).toBe('2,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(12345, 'de')).toBe(new Intl.NumberFormat('de').format(12345));
  });
});

describe('formatLongDate and formatMonthYear', () => {
  it('write every day of a leap year and a common year exactly as Intl.DateTimeFormat does, in each language', () => {
    for (const [language, locale] of LOCALES) {
      const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
      const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
      for (const year of [2024, 2026]) {
        for (let day = 0; day < 366; day++) {
          const date = new Date(year, 0, 1 + day, 12);
          const iso = date.toISOString();
          if (formatLongDate(iso, language) !== long.format(date)) expect(formatLongDate(iso, language), `${language} ${iso}`).toBe(long.format(date));
          if (formatMonthYear(iso, language) !== monthYear.format(date)) expect(formatMonthYear(iso, language), `${language} ${iso}`).toBe(monthYear.format(date));
        }
      }
    }
  });

  it('say nothing for a date that is not one, and use Intl for any other language', () => {
    expect(formatLongDate('no es una fecha', 'es')).toBe('');
    expect(formatMonthYear('', 'en')).toBe('');
    const date = new Date(2026, 10, 21, 12);
    expect(formatLongDate(date.toISOString(), 'de')).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(date));
  });
});
