import { describe, expect, it } from 'vitest';
import { judgeAnswer, type AnswerKey } from '@ifa/shared';
import { ODU_CATALOGUE } from '../../src/content/odu-catalogue.js';
import { slugify } from '../../src/content/slug.js';
import { otherSignNames, signSpellings } from '../../src/domain/answer-lexicon.js';
import { evaluate } from '../../src/domain/game-engine.js';
import type { BuiltQuestion } from '../../src/domain/game-types.js';

/** The Signs game's typed 'which sign?' question about `name`, no options (type_answer). */
function signsTyped(name: string): BuiltQuestion {
  const fact = ODU_CATALOGUE.find((f) => f.name === name)!;
  const [main, ...aliases] = signSpellings(fact);
  return {
    id: 'q1',
    type: 'type_answer',
    topic: 'binary_patterns',
    question: '¿Qué signo es?',
    options: [],
    is_multiple_answer: false,
    correct_answers: [main!],
    accepted_answers: aliases,
    learning_reference: null,
    sign_id: slugify(name),
  };
}

/** The daily review's key for a 'read' card of `name` (services/practice.ts judgeSign). */
function reviewKey(name: string): AnswerKey {
  const fact = ODU_CATALOGUE.find((f) => f.name === name)!;
  return { correct: [name], accepted: signSpellings(fact), others: otherSignNames(slugify(name)) };
}

describe('one judge (DESIGN.md 5b): the issue 34 cases', () => {
  it.each([
    ['Otrupom Meji', 'Otrupon Meji'],
    ['Okxana Meji', 'Okana Meji'],
    ['Ika Mejo', 'Ika Meji'],
  ])('the Signs game takes %s as %s, casi', (typed, name) => {
    expect(evaluate(signsTyped(name), [typed])).toMatchObject({ correct: true, almost: name, missed: [] });
  });

  it.each([
    // Ose Meji is Oshe Meji's Yorùbá name: exactly another sign.
    ['Osa Meji', 'Ose Meji'],
    // One letter from Iroso Umbo, and the exact name of Iroso Fumbo.
    ['Iroso Umbo', 'Iroso Fumbo'],
    ['Obara Kana', 'Obara Kuña'],
    ['Ogbe Sa', 'Ogbe Ka'],
  ])('asked %s, another sign %s stays wrong, options or none', (name, typed) => {
    expect(evaluate(signsTyped(name), [typed])).toMatchObject({ correct: false, missed: [name] });
    expect(evaluate(signsTyped(name), [typed]).almost).toBeUndefined();
  });

  it('a slip as near another sign as the one asked is not forgiven', () => {
    // 'Ogbe Xa' is one letter from Ogbe Sa and from Ogbe Ka.
    expect(evaluate(signsTyped('Ogbe Sa'), ['Ogbe Xa']).correct).toBe(false);
  });

  it('gives the same verdict in the game and in the review for every case', () => {
    const cases: Array<[string, string]> = [
      ['Otrupon Meji', 'Otrupom Meji'],
      ['Okana Meji', 'Okxana Meji'],
      ['Ika Meji', 'Ika Mejo'],
      ['Osa Meji', 'Ose Meji'],
      ['Ogbe Sa', 'Ogbe Xa'],
      ['Baba Ejiogbe', 'Eji Ogbe'],
      ['Baba Ejiogbe', 'ejiogbe'],
      ['Ogbe Yeku', 'Ogbe Oyeku'],
    ];
    for (const [name, typed] of cases) {
      const game = evaluate(signsTyped(name), [typed]);
      const review = judgeAnswer(reviewKey(name), [typed]);
      expect([game.correct, game.almost !== undefined], `${name} / ${typed}`).toEqual([review.correct, review.almost !== undefined]);
    }
  });

  it('accepts the Yorùbá names and the names without spaces exactly, with no casi', () => {
    expect(judgeAnswer(reviewKey('Baba Ejiogbe'), ['Eji Ogbe'])).toMatchObject({ correct: true });
    expect(judgeAnswer(reviewKey('Baba Ejiogbe'), ['Eji Ogbe']).almost).toBeUndefined();
    expect(judgeAnswer(reviewKey('Ogbe Yeku'), ['ogbeyeku'])).toMatchObject({ correct: true });
  });

  it('judges a multi-answer set exactly, never by a slip', () => {
    const key: AnswerKey = { correct: ['Rojo', 'Blanco'], multiple: true, others: ['Verde', 'Azul'] };
    expect(judgeAnswer(key, ['Blanco', 'rojo']).correct).toBe(true);
    expect(judgeAnswer(key, ['Rojo'])).toMatchObject({ correct: false, missed: ['Blanco'] });
    expect(judgeAnswer(key, ['Rojo', 'Blanco', 'Verde'])).toMatchObject({ correct: false, incorrectly_selected: ['Verde'] });
    expect(judgeAnswer(key, ['Rojo', 'Blanko']).correct).toBe(false);
  });

  it('takes another true value through the knowledge base, and a slip only away from wrong options', () => {
    const key: AnswerKey = { correct: ['martes'], isAccepted: (t) => t.toLowerCase() === 'tuesday', others: ['lunes', 'jueves', 'sábado'] };
    expect(judgeAnswer(key, ['Tuesday']).correct).toBe(true);
    expect(judgeAnswer(key, ['martez'])).toMatchObject({ correct: true, almost: 'martes' });
    // 'marts' is one letter from martes and from martis.
    expect(judgeAnswer({ ...key, others: ['martis'] }, ['marts'])).toMatchObject({ correct: false });
  });
});
