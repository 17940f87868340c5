import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE, ddb } from '../lib/ddb.js';
import { userKey } from './keys.js';

/**
 * The session fields of the user item (domain/sessions.ts, DESIGN.md 4): written here, read with
 * the user (data/users.ts) on every authenticated request. Single conditional updates on the
 * user's own item, no transaction: nothing else must change with them.
 */

const isConditionRefused = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/**
 * Every session of the account begun at or before `now` is over ('log out everywhere'). The
 * sessions ended one by one go with them: they all began before now. False when the user is gone.
 */
export async function endAllSessions(userId: string, now: Date = new Date()): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: userKey(userId),
        UpdateExpression: 'SET sessions_valid_after = :ended, updated_at = :at REMOVE revoked_sessions',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':ended': now.getTime(), ':at': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionRefused(error)) return false;
    throw error;
  }
}

/**
 * Adds one ended session to the set. A set's ADD is idempotent, so parallel logouts of one token
 * store it once, and of different tokens lose none (no read-modify-write). False when refused:
 * the set is full, or the user is gone (the caller reads again to tell which).
 */
export async function addRevokedSession(userId: string, entry: string, max: number): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: userKey(userId),
        UpdateExpression: 'ADD revoked_sessions :entry',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(revoked_sessions) OR size(revoked_sessions) < :max OR contains(revoked_sessions, :one))',
        ExpressionAttributeValues: { ':entry': new Set([entry]), ':one': entry, ':max': max },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionRefused(error)) return false;
    throw error;
  }
}

/** Drops entries whose tokens have expired (they end nothing any more); absent ones are ignored. */
export async function pruneRevokedSessions(userId: string, entries: readonly string[]): Promise<void> {
  if (!entries.length) return;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: userKey(userId),
        UpdateExpression: 'DELETE revoked_sessions :gone',
        // Never creates an item for a user deleted meanwhile.
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':gone': new Set(entries) },
      }),
    );
  } catch (error) {
    if (!isConditionRefused(error)) throw error;
  }
}
