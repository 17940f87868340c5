import * as z from 'zod/mini';
import { FRIEND_VISIBILITIES, INBOX_KINDS, PRACTICE_ACHIEVEMENTS } from '../../constants.js';
import { integer } from '../common.js';

/** Another learner as a list shows them: who, and when the relation began. */
export const PersonView = z.object({
  user_id: z.string(),
  username: z.string(),
  full_name: z.string(),
  since: z.string(),
});

/**
 * A friend, with what their privacy setting lets friends see (DESIGN.md 5c): `level` and
 * `streak` unless they chose 'none'; `mastery` (their mastery achievements and best streak) only
 * when they chose 'mastery'.
 */
export const FriendView = z.extend(PersonView, {
  visibility: z.enum(FRIEND_VISIBILITIES),
  level: z.nullable(integer()),
  streak: z.nullable(integer()),
  mastery: z.nullable(z.object({ best_streak: integer(), achievements: z.array(z.enum(PRACTICE_ACHIEVEMENTS)) })),
});
export type FriendView = z.infer<typeof FriendView>;

/** GET /social/friends: the learner's friends, requests each way, blocked learners, share code and setting. */
export const FriendsResponse = z.object({
  friends: z.array(FriendView),
  incoming: z.array(PersonView),
  outgoing: z.array(PersonView),
  blocked: z.array(PersonView),
  share_code: z.string(),
  friend_visibility: z.enum(FRIEND_VISIBILITIES),
});
export type FriendsResponse = z.infer<typeof FriendsResponse>;

export const FriendActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Where the two learners stand after the action. */
  status: z.enum(['requested', 'friends', 'none', 'blocked']),
});

export const FriendVisibilityResponse = z.object({ success: z.literal(true), message: z.string(), friend_visibility: z.enum(FRIEND_VISIBILITIES) });

export const InboxItem = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  created_at: z.string(),
  read: z.boolean(),
  /** The learner who caused it. */
  actor: z.object({ user_id: z.string(), username: z.string(), full_name: z.string() }),
});
export type InboxItem = z.infer<typeof InboxItem>;

/** GET /social/inbox: the newest messages first, and how many are unread (capped). */
export const InboxResponse = z.object({ items: z.array(InboxItem), unread: integer(), unread_capped: z.boolean() });
export const InboxUnreadResponse = z.object({ unread: integer(), unread_capped: z.boolean() });
