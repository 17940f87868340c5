import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { CardKind } from '@ifa/shared';
import type { CardState } from '../domain/practice/schedule.js';
import { TABLE, ddb, isConditionFailure } from '../lib/ddb.js';
import { cardKey, cardSk, dueIndexPk } from './keys.js';
import { batchGet } from './paging.js';

/**
 * A learner's review cards (issue 12, DESIGN.md 3): `USER#<id>` / `CARD#sign#<signId>#<kind>`
 * holding the FSRS state (ts-fsrs, as plain values), and in gsi2 `DUE#<userId>` /
 * `<due iso>#<signId>#<kind>`, so the cards due now are one Query with a key condition on the
 * index, never a read of all of a learner's cards. `confused` counts the other signs named
 * instead of this one (the mastery map's mix-ups); `last_ref` is the answer that last changed
 * the card (a twice-sent answer changes it once).
 */
export interface CardRecord {
  user_id: string;
  sign_id: string;
  kind: CardKind;
  state: CardState;
  confused: Record<string, number>;
  last_ref: string | null;
  /** Whether the answer `last_ref` was right (a session's result is counted from its cards). */
  last_correct?: boolean;
}

const STATE_FIELDS = ['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state', 'last_review'] as const;

const dueSk = (due: string, signId: string, kind: string) => `${due}#${signId}#${kind}`;

function toItem(card: CardRecord) {
  return {
    ...cardKey(card.user_id, card.sign_id, card.kind),
    type: 'ReviewCard',
    user_id: card.user_id,
    sign_id: card.sign_id,
    kind: card.kind,
    ...card.state,
    confused: card.confused,
    ...(card.last_ref ? { last_ref: card.last_ref } : {}),
    gsi2pk: dueIndexPk(card.user_id),
    gsi2sk: dueSk(card.state.due, card.sign_id, card.kind),
  };
}

export function fromCardItem(item: Record<string, NativeAttributeValue>): CardRecord {
  return {
    user_id: item.user_id,
    sign_id: item.sign_id,
    kind: item.kind,
    state: Object.fromEntries(STATE_FIELDS.map((f) => [f, item[f] ?? (f === 'last_review' ? null : 0)])) as unknown as CardState,
    confused: item.confused ?? {},
    last_ref: item.last_ref ?? null,
    last_correct: item.last_correct === true,
  };
}

/**
 * Creates the card unless the learner already has it (a card met again keeps its schedule).
 * Returns whether it was created.
 */
export async function createCardIfAbsent(userId: string, signId: string, kind: CardKind, state: CardState): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: toItem({ user_id: userId, sign_id: signId, kind, state, confused: {}, last_ref: null }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Creates, in parallel, the read and build cards of each sign the learner met (existing ones untouched). */
export async function createMetCards(userId: string, signIds: readonly string[], state: CardState): Promise<number> {
  const created = await Promise.all(
    [...new Set(signIds)].flatMap((signId) => (['read', 'build'] as const).map((kind) => createCardIfAbsent(userId, signId, kind, state))),
  );
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
export async function dueCards(userId: string, now: Date, limit: number): Promise<DuePage & { consumed: number }> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :now',
      ExpressionAttributeValues: { ':pk': dueIndexPk(userId), ':now': `${now.toISOString()}#\uffff` },
      Limit: limit + 1,
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
  const items = out.Items ?? [];
  return { cards: items.slice(0, limit).map(fromCardItem), more: items.length > limit, consumed: out.ConsumedCapacity?.CapacityUnits ?? 0 };
}

/** Every card of the learner (the mastery map; not on the review path). */
export async function allCards(userId: string): Promise<CardRecord[]> {
  const cards: CardRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'CARD#sign#' },
        ExclusiveStartKey: startKey,
      }),
    );
    cards.push(...(out.Items ?? []).map(fromCardItem));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return cards;
}

export async function getCard(userId: string, signId: string, kind: CardKind, consistent = false): Promise<CardRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: cardKey(userId, signId, kind), ConsistentRead: consistent }));
  return out.Item ? fromCardItem(out.Item) : null;
}

export async function getCards(userId: string, refs: ReadonlyArray<{ sign_id: string; kind: CardKind }>): Promise<CardRecord[]> {
  return (await batchGet(refs.map((r) => cardKey(userId, r.sign_id, r.kind)))).map(fromCardItem);
}

/**
 * One answer's new schedule, written once: the condition holds only while the card is as the
 * session read it (`reps`) and this answer (`ref`) has not changed it yet, so a twice-sent or
 * parallel answer updates it once. A wrong read answer counts the sign named instead in
 * `confused`. Returns false when the condition failed (already answered, or reviewed elsewhere).
 */
export async function applyReview(
  userId: string,
  signId: string,
  kind: CardKind,
  expectedReps: number,
  next: CardState,
  ref: string,
  correct: boolean,
  confusedWith?: string,
): Promise<{ ok: boolean; consumed: number }> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':reps': expectedReps, ':ref': ref, ':ok': correct, ':gsk': dueSk(next.due, signId, kind) };
  const sets = STATE_FIELDS.map((field, i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = next[field];
    return `#s${i} = :s${i}`;
  });
  sets.push('last_ref = :ref', 'last_correct = :ok', 'gsi2sk = :gsk');
  if (confusedWith) {
    names['#c'] = confusedWith;
    values[':one'] = 1;
    values[':zero'] = 0;
    sets.push('confused.#c = if_not_exists(confused.#c, :zero) + :one');
  }
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { pk: `USER#${userId}`, sk: cardSk(signId, kind) },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND #reps = :reps AND (attribute_not_exists(last_ref) OR last_ref <> :ref)',
        ExpressionAttributeNames: { ...names, '#reps': 'reps' },
        ExpressionAttributeValues: values,
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    return { ok: true, consumed: out.ConsumedCapacity?.CapacityUnits ?? 0 };
  } catch (error) {
    if (isConditionFailure(error)) return { ok: false, consumed: 0 };
    throw error;
  }
}
