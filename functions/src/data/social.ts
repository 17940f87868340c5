import { randomBytes } from 'node:crypto';
import { QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { INBOX_PAGE, INBOX_UNREAD_CAP, MAX_FRIENDS, MAX_PENDING, type FriendVisibility, type InboxKind } from '@ifa/shared';
import { TABLE, ddb, isConditionFailure } from '../lib/ddb.js';
import { blockKey, friendKey, friendRequestInKey, friendRequestOutKey, inboxKey, userKey } from './keys.js';
import { batchWrite, itemOf, queryPrefix, retryOnConflict, transactGet } from './paging.js';

/**
 * Friends, blocks and the inbox (issue 28, DESIGN.md 3 and 5c). Every item lives in a learner's
 * own partition (`USER#<id>`), so each list is one Query bounded by the caps of the contract; the
 * other learner's name is kept on the item, so a list reads no profile but the friends'. Each
 * change is one transaction whose conditions make a repeated or parallel request count once.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Another learner as a relation item names them (kept from when the relation began). */
export interface Person {
  user_id: string;
  username: string;
  full_name: string;
  since: string;
}

export interface Relations {
  friends: Person[];
  incoming: Person[];
  outgoing: Person[];
}

/** Where two learners stand, as the one asking sees it. */
export interface PairState {
  friends: boolean;
  /** The other asked the learner. */
  incoming: boolean;
  /** The learner asked the other. */
  outgoing: boolean;
  /** The learner blocked the other. */
  blocking: boolean;
  /** The other blocked the learner. */
  blockedBy: boolean;
}

const person = (item: Record<string, unknown>): Person => ({
  user_id: String(item.other_id),
  username: String(item.other_username ?? ''),
  full_name: String(item.other_full_name ?? ''),
  since: String(item.since ?? ''),
});

/** The learner's friends and requests each way: one Query over `FRIEND…` (friends first, then requests). */
export async function relationsOf(userId: string): Promise<Relations> {
  const items = await queryPrefix(userKey(userId).pk, 'FRIEND', MAX_FRIENDS + 2 * MAX_PENDING);
  const of = (prefix: string) => items.filter((i) => String(i.sk).startsWith(prefix)).map(person);
  return { friends: of('FRIEND#'), incoming: of('FRIENDREQ#IN#').slice(0, MAX_PENDING), outgoing: of('FRIENDREQ#OUT#').slice(0, MAX_PENDING) };
}

/** The learners this learner has blocked (bounded Query over `BLOCK#`). */
export async function blockedBy(userId: string): Promise<Person[]> {
  return (await queryPrefix(userKey(userId).pk, 'BLOCK#', MAX_PENDING)).map(person);
}

/**
 * Where `userId` and `otherId` stand: the five keys that say it, read as one snapshot. A
 * BatchGetItem could see an accept's transaction half-applied (the request gone, the friendship
 * not yet there) and answer 'no request' to a second accept sent at the same moment.
 */
export async function pairState(userId: string, otherId: string): Promise<PairState> {
  const keys = {
    friends: friendKey(userId, otherId),
    incoming: friendRequestInKey(userId, otherId),
    outgoing: friendRequestOutKey(userId, otherId),
    blocking: blockKey(userId, otherId),
    blockedBy: blockKey(otherId, userId),
  };
  const items = await transactGet(Object.values(keys));
  const has = (key: { pk: string; sk: string }) => itemOf(items, key) !== undefined;
  return { friends: has(keys.friends), incoming: has(keys.incoming), outgoing: has(keys.outgoing), blocking: has(keys.blocking), blockedBy: has(keys.blockedBy) };
}

/** The name a relation item keeps of the other learner. */
export interface Named {
  id: string;
  username: string;
  full_name: string;
}

const relationItem = (key: { pk: string; sk: string }, type: string, other: Named, at: string) => ({
  ...key,
  type,
  other_id: other.id,
  other_username: other.username,
  other_full_name: other.full_name,
  since: at,
});

const put = (item: Record<string, unknown>, condition = 'attribute_not_exists(pk)'): TransactItem => ({ Put: { TableName: TABLE, Item: item, ConditionExpression: condition } });
const remove = (key: { pk: string; sk: string }, mustExist = false): TransactItem => ({
  Delete: { TableName: TABLE, Key: key, ...(mustExist ? { ConditionExpression: 'attribute_exists(pk)' } : {}) },
});
const absent = (key: { pk: string; sk: string }): TransactItem => ({ ConditionCheck: { TableName: TABLE, Key: key, ConditionExpression: 'attribute_not_exists(pk)' } });
/** The friend counter of a learner, kept under the cap on the way up. */
const countFriends = (userId: string, delta: 1 | -1): TransactItem => ({
  Update: {
    TableName: TABLE,
    Key: userKey(userId),
    UpdateExpression: 'SET friend_count = if_not_exists(friend_count, :zero) + :delta',
    ConditionExpression: delta > 0 ? 'attribute_exists(pk) AND (attribute_not_exists(friend_count) OR friend_count < :max)' : 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':zero': 0, ':delta': delta, ...(delta > 0 ? { ':max': MAX_FRIENDS } : {}) },
  },
});

/** A new inbox message's id: time first (the newest sort last), then 12 random characters. */
export const newInboxId = (at: string) => `${at}#${randomBytes(9).toString('base64url')}`;
/** Ids as `newInboxId` makes them, and nothing else (the read marker is compared with them). */
export const INBOX_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[A-Za-z0-9_-]{12}$/;

/** An inbox message for `userId`, caused by `actor`, in the same transaction as what it tells. */
export const inboxPut = (userId: string, kind: InboxKind, actor: Named, at: string, ref?: string): TransactItem =>
  put({
    ...inboxKey(userId, newInboxId(at)),
    type: 'Inbox',
    kind,
    actor_id: actor.id,
    actor_username: actor.username,
    actor_full_name: actor.full_name,
    created_at: at,
    ...(ref ? { ref } : {}),
  });

async function transact(items: TransactItem[]) {
  await ddb.send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * `from` asks `to`: the two request items, a message in `to`'s inbox; never past a block, a
 * friendship, or a request `to` has already sent `from`. That last check makes two requests
 * crossing at the same moment meet on one item: DynamoDB cancels one of them (a conflict or the
 * refused check), and its retry finds the other's request and accepts it (services/social.ts).
 */
export async function writeRequest(from: Named, to: Named, at: string) {
  await transact([
    put(relationItem(friendRequestOutKey(from.id, to.id), 'FriendRequestOut', to, at)),
    put(relationItem(friendRequestInKey(to.id, from.id), 'FriendRequestIn', from, at)),
    absent(blockKey(from.id, to.id)),
    absent(blockKey(to.id, from.id)),
    absent(friendKey(from.id, to.id)),
    absent(friendRequestInKey(from.id, to.id)),
    inboxPut(to.id, 'friend_request', from, at),
  ]);
}

/** Indexes of `writeFriendship`'s items whose refusal means 'one of the two has too many friends'. */
export const FRIEND_COUNT_ITEMS = [4, 5] as const;

/** `accepter` accepts `requester`'s request: the request goes, the friendship comes, both counters move. */
export async function writeFriendship(accepter: Named, requester: Named, at: string) {
  await transact([
    remove(friendRequestInKey(accepter.id, requester.id), true),
    remove(friendRequestOutKey(requester.id, accepter.id)),
    put(relationItem(friendKey(accepter.id, requester.id), 'Friend', requester, at)),
    put(relationItem(friendKey(requester.id, accepter.id), 'Friend', accepter, at)),
    countFriends(accepter.id, 1),
    countFriends(requester.id, 1),
    inboxPut(requester.id, 'friend_accepted', accepter, at),
  ]);
}

/** The request from `requesterId` to `userId` is withdrawn or declined: both of its items go. */
export async function deleteRequest(userId: string, requesterId: string) {
  // Not inside a read-decide-write: a conflict (an accept at the same moment) runs it again.
  await retryOnConflict(() => transact([remove(friendRequestInKey(userId, requesterId), true), remove(friendRequestOutKey(requesterId, userId))]));
}

/** The friendship of the two ends, both counters move down. */
export async function deleteFriendship(userId: string, otherId: string) {
  await transact([remove(friendKey(userId, otherId), true), remove(friendKey(otherId, userId), true), countFriends(userId, -1), countFriends(otherId, -1)]);
}

/**
 * `user` blocks `other`: the block, and whatever joined them goes (friendship, requests either
 * way). `state` is what was read; the conditions refuse the transaction if it changed.
 */
export async function writeBlock(user: Named, other: Named, state: PairState, at: string) {
  await transact([
    put(relationItem(blockKey(user.id, other.id), 'Block', other, at)),
    ...(state.friends
      ? [remove(friendKey(user.id, other.id), true), remove(friendKey(other.id, user.id), true), countFriends(user.id, -1), countFriends(other.id, -1)]
      : [absent(friendKey(user.id, other.id))]),
    state.incoming ? remove(friendRequestInKey(user.id, other.id), true) : absent(friendRequestInKey(user.id, other.id)),
    remove(friendRequestOutKey(other.id, user.id)),
    state.outgoing ? remove(friendRequestOutKey(user.id, other.id), true) : absent(friendRequestOutKey(user.id, other.id)),
    remove(friendRequestInKey(other.id, user.id)),
  ]);
}

/** Lifts `userId`'s block of `otherId`; false when there was none. */
export async function deleteBlock(userId: string, otherId: string): Promise<boolean> {
  try {
    await retryOnConflict(() => transact([remove(blockKey(userId, otherId), true)]));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * A deleted account's traces in `otherId`'s partition: the friendship (and its count), the
 * requests either way, and the inbox messages the deleted learner caused, among those the
 * learner can see (the newest INBOX_PAGE). Each step may find its item gone already.
 */
export async function forgetLearnerAt(otherId: string, goneId: string) {
  await retryOnConflict(() => transact([remove(friendKey(otherId, goneId), true), countFriends(otherId, -1)])).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
  const messages = (await queryPrefix(userKey(otherId).pk, 'INBOX#', INBOX_PAGE, true)).filter((i) => i.actor_id === goneId);
  const keys = [friendRequestInKey(otherId, goneId), friendRequestOutKey(otherId, goneId), ...messages.map((m) => ({ pk: String(m.pk), sk: String(m.sk) }))];
  await batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
}

/** The relation items left in a deleted account's own partition. */
export async function dropRelationsOf(goneId: string) {
  const items = await queryPrefix(userKey(goneId).pk, 'FRIEND', MAX_FRIENDS + 2 * MAX_PENDING);
  await batchWrite(items.map((i) => ({ DeleteRequest: { Key: { pk: String(i.pk), sk: String(i.sk) } } })));
}

/** What friends see of the learner. */
export async function setFriendVisibility(userId: string, visibility: FriendVisibility) {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: userKey(userId),
      UpdateExpression: 'SET friend_visibility = :v',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':v': visibility },
    }),
  );
}

export interface InboxMessage {
  id: string;
  kind: InboxKind;
  created_at: string;
  actor: { user_id: string; username: string; full_name: string };
  /** What the message is about (a duel's id). */
  ref?: string;
}

/** The newest messages first (bounded Query over `INBOX#`, newest first). */
export async function listInbox(userId: string): Promise<InboxMessage[]> {
  return (await queryPrefix(userKey(userId).pk, 'INBOX#', INBOX_PAGE, true)).map((i) => ({
    id: String(i.sk).slice('INBOX#'.length),
    kind: i.kind as InboxKind,
    created_at: String(i.created_at),
    actor: { user_id: String(i.actor_id), username: String(i.actor_username ?? ''), full_name: String(i.actor_full_name ?? '') },
    ...(typeof i.ref === 'string' ? { ref: i.ref } : {}),
  }));
}

/**
 * How many messages came after the read marker, counted up to the cap + 1 (a COUNT Query over
 * the keys after it; '~' sorts after every character of an id, so the marker's own message is
 * not counted).
 */
export async function countUnread(userId: string, readThrough: string | null): Promise<{ unread: number; capped: boolean }> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': userKey(userId).pk, ':from': readThrough ? `INBOX#${readThrough}~` : 'INBOX#', ':to': 'INBOX#~' },
      Select: 'COUNT',
      Limit: INBOX_UNREAD_CAP + 1,
    }),
  );
  const count = out.Count ?? 0;
  return { unread: Math.min(count, INBOX_UNREAD_CAP), capped: count > INBOX_UNREAD_CAP };
}

/** Moves the read marker forward to `through`, never back (two tabs marking at once keep the later). */
export async function markInboxRead(userId: string, through: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: userKey(userId),
        UpdateExpression: 'SET inbox_read_through = :t',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(inbox_read_through) OR inbox_read_through < :t)',
        ExpressionAttributeValues: { ':t': through },
      }),
    );
  } catch (error) {
    // Already marked as far or further: nothing to move.
    if (!isConditionFailure(error)) throw error;
  }
}
