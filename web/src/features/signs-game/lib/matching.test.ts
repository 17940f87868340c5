import { describe, expect, it } from 'vitest';
import { answerOf, judgePairs, link, nameOf, pairsOf, unlink } from './matching';

const names = ['Ogbe Meji', 'Oyeku Meji', 'Iwori Meji'];

describe('matching pairs', () => {
  it('joins a name with a value, one value per name and one name per value', () => {
    let pairs = link(new Map(), 'Ogbe Meji', '11111111');
    pairs = link(pairs, 'Oyeku Meji', '00000000');
    expect(answerOf(names, pairs)).toEqual(['Ogbe Meji — 11111111', 'Oyeku Meji — 00000000']);
    // Re-joining a value moves it: the old pair is undone.
    pairs = link(pairs, 'Iwori Meji', '11111111');
    expect(answerOf(names, pairs)).toEqual(['Oyeku Meji — 00000000', 'Iwori Meji — 11111111']);
    expect(nameOf(pairs, '11111111')).toBe('Iwori Meji');
    // Re-joining a name replaces its value.
    pairs = link(pairs, 'Oyeku Meji', '01100110');
    expect(pairs.get('Oyeku Meji')).toBe('01100110');
    expect(answerOf(names, unlink(pairs, 'Iwori Meji'))).toEqual(['Oyeku Meji — 01100110']);
  });

  it('reads the pairs of a sent answer back', () => {
    expect([...pairsOf(['Ogbe Meji — 11111111', 'nonsense'])]).toEqual([['Ogbe Meji', '11111111']]);
    expect(pairsOf('')).toEqual(new Map());
  });

  it('judges each pair from the server feedback and gives the right value of the wrong ones', () => {
    const pairs = new Map([
      ['Ogbe Meji', '11111111'],
      ['Oyeku Meji', '01100110'],
    ]);
    const judged = judgePairs(names, pairs, {
      correctly_selected: ['Ogbe Meji — 11111111'],
      correct_answers: ['Ogbe Meji — 11111111', 'Oyeku Meji — 00000000', 'Iwori Meji — 01100110'],
    });
    expect(judged).toEqual([
      { name: 'Ogbe Meji', value: '11111111', state: 'right', rightValue: '11111111' },
      { name: 'Oyeku Meji', value: '01100110', state: 'wrong', rightValue: '00000000' },
      { name: 'Iwori Meji', value: null, state: 'missed', rightValue: '01100110' },
    ]);
  });
});
