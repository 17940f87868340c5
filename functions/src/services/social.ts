import { MSG, PRACTICE_ACHIEVEMENTS, levelForXp, type FriendVisibility } from '@ifa/shared';
import { cancellationReasons } from '../lib/ddb.js';
import { badRequest, conflict, notFound, serviceUnavailable } from '../lib/errors.js';
import { localDay, streakAsOf } from '../domain/practice/streak.js';
import { retryTransaction } from '../data/retry-transaction.js';
import {
  FRIEND_COUNT_ITEMS,
  INBOX_ID_PATTERN,
  blockedBy,
  countUnread,
  deleteBlock,
  deleteFriendship,
  deleteRequest,
  dropRelationsOf,
  forgetLearnerAt,
  listInbox,
  markInboxRead,
  pairState,
  relationsOf,
  setFriendVisibility,
  writeBlock,
  writeFriendship,
  writeRequest,
  type Named,
  type Person,
} from '../data/social.js';
import { getUser, getUsers, userIdByReferralCode, userIdByUsername, type UserRecord } from '../data/users.js';
import { closeDuelsBetween, closeDuelsOfDeleted } from './duels.js';

/**
 * Friends, blocks and the inbox (issue 28, DESIGN.md 5c) for the token's user. A blocked pair is
 * hidden both ways: a request to, or from, a learner on either side of a block is answered as
 * if that learner did not exist, so a block cannot be detected from outside.
 */

type Status = 'requested' | 'friends' | 'none' | 'blocked';
const named = (u: UserRecord): Named => ({ id: u.id, username: u.username, full_name: u.full_name });
const done = (message: string, status: Status) => ({ success: true as const, message, status });

/** What a friend sees of `friend`, as `friend` chose (DESIGN.md 5c). */
export function friendView(person: Person, friend: UserRecord | undefined, now: Date) {
  const visibility: FriendVisibility = friend?.friend_visibility ?? 'none';
  const shows = friend !== undefined && visibility !== 'none';
  return {
    ...person,
    visibility,
    level: shows ? levelForXp(friend.experience_points) : null,
    streak: shows ? streakAsOf(friend.streak, localDay(now, friend.practice.time_zone)).current : null,
    mastery:
      friend !== undefined && visibility === 'mastery'
        ? { best_streak: friend.streak.best, achievements: PRACTICE_ACHIEVEMENTS.filter((a) => friend.achievements.includes(a)) }
        : null,
  };
}

/** The learner's friends (with what each shows), requests each way, blocked learners, share code and setting. */
export async function friendsOf(user: UserRecord, now: Date = new Date()) {
  const [relations, blocked] = await Promise.all([relationsOf(user.id), blockedBy(user.id)]);
  const profiles = new Map((await getUsers(relations.friends.map((f) => f.user_id))).map((u) => [u.id, u]));
  return {
    // A friend whose account was deleted meanwhile is left out.
    friends: relations.friends.filter((f) => profiles.has(f.user_id)).map((f) => friendView(f, profiles.get(f.user_id), now)),
    incoming: relations.incoming,
    outgoing: relations.outgoing,
    blocked,
    share_code: user.referral_code,
    friend_visibility: user.friend_visibility,
  };
}

/** The other learner of a request, found by username or share code; hidden when absent, inactive or blocked. */
async function findTarget(target: { username?: string | undefined; code?: string | undefined }) {
  const id = target.username ? await userIdByUsername(target.username) : target.code ? await userIdByReferralCode(target.code) : null;
  const other = id ? await getUser(id, true) : null;
  if (!other || !other.is_active) throw notFound(MSG.friendNotFound);
  return other;
}

/**
 * A friend request. Sent again while pending it counts once; sent to someone who had already
 * asked, it accepts theirs.
 */
export async function requestFriend(user: UserRecord, target: { username?: string | undefined; code?: string | undefined }, now: Date = new Date()) {
  const other = await findTarget(target);
  if (other.id === user.id) throw badRequest(MSG.friendSelf);
  return retryTransaction(async () => {
    const state = await pairState(user.id, other.id);
    if (state.blocking || state.blockedBy) throw notFound(MSG.friendNotFound);
    if (state.friends) return { ...done(MSG.friendAlready, 'friends'), created: false };
    if (state.outgoing) return { ...done(MSG.friendRequestPending, 'requested'), created: false };
    if (state.incoming) return { ...(await acceptFriend(user, other.id, now)), created: false };
    await writeRequest(named(user), named(other), now.toISOString());
    return { ...done(MSG.friendRequestSent, 'requested'), created: true };
  }, { on: 'cancelled', retries: 15 });
}

/** Refuses a relation of a learner with themselves before any key is built from the pair. */
function notSelf(user: UserRecord, otherId: string, message: string) {
  if (otherId === user.id) throw badRequest(message);
}

/** Accepts `requesterId`'s request. Accepted again (or twice at once) it counts once. */
export async function acceptFriend(user: UserRecord, requesterId: string, now: Date = new Date()) {
  notSelf(user, requesterId, MSG.friendSelf);
  return retryTransaction(async () => {
    const state = await pairState(user.id, requesterId);
    if (state.friends) return done(MSG.friendAccepted, 'friends');
    if (!state.incoming || state.blocking || state.blockedBy) throw notFound(MSG.friendRequestMissing);
    const requester = await getUser(requesterId, true);
    if (!requester) throw notFound(MSG.friendRequestMissing);
    try {
      await writeFriendship(named(user), named(requester), now.toISOString());
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (FRIEND_COUNT_ITEMS.some((i) => reasons[i] === 'ConditionalCheckFailed') && reasons[0] !== 'ConditionalCheckFailed') throw conflict(MSG.friendLimit);
      throw error;
    }
    return done(MSG.friendAccepted, 'friends');
  }, { on: 'cancelled', retries: 15 });
}

export async function declineFriend(user: UserRecord, requesterId: string) {
  notSelf(user, requesterId, MSG.friendSelf);
  try {
    await deleteRequest(user.id, requesterId);
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') throw notFound(MSG.friendRequestMissing);
    throw error;
  }
  return done(MSG.friendDeclined, 'none');
}

/** Ends a friendship, or withdraws the learner's own pending request. */
export async function removeFriend(user: UserRecord, otherId: string) {
  notSelf(user, otherId, MSG.friendSelf);
  return retryTransaction(async () => {
    const state = await pairState(user.id, otherId);
    if (state.friends) await deleteFriendship(user.id, otherId);
    else if (state.outgoing) await deleteRequest(otherId, user.id);
    else throw notFound(MSG.friendNotFriends);
    return done(MSG.friendRemoved, 'none');
  }, { on: 'cancelled', retries: 15, exhausted: () => notFound(MSG.friendNotFriends) });
}

/** Blocks another learner: hidden both ways, no requests either way, any friendship ended. */
export async function blockUser(user: UserRecord, otherId: string, now: Date = new Date()) {
  notSelf(user, otherId, MSG.blockSelf);
  const other = await getUser(otherId);
  if (!other) throw notFound(MSG.friendNotFound);
  const blocked = await retryTransaction(async () => {
    const state = await pairState(user.id, otherId);
    if (state.blocking) return done(MSG.userBlocked, 'blocked');
    await writeBlock(named(user), named(other), state, now.toISOString());
    return done(MSG.userBlocked, 'blocked');
    // Read and written again while other requests keep changing the pair (a block and an unblock
    // sent over and over at once); if they never stop, 503 'try again', never a raw 500.
  }, { on: 'cancelled', retries: 15, exhausted: serviceUnavailable });
  // No duel goes on across a block either (blocked again, it closes what is left).
  await closeDuelsBetween(user.id, otherId);
  return blocked;
}

export async function unblockUser(user: UserRecord, otherId: string) {
  notSelf(user, otherId, MSG.blockSelf);
  await deleteBlock(user.id, otherId);
  return done(MSG.userUnblocked, 'none');
}

export async function updateFriendVisibility(user: UserRecord, visibility: FriendVisibility) {
  await setFriendVisibility(user.id, visibility);
  return { success: true as const, message: MSG.friendVisibilityUpdated, friend_visibility: visibility };
}

/**
 * The newest messages, each read or not by the learner's marker, and the unread count. A friend
 * request that is no longer waiting (accepted, declined, withdrawn, or gone with a block) is
 * `handled`: it reads as read and asks for nothing (issue 34), and the count leaves it out. Read
 * from the relations as they stand, so it never disagrees with the friends page.
 */
export async function inboxOf(user: UserRecord) {
  const [items, unread, relations] = await Promise.all([listInbox(user.id), countUnread(user.id, user.inbox_read_through), relationsOf(user.id)]);
  const through = user.inbox_read_through;
  const waiting = new Set(relations.incoming.map((p) => p.user_id));
  const marked = (m: { id: string }) => through !== null && m.id <= through;
  const shown = items.map((m) => {
    const handled = m.kind === 'friend_request' && !waiting.has(m.actor.user_id);
    return { ...m, handled, read: marked(m) || handled };
  });
  const handledUnread = shown.filter((m) => m.handled && !marked(m)).length;
  return {
    items: shown,
    unread: Math.max(0, unread.unread - handledUnread),
    unread_capped: unread.capped,
  };
}

/** The header's count, as the inbox counts it (handled requests left out; read only when something is unread). */
export async function inboxUnread(user: UserRecord) {
  const { unread, capped } = await countUnread(user.id, user.inbox_read_through);
  if (unread === 0) return { unread, unread_capped: capped };
  const counted = await inboxOf(user);
  return { unread: counted.unread, unread_capped: counted.unread_capped };
}

/** Marks read up to `through` (a message id); later messages stay unread. */
export async function readInbox(user: UserRecord, through: string) {
  if (!INBOX_ID_PATTERN.test(through)) throw badRequest(MSG.inboxThroughInvalid);
  await markInboxRead(user.id, through);
  const marker = user.inbox_read_through && user.inbox_read_through > through ? user.inbox_read_through : through;
  const { unread, capped } = await countUnread(user.id, marker);
  return { unread, unread_capped: capped };
}


/**
 * A deleted account leaves the other learners' lists (DESIGN.md 3b): its friendships (their
 * counts freed), its requests either way, its open challenges, and the messages it caused in the
 * inboxes of those it was related to. Each step is safe to run twice.
 */
export async function forgetDeletedLearner(userId: string) {
  const relations = await relationsOf(userId);
  const duelled = await closeDuelsOfDeleted(userId);
  const others = new Set([...relations.friends, ...relations.incoming, ...relations.outgoing].map((p) => p.user_id).concat(duelled));
  await Promise.all([...others].map((otherId) => forgetLearnerAt(otherId, userId)));
  await dropRelationsOf(userId);
}
