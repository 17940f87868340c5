/**
 * The review schedule of daily practice (issue 12, DESIGN.md 5b): FSRS through `ts-fsrs`, never
 * a scheduler of our own. A card's state is kept as plain data (ISO strings, numbers) so it can
 * be stored in the single table as it is; these helpers convert it to and from ts-fsrs's `Card`.
 * Pure: the clock is always passed in.
 */
import { PRACTICE, type ReviewRating } from '@ifa/shared';
import { Rating, State, createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';

/**
 * A review card's FSRS state, storable as JSON/DynamoDB (no Date objects): every field of
 * ts-fsrs 5's `Card`, dates as ISO strings and the missing `last_review` of a new card as null.
 */
export interface CardState {
  /** When the card is next due (ISO). */
  due: string;
  stability: number;
  difficulty: number;
  /** Kept because ts-fsrs 5 still carries it (deprecated there, removed in 6). */
  elapsed_days: number;
  scheduled_days: number;
  /** Which (re)learning step the card is at (ts-fsrs 5). */
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs `State`: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
  /** The last review (ISO), null while the card is new. */
  last_review: string | null;
}

/**
 * The one scheduler: default FSRS parameters with the project's desired retention, and no fuzz
 * so the same answer at the same time always gives the same date (tests and the bench can
 * predict it; a learner's cards are spread by when they were met, not by noise). A forgotten card
 * (Again on a card in review) is asked again after one 10-minute step, so the day ends on a right
 * answer; a new card has no learning step: right, it waits for its first interval, and wrong, it
 * comes back the next day (its feedback has just shown the answer). The bench's month of practice
 * (scripts/src/bench/practice-sim.ts) does the same work in fewer minutes a day this way
 * (docs/decisions/007-daily-practice.md).
 */
export const SCHEDULER_PARAMETERS = generatorParameters({
  request_retention: PRACTICE.desiredRetention,
  enable_fuzz: false,
  learning_steps: [],
  relearning_steps: ['10m'],
});
export const practiceScheduler = fsrs(SCHEDULER_PARAMETERS);

/** Days after a review at which FSRS's recall of a card of stability 1 reaches the desired retention. */
const INTERVAL_MODIFIER = practiceScheduler.calculate_interval_modifier(PRACTICE.desiredRetention);
const DAY_MS = 86_400_000;

/** How a review rating grades the card in FSRS (Easy is never given: DESIGN.md 5b rates from the outcome). */
export const GRADE_OF: Readonly<Record<ReviewRating, Grade>> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good };

/** The stored state as ts-fsrs's `Card` (a new card has no `last_review`, as createEmptyCard makes it). */
export function toFsrsCard(s: CardState): Card {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state as State,
    ...(s.last_review ? { last_review: new Date(s.last_review) } : {}),
  };
}

/** ts-fsrs's `Card` as the stored state. */
export function fromFsrsCard(card: Card): CardState {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** A card met for the first time: due at once (ts-fsrs's empty card). */
export function newCardState(now: Date): CardState {
  return fromFsrsCard(createEmptyCard(now));
}

/**
 * ts-fsrs refuses a time a day or more before the card's last review. Clocks can disagree (two
 * servers, a restored backup), so any earlier time is read as the last review's own instant instead.
 */
function notBeforeLastReview(s: CardState, now: Date): Date {
  const last = s.last_review ? Date.parse(s.last_review) : Number.NaN;
  return last > now.getTime() ? new Date(last) : now;
}

/**
 * The card after one answer rated `rating` at `now`: the memory state ts-fsrs computes (stability,
 * difficulty, reps, lapses, state), asked again on ts-fsrs's date or, when that date lies past the
 * last whole day on which ts-fsrs's own recall (`recallOf`, counted in whole days) still stands at
 * the desired retention, on that day instead (`askBy`).
 */
export function reviewCard(state: CardState, rating: ReviewRating, now: Date): CardState {
  return askBy(fromFsrsCard(practiceScheduler.next(toFsrsCard(state), notBeforeLastReview(state, now), GRADE_OF[rating]).card));
}

/**
 * ts-fsrs rounds an interval to whole days (at least one) and keeps Good a day past Hard, so a
 * card of low stability (0.8 days after a lapse, say) is dated two days on, a day after its
 * recall fell under the line: the learner would be asked after forgetting, and the mastery map
 * would show a known sign as fading. The date is brought forward to the last day the recall
 * holds: `last_review + max(1, floor(stability x interval modifier))` days. Nothing else of
 * ts-fsrs's card changes (the next review computes from `last_review`, not from `due`).
 */
export function askBy(card: CardState): CardState {
  if (!card.last_review || card.state === State.New) return card;
  const days = Math.max(1, Math.floor(card.stability * INTERVAL_MODIFIER));
  const latest = Date.parse(card.last_review) + days * DAY_MS;
  return Date.parse(card.due) > latest ? { ...card, due: new Date(latest).toISOString() } : card;
}

/**
 * Predicted recall (FSRS retrievability, 0..1) of the card at `now`: what the mastery map
 * colours and what 'mastered' is measured by. null for a card never reviewed (nothing to predict).
 */
export function recallOf(state: CardState, now: Date): number | null {
  if (state.state === State.New || !state.last_review) return null;
  return practiceScheduler.get_retrievability(toFsrsCard(state), notBeforeLastReview(state, now), false);
}

/** Whether the card should be asked now (its due time has come). */
export const isDue = (s: CardState, now: Date): boolean => Date.parse(s.due) <= now.getTime();
