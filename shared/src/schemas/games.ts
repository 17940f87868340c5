import * as z from 'zod/mini';
import { DIFFICULTIES, LANGUAGES } from '../constants.js';
import {
  ODDUN_SETS,
  ORISHA_MODES,
  ORISHA_TOPICS,
  SIGNS_GAME_MODES,
  SIGNS_QUESTION_COUNTS,
  SIGNS_QUESTION_TYPES,
  SIGNS_TOPICS,
} from '../game-rules.js';
import { integer } from './common.js';

// Defined in schemas/progress.ts so the progress routes need not import this module.
export { GameId, ProgressParams, ProgressResponse } from './progress.js';

export const SessionParams = z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(64)) });

/** A query flag: `true`/`false` (anything else is refused); absent = true. */
const queryFlag = z.pipe(
  z._default(z.enum(['true', 'false']), 'true'),
  z.transform((v: 'true' | 'false') => v === 'true'),
);

/**
 * Orisha game start: `?difficulty=&topics=a,b&mode=&timed=` (spec 7). `random` means every
 * topic. `timed=false` starts an untimed game (DESIGN.md 5, WCAG 2.2.1).
 */
export const OrishaStartQuery = z.object({
  difficulty: z._default(z.enum(DIFFICULTIES), 'beginner'),
  mode: z._default(z.enum(ORISHA_MODES), 'multiple_choice'),
  timed: queryFlag,
  topics: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((raw: string | undefined) => (raw ? raw.split(',').map((t) => t.trim()).filter(Boolean) : ['random'])),
    ),
    z.array(z.enum(ORISHA_TOPICS)).check(z.minLength(1)),
  ),
});

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

export const OrishaAnswerRequest = z.object({
  question_id: z.string().check(z.minLength(1)),
  answer: z._default(z.string().check(z.maxLength(500)), ''),
  answers: z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(10))),
});
export const OrishaAnswerResponse = z.object({
  is_correct: z.boolean(),
  wrong_answers: integer(),
  disqualified: z.boolean(),
  message: z.string(),
  remaining_strikes: integer(),
  correct_answers: z.array(z.string()),
});
export type OrishaAnswerResponse = z.infer<typeof OrishaAnswerResponse>;

export const OrishaCompleteResponse = z.object({
  percentage: z.number(),
  xp_earned: integer(),
  cowries_earned: integer(),
  correct_answers: integer(),
  total_questions: integer(),
  disqualified: z.boolean(),
});
export type OrishaCompleteResponse = z.infer<typeof OrishaCompleteResponse>;

export const SignsStartRequest = z.object({
  difficulty: z._default(z.enum(DIFFICULTIES), 'beginner'),
  topics: z.array(z.enum(SIGNS_TOPICS)).check(z.minLength(1, 'Por favor selecciona al menos un tema')),
  oddun_set: z._default(z.enum(ODDUN_SETS), 'meyi'),
  selected_odduns: z._default(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(256)), []),
  question_count: z._default(
    integer().check(z.refine((n) => (SIGNS_QUESTION_COUNTS as readonly number[]).includes(n), 'Número de preguntas no válido')),
    10,
  ),
  game_mode: z._default(z.enum(SIGNS_GAME_MODES), 'multiple_choice'),
  /** false: an untimed game (DESIGN.md 5, WCAG 2.2.1). */
  timed: z._default(z.boolean(), true),
  /** Ignored: the server's level table decides (DESIGN.md 5). */
  time_limit: z.optional(z.unknown()),
  max_errors: z.optional(z.unknown()),
});
export type SignsStartRequest = z.input<typeof SignsStartRequest>;

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

export const SignsAnswerRequest = z.object({
  session_id: z.string().check(z.minLength(1), z.maxLength(64)),
  question_id: z.string().check(z.minLength(1)),
  answer: z._default(z.union([z.string().check(z.maxLength(500)), z.array(z.string().check(z.maxLength(500))).check(z.maxLength(10))]), ''),
  is_timeout: z._default(z.boolean(), false),
});

export const SignsGameResults = z.object({
  percentage: z.number(),
  passed: z.boolean(),
  correct_answers: integer(),
  total_questions: integer(),
  xp_earned: integer(),
  cowries_earned: integer(),
  disqualified: z.boolean(),
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
});
export type SignsAnswerResponse = z.infer<typeof SignsAnswerResponse>;

/** The type-answer hint (DESIGN.md 5): costs 5 XP of this game's XP, reveals the first letter and the length. */
export const HintRequest = z.object({ question_id: z.string().check(z.minLength(1), z.maxLength(16)) });
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
