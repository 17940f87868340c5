import { describe, expect, it } from 'vitest';
import { PRACTICE, REVIEW_RATINGS, type ReviewRating } from '@ifa/shared';
import { Rating, State, createEmptyCard, fsrs, generatorParameters, type Card } from 'ts-fsrs';
import { metCardState } from '../../src/domain/practice/new-card.js';
import { fromFsrsCard, isDue, newCardState, recallOf, reviewCard, toFsrsCard, type CardState } from '../../src/domain/practice/schedule.js';

// The expectation is computed with ts-fsrs itself: the schedule moves as ts-fsrs says.
// The product's parameters, written out: ts-fsrs's defaults but no learning step and one 10-minute relearning step (docs/decisions/007).
const reference = fsrs(generatorParameters({ request_retention: PRACTICE.desiredRetention, enable_fuzz: false, learning_steps: [], relearning_steps: ['10m'] }));
const DAY = 86_400_000;

/**
 * What the product stores after ts-fsrs's answer: ts-fsrs's card, asked no later than the last
 * whole day its recall holds at the desired retention (written out here, not imported).
 */
function expectedAfter(card: Card): CardState {
  const plain = fromFsrsCard(card);
  const modifier = reference.calculate_interval_modifier(PRACTICE.desiredRetention);
  const latest = card.last_review!.getTime() + Math.max(1, Math.floor(card.stability * modifier)) * DAY;
  return card.due.getTime() > latest ? { ...plain, due: new Date(latest).toISOString() } : plain;
}
const GRADE = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good } as const;
const t0 = new Date('2026-03-01T09:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * 86_400_000);

/** A learner's history: each answer one day after the card fell due. */
function history(ratings: ReviewRating[]): { ours: CardState; theirs: Card; when: Date } {
  let ours = newCardState(t0);
  let theirs = createEmptyCard(t0);
  let when = t0;
  for (const r of ratings) {
    ours = reviewCard(ours, r, when);
    theirs = reference.next(theirs, when, GRADE[r]).card;
    when = new Date(theirs.due.getTime() + 86_400_000);
  }
  return { ours, theirs, when };
}

describe('review schedule (ts-fsrs)', () => {
  it('a new card is ts-fsrs\u2019s empty card, stored as plain data', () => {
    const s = newCardState(t0);
    expect(s).toEqual(fromFsrsCard(createEmptyCard(t0)));
    expect(s).toEqual({
      due: t0.toISOString(),
      stability: 0,
      difficulty: 0,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 0,
      reps: 0,
      lapses: 0,
      state: State.New,
      last_review: null,
    });
    // Survives a JSON round trip (what DynamoDB stores) unchanged.
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('the games\u2019 hand-written met card (no scheduler bundled there) is the same empty card', () => {
    for (const when of [t0, new Date('2027-11-05T23:59:59.999Z')]) expect(metCardState(when)).toEqual(newCardState(when));
  });

  it('mirrors every field of ts-fsrs\u2019s Card', () => {
    const card = reference.next(createEmptyCard(t0), t0, Rating.Good).card;
    expect(Object.keys(fromFsrsCard(card)).sort()).toEqual(Object.keys(card).sort());
    expect(toFsrsCard(fromFsrsCard(card))).toEqual(card);
    expect(toFsrsCard(newCardState(t0))).toEqual(createEmptyCard(t0));
  });

  it.each(REVIEW_RATINGS)('one %s answer on a new card moves it as ts-fsrs says', (rating) => {
    const expected = expectedAfter(reference.next(createEmptyCard(t0), t0, GRADE[rating]).card);
    expect(reviewCard(newCardState(t0), rating, t0)).toEqual(expected);
  });

  it('a long history with lapses stays equal to ts-fsrs step by step', () => {
    const ratings: ReviewRating[] = ['good', 'good', 'again', 'hard', 'good', 'good', 'again', 'good', 'good', 'good'];
    for (let n = 1; n <= ratings.length; n++) {
      const { ours, theirs } = history(ratings.slice(0, n));
      expect(ours).toEqual(expectedAfter(theirs));
    }
    const { ours } = history(ratings);
    expect(ours.lapses).toBe(2);
    expect(ours.reps).toBe(ratings.length);
  });

  it('a card ts-fsrs would date past the day its recall falls under the line is asked on that day', () => {
    // A card first answered wrong, then right the next day: ts-fsrs's stability is 1.9 days, which
    // ts-fsrs rounds to a two-day interval, a day after the recall falls under the line.
    const missed = reviewCard(newCardState(t0), 'again', t0);
    const when = new Date(missed.due);
    const theirs = reference.next(toFsrsCard(missed), when, Rating.Good).card;
    const ours = reviewCard(missed, 'good', when);
    const { due: _theirsDue, ...memory } = fromFsrsCard(theirs);
    const { due, ...ourMemory } = ours;
    expect(ourMemory).toEqual(memory);
    expect(Date.parse(due)).toBeLessThan(theirs.due.getTime());
    // On our date the learner's recall still stands at the line; on ts-fsrs's it had fallen under it.
    expect(recallOf(ours, new Date(due))).toBeGreaterThanOrEqual(PRACTICE.desiredRetention);
    expect(recallOf(ours, theirs.due)).toBeLessThan(PRACTICE.desiredRetention);
    // A card whose date ts-fsrs already keeps inside that day is left as ts-fsrs dates it.
    const good = history(['good', 'good', 'good']);
    expect(good.ours).toEqual(fromFsrsCard(good.theirs));
  });

  it('again comes back sooner than hard, hard no later than good, all after now', () => {
    const learnt = history(['good', 'good', 'good']);
    const due = (r: ReviewRating) => Date.parse(reviewCard(learnt.ours, r, learnt.when).due);
    expect(due('again')).toBeGreaterThan(learnt.when.getTime());
    expect(due('again')).toBeLessThan(due('hard'));
    expect(due('hard')).toBeLessThanOrEqual(due('good'));
    // On a new card, too: good is later than now and later than again.
    const fresh = newCardState(t0);
    expect(Date.parse(reviewCard(fresh, 'good', t0).due)).toBeGreaterThan(t0.getTime());
    expect(Date.parse(reviewCard(fresh, 'again', t0).due)).toBeLessThan(Date.parse(reviewCard(fresh, 'good', t0).due));
  });

  it('good answers push the next date further each time', () => {
    const gaps = [1, 2, 3, 4, 5].map((n) => {
      const { ours } = history(Array<ReviewRating>(n).fill('good'));
      return ours.scheduled_days;
    });
    for (let i = 2; i < gaps.length; i++) expect(gaps[i]!).toBeGreaterThan(gaps[i - 1]!);
  });

  it('is deterministic (no fuzz): the same answer at the same time gives the same date', () => {
    const { ours, when } = history(['good', 'good', 'good', 'good']);
    expect(reviewCard(ours, 'good', when)).toEqual(reviewCard(ours, 'good', when));
  });

  it('a time before the last review (clocks that disagree) counts as that review\u2019s instant instead of failing', () => {
    const once = reviewCard(newCardState(t0), 'good', t0);
    const dayEarlier = at(-1);
    expect(() => reference.next(toFsrsCard(once), dayEarlier, Rating.Good)).toThrow();
    expect(reviewCard(once, 'good', dayEarlier)).toEqual(reviewCard(once, 'good', t0));
    expect(reviewCard(once, 'good', new Date(t0.getTime() - 2000))).toEqual(reviewCard(once, 'good', t0));
    expect(recallOf(once, dayEarlier)).toBe(recallOf(once, t0));
  });

  it('recall: null for a new card, ts-fsrs\u2019s retrievability otherwise, falling with time', () => {
    expect(recallOf(newCardState(t0), at(3))).toBeNull();
    const { ours, theirs, when } = history(['good', 'good']);
    const r = recallOf(ours, when);
    expect(r).toBe(reference.get_retrievability(theirs, when, false));
    expect(r!).toBeGreaterThan(0);
    expect(r!).toBeLessThan(1);
    expect(recallOf(ours, new Date(when.getTime() + 30 * 86_400_000))!).toBeLessThan(r!);
  });

  it('a card is due from its due time on', () => {
    const s = reviewCard(newCardState(t0), 'good', t0);
    const due = new Date(s.due);
    expect(isDue(newCardState(t0), t0)).toBe(true);
    expect(isDue(s, new Date(due.getTime() - 1))).toBe(false);
    expect(isDue(s, due)).toBe(true);
  });
});
