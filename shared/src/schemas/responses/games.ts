import * as z from 'zod/mini';
import { LANGUAGES } from '../../constants.js';
import { ORISHA_MODES, SIGNS_QUESTION_TYPES } from '../../game-rules.js';
import { integer } from '../common.js';

/** A question as the client sees it: never the answer (DESIGN.md 5). */
export const OrishaQuestion = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  is_multiple_answer: z.boolean(),
  topic: z.string(),
  /**
   * Yorùbá words (names with tone marks) that appear in the prompt or the options, when the
   * learner's naming setting shows them: the client wraps each occurrence in `lang="yo"`.
   */
  yo_terms: z.optional(z.array(z.string())),
});
export type OrishaQuestion = z.infer<typeof OrishaQuestion>;

export const OrishaStartResponse = z.object({
  session_id: z.string(),
  questions: z.array(OrishaQuestion),
  /** Seconds per question; 0 when the game is untimed. */
  time_limit: integer(),
  timed: z.boolean(),
  mode: z.enum(ORISHA_MODES),
  max_errors: integer(),
  expires_at: z.string(),
});
export type OrishaStartResponse = z.infer<typeof OrishaStartResponse>;

export const OrishaAnswerResponse = z.object({
  is_correct: z.boolean(),
  wrong_answers: integer(),
  disqualified: z.boolean(),
  message: z.string(),
  remaining_strikes: integer(),
  correct_answers: z.array(z.string()),
  /** A typed answer one letter off (DESIGN.md 5b): counted right; the right spelling to show ('casi'). */
  almost: z.optional(z.string()),
});
export type OrishaAnswerResponse = z.infer<typeof OrishaAnswerResponse>;

export const OrishaCompleteResponse = z.object({
  percentage: z.number(),
  xp_earned: integer(),
  cowries_earned: integer(),
  correct_answers: integer(),
  total_questions: integer(),
  disqualified: z.boolean(),
  /** The player's total XP with this game's, for the level progress (issue 27); absent on results stored before it. */
  experience_points: z.optional(integer()),
  /** XP paid with this game beside `xp_earned` (a duel won by this game), counted in `experience_points` (issue 34). */
  bonus_xp: z.optional(integer()),
});
export type OrishaCompleteResponse = z.infer<typeof OrishaCompleteResponse>;

export const SignsQuestion = z.object({
  id: z.string(),
  type: z.enum(SIGNS_QUESTION_TYPES),
  topic: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  is_multiple_answer: z.boolean(),
  oddun_id: z.optional(z.string()),
  binary_pattern: z.optional(z.string()),
  /**
   * Study text the question quotes (a refrán, a patakí, a taboo...), kept out of `question`:
   * the client shows the prompt, then this quote.
   */
  quote: z.optional(z.string()),
  /**
   * The language of the quote, or of the options, when they are the catalogue's study text
   * (today always 'es', for every user): the client marks it `lang` and, when it is not the
   * interface language, says it is quoted from the Spanish study text. Absent otherwise.
   */
  content_lang: z.optional(z.enum(LANGUAGES)),
  /**
   * Yorùbá words (names with tone marks) that appear in the prompt or the options, when the
   * learner's naming setting shows them: the client wraps each occurrence in `lang="yo"`.
   */
  yo_terms: z.optional(z.array(z.string())),
  /**
   * matching only (then `options` is empty): the sign names and the values to join, each column
   * shuffled on its own. The answer is the list of pairs made, each 'Name — value'; the
   * feedback judges every pair on its own (correctly_selected, incorrectly_selected, and the
   * right pairs in missed_answers).
   */
  match_names: z.optional(z.array(z.string())),
  match_values: z.optional(z.array(z.string())),
});
export type SignsQuestion = z.infer<typeof SignsQuestion>;

export const SignsStartResponse = z.object({
  session_id: z.string(),
  questions: z.array(SignsQuestion),
  requested_questions: integer(),
  available_questions: integer(),
  /** Seconds per question; 0 when the game is untimed. */
  time_limit: integer(),
  timed: z.boolean(),
  max_errors: integer(),
  message: z.optional(z.string()),
});
export type SignsStartResponse = z.infer<typeof SignsStartResponse>;

export const SignsGameResults = z.object({
  percentage: z.number(),
  passed: z.boolean(),
  correct_answers: integer(),
  total_questions: integer(),
  xp_earned: integer(),
  cowries_earned: integer(),
  disqualified: z.boolean(),
  /** The player's total XP with this game's, for the level progress (issue 27); absent on results stored before it. */
  experience_points: z.optional(integer()),
  /** XP paid with this game beside `xp_earned` (a duel won by this game), counted in `experience_points` (issue 34). */
  bonus_xp: z.optional(integer()),
});
export type SignsGameResults = z.infer<typeof SignsGameResults>;

export const SignsAnswerResponse = z.object({
  correct: z.boolean(),
  correct_answer: z.string(),
  correct_answers: z.array(z.string()),
  submitted_answers: z.array(z.string()),
  is_multiple_answer: z.boolean(),
  correctly_selected: z.array(z.string()),
  incorrectly_selected: z.array(z.string()),
  missed_answers: z.array(z.string()),
  learning_reference: z.nullable(z.string()),
  wrong_answers: integer(),
  disqualified: z.boolean(),
  game_results: z.optional(SignsGameResults),
  /** Right by a one-letter slip (the one judge, DESIGN.md 5b): the right spelling, shown as 'casi'. */
  almost: z.optional(z.string()),
});
export type SignsAnswerResponse = z.infer<typeof SignsAnswerResponse>;

export const HintResponse = z.object({
  question_id: z.string(),
  first_letter: z.string(),
  length: integer(),
  /** e.g. 'A _ _ _ _' */
  mask: z.string(),
  xp_cost: integer(),
  hints_used: integer(),
});
export type HintResponse = z.infer<typeof HintResponse>;

/** The clock of the open question as the server now keeps it. */
export const PauseResponse = z.object({
  paused: z.boolean(),
  /** Whole seconds left on the open question (frozen while paused); null in an untimed game. */
  seconds_left: z.nullable(integer()),
  /** Seconds of pause the game still allows (PAUSE_ALLOWANCE_SECONDS in all). */
  pause_left_seconds: integer(),
});
export type PauseResponse = z.infer<typeof PauseResponse>;

/** POST /games/duels/{id}/play: the duel's game started for the reader, as its game starts. */
export const DuelPlayResponse = z.union([
  z.extend(OrishaStartResponse, { game: z.literal('orisha_matching'), duel_id: z.string() }),
  z.extend(SignsStartResponse, { game: z.literal('ifa_signs'), duel_id: z.string(), game_mode: z.string() }),
]);
export type DuelPlayResponse = z.infer<typeof DuelPlayResponse>;
