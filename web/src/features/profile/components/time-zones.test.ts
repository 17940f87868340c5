import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions } from './time-zones';

describe('timeZoneOptions', () => {
  const supported = ['Europe/Madrid', 'America/Havana', 'Africa/Lagos'];

  it('sorts the runtime zones', () => {
    expect(timeZoneOptions(supported)).toEqual(['Africa/Lagos', 'America/Havana', 'Europe/Madrid']);
  });

  it('adds the saved and the device zone when the runtime list lacks them', () => {
    const options = timeZoneOptions(supported, 'UTC', 'Asia/Calcutta');
    expect(options).toContain('UTC');
    expect(options).toContain('Asia/Calcutta');
    expect(options).toHaveLength(5);
  });

  it('lists a zone once and ignores an unknown device zone', () => {
    expect(timeZoneOptions(supported, 'America/Havana', undefined)).toEqual(['Africa/Lagos', 'America/Havana', 'Europe/Madrid']);
  });

  it('still offers the saved zone when the runtime gives no list', () => {
    expect(timeZoneOptions([], 'America/Havana')).toEqual(['America/Havana']);
  });
});

describe('timeZoneLabel', () => {
  it('shows spaces for the underscores of IANA names', () => {
    expect(timeZoneLabel('America/Port_of_Spain')).toBe('America/Port of Spain');
  });
});
