import { describe, expect, it } from 'vitest';
import { checkImportText } from './bulk-import-text';
import { completionTone } from './completion';
import { changeOf } from './stat-change';

describe('completion badge colour (spec 4)', () => {
  it('is green from 80, yellow from 50, orange from 20, else red', () => {
    expect([100, 80, 79.9, 50, 49, 20, 19.5, 0].map(completionTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'orange', 'orange', 'red', 'red']);
  });
});

describe('7-day change of a tile', () => {
  it('says up, down, flat, or nothing to compare', () => {
    expect(changeOf(12.345)).toEqual({ direction: 'up', magnitude: 12.3 });
    expect(changeOf(-8)).toEqual({ direction: 'down', magnitude: 8 });
    expect(changeOf(0.04)).toEqual({ direction: 'flat', magnitude: 0 });
    expect(changeOf(null)).toEqual({ direction: 'none', magnitude: 0 });
  });
});

describe('bulk import text (spec 5)', () => {
  it('requires text, valid JSON and an array, in that order', () => {
    expect(checkImportText('  ')).toEqual({ ok: false, error: 'empty' });
    expect(checkImportText('{ nope')).toEqual({ ok: false, error: 'json' });
    expect(checkImportText('{"name":"x"}')).toEqual({ ok: false, error: 'array' });
    expect(checkImportText('[{"name":"x"}, 3]')).toEqual({ ok: true, items: [{ name: 'x' }, 3] });
  });
});
