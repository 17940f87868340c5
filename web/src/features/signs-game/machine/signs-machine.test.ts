import type { PauseInput, PauseResult } from '../../../lib/pause-clock';
import type { SignsGameResults } from '@ifa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SignsHint } from '../api/request-hint';
import type { SignsStart, SignsStartBody } from '../api/start-signs-game';
import type { SignsAnswerBody, SignsAnswerResult } from '../api/submit-signs-answer';
import { MSG } from '@ifa/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { signsMachine, viewOf, type PlayQuestion, type SignsEmitted, type SignsInput } from './signs-machine';

const question = (id: string, extra: Partial<PlayQuestion> = {}): PlayQuestion => ({
  id,
  type: 'multiple_choice',
  topic: 'recognition',
  question: '¿Qué signo es este?',
  options: ['Baba Ejiogbe', 'Oyekun Meji', 'Iwori Meji', 'Odi Meji'],
  is_multiple_answer: false,
  ...extra,
});

const startResponse = (overrides: Partial<SignsStart> = {}): SignsStart => ({
  session_id: 'S1',
  questions: [question('q1'), question('q2'), question('q3')],
  requested_questions: 3,
  available_questions: 3,
  time_limit: 60,
  timed: true,
  max_errors: 10,
  ...overrides,
});

const results = (overrides: Partial<SignsGameResults> = {}): SignsGameResults => ({
  percentage: 67,
  passed: true,
  correct_answers: 2,
  total_questions: 3,
  xp_earned: 20,
  cowries_earned: 2,
  disqualified: false,
  ...overrides,
});

const answerResult = (correct: boolean, overrides: Partial<SignsAnswerResult> = {}): SignsAnswerResult => ({
  correct,
  correct_answer: 'Baba Ejiogbe',
  correct_answers: ['Baba Ejiogbe'],
  submitted_answers: correct ? ['Baba Ejiogbe'] : ['Odi Meji'],
  is_multiple_answer: false,
  correctly_selected: correct ? ['Baba Ejiogbe'] : [],
  incorrectly_selected: correct ? [] : ['Odi Meji'],
  missed_answers: correct ? [] : ['Baba Ejiogbe'],
  learning_reference: 'Baba Ejiogbe — Patrón binario',
  wrong_answers: correct ? 0 : 1,
  disqualified: false,
  ...overrides,
});

interface Fakes {
  start?: (body: SignsStartBody) => Promise<SignsStart>;
  answer?: (body: SignsAnswerBody) => Promise<SignsAnswerResult>;
  hint?: (input: { sessionId: string; questionId: string }) => Promise<SignsHint>;
  pause?: (input: PauseInput) => Promise<PauseResult>;
}

function play(fakes: Fakes = {}, input: SignsInput = {}) {
  const start = vi.fn(fakes.start ?? (async () => startResponse()));
  const answer = vi.fn(fakes.answer ?? (async () => answerResult(true)));
  const hint = vi.fn(
    fakes.hint ?? (async ({ questionId }) => ({ question_id: questionId, first_letter: 'B', length: 12, mask: 'B _ _ _ _', xp_cost: 5, hints_used: 1 })),
  );
  // The server keeps the seconds as they stood (null: the machine keeps its own).
  const pause = vi.fn(fakes.pause ?? (async (input: PauseInput): Promise<PauseResult> => ({ paused: input.paused, seconds_left: null, pause_left_seconds: 60 })));
  const machine = signsMachine.provide({
    actors: {
      startGame: fromPromise(({ input }: { input: SignsStartBody }) => start(input)),
      submitAnswer: fromPromise(({ input }: { input: SignsAnswerBody }) => answer(input)),
      requestHint: fromPromise(({ input }: { input: { sessionId: string; questionId: string } }) => hint(input)),
      pauseClock: fromPromise(({ input }: { input: PauseInput }) => pause(input)),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: SignsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => viewOf(actor.getSnapshot().value);
  const ctx = () => actor.getSnapshot().context;
  return { actor, start, answer, hint, pause, emitted, view, ctx };
}

/** Lets the fake promises of the invoked actors settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function toConfig(game: ReturnType<typeof play>, set: 'meyi' | 'custom' = 'meyi') {
  game.actor.send({ type: 'GAME_MODE' });
  game.actor.send({ type: 'SELECT_DIFFICULTY', difficulty: 'beginner' });
  game.actor.send({ type: 'TOGGLE_TOPIC', topic: 'recognition' });
  game.actor.send({ type: 'CONTINUE' });
  game.actor.send({ type: 'SELECT_SET', set });
  if (set === 'custom') {
    game.actor.send({ type: 'TOGGLE_ODDUN', name: 'Odi Meji' });
    game.actor.send({ type: 'CONTINUE' });
  }
}

async function toPlaying(game: ReturnType<typeof play>) {
  await toConfig(game);
  game.actor.send({ type: 'START' });
  await settle();
  expect(game.view()).toBe('playing');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('signs game: setup views', () => {
  it('starts at the menu, or in study on a deep link', () => {
    expect(play().view()).toBe('menu');
    const linked = play({}, { initialSignId: 'odi-meji' });
    expect(linked.view()).toBe('study');
    expect(linked.ctx().initialSignId).toBe('odi-meji');
    linked.actor.send({ type: 'BACK' });
    expect(linked.view()).toBe('menu');
    expect(linked.ctx().initialSignId).toBeUndefined();
  });

  it('goes menu -> difficulty -> topics, and study from the menu or the encyclopedia card', () => {
    const game = play();
    game.actor.send({ type: 'STUDY_MODE' });
    expect(game.view()).toBe('study');
    game.actor.send({ type: 'BACK' });
    game.actor.send({ type: 'GAME_MODE' });
    expect(game.view()).toBe('difficulty');
    game.actor.send({ type: 'ENCYCLOPEDIA' });
    expect(game.view()).toBe('study');
    game.actor.send({ type: 'BACK' });
    game.actor.send({ type: 'GAME_MODE' });
    game.actor.send({ type: 'SELECT_DIFFICULTY', difficulty: 'expert' });
    expect(game.view()).toBe('topics');
    expect(game.ctx().difficulty).toBe('expert');
    game.actor.send({ type: 'BACK' });
    expect(game.view()).toBe('difficulty');
  });

  it('refuses to leave topics with none chosen and flags the message', () => {
    const game = play();
    game.actor.send({ type: 'GAME_MODE' });
    game.actor.send({ type: 'SELECT_DIFFICULTY', difficulty: 'beginner' });
    game.actor.send({ type: 'CONTINUE' });
    expect(game.view()).toBe('topics');
    expect(game.ctx().topicsError).toBe(true);
    game.actor.send({ type: 'TOGGLE_TOPIC', topic: 'refranes' });
    expect(game.ctx().topicsError).toBe(false);
    game.actor.send({ type: 'TOGGLE_TOPIC', topic: 'refranes' });
    game.actor.send({ type: 'CONTINUE' });
    expect(game.view()).toBe('topics');
  });

  it('never selects sureye: not by itself, not through random', () => {
    const game = play();
    game.actor.send({ type: 'GAME_MODE' });
    game.actor.send({ type: 'SELECT_DIFFICULTY', difficulty: 'beginner' });
    game.actor.send({ type: 'TOGGLE_TOPIC', topic: 'sureye' });
    expect(game.ctx().topics).toEqual([]);
    game.actor.send({ type: 'TOGGLE_ALL_TOPICS' });
    expect(game.ctx().topics).toHaveLength(8);
    expect(game.ctx().topics).not.toContain('sureye');
    // random again clears, as a toggle
    game.actor.send({ type: 'TOGGLE_ALL_TOPICS' });
    expect(game.ctx().topics).toEqual([]);
  });

  it('goes through custom_odduns only for a custom set, and back the same way', () => {
    const game = play();
    game.actor.send({ type: 'GAME_MODE' });
    game.actor.send({ type: 'SELECT_DIFFICULTY', difficulty: 'beginner' });
    game.actor.send({ type: 'TOGGLE_TOPIC', topic: 'recognition' });
    game.actor.send({ type: 'CONTINUE' });
    expect(game.view()).toBe('odduns');
    game.actor.send({ type: 'SELECT_SET', set: 'sequential' });
    expect(game.view()).toBe('question_config');
    game.actor.send({ type: 'BACK' });
    expect(game.view()).toBe('odduns');
    game.actor.send({ type: 'SELECT_SET', set: 'custom' });
    expect(game.view()).toBe('custom_odduns');
    game.actor.send({ type: 'CONTINUE' });
    expect(game.view()).toBe('custom_odduns');
    expect(game.ctx().oddunsError).toBe(true);
    game.actor.send({ type: 'SELECT_ALL_ODDUNS' });
    expect(game.ctx().selectedOdduns).toHaveLength(8);
    game.actor.send({ type: 'CLEAR_ODDUNS' });
    expect(game.ctx().selectedOdduns).toEqual([]);
    game.actor.send({ type: 'TOGGLE_ODDUN', name: 'Obara Meji' });
    game.actor.send({ type: 'CONTINUE' });
    expect(game.view()).toBe('question_config');
    game.actor.send({ type: 'BACK' });
    expect(game.view()).toBe('custom_odduns');
    game.actor.send({ type: 'BACK' });
    game.actor.send({ type: 'BACK' });
    expect(game.view()).toBe('topics');
  });
});

describe('signs game: start', () => {
  it('sends the chosen settings; selected_odduns only for custom', async () => {
    const game = play();
    await toConfig(game, 'custom');
    game.actor.send({ type: 'SET_MODE', mode: 'true_false' });
    game.actor.send({ type: 'SET_COUNT', count: 20 });
    game.actor.send({ type: 'SET_TIMED', timed: false });
    game.actor.send({ type: 'START' });
    await settle();
    expect(game.start).toHaveBeenCalledWith({
      difficulty: 'beginner',
      topics: ['recognition'],
      oddun_set: 'custom',
      selected_odduns: ['Odi Meji'],
      question_count: 20,
      game_mode: 'true_false',
      timed: false,
    });

    const meyi = play();
    await toConfig(meyi, 'meyi');
    meyi.actor.send({ type: 'TOGGLE_ODDUN', name: 'Odi Meji' }); // ignored outside custom_odduns
    meyi.actor.send({ type: 'START' });
    await settle();
    expect(meyi.start.mock.calls[0]![0]).toMatchObject({ oddun_set: 'meyi', selected_odduns: [], question_count: 10, timed: true });
  });

  it('stays on question_config and reports when the start fails', async () => {
    const failure = new Error('boom');
    const game = play({ start: async () => Promise.reject(failure) });
    await toConfig(game);
    game.actor.send({ type: 'START' });
    expect(game.actor.getSnapshot().matches({ question_config: 'starting' })).toBe(true);
    await settle();
    expect(game.actor.getSnapshot().matches({ question_config: 'editing' })).toBe(true);
    expect(game.emitted).toEqual([{ type: 'startFailed', error: failure }]);
  });

  it('tells when fewer questions could be built', async () => {
    const game = play({
      start: async () => startResponse({ requested_questions: 10, available_questions: 3, message: 'Solo se pudieron crear 3 de 10 preguntas con el contenido disponible' }),
    });
    await toPlaying(game);
    expect(game.emitted).toContainEqual({ type: 'fewerQuestions', built: 3, requested: 10 });
  });
});

describe('signs game: playing', () => {
  it('counts down only while the question is open and submits a timeout at zero', async () => {
    const game = play({ start: async () => startResponse({ time_limit: 3 }), answer: async () => answerResult(false, { wrong_answers: 1 }) });
    await toPlaying(game);
    expect(game.ctx().secondsLeft).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(game.ctx().secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(game.emitted).toContainEqual({ type: 'timeUp' });
    expect(game.answer).toHaveBeenCalledWith({ session_id: 'S1', question_id: 'q1', answer: '', is_timeout: true });
    expect(game.ctx().secondsLeft).toBe(0);
    // the clock stays stopped while the feedback is read
    await vi.advanceTimersByTimeAsync(10_000);
    expect(game.answer).toHaveBeenCalledTimes(1);
    expect(game.actor.getSnapshot().matches({ playing: { feedback: 'ready' } })).toBe(true);
    game.actor.send({ type: 'CONTINUE' });
    expect(game.ctx().index).toBe(1);
    expect(game.ctx().secondsLeft).toBe(3);
  });

  it('stands still while a dialog covers the game and resumes with the seconds it had left', async () => {
    const game = play({ start: async () => startResponse({ time_limit: 5 }), answer: async () => answerResult(false, { wrong_answers: 1 }) });
    await toPlaying(game);
    await vi.advanceTimersByTimeAsync(2500);
    expect(game.ctx().secondsLeft).toBe(3);
    game.actor.send({ type: 'PAUSE' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(game.ctx().secondsLeft).toBe(3);
    expect(game.answer).not.toHaveBeenCalled();
    expect(game.emitted).not.toContainEqual({ type: 'timeUp' });
    expect(game.actor.getSnapshot().matches({ playing: { question: { clock: 'paused' } } })).toBe(true);
    expect(game.pause).toHaveBeenCalledWith({ sessionId: 'S1', paused: true });
    game.actor.send({ type: 'RESUME' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(game.pause).toHaveBeenLastCalledWith({ sessionId: 'S1', paused: false });
    expect(game.ctx().secondsLeft).toBe(1);
    expect(game.answer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(game.answer).toHaveBeenCalledWith({ session_id: 'S1', question_id: 'q1', answer: '', is_timeout: true });
  });

  it('a question that opens under a dialog waits for it to close', async () => {
    const game = play();
    await toPlaying(game);
    game.actor.send({ type: 'ANSWER', answer: 'Baba Ejiogbe' });
    await settle();
    game.actor.send({ type: 'PAUSE' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(game.ctx().index).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(game.ctx().secondsLeft).toBe(60);
    game.actor.send({ type: 'RESUME' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(game.ctx().secondsLeft).toBe(59);
  });

  it('runs no clock in an untimed game, even when an old server sends a time limit', async () => {
    const game = play({ start: async () => ({ ...startResponse({ time_limit: 60 }), timed: undefined as unknown as boolean }) });
    await toConfig(game);
    game.actor.send({ type: 'SET_TIMED', timed: false });
    game.actor.send({ type: 'START' });
    await settle();
    expect(game.ctx().game?.timed).toBe(false);
    expect(game.ctx().secondsLeft).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(game.answer).not.toHaveBeenCalled();
    expect(game.emitted).not.toContainEqual({ type: 'timeUp' });
  });

  it('auto-continues 2 s after a correct answer, with a fresh clock', async () => {
    const game = play();
    await toPlaying(game);
    await vi.advanceTimersByTimeAsync(5000);
    game.actor.send({ type: 'ANSWER', answer: 'Baba Ejiogbe' });
    expect(game.ctx().submission).toEqual({ questionId: 'q1', answer: 'Baba Ejiogbe', isTimeout: false });
    await settle();
    expect(game.answer).toHaveBeenCalledWith({ session_id: 'S1', question_id: 'q1', answer: 'Baba Ejiogbe', is_timeout: false });
    expect(game.actor.getSnapshot().matches({ playing: { feedback: 'correct' } })).toBe(true);
    expect(game.ctx().correctCount).toBe(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(game.ctx().index).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(game.ctx().index).toBe(1);
    expect(game.ctx().secondsLeft).toBe(60);
    expect(game.ctx().feedback).toBeNull();
  });

  it('holds a wrong answer until the learner has read it (continue after 2 s)', async () => {
    const game = play({ answer: async () => answerResult(false) });
    await toPlaying(game);
    game.actor.send({ type: 'ANSWER', answer: 'Odi Meji' });
    await settle();
    expect(game.actor.getSnapshot().matches({ playing: { feedback: 'reading' } })).toBe(true);
    expect(game.ctx().wrongCount).toBe(1);
    game.actor.send({ type: 'CONTINUE' });
    expect(game.ctx().index).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(game.actor.getSnapshot().matches({ playing: { feedback: 'ready' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(game.ctx().index).toBe(0);
    game.actor.send({ type: 'CONTINUE' });
    expect(game.ctx().index).toBe(1);
  });

  it('sends multi-answer selections as a list and ignores blank answers', async () => {
    const game = play();
    await toPlaying(game);
    game.actor.send({ type: 'ANSWER', answer: '   ' });
    game.actor.send({ type: 'ANSWER', answer: [] });
    await settle();
    expect(game.answer).not.toHaveBeenCalled();
    game.actor.send({ type: 'ANSWER', answer: ['A — 1', 'B — 2'] });
    await settle();
    expect(game.answer.mock.calls[0]![0].answer).toEqual(['A — 1', 'B — 2']);
  });

  it('keeps the question open with its time when an answer cannot be sent', async () => {
    const failure = new Error('offline');
    let fail = true;
    const game = play({ answer: async () => (fail ? Promise.reject(failure) : answerResult(true)) });
    await toPlaying(game);
    await vi.advanceTimersByTimeAsync(4000);
    game.actor.send({ type: 'ANSWER', answer: 'Baba Ejiogbe' });
    await settle();
    expect(game.emitted).toContainEqual({ type: 'answerFailed', error: failure });
    expect(game.actor.getSnapshot().matches({ playing: 'question' })).toBe(true);
    expect(game.ctx().secondsLeft).toBe(56);
    expect(game.ctx().submission).toBeNull();
    fail = false;
    game.actor.send({ type: 'ANSWER', answer: 'Baba Ejiogbe' });
    await settle();
    expect(game.ctx().correctCount).toBe(1);
  });

  it('disqualifies: says so, then completes after 3 s and asks for a session refresh', async () => {
    const game = play({
      answer: async () => answerResult(false, { wrong_answers: 3, disqualified: true, game_results: results({ passed: false, percentage: 0, correct_answers: 0, xp_earned: 0, disqualified: true }) }),
    });
    await toPlaying(game);
    game.actor.send({ type: 'ANSWER', answer: 'Odi Meji' });
    await settle();
    expect(game.emitted).toContainEqual({ type: 'disqualified' });
    expect(game.view()).toBe('playing');
    await vi.advanceTimersByTimeAsync(3000);
    expect(game.view()).toBe('completed');
    expect(game.ctx().results?.disqualified).toBe(true);
    // The disqualifying answer is listed with the right one (issue 27: the mistakes on the completion screen).
    expect(game.ctx().mistakes).toEqual([{ questionId: 'q1', question: expect.any(String), quote: undefined, yours: ['Odi Meji'], right: ['Baba Ejiogbe'], lang: undefined }]);
    expect(game.emitted).toContainEqual({ type: 'gameEnded' });
  });

  it('completes with the results of the last answer', async () => {
    const game = play({ start: async () => startResponse({ questions: [question('q1')] }), answer: async () => answerResult(true, { game_results: results() }) });
    await toPlaying(game);
    game.actor.send({ type: 'ANSWER', answer: 'Baba Ejiogbe' });
    await settle();
    await vi.advanceTimersByTimeAsync(2000);
    expect(game.view()).toBe('completed');
    expect(game.ctx().results).toEqual(results());
    // play again starts a new game with the same settings
    game.actor.send({ type: 'PLAY_AGAIN' });
    await settle();
    expect(game.view()).toBe('playing');
    expect(game.start).toHaveBeenCalledTimes(2);
    expect(game.ctx().results).toBeNull();
    expect(game.ctx().index).toBe(0);
  });

  it('gives one hint per type-answer question and none elsewhere', async () => {
    const game = play({ start: async () => startResponse({ questions: [question('q1', { type: 'type_answer', options: [] }), question('q2')] }) });
    await toPlaying(game);
    game.actor.send({ type: 'HINT' });
    game.actor.send({ type: 'HINT' });
    await settle();
    expect(game.hint).toHaveBeenCalledTimes(1);
    expect(game.hint).toHaveBeenCalledWith({ sessionId: 'S1', questionId: 'q1' });
    expect(game.ctx().hint?.mask).toBe('B _ _ _ _');
    game.actor.send({ type: 'HINT' });
    await settle();
    expect(game.hint).toHaveBeenCalledTimes(1);
    game.actor.send({ type: 'ANSWER', answer: 'Baba Ejiogbe' });
    await settle();
    await vi.advanceTimersByTimeAsync(2000);
    expect(game.ctx().index).toBe(1);
    expect(game.ctx().hint).toBeNull();
    game.actor.send({ type: 'HINT' });
    await settle();
    expect(game.hint).toHaveBeenCalledTimes(1);
  });

  it('reports a failed hint and lets the learner ask again', async () => {
    const failure = new Error('nope');
    const game = play({
      start: async () => startResponse({ questions: [question('q1', { type: 'type_answer', options: [] })] }),
      hint: async () => Promise.reject(failure),
    });
    await toPlaying(game);
    game.actor.send({ type: 'HINT' });
    await settle();
    expect(game.emitted).toContainEqual({ type: 'hintFailed', error: failure });
    expect(game.ctx().hint).toBeNull();
    game.actor.send({ type: 'HINT' });
    await settle();
    expect(game.hint).toHaveBeenCalledTimes(2);
  });

  it('leaving to the menu resets everything and stops the clock', async () => {
    const game = play({ start: async () => startResponse({ time_limit: 5 }) });
    await toPlaying(game);
    await vi.advanceTimersByTimeAsync(2000);
    game.actor.send({ type: 'MENU' });
    expect(game.view()).toBe('menu');
    expect(game.ctx()).toMatchObject({ game: null, topics: [], secondsLeft: null, index: 0, difficulty: 'beginner', oddunSet: 'meyi' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(game.answer).not.toHaveBeenCalled();
    expect(game.emitted).not.toContainEqual({ type: 'timeUp' });
  });
});

describe('viewOf', () => {
  it('names the screen of a state value and flags anything else', () => {
    expect(viewOf('menu')).toBe('menu');
    expect(viewOf('expired')).toBe('expired');
    expect(viewOf({ playing: { feedback: 'ready' } })).toBe('playing');
    expect(viewOf({ question_config: 'starting' })).toBe('question_config');
    expect(viewOf('boot')).toBe('unknown');
    expect(viewOf(undefined)).toBe('unknown');
  });
});

describe('signs game: a session that expires mid-game (issue 10)', () => {
  it.each([
    ['expired (410)', () => new ApiError(410, MSG.gameExpired)],
    ['gone (404)', () => new ApiError(404, MSG.gameNotFound)],
  ])('an answer refused because the session is %s ends on the expired view; the menu starts over', async (_, error) => {
    const game = play({ answer: async () => Promise.reject(error()) });
    await toPlaying(game);
    await vi.advanceTimersByTimeAsync(3000);
    game.actor.send({ type: 'ANSWER', answer: 'Baba Ejiogbe' });
    await settle();
    expect(game.view()).toBe('expired');
    expect(game.emitted.map((e) => e.type)).not.toContain('answerFailed');
    // The clock stopped with the question: no timeout is sent for the dead session.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(game.answer).toHaveBeenCalledTimes(1);
    expect(game.emitted).not.toContainEqual({ type: 'timeUp' });
    game.actor.send({ type: 'MENU' });
    expect(game.view()).toBe('menu');
    expect(game.ctx()).toMatchObject({ game: null, index: 0 });
  });

  it('a hint refused because the session expired ends the game the same way', async () => {
    const game = play({
      start: async () => startResponse({ questions: [question('q1', { type: 'type_answer', options: [] })] }),
      hint: async () => Promise.reject(new ApiError(410, MSG.gameExpired)),
    });
    await toPlaying(game);
    game.actor.send({ type: 'HINT' });
    await settle();
    expect(game.view()).toBe('expired');
  });

  it('a 503 keeps the game and its question; the retry is sent for the same session and question', async () => {
    const unavailable = new ApiError(503, MSG.serviceUnavailable);
    let fail = true;
    const game = play({ answer: async () => (fail ? Promise.reject(unavailable) : answerResult(true)) });
    await toPlaying(game);
    game.actor.send({ type: 'ANSWER', answer: 'Baba Ejiogbe' });
    await settle();
    expect(game.emitted).toContainEqual({ type: 'answerFailed', error: unavailable });
    expect(game.view()).toBe('playing');
    expect(game.ctx()).toMatchObject({ index: 0, game: { sessionId: 'S1' } });
    fail = false;
    game.actor.send({ type: 'ANSWER', answer: 'Baba Ejiogbe' });
    await settle();
    expect(game.answer.mock.calls[1]![0]).toMatchObject({ session_id: 'S1', question_id: 'q1' });
    expect(game.ctx().correctCount).toBe(1);
  });

  it('an answer the server already holds (a retry after a timed-out write) moves on instead of looping on 409', async () => {
    const game = play({ answer: async () => Promise.reject(new ApiError(409, MSG.questionAnswered)) });
    await toPlaying(game);
    game.actor.send({ type: 'ANSWER', answer: 'Baba Ejiogbe' });
    await settle();
    expect(game.emitted).toContainEqual({ type: 'alreadyAnswered' });
    expect(game.ctx()).toMatchObject({ index: 1, submission: null, feedback: null, secondsLeft: 60 });
    expect(game.actor.getSnapshot().matches({ playing: 'question' })).toBe(true);
  });
});

describe("issue 27: 'Jugar rápido' and the settings a started game leaves", () => {
  const quick = {
    difficulty: 'advanced',
    topics: ['refranes', 'prohibitions'],
    oddun_set: 'random',
    selected_odduns: [],
    question_count: 20,
    game_mode: 'true_false',
    timed: false,
  } as const;

  it('starts from the menu in one step with the given settings, and says which settings started', async () => {
    const game = play();
    game.actor.send({ type: 'QUICK_START', settings: { ...quick, topics: [...quick.topics], selected_odduns: [] } });
    expect(game.actor.getSnapshot().matches({ question_config: 'starting' })).toBe(true);
    await settle();
    expect(game.view()).toBe('playing');
    expect(game.start).toHaveBeenCalledWith({ ...quick, topics: [...quick.topics] });
    expect(game.emitted).toContainEqual({ type: 'gameStarted', settings: { ...quick, topics: [...quick.topics] } });
  });

  it('starts on arrival with ?quick=1 settings, but a deep link to a sign still opens study', async () => {
    const game = play({}, { quickStart: { ...quick, topics: [...quick.topics], selected_odduns: [] } });
    await settle();
    expect(game.view()).toBe('playing');
    expect(game.start).toHaveBeenCalledTimes(1);
    const study = play({}, { quickStart: { ...quick, topics: [...quick.topics], selected_odduns: [] }, initialSignId: 'baba-ejiogbe' });
    await settle();
    expect(study.view()).toBe('study');
    expect(study.start).not.toHaveBeenCalled();
  });

  it('a refused quick start opens the last setup step with those settings, to change or retry', async () => {
    const game = play({ start: () => Promise.reject(new Error('refused')) });
    game.actor.send({ type: 'QUICK_START', settings: { ...quick, topics: [...quick.topics], selected_odduns: [] } });
    await settle();
    expect(game.view()).toBe('question_config');
    expect(game.ctx()).toMatchObject({ difficulty: 'advanced', questionCount: 20, gameMode: 'true_false', timed: false });
  });

  it('a game started through the setup steps emits its settings too', async () => {
    const game = play();
    await toPlaying(game);
    expect(game.emitted).toContainEqual({
      type: 'gameStarted',
      settings: { difficulty: 'beginner', topics: ['recognition'], oddun_set: 'meyi', selected_odduns: [], question_count: 10, game_mode: 'multiple_choice', timed: true },
    });
  });
});
