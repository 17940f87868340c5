import { describe, expect, it } from 'vitest';
import { PRACTICE, type CardKind, type ReviewRating } from '@ifa/shared';
import { achievementsFor, masteryOf, type CardView } from '../../src/domain/practice/mastery.js';
import { signIdOf } from '../../src/domain/practice/review-questions.js';
import { newCardState, recallOf, reviewCard, type CardState } from '../../src/domain/practice/schedule.js';

const t0 = new Date('2026-03-01T09:00:00Z');
const DAY_MS = 86_400_000;

/** A card answered with these ratings, each when it fell due. */
function reviewed(ratings: ReviewRating[]): { state: CardState; last: Date } {
  let state = newCardState(t0);
  let when = t0;
  for (const r of ratings) {
    state = reviewCard(state, r, when);
    when = new Date(Math.max(when.getTime(), Date.parse(state.due)));
  }
  return { state, last: new Date(state.last_review!) };
}

// Well known: four good answers; asked right after the last review its recall is ~1.
const known = reviewed(['good', 'good', 'good', 'good']);
const now = new Date(known.last.getTime() + 60_000);
const card = (position: number, kind: CardKind, state: CardState = known.state, confused?: Record<string, number>): CardView => ({
  position,
  kind,
  state,
  ...(confused ? { confused } : {}),
});
const both = (position: number, state: CardState = known.state) => [card(position, 'read', state), card(position, 'build', state)];

describe('mastery map', () => {
  it('lists all 256 signs in order, untouched ones null', () => {
    const m = masteryOf([], now);
    expect(m.signs).toHaveLength(256);
    expect(m.signs.map((s) => s.position)).toEqual(Array.from({ length: 256 }, (_, i) => i + 1));
    expect(m.signs.every((s) => s.read === null && s.build === null)).toBe(true);
    expect(m).toMatchObject({ mastered: 0, meji_mastered: 0, mixups: [] });
  });

  it('each card shows its FSRS recall now; a new card (never reviewed) is null', () => {
    const m = masteryOf([card(17, 'read'), card(17, 'build', newCardState(t0))], now);
    expect(m.signs[16]).toEqual({ position: 17, read: recallOf(known.state, now), build: null, settled: false });
    expect(m.signs[16]!.read!).toBeGreaterThanOrEqual(PRACTICE.masteredRecall);
  });

  it('a sign is mastered when both cards stand at the mastered recall', () => {
    const m = masteryOf([...both(1), ...both(17), card(18, 'read')], now);
    expect(m.mastered).toBe(2);
    expect(m.meji_mastered).toBe(1);
  });

  it('a card just answered, even wrong, recalls near 100 % but is not mastered until past its learning steps', () => {
    const lapsed = reviewCard(known.state, 'again', now);
    const m = masteryOf([card(3, 'read', lapsed), card(3, 'build', lapsed)], new Date(now.getTime() + 60_000));
    expect(m.signs[2]!.read!).toBeGreaterThanOrEqual(PRACTICE.masteredRecall);
    expect(m.signs[2]!.settled).toBe(false);
    expect(m.mastered).toBe(0);
  });

  it('a new card first answered wrong (no learning step: in review at once, recall ~1 today) is not mastered until answered right', () => {
    const missed = reviewCard(newCardState(t0), 'again', t0);
    const soon = new Date(t0.getTime() + 60_000);
    expect(recallOf(missed, soon)!).toBeGreaterThanOrEqual(PRACTICE.masteredRecall);
    const wrong = (kind: CardKind): CardView => ({ ...card(5, kind, missed), last_correct: false });
    expect(masteryOf([wrong('read'), wrong('build')], soon)).toMatchObject({ mastered: 0 });
    expect(masteryOf([wrong('read'), wrong('build')], soon).signs[4]!.settled).toBe(false);
    // The same cards last answered right count.
    const right = (kind: CardKind): CardView => ({ ...card(5, kind, missed), last_correct: true });
    expect(masteryOf([right('read'), right('build')], soon)).toMatchObject({ mastered: 1 });
  });

  it('recall fades with time: the same cards are no longer mastered months later', () => {
    const cards = both(1);
    expect(masteryOf(cards, now).mastered).toBe(1);
    const later = new Date(now.getTime() + 365 * DAY_MS);
    const m = masteryOf(cards, later);
    expect(m.mastered).toBe(0);
    expect(m.signs[0]!.read!).toBeLessThan(PRACTICE.masteredRecall);
  });

  it('a weak card keeps its sign from being mastered', () => {
    const weak = reviewed(['again']);
    const at = new Date(weak.last.getTime() + 2 * DAY_MS);
    expect(recallOf(weak.state, at)!).toBeLessThan(PRACTICE.masteredRecall);
    expect(masteryOf([card(2, 'read'), card(2, 'build', weak.state)], at).mastered).toBe(0);
  });

  it('counts the 16 Meji and all signs', () => {
    const meji = Array.from({ length: 16 }, (_, i) => both(i + 1)).flat();
    expect(masteryOf(meji, now)).toMatchObject({ mastered: 16, meji_mastered: 16 });
    const all = Array.from({ length: 256 }, (_, i) => both(i + 1)).flat();
    expect(masteryOf(all, now)).toMatchObject({ mastered: 256, meji_mastered: 16 });
  });

  it('mix-ups: per (sign, answered instead), both cards summed, most frequent first, at most mixupsShown', () => {
    const cards = [
      card(17, 'read', known.state, { [signIdOf(32)]: 3, [signIdOf(18)]: 1 }),
      card(17, 'build', known.state, { [signIdOf(32)]: 2 }),
      card(32, 'read', known.state, { [signIdOf(17)]: 4 }),
      card(5, 'read', known.state, { [signIdOf(6)]: 1, 'not-a-sign': 9, [signIdOf(5)]: 7 }),
      ...[40, 41, 42, 43, 44].map((p) => card(p, 'read', known.state, { [signIdOf(p + 100)]: 1 })),
    ];
    const m = masteryOf(cards, now);
    expect(m.mixups).toHaveLength(PRACTICE.mixupsShown);
    expect(m.mixups.slice(0, 3)).toEqual([
      { position: 17, confusedPosition: 32, count: 5 },
      { position: 32, confusedPosition: 17, count: 4 },
      { position: 5, confusedPosition: 6, count: 1 },
    ]);
    // Equal counts in position order (5, 17, 40, 41, ...), cut at mixupsShown.
    expect(m.mixups.slice(3).map((x) => x.position)).toEqual([17, 40, 41]);
    // Unknown ids and a sign confused with itself are skipped.
    expect(m.mixups.some((x) => x.position === x.confusedPosition)).toBe(false);
  });
});

describe('practice achievements', () => {
  it('streaks of 7 and 30 days', () => {
    expect(achievementsFor({ streakBest: 6, mastered: 0, mejiMastered: 0 })).toEqual([]);
    expect(achievementsFor({ streakBest: 7, mastered: 0, mejiMastered: 0 })).toEqual(['streak_7']);
    expect(achievementsFor({ streakBest: 29, mastered: 0, mejiMastered: 0 })).toEqual(['streak_7']);
    expect(achievementsFor({ streakBest: 30, mastered: 0, mejiMastered: 0 })).toEqual(['streak_7', 'streak_30']);
  });

  it('the 16 Meji mastered, and all 256', () => {
    expect(achievementsFor({ streakBest: 0, mastered: 40, mejiMastered: 15 })).toEqual([]);
    expect(achievementsFor({ streakBest: 0, mastered: 16, mejiMastered: 16 })).toEqual(['meji_mastered']);
    expect(achievementsFor({ streakBest: 0, mastered: 255, mejiMastered: 16 })).toEqual(['meji_mastered']);
    expect(achievementsFor({ streakBest: 31, mastered: 256, mejiMastered: 16 })).toEqual(['streak_7', 'streak_30', 'meji_mastered', 'all_mastered']);
  });
});
