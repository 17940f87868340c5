import { GetCommand, PutCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { PRACTICE, type CardKind, type ReviewMode } from '@ifa/shared';
import { TABLE, ddb, epochSeconds } from '../lib/ddb.js';
import { reviewSessionKey } from './keys.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A review session (issue 12): `REVIEW#<id>` / `SESSION`, a TTL item written once at start with
 * the cards it asks, in order. It holds no answer (the answer of a sign's card is the catalogue's
 * own fact) and no FSRS state (each answer reads its card), so it stays a few KB: an answer reads
 * it and the card for 1 RCU, and writes only the card. Completing sets `result` once.
 */
export interface ReviewSessionQuestion {
  id: string;
  sign_id: string;
  position: number;
  kind: CardKind;
  /** The card's `reps` when the session started: its answer applies only to that state. */
  reps: number;
  is_new: boolean;
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
  questions: ReviewSessionQuestion[];
  created_at: string;
  expires_at: number;
  result: ReviewSessionResult | null;
}

export async function createReviewSession(session: Omit<ReviewSession, 'expires_at' | 'result'>, now: Date): Promise<ReviewSession> {
  const stored: ReviewSession = { ...session, expires_at: epochSeconds(now) + PRACTICE.sessionTtlSeconds, result: null };
  const { result: _result, ...item } = stored;
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...reviewSessionKey(session.id), type: 'ReviewSession', ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return stored;
}

/** Eventually consistent first (0.5 RCU); the caller reads consistently when a fresh session is not visible yet. */
export async function getReviewSession(id: string, consistent = false): Promise<(ReviewSession & { consumed: number }) | null> {
  const out = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: reviewSessionKey(id), ConsistentRead: consistent, ReturnConsumedCapacity: 'TOTAL' }),
  );
  const item = out.Item;
  if (!item) return null;
  return {
    id: item.id,
    user_id: item.user_id,
    mode: item.mode,
    questions: item.questions,
    created_at: item.created_at,
    expires_at: item.expires_at,
    result: item.result ?? null,
    consumed: out.ConsumedCapacity?.CapacityUnits ?? 0,
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
