import { describe, expect, it } from 'vitest';
import { packSources, unpackSources } from '../../src/content/pack.js';
import { ORISHAS } from '../../src/content/orishas.js';

/** The compact form of generated content (content/pack.ts): one table of sources, same entries back. */
const BOOK = { kind: 'book', title: 'Los orishas en Cuba', author: 'Natalia Bolívar Aróstegui', year: 1990 };
const PROJECT = { kind: 'project', title: 'Redacción del proyecto' };

describe('packSources / unpackSources', () => {
  it('writes each distinct source once and gives back equal entries', () => {
    const entries = [
      { id: 'a', colors: { values: ['rojo'], sources: [BOOK, PROJECT] }, days: { values: ['lunes'], sources: [BOOK] } },
      { id: 'b', colors: { values: ['azul'], sources: [PROJECT] }, nested: [{ sources: [BOOK] }] },
    ];
    const packed = packSources(entries);
    expect(packed.sources).toEqual([BOOK, PROJECT]);
    expect(packed.entries[0]).toMatchObject({ colors: { sources: [0, 1] }, days: { sources: [0] } });
    const parsed = JSON.parse(JSON.stringify(packed));
    expect(unpackSources(parsed)).toEqual(entries);
    // In place, and only indexes are replaced: unpacking the same data again changes nothing.
    expect(unpackSources(parsed)).toEqual(entries);
  });

  it('the orisha knowledge base the games Lambda loads has every fact sourced after unpacking', () => {
    for (const orisha of ORISHAS) {
      expect(orisha.entry.colors.sources.length, orisha.id).toBeGreaterThan(0);
      expect(typeof orisha.entry.number.sources[0]?.title, orisha.id).toBe('string');
    }
  });
});
