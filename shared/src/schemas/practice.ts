import * as z from 'zod/mini';
import { ORISHA_IDS, PRACTICE, REVIEW_MODES } from '../constants.js';
import { MSG } from '../messages.js';
import { Language, integer } from './common.js';

/**
 * Daily practice (issue 12, DESIGN.md 5b): FSRS review of the signs' 'read' and 'build'
 * cards, the build-the-sign drill, streaks and the daily goal, the mastery map and the sign of
 * the day. A question never carries its answer: the server checks it (as in the games).
 */

export const ReviewModeSchema = z.enum(REVIEW_MODES);

/** An 8-mark pattern: the right column's four marks then the left's, 1 single, 0 double. */
export const SignPattern = z.string({ error: MSG.patternInvalid }).check(z.regex(/^[01]{8}$/, MSG.patternInvalid));
/** A sign's id (slug) as the catalogue has it. */
export const SignId = z.string({ error: MSG.signUnknown }).check(z.regex(/^[a-z0-9-]{2,60}$/, MSG.signUnknown));

export const ReviewStartRequest = z.object({
  mode: z._default(ReviewModeSchema, 'review'),
  /** focus: the signs to practise (e.g. the learner's mix-ups); build: optional pool. */
  signs: z.optional(z.array(SignId).check(z.maxLength(PRACTICE.maxFocusSigns))),
  /** focus: orishas whose facts to practise (the learner's deities, issue 28), with or without signs. */
  orishas: z.optional(z.array(z.enum(ORISHA_IDS, { error: MSG.deityUnknown })).check(z.maxLength(ORISHA_IDS.length))),
  /** build: the pool is the first 16/64/128/256 signs (the signs game's levels). */
  pool: z.optional(z.union([z.literal(16), z.literal(64), z.literal(128), z.literal(256)])),
  /** focus: an assignment of the learner's house (issue 28): its signs or orishas, marked done when the session completes. */
  assignment: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
});
export type ReviewStartRequest = z.input<typeof ReviewStartRequest>;

export const ReviewAnswerRequest = z.object({
  session_id: z.string().check(z.minLength(1), z.maxLength(64)),
  question_id: z.string().check(z.minLength(1), z.maxLength(16)),
  /** read: the chosen name; build: the 8-mark pattern built; fact: the chosen value. */
  answer: z.string().check(z.maxLength(200)),
  /** How long the question was shown, measured by the browser (it only rates the learner's own card). */
  elapsed_ms: z.optional(integer().check(z.gte(0), z.lte(3_600_000))),
});
export type ReviewAnswerRequest = z.input<typeof ReviewAnswerRequest>;

/** A hint for an open question (issue 12: 'right with a hint -> Hard'). */
export const ReviewHintRequest = z.object({
  session_id: z.string().check(z.minLength(1), z.maxLength(64)),
  question_id: z.string().check(z.minLength(1), z.maxLength(16)),
});
export type ReviewHintRequest = z.input<typeof ReviewHintRequest>;

export const ReviewCompleteRequest = z.object({ session_id: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * One answer given offline (DESIGN.md 5d), sent when the device is online again. `key` is the
 * device's idempotency key: the server applies an answer once however often it is sent.
 */
export const OfflineAnswer = z.object({
  key: z.string({ error: MSG.syncKeyInvalid }).check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, MSG.syncKeyInvalid)),
  /** The card: a sign's id (read, build) or an orisha fact's subject ('oshun.colors'). */
  subject_id: z.string().check(z.minLength(2), z.maxLength(80)),
  kind: z.enum(['read', 'build', 'fact']),
  answer: z.string().check(z.maxLength(200)),
  /** When the learner answered (ISO): the card is scheduled and the day counted at this time. */
  answered_at: z.iso.datetime({ offset: true, error: MSG.syncTimeInvalid }),
  elapsed_ms: z.optional(integer().check(z.gte(0), z.lte(3_600_000))),
  hinted: z.optional(z.boolean()),
});
export type OfflineAnswer = z.input<typeof OfflineAnswer>;

export const ReviewSyncRequest = z.object({
  answers: z.array(OfflineAnswer).check(z.minLength(1), z.maxLength(PRACTICE.maxSyncAnswers)),
});
export type ReviewSyncRequest = z.input<typeof ReviewSyncRequest>;

export const SignOfDayQuery = z.object({ language: z.optional(Language) });
