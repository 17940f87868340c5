/**
 * The mastery map and the practice achievements (issue 12, points 3 and 4). How well a learner
 * knows a sign is FSRS's predicted recall of its two cards now (ts-fsrs retrievability), so the
 * map fades as the learner would forget and comes back with review, and 'mastered' means the
 * same as the simulation's goal in the bench: both cards at >= PRACTICE.masteredRecall, both
 * past their learning steps (FSRS's Review state) and both last answered right: right after any
 * answer, even a wrong one, the predicted recall is near 100 %, which says nothing yet of a lasting
 * memory.
 */
import { PRACTICE, SIGN_CARD_KINDS, type CardKind, type PracticeAchievement, type SignCardKind } from '@ifa/shared';
import { PRINCIPAL_LEGS } from '../../content/odu-catalogue.js';
import { signByIdOrNull } from './review-questions.js';
import { State } from 'ts-fsrs';
import { recallOf, type CardState } from './schedule.js';

const SIGN_COUNT = 256;
const isSignKind = (kind: CardKind): kind is SignCardKind => (SIGN_CARD_KINDS as readonly CardKind[]).includes(kind);
const MEJI_COUNT = PRINCIPAL_LEGS.length;

/** One of the learner's sign cards, as the mastery map needs it. */
export interface CardView {
  position: number;
  kind: CardKind;
  state: CardState;
  /** Other sign id -> times the learner answered that sign instead of this one. */
  confused?: Record<string, number>;
  /** Whether the last answer was right (absent before the first review, or on older cards). */
  last_correct?: boolean | undefined;
}

export interface SignMastery {
  position: number;
  /** Predicted recall 0..1 of each card now; null when there is no card or it was never reviewed. */
  read: number | null;
  build: number | null;
  /** Both cards exist, are past their (re)learning steps (FSRS Review state) and were last answered right. */
  settled: boolean;
}

export interface Mixup {
  position: number;
  confusedPosition: number;
  count: number;
}

export interface Mastery {
  /** All 256 signs in position order. */
  signs: SignMastery[];
  mastered: number;
  /** Mastered among the 16 Meji (positions 1..16). */
  meji_mastered: number;
  /** The most frequent (sign, answered instead) pairs, most frequent first. */
  mixups: Mixup[];
}

/** Past the (re)learning steps and last answered right (a card met in a game has no answer yet). */
export const isSettled = (card: Pick<CardView, 'state' | 'last_correct'>) => card.state.state === State.Review && card.last_correct !== false;

const isMastered = (s: SignMastery) => s.settled && s.read !== null && s.build !== null && s.read >= PRACTICE.masteredRecall && s.build >= PRACTICE.masteredRecall;

/**
 * The map at `now`: each sign's recall per card, how many are mastered, and the mix-ups beside
 * it (the 'practise these' button starts a session on them). A mix-up is kept per direction
 * (taking Ogbe Yeku for Oyekun Nilogbe is not the same slip as the reverse), both cards' counts
 * summed; confused ids that are no longer in the catalogue are skipped.
 */
export function masteryOf(cards: readonly CardView[], now: Date): Mastery {
  const signs: SignMastery[] = Array.from({ length: SIGN_COUNT }, (_, i) => ({ position: i + 1, read: null, build: null, settled: false }));
  const reviewed = new Map<number, number>();
  const pairs = new Map<string, Mixup>();
  for (const card of cards) {
    const sign = signs[card.position - 1];
    if (!sign || !isSignKind(card.kind)) continue;
    sign[card.kind] = recallOf(card.state, now);
    if (isSettled(card)) reviewed.set(card.position, (reviewed.get(card.position) ?? 0) + 1);
    for (const [id, count] of Object.entries(card.confused ?? {})) {
      const other = signByIdOrNull(id);
      if (!other || other.position === card.position || !(count > 0)) continue;
      const key = `${card.position}:${other.position}`;
      const pair = pairs.get(key) ?? { position: card.position, confusedPosition: other.position, count: 0 };
      pair.count += count;
      pairs.set(key, pair);
    }
  }
  for (const sign of signs) sign.settled = reviewed.get(sign.position) === SIGN_CARD_KINDS.length;
  const mastered = signs.filter(isMastered);
  const mixups = [...pairs.values()]
    .sort((a, b) => b.count - a.count || a.position - b.position || a.confusedPosition - b.confusedPosition)
    .slice(0, PRACTICE.mixupsShown);
  return {
    signs,
    mastered: mastered.length,
    meji_mastered: mastered.filter((s) => s.position <= MEJI_COUNT).length,
    mixups,
  };
}

/** The practice achievements earned (DESIGN.md 5b): 7- and 30-day streaks, the 16 Meji, all 256 signs. */
export function achievementsFor(input: { streakBest: number; mastered: number; mejiMastered: number }): PracticeAchievement[] {
  const [week, month] = PRACTICE.streakAchievements;
  const earned: PracticeAchievement[] = [];
  if (input.streakBest >= week) earned.push('streak_7');
  if (input.streakBest >= month) earned.push('streak_30');
  if (input.mejiMastered >= MEJI_COUNT) earned.push('meji_mastered');
  if (input.mastered >= SIGN_COUNT) earned.push('all_mastered');
  return earned;
}
