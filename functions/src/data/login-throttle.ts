import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AUTH } from '@ifa/shared';
import { TABLE, ddb, epochSeconds } from '../lib/ddb.js';
import { loginThrottleKey } from './keys.js';

/**
 * Failed-login window per email (DESIGN.md 4): 5 failures in 15 min lock the email until the
 * window ends. The item is a TTL item, and every read checks `expires_at` itself because
 * DynamoDB deletes expired items late (DESIGN.md 3).
 */
export async function lockedForSeconds(email: string, now: Date = new Date()): Promise<number> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: loginThrottleKey(email), ConsistentRead: true }));
  const item = out.Item;
  const nowS = epochSeconds(now);
  if (!item || item.expires_at <= nowS || item.failures < AUTH.loginMaxFailures) return 0;
  return item.expires_at - nowS;
}

export async function recordFailure(email: string, now: Date = new Date()): Promise<void> {
  const nowS = epochSeconds(now);
  const input = {
    TableName: TABLE,
    Key: loginThrottleKey(email),
  };
  try {
    // Inside a live window: count one more failure.
    await ddb.send(
      new UpdateCommand({
        ...input,
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'expires_at > :now',
        ExpressionAttributeValues: { ':one': 1, ':now': nowS },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // No window or an expired one: start a new window with this failure.
    await ddb.send(
      new UpdateCommand({
        ...input,
        UpdateExpression: 'SET failures = :one, expires_at = :exp, #t = :type',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':one': 1, ':exp': nowS + AUTH.loginWindowSeconds, ':type': 'LoginThrottle' },
      }),
    );
  }
}

export async function clearFailures(email: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: loginThrottleKey(email) }));
}
