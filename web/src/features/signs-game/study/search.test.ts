import { describe, expect, it } from 'vitest';
// The real catalogue as the server seeds it (test only: app code never imports server code).
import { buildCatalogue } from '../../../../../functions/src/content/build-odduns';
import { foldName, searchSigns } from './search';

const signs = buildCatalogue('2026-01-01T00:00:00.000Z');
const ids = (query: string) => searchSigns(signs, query).map((s) => s.id);

describe('encyclopedia search', () => {
  it('folds accents, case, spaces and hyphens', () => {
    expect(foldName('Ogbe Weñe')).toBe('ogbewene');
    expect(foldName('  Òwónrín-Méjì ')).toBe('owonrinmeji');
  });

  it('finds a sign by any of its names, best match first', () => {
    expect(ids('Eji Ogbe')[0]).toBe('baba-ejiogbe');
    expect(ids('eji-ogbe')[0]).toBe('baba-ejiogbe');
    expect(ids('EJIOGBE')[0]).toBe('baba-ejiogbe');
    expect(ids('Owonrin Meji')).toEqual(['ojuani-meji']);
    expect(ids('Ojuani')[0]).toBe('ojuani-meji');
    expect(ids('Okanran Meji')).toEqual(['okana-meji']);
    expect(ids('ogbe wene')).toEqual(['ogbe-wene']);
  });

  it('lists every sign that carries a name, names starting with it first, each group in catalogue order', () => {
    const owonrin = searchSigns(signs, 'Owonrin');
    // Ojuani is Owonrin in Yoruba: its Meji and the 30 signs with Ojuani as one leg.
    expect(owonrin).toHaveLength(31);
    expect(owonrin[0]!.id).toBe('ojuani-meji');
    const startsWith = (s: (typeof signs)[number]) => [s.name, s.yoruba_name, ...(s.alternative_names ?? [])].some((n) => n && foldName(n).startsWith('owonrin'));
    const firstInside = owonrin.findIndex((s) => !startsWith(s));
    expect(firstInside).toBeGreaterThan(0);
    expect(owonrin.slice(firstInside).every((s) => !startsWith(s))).toBe(true);
    for (const group of [owonrin.slice(0, firstInside), owonrin.slice(firstInside)]) {
      const positions = group.map((s) => s.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('takes a number as the position', () => {
    expect(ids('37')).toEqual(['oyekun-bara']);
    expect(ids('#1')).toEqual(['baba-ejiogbe']);
    expect(ids('256')).toEqual(['ofun-she']);
    expect(ids('257')).toEqual([]);
    expect(ids('0')).toEqual([]);
  });

  it('finds nothing for a blank query or an unknown name', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('xyz')).toEqual([]);
    expect(ids('!!')).toEqual([]);
  });
});
