import {
  GAME_DELAYS_MS,
  ODDUN_SETS,
  type Difficulty,
  type SignsGameMode,
  type SignsGameResults,
  type SignsQuestion,
  type SignsTopic,
} from '@ifa/shared';
import { assign, emit, fromPromise, not, setup } from 'xstate';
import { ticker } from '../../../lib/game-actors';
import { pauseClock, type PauseInput, type PauseResult } from '../../../lib/pause-clock';
import type { Mistake } from '../../../lib/mistake';
import type { SignsSettings } from '../../../lib/quick-play';
import { isAlreadyAnswered, isSessionGone } from '../../../lib/game-errors';
import { requestHint, type SignsHint } from '../api/request-hint';
import { startSignsGame, type SignsStart, type SignsStartBody } from '../api/start-signs-game';
import { submitSignsAnswer, type SignsAnswerBody, type SignsAnswerResult } from '../api/submit-signs-answer';
import { AVAILABLE_TOPICS, CUSTOM_SIGN_NAMES, UNAVAILABLE_TOPICS } from '../config/signs-options';

/**
 * The Signs of Ifá game as a state chart (spec 2 "Signs of Ifa game", spec 4 "Signs game",
 * DESIGN.md 5). The top-level states are the screens; the clock runs only while a question is
 * open; the server decides right and wrong. Toasts and the session refresh are emitted events:
 * the page turns them into words and calls, so the chart stays free of i18n and React.
 */

export type OddunSet = (typeof ODDUN_SETS)[number];

/** A question as the server sends it (never with its answer). */
export type PlayQuestion = SignsQuestion;

export interface SignsGame {
  sessionId: string;
  questions: PlayQuestion[];
  timed: boolean;
  /** Seconds per question; 0 when untimed. */
  timeLimit: number;
  maxErrors: number;
}

export interface Submission {
  questionId: string;
  answer: string | string[];
  isTimeout: boolean;
}

export interface SignsContext {
  difficulty: Difficulty;
  topics: SignsTopic[];
  oddunSet: OddunSet;
  selectedOdduns: string[];
  questionCount: number;
  gameMode: SignsGameMode;
  timed: boolean;
  /** Continue was tried with no topic (spec 5 message shown). */
  topicsError: boolean;
  /** Continue was tried with no sign in a custom set. */
  oddunsError: boolean;
  /** Deep link `/games/signs?sign=<id>`: the study view opens on this sign. */
  initialSignId: string | undefined;
  /** 'Jugar rápido' from another page (`?quick=1`): the game starts at once with the settings in context. */
  quickOnArrival: boolean;
  game: SignsGame | null;
  index: number;
  /** Seconds left on the open question; null when the game is untimed. */
  secondsLeft: number | null;
  correctCount: number;
  wrongCount: number;
  /** The answer being sent or last sent (the pressed option, the feedback's 'your answer'). */
  submission: Submission | null;
  feedback: SignsAnswerResult | null;
  hint: SignsHint | null;
  results: SignsGameResults | null;
  /** The questions answered wrong, with their right answers, for the completion screen. */
  mistakes: Mistake[];
  /** A dialog covers the game ('¿Salir de la partida?'): the question's clock stands still. */
  covered: boolean;
}

export type SignsEvent =
  | { type: 'GAME_MODE' }
  | { type: 'STUDY_MODE' }
  | { type: 'SELECT_DIFFICULTY'; difficulty: Difficulty }
  | { type: 'ENCYCLOPEDIA' }
  | { type: 'TOGGLE_TOPIC'; topic: SignsTopic }
  | { type: 'TOGGLE_ALL_TOPICS' }
  | { type: 'SELECT_SET'; set: OddunSet }
  | { type: 'TOGGLE_ODDUN'; name: string }
  | { type: 'SELECT_ALL_ODDUNS' }
  | { type: 'CLEAR_ODDUNS' }
  | { type: 'SET_MODE'; mode: SignsGameMode }
  | { type: 'SET_COUNT'; count: number }
  | { type: 'SET_TIMED'; timed: boolean }
  | { type: 'START' }
  | { type: 'ANSWER'; answer: string | string[] }
  | { type: 'HINT' }
  | { type: 'CONTINUE' }
  | { type: 'PLAY_AGAIN' }
  /** 'Jugar rápido': these settings, straight to the first question. */
  | { type: 'QUICK_START'; settings: SignsSettings }
  | { type: 'BACK' }
  | { type: 'MENU' }
  | { type: 'TICK' }
  /** A dialog opened over the game, or closed (issue 34: the clock waits for the learner). */
  | { type: 'PAUSE' }
  | { type: 'RESUME' };

/** What the page shows as toasts or does outside the chart. */
export type SignsEmitted =
  | { type: 'startFailed'; error: unknown }
  /** The server started a game with these settings: the page remembers them for 'Jugar rápido'. */
  | { type: 'gameStarted'; settings: SignsSettings }
  | { type: 'fewerQuestions'; built: number; requested: number }
  | { type: 'timeUp' }
  | { type: 'answerFailed'; error: unknown }
  /** An answer that seemed lost had reached the server: the game skipped to the next question. */
  | { type: 'alreadyAnswered' }
  | { type: 'hintFailed'; error: unknown }
  | { type: 'disqualified' }
  | { type: 'gameEnded' };

export interface SignsInput {
  initialSignId?: string | undefined;
  /** Start at once with these settings ('Jugar rápido' from the dashboard). */
  quickStart?: SignsSettings | undefined;
}

const settings = {
  difficulty: 'beginner' as Difficulty,
  topics: [] as SignsTopic[],
  oddunSet: 'meyi' as OddunSet,
  selectedOdduns: [] as string[],
  questionCount: 10,
  gameMode: 'multiple_choice' as SignsGameMode,
  timed: true,
  topicsError: false,
  oddunsError: false,
};

const freshPlay = {
  game: null,
  index: 0,
  secondsLeft: null,
  correctCount: 0,
  wrongCount: 0,
  submission: null,
  feedback: null,
  hint: null,
  results: null,
  mistakes: [],
} satisfies Partial<SignsContext>;

/** A wrong answer as the completion screen lists it: what was answered, and what was right. */
export function mistakeFrom(question: PlayQuestion, result: SignsAnswerResult): Mistake {
  return {
    questionId: question.id,
    question: question.question,
    quote: question.quote,
    yours: result.submitted_answers,
    right: result.is_multiple_answer || question.type === 'matching' ? result.correct_answers : [result.correct_answer],
    lang: question.content_lang,
  };
}

/** A game's settings as the chart keeps them. */
export const settingsFrom = (quick: SignsSettings) => ({
  difficulty: quick.difficulty,
  topics: [...quick.topics],
  oddunSet: quick.oddun_set,
  selectedOdduns: [...quick.selected_odduns],
  questionCount: quick.question_count,
  gameMode: quick.game_mode,
  timed: quick.timed,
  topicsError: false,
  oddunsError: false,
});

/** The start request of spec 7 (time_limit/max_errors are the server's: DESIGN.md 5). */
export function startBody(context: SignsContext): SignsStartBody & SignsSettings {
  return {
    difficulty: context.difficulty,
    topics: context.topics,
    oddun_set: context.oddunSet,
    selected_odduns: context.oddunSet === 'custom' ? context.selectedOdduns : [],
    question_count: context.questionCount,
    game_mode: context.gameMode,
    timed: context.timed,
  };
}

/**
 * The game as the server started it. A server that does not yet answer `timed` is trusted
 * for its time limit only when the learner asked for a timed game.
 */
export function gameFrom(response: SignsStart, requestedTimed: boolean): SignsGame {
  const timed = (response.timed ?? requestedTimed) && requestedTimed && response.time_limit > 0;
  return {
    sessionId: response.session_id,
    questions: response.questions,
    timed,
    timeLimit: timed ? response.time_limit : 0,
    maxErrors: response.max_errors,
  };
}

export const currentQuestion = (context: SignsContext): PlayQuestion | undefined => context.game?.questions[context.index];

const toggle = <T>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

const isBlank = (answer: string | string[]) => (Array.isArray(answer) ? answer.length === 0 : answer.trim() === '');

export const signsMachine = setup({
  types: {
    context: {} as SignsContext,
    events: {} as SignsEvent,
    emitted: {} as SignsEmitted,
    input: {} as SignsInput,
  },
  actors: {
    ticker,
    startGame: fromPromise<SignsStart, SignsStartBody>(({ input }) => startSignsGame(input)),
    submitAnswer: fromPromise<SignsAnswerResult, SignsAnswerBody>(({ input }) => submitSignsAnswer(input)),
    requestHint: fromPromise<SignsHint, { sessionId: string; questionId: string }>(({ input }) => requestHint(input.sessionId, input.questionId)),
    // Not aborted with its state: a pause that reached the server must be followed by its resume.
    pauseClock: fromPromise<PauseResult, PauseInput>(({ input }) => pauseClock(input)),
  },
  delays: {
    correctAdvance: GAME_DELAYS_MS.correctAdvance,
    feedbackContinue: GAME_DELAYS_MS.feedbackContinue,
    disqualifiedExit: GAME_DELAYS_MS.disqualifiedExit,
  },
  guards: {
    hasInitialSign: ({ context }) => Boolean(context.initialSignId),
    quickOnArrival: ({ context }) => context.quickOnArrival,
    hasTopics: ({ context }) => context.topics.length > 0,
    hasOdduns: ({ context }) => context.selectedOdduns.length > 0,
    isCustom: ({ context }) => context.oddunSet === 'custom',
    isTimed: ({ context }) => Boolean(context.game?.timed),
    covered: ({ context }) => context.covered,
    lastSecond: ({ context }) => (context.secondsLeft ?? 0) <= 1,
    answerGiven: (_, params: { answer: string | string[] }) => !isBlank(params.answer),
    canHint: ({ context }) => currentQuestion(context)?.type === 'type_answer' && context.hint === null,
    hintShown: ({ context }) => context.hint !== null && context.hint.question_id === currentQuestion(context)?.id,
    disqualified: ({ context }) => Boolean(context.feedback?.disqualified),
    wasCorrect: ({ context }) => Boolean(context.feedback?.correct),
    gameOver: ({ context }) => Boolean(context.results) || context.index + 1 >= (context.game?.questions.length ?? 0),
  },
  actions: {
    reset: assign(() => ({ ...settings, ...freshPlay, initialSignId: undefined, quickOnArrival: false })),
    applySettings: assign((_, params: { settings: SignsSettings }) => settingsFrom(params.settings)),
    tellStarted: emit(({ context }) => ({ type: 'gameStarted' as const, settings: startBody(context) })),
    setDifficulty: assign((_, params: { difficulty: Difficulty }) => ({ difficulty: params.difficulty })),
    toggleTopic: assign(({ context }, params: { topic: SignsTopic }) =>
      UNAVAILABLE_TOPICS.includes(params.topic) ? {} : { topics: toggle(context.topics, params.topic), topicsError: false },
    ),
    // 'random' is every topic that has content: all of them, or none when all are chosen.
    toggleAllTopics: assign(({ context }) => ({
      topics: AVAILABLE_TOPICS.every((t) => context.topics.includes(t)) ? [] : [...AVAILABLE_TOPICS],
      topicsError: false,
    })),
    flagTopics: assign({ topicsError: true }),
    setSet: assign((_, params: { set: OddunSet }) => ({ oddunSet: params.set })),
    toggleOddun: assign(({ context }, params: { name: string }) => ({ selectedOdduns: toggle(context.selectedOdduns, params.name), oddunsError: false })),
    selectAllOdduns: assign({ selectedOdduns: () => [...CUSTOM_SIGN_NAMES], oddunsError: false }),
    clearOdduns: assign({ selectedOdduns: () => [] }),
    flagOdduns: assign({ oddunsError: true }),
    setMode: assign((_, params: { mode: SignsGameMode }) => ({ gameMode: params.mode })),
    setCount: assign((_, params: { count: number }) => ({ questionCount: params.count })),
    setTimed: assign((_, params: { timed: boolean }) => ({ timed: params.timed })),
    beginGame: assign(({ context }, params: { response: SignsStart }) => {
      const game = gameFrom(params.response, context.timed);
      return { ...freshPlay, game, secondsLeft: game.timed ? game.timeLimit : null };
    }),
    tellFewerQuestions: emit((_, params: { response: SignsStart }) => ({
      type: 'fewerQuestions' as const,
      built: params.response.available_questions ?? params.response.questions.length,
      requested: params.response.requested_questions,
    })),
    tick: assign({ secondsLeft: ({ context }) => (context.secondsLeft === null ? null : context.secondsLeft - 1) }),
    expire: assign(({ context }) => ({
      secondsLeft: 0,
      submission: { questionId: currentQuestion(context)?.id ?? '', answer: '', isTimeout: true },
    })),
    setSubmission: assign(({ context }, params: { answer: string | string[] }) => ({
      submission: { questionId: currentQuestion(context)?.id ?? '', answer: params.answer, isTimeout: false },
    })),
    clearSubmission: assign({ submission: null }),
    setHint: assign((_, params: { hint: SignsHint }) => ({ hint: params.hint })),
    applyResult: assign(({ context }, params: { result: SignsAnswerResult }) => ({
      feedback: params.result,
      mistakes: params.result.correct || !currentQuestion(context) ? context.mistakes : [...context.mistakes, mistakeFrom(currentQuestion(context)!, params.result)],
      correctCount: context.correctCount + (params.result.correct ? 1 : 0),
      wrongCount: params.result.wrong_answers,
      results: params.result.game_results ?? null,
    })),
    nextQuestion: assign(({ context }) => ({
      index: context.index + 1,
      secondsLeft: context.game?.timed ? context.game.timeLimit : null,
      submission: null,
      feedback: null,
      hint: null,
    })),
  },
}).createMachine({
  id: 'signs',
  context: ({ input }) => ({
    ...settings,
    ...(input.quickStart ? settingsFrom(input.quickStart) : {}),
    ...freshPlay,
    initialSignId: input.initialSignId || undefined,
    quickOnArrival: Boolean(input.quickStart) && !input.initialSignId,
    covered: false,
  }),
  initial: 'boot',
  // Leaving to the menu resets all game state; the clock and the delays belong to the states
  // being left, so they stop with them (spec 4).
  on: {
    MENU: { target: '.menu', actions: 'reset' },
    PAUSE: { actions: assign({ covered: true }) },
    RESUME: { actions: assign({ covered: false }) },
  },
  states: {
    boot: {
      always: [
        { guard: 'hasInitialSign', target: 'study' },
        { guard: 'quickOnArrival', target: 'question_config.starting', actions: assign({ quickOnArrival: false }) },
        { target: 'menu' },
      ],
    },
    menu: {
      on: {
        GAME_MODE: 'difficulty',
        STUDY_MODE: 'study',
        QUICK_START: { target: 'question_config.starting', actions: { type: 'applySettings', params: ({ event }) => event } },
      },
    },
    difficulty: {
      on: {
        SELECT_DIFFICULTY: { target: 'topics', actions: { type: 'setDifficulty', params: ({ event }) => event } },
        // The encyclopedia 'level' skips topics (spec 2).
        ENCYCLOPEDIA: 'study',
        BACK: 'menu',
      },
    },
    topics: {
      on: {
        TOGGLE_TOPIC: { actions: { type: 'toggleTopic', params: ({ event }) => event } },
        TOGGLE_ALL_TOPICS: { actions: 'toggleAllTopics' },
        CONTINUE: [{ guard: 'hasTopics', target: 'odduns' }, { actions: 'flagTopics' }],
        BACK: 'difficulty',
      },
    },
    odduns: {
      on: {
        SELECT_SET: [
          { guard: ({ event }) => event.set === 'custom', target: 'custom_odduns', actions: { type: 'setSet', params: ({ event }) => event } },
          { target: 'question_config', actions: { type: 'setSet', params: ({ event }) => event } },
        ],
        BACK: 'topics',
      },
    },
    custom_odduns: {
      on: {
        TOGGLE_ODDUN: { actions: { type: 'toggleOddun', params: ({ event }) => event } },
        SELECT_ALL_ODDUNS: { actions: 'selectAllOdduns' },
        CLEAR_ODDUNS: { actions: 'clearOdduns' },
        CONTINUE: [{ guard: 'hasOdduns', target: 'question_config' }, { actions: 'flagOdduns' }],
        BACK: 'odduns',
      },
    },
    question_config: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SET_MODE: { actions: { type: 'setMode', params: ({ event }) => event } },
            SET_COUNT: { actions: { type: 'setCount', params: ({ event }) => event } },
            SET_TIMED: { actions: { type: 'setTimed', params: ({ event }) => event } },
            START: 'starting',
            BACK: [{ guard: 'isCustom', target: '#signs.custom_odduns' }, { target: '#signs.odduns' }],
          },
        },
        starting: {
          invoke: {
            src: 'startGame',
            input: ({ context }) => startBody(context),
            onDone: [
              {
                guard: ({ event }) => Boolean(event.output.message),
                target: '#signs.playing',
                actions: [
                  { type: 'beginGame', params: ({ event }) => ({ response: event.output }) },
                  'tellStarted',
                  { type: 'tellFewerQuestions', params: ({ event }) => ({ response: event.output }) },
                ],
              },
              { target: '#signs.playing', actions: [{ type: 'beginGame', params: ({ event }) => ({ response: event.output }) }, 'tellStarted'] },
            ],
            onError: { target: 'editing', actions: emit(({ event }) => ({ type: 'startFailed' as const, error: event.error })) },
          },
        },
      },
    },
    playing: {
      initial: 'question',
      states: {
        question: {
          type: 'parallel',
          on: {
            ANSWER: {
              guard: { type: 'answerGiven', params: ({ event }) => event },
              target: 'submitting',
              actions: { type: 'setSubmission', params: ({ event }) => event },
            },
          },
          states: {
            clock: {
              initial: 'check',
              states: {
                check: { always: [{ guard: 'isTimed', target: 'running' }, { target: 'off' }] },
                // The ticker runs only while the question is open and no dialog covers it.
                running: {
                  invoke: { src: 'ticker' },
                  always: { guard: 'covered', target: 'paused' },
                  on: {
                    // At zero an empty answer flagged as timeout is sent (spec 4).
                    TICK: [
                      { guard: 'lastSecond', target: '#signs.playing.submitting', actions: ['expire', emit({ type: 'timeUp' as const })] },
                      { actions: 'tick' },
                    ],
                  },
                },
                // Under a dialog the seconds left wait; closing it resumes from them (the second
                // under way when it opened starts again whole).
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
              initial: 'check',
              states: {
                check: { always: [{ guard: 'hintShown', target: 'shown' }, { target: 'idle' }] },
                idle: { on: { HINT: { guard: 'canHint', target: 'loading' } } },
                loading: {
                  invoke: {
                    src: 'requestHint',
                    input: ({ context }) => ({ sessionId: context.game?.sessionId ?? '', questionId: currentQuestion(context)?.id ?? '' }),
                    onDone: { target: 'shown', actions: { type: 'setHint', params: ({ event }) => ({ hint: event.output }) } },
                    onError: [
                      { guard: ({ event }) => isSessionGone(event.error), target: '#signs.expired' },
                      { target: 'idle', actions: emit(({ event }) => ({ type: 'hintFailed' as const, error: event.error })) },
                    ],
                  },
                },
                shown: {},
              },
            },
          },
        },
        submitting: {
          invoke: {
            src: 'submitAnswer',
            input: ({ context }) => ({
              session_id: context.game?.sessionId ?? '',
              question_id: context.submission?.questionId ?? '',
              answer: context.submission?.answer ?? '',
              is_timeout: context.submission?.isTimeout ?? false,
            }),
            onDone: { target: 'feedback', actions: { type: 'applyResult', params: ({ event }) => ({ result: event.output }) } },
            onError: [
              // Expired or gone on the server: nothing more can be recorded (issue 10).
              { guard: ({ event }) => isSessionGone(event.error), target: '#signs.expired' },
              // An earlier try of this answer was recorded after all (it timed out on the way):
              // the server will refuse it again, so the game goes on without its feedback.
              { guard: ({ event }) => isAlreadyAnswered(event.error), target: 'next', actions: emit({ type: 'alreadyAnswered' as const }) },
              // The screen stays usable: the same question opens again with the time it had left.
              { target: 'question', actions: ['clearSubmission', emit(({ event }) => ({ type: 'answerFailed' as const, error: event.error }))] },
            ],
          },
        },
        feedback: {
          initial: 'route',
          states: {
            route: {
              always: [{ guard: 'disqualified', target: 'disqualified' }, { guard: 'wasCorrect', target: 'correct' }, { target: 'reading' }],
            },
            correct: { after: { correctAdvance: '#signs.playing.next' } },
            // A wrong answer is read before the game goes on: continue appears after the wait.
            reading: { after: { feedbackContinue: 'ready' } },
            ready: { on: { CONTINUE: '#signs.playing.next' } },
            disqualified: {
              entry: emit({ type: 'disqualified' as const }),
              after: { disqualifiedExit: '#signs.completed' },
            },
          },
        },
        next: { always: [{ guard: 'gameOver', target: '#signs.completed' }, { target: 'question', actions: 'nextQuestion' }] },
      },
    },
    // The session expired (2 h) or is gone on the server: a message and the way back to the
    // menu (the chart-wide MENU); the clock stopped with the playing state it left.
    expired: {},
    completed: {
      entry: emit({ type: 'gameEnded' as const }),
      on: { PLAY_AGAIN: '#signs.question_config.starting' },
    },
    study: {
      on: { BACK: { target: 'menu', actions: assign({ initialSignId: undefined }) } },
    },
  },
});

/** The screen a snapshot is on: its top-level state. */
export const SIGNS_VIEWS = ['menu', 'difficulty', 'topics', 'odduns', 'custom_odduns', 'question_config', 'playing', 'expired', 'completed', 'study'] as const;
export type SignsView = (typeof SIGNS_VIEWS)[number];

export function viewOf(value: unknown): SignsView | 'unknown' {
  const top = typeof value === 'string' ? value : value && typeof value === 'object' ? Object.keys(value)[0] : undefined;
  return (SIGNS_VIEWS as readonly unknown[]).includes(top) ? (top as SignsView) : 'unknown';
}
