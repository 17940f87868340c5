import * as z from 'zod/mini';
import { FRIEND_VISIBILITIES, REFERRAL_CODE_PATTERN } from '../constants.js';
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
