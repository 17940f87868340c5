import { describe, expect, it } from 'vitest';
import { dueShown, practiceAction } from './practice-links';

const plain = (n: number) => String(n);

describe('dueShown', () => {
  it('shows the count as it is when the server counted them all', () => {
    expect(dueShown({ due_count: 12, due_capped: false }, plain)).toBe('12');
    expect(dueShown({ due_count: 0, due_capped: false }, plain)).toBe('0');
  });

  it('adds a plus when the count was capped', () => {
    expect(dueShown({ due_count: 30, due_capped: true }, plain)).toBe('30+');
  });

  it('formats the number in the UI language', () => {
    const fr = (n: number) => new Intl.NumberFormat('fr-FR').format(n);
    expect(dueShown({ due_count: 1200, due_capped: false }, fr)).toBe(fr(1200));
  });
});

describe('practiceAction', () => {
  it('offers the review while cards are due, even with new ones left', () => {
    expect(practiceAction({ due_count: 3, new_available: 20 })).toBe('review');
  });

  it('offers new signs when nothing is due', () => {
    expect(practiceAction({ due_count: 0, new_available: 20 })).toBe('learn');
  });

  it('says the day is done when nothing is due and no new card is left', () => {
    expect(practiceAction({ due_count: 0, new_available: 0 })).toBe('done');
  });
});
