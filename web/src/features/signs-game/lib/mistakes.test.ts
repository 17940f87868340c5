import { describe, expect, it } from 'vitest';
import type { PlayQuestion } from '../machine/signs-machine';
import { signsMistakes } from './mistakes';

const question = (id: string, extra: Partial<PlayQuestion> = {}): PlayQuestion => ({
  id,
  type: 'multiple_choice',
  topic: 'recognition',
  question: '¿Qué signo es este?',
  options: [],
  is_multiple_answer: false,
  ...extra,
});
const TRUTH = { true: 'True', false: 'False' };

describe('signsMistakes', () => {
  it('keeps the drawing of the sign a question showed, and its Yorùbá names', () => {
    const [mistake] = signsMistakes(
      [{ questionId: 'q1', question: '¿Qué signo es este?', yours: ['Odi Meji'], right: ['Baba Ejiogbe'] }],
      [question('q1', { binary_pattern: '11111111', yo_terms: ['Èjì Ogbè'] })],
      TRUTH,
    );
    expect(mistake).toEqual({ questionId: 'q1', question: '¿Qué signo es este?', yours: ['Odi Meji'], right: ['Baba Ejiogbe'], pattern: '11111111', yoTerms: ['Èjì Ogbè'] });
  });

  it('draws nothing for a question without a pattern, or one the game no longer holds', () => {
    const out = signsMistakes(
      [
        { questionId: 'q2', question: '¿Qué significa?', yours: [], right: ['Paz'] },
        { questionId: 'gone', question: 'X', yours: ['a'], right: ['b'] },
      ],
      [question('q2', { binary_pattern: 'not-a-pattern' })],
      TRUTH,
    );
    expect(out.map((m) => m.pattern)).toEqual([undefined, undefined]);
  });

  it("says true/false in the learner's words", () => {
    const [mistake] = signsMistakes([{ questionId: 'q3', question: 'Ogbe es el primero', yours: ['Falso'], right: ['Verdadero'] }], [question('q3', { type: 'true_false' })], TRUTH);
    expect(mistake).toMatchObject({ yours: ['False'], right: ['True'] });
  });
});
