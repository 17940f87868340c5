import { describe, expect, it } from 'vitest';
import { explainBuild } from './build-explanation';
import { LEGS } from './legs';

const feedback = (over: Partial<Parameters<typeof explainBuild>[2]> = {}) => ({
  wrong_marks: [],
  swapped: false,
  built_name: 'Iwori Di',
  built_right_leg: 'Iwori',
  built_left_leg: 'Odi',
  expected_right_leg: 'Ogbe',
  expected_left_leg: 'Odi',
  ...over,
});

describe('explainBuild', () => {
  it('says the legs were swapped when the server says so', () => {
    expect(explainBuild('00001111', '11110000', feedback({ swapped: true }))).toEqual({ kind: 'swapped' });
  });

  it("names the wrong leg and the one that was wanted: 'your right leg is Iwori, not Ogbe'", () => {
    // Ogbe Di (1111 1001) built as Iwori Di (0110 1001).
    expect(explainBuild('01101001', '11111001', feedback())).toEqual({ kind: 'legs', wrong: [{ side: 'right', built: 'Iwori', expected: 'Ogbe' }] });
  });

  it('names both legs as the server does when both are wrong', () => {
    // Target Ogbe Di (1111 1001) built Odi Iwori (1001 0110).
    const named = explainBuild('10010110', '11111001', feedback({ built_right_leg: 'Odi', built_left_leg: 'Iwori' }));
    expect(named).toEqual({
      kind: 'legs',
      wrong: [
        { side: 'right', built: 'Odi', expected: 'Ogbe' },
        { side: 'left', built: 'Iwori', expected: 'Odi' },
      ],
    });
  });

  it('falls back to the built name when a pattern is not eight marks', () => {
    expect(explainBuild('0110-001', '11111001', feedback())).toEqual({ kind: 'built', name: 'Iwori Di' });
  });

  it('knows the sixteen legs by their columns, each once', () => {
    expect(new Set(LEGS.map((l) => l.column)).size).toBe(16);
  });
});
