import { randomBytes } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  MSG,
  PRACTICE,
  SIGN_CARD_KINDS,
  displayName,
  foldName,
  judgeAnswer,
  rateAnswer,
  type CardKind,
  type Naming,
  type BuildFeedback,
  type PracticeAchievement,
  type ReviewQuestion,
  type ReviewStartRequest,
  type ReviewTeach,
} from '@ifa/shared';
import { ODU_CATALOGUE, PRINCIPAL_ODU, legColumn, yorubaNameOfLegs, type OduFact } from '../content/odu-catalogue.js';
import { QUIZ_EQUIVALENTS, QUIZ_ORISHAS } from '../content/orisha-quiz.js';
import { ORISHA_FACT_TOPICS } from '../content/orisha-rules.js';
import {
  applyReview,
  allCards,
  chargeNewCards,
  claimNewCard,
  createCardIfAbsent,
  dueCards,
  getCard,
  getCards,
  releaseNewCards,
  reserveNewCards,
  waitingNewCards,
  type CardRecord,
} from '../data/cards.js';
import { ledgerPut } from '../data/ledger.js';
import { getAssignment, getMembership, markAssignmentDone } from '../data/houses.js';
import { buyStreakFreeze, getPracticeDay, practiceDayAdd, streakUpdate, xpUpdate } from '../data/practice-days.js';
import {
  addReviewQuestion,
  completeReviewSessionItem,
  createReviewSession,
  getReviewQuestion,
  getReviewSession,
  markHinted,
  type ReviewSessionQuestion,
  type ReviewSessionResult,
  type StoredQuestion,
} from '../data/review-sessions.js';
import { retryTransaction } from '../data/retry-transaction.js';
import { getUser, setPracticeCursor, type UserRecord } from '../data/users.js';
import type { Rng } from '../domain/game-types.js';
import { shuffle } from '../domain/game-types.js';
import { otherSignNames, signSpellings } from '../domain/answer-lexicon.js';
import { judgeBuild } from '../domain/practice/build-judge.js';
import { askAgainInSession, dueShown, isNewCard, newCardsLeft, nextDayStart, orderSession, planAskedCards, planNewCards } from '../domain/practice/daily-plan.js';
import { factReviewQuestion, isRightFact, type FactReviewQuestion } from '../domain/practice/fact-card.js';
import { achievementsFor, masteryOf } from '../domain/practice/mastery.js';
import { metCardState } from '../domain/practice/new-card.js';
import { readOptions, signByIdOrNull, signIdOf } from '../domain/practice/review-questions.js';
import { compareDue } from '../domain/practice/review-order.js';
import { reviewCard, type CardState } from '../domain/practice/schedule.js';
import { recordActiveDay, streakAsOf } from '../domain/practice/streak.js';
import { PRACTICE_RETRY, todayOf } from './practice-days.js';
import { ddb, epochSeconds } from '../lib/ddb.js';
import { HttpError, badRequest, conflict, notFound } from '../lib/errors.js';
import { countEvent } from '../lib/metrics.js';

/**
 * Daily practice (issue 12, DESIGN.md 5b): review sessions over the learner's FSRS cards, the
 * build-the-sign drill, the streak and the daily goal, the mastery map and the sign of the day.
 * The scheduling, rating, streak and build rules are pure (domain/practice/*); this module reads
 * and writes their state.
 */

const signById = (id: string): OduFact | undefined => signByIdOrNull(id) ?? undefined;
/** The catalogue by Lucumí name (what `readOptions` returns). */
const BY_NAME = new Map(ODU_CATALOGUE.map((fact) => [fact.name, fact]));
export const factAt = (position: number) => ODU_CATALOGUE[position - 1]!;

/** The sign's name as the learner's naming setting shows it (Lucumí, Yorùbá or both). */
export function signLabel(fact: OduFact, naming: Naming): string {
  return displayName({ lucumi: fact.name, yoruba: yorubaNameOfLegs(fact.right_leg, fact.left_leg) }, naming);
}
const yoTerms = (fact: OduFact, naming: Naming) => (naming === 'lucumi' ? [] : [yorubaNameOfLegs(fact.right_leg, fact.left_leg)]);

/** The order new cards come in: each sign's read card then its build card, by position (the 16 Meji first). */
export const NEW_CARD_ORDER = ODU_CATALOGUE.flatMap((fact) => SIGN_CARD_KINDS.map((kind) => ({ position: fact.position, kind })));
/** What an orisha-fact card's question is built from (the quiz's fields of the knowledge base). */
export const FACT_KNOWLEDGE = { pool: QUIZ_ORISHAS, equivalents: QUIZ_EQUIVALENTS };

/**
 * New cards waiting read at a session's start: all a game can leave (50 signs x 2 cards and its
 * orisha facts), so the plan orders them itself (cards met at the same instant share one index
 * key, which DynamoDB returns in no set order). About 30 KB at most, once per session start.
 */
const WAITING_READ = 120;

export const newSessionId = () => randomBytes(12).toString('base64url');

/** What a new card of a sign never met shows before it is asked (DESIGN.md 5b). */
function teachingOf(position: number): ReviewTeach {
  const fact = factAt(position);
  return {
    pattern: fact.binary_pattern,
    name: fact.name,
    yoruba_name: yorubaNameOfLegs(fact.right_leg, fact.left_leg),
    right_leg: PRINCIPAL_ODU[fact.right_leg].lucumi,
    left_leg: PRINCIPAL_ODU[fact.left_leg].lucumi,
  };
}

export function toQuestion(q: ReviewSessionQuestion, naming: Naming, rng: Rng, asked?: FactReviewQuestion, teach?: boolean): ReviewQuestion {
  const base = { id: q.id, kind: q.kind, is_new: q.is_new, seconds: PRACTICE.cardSeconds[q.kind], ...(teach ? { teach: teachingOf(q.position) } : {}) };
  if (asked) return { ...base, prompt: asked.prompt, options: asked.options, ...(asked.yo_terms.length ? { yo_terms: asked.yo_terms } : {}) };
  const fact = factAt(q.position);
  if (q.kind === 'read') {
    const shown = readOptions(q.position, rng).map((name) => BY_NAME.get(name)!);
    const terms = shown.flatMap((other) => yoTerms(other, naming));
    return { ...base, pattern: fact.binary_pattern, options: shown.map((other) => signLabel(other, naming)), ...(terms.length ? { yo_terms: terms } : {}) };
  }
  const terms = yoTerms(fact, naming);
  return { ...base, name: signLabel(fact, naming), ...(terms.length ? { yo_terms: terms } : {}) };
}

export interface PracticeContext {
  now: Date;
  rng: Rng;
}


/**
 * Starts a session. review: the cards due now (most overdue first, at most
 * PRACTICE.maxDuePerSession), then new cards in catalogue order up to what the daily limit leaves;
 * build: the build-the-sign drill over the first `pool` signs; focus: both cards of the signs
 * asked for (the mix-ups). Cards a drill or focus session asks for are created if the learner had
 * not met them (they are met now).
 */
export async function startReview(user: UserRecord, body: ReviewStartRequest & { mode: NonNullable<ReviewStartRequest['mode']> }, ctx: PracticeContext) {
  const { now, rng } = ctx;
  let refs: Array<{ subject_id: string; position: number; kind: CardKind; card: CardRecord | null; asked?: FactReviewQuestion }> = [];
  let dueCount = 0;
  let newCount = 0;
  let dueShownNow = { due_count: 0, due_capped: false };
  let assigned: { house_id: string; assignment: { id: string } } | null = null;
  if (body.mode === 'review' && !body.assignment) {
    const today = todayOf(user, now);
    const [due, waiting, day] = await Promise.all([
      duePages(user.id, now),
      waitingNewCards(user.id, now, WAITING_READ),
      // Read consistently: the day's count is the condition of the reservation of new cards.
      getPracticeDay(user.id, today, true),
    ]);
    dueShownNow = dueShown(due.cards, due.more, now);
    // A new card still keyed by its bare date (written before NEW# keys) is new, not a review.
    const reviews = due.cards.filter((card) => !isNewCard(card));
    dueCount = dueShownNow.due_count;
    const dueRefs = reviews.flatMap((card): Array<(typeof refs)[number] & { due: string }> => {
      const ref = refOf(card, user, rng);
      return ref ? [{ ...ref, due: card.state.due }] : [];
    });
    refs = dueRefs.sort(compareDue);
    const created = await introduceNewCards(user, newCardsLeft(user.practice.new_cards_per_day, day.new_cards), day.new_cards, now, [
      ...waiting,
      ...due.cards.filter(isNewCard),
    ]);
    newCount = created.length;
    refs.push(...created.flatMap((card) => refOf(card, user, rng) ?? []));
  } else if (body.assignment) {
    // An assignment of the learner's house (issue 28): its signs' two cards, or its orishas' facts.
    const found = await assignmentToPractise(user.id, body.assignment);
    assigned = found;
    const { kind, subjects } = found.assignment;
    refs = await focusRefs(user, kind === 'signs' ? subjects : [], kind === 'orishas' ? subjects : [], ctx);
  } else if (body.mode === 'focus') {
    // Signs alone must name one at least (focusPositions says so); with orishas they may not.
    if (!body.orishas?.length) focusPositions(body.signs ?? []);
    refs = await focusRefs(user, body.signs ?? [], body.orishas ?? [], ctx);
  } else {
    // The build drill: the build cards of signs drawn from the pool, met now if they were not.
    const positions = shuffle(
      ODU_CATALOGUE.filter((f) => f.position <= (body.pool ?? 16)).map((f) => f.position),
      rng,
    ).slice(0, PRACTICE.buildDrillQuestions);
    const wanted = positions.map((position) => ({ subject_id: signIdOf(position), position, kind: 'build' as const }));
    await Promise.all(wanted.map((w) => createCardIfAbsent(user.id, w.subject_id, w.kind, metCardState(now))));
    const cards = await getCards(user.id, wanted);
    const byKey = new Map(cards.map((c) => [`${c.subject_id}#${c.kind}`, c]));
    refs = wanted.map((w) => ({ ...w, card: byKey.get(`${w.subject_id}#${w.kind}`) ?? null }));
  }
  // The one planner's order for every session: a sign's build card never after its read card.
  refs = orderSession(refs);
  const questions: ReviewSessionQuestion[] = refs.map((r, i) => {
    const card = r.card?.state ?? metCardState(now);
    return { id: `q${i + 1}`, subject_id: r.subject_id, position: r.position, kind: r.kind, card, is_new: card.reps === 0, ...(r.asked ? { answer: r.asked.answer, options: r.asked.options } : {}) };
  });
  const session = await createReviewSession(
    {
      id: newSessionId(),
      user_id: user.id,
      mode: assigned ? 'focus' : body.mode,
      created_at: now.toISOString(),
      ...(assigned ? { assignment: { house_id: assigned.house_id, id: assigned.assignment.id } } : {}),
    },
    questions,
    now,
  );
  countEvent('ReviewStarted');
  const taught = await signsToTeach(user.id, questions);
  return {
    session_id: session.id,
    mode: session.mode,
    questions: questions.map((q, i) => toQuestion(q, user.naming, rng, refs[i]!.asked, taught.has(q.id))),
    due_count: dueCount,
    due_capped: dueShownNow.due_capped,
    new_count: newCount,
    ...(questions.length ? {} : { message: MSG.reviewNothing }),
  };
}

/**
 * The questions that teach before they ask (DESIGN.md 5b): a new card of a sign the learner has
 * never answered a card of. A new read card always is one (the read card comes first); a new
 * build card is one unless its read card was answered before (read once, for those alone).
 */
export async function signsToTeach(userId: string, questions: readonly ReviewSessionQuestion[]): Promise<Set<string>> {
  const fresh = questions.filter((q) => q.is_new && q.kind !== 'fact');
  const builds = fresh.filter((q) => q.kind === 'build' && !fresh.some((r) => r.kind === 'read' && r.subject_id === q.subject_id));
  const reads = builds.length ? await getCards(userId, builds.map((q) => ({ subject_id: q.subject_id, kind: 'read' as const }))) : [];
  const known = new Set(reads.filter((c) => c.state.reps > 0).map((c) => c.subject_id));
  return new Set(fresh.filter((q) => q.kind === 'read' || !known.has(q.subject_id)).map((q) => q.id));
}

/** The due cards of a session: pages of the 'due now' Query (each under 1 RCU), up to PRACTICE.maxDuePerSession, and whether more are due. */
async function duePages(userId: string, now: Date): Promise<{ cards: CardRecord[]; more: boolean }> {
  const cards: CardRecord[] = [];
  let after: Record<string, unknown> | undefined;
  do {
    const page = await dueCards(userId, now, Math.min(PRACTICE.duePage, PRACTICE.maxDuePerSession - cards.length), after);
    cards.push(...page.cards);
    after = page.next;
  } while (after && cards.length < PRACTICE.maxDuePerSession);
  return { cards, more: after !== undefined };
}

/** A card as a session question's reference: a sign's place, or an orisha fact asked anew (null when stale). */
export function refOf(card: CardRecord, user: UserRecord, rng: Rng) {
  if (card.kind === 'fact') {
    // Asked anew each time (fresh options), in the learner's language and naming of today.
    const asked = factReviewQuestion(card.subject_id, user.language, user.naming, rng, FACT_KNOWLEDGE);
    return asked ? { subject_id: card.subject_id, position: 0, kind: card.kind, card, asked } : null;
  }
  const fact = signById(card.subject_id);
  return fact ? { subject_id: card.subject_id, position: fact.position, kind: card.kind, card } : null;
}

/**
 * A focus session on orishas (the learner's deities, issue 28) and any signs named with them, or
 * on signs alone (the mix-ups), or a house task: each sign's two cards, then the orishas' askable
 * facts in a random order, at most PRACTICE.maxFocusFacts, through the one planner (askedRefs).
 */
async function focusRefs(user: UserRecord, signIds: readonly string[], orishas: readonly string[], { now, rng }: PracticeContext) {
  const positions = signIds.length ? focusPositions(signIds) : [];
  const signCards = positions.flatMap((position) => (['read', 'build'] as const).map((kind) => ({ subject_id: signIdOf(position), position, kind })));
  const facts = shuffle(
    [...new Set(orishas)].flatMap((orisha) => ORISHA_FACT_TOPICS.map((topic) => `${orisha}.${topic}`)),
    rng,
  )
    .flatMap((subject_id) => {
      const asked = factReviewQuestion(subject_id, user.language, user.naming, rng, FACT_KNOWLEDGE);
      return asked ? [{ subject_id, position: 0, kind: 'fact' as const, asked }] : [];
    })
    .slice(0, PRACTICE.maxFocusFacts);
  return askedRefs(user, [...signCards, ...facts], now);
}

const cardKeyOf = (c: { subject_id: string; kind: CardKind }) => `${c.subject_id}#${c.kind}`;

/**
 * The cards of a session asked for by subject, through the one planner (daily-plan.ts
 * `planAskedCards`): a sign new on both sides is introduced by its read card while its build card
 * waits for the learner's next day, as in the daily review; a card the learner had not met is
 * met now; the new cards served count toward today's limit of new cards.
 */
async function askedRefs<W extends { subject_id: string; position: number; kind: CardKind }>(user: UserRecord, wanted: readonly W[], now: Date) {
  const existing = new Map((await getCards(user.id, wanted)).map((c) => [cardKeyOf(c), c]));
  const plan = planAskedCards(wanted.map((w) => ({ ...w, card: existing.get(cardKeyOf(w)) ?? null, state: existing.get(cardKeyOf(w))?.state ?? null })));
  const until = nextDayStart(now, user.practice.time_zone);
  await Promise.all([
    ...plan.serve.filter((w) => !w.card).map((w) => createCardIfAbsent(user.id, w.subject_id, w.kind, metCardState(now))),
    ...plan.bury.map((w) => (w.card ? claimNewCard(w.card, until) : createCardIfAbsent(user.id, w.subject_id, w.kind, { ...metCardState(now), due: until.toISOString() }))),
  ]);
  await chargeNewCards(user.id, todayOf(user, now), plan.serve.filter((w) => !w.state || w.state.reps === 0).length);
  return plan.serve.map(({ state: _state, ...ref }) => ref);
}

function focusPositions(ids: readonly string[]): number[] {
  if (!ids.length) throw badRequest(MSG.focusSignsRequired);
  const positions = [...new Set(ids)].map((id) => signById(id)?.position);
  if (positions.some((p) => p === undefined)) throw badRequest(MSG.signUnknown);
  return positions as number[];
}

/**
 * The new cards a session serves (domain/practice/daily-plan.ts `planNewCards`): the cards
 * waiting first (met in a game, or put off on an earlier day), then the catalogue's next ones
 * from the learner's cursor (each sign's read card, then its build card), up to `allowed`; a
 * sign's second card is buried for the next day. Every card served or buried is keyed to the
 * learner's next day under a condition (a waiting card claimed, a catalogue card created), so two
 * sessions started at once never serve the same card, and a second session today does not offer it
 * as new again; the cards served are charged to the day's limit once.
 */
async function introduceNewCards(user: UserRecord, allowed: number, seen: number, now: Date, waiting: readonly CardRecord[]): Promise<CardRecord[]> {
  const today = todayOf(user, now);
  // Nothing to introduce (every catalogue card met, none waiting): no reservation written.
  if (!waiting.length && user.practice_cursor >= NEW_CARD_ORDER.length) return [];
  if (allowed <= 0 || !(await reserveNewCards(user.id, today, seen, allowed))) return [];
  const until = nextDayStart(now, user.practice.time_zone);
  const known = waiting.flatMap((card) => {
    const position = card.kind === 'fact' ? 0 : signById(card.subject_id)?.position;
    return position === undefined ? [] : [{ ...card, position }];
  });
  const first = planNewCards(known, [], allowed);
  const [claimed] = await Promise.all([
    Promise.all(first.serve.map((card) => claimNewCard(card, until))),
    Promise.all(first.bury.map((card) => claimNewCard(card, until))),
  ]);
  const served: Array<CardRecord & { position: number }> = first.serve.flatMap((card, i) => {
    const taken = claimed[i];
    return taken ? [{ ...taken, position: card.position }] : [];
  });
  const start = user.practice_cursor;
  let cursor = start;
  const state = { ...metCardState(now), due: until.toISOString() };
  while (served.length < allowed && cursor < NEW_CARD_ORDER.length) {
    const batch = NEW_CARD_ORDER.slice(cursor, cursor + 2 * (allowed - served.length) + 1).map((n) => ({
      user_id: user.id,
      subject_id: signIdOf(n.position),
      position: n.position,
      kind: n.kind,
      state,
      confused: {},
      last_ref: null,
    }));
    // The cards served so far seed the siblings: a sign's other card waits for the next day.
    const plan = planNewCards([], batch, allowed - served.length, served);
    if (!plan.catalogueUsed) break;
    const [made] = await Promise.all([
      Promise.all(plan.serve.map((c) => createCardIfAbsent(user.id, c.subject_id, c.kind, state))),
      Promise.all(plan.bury.map((c) => createCardIfAbsent(user.id, c.subject_id, c.kind, state))),
    ]);
    // A card that exists already (met in a game, or answered) is not new here: it is skipped.
    plan.serve.forEach((card, i) => {
      if (made[i]) served.push(card);
    });
    cursor += plan.catalogueUsed;
  }
  // The reservation holds today's new cards, so no other session walks the cursor meanwhile.
  if (cursor !== start) await setPracticeCursor(user.id, start, cursor, today, 0);
  await releaseNewCards(user.id, today, allowed - served.length);
  return served;
}

async function ownSession(user: UserRecord, sessionId: string, now: Date) {
  const session = await getReviewSession(sessionId);
  if (!session || session.user_id !== user.id) throw notFound(MSG.reviewNotFound);
  if (session.expires_at <= epochSeconds(now)) throw new HttpError(410, MSG.reviewExpired);
  return session;
}

/** The question answered, read alone (0.5 RCU); a miss is told apart (unknown question, or no such session) only then. */
async function ownQuestion(user: UserRecord, sessionId: string, questionId: string, now: Date) {
  const question = (await getReviewQuestion(sessionId, questionId)) ?? (await getReviewQuestion(sessionId, questionId, true));
  if (!question) {
    await ownSession(user, sessionId, now);
    throw badRequest(MSG.questionUnknown);
  }
  if (question.user_id !== user.id) throw notFound(MSG.reviewNotFound);
  if (question.expires_at <= epochSeconds(now)) throw new HttpError(410, MSG.reviewExpired);
  return question;
}

/**
 * One answer, checked on the server: right or wrong from the catalogue's facts or the orisha
 * knowledge base (the answer key never went to the browser), rated (DESIGN.md 5b), scheduled by ts-fsrs and written to the card
 * once (a twice-sent answer gets 409). Reads the session and the card (1 RCU), writes the card.
 */
export async function answerReview(
  user: UserRecord,
  body: { session_id: string; question_id: string; answer: string; elapsed_ms?: number | undefined },
  now: Date,
) {
  const question = await ownQuestion(user, body.session_id, body.question_id, now);
  const ref = `${body.session_id}#${question.id}`;
  const judged = question.kind === 'fact' ? judgeFact(question, body.answer) : judgeSign(question, body.answer, user.naming);
  const rating = rateAnswer({ correct: judged.correct, kind: question.kind, elapsedMs: body.elapsed_ms, hinted: question.hinted === true, almost: judged.almost });
  let next = reviewCard(question.card, rating, now);
  if (!(await applyReview(user.id, question.subject_id, question.kind, question.card, next, ref, judged.correct, judged.confusedWith))) {
    // Not as the session read it: this answer was already counted, or the card was reviewed elsewhere,
    // or only touched by another session started at the same moment (which made or reserved the new
    // card, answering nothing): then this answer is the card's first and is scheduled on it as it is.
    const card = await getCard(user.id, question.subject_id, question.kind, true);
    const untouched = card !== null && card.last_ref !== ref && card.state.reps === question.card.reps;
    next = untouched ? reviewCard(card.state, rating, now) : next;
    if (!untouched || !(await applyReview(user.id, question.subject_id, question.kind, card.state, next, ref, judged.correct, judged.confusedWith))) {
      throw conflict(card?.last_ref === ref ? MSG.questionAnswered : MSG.reviewCardChanged);
    }
  }
  const again = askAgainInSession(rating, next.due, now) ? await askAgain(user, question, next) : undefined;
  return {
    correct: judged.correct,
    rating,
    ...judged.shown,
    ...(judged.almost ? { almost: judged.shown.correct_answer } : {}),
    next_due: next.due,
    ...(judged.build ? { build: judged.build } : {}),
    ...(again ? { again } : {}),
  };
}

/**
 * A card forgotten in review comes back at the end of the same session (its 10-minute relearning
 * step falls within it: domain/practice/daily-plan.ts), so the session finished leaves nothing
 * due until ts-fsrs's next date. A new question item holds the card as it now is (one more write,
 * on forgotten cards only); its id is new for each answer of the card ('q3' -> 'q3.2').
 */
async function askAgain(user: UserRecord, question: StoredQuestion, card: CardState): Promise<ReviewQuestion | undefined> {
  // Only the order of the options depends on it (the answer route has no seeded generator).
  const rng = Math.random;
  const asked = question.kind === 'fact' ? factReviewQuestion(question.subject_id, user.language, user.naming, rng, FACT_KNOWLEDGE) : null;
  if (question.kind === 'fact' && !asked) return undefined;
  const again: ReviewSessionQuestion = {
    id: `${question.id.split('.')[0]}.${card.reps}`,
    subject_id: question.subject_id,
    position: question.position,
    kind: question.kind,
    card,
    is_new: false,
    ...(asked ? { answer: asked.answer, options: asked.options } : {}),
  };
  if (!(await addReviewQuestion({ id: question.session_id, user_id: user.id, expires_at: question.expires_at }, again))) return undefined;
  return toQuestion(again, user.naming, rng, asked ?? undefined);
}

/**
 * A hint for an open question, noted on it so that a right answer is rated hard (DESIGN.md 5b):
 * for a sign, its right leg named and drawn (a 'read' card's options then come down to two); for
 * an orisha fact, two wrong options set aside, the first two as shown, so asking again gives the
 * same hint. Writes the question item (1 WCU).
 */
export async function reviewHint(user: UserRecord, body: { session_id: string; question_id: string }, now: Date) {
  const question = await ownQuestion(user, body.session_id, body.question_id, now);
  await markHinted(body.session_id, question.id);
  if (question.kind === 'fact') return { removed: (question.options ?? []).filter((o) => o !== question.answer).slice(0, 2) };
  const fact = factAt(question.position);
  return { right_leg: PRINCIPAL_ODU[fact.right_leg].lucumi, right_column: legColumn(fact.right_leg) };
}

/** An answer judged: right or wrong, what it was taken for (a mix-up), and what the feedback shows. */
export interface Judged {
  correct: boolean;
  /** Right by a one-letter slip of a typed answer (DESIGN.md 5b: rated hard, shown as 'casi'). */
  almost?: boolean;
  confusedWith?: string | undefined;
  shown: { correct_answer: string; correct_pattern?: string; sign_id?: string };
  build?: BuildFeedback;
}

/**
 * An orisha fact, by the one judge: the option shown as right, any other value the knowledge base
 * holds true of the orisha for the topic (in any language), or a slip of the right option that is
 * not as near a wrong one.
 */
function judgeFact(question: ReviewSessionQuestion, answer: string): Judged {
  const shown = { correct_answer: question.answer ?? '' };
  const verdict = judgeAnswer(
    {
      correct: question.answer ? [question.answer] : [],
      isAccepted: (text) => isRightFact(question.subject_id, text, QUIZ_ORISHAS),
      others: (question.options ?? []).filter((o) => o !== question.answer),
    },
    [answer],
  );
  return verdict.almost !== undefined ? { correct: true, almost: true, shown } : { correct: verdict.correct, shown };
}

/** A sign: 'read' by the name given (a wrong name counts as a mix-up), 'build' by the pattern (the build judge says what went wrong). */
export function judgeSign(question: Pick<ReviewSessionQuestion, 'position' | 'kind' | 'subject_id'>, answer: string, naming: Naming): Judged {
  const fact = factAt(question.position);
  const shown = { correct_answer: signLabel(fact, naming), correct_pattern: fact.binary_pattern, sign_id: question.subject_id };
  if (question.kind === 'read') {
    // The one judge, with every other sign's names: a slip as near another sign is not forgiven.
    const verdict = judgeAnswer({ correct: [shown.correct_answer], accepted: signSpellings(fact), others: otherSignNames(question.subject_id) }, [answer]);
    if (verdict.almost !== undefined) return { correct: true, almost: true, shown };
    // A wrong name of another sign is a mix-up (the mastery map lists it).
    const named = verdict.correct ? undefined : ODU_CATALOGUE.find((f) => sameName(f, answer, naming));
    return { correct: verdict.correct, confusedWith: named ? signIdOf(named.position) : undefined, shown };
  }
  if (!/^[01]{8}$/.test(answer)) throw badRequest(MSG.patternInvalid);
  const build = judgeBuild(fact.binary_pattern, answer);
  return {
    correct: build.correct,
    confusedWith: build.correct ? undefined : signIdOf(build.built_position),
    shown,
    build: {
      wrong_marks: build.wrong_marks,
      swapped: build.swapped,
      built_name: signLabel(factAt(build.built_position), naming),
      built_right_leg: build.built_right_leg,
      built_left_leg: build.built_left_leg,
      expected_right_leg: PRINCIPAL_ODU[fact.right_leg].lucumi,
      expected_left_leg: PRINCIPAL_ODU[fact.left_leg].lucumi,
    },
  };
}

const sameName = (fact: OduFact, answer: string, naming: Naming) => {
  const wanted = foldName(answer);
  return [fact.name, signLabel(fact, naming), yorubaNameOfLegs(fact.right_leg, fact.left_leg)].some((n) => foldName(n) === wanted);
};

/**
 * Ends a session once: XP for its right answers (with its ledger entry), the day counted for the
 * streak (a freeze spent on a missed day), the day's XP toward the goal, and any achievement
 * earned, in one transaction on condition that the session was not completed and the streak is
 * as read. Completing again answers the stored result.
 */
export async function completeReview(user: UserRecord, sessionId: string, now: Date) {
  const at = now.toISOString();
  return retryTransaction(async () => {
    const session = await ownSession(user, sessionId, now);
    if (session.result) return withStreak((await getUser(user.id, true)) ?? user, await assignmentMarked(session, session.result), now);
    // A card asked again at the end ('q3.2') is one card: asked once of the store.
    const cards = await getCards(user.id, [...new Map(session.questions.map((q) => [`${q.subject_id}#${q.kind}`, q])).values()]);
    const mine = cards.filter((c) => c.last_ref?.startsWith(`${session.id}#`));
    const correctCount = mine.filter((c) => c.last_correct).length;
    const result: ReviewSessionResult = {
      answered: mine.length,
      correct: correctCount,
      total: new Set(session.questions.map((q) => `${q.subject_id}#${q.kind}`)).size,
      xp_earned: correctCount * PRACTICE.xpPerReviewAnswer,
    };
    const player = (await getUser(user.id, true)) ?? user;
    const today = todayOf(player, now);
    // A session counts the day only with an answer in it (starting and closing one is not practice).
    const counted = mine.length ? recordActiveDay(player.streak, today) : { next: player.streak, changed: false };
    const earned = await newAchievements(player, counted.next.best, now);
    const profile = counted.changed
      ? streakUpdate(player.id, player.streak, counted.next, { xp: result.xp_earned, achievements: earned, at })
      : xpUpdate(player.id, result.xp_earned, earned, at);
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          completeReviewSessionItem(session.id, player.id, result, at),
          ...(profile ? [profile] : []),
          ...(result.xp_earned ? [ledgerPut(player.id, { cowries: 0, xp: result.xp_earned, reason: 'review_reward', ref: session.id }, at)] : []),
          practiceDayAdd(player.id, today, { xp: result.xp_earned, sessions: 1 }),
        ],
      }),
    );
    countEvent('ReviewCompleted');
    return withStreak((await getUser(user.id, true)) ?? player, await assignmentMarked(session, result), now);
  }, PRACTICE_RETRY);
}

/**
 * A completed session of a house assignment, every question answered, marks it done for the head
 * (a set: completing again marks nothing new; a learner who left the house meanwhile, nothing).
 */
async function assignmentMarked(session: { user_id: string; assignment?: { house_id: string; id: string } }, result: ReviewSessionResult): Promise<ReviewSessionResult> {
  if (session.assignment && result.answered >= result.total) await markAssignmentDone(session.assignment.house_id, session.user_id, session.assignment.id);
  return result;
}

/** The achievements of a streak that reached `best`, and of mastery, that the learner does not hold yet. */
async function newAchievements(player: UserRecord, best: number, now: Date): Promise<PracticeAchievement[]> {
  const held = (a: PracticeAchievement) => player.achievements.includes(a);
  // Every card is read only while a mastery achievement is still to earn.
  const mastery = held('meji_mastered') && held('all_mastered') ? { mastered: 0, meji_mastered: 0 } : masteryOf((await allCards(player.id)).map(cardView), now);
  const all = achievementsFor({ streakBest: best, mastered: mastery.mastered, mejiMastered: mastery.meji_mastered });
  return all.filter((a) => !held(a));
}

const cardView = (c: CardRecord) => ({
  position: signById(c.subject_id)?.position ?? 0,
  kind: c.kind,
  state: c.state,
  confused: c.confused,
  last_correct: c.last_correct,
});

async function withStreak(player: UserRecord, result: ReviewSessionResult, now: Date) {
  const today = todayOf(player, now);
  const day = await getPracticeDay(player.id, today, true);
  // The learner's total XP now, for the completion screen's level bar (issue 27).
  return { ...result, experience_points: player.experience_points, streak: streakSummary(player, today), goal: { daily_goal: player.practice.daily_goal, xp_today: day.xp } };
}

function streakSummary(player: UserRecord, today: string) {
  const shown = streakAsOf(player.streak, today);
  return { current: shown.current, best: player.streak.best, freezes: player.streak.freezes, today_done: shown.todayDone, today };
}

/** The dashboard's practice card: due now, new cards left today, streak, goal, settings. */
/** The learner's house assignment to practise (issue 28), or 404. */
async function assignmentToPractise(userId: string, assignmentId: string) {
  const membership = await getMembership(userId);
  const assignment = membership ? await getAssignment(membership.house_id, assignmentId) : null;
  if (!membership || !assignment) throw notFound(MSG.assignmentNotFound);
  return { house_id: membership.house_id, assignment };
}

export async function practiceSummary(user: UserRecord, now: Date) {
  const today = todayOf(user, now);
  const walked = user.practice_cursor >= NEW_CARD_ORDER.length;
  const [due, day, waiting] = await Promise.all([
    dueCards(user.id, now, PRACTICE.duePage),
    getPracticeDay(user.id, today),
    // Past the catalogue walk, only cards waiting (buried, or met in a game) are new: is there one?
    walked ? waitingNewCards(user.id, now, 1) : Promise.resolve([]),
  ]);
  const left = walked ? waiting.length : NEW_CARD_ORDER.length - user.practice_cursor;
  return {
    // The one rule of 'N to review' (domain/practice/daily-plan.ts), as the session's start counts it.
    ...dueShown(due.cards, due.more, now),
    new_available: Math.min(left, newCardsLeft(user.practice.new_cards_per_day, day.new_cards)),
    streak: streakSummary(user, today),
    goal: { daily_goal: user.practice.daily_goal, xp_today: day.xp },
    settings: { ...user.practice },
    achievements: [...user.achievements].sort(),
    freeze_price: PRACTICE.freezePrice,
    max_freezes: PRACTICE.maxFreezes,
  };
}

export async function buyFreeze(user: UserRecord, now: Date) {
  const bought = await buyStreakFreeze(user.id, PRACTICE.freezePrice, PRACTICE.maxFreezes, now.toISOString());
  if (!bought.ok) throw badRequest(bought.reason === 'max' ? MSG.freezeMax : MSG.freezeNoCowries);
  const player = (await getUser(user.id, true))!;
  countEvent('StreakFreezeBought');
  return { success: true as const, message: MSG.freezeBought, freezes: player.streak.freezes, cowrie_shells: player.cowrie_shells };
}

/** The mastery map: every sign with its cards' recall now, the counts and the most frequent mix-ups. */
export async function masteryMap(user: UserRecord, now: Date) {
  const cards = await allCards(user.id);
  const mastery = masteryOf(cards.map(cardView).filter((c) => c.position > 0), now);
  return {
    signs: mastery.signs.map((s) => {
      const fact = factAt(s.position);
      return { id: signIdOf(s.position), position: s.position, name: signLabel(fact, user.naming), pattern: fact.binary_pattern, read: s.read, build: s.build, settled: s.settled };
    }),
    mixups: mastery.mixups.map((m) => ({
      sign_id: signIdOf(m.position),
      sign_name: signLabel(factAt(m.position), user.naming),
      confused_id: signIdOf(m.confusedPosition),
      confused_name: signLabel(factAt(m.confusedPosition), user.naming),
      count: m.count,
    })),
    mastered: mastery.mastered,
    meji_mastered: mastery.meji_mastered,
  };
}
