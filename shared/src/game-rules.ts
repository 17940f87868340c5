/**
 * The rules of the games (spec 9, DESIGN.md 5): levels, timers, topics, modes, pacing. Kept
 * apart from `constants.ts` because only the game screens need them: the web app's entry
 * chunk imports `constants.ts`, and whatever sits in that module travels with the landing page
 * (DESIGN.md 8: budget).
 */
import type { DIFFICULTIES } from './constants.js';

type Difficulty = (typeof DIFFICULTIES)[number];

/** Orisha game: seconds per question and wrong answers allowed (spec 9). */
export const ORISHA_LEVELS: Record<Difficulty, { seconds: number; strikes: number }> = {
  beginner: { seconds: 30, strikes: 5 },
  intermediate: { seconds: 20, strikes: 3 },
  advanced: { seconds: 15, strikes: 2 },
  expert: { seconds: 10, strikes: 1 },
};
export const ORISHA_QUESTION_COUNT = 10;
/**
 * Orisha game modes (spec 2). The mode is sent at start (`mode=`): a type-answer game is built
 * of single-answer questions; image match and audio-visual are drawn/read by the client.
 */
export const ORISHA_MODES = ['multiple_choice', 'image_match', 'type_answer', 'audio_visual'] as const;
export type OrishaMode = (typeof ORISHA_MODES)[number];
export const ORISHA_TOPICS = ['colors', 'plants', 'animals', 'days', 'symbols', 'attributes', 'random'] as const;
export type OrishaTopic = (typeof ORISHA_TOPICS)[number];

/** Signs of Ifá game: pool size, seconds per question and max errors (spec 9). */
export const SIGNS_LEVELS: Record<Difficulty, { signs: number; seconds: number; maxErrors: number }> = {
  beginner: { signs: 16, seconds: 60, maxErrors: 10 },
  intermediate: { signs: 64, seconds: 45, maxErrors: 8 },
  advanced: { signs: 128, seconds: 30, maxErrors: 6 },
  expert: { signs: 256, seconds: 15, maxErrors: 3 },
};
export const SIGNS_QUESTION_COUNTS = [10, 20, 35, 50] as const;
export const SIGNS_TOPICS = [
  'recognition',
  'sureye',
  'born_in_sign',
  'prohibitions',
  'elements',
  'spiritual',
  'binary_patterns',
  'refranes',
  'patakines',
] as const;
export type SignsTopic = (typeof SIGNS_TOPICS)[number];
export const ODDUN_SETS = ['meyi', 'sequential', 'random', 'custom'] as const;
export const SIGNS_GAME_TYPES = ['multiple_choice', 'true_false', 'matching'] as const;
/**
 * What a learner can choose for a signs game: the spec's three game types plus the answer
 * panel's modes (spec 2). type_answer asks for a sign's name typed (any alias, accents and case
 * ignored); image_match draws the sign and asks for its name; audio_visual is multiple choice
 * read aloud by the client.
 */
export const SIGNS_GAME_MODES = [...SIGNS_GAME_TYPES, 'type_answer', 'image_match', 'audio_visual'] as const;
export type SignsGameMode = (typeof SIGNS_GAME_MODES)[number];
/** The kinds of question the server builds (audio_visual games are multiple_choice questions). */
export const SIGNS_QUESTION_TYPES = [...SIGNS_GAME_TYPES, 'type_answer', 'image_match'] as const;
export type SignsQuestionType = (typeof SIGNS_QUESTION_TYPES)[number];
export const PASS_PERCENTAGE = 50;
/**
 * Untimed play (WCAG 2.2.1, DESIGN.md 5): a game started with `timed=false` has no deadline
 * on the server and pays XP at this level's factor whatever level is played.
 */
export const UNTIMED_XP_DIFFICULTY: Difficulty = 'beginner';

/** The client's pacing of spec 4 and 9, in milliseconds. The server never relies on them. */
export const GAME_DELAYS_MS = {
  /** A single-choice option is sent this long after it is chosen (the choice shows first). */
  singleChoiceSend: 500,
  /** A correct answer moves on by itself after this. */
  correctAdvance: 2000,
  /** After a wrong answer, 'Next' appears after this (Orisha game). */
  wrongNext: 3000,
  /** After a disqualification the game completes after this. */
  disqualifiedExit: 3000,
  /** Signs game: the feedback panel's continue button appears after this. */
  feedbackContinue: 2000,
  /** Rituals: back to the learning view this long after the last step. */
  ritualComplete: 2000,
  /** The '{n} oportunidades restantes' warning stays this long. */
  strikesWarning: 4000,
  /** The XP toast comes this long after the completion toast. */
  xpToast: 1000,
} as const;
/** Countdown thresholds: red at 10 s; screen readers hear 10 s, 5 s and time up. */
export const TIMER_WARNING_SECONDS = 10;
export const TIMER_ANNOUNCE_SECONDS = [10, 5] as const;

/** Network grace on server-side question deadlines. */
export const ANSWER_GRACE_SECONDS = 2;

/**
 * A timed game's clock stands still while a dialog covers the game ('¿Salir de la partida?',
 * issue 34 point 7), for at most this many seconds over the whole game: enough to decide whether
 * to leave, too little to buy thinking time question after question.
 */
export const PAUSE_ALLOWANCE_SECONDS = 120;
export const GAME_SESSION_TTL_SECONDS = 2 * 60 * 60;

export const GAMES = ['orisha_matching', 'ifa_signs'] as const;
