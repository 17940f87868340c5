import { describe, expect, it } from 'vitest';
import { isPattern, letterOf, splitPair, truthOf, truthWord } from './options';

describe('signs answer options', () => {
  it('splits a matching pair at the first long dash', () => {
    expect(splitPair('Odi Meji — 10011001')).toEqual({ name: 'Odi Meji', value: '10011001' });
    expect(splitPair('Ika Meji — «Quien — calla otorga»')).toEqual({ name: 'Ika Meji', value: '«Quien — calla otorga»' });
    expect(splitPair('Odi Meji')).toBeNull();
    expect(splitPair(' — 1')).toBeNull();
  });

  it('recognises a drawn pattern', () => {
    expect(isPattern('10011001')).toBe(true);
    expect(isPattern('1001100')).toBe(false);
    expect(isPattern('1001100a')).toBe(false);
    expect(isPattern(undefined)).toBe(false);
  });

  it('letters options and reads true/false in any of the three languages', () => {
    expect([0, 1, 2, 3].map(letterOf).join('')).toBe('ABCD');
    expect(truthOf('Verdadero', 1)).toBe('true');
    expect(truthOf('Faux', 0)).toBe('false');
    expect(truthOf('Sí', 0)).toBe('true');
    expect(truthOf('No', 1)).toBe('false');
    expect(truthWord('Falso')).toBe('false');
    expect(truthWord('Odi Meji')).toBeNull();
  });
});
