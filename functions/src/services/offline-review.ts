import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PRACTICE, rateAnswer, type OfflineReviewPack, type OfflineReviewQuestion, type ReviewSyncRequest, type ReviewSyncResponse } from '@ifa/shared';
import { ODU_CATALOGUE, PRINCIPAL_ODU } from '../content/odu-catalogue.js';
import { QUIZ_ORISHAS } from '../content/orisha-quiz.js';
import { answeredCardPut, dueCards, getCard, getCards, reviewUpdate, type CardRecord } from '../data/cards.js';
import { ledgerPut } from '../data/ledger.js';
import { getOfflineAnswer, offlineAnswerPut, type OfflineOutcome } from '../data/offline-answers.js';
import { getPracticeDay, practiceDayAdd, streakUpdate, xpUpdate } from '../data/practice-days.js';
import { retryTransaction } from '../data/retry-transaction.js';
import { getUser, type UserRecord } from '../data/users.js';
import { signSpellings } from '../domain/answer-lexicon.js';
import type { Rng } from '../domain/game-types.js';
import { isNewCard, newCardsLeft, orderSession, planNewCards } from '../domain/practice/daily-plan.js';
import { factSubject, isRightFact, type FactReviewQuestion } from '../domain/practice/fact-card.js';
import { metCardState } from '../domain/practice/new-card.js';
import { signByIdOrNull, signIdOf } from '../domain/practice/review-questions.js';
import { compareDue } from '../domain/practice/review-order.js';
import { reviewCard } from '../domain/practice/schedule.js';
import { localDay, recordActiveDay } from '../domain/practice/streak.js';
import { ddb } from '../lib/ddb.js';
import { HttpError } from '../lib/errors.js';
import { countEvent } from '../lib/metrics.js';
import { NEW_CARD_ORDER, factAt, judgeSign, refOf, signLabel, signsToTeach, toQuestion, type Judged } from './practice.js';
import { PRACTICE_RETRY, streakAchievements, todayOf } from './practice-days.js';

/**
 * Practice anywhere (DESIGN.md 5d): the review the device keeps for when it is offline, and the
 * answers given offline, applied when it is online again. The device judges each answer for its
 * feedback with the one judge (shared/src/judge) and the key this pack gives it; the server
 * judges it again here, schedules the card with ts-fsrs at the answer's own time, counts the
 * answer's day in the learner's time zone and pays XP only for what it judged right, once per
 * idempotency key (data/offline-answers.ts).
 */

const HOUR_MS = 3_600_000;

/**
 * The next review, kept on the device: the cards due within PRACTICE.offlineHorizonHours (most
 * overdue first; the device asks each once it is due) and the new cards today's limit still
 * allows, planned as the daily review plans them but reserved by nothing: a pack kept and never
 * used costs the learner no new card. Read-only: about 1 RCU for the due cards and one for the day.
 */
export async function offlinePack(user: UserRecord, now: Date, rng: Rng): Promise<OfflineReviewPack> {
  const horizon = new Date(now.getTime() + PRACTICE.offlineHorizonHours * HOUR_MS);
  const [due, day] = await Promise.all([dueCards(user.id, horizon, PRACTICE.maxDuePerSession), getPracticeDay(user.id, todayOf(user, now))]);
  const reviews = due.cards
    .filter((card) => !isNewCard(card))
    .flatMap((card) => {
      const ref = refOf(card, user, rng);
      return ref ? [{ ...ref, due: card.state.due }] : [];
    })
    .sort(compareDue);
  const fresh = await plannedNewCards(user, newCardsLeft(user.practice.new_cards_per_day, day.new_cards), now);
  const refs: Array<{ subject_id: string; position: number; kind: OfflineReviewQuestion['kind']; card: CardRecord | null; asked?: FactReviewQuestion }> = orderSession([...reviews, ...fresh]);
  const questions = refs.map((r, i) => {
    const state = r.card?.state ?? metCardState(now);
    return { id: `o${i + 1}`, subject_id: r.subject_id, position: r.position, kind: r.kind, card: state, is_new: state.reps === 0, ...(r.asked ? { answer: r.asked.answer, options: r.asked.options } : {}) };
  });
  const taught = await signsToTeach(user.id, questions);
  return {
    generated_at: now.toISOString(),
    valid_until: new Date(now.getTime() + PRACTICE.offlineAnswerMaxDays * 24 * HOUR_MS).toISOString(),
    questions: questions.map((q, i): OfflineReviewQuestion => {
      const asked = refs[i]!.asked;
      const shown = toQuestion(q, user.naming, rng, asked, taught.has(q.id));
      return { ...shown, subject_id: q.subject_id, due: q.card.due, ...answerKeyOf(q, shown.options ?? [], user, asked) };
    }),
    signs: ODU_CATALOGUE.map((fact) => ({
      pattern: fact.binary_pattern,
      name: signLabel(fact, user.naming),
      right_leg: PRINCIPAL_ODU[fact.right_leg].lucumi,
      left_leg: PRINCIPAL_ODU[fact.left_leg].lucumi,
    })),
  };
}

/** What the device judges with and shows: the same answers the server's judge takes (services/practice.ts). */
function answerKeyOf(
  q: { kind: OfflineReviewQuestion['kind']; position: number; subject_id: string },
  options: readonly string[],
  user: UserRecord,
  asked: { answer: string } | undefined,
): Pick<OfflineReviewQuestion, 'key' | 'correct_answer' | 'correct_pattern' | 'sign_id'> {
  if (q.kind === 'fact') {
    const answer = asked?.answer ?? '';
    return { key: { correct: [answer], others: options.filter((o) => o !== answer) }, correct_answer: answer };
  }
  const fact = factAt(q.position);
  const name = signLabel(fact, user.naming);
  const shown = { correct_answer: name, correct_pattern: fact.binary_pattern, sign_id: q.subject_id };
  if (q.kind === 'build') return { key: { correct: [fact.binary_pattern], pattern: fact.binary_pattern }, ...shown };
  return { key: { correct: [name], accepted: signSpellings(fact), others: options.filter((o) => o !== name) }, ...shown };
}

/**
 * Today's new cards as the daily review would serve them (domain/practice/daily-plan.ts), from
 * the learner's place in the catalogue, skipping cards the learner already has (met in a game:
 * the online review introduces those). Nothing is written: an answer creates its card (syncOne).
 */
async function plannedNewCards(user: UserRecord, allowed: number, now: Date) {
  if (allowed <= 0) return [];
  const batch = NEW_CARD_ORDER.slice(user.practice_cursor, user.practice_cursor + 2 * allowed + 1).map((n) => ({
    user_id: user.id,
    subject_id: signIdOf(n.position),
    position: n.position,
    kind: n.kind,
    state: metCardState(now),
    confused: {},
    last_ref: null,
  }));
  const held = new Set((await getCards(user.id, batch)).map((c) => `${c.subject_id}#${c.kind}`));
  const plan = planNewCards([], batch.filter((c) => !held.has(`${c.subject_id}#${c.kind}`)), allowed);
  return plan.serve.map((card) => ({ subject_id: card.subject_id, position: card.position, kind: card.kind, card: null as CardRecord | null }));
}

type SyncAnswer = ReviewSyncRequest['answers'][number];
type SyncResult = ReviewSyncResponse['results'][number];

/**
 * The offline answers, applied once each in the order they were given (DESIGN.md 5d). A key
 * sent twice in one request is answered as a duplicate. Each answer is its own transaction, so
 * one that cannot be applied never holds back the others.
 */
export async function syncOfflineAnswers(user: UserRecord, body: ReviewSyncRequest, now: Date): Promise<ReviewSyncResponse> {
  const seen = new Set<string>();
  const byKey = new Map<string, SyncResult>();
  const ordered = [...body.answers].sort((a, b) => Date.parse(a.answered_at) - Date.parse(b.answered_at));
  for (const answer of ordered) {
    if (seen.has(answer.key)) continue;
    seen.add(answer.key);
    byKey.set(answer.key, await syncOne(user.id, answer, now));
  }
  const results = body.answers.map((a, i) => (body.answers.findIndex((b) => b.key === a.key) === i ? byKey.get(a.key)! : { key: a.key, status: 'duplicate' as const, xp: 0 }));
  const player = (await getUser(user.id, true)) ?? user;
  const xpEarned = results.reduce((sum, r) => sum + (r.status === 'applied' ? r.xp : 0), 0);
  if (results.some((r) => r.status === 'applied')) countEvent('OfflineAnswersSynced');
  return { results, xp_earned: xpEarned, experience_points: player.experience_points };
}

/** Why an answer cannot be applied: its time is not believable, or it is not a card the learner can have. */
function refusal(answer: SyncAnswer, now: Date): boolean {
  const at = Date.parse(answer.answered_at);
  if (at > now.getTime() + 5 * 60_000 || at < now.getTime() - PRACTICE.offlineAnswerMaxDays * 24 * HOUR_MS) return true;
  if (answer.kind === 'fact') return factSubject(answer.subject_id, QUIZ_ORISHAS) === null;
  if (!signByIdOrNull(answer.subject_id)) return true;
  return answer.kind === 'build' && !/^[01]{8}$/.test(answer.answer);
}

/** The one judge again (services/practice.ts): a sign by its names or drawing, an orisha fact by any value the knowledge base holds true. */
function judgeOffline(answer: SyncAnswer, user: UserRecord): Judged {
  if (answer.kind === 'fact') return { correct: isRightFact(answer.subject_id, answer.answer, QUIZ_ORISHAS), shown: { correct_answer: '' } };
  const position = signByIdOrNull(answer.subject_id)!.position;
  return judgeSign({ position, kind: answer.kind, subject_id: answer.subject_id }, answer.answer, user.naming);
}

/**
 * One offline answer, in one transaction: its key taken (on condition it is new), the card
 * scheduled from its state as read (or created, for a new card first answered offline), and for
 * a right answer the XP, its ledger entry and the day's tally; the streak counts the answer's
 * day. A card last reviewed after the answer was given keeps that later review (two devices: the
 * later answer stands). A cancelled transaction is read again and decided anew; a taken key
 * answers what it was taken with.
 */
async function syncOne(userId: string, answer: SyncAnswer, now: Date): Promise<SyncResult> {
  const at = new Date(answer.answered_at);
  const nowIso = now.toISOString();
  return retryTransaction(async () => {
    const [player, card, done] = await Promise.all([getUser(userId, true), getCard(userId, answer.subject_id, answer.kind, true), getOfflineAnswer(userId, answer.key)]);
    // Applied before: told again with what it earned then (paid once, then), so a device whose first sync's answer was lost still learns it.
    if (done) return { key: answer.key, status: 'duplicate' as const, ...(done.correct === undefined ? {} : { correct: done.correct }), xp: done.xp };
    if (!player) throw new HttpError(401, 'unauthorized');
    if (refusal(answer, now)) return { key: answer.key, status: 'refused' as const, xp: 0 };
    const state = card?.state ?? metCardState(at);
    if (state.last_review !== null && Date.parse(state.last_review) >= at.getTime()) {
      return send(userId, answer.key, { status: 'superseded', xp: 0 }, now, []);
    }
    const judged = judgeOffline(answer, player);
    const rating = rateAnswer({ correct: judged.correct, kind: answer.kind, elapsedMs: answer.elapsed_ms, hinted: answer.hinted === true, almost: judged.almost });
    const next = reviewCard(state, rating, at);
    const ref = `sync#${answer.key}`;
    const xp = judged.correct ? PRACTICE.xpPerReviewAnswer : 0;
    const day = localDay(at, player.practice.time_zone);
    const counted = recordActiveDay(player.streak, day);
    const earned = counted.changed ? streakAchievements(counted.next.best).filter((a) => !player.achievements.includes(a)) : [];
    const profile = counted.changed ? streakUpdate(userId, player.streak, counted.next, { xp, achievements: earned, at: nowIso }) : xpUpdate(userId, xp, [], nowIso);
    const confused = judged.correct ? undefined : judged.confusedWith;
    const cardWrite = card
      ? { Update: reviewUpdate(userId, answer.subject_id, answer.kind, card.state, next, ref, judged.correct, confused) }
      : {
          Put: answeredCardPut({
            user_id: userId,
            subject_id: answer.subject_id,
            kind: answer.kind,
            state: next,
            confused: confused ? { [confused]: 1 } : {},
            last_ref: ref,
            last_correct: judged.correct,
          }),
        };
    return send(userId, answer.key, { status: 'applied', correct: judged.correct, xp }, now, [
      cardWrite,
      ...(profile ? [profile] : []),
      ...(xp ? [ledgerPut(userId, { cowries: 0, xp, reason: 'review_reward', ref }, nowIso)] : []),
      // A card first answered offline is one of that day's new cards (the daily limit).
      practiceDayAdd(userId, day, { xp, new_cards: card ? 0 : 1 }),
    ]);
  }, PRACTICE_RETRY);
}

type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/**
 * The key taken with the outcome, and the writes it stands for. A cancelled transaction (the key
 * taken by the same answer sent in parallel, the card or streak changed meanwhile) is retried by
 * syncOne's caller from a fresh read (PRACTICE_RETRY), which then finds the key or decides anew.
 */
async function send(userId: string, key: string, outcome: OfflineOutcome, now: Date, writes: TransactItems): Promise<SyncResult> {
  await ddb.send(new TransactWriteCommand({ TransactItems: [{ Put: offlineAnswerPut(userId, key, outcome, now) }, ...writes] }));
  return { key, status: outcome.status, ...(outcome.correct === undefined ? {} : { correct: outcome.correct }), xp: outcome.xp };
}
