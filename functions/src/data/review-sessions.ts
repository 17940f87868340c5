import { BatchWriteCommand, GetCommand, PutCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { PRACTICE, type CardKind, type ReviewMode } from '@ifa/shared';
import type { CardState } from '../domain/practice/schedule.js';
import { TABLE, ddb, epochSeconds, isConditionFailure } from '../lib/ddb.js';
import { reviewQuestionKey, reviewSessionKey } from './keys.js';
import { queryAllByPrefix, untilProcessed } from './paging.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A review session (issue 12): TTL items under `REVIEW#<id>`, written once at start: `SESSION`
 * (owner, mode, size; its result once completed) and one `Q#<question id>` per card asked, with
 * the card's FSRS state as the session read it. An answer reads only its question item (a few
 * hundred bytes: 0.5 RCU) and writes only the card, on condition that the card is still in that
 * state. A sign question holds no answer (a sign's answers are the catalogue's facts); an orisha
 * fact question holds the option it showed as right, which never leaves the server.
 */
export interface ReviewSessionQuestion {
  id: string;
  /** The card's subject: a sign's id, or an orisha fact ('oshun.colors'). */
  subject_id: string;
  /** The sign's position in the catalogue (0 for an orisha fact). */
  position: number;
  kind: CardKind;
  /** The card as the session read it: its answer applies only to this state. */
  card: CardState;
  is_new: boolean;
  /** A 'fact' question: the option shown as right, and the options as shown (server only). */
  answer?: string;
  options?: string[];
  /** A hint was given before the answer (the answer is then rated hard at best). */
  hinted?: boolean;
}

export interface ReviewSessionResult {
  answered: number;
  correct: number;
  total: number;
  xp_earned: number;
}

export interface ReviewSession {
  id: string;
  user_id: string;
  mode: ReviewMode;
  total: number;
  created_at: string;
  expires_at: number;
  result: ReviewSessionResult | null;
  /** A house assignment this session practises (issue 28): marked done when it completes. */
  assignment?: { house_id: string; id: string };
}

export interface StoredQuestion extends ReviewSessionQuestion {
  session_id: string;
  user_id: string;
  expires_at: number;
}

export async function createReviewSession(
  session: Omit<ReviewSession, 'expires_at' | 'result' | 'total'>,
  questions: readonly ReviewSessionQuestion[],
  now: Date,
): Promise<ReviewSession> {
  const expires_at = epochSeconds(now) + PRACTICE.sessionTtlSeconds;
  const items = questions.map((q) => ({
    ...reviewQuestionKey(session.id, q.id),
    type: 'ReviewQuestion',
    ...q,
    session_id: session.id,
    user_id: session.user_id,
    expires_at,
  }));
  for (let i = 0; i < items.length; i += 25) await writeAll(items.slice(i, i + 25));
  const stored: ReviewSession = { ...session, total: questions.length, expires_at, result: null };
  const { result: _result, ...item } = stored;
  await ddb.send(
    new PutCommand({ TableName: TABLE, Item: { ...reviewSessionKey(session.id), type: 'ReviewSession', ...item }, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return stored;
}

/**
 * A question added to an open session (a forgotten card asked again at its end: domain/practice/
 * daily-plan.ts `askAgainInSession`), once: the id is new for each answer of the card, and a
 * second put of it fails its condition. Returns false then.
 */
export async function addReviewQuestion(session: { id: string; user_id: string; expires_at: number }, question: ReviewSessionQuestion): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...reviewQuestionKey(session.id, question.id), type: 'ReviewQuestion', ...question, session_id: session.id, user_id: session.user_id, expires_at: session.expires_at },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** BatchWrite with its unprocessed items sent again (DynamoDB may return some under load). */
async function writeAll(items: Array<Record<string, unknown>>) {
  await untilProcessed(items.map((Item) => ({ PutRequest: { Item } })), 'review session: questions not written', async (pending) => {
    const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [TABLE]: pending } }));
    return (out.UnprocessedItems?.[TABLE] ?? []) as typeof pending;
  });
}

/** One question of a session (eventually consistent first; the caller retries consistently when a fresh one is not visible yet). */
export async function getReviewQuestion(sessionId: string, questionId: string, consistent = false): Promise<StoredQuestion | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: reviewQuestionKey(sessionId, questionId), ConsistentRead: consistent }));
  const item = out.Item;
  if (!item) return null;
  return {
    id: item.id,
    subject_id: item.subject_id,
    position: item.position,
    kind: item.kind,
    card: item.card,
    is_new: item.is_new,
    ...(item.answer ? { answer: item.answer, options: item.options ?? [] } : {}),
    ...(item.hinted ? { hinted: true } : {}),
    session_id: item.session_id,
    user_id: item.user_id,
    expires_at: item.expires_at,
  };
}

/** Notes that the question's hint was given (idempotent: a hint asked twice is one hint). */
export async function markHinted(sessionId: string, questionId: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: reviewQuestionKey(sessionId, questionId),
      UpdateExpression: 'SET hinted = :yes',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/** The session and its questions, in order (completion; tests). */
export async function getReviewSession(id: string): Promise<(ReviewSession & { questions: ReviewSessionQuestion[] }) | null> {
  const items = await queryAllByPrefix(reviewSessionKey(id).pk, '', true);
  const meta = items.find((i) => i.sk === 'SESSION');
  if (!meta) return null;
  const questions = items
    .filter((i) => String(i.sk).startsWith('Q#'))
    .map((i) => ({ id: i.id, subject_id: i.subject_id, position: i.position, kind: i.kind, card: i.card, is_new: i.is_new, ...(i.answer ? { answer: i.answer } : {}) }) as ReviewSessionQuestion)
    // 'q3', then a card asked again: 'q3.2' (after its first place, by the answer it follows).
    .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  return {
    id: meta.id as string,
    user_id: meta.user_id as string,
    mode: meta.mode as ReviewMode,
    total: meta.total as number,
    created_at: meta.created_at as string,
    expires_at: meta.expires_at as number,
    result: (meta.result as ReviewSessionResult | undefined) ?? null,
    ...(meta.assignment ? { assignment: meta.assignment as { house_id: string; id: string } } : {}),
    questions,
  };
}

/** Marks the session complete with its result, once (a second completion fails the condition). */
export function completeReviewSessionItem(id: string, userId: string, result: ReviewSessionResult, at: string): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: reviewSessionKey(id),
      UpdateExpression: 'SET #result = :result, completed_at = :at',
      ConditionExpression: 'attribute_exists(pk) AND user_id = :user AND attribute_not_exists(#result)',
      ExpressionAttributeNames: { '#result': 'result' },
      ExpressionAttributeValues: { ':result': result, ':at': at, ':user': userId },
    },
  };
}
