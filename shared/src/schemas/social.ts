import * as z from 'zod/mini';
import { ASSIGNMENT_KINDS, DIFFICULTIES, DUEL_GAMES, FRIEND_VISIBILITIES, HOUSE, HOUSE_CODE_PATTERN, ORISHA_IDS, REFERRAL_CODE_PATTERN } from '../constants.js';
import { ORISHA_MODES, ORISHA_TOPICS, SIGNS_GAME_MODES, SIGNS_TOPICS } from '../game-rules.js';
import { MSG } from '../messages.js';

/**
 * Learning together (issue 28, DESIGN.md 5c): friends, blocks, what friends see, the inbox.
 * Every route acts for the token's user; another learner is named only by their id in a path.
 */

/** Another learner, by id, in a path. */
export const OtherUserParams = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * A friend request: by username (the search box) or by share code (the referral code of the
 * other's share link). Exactly one of the two.
 */
export const FriendRequestBody = z
  .object({
    username: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    code: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(16))),
  })
  .check(
    z.refine((b) => Boolean(b.username) !== Boolean(b.code), MSG.friendTargetRequired),
    z.refine((b) => !b.code || REFERRAL_CODE_PATTERN.test(b.code), MSG.friendNotFound),
  );

export const FriendVisibilityBody = z.object({ friend_visibility: z.enum(FRIEND_VISIBILITIES, { error: MSG.friendVisibilityInvalid }) });

/** Marks the inbox read up to the newest message the learner has seen (its `id`); later ones stay unread. */
export const InboxReadBody = z.object({ through: z.string({ error: MSG.inboxThroughInvalid }).check(z.minLength(1, MSG.inboxThroughInvalid), z.maxLength(80, MSG.inboxThroughInvalid)) });

/** A duel, by id, in a path. */
export const DuelParams = z.object({ duelId: z.string().check(z.minLength(1), z.maxLength(40)) });

/**
 * A challenge (DESIGN.md 5c): a friend, the game, its level, topics and answer mode. Topics and
 * mode are the game's own (the Signs game's or the Orisha game's); both play 10 questions, timed.
 */
export const DuelCreateBody = z
  .object({
    opponent_id: z.string({ error: MSG.duelOpponentRequired }).check(z.minLength(1, MSG.duelOpponentRequired), z.maxLength(64, MSG.duelOpponentRequired)),
    game: z.enum(DUEL_GAMES, { error: MSG.duelGameInvalid }),
    difficulty: z._default(z.enum(DIFFICULTIES), 'beginner'),
    topics: z.array(z.string().check(z.maxLength(32))).check(z.minLength(1, 'Por favor selecciona al menos un tema'), z.maxLength(16)),
    mode: z._default(z.string().check(z.maxLength(32)), 'multiple_choice'),
  })
  .check(
    z.refine(
      (b) =>
        b.game === 'ifa_signs'
          ? b.topics.every((t) => (SIGNS_TOPICS as readonly string[]).includes(t))
          : b.topics.every((t) => (ORISHA_TOPICS as readonly string[]).includes(t)),
      { message: 'Tema no válido', path: ['topics'] },
    ),
    z.refine(
      (b) => (b.game === 'ifa_signs' ? (SIGNS_GAME_MODES as readonly string[]) : (ORISHA_MODES as readonly string[])).includes(b.mode),
      { message: 'Modo de juego no válido', path: ['mode'] },
    ),
  );
export type DuelCreateBody = z.input<typeof DuelCreateBody>;

/** The religious house (DESIGN.md 5c): founding it (its name). */
export const HouseFoundBody = z.object({
  name: z.string({ error: MSG.houseNameInvalid }).check(z.trim(), z.minLength(HOUSE.nameMin, MSG.houseNameInvalid), z.maxLength(HOUSE.nameMax, MSG.houseNameInvalid)),
});

/** An invite code, as the link carries it (case and spaces forgiven). */
const HouseCode = z.string({ error: MSG.houseCodeInvalid }).check(z.trim(), z.toUpperCase(), z.regex(HOUSE_CODE_PATTERN, MSG.houseCodeInvalid));
export const HouseCodeParams = z.object({ code: HouseCode });
export const HouseJoinBody = z.object({ code: HouseCode });

export const HouseRankingBody = z.object({ in_ranking: z.boolean({ error: MSG.houseRankingInvalid }) });

export const HouseMemberParams = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) });
export const AssignmentParams = z.object({ assignmentId: z.string().check(z.minLength(1), z.maxLength(40)) });

/** A calendar day, `yyyy-mm-dd`. */
const Day = z.string({ error: MSG.assignmentDueInvalid }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, MSG.assignmentDueInvalid));

/**
 * An assignment (DESIGN.md 5c): a set of signs, or of orishas (their facts), practised by a due
 * day (the head's calendar day; checked against today on the server).
 */
export const AssignmentCreateBody = z
  .object({
    kind: z.enum(ASSIGNMENT_KINDS, { error: MSG.assignmentKindInvalid }),
    subjects: z
      .array(z.string().check(z.maxLength(60)), { error: MSG.assignmentSubjectsRequired })
      .check(z.minLength(1, MSG.assignmentSubjectsRequired), z.maxLength(HOUSE.maxAssignmentSubjects, MSG.assignmentSubjectsRequired)),
    due: Day,
  })
  .check(
    z.refine((b) => b.kind !== 'orishas' || b.subjects.every((s) => (ORISHA_IDS as readonly string[]).includes(s)), { message: MSG.deityUnknown, path: ['subjects'] }),
    z.refine((b) => b.kind !== 'signs' || b.subjects.every((s) => /^[a-z0-9-]{2,60}$/.test(s)), { message: MSG.signUnknown, path: ['subjects'] }),
  );
export type AssignmentCreateBody = z.input<typeof AssignmentCreateBody>;
