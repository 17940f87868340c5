import { describe, expect, it } from 'vitest';
import { formatNextDue } from './next-due';

const now = Date.parse('2026-03-01T12:00:00.000Z');
const later = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('formatNextDue', () => {
  it('words the largest unit that fits, in each language', () => {
    expect(formatNextDue(later(10 * 60), now, 'es')).toBe('dentro de 10 minutos');
    expect(formatNextDue(later(3 * 3600), now, 'en')).toBe('in 3 hours');
    expect(formatNextDue(later(24 * 3600), now, 'es')).toBe('mañana');
    expect(formatNextDue(later(3 * 24 * 3600), now, 'fr')).toBe('dans 3 jours');
    expect(formatNextDue(later(40 * 24 * 3600), now, 'en')).toBe('next month');
  });

  it('reads a card dated one day on as tomorrow though the feedback is drawn a moment later', () => {
    expect(formatNextDue(later(24 * 3600 - 2), now, 'es')).toBe('mañana');
    expect(formatNextDue(later(24 * 3600 - 2), now, 'en')).toBe('tomorrow');
    expect(formatNextDue(later(2 * 24 * 3600 - 2), now, 'fr')).toBe('après-demain');
    // More than a minute short of a day is still hours.
    expect(formatNextDue(later(23 * 3600), now, 'en')).toBe('in 23 hours');
  });

  it('says at least a minute for a card due now, and nothing for a bad date', () => {
    expect(formatNextDue(later(5), now, 'en')).toBe('in 1 minute');
    expect(formatNextDue(later(-60), now, 'en')).toBe('in 1 minute');
    expect(formatNextDue('not a date', now, 'en')).toBeUndefined();
  });
});
