import { PRACTICE } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { focusLink, focusSignsOf, practiceRequestFrom } from './practice-params';

const from = (query: string) => practiceRequestFrom(new URLSearchParams(query));

describe('practiceRequestFrom', () => {
  it('reads the daily review, the drill (with or without its pool) and a focus session', () => {
    expect(from('')).toEqual({ mode: 'review' });
    expect(from('mode=build')).toEqual({ mode: 'build' });
    expect(from('mode=build&pool=64')).toEqual({ mode: 'build', pool: 64 });
    expect(from('mode=build&pool=65')).toEqual({ mode: 'build' });
    expect(from('focus=ogbe-di,odi-ogbe')).toEqual({ mode: 'focus', signs: ['ogbe-di', 'odi-ogbe'] });
  });

  it('drops what is not a sign id, repeats, and more than the allowed signs', () => {
    expect(from('focus=ogbe-di,ogbe-di,<script>,,X')).toEqual({ mode: 'focus', signs: ['ogbe-di'] });
    expect(from('focus=<b>')).toEqual({ mode: 'review' });
    const many = Array.from({ length: 12 }, (_, i) => `sign-${i}`).join(',');
    expect(from(`focus=${many}`).signs).toHaveLength(PRACTICE.maxFocusSigns);
  });

  it('reads a focus session on orishas (My deities), keeping only the guide\'s orishas', () => {
    expect(from('orishas=oshun,elegua,oshun,zeus')).toEqual({ mode: 'focus', signs: [], orishas: ['oshun', 'elegua'] });
    expect(from('orishas=zeus')).toEqual({ mode: 'review' });
  });

  it('reads a session on an assignment of the learner\'s house, whatever else the link says', () => {
    expect(from('tarea=01JD2K5X7Q')).toEqual({ mode: 'focus', assignment: '01JD2K5X7Q' });
    expect(from('tarea=a-1&focus=ogbe-di&mode=build')).toEqual({ mode: 'focus', assignment: 'a-1' });
    expect(from('tarea=<script>')).toEqual({ mode: 'review' });
    expect(from(`tarea=${'x'.repeat(41)}`)).toEqual({ mode: 'review' });
  });
});

describe('focusSignsOf', () => {
  it('takes both signs of each mix-up once, at most the allowed number', () => {
    const mixups = [
      { sign_id: 'ogbe-di', confused_id: 'odi-ogbe' },
      { sign_id: 'odi-ogbe', confused_id: 'ogbe-di' },
      { sign_id: 'iwori-meji', confused_id: 'odi-meji' },
    ];
    expect(focusSignsOf(mixups)).toEqual(['ogbe-di', 'odi-ogbe', 'iwori-meji', 'odi-meji']);
    const many = Array.from({ length: 10 }, (_, i) => ({ sign_id: `a-${i}`, confused_id: `b-${i}` }));
    expect(focusSignsOf(many)).toHaveLength(PRACTICE.maxFocusSigns);
    expect(focusLink('/practice', ['ogbe-di', 'odi-ogbe'])).toBe('/practice?focus=ogbe-di,odi-ogbe');
  });
});
