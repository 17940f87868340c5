import * as z from 'zod/mini';
import { ASSIGNMENT_KINDS, DIFFICULTIES, DUEL_GAMES, DUEL_OUTCOMES, DUEL_STATUSES, FRIEND_VISIBILITIES, INBOX_KINDS, ORISHA_IDS, PRACTICE_ACHIEVEMENTS } from '../../constants.js';
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
  /** What it is about: the duel's id for a challenge or a result, the contribution or account request decided. */
  ref: z.optional(z.string()),
  /** A friend request no longer waiting for an answer (accepted, declined or withdrawn): nothing to do. */
  handled: z.boolean(),
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
/** GET /social/rivals: whom the learner may challenge (friends, then housemates; never across a block, either way). */
export const DuelRivalsResponse = z.object({ rivals: z.array(z.object({ user_id: z.string(), username: z.string(), full_name: z.string() })) });
export type DuelRivalsResponse = z.infer<typeof DuelRivalsResponse>;
export const DuelCreateResponse = z.object({ success: z.literal(true), message: z.string(), duel: DuelView });

const Named = z.object({ user_id: z.string(), username: z.string(), full_name: z.string() });

/** A sign of an assignment, named in the reader's naming; or an orisha, by its id (`name` = id: the web names it from the orisha guide in the reader's language). */
export const AssignmentSubject = z.object({ id: z.string(), name: z.string() });

/**
 * An assignment of the house (DESIGN.md 5c): what to practise by when. `done` is the reader's
 * own; `done_by` (the members who did it) only for the head.
 */
export const AssignmentView = z.object({
  id: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  subjects: z.array(AssignmentSubject),
  due: z.string(),
  created_at: z.string(),
  /** Past its due day (the reader's today). */
  overdue: z.boolean(),
  done: z.boolean(),
  done_by: z.nullable(z.array(z.string())),
});
export type AssignmentView = z.infer<typeof AssignmentView>;

/** A member as the head sees them while they belong: level, streak and mastery summary; deities only when shared. */
export const HouseMemberView = z.extend(Named, {
  joined_at: z.string(),
  is_head: z.boolean(),
  level: integer(),
  streak: integer(),
  best_streak: integer(),
  achievements: z.array(z.enum(PRACTICE_ACHIEVEMENTS)),
  week_xp: integer(),
  in_ranking: z.boolean(),
  /** The member's deities, when they chose to share them with the head. */
  deities: z.nullable(z.object({ received: z.array(z.enum(ORISHA_IDS)), guardian: z.nullable(z.enum(ORISHA_IDS)) })),
});
export type HouseMemberView = z.infer<typeof HouseMemberView>;

/** The week's ranking by XP (Monday to today), of the members who take part. */
export const HouseRankingRow = z.extend(Named, { rank: integer(), xp: integer(), me: z.boolean() });

export const HouseView = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  head: Named,
  role: z.enum(['head', 'member']),
  member_count: integer(),
  /** The code of the invite link: the head's only. */
  invite_code: z.nullable(z.string()),
  /** Whether the reader takes part in the weekly ranking. */
  in_ranking: z.boolean(),
  assignments: z.array(AssignmentView),
  ranking: z.object({ week_start: z.string(), rows: z.array(HouseRankingRow) }),
  /** The head's view of the members (null for a member). */
  members: z.nullable(z.array(HouseMemberView)),
  /** Who belongs, by name only (the head first): whom a member may challenge to a duel. */
  roster: z.array(Named),
});
export type HouseView = z.infer<typeof HouseView>;

/** GET /social/house: the reader's house, or none and whether they may found one. */
export const HouseResponse = z.object({ house: z.nullable(HouseView), can_found: z.boolean() });
export type HouseResponse = z.infer<typeof HouseResponse>;

/** What an invite link shows before joining. */
export const HouseInvitationResponse = z.object({ id: z.string(), name: z.string(), head: Named, member_count: integer() });
export type HouseInvitationResponse = z.infer<typeof HouseInvitationResponse>;

export const HouseActionResponse = z.object({ success: z.literal(true), message: z.string() });
export const HouseChangedResponse = z.object({ success: z.literal(true), message: z.string(), house: HouseView });
export const HouseInviteResponse = z.object({ success: z.literal(true), message: z.string(), invite_code: z.string() });
export const HouseRankingResponse = z.object({ success: z.literal(true), message: z.string(), in_ranking: z.boolean() });
export const AssignmentCreateResponse = z.object({ success: z.literal(true), message: z.string(), assignment: AssignmentView });

/** An admin's list of houses (newest first), to dissolve one. */
export const AdminHouseRow = z.object({ id: z.string(), name: z.string(), head: Named, member_count: integer(), created_at: z.string() });
export const AdminHousesResponse = z.object({ houses: z.array(AdminHouseRow), page: integer(), has_more: z.boolean() });
export type AdminHousesResponse = z.infer<typeof AdminHousesResponse>;
