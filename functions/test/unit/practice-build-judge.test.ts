import { describe, expect, it } from 'vitest';
import { ODU_CATALOGUE, PRINCIPAL_ODU } from '../../src/content/odu-catalogue.js';
import { judgeBuild } from '../../src/domain/practice/build-judge.js';

const byName = new Map(ODU_CATALOGUE.map((f) => [f.name, f]));
const pattern = (name: string) => byName.get(name)!.binary_pattern;
const OGBE_YEKU = pattern('Ogbe Yeku'); // 1111 0000: right Ogbe, left Oyeku

describe('judging a built sign', () => {
  it('both legs right: correct, with nothing wrong', () => {
    expect(judgeBuild(OGBE_YEKU, OGBE_YEKU)).toEqual({
      correct: true,
      wrong_marks: [],
      swapped: false,
      built_name: 'Ogbe Yeku',
      built_right_leg: 'Ogbe',
      built_left_leg: 'Oyekun',
      built_position: 17,
    });
  });

  it('Ogbe Yeku built with its legs swapped is Oyekun Nilogbe, and says so', () => {
    const r = judgeBuild(OGBE_YEKU, '00001111');
    expect(r.correct).toBe(false);
    expect(r.swapped).toBe(true);
    expect(r.wrong_marks).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(r.built_name).toBe('Oyekun Nilogbe');
    expect(r).toMatchObject({ built_right_leg: 'Oyekun', built_left_leg: 'Ogbe', built_position: 32 });
  });

  it('swapped is about the columns, not any wrong drawing: Iwori Bogbe swapped is Ogbe Weñe', () => {
    expect(judgeBuild(pattern('Iwori Bogbe'), pattern('Ogbe Weñe')).swapped).toBe(true);
    // Only two marks differ from a swap here, yet it is not one.
    expect(judgeBuild(pattern('Iwori Bogbe'), pattern('Iwori Bogbe').replace(/^0/, '1')).swapped).toBe(false);
  });

  it('a Meji cannot be swapped (both legs are the same)', () => {
    const r = judgeBuild(pattern('Baba Ejiogbe'), pattern('Baba Ejiogbe'));
    expect(r).toMatchObject({ correct: true, swapped: false });
  });

  it('one wrong mark is named by its index', () => {
    // Ogbe Yeku with the left column's third mark single: 1111 0010, the left column is Otrupon's.
    const r = judgeBuild(OGBE_YEKU, '11110010');
    expect(r.correct).toBe(false);
    expect(r.wrong_marks).toEqual([6]);
    expect(r.swapped).toBe(false);
    expect(r).toMatchObject({ built_name: 'Ogbe Tumako', built_right_leg: 'Ogbe', built_left_leg: 'Otrupon' });
  });

  it('one wrong mark in each column: both built legs are other signs\u2019 legs', () => {
    // Odi (1001) | Ojuani (0011) built as 0001 | 1011: Okana | Otura.
    const target = pattern('Odi Omoni');
    expect(target).toBe('10010011');
    const r = judgeBuild(target, '00011011');
    expect(r.wrong_marks).toEqual([0, 4]);
    const built = ODU_CATALOGUE.find((f) => f.right_leg === 'Okana' && f.left_leg === 'Otura')!;
    expect(r).toMatchObject({ correct: false, swapped: false, built_right_leg: 'Okana', built_left_leg: 'Otura', built_name: built.name });
  });

  it('a leg that is another sign\u2019s leg: the built column is named (your left leg is Iwori, not Oyekun)', () => {
    const r = judgeBuild(OGBE_YEKU, pattern('Ogbe Weñe'));
    expect(r.wrong_marks).toEqual([5, 6]);
    expect(r).toMatchObject({ correct: false, swapped: false, built_name: 'Ogbe Weñe', built_right_leg: 'Ogbe', built_left_leg: 'Iwori' });
  });

  it('every built drawing is one of the 256 signs, with its legs\u2019 usual Lucumí names', () => {
    for (const f of ODU_CATALOGUE) {
      const r = judgeBuild(OGBE_YEKU, f.binary_pattern);
      expect(r.built_position).toBe(f.position);
      expect(r.built_name).toBe(f.name);
      expect(r.built_right_leg).toBe(PRINCIPAL_ODU[f.right_leg].lucumi);
      expect(r.built_left_leg).toBe(PRINCIPAL_ODU[f.left_leg].lucumi);
      expect(r.correct).toBe(f.position === 17);
    }
  });

  it('refuses what is not an 8-mark pattern', () => {
    expect(() => judgeBuild(OGBE_YEKU, '1111000')).toThrow(RangeError);
    expect(() => judgeBuild(OGBE_YEKU, '11110002')).toThrow(RangeError);
    expect(() => judgeBuild('x', OGBE_YEKU)).toThrow(RangeError);
  });
});
