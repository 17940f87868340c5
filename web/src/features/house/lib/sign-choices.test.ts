import { describe, expect, it } from 'vitest';
import { findSigns, signChoices } from './sign-choices';

const CATALOGUE = [
  { id: 'oyekun-meji', position: 2, name: 'Oyekun Meji', binary_pattern: '00000000' },
  { id: 'baba-ejiogbe', position: 1, name: 'Baba Ejiogbe', yoruba_name: 'Èjì Ogbè', alternative_names: ['Ogbe Meji'], binary_pattern: '11111111' },
  ...Array.from({ length: 14 }, (_, i) => ({ id: `meji-${i + 3}`, position: i + 3, name: `Meji ${i + 3}` })),
  { id: 'ogbe-yeku', position: 17, name: 'Ogbe Yeku', binary_pattern: '11110000' },
  { id: 'ogbe-wene', position: 18, name: 'Ogbe Weñe' },
  { id: 'no-name', position: 19 },
];

describe('the signs a head picks from', () => {
  it('are named as the naming setting wants, in catalogue order', () => {
    const lucumi = signChoices(CATALOGUE, 'lucumi');
    expect(lucumi.slice(0, 2).map((c) => c.name)).toEqual(['Baba Ejiogbe', 'Oyekun Meji']);
    expect(lucumi.map((c) => c.id)).not.toContain('no-name');
    expect(signChoices(CATALOGUE, 'yoruba')[1]!.name).toBe('Ọ̀yẹ̀kú Méjì'.normalize('NFC'));
    expect(signChoices(CATALOGUE, 'both')[0]!.name).toBe('Baba Ejiogbe (Èjì Ogbè)');
  });

  it('list the 16 Meji before any search', () => {
    expect(findSigns(signChoices(CATALOGUE, 'lucumi'), '  ').map((c) => c.position)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('are found by any of their names, without accents, prefixes first, or by their number', () => {
    const choices = signChoices(CATALOGUE, 'lucumi');
    expect(findSigns(choices, 'wene').map((c) => c.id)).toEqual(['ogbe-wene']);
    expect(findSigns(choices, 'eji ogbe').map((c) => c.id)).toEqual(['baba-ejiogbe']);
    expect(findSigns(choices, 'ogbe').map((c) => c.id)).toEqual(['baba-ejiogbe', 'ogbe-yeku', 'ogbe-wene']);
    expect(findSigns(choices, '17').map((c) => c.id)).toEqual(['ogbe-yeku']);
    expect(findSigns(choices, '!!')).toEqual([]);
  });
});
