import { describe, expect, it } from 'vitest';
import { foldName } from '@ifa/shared';
import { buildCatalogue, secretContentFor } from '../../src/content/build-odduns.js';
import {
  NOT_SIGN_ALIASES,
  ODU_CATALOGUE,
  PRINCIPAL_LEGS,
  PRINCIPAL_ODU,
  isSignAlias,
  verifyCatalogue,
  withoutTones,
  yorubaAliasesOfLegs,
  yorubaNameOfLegs,
} from '../../src/content/odu-catalogue.js';
import { evaluate } from '../../src/domain/game-engine.js';
import type { BuiltQuestion } from '../../src/domain/game-types.js';
import { oddunMatcher } from '../../src/domain/oddun-search.js';

const catalogue = buildCatalogue('2026-01-01T00:00:00.000Z');
const byId = new Map(catalogue.map((o) => [o.id, o]));

/** The Yorùbá spellings, written independently of the module, in the Lucumí order. */
const TONED_LEGS = ['Ogbè', 'Ọ̀yẹ̀kú', 'Ìwòrì', 'Òdí', 'Ìrosùn', 'Ọ̀wọ́nrín', 'Ọ̀bàrà', 'Ọ̀kànràn', 'Ògúndá', 'Ọ̀sá', 'Ìká', 'Òtúrúpọ̀n', 'Òtúrá', 'Ìrẹtẹ̀', 'Ọ̀ṣẹ́', 'Òfún'].map((n) => n.normalize('NFC'));

describe('Yorùbá names of the signs (issue 11)', () => {
  it('gives the 16 principal legs and their Meji their spelling with tone marks', () => {
    expect(PRINCIPAL_LEGS.map((leg) => PRINCIPAL_ODU[leg].yoruba_toned)).toEqual(TONED_LEGS);
    expect(PRINCIPAL_ODU.Ogbe.meji_yoruba_toned).toBe('Èjì Ogbè'.normalize('NFC'));
    expect(PRINCIPAL_ODU.Oyeku.meji_yoruba_toned).toBe('Ọ̀yẹ̀kú Méjì'.normalize('NFC'));
    PRINCIPAL_LEGS.slice(1).forEach((leg, i) => expect(PRINCIPAL_ODU[leg].meji_yoruba_toned).toBe(`${TONED_LEGS[i + 1]} Méjì`));
    expect(catalogue.filter((o) => o.is_meji).map((o) => o.yoruba_name)).toEqual(['Èjì Ogbè', ...TONED_LEGS.slice(1).map((n) => `${n} Méjì`)]);
    expect(verifyCatalogue()).toEqual([]);
  });

  it('composes a combination from its legs, right leg first', () => {
    expect(yorubaNameOfLegs('Ogbe', 'Oyeku')).toBe('Ogbè Ọ̀yẹ̀kú'.normalize('NFC'));
    expect(byId.get('ogbe-yeku')!.yoruba_name).toBe('Ogbè Ọ̀yẹ̀kú'.normalize('NFC'));
    // Okana Sode: Okana on the right, Ogbe on the left; never the legs swapped.
    expect(byId.get('okana-sode')!.yoruba_name).toBe('Ọ̀kànràn Ogbè'.normalize('NFC'));
    expect(byId.get('ogbe-kana')!.yoruba_name).toBe('Ogbè Ọ̀kànràn'.normalize('NFC'));
    for (const fact of ODU_CATALOGUE) {
      const sign = catalogue[fact.position - 1]!;
      const expected = fact.is_meji ? PRINCIPAL_ODU[fact.right_leg].meji_yoruba_toned : `${PRINCIPAL_ODU[fact.right_leg].yoruba_toned} ${PRINCIPAL_ODU[fact.left_leg].yoruba_toned}`;
      expect(sign.yoruba_name, sign.id).toBe(expected);
      expect(sign.yoruba_name, sign.id).toBe(sign.yoruba_name!.normalize('NFC'));
    }
    expect(new Set(catalogue.map((o) => o.yoruba_name)).size).toBe(256);
  });

  it('keeps the untoned forms as aliases', () => {
    expect(yorubaAliasesOfLegs('Ogbe', 'Ogbe')).toEqual(['Eji Ogbe', 'Ogbe Meji']);
    expect(byId.get('baba-ejiogbe')!.alternative_names).toEqual(expect.arrayContaining(['Eji Ogbe', 'Ogbe Meji', 'Ejiogbe']));
    expect(byId.get('oyekun-meji')!.alternative_names).toContain('Oyeku Meji');
    expect(byId.get('otrupon-meji')!.alternative_names).toContain('Oturupon Meji');
    expect(byId.get('ogbe-yeku')!.alternative_names).toEqual(['Ogbe Oyeku', 'Ogbe Oyekun']);
    expect(byId.get('okana-sode')!.alternative_names).toEqual(['Okanran Ogbe', 'Okana Ogbe']);
    for (const o of catalogue) {
      const untoned = withoutTones(o.yoruba_name!);
      expect([o.name, ...(o.alternative_names ?? [])].map(foldName), o.id).toContain(foldName(untoned));
    }
    expect(secretContentFor('baba-ejiogbe')!.yoruba_name).toBe('Èjì Ogbè');
  });

  it("never gives 'Ogun' (the orisha) as an alias of Ogunda", () => {
    expect(isSignAlias('Ogun')).toBe(false);
    expect(isSignAlias('ogun meji')).toBe(false);
    expect(isSignAlias('Ogunda')).toBe(true);
    expect(PRINCIPAL_ODU.Ogunda.alternative_spellings).not.toContain('Ogun');
    const notAliases = new Set(NOT_SIGN_ALIASES.map(foldName));
    for (const o of catalogue) for (const n of o.alternative_names ?? []) expect(notAliases.has(foldName(n)), `${o.id}: ${n}`).toBe(false);
  });

  it('catches a Yorùbá spelling that does not match its untoned form, lacks tones or names another thing', () => {
    const broken = {
      ...PRINCIPAL_ODU,
      Oyeku: { ...PRINCIPAL_ODU.Oyeku, yoruba_toned: 'Ọ̀yẹ̀kún' },
      Iwori: { ...PRINCIPAL_ODU.Iwori, meji_yoruba_toned: 'Iwori Meji' },
      Odi: { ...PRINCIPAL_ODU.Odi, yoruba_toned: 'Òdí'.normalize('NFD') },
      Ogunda: { ...PRINCIPAL_ODU.Ogunda, alternative_spellings: ['Ogun'] },
    };
    const problems = verifyCatalogue(ODU_CATALOGUE, broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Oyeku: .* without tones is not 'Oyeku'/),
        expect.stringMatching(/^Iwori: 'Iwori Meji' carries no tone marks/),
        expect.stringMatching(/^Odi: .* is not in NFC/),
        "Ogunda: 'Ogun' is not an alias of the sign",
      ]),
    );
  });
});

describe('answers and search accept every alias, with or without tone marks', () => {
  const ejiogbe = byId.get('baba-ejiogbe')!;
  /** A typed question shown with the Yorùbá setting: the toned name is the main answer. */
  const typed: BuiltQuestion = {
    id: 'q1',
    type: 'type_answer',
    topic: 'recognition',
    question: '¿Qué signo es?',
    options: [],
    is_multiple_answer: false,
    correct_answers: [ejiogbe.yoruba_name!],
    accepted_answers: [ejiogbe.name, ...(ejiogbe.alternative_names ?? [])],
    learning_reference: null,
  };

  it('takes the toned name, the untoned one and the Lucumí names as a typed answer', () => {
    for (const answer of ['Èjì Ogbè', 'Eji Ogbe', 'eji ogbe', 'Ejiogbe', 'Baba Ejiogbe', 'Ogbe Meji', 'Ogbè Méjì']) {
      expect(evaluate(typed, [answer]).correct, answer).toBe(true);
    }
    for (const answer of ['Ogun', 'Oyeku Meji', 'Ogbe']) expect(evaluate(typed, [answer]).correct, answer).toBe(false);
  });

  it('finds a sign by any alias in the server search, tones or not', () => {
    const find = (search: string) => catalogue.filter(oddunMatcher({ search })).map((o) => o.id);
    expect(find('Èjì Ogbè')).toContain('baba-ejiogbe');
    expect(find('Eji Ogbe')).toContain('baba-ejiogbe');
    expect(find('Ọ̀yẹ̀kú Méjì')).toEqual(['oyekun-meji']);
    expect(find('Ogbe Oyeku')).toEqual(['ogbe-yeku']);
    expect(find('Ogbè Ọ̀yẹ̀kú')).toEqual(['ogbe-yeku']);
    expect(find('Ogun Meji')).toEqual([]);
  });
});
