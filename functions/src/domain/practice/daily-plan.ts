/**
 * What a learner's day of review holds (issue 12, DESIGN.md 5b): the one rule behind every
 * 'N to review', and which new cards a session may introduce. Pure: the cards are read by the
 * service, the clock is passed in.
 *
 * - 'To review' means cards the learner has answered before (reps > 0) whose ts-fsrs date has
 *   come. A card never answered is new: it counts against the daily limit of new cards, never as
 *   'to review', whether a game met it or the catalogue walk brought it.
 * - A session finished leaves nothing due until the next card falls due: every card a session
 *   asks is scheduled by ts-fsrs when answered; a new card answered wrong waits for the next day
 *   (it has no learning step), and a card forgotten in review, whose one 10-minute relearning step
 *   falls within the session, is asked again at the end of the same session (`askAgainInSession`).
 *   What is due after the session is only what ts-fsrs dates later.
 * - New cards are charged to the day when a session serves them, and keyed to the next local day
 *   (data/cards.ts), so a second session the same day does not offer them as 'Nueva' again.
 * - Siblings are buried: a sign's 'read' and 'build' cards are never both served new on one day;
 *   the second waits for the next day, as Anki buries siblings.
 */
import { PRACTICE, SIGN_CARD_KINDS, type CardKind } from '@ifa/shared';
import { compareDue } from './review-order.js';
import { localDay } from './streak.js';

/** What the rule needs of a card. */
export interface PlanCard {
  subject_id: string;
  /** The sign's place in the catalogue (0 for an orisha fact). */
  position: number;
  kind: CardKind;
  state: { due: string; reps: number };
}

/** A card is new until its first answer. */
export const isNewCard = (card: { state: { reps: number } }): boolean => card.state.reps === 0;

/** A card the learner has answered before whose date has come: what 'to review' counts. */
export const isReviewDue = (card: { state: { reps: number; due: string } }, now: Date): boolean =>
  !isNewCard(card) && Date.parse(card.state.due) <= now.getTime();

export interface DueShown {
  /** Cards to review now, at most PRACTICE.duePage (one page of the 'due now' index). */
  due_count: number;
  /** More are due than `due_count` says (the web adds '+'). */
  due_capped: boolean;
}

/**
 * The one rule for every 'N to review' (dashboard, /practice, a session's start): the cards read
 * from the 'due now' index that are reviews and due, counted up to one page, '+' beyond it, so
 * every route shows the same number whatever it read.
 */
export function dueShown(cards: ReadonlyArray<{ state: { reps: number; due: string } }>, more: boolean, now: Date): DueShown {
  const reviews = cards.filter((c) => isReviewDue(c, now)).length;
  return { due_count: Math.min(reviews, PRACTICE.duePage), due_capped: more || reviews > PRACTICE.duePage };
}

/** New cards the learner may still start today: the daily limit less those already served today. */
export const newCardsLeft = (perDay: number, servedToday: number): number => Math.max(0, perDay - servedToday);

/** The other card of a sign ('read' <-> 'build'); null for an orisha fact. */
const siblingKey = (card: Pick<PlanCard, 'subject_id' | 'kind'>): string | null =>
  (SIGN_CARD_KINDS as readonly CardKind[]).includes(card.kind) ? card.subject_id : null;

export interface NewCardPlan<T> {
  /** Served in this session, in order. */
  serve: T[];
  /** Not served: a sibling of a card served now; it waits for the next day. */
  bury: T[];
  /** How many of `catalogue` were used (served or buried): the cursor moves by this. */
  catalogueUsed: number;
}

/**
 * Which new cards a session introduces: first the cards waiting (met in a game, or buried on an
 * earlier day), oldest first and by catalogue place, then the catalogue's next ones, up to
 * `allowed`; a card whose sibling is served now is buried instead. A buried catalogue card is
 * used (it is created to wait for the next day), so the walk does not meet it again.
 * `alreadyServed`: new cards this session serves already (their siblings are buried too).
 */
export function planNewCards<T extends PlanCard>(
  waiting: readonly T[],
  catalogue: readonly T[],
  allowed: number,
  alreadyServed: ReadonlyArray<Pick<PlanCard, 'subject_id' | 'kind'>> = [],
): NewCardPlan<T> {
  const serve: T[] = [];
  const bury: T[] = [];
  const served = new Set(alreadyServed.flatMap((card) => siblingKey(card) ?? []));
  // A sibling of a card served is buried even once the limit is reached, so it cannot be served
  // later the same day (a second session, or a limit raised in the settings).
  const take = (card: T): boolean => {
    const key = siblingKey(card);
    if (key !== null && served.has(key)) {
      bury.push(card);
      return true;
    }
    if (serve.length >= allowed) return false;
    if (key !== null) served.add(key);
    serve.push(card);
    return true;
  };
  const ordered = [...waiting].sort((a, b) => compareDue({ ...a, due: a.state.due }, { ...b, due: b.state.due }));
  for (const card of ordered) take(card);
  let catalogueUsed = 0;
  for (const card of catalogue) {
    if (!take(card)) break;
    catalogueUsed++;
  }
  return { serve, bury, catalogueUsed };
}

/**
 * The cards a session the learner asked for by subject serves (a focus session, the learner's
 * deities, a house task): the same sibling rule as the daily review's new cards, where a sign
 * whose two cards are both new is introduced by its 'read' card and its 'build' card waits for
 * the next day. `cards` come in the order asked; a card absent (`state` null) is new.
 */
export function planAskedCards<T extends { subject_id: string; kind: CardKind; state: { reps: number } | null }>(cards: readonly T[]): { serve: T[]; bury: T[] } {
  const isNew = (card: T) => card.state === null || card.state.reps === 0;
  const newRead = new Set(cards.filter((c) => c.kind === 'read' && isNew(c)).map((c) => c.subject_id));
  const buried = (card: T) => card.kind === 'build' && isNew(card) && newRead.has(card.subject_id);
  return { serve: orderSession(cards.filter((c) => !buried(c))), bury: cards.filter(buried) };
}

/**
 * The order of every session's cards (the one planner): a sign's 'build' card is never served
 * after its 'read' card, whose feedback shows the drawing the build asks for, and the two stand
 * as far apart as the session allows: the builds whose sign is read too come first, then the
 * other cards in their order (the most overdue first), then those reads.
 */
export function orderSession<T extends { subject_id: string; kind: CardKind }>(cards: readonly T[]): T[] {
  const kinds = new Map<string, Set<CardKind>>();
  for (const card of cards) {
    if (siblingKey(card) === null) continue;
    kinds.set(card.subject_id, (kinds.get(card.subject_id) ?? new Set()).add(card.kind));
  }
  const paired = (card: T) => siblingKey(card) !== null && kinds.get(card.subject_id)!.size > 1;
  const rank = (card: T) => (!paired(card) ? 1 : card.kind === 'build' ? 0 : 2);
  // Array.prototype.sort is stable: each group keeps the order it came in.
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

/** Minutes within which a forgotten card's relearning step is asked again in the same session. */
export const IN_SESSION_MINUTES = 60;

/**
 * Whether an answered card comes back in the same session: it was forgotten (rated Again) and
 * ts-fsrs dates it within IN_SESSION_MINUTES (the 10-minute relearning step), so the session does
 * not end with it about to fall due. A new card answered wrong is dated the next day: not asked again.
 */
export const askAgainInSession = (rating: string, nextDue: string, now: Date): boolean =>
  rating === 'again' && Date.parse(nextDue) - now.getTime() <= IN_SESSION_MINUTES * 60_000;

/**
 * The first instant of the learner's next calendar day (their IANA zone): when a new card served
 * or buried today may be offered again. Found from an estimate corrected by quarter hours, so a
 * daylight-saving day (23 or 25 hours) and zones a quarter hour off UTC come out right (at most
 * 100 formatted dates).
 */
export function nextDayStart(now: Date, timeZone: string): Date {
  const today = localDay(now, timeZone);
  const STEP = 15 * 60_000;
  let t = Math.ceil((now.getTime() + 1) / STEP) * STEP;
  // Every zone's midnight falls on a quarter hour of UTC: the first quarter hour that is another day is it.
  while (localDay(new Date(t), timeZone) === today) t += STEP;
  return new Date(t);
}
