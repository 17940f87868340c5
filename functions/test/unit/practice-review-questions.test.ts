import { describe, expect, it } from 'vitest';
import { foldName } from '@ifa/shared';
import { slugify as catalogueSlugify } from '../../src/content/build-odduns.js';
import { ODU_CATALOGUE, yorubaNameOfLegs } from '../../src/content/odu-catalogue.js';
import { seededRng } from '../../src/domain/game-types.js';
import { isRightName, readOptions, signByIdOrNull, signIdOf, swappedOf } from '../../src/domain/practice/review-questions.js';

const byName = new Map(ODU_CATALOGUE.map((f) => [f.name, f]));
const factOf = (name: string) => byName.get(name)!;

describe('sign ids', () => {
  it('are the catalogue\u2019s ids (the encyclopedia\u2019s), one per sign', () => {
    const ids = ODU_CATALOGUE.map((f) => signIdOf(f.position));
    expect(new Set(ids).size).toBe(256);
    for (const f of ODU_CATALOGUE) expect(signIdOf(f.position)).toBe(catalogueSlugify(f.name));
    expect(signIdOf(18)).toBe('ogbe-wene');
    expect(signIdOf(1)).toBe('baba-ejiogbe');
  });

  it('lead back to their sign; an unknown id is null', () => {
    for (const f of ODU_CATALOGUE) expect(signByIdOrNull(signIdOf(f.position))).toMatchObject({ position: f.position, name: f.name, id: signIdOf(f.position) });
    expect(signByIdOrNull('ogun-meji')).toBeNull();
    expect(signByIdOrNull('')).toBeNull();
    expect(() => signIdOf(0)).toThrow(RangeError);
    expect(() => signIdOf(257)).toThrow(RangeError);
  });
});

describe('checking a read answer', () => {
  it('accepts the Lucumí name in any case, with or without accents', () => {
    expect(isRightName(17, 'Ogbe Yeku')).toBe(true);
    expect(isRightName(17, '  ogbe   YEKU ')).toBe(true);
    expect(isRightName(18, 'Ogbe Weñe')).toBe(true);
    expect(isRightName(18, 'ogbe wene')).toBe(true);
  });

  it('accepts the Yorùbá name too (the learner\u2019s naming setting may show it), tones or not', () => {
    expect(isRightName(17, 'Ogbè Ọ̀yẹ̀kú')).toBe(true);
    expect(isRightName(17, 'Ogbe Oyeku')).toBe(true);
    expect(isRightName(1, 'Èjì Ogbè')).toBe(true);
  });

  it('refuses another sign\u2019s name, the mirror\u2019s, and an empty answer', () => {
    expect(isRightName(17, 'Oyekun Nilogbe')).toBe(false);
    expect(isRightName(17, 'Ogbe')).toBe(false);
    expect(isRightName(17, '')).toBe(false);
    expect(isRightName(17, '   ')).toBe(false);
  });

  it('no name of one sign is a name of another (so exactly one option can be right)', () => {
    const owners = new Map<string, number>();
    for (const f of ODU_CATALOGUE) {
      for (const n of new Set([foldName(f.name), foldName(yorubaNameOfLegs(f.right_leg, f.left_leg))])) {
        expect(owners.get(n) ?? f.position, `${n} names ${owners.get(n)} and ${f.position}`).toBe(f.position);
        owners.set(n, f.position);
      }
    }
  });
});

describe('read options', () => {
  it('for every one of the 256 signs: four distinct names, exactly one right', () => {
    const rng = seededRng(12);
    for (const f of ODU_CATALOGUE) {
      const options = readOptions(f.position, rng);
      expect(options).toHaveLength(4);
      expect(new Set(options.map(foldName)).size).toBe(4);
      expect(options.filter((o) => isRightName(f.position, o))).toEqual([f.name]);
      for (const o of options) expect(byName.has(o)).toBe(true);
    }
  });

  it('offers the mirror (legs swapped) most of the time, never always', () => {
    const rng = seededRng(7);
    const combos = ODU_CATALOGUE.filter((f) => !f.is_meji);
    let offered = 0;
    for (const f of combos) {
      if (readOptions(f.position, rng).includes(swappedOf(f)!.name)) offered++;
    }
    expect(offered / combos.length).toBeGreaterThan(0.6);
    expect(offered).toBeLessThan(combos.length);
  });

  it('a combination is offered beside signs sharing its right leg and its left leg, no Meji', () => {
    const rng = seededRng(3);
    for (const f of ODU_CATALOGUE.filter((s) => !s.is_meji)) {
      const others = readOptions(f.position, rng)
        .filter((o) => o !== f.name)
        .map(factOf);
      expect(others.some((o) => o.right_leg === f.right_leg)).toBe(true);
      expect(others.some((o) => o.left_leg === f.left_leg)).toBe(true);
      expect(others.some((o) => o.is_meji)).toBe(false);
    }
  });

  it('a Meji is offered beside other Meji (a combination is told from a Meji at a glance)', () => {
    const rng = seededRng(4);
    for (let p = 1; p <= 16; p++) {
      expect(readOptions(p, rng).every((o) => factOf(o).is_meji)).toBe(true);
    }
  });

  it('is deterministic for a seed, and differs between seeds', () => {
    expect(readOptions(17, seededRng(99))).toEqual(readOptions(17, seededRng(99)));
    const shown = new Set(Array.from({ length: 20 }, (_, seed) => readOptions(17, seededRng(seed)).join('|')));
    expect(shown.size).toBeGreaterThan(1);
  });

  it('the right answer is not always in the same place', () => {
    const places = new Set(Array.from({ length: 40 }, (_, seed) => readOptions(100, seededRng(seed)).indexOf(factOf('Ojuani Bosaso').name)));
    expect(places.size).toBe(4);
  });

  it('still gives four options from a tiny pool', () => {
    const options = readOptions(5, seededRng(1), [5]);
    expect(options).toHaveLength(4);
    expect(new Set(options).size).toBe(4);
    expect(options).toContain('Iroso Meji');
  });

  it('refuses a position outside 1..256', () => {
    expect(() => readOptions(0, seededRng(1))).toThrow(RangeError);
  });
});
