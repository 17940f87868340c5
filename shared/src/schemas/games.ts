import * as z from 'zod/mini';
import { DIFFICULTIES } from '../constants.js';
import {
  ODDUN_SETS,
  ORISHA_MODES,
  ORISHA_TOPICS,
  SIGNS_GAME_MODES,
  SIGNS_QUESTION_COUNTS,
  SIGNS_TOPICS,
} from '../game-rules.js';
import { integer } from './common.js';

// Defined in schemas/progress.ts so the progress routes need not import this module.
export { GameId, ProgressParams } from './progress.js';

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

export const OrishaAnswerRequest = z.object({
  question_id: z.string().check(z.minLength(1)),
  answer: z._default(z.string().check(z.maxLength(500)), ''),
  answers: z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(10))),
});

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

export const SignsAnswerRequest = z.object({
  session_id: z.string().check(z.minLength(1), z.maxLength(64)),
  question_id: z.string().check(z.minLength(1)),
  answer: z._default(z.union([z.string().check(z.maxLength(500)), z.array(z.string().check(z.maxLength(500))).check(z.maxLength(10))]), ''),
  is_timeout: z._default(z.boolean(), false),
});

/** The type-answer hint (DESIGN.md 5): costs 5 XP of this game's XP, reveals the first letter and the length. */
export const HintRequest = z.object({ question_id: z.string().check(z.minLength(1), z.maxLength(16)) });

/** POST /games/{id}/pause: a dialog opened over the game (true) or closed (false). */
export const PauseRequest = z.object({ paused: z.boolean() });
