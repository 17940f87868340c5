import { ANSWER_GRACE_SECONDS, PAUSE_ALLOWANCE_SECONDS, foldName, judgeAnswer, type Verdict } from '@ifa/shared';
import { otherSignNames } from './answer-lexicon.js';
import { shownAnswers, type BuiltQuestion } from './game-types.js';

/**
 * The rules every game shares, as pure functions of the session state, the question and the
 * clock (DESIGN.md 5): answers in order, each once; a late or timed-out answer is wrong; the
 * game is disqualified when wrong answers REACH the strike limit. An untimed game (WCAG 2.2.1)
 * has no deadline: only a timeout the client itself reports counts against it.
 */
export interface PlayState {
  /** Index of the question to answer next. */
  index: number;
  correct: number;
  wrong: number;
  strikes: number;
  seconds: number;
  /** false: an untimed game. Sessions stored before untimed play existed are timed. */
  timed: boolean;
  total: number;
  /** When the current question was served (epoch ms): the start, then each previous answer, moved on by a pause. */
  turn_started_at: number;
  disqualified: boolean;
  /** Since when the clock stands still under a dialog (epoch ms); null when it runs. */
  paused_at: number | null;
  /** Milliseconds of the game's pause allowance used so far. */
  paused_ms: number;
}

/** Case-, accent- and space-insensitive form used to compare answers (the fold names are compared in). */
export const normalizeAnswer = foldName;

/** The one judge's verdict (shared/src/judge/judge.ts): `almost` is the right spelling of a slip. */
export type Evaluation = Verdict;

/**
 * A game question's verdict, by the one judge: its right and accepted answers, its wrong options,
 * and, for a question about a sign, every other sign's names (a slip as near another sign is not
 * forgiven, whether or not that sign was among the options).
 */
export function evaluate(question: BuiltQuestion, submitted: string[]): Evaluation {
  const right = new Set(shownAnswers(question).map(foldName));
  const wrongOptions = question.options.filter((o) => !right.has(foldName(o)));
  return judgeAnswer(
    {
      correct: question.correct_answers,
      accepted: question.accepted_answers ?? [],
      multiple: question.is_multiple_answer,
      others: question.sign_id !== undefined ? [...wrongOptions, ...otherSignNames(question.sign_id)] : wrongOptions,
    },
    submitted,
  );
}

/**
 * The clock stops (a dialog covers the game): only a timed game with a question open, not
 * already paused, and with allowance left; otherwise the state as it was.
 */
export function pauseAt(state: PlayState, now: number): PlayState {
  const open = !state.disqualified && state.index < state.total;
  if (!state.timed || !open || state.paused_at !== null || state.paused_ms >= PAUSE_ALLOWANCE_SECONDS * 1000) return state;
  return { ...state, paused_at: now };
}

/**
 * The clock runs again: the question's start moves on by the time it stood still, within what
 * is left of the game's allowance, so a pause past it costs the question's own time.
 */
export function resumeAt(state: PlayState, now: number): PlayState {
  if (state.paused_at === null) return state;
  const stood = Math.max(0, Math.min(now - state.paused_at, PAUSE_ALLOWANCE_SECONDS * 1000 - state.paused_ms));
  return { ...state, turn_started_at: state.turn_started_at + stood, paused_ms: state.paused_ms + stood, paused_at: null };
}

/** Whole seconds left on the open question (frozen while paused, within the allowance); null when untimed. */
export function secondsLeft(state: PlayState, now: number): number | null {
  if (!state.timed) return null;
  // Read as if the clock ran again now: a pause within the allowance has moved the start on by all of it.
  return Math.max(0, Math.floor((resumeAt(state, now).turn_started_at + state.seconds * 1000 - now) / 1000));
}

/** When the current question stops accepting answers (epoch ms, grace included); null when untimed. */
export const deadlineOf = (state: PlayState): number | null =>
  state.timed ? state.turn_started_at + (state.seconds + ANSWER_GRACE_SECONDS) * 1000 : null;

export interface AnswerStep {
  next: PlayState;
  evaluation: Evaluation;
  late: boolean;
  finished: boolean;
}

/** Applies one answer to the state. A late (timed games only) or timed-out answer counts as wrong. */
export function applyAnswer(
  state: PlayState,
  question: BuiltQuestion,
  submitted: string[],
  options: { now: number; isTimeout?: boolean },
): AnswerStep {
  // An answer sent while paused (the dialog closed by answering) resumes the clock first.
  state = resumeAt(state, options.now);
  const deadline = deadlineOf(state);
  const late = deadline !== null && options.now > deadline;
  const evaluation = evaluate(question, options.isTimeout || late ? [] : submitted);
  const right = evaluation.correct && !late && !options.isTimeout;
  const wrong = state.wrong + (right ? 0 : 1);
  const disqualified = wrong >= state.strikes;
  const next: PlayState = {
    ...state,
    index: state.index + 1,
    correct: state.correct + (right ? 1 : 0),
    wrong,
    turn_started_at: options.now,
    disqualified,
  };
  return {
    next,
    evaluation: { ...evaluation, correct: right, submitted: evaluation.submitted.length ? evaluation.submitted : submitted.filter(Boolean) },
    late,
    finished: disqualified || next.index >= state.total,
  };
}

export const remainingStrikes = (state: PlayState) => Math.max(0, state.strikes - state.wrong);
