import { describe, expect, it } from 'vitest';
import { hintSlots } from './hint-slots';

describe('the type-answer hint slots', () => {
  it('draws one slot per character, the space included (an 11-character name has 11 slots)', () => {
    // The server's mask of 'Eleggua Ade': characters joined by single spaces.
    const mask = [...'Eleggua Ade'].map((c, i) => (i === 0 || c === ' ' ? c : '_')).join(' ');
    const slots = hintSlots(mask, 11);
    expect(slots).toHaveLength(11);
    expect(slots[0]).toEqual({ char: 'E', space: false });
    expect(slots.filter((s) => s.space)).toHaveLength(1);
    expect(slots[7]).toEqual({ char: '', space: true });
    expect(slots.filter((s) => !s.space && s.char === '')).toHaveLength(9);
  });

  it('keeps the length the server counted even when the mask is shorter', () => {
    expect(hintSlots('O', 3)).toEqual([
      { char: 'O', space: false },
      { char: '', space: false },
      { char: '', space: false },
    ]);
  });
});
