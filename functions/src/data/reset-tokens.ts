import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { AUTH } from '@ifa/shared';
import { TABLE, ddb, epochSeconds } from '../lib/ddb.js';
import { resetTokenKey } from './keys.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores only the token's hash, for 30 minutes (DESIGN.md 4). Returns the token itself. */
export async function createResetToken(userId: string, now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...resetTokenKey(sha256(token)),
        type: 'ResetToken',
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: epochSeconds(now) + AUTH.resetTokenTtlSeconds,
      },
    }),
  );
  return token;
}

/**
 * Single use: the conditional delete succeeds for exactly one caller. Returns the user id,
 * or null when the token is unknown, used or expired.
 */
export async function consumeResetToken(token: string, now: Date = new Date()): Promise<string | null> {
  try {
    const out = await ddb.send(
      new DeleteCommand({
        TableName: TABLE,
        Key: resetTokenKey(sha256(token)),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    const item = out.Attributes;
    if (!item || item.expires_at <= epochSeconds(now)) return null;
    return item.user_id as string;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}
