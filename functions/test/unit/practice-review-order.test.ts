import { describe, expect, it } from 'vitest';
import { compareDue, type DueRef } from '../../src/domain/practice/review-order.js';

const at = (due: string, position: number, kind: DueRef['kind'], subject_id = `s${position}`): DueRef => ({ due, position, subject_id, kind });

describe('the order of due cards in a review', () => {
  it('puts the most overdue first', () => {
    const cards = [at('2026-11-23T10:00:00.000Z', 1, 'read'), at('2026-11-22T10:00:00.000Z', 9, 'build'), at('2026-11-23T09:00:00.000Z', 5, 'read')];
    expect([...cards].sort(compareDue).map((c) => c.position)).toEqual([9, 5, 1]);
  });

  it('keeps a sign\'s cards together when a game left many due at once: by catalogue place, read before build', () => {
    const now = '2026-11-23T10:00:00.000Z';
    // The order the index may hand them back in: all builds first.
    const cards = [at(now, 40, 'build'), at(now, 3, 'build'), at(now, 17, 'build'), at(now, 40, 'read'), at(now, 3, 'read'), at(now, 17, 'read'), at(now, 0, 'fact', 'oshun.colors')];
    expect([...cards].sort(compareDue).map((c) => `${c.position}:${c.kind}`)).toEqual(['0:fact', '3:read', '3:build', '17:read', '17:build', '40:read', '40:build']);
  });

  it('orders fact cards due at once by subject, whatever order they came in', () => {
    const now = '2026-11-23T10:00:00.000Z';
    const facts = [at(now, 0, 'fact', 'yemaya.colors'), at(now, 0, 'fact', 'eleggua.numbers'), at(now, 0, 'fact', 'oshun.colors')];
    expect([...facts].sort(compareDue).map((c) => c.subject_id)).toEqual(['eleggua.numbers', 'oshun.colors', 'yemaya.colors']);
    expect([...facts].reverse().sort(compareDue).map((c) => c.subject_id)).toEqual(['eleggua.numbers', 'oshun.colors', 'yemaya.colors']);
  });
});
