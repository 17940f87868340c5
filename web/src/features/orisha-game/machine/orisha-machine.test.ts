import type { PauseInput, PauseResult } from '../../../lib/pause-clock';
import type { OrishaMode, OrishaQuestion } from '@ifa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnswerInput, AnswerResult } from '../api/answer-question';
import type { GameResult } from '../api/complete-game';
import type { HintInput, HintResult } from '../api/get-hint';
import type { StartGameInput, StartedGame } from '../api/start-game';
import { MSG } from '@ifa/shared/messages';
import { ApiError } from '../../../lib/api-client';
import type { OrishaSettings } from '../../../lib/quick-play';
import { errorTone, orishaMachine, scoreBand, toggleTopic, type Notice } from './orisha-machine';

const q = (id: string, multi = false): OrishaQuestion => ({
  id,
  question: `¿Pregunta ${id}?`,
  options: ['rojo', 'negro', 'blanco', 'azul'],
  is_multiple_answer: multi,
  topic: 'colors',
});
const QUESTIONS = [q('q1'), q('q2', true), q('q3')];

const started = (over: Partial<StartedGame> = {}): StartedGame => ({
  session_id: 's-1',
  questions: QUESTIONS,
  time_limit: 30,
  timed: true,
  mode: 'multiple_choice',
  max_errors: 5,
  expires_at: '2030-01-01T00:00:00.000Z',
  ...over,
});
const answer = (over: Partial<AnswerResult> = {}): AnswerResult => ({
  is_correct: true,
  wrong_answers: 0,
  disqualified: false,
  message: '¡Correcto!',
  remaining_strikes: 5,
  correct_answers: ['rojo'],
  ...over,
});
const wrong = (wrongAnswers: number, over: Partial<AnswerResult> = {}) =>
  answer({ is_correct: false, wrong_answers: wrongAnswers, remaining_strikes: 5 - wrongAnswers, message: 'Respuesta incorrecta', ...over });
const RESULT: GameResult = { percentage: 67, xp_earned: 20, cowries_earned: 2, correct_answers: 2, total_questions: 3, disqualified: false };

function setup(
  opts: {
    start?: () => Promise<StartedGame>;
    answers?: Array<AnswerResult | Error>;
    hint?: () => Promise<HintResult>;
    complete?: () => Promise<GameResult>;
    quickStart?: OrishaSettings;
    /** The seconds left the server answers a resume with. */
    resumedAt?: number;
  } = {},
) {
  const answers = [...(opts.answers ?? [])];
  const calls = {
    start: vi.fn<(input: StartGameInput) => void>(),
    answer: vi.fn<(input: AnswerInput) => void>(),
    hint: vi.fn<(input: HintInput) => void>(),
    complete: vi.fn<(input: { sessionId: string }) => void>(),
    refresh: vi.fn<() => void>(),
    pause: vi.fn<(input: PauseInput) => void>(),
  };
  const machine = orishaMachine.provide({
    actors: {
      startGame: fromPromise<StartedGame, StartGameInput>(async ({ input }) => {
        calls.start(input);
        return opts.start ? opts.start() : started();
      }),
      submitAnswer: fromPromise<AnswerResult, AnswerInput>(async ({ input }) => {
        calls.answer(input);
        const next = answers.shift() ?? answer();
        if (next instanceof Error) throw next;
        return next;
      }),
      getHint: fromPromise<HintResult, HintInput>(async ({ input }) => {
        calls.hint(input);
        if (opts.hint) return opts.hint();
        return { question_id: input.questionId, first_letter: 'r', length: 4, mask: 'r _ _ _', xp_cost: 5, hints_used: 1 };
      }),
      completeGame: fromPromise<GameResult, { sessionId: string }>(async ({ input }) => {
        calls.complete(input);
        return opts.complete ? opts.complete() : RESULT;
      }),
      // The server keeps the seconds as they stood unless a test says otherwise (`opts.resumedAt`).
      pauseClock: fromPromise<PauseResult, PauseInput>(async ({ input }) => {
        calls.pause(input);
        return { paused: input.paused, seconds_left: input.paused ? null : (opts.resumedAt ?? null), pause_left_seconds: 60 };
      }),
      refreshUser: fromPromise<unknown>(async () => {
        calls.refresh();
        return undefined;
      }),
    },
  });
  const actor = createActor(machine, { input: { quickStart: opts.quickStart } });
  const notices: Notice[] = [];
  actor.on('notice', (e) => notices.push(e.notice));
  actor.start();
  return { actor, calls, notices, kinds: () => notices.map((n) => n.kind) };
}

type Actor = ReturnType<typeof setup>['actor'];
const at = (actor: Actor, state: string) => actor.getSnapshot().matches(state as never);
const ctx = (actor: Actor) => actor.getSnapshot().context;
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Level, topics and mode chosen, game started: the first question is open. */
async function play(t: ReturnType<typeof setup>, { timed = true, mode = 'multiple_choice' }: { timed?: boolean; mode?: OrishaMode } = {}) {
  t.actor.send({ type: 'SELECT_LEVEL', difficulty: 'beginner' });
  t.actor.send({ type: 'TOGGLE_TOPIC', topic: 'colors' });
  t.actor.send({ type: 'CONTINUE' });
  t.actor.send({ type: 'SELECT_MODE', mode });
  t.actor.send({ type: 'SET_TIMED', timed });
  t.actor.send({ type: 'START' });
  await tick(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('topic rules (spec 2 and 5)', () => {
  it('random replaces every other topic, any other topic removes random, a second click removes', () => {
    expect(toggleTopic(['colors', 'days'], 'random')).toEqual(['random']);
    expect(toggleTopic(['random'], 'plants')).toEqual(['plants']);
    expect(toggleTopic(['colors'], 'animals')).toEqual(['colors', 'animals']);
    expect(toggleTopic(['colors', 'animals'], 'colors')).toEqual(['animals']);
    expect(toggleTopic(['random'], 'random')).toEqual([]);
  });

  it('needs at least one topic to continue, and the message goes once a topic is chosen', () => {
    const { actor } = setup();
    actor.send({ type: 'SELECT_LEVEL', difficulty: 'advanced' });
    expect(at(actor, 'topics')).toBe(true);
    expect(ctx(actor).difficulty).toBe('advanced');
    actor.send({ type: 'CONTINUE' });
    expect(at(actor, 'topics')).toBe(true);
    expect(ctx(actor).topicError).toBe(true);
    actor.send({ type: 'TOGGLE_TOPIC', topic: 'days' });
    expect(ctx(actor).topicError).toBe(false);
    actor.send({ type: 'CONTINUE' });
    expect(at(actor, 'mode')).toBe(true);
  });

  it('back goes one step back before play', () => {
    const { actor } = setup();
    actor.send({ type: 'SELECT_LEVEL', difficulty: 'beginner' });
    actor.send({ type: 'TOGGLE_TOPIC', topic: 'random' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'BACK' });
    expect(at(actor, 'topics')).toBe(true);
    expect(ctx(actor).topics).toEqual(['random']);
    actor.send({ type: 'BACK' });
    expect(at(actor, 'level')).toBe(true);
  });
});

describe('starting', () => {
  it('sends level, topics, mode and the untimed choice, then opens the first question with a toast', async () => {
    const t = setup({ start: async () => started({ timed: false, time_limit: 0, mode: 'type_answer' }) });
    await play(t, { timed: false, mode: 'type_answer' });
    expect(t.calls.start).toHaveBeenCalledWith({ difficulty: 'beginner', topics: ['colors'], mode: 'type_answer', timed: false });
    expect(at(t.actor, { playing: { round: 'question' } } as never)).toBe(true);
    expect(ctx(t.actor).game).toMatchObject({ sessionId: 's-1', timeLimit: null, maxErrors: 5, mode: 'type_answer' });
    expect(ctx(t.actor).secondsLeft).toBeNull();
    expect(t.kinds()).toEqual(['started']);
  });

  it('a failed start returns to the mode screen with the error notice', async () => {
    const t = setup({ start: () => Promise.reject(new Error('down')) });
    await play(t);
    expect(at(t.actor, 'mode')).toBe(true);
    expect(t.kinds()).toEqual(['startError']);
  });
});

describe('the countdown', () => {
  it('counts down each second and submits an empty answer at 0', async () => {
    const t = setup({ answers: [wrong(1)] });
    await play(t);
    expect(ctx(t.actor).secondsLeft).toBe(30);
    await tick(1000);
    expect(ctx(t.actor).secondsLeft).toBe(29);
    await tick(28_000);
    expect(ctx(t.actor).secondsLeft).toBe(1);
    expect(t.calls.answer).not.toHaveBeenCalled();
    await tick(1000);
    expect(t.calls.answer).toHaveBeenCalledWith({ sessionId: 's-1', questionId: 'q1', answers: [], multiple: false });
    expect(ctx(t.actor).secondsLeft).toBe(0);
    expect(ctx(t.actor).feedback).toMatchObject({ correct: false, timedOut: true, submitted: [] });
  });

  it('an untimed game has no clock', async () => {
    const t = setup({ start: async () => started({ timed: false, time_limit: 0 }) });
    await play(t, { timed: false });
    await tick(120_000);
    expect(ctx(t.actor).secondsLeft).toBeNull();
    expect(t.calls.answer).not.toHaveBeenCalled();
  });

  it('stands still while a dialog covers the game and resumes with the seconds it had left', async () => {
    const t = setup({ answers: [answer(), wrong(1)] });
    await play(t);
    await tick(3500);
    expect(ctx(t.actor).secondsLeft).toBe(27);
    t.actor.send({ type: 'PAUSE' });
    // Far longer than the question's 30 s: nothing runs out, nothing is sent.
    await tick(60_000);
    expect(ctx(t.actor).secondsLeft).toBe(27);
    expect(t.calls.answer).not.toHaveBeenCalled();
    expect(at(t.actor, 'playing.round.question.clock.paused')).toBe(true);
    t.actor.send({ type: 'RESUME' });
    await tick(1000);
    expect(ctx(t.actor).secondsLeft).toBe(26);
    await tick(25_000);
    expect(ctx(t.actor).secondsLeft).toBe(1);
    expect(t.calls.answer).not.toHaveBeenCalled();
    await tick(1000);
    expect(t.calls.answer).toHaveBeenCalledWith({ sessionId: 's-1', questionId: 'q1', answers: [], multiple: false });
  });

  it('tells the server, which keeps the deadline, and takes its seconds left on resuming', async () => {
    // The game's pause allowance was spent: the server says 12 s are left, not the 27 on screen.
    const t = setup({ resumedAt: 12 });
    await play(t);
    await tick(3500);
    t.actor.send({ type: 'PAUSE' });
    await tick(500);
    expect(t.calls.pause).toHaveBeenCalledWith({ sessionId: 's-1', paused: true });
    t.actor.send({ type: 'RESUME' });
    await tick(0);
    expect(t.calls.pause).toHaveBeenLastCalledWith({ sessionId: 's-1', paused: false });
    expect(ctx(t.actor).secondsLeft).toBe(12);
    expect(at(t.actor, 'playing.round.question.clock.running')).toBe(true);
  });

  it('a question that opens under a dialog waits for it to close', async () => {
    const t = setup();
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(600);
    t.actor.send({ type: 'PAUSE' });
    // The right answer moves on after 2 s; the next question's clock waits for the dialog.
    await tick(2000);
    expect(ctx(t.actor).index).toBe(1);
    await tick(10_000);
    expect(ctx(t.actor).secondsLeft).toBe(30);
    t.actor.send({ type: 'RESUME' });
    await tick(1000);
    expect(ctx(t.actor).secondsLeft).toBe(29);
    // A pause and resume outside a question change nothing, and leaving keeps the cover known.
    t.actor.send({ type: 'PAUSE' });
    t.actor.send({ type: 'BACK' });
    expect(ctx(t.actor).covered).toBe(true);
  });

  it('an untimed game has no clock to pause', async () => {
    const t = setup({ start: async () => started({ timed: false, time_limit: 0 }) });
    await play(t, { timed: false });
    t.actor.send({ type: 'PAUSE' });
    t.actor.send({ type: 'RESUME' });
    expect(at(t.actor, 'playing.round.question.clock.off')).toBe(true);
  });

  it('the clock stops once an answer is chosen', async () => {
    const t = setup();
    await play(t);
    await tick(3000);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(1000);
    expect(ctx(t.actor).secondsLeft).toBe(27);
  });
});

describe('answering', () => {
  it('a single choice shows first, is sent 0.5 s later and cannot be changed', async () => {
    const t = setup();
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'negro' });
    expect(ctx(t.actor).selected).toEqual(['negro']);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    expect(ctx(t.actor).selected).toEqual(['negro']);
    await tick(499);
    expect(t.calls.answer).not.toHaveBeenCalled();
    await tick(1);
    expect(t.calls.answer).toHaveBeenCalledWith({ sessionId: 's-1', questionId: 'q1', answers: ['negro'], multiple: false });
  });

  it('a correct answer moves on by itself after 2 s', async () => {
    const t = setup();
    await play(t);
    await tick(5000);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(500);
    expect(at(t.actor, { playing: { round: 'correct' } } as never)).toBe(true);
    expect(ctx(t.actor).correctCount).toBe(1);
    await tick(1999);
    expect(ctx(t.actor).index).toBe(0);
    await tick(1);
    expect(ctx(t.actor).index).toBe(1);
    expect(ctx(t.actor).secondsLeft).toBe(30);
    expect(ctx(t.actor).selected).toEqual([]);
    expect(ctx(t.actor).feedback).toBeNull();
  });

  it('a multi-answer question takes checkboxes and needs one to confirm; the answers go as a list', async () => {
    const t = setup();
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(2500);
    expect(ctx(t.actor).index).toBe(1);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    expect(ctx(t.actor).selected).toEqual([]);
    t.actor.send({ type: 'CONFIRM' });
    expect(at(t.actor, { playing: { round: 'question' } } as never)).toBe(true);
    t.actor.send({ type: 'TOGGLE_OPTION', option: 'rojo' });
    t.actor.send({ type: 'TOGGLE_OPTION', option: 'azul' });
    t.actor.send({ type: 'TOGGLE_OPTION', option: 'negro' });
    t.actor.send({ type: 'TOGGLE_OPTION', option: 'azul' });
    expect(ctx(t.actor).selected).toEqual(['rojo', 'negro']);
    t.actor.send({ type: 'CONFIRM' });
    await tick(0);
    expect(t.calls.answer).toHaveBeenLastCalledWith({ sessionId: 's-1', questionId: 'q2', answers: ['rojo', 'negro'], multiple: true });
  });

  it('a wrong answer shows the correct answers, Next after 3 s, and the strikes warning for 4 s', async () => {
    const t = setup({ answers: [wrong(1, { correct_answers: ['rojo'] })] });
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'azul' });
    await tick(500);
    expect(ctx(t.actor).feedback).toEqual({ correct: false, correctAnswers: ['rojo'], submitted: ['azul'], timedOut: false });
    expect(ctx(t.actor).wrongCount).toBe(1);
    expect(ctx(t.actor).remainingStrikes).toBe(4);
    expect(at(t.actor, { playing: { strikesWarning: 'shown' } } as never)).toBe(true);
    t.actor.send({ type: 'NEXT' });
    await tick(2999);
    expect(at(t.actor, { playing: { round: { wrong: 'reading' } } } as never)).toBe(true);
    t.actor.send({ type: 'NEXT' });
    expect(ctx(t.actor).index).toBe(0);
    await tick(1);
    expect(at(t.actor, { playing: { round: { wrong: 'ready' } } } as never)).toBe(true);
    await tick(999);
    expect(at(t.actor, { playing: { strikesWarning: 'shown' } } as never)).toBe(true);
    await tick(1);
    expect(at(t.actor, { playing: { strikesWarning: 'hidden' } } as never)).toBe(true);
    t.actor.send({ type: 'NEXT' });
    expect(ctx(t.actor).index).toBe(1);
    expect(at(t.actor, { playing: { round: 'question' } } as never)).toBe(true);
  });

  it('a new wrong answer shows the warning for another 4 s', async () => {
    const t = setup({ answers: [wrong(1), wrong(2)] });
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'azul' });
    await tick(3500);
    t.actor.send({ type: 'NEXT' });
    t.actor.send({ type: 'TOGGLE_OPTION', option: 'azul' });
    t.actor.send({ type: 'CONFIRM' });
    await tick(0);
    expect(ctx(t.actor).remainingStrikes).toBe(3);
    await tick(3999);
    expect(at(t.actor, { playing: { strikesWarning: 'shown' } } as never)).toBe(true);
    await tick(1);
    expect(at(t.actor, { playing: { strikesWarning: 'hidden' } } as never)).toBe(true);
  });

  it('typed answers are trimmed and a blank one is refused', async () => {
    const t = setup({ start: async () => started({ mode: 'type_answer' }) });
    await play(t, { mode: 'type_answer' });
    t.actor.send({ type: 'SUBMIT_TEXT', answer: '   ' });
    expect(at(t.actor, { playing: { round: 'question' } } as never)).toBe(true);
    t.actor.send({ type: 'SUBMIT_TEXT', answer: '  Rojo ' });
    await tick(0);
    expect(t.calls.answer).toHaveBeenCalledWith({ sessionId: 's-1', questionId: 'q1', answers: ['Rojo'], multiple: false });
  });

  it('a failed answer toasts and reopens the question with the time it had left', async () => {
    const t = setup({ answers: [new Error('500')] });
    await play(t);
    await tick(4000);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(500);
    expect(t.kinds()).toContain('answerError');
    expect(at(t.actor, { playing: { round: 'question' } } as never)).toBe(true);
    expect(ctx(t.actor).selected).toEqual([]);
    expect(ctx(t.actor).secondsLeft).toBe(26);
    await tick(1000);
    expect(ctx(t.actor).secondsLeft).toBe(25);
  });
});

describe('the type-answer hint', () => {
  it('asks the server once per question and keeps the mask', async () => {
    const t = setup({ start: async () => started({ mode: 'type_answer' }) });
    await play(t, { mode: 'type_answer' });
    t.actor.send({ type: 'HINT' });
    await tick(0);
    expect(t.calls.hint).toHaveBeenCalledWith({ sessionId: 's-1', questionId: 'q1' });
    expect(ctx(t.actor).hint).toEqual({ questionId: 'q1', mask: 'r _ _ _', length: 4, cost: 5 });
    t.actor.send({ type: 'HINT' });
    await tick(0);
    expect(t.calls.hint).toHaveBeenCalledTimes(1);
  });

  it('is not offered outside the type-answer mode', async () => {
    const t = setup();
    await play(t);
    t.actor.send({ type: 'HINT' });
    await tick(0);
    expect(t.calls.hint).not.toHaveBeenCalled();
  });
});

describe('the end of the game', () => {
  it('after the last question: complete, refresh the user, praise by band, then the XP 1 s later', async () => {
    const t = setup();
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(2500);
    t.actor.send({ type: 'TOGGLE_OPTION', option: 'rojo' });
    t.actor.send({ type: 'CONFIRM' });
    await tick(2000);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(500);
    expect(t.calls.complete).not.toHaveBeenCalled();
    await tick(2000);
    expect(t.calls.complete).toHaveBeenCalledWith({ sessionId: 's-1' });
    expect(t.calls.refresh).toHaveBeenCalledTimes(1);
    expect(at(t.actor, 'completed')).toBe(true);
    expect(ctx(t.actor).result).toEqual(RESULT);
    expect(t.notices.at(-1)).toEqual({ kind: 'score', band: 'good' });
    await tick(999);
    expect(t.kinds()).not.toContain('xp');
    await tick(1);
    expect(t.notices.at(-1)).toEqual({ kind: 'xp', xp: 20 });
  });

  it('no XP toast when the game paid nothing; play again starts the same game again at once', async () => {
    const t = setup({ answers: [wrong(1), wrong(2), wrong(3)], complete: async () => ({ ...RESULT, percentage: 0, xp_earned: 0 }) });
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'azul' });
    await tick(3500);
    t.actor.send({ type: 'NEXT' });
    t.actor.send({ type: 'TOGGLE_OPTION', option: 'azul' });
    t.actor.send({ type: 'CONFIRM' });
    await tick(3000);
    t.actor.send({ type: 'NEXT' });
    t.actor.send({ type: 'CHOOSE', option: 'azul' });
    await tick(3500);
    expect(t.calls.complete).not.toHaveBeenCalled();
    t.actor.send({ type: 'NEXT' });
    await tick(0);
    expect(at(t.actor, 'completed')).toBe(true);
    expect(t.notices.at(-1)).toEqual({ kind: 'score', band: 'keepPracticing' });
    await tick(5000);
    expect(t.kinds()).not.toContain('xp');
    // The three wrong answers are listed with their right answers on the completion screen.
    expect(ctx(t.actor).mistakes.map((m) => m.yours)).toEqual([['azul'], ['azul'], ['azul']]);
    t.actor.send({ type: 'PLAY_AGAIN' });
    // Issue 27: 'Jugar de nuevo' keeps the settings and goes straight to a new game.
    expect(at(t.actor, 'starting')).toBe(true);
    await tick(0);
    expect(at(t.actor, 'playing')).toBe(true);
    expect(t.calls.start).toHaveBeenCalledTimes(2);
    expect(t.calls.start.mock.calls[1]![0]).toEqual(t.calls.start.mock.calls[0]![0]);
    expect(ctx(t.actor)).toMatchObject({ index: 0, result: null, mistakes: [], correctCount: 0, wrongCount: 0 });
  });

  it("'Jugar rápido' from the first step starts with the given settings, and the start tells them to be remembered", async () => {
    const t = setup();
    const settings: OrishaSettings = { difficulty: 'advanced', topics: ['animals', 'plants'], mode: 'image_match', timed: false };
    t.actor.send({ type: 'QUICK_START', settings });
    expect(at(t.actor, 'starting')).toBe(true);
    await tick(0);
    expect(at(t.actor, 'playing')).toBe(true);
    expect(t.calls.start).toHaveBeenCalledWith(settings);
    expect(t.notices[0]).toEqual({ kind: 'started', settings });
  });

  it("'Jugar rápido' from another page (?quick=1) starts on arrival; without it the game opens on the first step", async () => {
    const settings: OrishaSettings = { difficulty: 'intermediate', topics: ['random'], mode: 'multiple_choice', timed: true };
    const quick = setup({ quickStart: settings });
    expect(at(quick.actor, 'starting')).toBe(true);
    await tick(0);
    expect(quick.calls.start).toHaveBeenCalledWith(settings);
    expect(at(setup().actor, 'level')).toBe(true);
  });

  it('a failed quick start lands on the last step with its settings, to change or retry', async () => {
    const t = setup({ start: () => Promise.reject(new Error('no')) });
    t.actor.send({ type: 'QUICK_START', settings: { difficulty: 'expert', topics: ['days'], mode: 'type_answer', timed: true } });
    await tick(0);
    expect(at(t.actor, 'mode')).toBe(true);
    expect(ctx(t.actor)).toMatchObject({ difficulty: 'expert', topics: ['days'], mode: 'type_answer' });
    expect(t.kinds()).toEqual(['startError']);
  });

  it('disqualified: the server message, then completion after 3 s', async () => {
    const t = setup({ answers: [wrong(5, { disqualified: true, remaining_strikes: 0, message: 'Has sido descalificado' })] });
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'azul' });
    await tick(500);
    expect(t.notices.at(-1)).toEqual({ kind: 'disqualified', message: 'Has sido descalificado' });
    expect(at(t.actor, { playing: { strikesWarning: 'hidden' } } as never)).toBe(true);
    await tick(2999);
    expect(t.calls.complete).not.toHaveBeenCalled();
    await tick(1);
    expect(t.calls.complete).toHaveBeenCalled();
    expect(at(t.actor, 'completed')).toBe(true);
  });

  it('a failed completion can be retried', async () => {
    let fail = true;
    const t = setup({
      answers: [wrong(5, { disqualified: true })],
      complete: () => (fail ? Promise.reject(new Error('500')) : Promise.resolve(RESULT)),
    });
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'azul' });
    await tick(3500);
    expect(at(t.actor, 'completionFailed')).toBe(true);
    expect(t.kinds()).toContain('completeError');
    fail = false;
    t.actor.send({ type: 'RETRY' });
    await tick(0);
    expect(at(t.actor, 'completed')).toBe(true);
  });

  it('the error count is yellow from half the limit and red from one below it (spec 9)', () => {
    expect([0, 1, 2, 3, 4, 5].map((wrong) => errorTone(wrong, 5))).toEqual(['calm', 'calm', 'calm', 'warning', 'danger', 'danger']);
    expect([0, 1, 2].map((wrong) => errorTone(wrong, 3))).toEqual(['calm', 'calm', 'danger']);
    expect(errorTone(0, 1)).toBe('danger');
  });

  it('scores fall in the spec bands', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreBand)).toEqual(['excellent', 'excellent', 'good', 'good', 'keepPracticing', 'keepPracticing']);
  });
});

describe('back during play', () => {
  it('resets to level select and clears every timer', async () => {
    const t = setup({ answers: [wrong(1)] });
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'azul' });
    await tick(500);
    t.actor.send({ type: 'BACK' });
    expect(at(t.actor, 'level')).toBe(true);
    expect(ctx(t.actor)).toMatchObject({ game: null, topics: [], index: 0, wrongCount: 0, secondsLeft: null, feedback: null });
    await tick(60_000);
    expect(at(t.actor, 'level')).toBe(true);
    expect(t.calls.answer).toHaveBeenCalledTimes(1);
    expect(t.calls.complete).not.toHaveBeenCalled();
  });

  it('while the clock runs, nothing is submitted afterwards', async () => {
    const t = setup();
    await play(t);
    await tick(10_000);
    t.actor.send({ type: 'BACK' });
    await tick(60_000);
    expect(t.calls.answer).not.toHaveBeenCalled();
    expect(at(t.actor, 'level')).toBe(true);
  });
});

/** Issue 10: what the server says when the session is gone or the database is away for a moment. */
const expired = () => new ApiError(410, MSG.gameExpired);
const missing = () => new ApiError(404, MSG.gameNotFound);
const unavailable = () => new ApiError(503, MSG.serviceUnavailable);
const alreadyAnswered = () => new ApiError(409, MSG.questionAnswered);

describe('a session that expires mid-game (issue 10)', () => {
  it.each([
    ['expired (410)', expired],
    ['gone (404)', missing],
  ])('an answer refused because the session is %s ends the game on the expired screen, clocks stopped', async (_, error) => {
    const t = setup({ answers: [error()] });
    await play(t);
    await tick(3000);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(500);
    expect(at(t.actor, 'expired')).toBe(true);
    expect(t.kinds()).not.toContain('answerError');
    // No countdown runs on and nothing more is sent for the dead session.
    const seconds = ctx(t.actor).secondsLeft;
    await tick(60_000);
    expect(ctx(t.actor).secondsLeft).toBe(seconds);
    expect(t.calls.answer).toHaveBeenCalledTimes(1);
    expect(t.calls.complete).not.toHaveBeenCalled();
    // The way back: the game's menu, with a clean slate.
    t.actor.send({ type: 'BACK' });
    expect(at(t.actor, 'level')).toBe(true);
    expect(ctx(t.actor).game).toBeNull();
  });

  it('a hint refused because the session expired ends the game the same way', async () => {
    const t = setup({ start: async () => started({ mode: 'type_answer' }), hint: () => Promise.reject(expired()) });
    await play(t, { mode: 'type_answer' });
    t.actor.send({ type: 'HINT' });
    await tick(0);
    expect(at(t.actor, 'expired')).toBe(true);
    expect(t.kinds()).not.toContain('hintError');
  });

  it('a completion refused because the session expired shows the expired screen, not a retry that cannot work', async () => {
    const t = setup({ answers: [wrong(5, { disqualified: true })], complete: () => Promise.reject(expired()) });
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'azul' });
    await tick(3500);
    expect(at(t.actor, 'expired')).toBe(true);
    expect(t.kinds()).not.toContain('completeError');
    t.actor.send({ type: 'PLAY_AGAIN' });
    expect(at(t.actor, 'level')).toBe(true);
  });

  it('a 503 keeps the game: the same question opens again, and the retry goes through', async () => {
    const t = setup({ answers: [unavailable(), answer()] });
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(500);
    expect(t.notices.at(-1)).toEqual({ kind: 'answerError', error: unavailable() });
    expect(at(t.actor, { playing: { round: 'question' } } as never)).toBe(true);
    expect(ctx(t.actor)).toMatchObject({ index: 0, game: { sessionId: 's-1' } });
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(500);
    expect(t.calls.answer).toHaveBeenCalledTimes(2);
    expect(t.calls.answer.mock.calls[1]![0]).toMatchObject({ sessionId: 's-1', questionId: 'q1' });
    expect(at(t.actor, { playing: { round: 'correct' } } as never)).toBe(true);
  });

  it('an answer the server already holds (a retry after a timed-out write) moves on instead of looping on 409', async () => {
    const t = setup({ answers: [unavailable(), alreadyAnswered()] });
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(500);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(500);
    expect(t.notices.at(-1)).toEqual({ kind: 'alreadyAnswered' });
    expect(at(t.actor, { playing: { round: 'question' } } as never)).toBe(true);
    expect(ctx(t.actor)).toMatchObject({ index: 1, selected: [], secondsLeft: 30 });
  });

  it('on the last question an answer the server already holds goes on to the completion', async () => {
    const t = setup({ answers: [answer(), answer(), alreadyAnswered()] });
    await play(t);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(2500);
    t.actor.send({ type: 'TOGGLE_OPTION', option: 'rojo' });
    t.actor.send({ type: 'CONFIRM' });
    await tick(2000);
    t.actor.send({ type: 'CHOOSE', option: 'rojo' });
    await tick(500);
    expect(t.calls.complete).toHaveBeenCalledWith({ sessionId: 's-1' });
    expect(at(t.actor, 'completed')).toBe(true);
  });
});
