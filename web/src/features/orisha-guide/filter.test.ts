import { describe, expect, it } from 'vitest';
import type { OrishaEntry } from '../../lib/orisha-guide';
import { filterOrishas } from './filter';

const entry = (id: string, name: string, yoruba: string | null, aliases: string[] = []): OrishaEntry => ({ id, name, yoruba, aliases, facts: [] });
const ALL = [entry('oshun', 'Oshún', 'Ọ̀ṣun', ['Ochún', 'Osun']), entry('chango', 'Changó', 'Ṣàngó', ['Shangó']), entry('aganyu', 'Aganyú', 'Aganjú', ['Aggayú'])];

describe('filterOrishas', () => {
  it('keeps every orisha for an empty or blank query', () => {
    expect(filterOrishas(ALL, '')).toHaveLength(3);
    expect(filterOrishas(ALL, '   ')).toHaveLength(3);
  });
  it('matches the Yorùbá spelling with or without tone marks', () => {
    expect(filterOrishas(ALL, 'Ṣàngó').map((o) => o.id)).toEqual(['chango']);
    expect(filterOrishas(ALL, 'sango').map((o) => o.id)).toEqual(['chango']);
    expect(filterOrishas(ALL, 'osun').map((o) => o.id)).toEqual(['oshun']);
  });
  it('matches the Lucumí name and the aliases, ignoring accents and case', () => {
    expect(filterOrishas(ALL, 'OCHUN').map((o) => o.id)).toEqual(['oshun']);
    expect(filterOrishas(ALL, 'aggayu').map((o) => o.id)).toEqual(['aganyu']);
  });
  it('finds nothing for a name no orisha has', () => {
    expect(filterOrishas(ALL, 'Olokun')).toEqual([]);
  });
});
