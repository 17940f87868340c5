import { ANSWER_GRACE_SECONDS, foldName } from '@ifa/shared';
import { slipMatch } from './practice/typo.js';
import type { BuiltQuestion } from './game-types.js';

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
  /** When the current question was served (epoch ms): the start, then each previous answer. */
  turn_started_at: number;
  disqualified: boolean;
}

/** Case-, accent- and space-insensitive form used to compare answers (the fold names are compared in). */
export const normalizeAnswer = foldName;

export interface Evaluation {
  correct: boolean;
  submitted: string[];
  correctly_selected: string[];
  incorrectly_selected: string[];
  missed: string[];
  /**
   * A single typed answer one letter off (DESIGN.md 5b): counted right, and this is the right
   * spelling to show ('casi: se escribe «…»').
   */
  almost?: string;
}

/** normalizeAnswer without spaces: a typed 'Ejiogbe' is 'Eji Ogbe', 'Ogbeyeku' is 'Ogbe Yeku'. */
const compactAnswer = (value: string) => normalizeAnswer(value).replace(/ /g, '');

/**
 * Which correct answer a submitted text counts as, if any: equal after normalizeAnswer to a
 * correct or (single-answer) accepted answer, or, for a single-answer question, equal without
 * spaces, unless that spelling is also a wrong option's.
 */
function answerMatcher(question: BuiltQuestion): (submitted: string) => string | undefined {
  const main = question.correct_answers[0];
  const exact = new Map(question.correct_answers.map((a) => [normalizeAnswer(a), a]));
  const compact = new Map<string, string>();
  if (!question.is_multiple_answer && main !== undefined) {
    for (const a of question.accepted_answers ?? []) if (!exact.has(normalizeAnswer(a))) exact.set(normalizeAnswer(a), main);
    for (const a of [...question.correct_answers, ...(question.accepted_answers ?? [])]) compact.set(compactAnswer(a), main);
    for (const o of question.options) if (!exact.has(normalizeAnswer(o))) compact.delete(compactAnswer(o));
  }
  return (submitted) => exact.get(normalizeAnswer(submitted)) ?? compact.get(compactAnswer(submitted));
}

/**
 * A single-answer question's slip (domain/practice/typo.ts): the main answer when the text is
 * one letter off it or one of its accepted forms, and not as near a wrong option. Not for a
 * Signs-game question (`sign_id`): its answers are often sign names, where one letter makes
 * another sign ('Otura Di', 'Otura Ni') that the question does not list as an option.
 */
function slipOf(question: BuiltQuestion, submitted: string): string | undefined {
  const main = question.correct_answers[0];
  if (question.is_multiple_answer || main === undefined || question.sign_id !== undefined) return undefined;
  const spellings = [...question.correct_answers, ...(question.accepted_answers ?? [])].map((spelling) => ({ spelling, answer: main }));
  const right = new Set(spellings.map((s) => normalizeAnswer(s.spelling)));
  return slipMatch(submitted, spellings, question.options.filter((o) => !right.has(normalizeAnswer(o))));
}

/**
 * Single answer: right when it matches one correct answer (typed answers too, any accepted
 * form). Multi-answer: right when the selection is exactly the set of correct answers.
 */
export function evaluate(question: BuiltQuestion, submittedRaw: string[]): Evaluation {
  const submitted = [...new Set(submittedRaw.map((s) => s.trim()).filter(Boolean))];
  const match = answerMatcher(question);
  const matched = submitted.map((s) => ({ s, answer: match(s) }));
  const hits = matched.filter((m) => m.answer !== undefined);
  const correctly_selected = [...new Set(hits.map((m) => m.answer!))];
  const incorrectly_selected = matched.filter((m) => m.answer === undefined).map((m) => m.s);
  const missed = question.correct_answers.filter((a) => !correctly_selected.includes(a));
  const exact = question.is_multiple_answer
    ? incorrectly_selected.length === 0 && missed.length === 0 && submitted.length > 0
    : submitted.length === 1 && hits.length === 1;
  const almost = !exact && submitted.length === 1 ? slipOf(question, submitted[0]!) : undefined;
  if (almost !== undefined) {
    return { correct: true, submitted, correctly_selected: [almost], incorrectly_selected: [], missed: [], almost };
  }
  const correct = exact;
  return { correct, submitted, correctly_selected, incorrectly_selected, missed: question.is_multiple_answer ? missed : correct ? [] : question.correct_answers };
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
