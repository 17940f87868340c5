import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { SIGN_CARD_KINDS, type CardKind } from '@ifa/shared';
import type { CardState } from '../domain/practice/schedule.js';
import { TABLE, ddb, isConditionFailure } from '../lib/ddb.js';
import { cardKey, dueIndexPk, practiceDayKey } from './keys.js';
import { batchGet, queryAllByPrefix } from './paging.js';

/**
 * A learner's review cards (issue 12, DESIGN.md 3): `USER#<id>` / `CARD#sign#<signId>#<read|build>`
 * or `CARD#orisha#<orisha id>.<topic>#fact`, holding the FSRS state (ts-fsrs), and in gsi2 `DUE#<userId>` / `<due iso>`, so the cards due
 * now are one Query with a key condition on the index, never a read of all of a learner's cards.
 * The item is kept small, because the 'due now' Query pays for every byte of the cards it
 * returns (DESIGN.md 8: under 1 RCU): the owner, subject and kind are read from the keys, the due
 * date from gsi2sk, and the rest of the FSRS state is one `fsrs` string (`packState`).
 * `confused` counts the other signs named instead of this one (the mastery map's mix-ups);
 * `last_ref` is the answer that last changed the card and `last_correct` its outcome (a session's
 * result is counted from its cards).
 */
export interface CardRecord {
  user_id: string;
  /** What the card asks about: a sign's id ('ogbe-yeku'), or for a 'fact' card the orisha fact ('oshun.colors'). */
  subject_id: string;
  kind: CardKind;
  state: CardState;
  confused: Record<string, number>;
  last_ref: string | null;
  last_correct?: boolean;
  /** The gsi2 sort key as stored (a claim writes on condition of it). */
  due_key?: string;
}

/**
 * A card never answered is keyed `NEW#<due>` in gsi2, not by its due date: 'NEW#' sorts after
 * every ISO date, so the 'due now' Query (`gsi2sk <= now`) returns only cards to review, and the
 * new cards waiting (met in a game, or buried for a day) are a Query of their own
 * (`waitingNewCards`). Otherwise a game that met 50 signs would fill every page of 'due now' with
 * new cards and no route could count the reviews (DESIGN.md 5b: one rule for 'N to review').
 */
export const NEW_PREFIX = 'NEW#';
export const dueKeyOf = (s: CardState): string => (s.reps === 0 ? `${NEW_PREFIX}${s.due}` : s.due);
const dueOfKey = (key: string): string => (key.startsWith(NEW_PREFIX) ? key.slice(NEW_PREFIX.length) : key);

/** The FSRS state but its due date, in a fixed order: `reps|lapses|state|stability|difficulty|elapsed|scheduled|steps|last_review`. */
export function packState(s: CardState): string {
  return [s.reps, s.lapses, s.state, s.stability, s.difficulty, s.elapsed_days, s.scheduled_days, s.learning_steps, s.last_review ?? ''].join('|');
}

export function unpackState(packed: string, due: string): CardState {
  const [reps, lapses, state, stability, difficulty, elapsed, scheduled, steps, lastReview] = packed.split('|');
  return {
    due,
    stability: Number(stability),
    difficulty: Number(difficulty),
    elapsed_days: Number(elapsed),
    scheduled_days: Number(scheduled),
    learning_steps: Number(steps),
    reps: Number(reps),
    lapses: Number(lapses),
    state: Number(state),
    last_review: lastReview ? lastReview : null,
  };
}

function toItem(card: CardRecord) {
  return {
    ...cardKey(card.user_id, card.subject_id, card.kind),
    type: 'Card',
    fsrs: packState(card.state),
    confused: card.confused,
    ...(card.last_ref ? { last_ref: card.last_ref, last_correct: card.last_correct === true } : {}),
    gsi2pk: dueIndexPk(card.user_id),
    gsi2sk: dueKeyOf(card.state),
  };
}

export function fromCardItem(item: Record<string, NativeAttributeValue>): CardRecord {
  const [, subjectId, kind] = /^CARD#(?:sign|orisha)#(.+)#(read|build|fact)$/.exec(String(item.sk)) ?? [];
  return {
    user_id: String(item.pk).slice('USER#'.length),
    subject_id: subjectId!,
    kind: kind as CardKind,
    state: unpackState(item.fsrs, dueOfKey(String(item.gsi2sk))),
    confused: item.confused ?? {},
    last_ref: item.last_ref ?? null,
    last_correct: item.last_correct === true,
    due_key: String(item.gsi2sk),
  };
}

/**
 * Creates the card unless the learner already has it (a card met again keeps its schedule).
 * Returns whether it was created.
 */
export async function createCardIfAbsent(userId: string, subjectId: string, kind: CardKind, state: CardState): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: toItem({ user_id: userId, subject_id: subjectId, kind, state, confused: {}, last_ref: null }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Creates, in parallel, the cards of what the learner met (existing ones untouched): the read and
 * build cards of each sign, the fact card of each orisha fact. Which exist is read first, and only
 * the missing ones are written: a learner who plays daily has met most of a game's signs, and a
 * conditional Put refused because the card exists still costs its write unit (1 WCU), where
 * reading the card costs 0.5 RCU, a tenth of that at on-demand prices (DESIGN.md 8). The read is
 * eventually consistent: a card it misses because it was created a moment ago is still kept by the
 * Put's condition.
 */
export async function createMetCards(userId: string, met: { signs: readonly string[]; facts: readonly string[] }, state: CardState): Promise<number> {
  const wanted = [
    ...[...new Set(met.signs)].flatMap((id) => SIGN_CARD_KINDS.map((kind) => ({ id, kind }))),
    ...[...new Set(met.facts)].map((id) => ({ id, kind: 'fact' as const })),
  ];
  if (!wanted.length) return 0;
  const held = new Set((await batchGet(wanted.map((w) => cardKey(userId, w.id, w.kind)))).map((item) => String(item.sk)));
  const missing = wanted.filter((w) => !held.has(cardKey(userId, w.id, w.kind).sk));
  const created = await Promise.all(missing.map((w) => createCardIfAbsent(userId, w.id, w.kind, state)));
  return created.filter(Boolean).length;
}

export interface DuePage {
  cards: CardRecord[];
  /** More due cards exist beyond `limit`. */
  more: boolean;
}

/**
 * The cards due at `now`, most overdue first: a key condition on gsi2 (`gsi2sk <= now`), at most
 * `limit` of them (DESIGN.md 8: under 1 RCU for a learner with 600 cards).
 */
export async function dueCards(
  userId: string,
  now: Date,
  limit: number,
  after?: Record<string, unknown>,
): Promise<DuePage & { consumed: number; next?: Record<string, unknown> }> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :now',
      ExpressionAttributeValues: { ':pk': dueIndexPk(userId), ':now': now.toISOString() },
      Limit: limit,
      ExclusiveStartKey: after,
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
  const items = out.Items ?? [];
  return {
    cards: items.map(fromCardItem),
    // A full page may have more behind it (DynamoDB says so with the last key).
    more: Boolean(out.LastEvaluatedKey),
    consumed: out.ConsumedCapacity?.CapacityUnits ?? 0,
    ...(out.LastEvaluatedKey ? { next: out.LastEvaluatedKey } : {}),
  };
}

/**
 * The new cards waiting to be introduced by `now` (met in a game, or served or buried on an
 * earlier day and not answered), oldest first: a key condition on gsi2
 * (`gsi2sk BETWEEN 'NEW#' AND 'NEW#<now>'`), at most `limit`.
 */
export async function waitingNewCards(userId: string, now: Date, limit: number): Promise<CardRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :lo AND :hi',
      ExpressionAttributeValues: { ':pk': dueIndexPk(userId), ':lo': NEW_PREFIX, ':hi': `${NEW_PREFIX}${now.toISOString()}` },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(fromCardItem);
}

/**
 * Takes a new card for a session (served) or puts it off (buried): its gsi2 key moves to
 * `NEW#<until>` (the learner's next day), on condition that it is still as read, so of two
 * sessions started at once only one serves it. Returns the card as now stored, or null when the
 * condition failed (another session took it, or it was answered meanwhile).
 */
export async function claimNewCard(card: CardRecord, until: Date): Promise<CardRecord | null> {
  const state = { ...card.state, due: until.toISOString() };
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: cardKey(card.user_id, card.subject_id, card.kind),
        UpdateExpression: 'SET gsi2sk = :to',
        ConditionExpression: 'gsi2sk = :from AND fsrs = :f',
        ExpressionAttributeValues: { ':to': dueKeyOf(state), ':from': card.due_key ?? dueKeyOf(card.state), ':f': packState(card.state) },
      }),
    );
    return { ...card, state, due_key: dueKeyOf(state) };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Every sign card of the learner (the mastery map; not on the review path). */
export async function allCards(userId: string): Promise<CardRecord[]> {
  return (await queryAllByPrefix(`USER#${userId}`, 'CARD#sign#')).map(fromCardItem);
}

export async function getCard(userId: string, subjectId: string, kind: CardKind, consistent = false): Promise<CardRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: cardKey(userId, subjectId, kind), ConsistentRead: consistent }));
  return out.Item ? fromCardItem(out.Item) : null;
}

export async function getCards(userId: string, refs: ReadonlyArray<{ subject_id: string; kind: CardKind }>): Promise<CardRecord[]> {
  return (await batchGet(refs.map((r) => cardKey(userId, r.subject_id, r.kind)))).map(fromCardItem);
}

/**
 * One answer's new schedule, written once: the condition holds only while the card is exactly as
 * the session read it (`before`), so a twice-sent or parallel answer, or one from another session,
 * updates it once. A wrong answer counts the sign named or built instead in `confused`. Returns
 * false when the condition failed.
 */
export async function applyReview(
  userId: string,
  subjectId: string,
  kind: CardKind,
  before: CardState,
  next: CardState,
  ref: string,
  correct: boolean,
  confusedWith?: string,
): Promise<boolean> {
  try {
    await ddb.send(new UpdateCommand(reviewUpdate(userId, subjectId, kind, before, next, ref, correct, confusedWith)));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The card moved from `before` to `next` by answer `ref`, on condition it is still as read: alone (applyReview) or in a transaction (an offline answer). */
export function reviewUpdate(userId: string, subjectId: string, kind: CardKind, before: CardState, next: CardState, ref: string, correct: boolean, confusedWith?: string) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':old': packState(before),
    ':oldDue': dueKeyOf(before),
    ':oldDate': before.due,
    ':f': packState(next),
    ':due': dueKeyOf(next),
    ':ref': ref,
    ':ok': correct,
  };
  const sets = ['fsrs = :f', 'gsi2sk = :due', 'last_ref = :ref', 'last_correct = :ok'];
  if (confusedWith) {
    names['#c'] = confusedWith;
    values[':one'] = 1;
    values[':zero'] = 0;
    sets.push('confused.#c = if_not_exists(confused.#c, :zero) + :one');
  }
  return {
    TableName: TABLE,
    Key: cardKey(userId, subjectId, kind),
    UpdateExpression: `SET ${sets.join(', ')}`,
    // A new card written before the NEW# keys (its key is its bare date) is still as read.
    ConditionExpression: 'fsrs = :old AND (gsi2sk = :oldDue OR gsi2sk = :oldDate)',
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
  };
}

/** A card first answered offline (DESIGN.md 5d), created as that answer left it, unless the learner has it by now. */
export function answeredCardPut(card: CardRecord) {
  return { TableName: TABLE, Item: toItem(card), ConditionExpression: 'attribute_not_exists(pk)' };
}

/**
 * Reserves `count` of the day's new cards for one session (DESIGN.md 5b: the daily limit), on
 * condition that the day's count is still `seen`: of two sessions started at once, one reserves
 * and the other serves no new card, so the limit holds whatever is sent twice. Kept beside the
 * cards because it is their limit; the item is the day's (data/practice-days.ts).
 */
export async function reserveNewCards(userId: string, day: string, seen: number, count: number): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: practiceDayKey(userId, day),
        UpdateExpression: 'SET #type = :type, #day = :day, new_cards = :next',
        ConditionExpression: seen === 0 ? 'attribute_not_exists(new_cards) OR new_cards = :seen' : 'new_cards = :seen',
        ExpressionAttributeNames: { '#type': 'type', '#day': 'day' },
        ExpressionAttributeValues: { ':type': 'PracticeDay', ':day': day, ':seen': seen, ':next': seen + count },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Charges new cards a session asked for by subject served (a focus session, a house task) to the
 * day's count, so the daily review introduces that many fewer (one limit of new cards a day).
 */
export async function chargeNewCards(userId: string, day: string, count: number): Promise<void> {
  if (count <= 0) return;
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: practiceDayKey(userId, day),
      UpdateExpression: 'SET #type = :type, #day = :day ADD new_cards :count',
      ExpressionAttributeNames: { '#type': 'type', '#day': 'day' },
      ExpressionAttributeValues: { ':type': 'PracticeDay', ':day': day, ':count': count },
    }),
  );
}

/** Gives back what a reservation did not serve (cards that could not be claimed or created). */
export async function releaseNewCards(userId: string, day: string, count: number): Promise<void> {
  if (count <= 0) return;
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: practiceDayKey(userId, day),
      UpdateExpression: 'ADD new_cards :minus',
      ExpressionAttributeValues: { ':minus': -count },
    }),
  );
}
