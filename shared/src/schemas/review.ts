import * as z from 'zod/mini';
import { ODDUN_PROVENANCE_SECTIONS } from '../constants.js';
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
});
export const ReviewQueueResponse = z.object({ languages: z.array(Language), items: z.array(ReviewQueueItem), total: integer() });
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponse>;

export const ReviewMarkResponse = z.object({ success: z.literal(true), message: z.string(), reviewed: ReviewMark });
