import { describe, expect, it } from 'vitest';
import { addDays, dueBounds, todayIn } from './due-date';

describe('due days', () => {
  it('reads today in the learner\'s zone, not the device\'s', () => {
    const lateInUtc = new Date('2026-11-21T23:30:00Z');
    expect(todayIn('UTC', lateInUtc)).toBe('2026-11-21');
    expect(todayIn('Europe/Madrid', lateInUtc)).toBe('2026-11-22');
    expect(todayIn('America/Havana', lateInUtc)).toBe('2026-11-21');
  });

  it('falls back to the device\'s zone for a name it does not know', () => {
    expect(todayIn('Nowhere/Atlantis', new Date())).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('offers tomorrow, from today to 60 days ahead', () => {
    expect(dueBounds('UTC', new Date('2026-11-21T12:00:00Z'))).toEqual({ min: '2026-11-21', initial: '2026-11-22', max: '2027-01-20' });
  });
});
