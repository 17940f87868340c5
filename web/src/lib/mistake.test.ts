import { describe, expect, it } from 'vitest';
import { answerShape } from './mistake';

describe('answerShape', () => {
  it('draws a pattern, and a matching pair whose value is a pattern', () => {
    expect(answerShape('11110000')).toEqual({ kind: 'pattern', pattern: '11110000' });
    expect(answerShape('Ogbe Yeku — 11110000')).toEqual({ kind: 'pair', name: 'Ogbe Yeku', value: '11110000', pattern: '11110000' });
  });

  it('keeps words as words, a pair of words as a pair, and near-patterns as text', () => {
    expect(answerShape('Oshún')).toEqual({ kind: 'text', text: 'Oshún' });
    expect(answerShape('Ogbe Yeku — Fuego')).toEqual({ kind: 'pair', name: 'Ogbe Yeku', value: 'Fuego' });
    expect(answerShape('1111000')).toEqual({ kind: 'text', text: '1111000' });
    expect(answerShape(' — 11110000')).toEqual({ kind: 'text', text: ' — 11110000' });
  });
});
