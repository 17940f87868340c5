import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatDecimal, formatLongDate, formatMonthYear, formatNumber } from './format';

// Noon local time, so the day is the same in any time zone the tests run in.
const nov21 = new Date(2026, 10, 21, 12).toISOString();

describe('formatNumber and formatDecimal', () => {
  it('group digits as each language writes them', () => {
    expect(formatNumber(1234, 'es')).toBe('1234');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'fr')).toBe('12\u202f345');
    expect(formatNumber(-1234567, 'en')).toBe('-1,234,567');
  });

  it('write fractions with the language decimal mark, the decimal form with one digit at most', () => {
    expect(formatNumber(2.5, 'es')).toBe('2,5');
    expect(formatDecimal(1234.56, 'en')).toBe('1,234.6');
    expect(formatDecimal(1234.56, 'fr')).toBe('1\u202f234,6');
  });
});

describe('dates', () => {
  it('write the long date and the month with its year in each language (spec 2: the long Spanish date)', () => {
    expect(formatLongDate(nov21, 'es')).toBe('21 de noviembre de 2026');
    expect(formatLongDate(nov21, 'en')).toBe('November 21, 2026');
    expect(formatLongDate(nov21, 'fr')).toBe('21 novembre 2026');
    expect(formatMonthYear(nov21, 'es')).toBe('noviembre de 2026');
    expect(formatMonthYear(nov21, 'en')).toBe('November 2026');
    expect(formatMonthYear(nov21, 'fr')).toBe('novembre 2026');
  });

  it('write the admin tables short dates and times', () => {
    expect(formatDate(nov21, 'es')).toBe('21 nov 2026');
    expect(formatDate(nov21, 'en')).toBe('Nov 21, 2026');
    expect(formatDateTime(new Date(2026, 10, 21, 17, 30).toISOString(), 'es')).toBe('21 nov 2026, 17:30');
  });

  it('say nothing for a missing date or one that is not a date', () => {
    expect(formatLongDate('no es una fecha', 'es')).toBe('');
    expect(formatMonthYear('', 'en')).toBe('');
    expect(formatDateTime(null, 'fr')).toBe('');
    expect(formatDate(undefined, 'es')).toBe('');
  });
});

describe('formatDay', () => {
  it('writes a calendar day in each language, the same day whatever the time zone', () => {
    expect(formatDay('2026-11-21', 'es')).toBe('sáb, 21 nov');
    expect(formatDay('2026-11-21', 'en')).toBe('Sat, Nov 21');
    expect(formatDay('2026-11-21', 'fr')).toBe('sam. 21 nov.');
  });

  it('writes nothing for what is not a day', () => {
    expect(formatDay('2026-11-21T10:00:00Z', 'es')).toBe('');
    expect(formatDay('', 'en')).toBe('');
  });
});
