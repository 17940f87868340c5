import { describe, expect, it } from 'vitest';
import { applyAnswer, evaluate, normalizeAnswer, remainingStrikes, type PlayState } from '../../src/domain/game-engine.js';
import type { BuiltQuestion } from '../../src/domain/game-types.js';

const single: BuiltQuestion = { id: 'q1', type: 'multiple_choice', topic: 'colors', question: '?', options: ['rojo', 'azul', 'blanco', 'verde'], is_multiple_answer: false, correct_answers: ['azul'], learning_reference: null };
const multi: BuiltQuestion = { ...single, is_multiple_answer: true, correct_answers: ['azul', 'blanco'] };
const start: PlayState = { index: 0, correct: 0, wrong: 0, strikes: 2, seconds: 15, total: 3, turn_started_at: 1_000_000, disqualified: false };

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
    expect(a.next).toMatchObject({ index: 1, correct: 1, wrong: 0, disqualified: false, turn_started_at: start.turn_started_at + 5000 });
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
