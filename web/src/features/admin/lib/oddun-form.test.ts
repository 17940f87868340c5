import type { AdminOddun } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { buildOddunBody, formValuesOf, sanitizePattern } from './oddun-form';

const sign = {
  id: 'ogbe-yeku',
  position: 17,
  name: 'Ogbe Yeku',
  binary_pattern: '11110000',
  plantas: 'Álamo y ceiba',
  refranes: ['Uno', 'Dos'],
  meaning: 'Texto con espacio final ',
  is_meji: false,
  is_combination: true,
  data_source: 'generated',
  has_data: false,
  completion_percentage: 17,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 3,
} as AdminOddun;

describe('sign form', () => {
  it('keeps only 0 and 1 in the pattern box, at most 8 (spec 5)', () => {
    expect(sanitizePattern('10a1 2019999')).toBe('10101');
    expect(sanitizePattern('1111000011')).toBe('11110000');
  });

  it('asks for position, name and pattern first, then checks the position and the 8 digits', () => {
    const empty = formValuesOf();
    expect(buildOddunBody(empty)).toEqual({ ok: false, error: 'required' });
    expect(buildOddunBody({ ...empty, position: '0', name: 'X', binary_pattern: '11110000' })).toEqual({ ok: false, error: 'position' });
    expect(buildOddunBody({ ...empty, position: '300', name: 'X', binary_pattern: '1111' })).toEqual({ ok: false, error: 'pattern' });
  });

  it('builds a new sign from what was typed, lists one entry per line, empty boxes left out', () => {
    const values = { ...formValuesOf(), position: '300', name: ' Signo nuevo ', binary_pattern: '10101010', refranes: 'Uno\n\n  Dos  \n', meaning: '' };
    const built = buildOddunBody(values);
    expect(built).toEqual({
      ok: true,
      body: { position: 300, name: 'Signo nuevo', binary_pattern: '10101010', data_source: 'manual', is_meji: false, is_combination: false, refranes: ['Uno', 'Dos'] },
    });
  });

  it('on an edit, untouched fields stay exactly as stored and a changed one replaces its value', () => {
    const values = { ...formValuesOf(sign), title: 'Nuevo título', refranes: 'Uno\nDos\nTres' };
    const built = buildOddunBody(values, sign);
    if (!built.ok) throw new Error('expected a body');
    expect(built.body).toMatchObject({ plantas: 'Álamo y ceiba', meaning: 'Texto con espacio final ', title: 'Nuevo título', refranes: ['Uno', 'Dos', 'Tres'] });
    // Computed and bookkeeping fields are never sent.
    expect(built.body).not.toHaveProperty('version');
    expect(built.body).not.toHaveProperty('has_data');
    expect(built.body).not.toHaveProperty('id');
  });

  it('a cleared box removes the field', () => {
    const built = buildOddunBody({ ...formValuesOf(sign), refranes: '' }, sign);
    expect(built.ok && 'refranes' in built.body).toBe(false);
  });
});
