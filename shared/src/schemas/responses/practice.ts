import * as z from 'zod/mini';
import { CARD_KINDS, PRACTICE_ACHIEVEMENTS, REVIEW_RATINGS } from '../../constants.js';
import { Language, integer } from '../common.js';
import { ReviewModeSchema } from '../practice.js';

export const CardKindSchema = z.enum(CARD_KINDS);
export const ReviewRatingSchema = z.enum(REVIEW_RATINGS);

/** The learner's practice settings (profile). */
export const PracticeSettings = z.object({
  time_zone: z.string(),
  daily_goal: integer(),
  new_cards_per_day: integer(),
});
export type PracticeSettings = z.infer<typeof PracticeSettings>;

/**
 * One review question. 'read' shows `pattern` and offers `options` (names); 'build' names the
 * sign; 'fact' asks `prompt` about an orisha and offers `options` (one of them true).
 */
/**
 * A sign the learner has never met, shown before its card is asked (DESIGN.md 5b: teach before
 * testing): the drawing and its names; the web composes the line to remember it by from the legs.
 */
export const ReviewTeach = z.object({
  pattern: z.string(),
  /** The Lucumí name and the Yorùbá one (the two legs' names). */
  name: z.string(),
  yoruba_name: z.string(),
  /** The legs' Lucumí names: the right column's, then the left's ('Ogbe', 'Oyekun'). */
  right_leg: z.string(),
  left_leg: z.string(),
});
export type ReviewTeach = z.infer<typeof ReviewTeach>;

export const ReviewQuestion = z.object({
  id: z.string(),
  kind: CardKindSchema,
  /** First time this card is asked (a new card). */
  is_new: z.boolean(),
  /** read: the drawing to name. */
  pattern: z.optional(z.string()),
  /** read: four names, one right; fact: four values, one right. */
  options: z.optional(z.array(z.string())),
  /** fact: the question ('¿Qué color se asocia con Oshún?'). */
  prompt: z.optional(z.string()),
  /** build: the sign to build, as the learner's naming setting shows it. */
  name: z.optional(z.string()),
  /** Yorùbá names among the texts, for `lang="yo"`. */
  yo_terms: z.optional(z.array(z.string())),
  /** The seconds a quick answer takes (no clock is shown; slower right answers are rated hard). */
  seconds: integer(),
  /** A new card of a sign never met: shown first, then asked. */
  teach: z.optional(ReviewTeach),
});
export type ReviewQuestion = z.infer<typeof ReviewQuestion>;

export const ReviewStartResponse = z.object({
  session_id: z.string(),
  mode: ReviewModeSchema,
  questions: z.array(ReviewQuestion),
  /**
   * Cards to review when the session started, by the same rule as the summary's `due_count`
   * (at most one page; `due_capped` says more were due). The session serves at most PRACTICE.maxDuePerSession.
   */
  due_count: integer(),
  due_capped: z.boolean(),
  new_count: integer(),
  /** Said when there is nothing to practise. */
  message: z.optional(z.string()),
});
export type ReviewStartResponse = z.infer<typeof ReviewStartResponse>;

/** What a built sign got wrong (issue 12, point 2). */
export const BuildFeedback = z.object({
  /** Positions 0..7 of the wrong marks (0..3 right column top to bottom, 4..7 left). */
  wrong_marks: z.array(integer()),
  /** The learner put the left leg on the right and the right on the left. */
  swapped: z.boolean(),
  /** The sign the learner built (every 8-mark drawing is one of the 256). */
  built_name: z.string(),
  /** The leg each built column is (Lucumí names of the sixteen principal signs). */
  built_right_leg: z.string(),
  built_left_leg: z.string(),
  /** The legs the sign has (Lucumí names of the sixteen principal signs): 'your right leg is Iwori, not Ogbe'. */
  expected_right_leg: z.string(),
  expected_left_leg: z.string(),
});
export type BuildFeedback = z.infer<typeof BuildFeedback>;

export const ReviewAnswerResponse = z.object({
  correct: z.boolean(),
  rating: ReviewRatingSchema,
  /** The sign's name, or the orisha fact's right option (after answering). */
  correct_answer: z.string(),
  /** A sign's drawing and id (not for an orisha fact). */
  correct_pattern: z.optional(z.string()),
  sign_id: z.optional(z.string()),
  /** When this card is due again (ISO). */
  next_due: z.string(),
  build: z.optional(BuildFeedback),
  /** A typed answer one letter off (DESIGN.md 5b): right, rated hard; the right spelling to show ('casi'). */
  almost: z.optional(z.string()),
  /** The card was forgotten: it is asked again at the end of this session (its relearning step). */
  again: z.optional(ReviewQuestion),
});
export type ReviewAnswerResponse = z.infer<typeof ReviewAnswerResponse>;

/**
 * What the device judges an offline answer by (DESIGN.md 5d): the one judge's key (shared/src/judge)
 * and what the feedback shows. Sign names, drawings and orisha facts are public study content.
 */
export const OfflineAnswerKey = z.object({
  correct: z.array(z.string()),
  accepted: z.optional(z.array(z.string())),
  others: z.optional(z.array(z.string())),
  /** build: the drawing to build. */
  pattern: z.optional(z.string()),
});

export const OfflineReviewQuestion = z.extend(ReviewQuestion, {
  /** The card it reviews, and when it is due (it is asked offline only once due). */
  subject_id: z.string(),
  due: z.string(),
  key: OfflineAnswerKey,
  correct_answer: z.string(),
  correct_pattern: z.optional(z.string()),
  sign_id: z.optional(z.string()),
});
export type OfflineReviewQuestion = z.infer<typeof OfflineReviewQuestion>;

/** The next review kept on the device: due cards (and those falling due soon) and today's new cards. */
export const OfflineReviewPack = z.object({
  generated_at: z.string(),
  /** The pack's answers are accepted until then (later ones are refused: the schedule moved on). */
  valid_until: z.string(),
  questions: z.array(OfflineReviewQuestion),
  /** Every drawing's name and legs as the learner names them: the device says what a built sign is. */
  signs: z.array(z.object({ pattern: z.string(), name: z.string(), right_leg: z.string(), left_leg: z.string() })),
});
export type OfflineReviewPack = z.infer<typeof OfflineReviewPack>;

/**
 * Each offline answer's fate: applied (judged, scheduled, XP paid if right), duplicate (that key
 * was applied before: nothing more), superseded (the card was reviewed later elsewhere: the later
 * review stands), or refused (too old, or not a card the learner can have).
 */
export const ReviewSyncResult = z.object({
  key: z.string(),
  status: z.enum(['applied', 'duplicate', 'superseded', 'refused']),
  correct: z.optional(z.boolean()),
  /** What the answer earned when it was applied (by this request, or by an earlier one for a duplicate). */
  xp: integer(),
});
export const ReviewSyncResponse = z.object({
  results: z.array(ReviewSyncResult),
  /** XP this request paid (duplicates were paid before). */
  xp_earned: integer(),
  experience_points: integer(),
});
export type ReviewSyncResponse = z.infer<typeof ReviewSyncResponse>;

/**
 * The hint: for a sign ('read' and 'build'), its right leg named and drawn; for an orisha fact,
 * two wrong options set aside. Asking again gives the same hint. A right answer after a hint is
 * rated 'hard': the card comes back sooner.
 */
export const ReviewHintResponse = z.object({
  /** A sign: the Lucumí name of its right leg, and that column's 4 marks top to bottom (1 single, 0 double). */
  right_leg: z.optional(z.string()),
  right_column: z.optional(z.string()),
  /** An orisha fact: two of the options that are wrong. */
  removed: z.optional(z.array(z.string())),
});
export type ReviewHintResponse = z.infer<typeof ReviewHintResponse>;

export const StreakSummary = z.object({
  current: integer(),
  best: integer(),
  /** Freezes held (each covers one missed day). */
  freezes: integer(),
  /** Today (in the learner's time zone) already counts. */
  today_done: z.boolean(),
  /** The learner's today, `yyyy-mm-dd`. */
  today: z.string(),
});
export type StreakSummary = z.infer<typeof StreakSummary>;

export const GoalSummary = z.object({ daily_goal: integer(), xp_today: integer() });

export const ReviewCompleteResponse = z.object({
  answered: integer(),
  correct: integer(),
  total: integer(),
  xp_earned: integer(),
  /** The learner's total XP after the session, for the level bar (issue 27). */
  experience_points: integer(),
  streak: StreakSummary,
  goal: GoalSummary,
});
export type ReviewCompleteResponse = z.infer<typeof ReviewCompleteResponse>;

export const PracticeSummaryResponse = z.object({
  /** Cards due now (capped at `due_capped`). */
  due_count: integer(),
  due_capped: z.boolean(),
  /** New cards the learner may still start today. */
  new_available: integer(),
  streak: StreakSummary,
  goal: GoalSummary,
  settings: PracticeSettings,
  achievements: z.array(z.enum(PRACTICE_ACHIEVEMENTS)),
  freeze_price: integer(),
  max_freezes: integer(),
});
export type PracticeSummaryResponse = z.infer<typeof PracticeSummaryResponse>;

export const MasterySign = z.object({
  id: z.string(),
  position: integer(),
  name: z.string(),
  pattern: z.string(),
  /** FSRS retrievability now (0..1) of each card; null when the learner has not met it. */
  read: z.nullable(z.number()),
  build: z.nullable(z.number()),
  /** Both cards past their learning steps (FSRS Review state): only then can the sign count as mastered. */
  settled: z.boolean(),
});

export const Mixup = z.object({
  sign_id: z.string(),
  sign_name: z.string(),
  confused_id: z.string(),
  confused_name: z.string(),
  count: integer(),
});

export const MasteryResponse = z.object({
  signs: z.array(MasterySign),
  mixups: z.array(Mixup),
  mastered: integer(),
  meji_mastered: integer(),
});
export type MasteryResponse = z.infer<typeof MasteryResponse>;
export type MasterySign = z.infer<typeof MasterySign>;
export type Mixup = z.infer<typeof Mixup>;

export const BuyFreezeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  freezes: integer(),
  cowrie_shells: integer(),
});

export const SignOfDayResponse = z.object({
  /** The UTC date it is the sign of. */
  date: z.string(),
  id: z.string(),
  name: z.string(),
  yoruba_name: z.nullable(z.string()),
  pattern: z.string(),
  /** One short study line from the encyclopedia, in `line_lang`. */
  line: z.string(),
  line_lang: Language,
  /** The line comes from a text the project generated from templates (DESIGN.md 6): say so. */
  generated: z.boolean(),
  /** Study material, not a personal reading. */
  notice: z.string(),
  /** The line is the project's translation of the Spanish study text (DESIGN.md 6); null `reviewed` = pending review. */
  translation: z.optional(z.object({ by: z.literal('project'), reviewed: z.nullable(z.object({ by: z.string(), on: z.string() })) })),
});
export type SignOfDayResponse = z.infer<typeof SignOfDayResponse>;
