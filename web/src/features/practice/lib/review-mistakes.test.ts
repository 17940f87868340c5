import { describe, expect, it } from 'vitest';
import type { ReviewAnswerResult } from '../api/submit-review-answer';
import { reviewMistakes } from './review-mistakes';

const WORDS = { read: '¿Qué signo es este?', build: (name: string) => `Construye ${name}` };
const wrong = (overrides: Partial<ReviewAnswerResult> = {}): ReviewAnswerResult => ({
  correct: false,
  rating: 'again',
  correct_answer: 'Ogbe Yeku',
  correct_pattern: '11110000',
  sign_id: 'ogbe-yeku',
  next_due: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

describe('reviewMistakes', () => {
  it("lists a 'read' card with the drawing it showed and the sign's name", () => {
    const [mistake] = reviewMistakes(
      [{ question: { id: 'q1', kind: 'read', is_new: false, pattern: '11110000', options: [], seconds: 15, yo_terms: ['Ogbè Ìyẹ̀kú'] }, answer: 'Ogbe Di', result: wrong() }],
      WORDS,
    );
    expect(mistake).toEqual({ questionId: 'q1', question: '¿Qué signo es este?', pattern: '11110000', yours: ['Ogbe Di'], right: ['Ogbe Yeku'], yoTerms: ['Ogbè Ìyẹ̀kú'] });
  });

  it("lists a 'build' card with the sign built and the right one as drawings, the question naming it", () => {
    const [mistake] = reviewMistakes([{ question: { id: 'q2', kind: 'build', is_new: true, name: 'Ogbe Yeku', seconds: 30 }, answer: '00001111', result: wrong() }], WORDS);
    expect(mistake).toEqual({ questionId: 'q2', question: 'Construye Ogbe Yeku', yours: ['00001111'], right: ['11110000'] });
    expect(mistake?.pattern).toBeUndefined();
  });

  it('lists an orisha fact with its prompt and the right option', () => {
    const [mistake] = reviewMistakes(
      [{ question: { id: 'q3', kind: 'fact', is_new: false, prompt: '¿Qué color se asocia con Oshún?', options: ['Rojo', 'Amarillo'], seconds: 15 }, answer: 'Rojo', result: wrong({ correct_answer: 'Amarillo', correct_pattern: undefined, sign_id: undefined }) }],
      WORDS,
    );
    expect(mistake).toEqual({ questionId: 'q3', question: '¿Qué color se asocia con Oshún?', yours: ['Rojo'], right: ['Amarillo'] });
  });
});
