import { GAME_DELAYS_MS, ORISHA_LEVELS, ORISHA_TOPICS, type Difficulty, type OrishaMode, type OrishaQuestion, type OrishaTopic } from '@ifa/shared';
import { assign, emit, fromPromise, not, raise, setup } from 'xstate';
import { ticker } from '../../../lib/game-actors';
import { pauseClock, type PauseInput, type PauseResult } from '../../../lib/pause-clock';
import { isAlreadyAnswered, isSessionGone } from '../../../lib/game-errors';
import type { Mistake } from '../../../lib/mistake';
import type { OrishaSettings } from '../../../lib/quick-play';
import { answerQuestion, type AnswerInput, type AnswerResult } from '../api/answer-question';
import { completeGame, type GameResult } from '../api/complete-game';
import { getHint, type HintInput, type HintResult } from '../api/get-hint';
import { startGame, type StartGameInput, type StartedGame } from '../api/start-game';

/**
 * The Orisha game as a state chart (spec 2 and 4, DESIGN.md 5): level -> topics -> mode ->
 * playing -> completed. The server decides right and wrong; this machine only paces the game
 * (countdown, the spec's delays) and says what to tell the learner through emitted notices,
 * which the page turns into translated toasts.
 */

export interface Game {
  sessionId: string;
  questions: OrishaQuestion[];
  mode: OrishaMode;
  /** Seconds per question; null when the game is untimed. */
  timeLimit: number | null;
  maxErrors: number;
}

export interface Feedback {
  correct: boolean;
  correctAnswers: string[];
  submitted: string[];
  timedOut: boolean;
  /** A typed answer one letter off, counted right: the right spelling ('casi'). */
  almost?: string;
}

export interface Hint {
  questionId: string;
  mask: string;
  length: number;
  cost: number;
}

export interface OrishaContext {
  difficulty: Difficulty;
  topics: OrishaTopic[];
  /** CONTINUE was pressed with no topic (spec 5). */
  topicError: boolean;
  mode: OrishaMode;
  timed: boolean;
  game: Game | null;
  index: number;
  secondsLeft: number | null;
  /** What the learner chose for the open question (several for a multi-answer one). */
  selected: string[];
  correctCount: number;
  wrongCount: number;
  remainingStrikes: number | null;
  feedback: Feedback | null;
  hint: Hint | null;
  /** The server's words on a disqualification (spec 8). */
  disqualifiedMessage: string;
  result: GameResult | null;
  /** The questions answered wrong, with their right answers, for the completion screen. */
  mistakes: Mistake[];
  /** 'Jugar rápido' from another page (`?quick=1`): the game starts at once with the settings in context. */
  quickOnArrival: boolean;
  /** A dialog covers the game ('¿Salir de la partida?'): the question's clock stands still. */
  covered: boolean;
}

export type OrishaEvent =
  | { type: 'SELECT_LEVEL'; difficulty: Difficulty }
  | { type: 'TOGGLE_TOPIC'; topic: OrishaTopic }
  | { type: 'CONTINUE' }
  | { type: 'SELECT_MODE'; mode: OrishaMode }
  | { type: 'SET_TIMED'; timed: boolean }
  | { type: 'START' }
  | { type: 'BACK' }
  | { type: 'CHOOSE'; option: string }
  | { type: 'TOGGLE_OPTION'; option: string }
  | { type: 'CONFIRM' }
  | { type: 'SUBMIT_TEXT'; answer: string }
  | { type: 'HINT' }
  | { type: 'NEXT' }
  | { type: 'TICK' }
  | { type: 'WARN' }
  | { type: 'RETRY' }
  | { type: 'PLAY_AGAIN' }
  /** 'Jugar rápido': these settings, straight to the first question. */
  | { type: 'QUICK_START'; settings: OrishaSettings }
  /** A dialog opened over the game, or closed (issue 34: the clock waits for the learner). */
  | { type: 'PAUSE' }
  | { type: 'RESUME' };

export interface OrishaInput {
  /** Start at once with these settings ('Jugar rápido' from the dashboard). */
  quickStart?: OrishaSettings | undefined;
}

export type ScoreBand = 'excellent' | 'good' | 'keepPracticing';

/** What the learner should be told; the page translates it (spec 8). */
export type Notice =
  /** The server started a game with these settings: the page remembers them for 'Jugar rápido'. */
  | { kind: 'started'; settings: OrishaSettings }
  | { kind: 'startError'; error: unknown }
  | { kind: 'answerError'; error: unknown }
  | { kind: 'hintError'; error: unknown }
  | { kind: 'completeError'; error: unknown }
  /** An answer that seemed lost had reached the server: the game skipped to the next question. */
  | { kind: 'alreadyAnswered' }
  | { kind: 'disqualified'; message: string }
  | { kind: 'score'; band: ScoreBand }
  | { kind: 'xp'; xp: number };
export type OrishaEmitted = { type: 'notice'; notice: Notice };

/** Spec 8: praise thresholds 80 and 60. */
export const scoreBand = (percentage: number): ScoreBand => (percentage >= 80 ? 'excellent' : percentage >= 60 ? 'good' : 'keepPracticing');

/** Spec 9: the error count turns red at limit - 1 or more, yellow from half the limit rounded up. */
export const errorTone = (wrong: number, limit: number): 'danger' | 'warning' | 'calm' =>
  wrong >= limit - 1 ? 'danger' : wrong >= Math.ceil(limit / 2) ? 'warning' : 'calm';

/**
 * Spec 2 topic rules: random replaces every other choice; any other topic removes random;
 * choosing a chosen topic again removes it. Kept in the contract's order.
 */
export function toggleTopic(topics: readonly OrishaTopic[], topic: OrishaTopic): OrishaTopic[] {
  const chosen = new Set(topics);
  if (chosen.has(topic)) chosen.delete(topic);
  else if (topic === 'random') return ['random'];
  else {
    chosen.delete('random');
    chosen.add(topic);
  }
  return ORISHA_TOPICS.filter((t) => chosen.has(t));
}

/** A game's settings as the chart keeps them (and as the start request sends them). */
export const settingsOf = (context: Pick<OrishaContext, 'difficulty' | 'topics' | 'mode' | 'timed'>): OrishaSettings => ({
  difficulty: context.difficulty,
  topics: [...context.topics],
  mode: context.mode,
  timed: context.timed,
});

const initialContext = (): OrishaContext => ({
  difficulty: 'beginner',
  topics: [],
  topicError: false,
  mode: 'multiple_choice',
  timed: true,
  game: null,
  index: 0,
  secondsLeft: null,
  selected: [],
  correctCount: 0,
  wrongCount: 0,
  remainingStrikes: null,
  feedback: null,
  hint: null,
  disqualifiedMessage: '',
  result: null,
  mistakes: [],
  quickOnArrival: false,
  covered: false,
});

export const currentQuestion = (context: OrishaContext): OrishaQuestion | undefined => context.game?.questions[context.index];
const notice = (n: Notice): OrishaEmitted => ({ type: 'notice', notice: n });
const question = currentQuestion;

/** What an answer changes: the server's counts, the feedback to show (DESIGN.md 5: it decides). */
function recordAnswer(context: OrishaContext, output: AnswerResult): Partial<OrishaContext> {
  const asked = question(context);
  const mistake: Mistake | null =
    output.is_correct || !asked ? null : { questionId: asked.id, question: asked.question, yours: context.selected, right: output.correct_answers ?? [] };
  return {
    mistakes: mistake ? [...context.mistakes, mistake] : context.mistakes,
    correctCount: context.correctCount + (output.is_correct ? 1 : 0),
    wrongCount: output.wrong_answers,
    remainingStrikes: output.remaining_strikes,
    feedback: {
      correct: output.is_correct,
      correctAnswers: output.correct_answers ?? [],
      submitted: context.selected,
      timedOut: context.selected.length === 0,
      ...(output.almost ? { almost: output.almost } : {}),
    },
    disqualifiedMessage: output.disqualified ? output.message : '',
  };
}

export const orishaMachine = setup({
  types: {
    context: {} as OrishaContext,
    events: {} as OrishaEvent,
    emitted: {} as OrishaEmitted,
    input: {} as OrishaInput,
  },
  actors: {
    ticker,
    startGame: fromPromise<StartedGame, StartGameInput>(({ input, signal }) => startGame(input, signal)),
    submitAnswer: fromPromise<AnswerResult, AnswerInput>(({ input, signal }) => answerQuestion(input, signal)),
    getHint: fromPromise<HintResult, HintInput>(({ input, signal }) => getHint(input, signal)),
    // Not aborted with its state: a pause that reached the server must be followed by its resume.
    pauseClock: fromPromise<PauseResult, PauseInput>(({ input }) => pauseClock(input)),
    completeGame: fromPromise<GameResult, { sessionId: string }>(({ input, signal }) => completeGame(input.sessionId, signal)),
    /** The page provides the session's `refreshUser`: the header and dashboard then show the new XP. */
    refreshUser: fromPromise<unknown>(async () => undefined),
  },
  delays: {
    singleChoiceSend: GAME_DELAYS_MS.singleChoiceSend,
    correctAdvance: GAME_DELAYS_MS.correctAdvance,
    wrongNext: GAME_DELAYS_MS.wrongNext,
    disqualifiedExit: GAME_DELAYS_MS.disqualifiedExit,
    strikesWarning: GAME_DELAYS_MS.strikesWarning,
    xpToast: GAME_DELAYS_MS.xpToast,
  },
  guards: {
    hasTopics: ({ context }) => context.topics.length > 0,
    isTimed: ({ context }) => context.game?.timeLimit != null,
    timeRunsOut: ({ context }) => (context.secondsLeft ?? 0) <= 1,
    isSingle: ({ context }) => question(context)?.is_multiple_answer === false,
    isMulti: ({ context }) => question(context)?.is_multiple_answer === true,
    canConfirm: ({ context }) => question(context)?.is_multiple_answer === true && context.selected.length > 0,
    hasText: ({ event }) => event.type === 'SUBMIT_TEXT' && event.answer.trim().length > 0,
    // Once per question, only for a typed single answer (DESIGN.md 5).
    canHint: ({ context }) => {
      const q = question(context);
      return context.game?.mode === 'type_answer' && q?.is_multiple_answer === false && context.hint?.questionId !== q.id;
    },
    isLastQuestion: ({ context }) => context.index >= (context.game?.questions.length ?? 0) - 1,
    earnedXp: ({ context }) => (context.result?.xp_earned ?? 0) > 0,
    quickOnArrival: ({ context }) => context.quickOnArrival,
    covered: ({ context }) => context.covered,
  },
  actions: {
    // A dialog still open over the page keeps covering the game that comes next.
    reset: assign(({ context }) => ({ ...initialContext(), covered: context.covered })),
    applySettings: assign((_, params: { settings: OrishaSettings }) => ({ ...settingsOf(params.settings), topicError: false })),
    nextQuestion: assign(({ context }) => ({
      index: context.index + 1,
      selected: [],
      feedback: null,
      secondsLeft: context.game?.timeLimit ?? null,
    })),
  },
}).createMachine({
  id: 'orisha',
  context: ({ input }) => ({ ...initialContext(), ...(input?.quickStart ? { ...settingsOf(input.quickStart), quickOnArrival: true } : {}) }),
  initial: 'boot',
  on: { PAUSE: { actions: assign({ covered: true }) }, RESUME: { actions: assign({ covered: false }) } },
  states: {
    boot: { always: [{ guard: 'quickOnArrival', target: 'starting', actions: assign({ quickOnArrival: false }) }, { target: 'level' }] },
    level: {
      on: {
        SELECT_LEVEL: { target: 'topics', actions: assign({ difficulty: ({ event }) => event.difficulty }) },
        QUICK_START: { target: 'starting', actions: { type: 'applySettings', params: ({ event }) => event } },
      },
    },
    topics: {
      on: {
        TOGGLE_TOPIC: {
          actions: assign(({ context, event }) => {
            const topics = toggleTopic(context.topics, event.topic);
            return { topics, topicError: context.topicError && topics.length === 0 };
          }),
        },
        CONTINUE: [{ guard: 'hasTopics', target: 'mode' }, { actions: assign({ topicError: true }) }],
        BACK: 'level',
      },
    },
    mode: {
      on: {
        SELECT_MODE: { actions: assign({ mode: ({ event }) => event.mode }) },
        SET_TIMED: { actions: assign({ timed: ({ event }) => event.timed }) },
        START: 'starting',
        BACK: 'topics',
      },
    },
    starting: {
      invoke: {
        src: 'startGame',
        input: ({ context }) => settingsOf(context),
        onDone: {
          target: 'playing',
          actions: [
            assign(({ context, event }) => {
              const level = ORISHA_LEVELS[context.difficulty];
              // Until the server echoes `timed`, the learner's own choice is what the screen honours.
              const timed = event.output.timed ?? context.timed;
              const timeLimit = timed ? event.output.time_limit || level.seconds : null;
              return {
                game: {
                  sessionId: event.output.session_id,
                  questions: event.output.questions,
                  mode: event.output.mode ?? context.mode,
                  timeLimit,
                  maxErrors: event.output.max_errors ?? level.strikes,
                },
                index: 0,
                secondsLeft: timeLimit,
                selected: [],
                correctCount: 0,
                wrongCount: 0,
                remainingStrikes: event.output.max_errors ?? level.strikes,
                feedback: null,
                hint: null,
                disqualifiedMessage: '',
                result: null,
                mistakes: [],
              };
            }),
            emit(({ context }) => notice({ kind: 'started', settings: settingsOf(context) })),
          ],
        },
        onError: { target: 'mode', actions: emit(({ event }) => notice({ kind: 'startError', error: event.error })) },
      },
    },
    playing: {
      type: 'parallel',
      // Spec 2: Back during play resets and restarts; leaving this state stops every clock in it.
      on: { BACK: { target: 'level', actions: 'reset' } },
      states: {
        round: {
          initial: 'question',
          states: {
            question: {
              type: 'parallel',
              on: {
                CHOOSE: { guard: 'isSingle', target: 'choosing', actions: assign({ selected: ({ event }) => [event.option] }) },
                TOGGLE_OPTION: {
                  guard: 'isMulti',
                  actions: assign({
                    selected: ({ context, event }) =>
                      context.selected.includes(event.option) ? context.selected.filter((o) => o !== event.option) : [...context.selected, event.option],
                  }),
                },
                CONFIRM: { guard: 'canConfirm', target: 'submitting' },
                SUBMIT_TEXT: { guard: 'hasText', target: 'submitting', actions: assign({ selected: ({ event }) => [event.answer.trim()] }) },
              },
              states: {
                clock: {
                  initial: 'deciding',
                  states: {
                    deciding: { always: [{ guard: 'isTimed', target: 'running' }, { target: 'off' }] },
                    // The ticker lives only here: an open question of a timed game, not covered.
                    running: {
                      invoke: { src: 'ticker' },
                      always: { guard: 'covered', target: 'paused' },
                      on: {
                        TICK: [
                          // Spec 4: at 0 with no answer an empty answer is submitted.
                          { guard: 'timeRunsOut', target: '#orisha.playing.round.submitting', actions: assign({ secondsLeft: 0, selected: [] }) },
                          { actions: assign({ secondsLeft: ({ context }) => (context.secondsLeft ?? 1) - 1 }) },
                        ],
                      },
                    },
                    // Under a dialog the seconds left wait; closing it resumes from them (the
                    // second under way when it opened starts again whole).
                    // The server's clock stands still too (it judges the deadline); on resuming, the
                    // seconds left are the server's, so the two never disagree.
                    paused: {
                      invoke: { src: 'pauseClock', input: ({ context }) => ({ sessionId: context.game?.sessionId ?? '', paused: true }) },
                      always: { guard: not('covered'), target: 'resuming' },
                    },
                    resuming: {
                      invoke: {
                        src: 'pauseClock',
                        input: ({ context }) => ({ sessionId: context.game?.sessionId ?? '', paused: false }),
                        onDone: { target: 'running', actions: assign({ secondsLeft: ({ context, event }) => event.output.seconds_left ?? context.secondsLeft }) },
                        // Unreachable server: the clock on screen runs on from where it stood.
                        onError: 'running',
                      },
                      always: { guard: 'covered', target: 'paused' },
                    },
                    off: {},
                  },
                },
                hint: {
                  initial: 'idle',
                  states: {
                    idle: { on: { HINT: { guard: 'canHint', target: 'loading' } } },
                    loading: {
                      invoke: {
                        src: 'getHint',
                        input: ({ context }) => ({ sessionId: context.game!.sessionId, questionId: question(context)!.id }),
                        onDone: {
                          target: 'idle',
                          actions: assign({
                            hint: ({ event }) => ({ questionId: event.output.question_id, mask: event.output.mask, length: event.output.length, cost: event.output.xp_cost }),
                          }),
                        },
                        onError: [
                          { guard: ({ event }) => isSessionGone(event.error), target: '#orisha.expired' },
                          { target: 'idle', actions: emit(({ event }) => notice({ kind: 'hintError', error: event.error })) },
                        ],
                      },
                    },
                  },
                },
              },
            },
            // Spec 4: the choice shows first and is sent 0.5 s later; it cannot be changed.
            choosing: { after: { singleChoiceSend: 'submitting' } },
            submitting: {
              invoke: {
                src: 'submitAnswer',
                input: ({ context }) => {
                  const q = question(context)!;
                  return { sessionId: context.game!.sessionId, questionId: q.id, answers: context.selected, multiple: q.is_multiple_answer };
                },
                onDone: [
                  {
                    guard: ({ event }) => event.output.disqualified,
                    target: 'disqualified',
                    actions: assign(({ context, event }) => recordAnswer(context, event.output)),
                  },
                  {
                    guard: ({ event }) => event.output.is_correct,
                    target: 'correct',
                    actions: assign(({ context, event }) => recordAnswer(context, event.output)),
                  },
                  { target: 'wrong', actions: [assign(({ context, event }) => recordAnswer(context, event.output)), raise({ type: 'WARN' })] },
                ],
                onError: [
                  // Expired or gone on the server: nothing more can be recorded (issue 10).
                  { guard: ({ event }) => isSessionGone(event.error), target: '#orisha.expired' },
                  // An earlier try of this answer was recorded after all (it timed out on the
                  // way): the server will refuse it again, so the game goes on without it.
                  {
                    guard: ({ context, event }) => isAlreadyAnswered(event.error) && context.index >= (context.game?.questions.length ?? 0) - 1,
                    target: '#orisha.completing',
                    actions: emit(notice({ kind: 'alreadyAnswered' })),
                  },
                  { guard: ({ event }) => isAlreadyAnswered(event.error), target: 'question', actions: ['nextQuestion', emit(notice({ kind: 'alreadyAnswered' }))] },
                  // The question opens again with what is left of its time: nothing was recorded.
                  { target: 'question', actions: [assign({ selected: [] }), emit(({ event }) => notice({ kind: 'answerError', error: event.error }))] },
                ],
              },
            },
            correct: {
              after: { correctAdvance: [{ guard: 'isLastQuestion', target: '#orisha.completing' }, { target: 'question', actions: 'nextQuestion' }] },
            },
            wrong: {
              initial: 'reading',
              states: {
                reading: { after: { wrongNext: 'ready' } },
                ready: {
                  on: { NEXT: [{ guard: 'isLastQuestion', target: '#orisha.completing' }, { target: '#orisha.playing.round.question', actions: 'nextQuestion' }] },
                },
              },
            },
            disqualified: {
              entry: emit(({ context }) => notice({ kind: 'disqualified', message: context.disqualifiedMessage })),
              after: { disqualifiedExit: '#orisha.completing' },
            },
          },
        },
        // '{n} oportunidades restantes' for 4 s after a wrong answer (spec 8); a new wrong answer restarts it.
        strikesWarning: {
          initial: 'hidden',
          // The handlers sit on the children: a re-entering transition on the region itself
          // would exit the whole parallel state, questions included.
          states: {
            hidden: { on: { WARN: 'shown' } },
            shown: { on: { WARN: { target: 'shown', reenter: true } }, after: { strikesWarning: 'hidden' } },
          },
        },
      },
    },
    completing: {
      invoke: {
        src: 'completeGame',
        input: ({ context }) => ({ sessionId: context.game!.sessionId }),
        onDone: { target: 'refreshing', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => isSessionGone(event.error), target: 'expired' },
          { target: 'completionFailed', actions: emit(({ event }) => notice({ kind: 'completeError', error: event.error })) },
        ],
      },
    },
    // The session expired (2 h) or is gone on the server: the game ends with a message and the
    // way back to the game's menu; every clock of the game stopped with the states it left.
    expired: {
      on: { BACK: { target: 'level', actions: 'reset' }, PLAY_AGAIN: { target: 'level', actions: 'reset' } },
    },
    // Completing is idempotent on the server, so trying again is safe.
    completionFailed: {
      // 'Jugar de nuevo' keeps the settings: the same game again, straight to its first question.
      on: { RETRY: 'completing', PLAY_AGAIN: 'starting' },
    },
    // Spec 4: the profile is refreshed after completion; a failed refresh still shows the score.
    refreshing: {
      invoke: { src: 'refreshUser', onDone: 'completed', onError: 'completed' },
    },
    completed: {
      entry: emit(({ context }) => notice({ kind: 'score', band: scoreBand(context.result?.percentage ?? 0) })),
      after: { xpToast: { guard: 'earnedXp', actions: emit(({ context }) => notice({ kind: 'xp', xp: context.result!.xp_earned })) } },
      on: { PLAY_AGAIN: 'starting' },
    },
  },
});
