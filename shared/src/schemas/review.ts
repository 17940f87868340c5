import * as z from 'zod/mini';
import { CONTRIBUTION_MAX_LENGTH, CONTRIBUTION_SOURCE_KINDS, CONTRIBUTION_TYPES, ODDUN_PROVENANCE_SECTIONS } from '../constants.js';
import { MSG } from '../messages.js';
import { Language, integer } from './common.js';

/**
 * Content reviewed by those who know (issue 36, DESIGN.md 5e): an administrator makes a user a
 * reviewer for some languages; a reviewer marks a sign's section reviewed in one of them, with a
 * note or a source. A mark holds for the text it was made on: the `text_hash` the queue showed.
 */

/** The sections a reviewer marks (the secret is reviewed like any other section). */
export const ReviewSection = z.enum(ODDUN_PROVENANCE_SECTIONS, { error: MSG.reviewSectionUnknown });

export const SetReviewerRequest = z.object({
  languages: z.array(Language).check(
    z.maxLength(3),
    z.refine((langs) => new Set(langs).size === langs.length, MSG.reviewerLanguagesRepeated),
  ),
});

export const ReviewMarkParams = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  section: ReviewSection,
  language: Language,
});

export const ReviewMarkRequest = z.object({
  /** What the reviewer read: the text changed since if the server's fingerprint differs (409). */
  text_hash: z.string().check(z.minLength(1), z.maxLength(32)),
  note: z.string().check(z.trim(), z.minLength(1, MSG.reviewNoteRequired), z.maxLength(500, MSG.reviewNoteTooLong)),
  source: z.optional(z.string().check(z.trim(), z.maxLength(300, MSG.reviewSourceTooLong))),
});
export type ReviewMarkRequest = z.input<typeof ReviewMarkRequest>;

export const ReviewMark = z.object({ by: z.string(), on: z.string(), note: z.string(), source: z.optional(z.string()) });

export const ReviewQueueItem = z.object({
  oddun_id: z.string(),
  oddun_name: z.string(),
  position: integer(),
  section: ReviewSection,
  language: Language,
  text_hash: z.string(),
  /** The text as a learner reads it in `language` (a list's entries one a line). */
  text: z.string(),
  /** Since when it waits: the sign's last change. */
  pending_since: z.string(),
  /** A reviewer asked for changes to this very text (issue 36): who, when and what. */
  changes_requested: z.optional(z.object({ by: z.string(), on: z.string(), note: z.string() })),
});
/**
 * A pending contribution in one of the reviewer's languages, never their own (issue 36): what it
 * says, where it comes from, who is to be credited, and the section as learners read it before and
 * after it is applied (a list's entries one a line). `after` is null when it cannot be applied as
 * it is (the reviewer can still ask for changes). `before_hash` is what the reviewer saw: applying
 * after the section changed answers 409.
 */
export const ReviewContribution = z.object({
  id: z.string(),
  oddun_id: z.string(),
  oddun_name: z.string(),
  section: z.string(),
  language: Language,
  type: z.enum(CONTRIBUTION_TYPES),
  content: z.string(),
  source_kind: z.nullable(z.enum(CONTRIBUTION_SOURCE_KINDS)),
  source: z.nullable(z.string()),
  credit_name: z.string(),
  created_at: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
  before_hash: z.string(),
});
export type ReviewContribution = z.infer<typeof ReviewContribution>;

export const ReviewQueueResponse = z.object({
  languages: z.array(Language),
  items: z.array(ReviewQueueItem),
  total: integer(),
  contributions: z.array(ReviewContribution),
});
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponse>;

export const ReviewContributionParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * A reviewer's decision on a contribution: `apply` writes its text (a revision of the sign, or the
 * translation of that section) and credits its author; `request_changes` sends it back with the
 * note, which the author reads beside it. `before_hash`: the queue's, for the section the reviewer saw.
 */
export const ReviewContributionRequest = z
  .object({
    decision: z.enum(['apply', 'request_changes']),
    note: z._default(z.string().check(z.trim(), z.maxLength(500, MSG.reviewNoteTooLong)), ''),
    before_hash: z.string().check(z.minLength(1), z.maxLength(32)),
  })
  .check(z.refine((b) => b.decision !== 'request_changes' || b.note.length > 0, { message: MSG.contributionDecisionNote, path: ['note'] }));
export type ReviewContributionRequest = z.input<typeof ReviewContributionRequest>;

export const ReviewContributionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(['approved', 'rejected']),
  applied: z.boolean(),
});

/**
 * A reviewer's edit of a section in one of their languages (issue 36): the whole text as learners
 * will read it (a list one entry a line; paragraphs separated by a blank line), on the text the
 * reviewer read (`text_hash`, the queue's): a change since answers 409. The edit is a revision of
 * the sign (Spanish) or of its translation, and leaves the section pending review; a Spanish edit
 * leaves its translations' changed items in Spanish until they are translated.
 */
export const ReviewEditRequest = z.object({
  text_hash: z.string().check(z.minLength(1), z.maxLength(32)),
  text: z
    .string({ error: MSG.reviewEditRequired })
    .check(z.trim(), z.minLength(1, MSG.reviewEditRequired), z.maxLength(CONTRIBUTION_MAX_LENGTH, MSG.reviewEditTooLong)),
});
export type ReviewEditRequest = z.input<typeof ReviewEditRequest>;

/** A request for changes to a section, on the text the reviewer read (`text_hash`, the queue's). */
export const ReviewChangesRequest = z.object({
  text_hash: z.string().check(z.minLength(1), z.maxLength(32)),
  note: z.string().check(z.trim(), z.minLength(1, MSG.reviewChangesNote), z.maxLength(500, MSG.reviewNoteTooLong)),
});
export type ReviewChangesRequest = z.input<typeof ReviewChangesRequest>;

export const ReviewChangesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  requested: z.object({ by: z.string(), on: z.string(), note: z.string() }),
});

/** `text_hash`: the new text's, for a review of it. */
export const ReviewEditResponse = z.object({ success: z.literal(true), message: z.string(), text_hash: z.string() });

export const ReviewMarkResponse = z.object({ success: z.literal(true), message: z.string(), reviewed: ReviewMark });
