import { PRINCIPAL_SIGNS, yorubaNameOfPattern } from '@ifa/shared/naming';
import { describe, expect, it } from 'vitest';
// The catalogue's own facts (test only: app code never imports server code).
import { ODU_CATALOGUE, PRINCIPAL_LEGS, PRINCIPAL_ODU, yorubaNameOfLegs } from '../../../../../functions/src/content/odu-catalogue';
import { CUSTOM_SIGN_NAMES, CUSTOM_SIGNS } from './signs-options';

/** One spelling per sign everywhere: the web's names come from shared/, which agrees with the catalogue. */
describe('the principal signs the web names legs and Meji from', () => {
  it('are the catalogue’s sixteen, in its order, with its Lucumí and Yorùbá spellings', () => {
    expect(PRINCIPAL_SIGNS).toHaveLength(16);
    PRINCIPAL_LEGS.forEach((key, i) => {
      const odu = PRINCIPAL_ODU[key];
      const sign = PRINCIPAL_SIGNS[i]!;
      expect(sign.leg.lucumi, key).toBe(odu.lucumi);
      expect(sign.leg.yoruba, key).toBe(odu.yoruba_toned.normalize('NFC'));
      expect(sign.column, key).toBe(odu.column);
      expect(sign.meji.lucumi, key).toBe(odu.meji_name);
      expect(sign.meji.yoruba, key).toBe(odu.meji_yoruba_toned.normalize('NFC'));
    });
  });

  it('compose each of the 256 signs’ Yorùbá name as the catalogue does', () => {
    for (const fact of ODU_CATALOGUE) {
      expect(yorubaNameOfPattern(fact.binary_pattern), fact.name).toBe(yorubaNameOfLegs(fact.right_leg, fact.left_leg).normalize('NFC'));
    }
    expect(yorubaNameOfPattern('0000')).toBeUndefined();
    expect(yorubaNameOfPattern('2222000000')).toBeUndefined();
  });
});

describe('the custom set of the Signs game', () => {
  it('names its eight Meji as the catalogue does (Oyekun Meji, Okana Meji), each with its pattern', () => {
    const byPosition = new Map(ODU_CATALOGUE.map((f) => [f.position, f]));
    expect(CUSTOM_SIGN_NAMES).toEqual(['Baba Ejiogbe', 'Oyekun Meji', 'Iwori Meji', 'Odi Meji', 'Iroso Meji', 'Ojuani Meji', 'Obara Meji', 'Okana Meji']);
    CUSTOM_SIGNS.forEach((sign, i) => {
      const fact = byPosition.get(i + 1)!;
      expect(sign.name).toBe(fact.name);
      expect(sign.pattern).toBe(fact.binary_pattern);
    });
    expect(CUSTOM_SIGNS.map((s) => s.yoruba)).toContain('Ọ̀kànràn Méjì'.normalize('NFC'));
    expect(CUSTOM_SIGN_NAMES.join(' ')).not.toMatch(/Oyeku |Okanran/);
  });
});
