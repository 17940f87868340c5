import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/domain/game-engine.js';
import type { BuiltQuestion } from '../../src/domain/game-types.js';
import { isOneSlip, isSlipOf, slipMatch } from '@ifa/shared';

describe('one slip (OSA distance 1, DESIGN.md 5b)', () => {
  it('accepts one insertion, deletion, substitution or adjacent swap', () => {
    expect(isOneSlip('yemaya', 'yemmaya')).toBe(true); // insertion
    expect(isOneSlip('yemaya', 'yemya')).toBe(true); // deletion
    expect(isOneSlip('yemaya', 'yemeya')).toBe(true); // substitution
    expect(isOneSlip('yemaya', 'yeamya')).toBe(true); // adjacent swap
    expect(isOneSlip('yemaya', 'yemayx')).toBe(true); // last letter
    expect(isOneSlip('yemaya', 'xemaya')).toBe(true); // first letter
    expect(isOneSlip('yemaya', 'yemayas')).toBe(true); // one more at the end
  });

  it('refuses two edits, a far swap, or no edit at all', () => {
    expect(isOneSlip('yemaya', 'yemaya')).toBe(false);
    expect(isOneSlip('yemaya', 'yamaye')).toBe(false); // two substitutions
    expect(isOneSlip('yemaya', 'aemayy')).toBe(false); // letters swapped far apart
    expect(isOneSlip('yemaya', 'yemayaaa')).toBe(false);
    expect(isOneSlip('yemaya', 'emay')).toBe(false);
    expect(isOneSlip('abcd', 'badc')).toBe(false); // two swaps
  });

  it('folds accents, case and spaces as the exact match does, and only from 5 letters', () => {
    expect(isSlipOf('YEMAYÁ', 'Yemayá')).toBe(false); // the same word: no slip
    expect(isSlipOf('Yemyá', 'Yemayá')).toBe(true);
    expect(isSlipOf('Oshn', 'Oshún')).toBe(true); // 5 letters: forgiven
    expect(isSlipOf('Oya', 'Oyá')).toBe(false); // the same word
    expect(isSlipOf('Oa', 'Oyá')).toBe(false); // 3 letters: must be exact
    expect(isSlipOf('Ogun', 'Oggún')).toBe(true); // 'oggun' has 5 letters: one deletion
  });

  it('forgives only a slip of one answer that is not as near a wrong one', () => {
    const answers = [
      { spelling: 'Ogbe Di', answer: 1 },
      { spelling: 'Ogbe Fun', answer: 2 },
    ];
    expect(slipMatch('Ogbe Fum', answers)).toBe(2);
    // 'Ogbe Dix' is one off 'Ogbe Di' only.
    expect(slipMatch('Ogbe Dix', answers)).toBe(1);
    // Near both a right and a wrong spelling: not forgiven.
    expect(slipMatch('Shangu', [{ spelling: 'Shangó', answer: 1 }], ['Shanga'])).toBe(undefined);
    expect(slipMatch('Shangx', [{ spelling: 'Shangó', answer: 1 }], ['Oshún'])).toBe(1);
  });
});

const typed = (answer: string, options: string[] = [], accepted: string[] = []): BuiltQuestion => ({
  id: 'q1',
  type: 'type_answer',
  topic: 'colors',
  question: '¿Quién…?',
  options,
  is_multiple_answer: false,
  correct_answers: [answer],
  accepted_answers: accepted,
  learning_reference: null,
});

describe('a typed answer one letter off is right, and says so (casi)', () => {
  it('counts a slip as right with the right spelling to show', () => {
    const result = evaluate(typed('Yemayá'), ['yemya']);
    expect(result.correct).toBe(true);
    expect(result.almost).toBe('Yemayá');
    expect(result.missed).toEqual([]);
  });

  it('an exact answer (accents and case aside) is right without "almost"', () => {
    const result = evaluate(typed('Yemayá'), ['YEMAYA']);
    expect(result.correct).toBe(true);
    expect(result.almost).toBeUndefined();
  });

  it('a slip of an accepted form counts, shown with the main spelling', () => {
    const result = evaluate(typed('Elegguá', [], ['Eleguá']), ['Eleua']);
    expect(result.correct).toBe(true);
    expect(result.almost).toBe('Elegguá');
  });

  it('two letters off, or a short answer one off, is wrong', () => {
    expect(evaluate(typed('Yemayá'), ['yemyx']).correct).toBe(false);
    expect(evaluate(typed('Oyá'), ['Oy']).correct).toBe(false);
  });

  it('a slip that is as near a wrong option is not forgiven', () => {
    expect(evaluate(typed('Oshún', ['Oshún', 'Oshum']), ['Oshun']).correct).toBe(true); // exact
    expect(evaluate(typed('Oshún', ['Oshún', 'Oshum']), ['Oshux']).correct).toBe(false);
  });

  it('a Signs-game typed name is forgiven a slip, weighed against every sign of the catalogue', () => {
    expect(evaluate({ ...typed('Otura Di'), sign_id: 'otura-di' }, ['Otura Dy'])).toMatchObject({ correct: true, almost: 'Otura Di' });
    // One letter from Osa Meji is Ose Meji, Oshe Meji's Yorùbá name: another sign, never 'casi'.
    expect(evaluate({ ...typed('Osa Meji'), sign_id: 'osa-meji' }, ['Ose Meji']).correct).toBe(false);
  });

  it('multi-answer questions are never forgiven a slip', () => {
    const q: BuiltQuestion = { ...typed('Rojo'), is_multiple_answer: true, correct_answers: ['Rojo', 'Blanco'], options: ['Rojo', 'Blanco', 'Verde', 'Azul'] };
    expect(evaluate(q, ['Rojo', 'Blanko']).correct).toBe(false);
  });
});
