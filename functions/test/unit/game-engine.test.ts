import { describe, expect, it } from 'vitest';
import { PAUSE_ALLOWANCE_SECONDS } from '@ifa/shared';
import { applyAnswer, deadlineOf, evaluate, normalizeAnswer, pauseAt, remainingStrikes, resumeAt, secondsLeft, type PlayState } from '../../src/domain/game-engine.js';
import type { BuiltQuestion } from '../../src/domain/game-types.js';

const single: BuiltQuestion = { id: 'q1', type: 'multiple_choice', topic: 'colors', question: '?', options: ['rojo', 'azul', 'blanco', 'verde'], is_multiple_answer: false, correct_answers: ['azul'], learning_reference: null };
const multi: BuiltQuestion = { ...single, is_multiple_answer: true, correct_answers: ['azul', 'blanco'] };
const start: PlayState = { index: 0, correct: 0, wrong: 0, strikes: 2, seconds: 15, timed: true, total: 3, turn_started_at: 1_000_000, disqualified: false, paused_at: null, paused_ms: 0 };

describe('answers', () => {
  it('matches typed answers without accents, case or extra spaces', () => {
    expect(normalizeAnswer('  Miércoles ')).toBe('miercoles');
    expect(evaluate({ ...single, correct_answers: ['Changó'] }, ['chango']).correct).toBe(true);
    expect(evaluate(single, ['AZUL']).correct).toBe(true);
    expect(evaluate(single, ['rojo']).correct).toBe(false);
    expect(evaluate(single, ['azul', 'rojo']).correct).toBe(false);
    expect(evaluate(single, ['']).correct).toBe(false);
  });

  it('needs exactly the correct set for a multi-answer question and explains the difference', () => {
    expect(evaluate(multi, ['blanco', 'azul']).correct).toBe(true);
    expect(evaluate(multi, ['azul']).correct).toBe(false);
    expect(evaluate(multi, ['azul', 'rojo'])).toMatchObject({ correct: false, correctly_selected: ['azul'], incorrectly_selected: ['rojo'], missed: ['blanco'] });
    expect(evaluate(multi, []).correct).toBe(false);
  });
});

describe('play state', () => {
  it('advances, counts, and disqualifies when wrong answers reach the limit', () => {
    const a = applyAnswer(start, single, ['azul'], { now: start.turn_started_at + 5000 });
    expect(a.next).toMatchObject({ index: 1, correct: 1, wrong: 0, disqualified: false,
  paused_at: null,
  paused_ms: 0, turn_started_at: start.turn_started_at + 5000 });
    expect(a.finished).toBe(false);
    const b = applyAnswer(a.next, single, ['rojo'], { now: a.next.turn_started_at + 1000 });
    expect(remainingStrikes(b.next)).toBe(1);
    const c = applyAnswer(b.next, single, ['rojo'], { now: b.next.turn_started_at + 1000 });
    expect(c.next.disqualified).toBe(true);
    expect(remainingStrikes(c.next)).toBe(0);
    expect(c.finished).toBe(true);
  });

  it('treats an answer after the time limit plus 2 s grace, or a timeout, as wrong', () => {
    const inGrace = applyAnswer(start, single, ['azul'], { now: start.turn_started_at + 16_900 });
    expect(inGrace.evaluation.correct).toBe(true);
    const late = applyAnswer(start, single, ['azul'], { now: start.turn_started_at + 17_001 });
    expect(late).toMatchObject({ late: true, evaluation: { correct: false } });
    expect(late.next.wrong).toBe(1);
    const timeout = applyAnswer(start, single, ['azul'], { now: start.turn_started_at + 1000, isTimeout: true });
    expect(timeout.evaluation.correct).toBe(false);
  });

  it('finishes after the last question', () => {
    const last = applyAnswer({ ...start, index: 2 }, single, ['azul'], { now: start.turn_started_at });
    expect(last.finished).toBe(true);
  });
});

describe('untimed play (WCAG 2.2.1)', () => {
  const untimed: PlayState = { ...start, timed: false };

  it('keeps no deadline: an answer long after the level time still counts', () => {
    expect(deadlineOf(start)).toBe(start.turn_started_at + 17_000);
    expect(deadlineOf(untimed)).toBeNull();
    const hourLater = applyAnswer(untimed, single, ['azul'], { now: untimed.turn_started_at + 3_600_000 });
    expect(hourLater).toMatchObject({ late: false, evaluation: { correct: true } });
    expect(hourLater.next).toMatchObject({ correct: 1, wrong: 0, timed: false });
  });

  it('still counts a timeout the client reports, and still disqualifies at the strike limit', () => {
    const timeout = applyAnswer(untimed, single, ['azul'], { now: untimed.turn_started_at + 1000, isTimeout: true });
    expect(timeout.evaluation.correct).toBe(false);
    const a = applyAnswer(untimed, single, ['rojo'], { now: untimed.turn_started_at + 100_000 });
    const b = applyAnswer(a.next, single, ['verde'], { now: a.next.turn_started_at + 100_000 });
    expect(b.next.disqualified).toBe(true);
    expect(b.finished).toBe(true);
  });
});

describe('typed answers', () => {
  const typed: BuiltQuestion = {
    ...single,
    type: 'type_answer',
    options: [],
    correct_answers: ['Baba Ejiogbe'],
    accepted_answers: ['Ogbe Meji', 'Eji Ogbe', 'Ejiogbe'],
  };

  it('accepts the main answer and every accepted form, ignoring accents, case, punctuation and spaces', () => {
    for (const answer of ['baba ejiogbe', 'OGBE MEJI', 'Eji-Ogbe', 'ejiogbé', 'Babaejiogbe', 'ogbemeji']) {
      expect(evaluate(typed, [answer]), answer).toMatchObject({ correct: true, correctly_selected: ['Baba Ejiogbe'], missed: [] });
    }
    expect(evaluate(typed, ['Ogbe'])).toMatchObject({ correct: false, incorrectly_selected: ['Ogbe'], missed: ['Baba Ejiogbe'] });
  });

  it('never lets a spelling without spaces pick a wrong option of a choice question', () => {
    const choice: BuiltQuestion = { ...single, options: ['Ogbe Di', 'Ogbedi', 'Oyekun Meji', 'Iwori Meji'], correct_answers: ['Ogbe Di'] };
    expect(evaluate(choice, ['Ogbe Di']).correct).toBe(true);
    expect(evaluate(choice, ['Ogbedi']).correct).toBe(false);
    // A single-answer choice question still matches a spelling without spaces when no option has it.
    expect(evaluate({ ...choice, options: ['Ogbe Di', 'Oyekun Meji', 'Iwori Meji', 'Odi Meji'] }, ['OGBEDI']).correct).toBe(true);
  });

  it('accepted forms do not apply to multi-answer questions', () => {
    expect(evaluate({ ...multi, accepted_answers: ['celeste'] }, ['celeste', 'blanco']).correct).toBe(false);
  });
});

describe('the clock under a dialog (issue 34 point 7)', () => {
  const S = 1000;
  it('stands still while paused and moves the deadline on by the pause when it runs again', () => {
    const paused = pauseAt(start, start.turn_started_at + 5 * S);
    expect(paused.paused_at).toBe(start.turn_started_at + 5 * S);
    // Frozen: 10 s left however long the dialog stays open (within the allowance).
    expect(secondsLeft(paused, start.turn_started_at + 5 * S)).toBe(10);
    expect(secondsLeft(paused, start.turn_started_at + 65 * S)).toBe(10);
    const resumed = resumeAt(paused, start.turn_started_at + 65 * S);
    expect(resumed).toMatchObject({ paused_at: null, paused_ms: 60 * S, turn_started_at: start.turn_started_at + 60 * S });
    expect(deadlineOf(resumed)).toBe(deadlineOf(start)! + 60 * S);
    // Answered 8 s after the dialog closed: in time, where without the pause it is 68 s late.
    expect(applyAnswer(resumed, single, ['azul'], { now: start.turn_started_at + 73 * S }).late).toBe(false);
    expect(applyAnswer(start, single, ['azul'], { now: start.turn_started_at + 73 * S }).late).toBe(true);
  });

  it('an answer sent while paused resumes the clock first', () => {
    const paused = pauseAt(start, start.turn_started_at + 5 * S);
    const step = applyAnswer(paused, single, ['azul'], { now: start.turn_started_at + 50 * S });
    expect(step).toMatchObject({ late: false, next: { paused_at: null, paused_ms: 45 * S } });
  });

  it('grants at most the allowance over the whole game, then the question time runs again', () => {
    const allowance = PAUSE_ALLOWANCE_SECONDS * S;
    const paused = pauseAt(start, start.turn_started_at);
    expect(secondsLeft(paused, start.turn_started_at + allowance + 5 * S)).toBe(10);
    const resumed = resumeAt(paused, start.turn_started_at + allowance + 100 * S);
    expect(resumed.paused_ms).toBe(allowance);
    expect(secondsLeft(resumed, start.turn_started_at + allowance + 100 * S)).toBe(0);
    // Spent: a new pause does not stop the clock.
    expect(pauseAt(resumed, start.turn_started_at + allowance + 100 * S)).toBe(resumed);
  });

  it('never pauses an untimed game or a finished one, and a second pause changes nothing', () => {
    expect(pauseAt({ ...start, timed: false }, 5)).toEqual({ ...start, timed: false });
    expect(pauseAt({ ...start, index: 3 }, 5)).toEqual({ ...start, index: 3 });
    const once = pauseAt(start, start.turn_started_at + S);
    expect(pauseAt(once, start.turn_started_at + 9 * S)).toBe(once);
    expect(secondsLeft({ ...start, timed: false }, 0)).toBeNull();
  });
});
