import * as z from 'zod';
import { DIFFICULTIES, LANGUAGES } from '../constants.js';
import {
  GAMES,
  ODDUN_SETS,
  ORISHA_MODES,
  ORISHA_TOPICS,
  SIGNS_GAME_MODES,
  SIGNS_QUESTION_COUNTS,
  SIGNS_QUESTION_TYPES,
  SIGNS_TOPICS,
} from '../game-rules.js';

export const GameId = z.enum(GAMES);
export type GameId = z.infer<typeof GameId>;

export const ProgressParams = z.object({ game: GameId });
export const ProgressResponse = z.object({
  game: GameId,
  total_games_played: z.number().int(),
  best_score: z.number(),
  last_played_at: z.string().nullable(),
});
export type ProgressResponse = z.infer<typeof ProgressResponse>;

export const SessionParams = z.object({ sessionId: z.string().min(1).max(64) });

/** A query flag: `true`/`false` (anything else is refused); absent = true. */
const queryFlag = z.enum(['true', 'false']).default('true').transform((v) => v === 'true');

/**
 * Orisha game start: `?difficulty=&topics=a,b&mode=&timed=` (spec 7). `random` means every
 * topic. `timed=false` starts an untimed game (DESIGN.md 5, WCAG 2.2.1).
 */
export const OrishaStartQuery = z.object({
  difficulty: z.enum(DIFFICULTIES).default('beginner'),
  mode: z.enum(ORISHA_MODES).default('multiple_choice'),
  timed: queryFlag,
  topics: z
    .string()
    .optional()
    .transform((raw) => (raw ? raw.split(',').map((t) => t.trim()).filter(Boolean) : ['random']))
    .pipe(z.array(z.enum(ORISHA_TOPICS)).min(1)),
});

/** A question as the client sees it: never the answer (DESIGN.md 5). */
export const OrishaQuestion = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  is_multiple_answer: z.boolean(),
  topic: z.string(),
});
export type OrishaQuestion = z.infer<typeof OrishaQuestion>;

export const OrishaStartResponse = z.object({
  session_id: z.string(),
  questions: z.array(OrishaQuestion),
  /** Seconds per question; 0 when the game is untimed. */
  time_limit: z.number().int(),
  timed: z.boolean(),
  mode: z.enum(ORISHA_MODES),
  max_errors: z.number().int(),
  expires_at: z.string(),
});
export type OrishaStartResponse = z.infer<typeof OrishaStartResponse>;

export const OrishaAnswerRequest = z.object({
  question_id: z.string().min(1),
  answer: z.string().max(500).default(''),
  answers: z.array(z.string().max(500)).max(10).optional(),
});
export const OrishaAnswerResponse = z.object({
  is_correct: z.boolean(),
  wrong_answers: z.number().int(),
  disqualified: z.boolean(),
  message: z.string(),
  remaining_strikes: z.number().int(),
  correct_answers: z.array(z.string()),
});
export type OrishaAnswerResponse = z.infer<typeof OrishaAnswerResponse>;

export const OrishaCompleteResponse = z.object({
  percentage: z.number(),
  xp_earned: z.number().int(),
  cowries_earned: z.number().int(),
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  disqualified: z.boolean(),
});
export type OrishaCompleteResponse = z.infer<typeof OrishaCompleteResponse>;

export const SignsStartRequest = z.object({
  difficulty: z.enum(DIFFICULTIES).default('beginner'),
  topics: z.array(z.enum(SIGNS_TOPICS)).min(1, 'Por favor selecciona al menos un tema'),
  oddun_set: z.enum(ODDUN_SETS).default('meyi'),
  selected_odduns: z.array(z.string().max(64)).max(256).default([]),
  question_count: z
    .number()
    .int()
    .refine((n) => (SIGNS_QUESTION_COUNTS as readonly number[]).includes(n), 'Número de preguntas no válido')
    .default(10),
  game_mode: z.enum(SIGNS_GAME_MODES).default('multiple_choice'),
  /** false: an untimed game (DESIGN.md 5, WCAG 2.2.1). */
  timed: z.boolean().default(true),
  /** Ignored: the server's level table decides (DESIGN.md 5). */
  time_limit: z.unknown().optional(),
  max_errors: z.unknown().optional(),
});
export type SignsStartRequest = z.input<typeof SignsStartRequest>;

export const SignsQuestion = z.object({
  id: z.string(),
  type: z.enum(SIGNS_QUESTION_TYPES),
  topic: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  is_multiple_answer: z.boolean(),
  oddun_id: z.string().optional(),
  binary_pattern: z.string().optional(),
  /**
   * Study text the question quotes (a refrán, a patakí, a taboo...), kept out of `question`:
   * the client shows the prompt, then this quote.
   */
  quote: z.string().optional(),
  /**
   * The language of the quote, or of the options, when they are the catalogue's study text
   * (today always 'es', for every user): the client marks it `lang` and, when it is not the
   * interface language, says it is quoted from the Spanish study text. Absent otherwise.
   */
  content_lang: z.enum(LANGUAGES).optional(),
});
export type SignsQuestion = z.infer<typeof SignsQuestion>;

export const SignsStartResponse = z.object({
  session_id: z.string(),
  questions: z.array(SignsQuestion),
  requested_questions: z.number().int(),
  available_questions: z.number().int(),
  /** Seconds per question; 0 when the game is untimed. */
  time_limit: z.number().int(),
  timed: z.boolean(),
  max_errors: z.number().int(),
  message: z.string().optional(),
});
export type SignsStartResponse = z.infer<typeof SignsStartResponse>;

export const SignsAnswerRequest = z.object({
  session_id: z.string().min(1).max(64),
  question_id: z.string().min(1),
  answer: z.union([z.string().max(500), z.array(z.string().max(500)).max(10)]).default(''),
  is_timeout: z.boolean().default(false),
});

export const SignsGameResults = z.object({
  percentage: z.number(),
  passed: z.boolean(),
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  xp_earned: z.number().int(),
  cowries_earned: z.number().int(),
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
  learning_reference: z.string().nullable(),
  wrong_answers: z.number().int(),
  disqualified: z.boolean(),
  game_results: SignsGameResults.optional(),
});
export type SignsAnswerResponse = z.infer<typeof SignsAnswerResponse>;

/** The type-answer hint (DESIGN.md 5): costs 5 XP of this game's XP, reveals the first letter and the length. */
export const HintRequest = z.object({ question_id: z.string().min(1).max(16) });
export const HintResponse = z.object({
  question_id: z.string(),
  first_letter: z.string(),
  length: z.number().int(),
  /** e.g. 'A _ _ _ _' */
  mask: z.string(),
  xp_cost: z.number().int(),
  hints_used: z.number().int(),
});
export type HintResponse = z.infer<typeof HintResponse>;
