import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { nextStep, type NextStep, type ThrottleRule, type ThrottleWindow } from '../domain/throttle-rules.js';
import { TABLE, ddb, epochSeconds, isConditionFailure } from '../lib/ddb.js';
import { log } from '../lib/log.js';
import { loginThrottlePk } from './keys.js';

/**
 * Throttle windows in the single table (docs/decisions/006-throttling.md). An attempt is
 * reserved with one conditional UpdateItem BEFORE the work it guards: DynamoDB applies
 * conditional writes to an item one at a time, so of N parallel reservations at most `limit`
 * succeed, whatever the interleaving. Windows are TTL items; expiry is checked in the
 * conditions themselves because DynamoDB deletes expired items late (DESIGN.md 3).
 */

export interface ThrottleKey {
  pk: string;
  sk: string;
}

/** A counted attempt: enough to give it back if it should not count after all. */
export interface Held {
  key: ThrottleKey;
  windowEnd: number;
}

export type Reservation = { ok: true; held: Held } | { ok: false; retryAfterSeconds: number };

// Each lost round means another request's write succeeded in between, and there are at most
// `limit` of those per window, so real contention ends well before this; it is only a fuse.
const MAX_ROUNDS = 25;

export async function reserve(rule: ThrottleRule, key: ThrottleKey, now: Date = new Date()): Promise<Reservation> {
  const nowS = epochSeconds(now);
  // One write covers the usual cases: no window yet (it is created) and a live window with room.
  // Only a full window (refused) or an expired one DynamoDB has not deleted yet needs more.
  let step: NextStep = { kind: 'count' };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (step.kind === 'refuse') return { ok: false, retryAfterSeconds: step.retryAfterSeconds };
    try {
      if (step.kind === 'open') {
        const windowEnd = nowS + rule.windowSeconds;
        await ddb.send(
          new UpdateCommand({
            TableName: TABLE,
            Key: key,
            UpdateExpression: 'SET attempts = :one, expires_at = :end, #type = :type, #rule = :rule',
            ConditionExpression: 'attribute_not_exists(pk) OR expires_at <= :now',
            ExpressionAttributeNames: { '#type': 'type', '#rule': 'rule' },
            ExpressionAttributeValues: { ':one': 1, ':end': windowEnd, ':now': nowS, ':type': 'Throttle', ':rule': rule.name },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return { ok: true, held: { key, windowEnd } };
      }
      const out = await ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: key,
          UpdateExpression: 'ADD attempts :one SET expires_at = if_not_exists(expires_at, :end), #type = :type, #rule = :rule',
          ConditionExpression: 'attribute_not_exists(pk) OR (expires_at > :now AND attempts < :limit)',
          ExpressionAttributeNames: { '#type': 'type', '#rule': 'rule' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':end': nowS + rule.windowSeconds,
            ':now': nowS,
            ':limit': rule.limit,
            ':type': 'Throttle',
            ':rule': rule.name,
          },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { ok: true, held: { key, windowEnd: Number(out.Attributes!.expires_at) } };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      step = nextStep(rule, await windowAfterFailure(error, key), nowS);
    }
  }
  // Fail closed: an attempt that could not be counted is not let through uncounted.
  log('warn', 'throttle reservation gave up under contention', { rule: rule.name });
  return { ok: false, retryAfterSeconds: rule.windowSeconds };
}

/**
 * The window as the refused write found it. DynamoDB returns it with the error (ALL_OLD); the
 * document client leaves that copy marshalled ({ N: '3' }), and returns nothing when the item
 * does not exist. Without an item, a consistent read settles whether it exists.
 */
async function windowAfterFailure(error: unknown, key: ThrottleKey): Promise<ThrottleWindow | undefined> {
  const returned = (error as { Item?: Record<string, unknown> }).Item;
  const item = returned ?? (await ddb.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }))).Item;
  if (!item) return undefined;
  return { attempts: numberOf(item.attempts), expires_at: numberOf(item.expires_at) };
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number((value as { N?: string } | undefined)?.N ?? 0));

/**
 * Gives a counted attempt back, only in the window it was counted in (a newer window keeps its
 * own count). Used when a later counter refused the request, and for a successful login.
 */
export async function refund(held: Held): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: held.key,
        UpdateExpression: 'ADD attempts :minus',
        ConditionExpression: 'expires_at = :end AND attempts > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':end': held.windowEnd, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function clear(key: ThrottleKey): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: key }));
}

// A new password lifts this many windows of one email at most; any beyond (a distributed attack
// leaves one per address) end on their own within the window.
const LIFT_MAX = 100;

/**
 * A new password (reset or set by an admin) lifts every login lock of the email: its overall
 * window and the window of each address, which share the email's partition.
 */
export async function liftLoginLocks(email: string): Promise<void> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': loginThrottlePk(email) },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
      Limit: LIFT_MAX,
    }),
  );
  await Promise.all((out.Items ?? []).map((item) => clear({ pk: item.pk as string, sk: item.sk as string })));
}
