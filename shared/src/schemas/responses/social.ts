import * as z from 'zod/mini';
import { DIFFICULTIES, DUEL_GAMES, DUEL_OUTCOMES, DUEL_STATUSES, FRIEND_VISIBILITIES, INBOX_KINDS, PRACTICE_ACHIEVEMENTS } from '../../constants.js';
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
  /** What it is about: the duel's id for a challenge or a result. */
  ref: z.optional(z.string()),
});
export type InboxItem = z.infer<typeof InboxItem>;

/** GET /social/inbox: the newest messages first, and how many are unread (capped). */
export const InboxResponse = z.object({ items: z.array(InboxItem), unread: integer(), unread_capped: z.boolean() });
export const InboxUnreadResponse = z.object({ unread: integer(), unread_capped: z.boolean() });

/**
 * One learner's side of a duel as the reader may see it: the other's score only once the duel
 * is over (DESIGN.md 5c: neither learns the other's answers before playing).
 */
export const DuelSideView = z.object({
  user_id: z.string(),
  username: z.string(),
  full_name: z.string(),
  /** Started the duel's game. */
  started: z.boolean(),
  /** Finished it (the result counts). */
  played: z.boolean(),
  correct: z.nullable(integer()),
  total: z.nullable(integer()),
  percentage: z.nullable(integer()),
  disqualified: z.nullable(z.boolean()),
});

export const DuelView = z.object({
  id: z.string(),
  game: z.enum(DUEL_GAMES),
  difficulty: z.enum(DIFFICULTIES),
  topics: z.array(z.string()),
  mode: z.string(),
  status: z.enum(DUEL_STATUSES),
  created_at: z.string(),
  /** When the one who has not played forfeits. */
  deadline: z.string(),
  role: z.enum(['challenger', 'opponent']),
  me: DuelSideView,
  them: DuelSideView,
  /** For the reader, once the duel is over. */
  outcome: z.nullable(z.enum(DUEL_OUTCOMES)),
  /** 'score', 'forfeit' (the other did not play in time), or null while open. */
  reason: z.nullable(z.enum(['score', 'forfeit', 'declined', 'expired'])),
  winner_bonus_xp: integer(),
  can_play: z.boolean(),
  can_decline: z.boolean(),
  /** The reader's game when started and not finished: it can still be finished. */
  unfinished_session_id: z.nullable(z.string()),
});
export type DuelView = z.infer<typeof DuelView>;

/** A question of the duel as the reader was asked it, and how each side answered. */
export const DuelQuestionRow = z.object({
  number: integer(),
  prompt: z.string(),
  mine: z.nullable(z.boolean()),
  theirs: z.nullable(z.boolean()),
});

export const DuelDetailResponse = z.extend(DuelView, { questions: z.array(DuelQuestionRow) });
export type DuelDetailResponse = z.infer<typeof DuelDetailResponse>;
export const DuelsResponse = z.object({ duels: z.array(DuelView) });
export type DuelsResponse = z.infer<typeof DuelsResponse>;
export const DuelCreateResponse = z.object({ success: z.literal(true), message: z.string(), duel: DuelView });
