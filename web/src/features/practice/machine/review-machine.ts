import type { ReviewMode, ReviewQuestion } from '@ifa/shared';
import { MSG } from '@ifa/shared/messages';
import { assign, emit, fromPromise, setup } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import { isSessionGone } from '../../../lib/game-errors';
import type { ReviewCompleteBody } from '../api/complete-review';
import type { ReviewHint, ReviewHintBody } from '../api/get-review-hint';
import type { ReviewStart, ReviewStartBody } from '../api/start-review';
import type { ReviewAnswerBody } from '../api/submit-review-answer';
import type { DeviceAnswerResult as ReviewAnswerResult, DeviceResults as ReviewResults } from '../offline/device-review';
import { answerAnywhere, completeAnywhere, hintAnywhere, startReviewAnywhere } from '../offline/review-transport';
import type { BuildPool, PracticeRequest } from '../lib/practice-params';

/**
 * A daily-practice session as a state chart (issue 12; DESIGN.md 5b): the daily review, a
 * 'practise these' session on chosen signs, or the build-the-sign drill. The top-level states
 * are the screens. There is no clock on screen (untimed, WCAG 2.2.1): the chart only notes when
 * each question was shown, so the server can rate a slow right answer 'hard' (and one after a
 * hint). The server decides right and wrong; toasts and the user refresh are emitted events for
 * the page.
 */

export interface ReviewSession {
  id: string;
  mode: ReviewMode;
  questions: ReviewQuestion[];
  /** Cards to review when it started, by the server's one rule (the dashboard's too); `dueCapped`: more than that. */
  dueCount: number;
  dueCapped: boolean;
  newCount: number;
}

export interface ReviewSubmission {
  questionId: string;
  /** read: the chosen name; build: the 8-mark pattern built. */
  answer: string;
  elapsedMs: number;
}

export interface ReviewContext {
  mode: ReviewMode;
  signs: string[] | undefined;
  /** focus: orishas whose facts to practise (My deities). */
  orishas: string[] | undefined;
  /** focus: an assignment of the learner's house; the server knows its signs or orishas. */
  assignment: string | undefined;
  pool: BuildPool | undefined;
  session: ReviewSession | null;
  /** The server's words when there is nothing to practise. */
  message: string | undefined;
  index: number;
  /** When the open question was first shown (ms since the epoch). */
  shownAt: number;
  submission: ReviewSubmission | null;
  feedback: ReviewAnswerResult | null;
  /** The hint asked for the open question (kept until the next one opens). */
  hint: ReviewHint | null;
  /** The question the hint is for. */
  hintFor: string | null;
  answered: number;
  correct: number;
  /** The answers judged wrong, for the end screen's mistakes (issue 34): the question, what was answered, the server's verdict. */
  misses: ReviewMiss[];
  results: ReviewResults | null;
  /** Why the session could not start (shown with a retry). */
  startError: unknown;
}

export type ReviewEvent =
  | { type: 'SET_POOL'; pool: BuildPool }
  | { type: 'START' }
  | { type: 'RETRY' }
  | { type: 'BACK' }
  | { type: 'HINT' }
  /** A new card shown first (DESIGN.md 5b, teach before testing): the learner is ready to be asked. */
  | { type: 'LEARNT' }
  | { type: 'ANSWER'; answer: string }
  | { type: 'CONTINUE' }
  | { type: 'FINISH' }
  | { type: 'AGAIN' };

export type ReviewEmitted =
  | { type: 'answerFailed'; error: unknown }
  | { type: 'hintFailed'; error: unknown }
  /** The answer had been recorded already (a retried request), or the card was reviewed in another session. */
  | { type: 'alreadyAnswered'; elsewhere: boolean }
  | { type: 'completeFailed'; error: unknown }
  | { type: 'completed' };

export type ReviewInput = PracticeRequest;

const freshPlay = {
  session: null,
  message: undefined,
  index: 0,
  shownAt: 0,
  submission: null,
  feedback: null,
  hint: null,
  hintFor: null,
  answered: 0,
  correct: 0,
  misses: [],
  results: null,
  startError: null,
} satisfies Partial<ReviewContext>;

const BUILT = /^[01]{8}$/;

/**
 * The session's title: a house's assignment has its own; a focus session on orishas alone (My
 * deities) is not one on mix-ups.
 */
export const titleOf = (context: Pick<ReviewContext, 'mode' | 'signs' | 'orishas'> & { assignment?: string | undefined }): ReviewMode | 'orishas' | 'assignment' => {
  if (context.mode === 'focus' && context.assignment) return 'assignment';
  return context.mode === 'focus' && context.orishas?.length && !context.signs?.length ? 'orishas' : context.mode;
};

/** The start request: the focus signs (or the assignment) only in a focus session, the pool only in the drill. */
export function startBody(context: Pick<ReviewContext, 'mode' | 'signs' | 'pool'> & { orishas?: string[] | undefined; assignment?: string | undefined }): ReviewStartBody {
  if (context.mode === 'focus' && context.assignment) return { mode: 'focus', assignment: context.assignment };
  if (context.mode === 'focus') return { mode: 'focus', signs: context.signs ?? [], ...(context.orishas?.length ? { orishas: context.orishas as ReviewStartBody['orishas'] } : {}) };
  if (context.mode === 'build') return context.pool ? { mode: 'build', pool: context.pool } : { mode: 'build' };
  return { mode: 'review' };
}

/**
 * The question was answered already: a retried request the server had recorded
 * (`questionAnswered`) or a card reviewed meanwhile in another session (`reviewCardChanged`).
 * Nothing sent for it can succeed, so the session moves on (as the games do).
 */
export const isAnsweredElsewhere = (error: unknown) => error instanceof ApiError && error.status === 409;
const elsewhere = (error: unknown) => error instanceof ApiError && error.detail === MSG.reviewCardChanged;

export const currentQuestion = (context: ReviewContext): ReviewQuestion | undefined => context.session?.questions[context.index];

/** A wrong answer kept for the end screen (issue 34), with the question as it was asked. */
export interface ReviewMiss {
  question: ReviewQuestion;
  answer: string;
  result: ReviewAnswerResult;
}

/** The misses with this answer's, when it was wrong. */
function missAfter(context: ReviewContext, result: ReviewAnswerResult): ReviewMiss[] {
  const question = currentQuestion(context);
  if (result.correct || !question) return context.misses;
  return [...context.misses, { question, answer: context.submission?.answer ?? '', result }];
}

/** A read answer is one of the offered names; a build answer has all eight marks set. */
export function isAnswer(question: ReviewQuestion | undefined, answer: string): boolean {
  if (!question) return false;
  if (question.kind === 'build') return BUILT.test(answer);
  return answer.trim() !== '' && (question.options ?? []).includes(answer);
}

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    emitted: {} as ReviewEmitted,
    input: {} as ReviewInput,
  },
  actors: {
    // On the server, or for a daily review started offline on the device (DESIGN.md 5d).
    startReview: fromPromise<ReviewStart, ReviewStartBody>(({ input }) => startReviewAnywhere(input)),
    submitAnswer: fromPromise<ReviewAnswerResult, ReviewAnswerBody>(({ input }) => answerAnywhere(input)),
    getHint: fromPromise<ReviewHint, ReviewHintBody>(({ input }) => hintAnywhere(input)),
    completeReview: fromPromise<ReviewResults, ReviewCompleteBody>(({ input }) => completeAnywhere(input)),
  },
  guards: {
    isBuild: ({ context }) => context.mode === 'build',
    needsPool: ({ context }) => context.mode === 'build' && !context.pool,
    hasPool: ({ context }) => Boolean(context.pool),
    answerGiven: ({ context }, params: { answer: string }) => isAnswer(currentQuestion(context), params.answer),
    // One hint a question: the server gives the same one again, so asking twice would only cost a write.
    noHintYet: ({ context }) => context.hintFor !== currentQuestion(context)?.id,
    someAnswered: ({ context }) => context.answered > 0,
    lastQuestion: ({ context }) => context.index + 1 >= (context.session?.questions.length ?? 0),
    teaches: ({ context }) => Boolean(currentQuestion(context)?.teach),
  },
  actions: {
    resetPlay: assign(() => ({ ...freshPlay })),
    setPool: assign((_, params: { pool: BuildPool }) => ({ pool: params.pool })),
    beginSession: assign((_, params: { response: ReviewStart }) => ({
      ...freshPlay,
      session: {
        id: params.response.session_id,
        mode: params.response.mode,
        questions: params.response.questions,
        dueCount: params.response.due_count,
        dueCapped: params.response.due_capped,
        newCount: params.response.new_count,
      },
      shownAt: Date.now(),
    })),
    setEmpty: assign((_, params: { response: ReviewStart }) => ({ ...freshPlay, message: params.response.message })),
    setStartError: assign((_, params: { error: unknown }) => ({ startError: params.error })),
    setSubmission: assign(({ context }, params: { answer: string }) => ({
      submission: {
        questionId: currentQuestion(context)?.id ?? '',
        answer: params.answer,
        elapsedMs: Math.max(0, Date.now() - context.shownAt),
      },
    })),
    clearSubmission: assign({ submission: null }),
    setHint: assign(({ context }, params: { hint: ReviewHint }) => ({ hint: params.hint, hintFor: currentQuestion(context)?.id ?? null })),
    // A card forgotten in review comes back at the end of this session (the server's `again`):
    // the session finished leaves nothing due until ts-fsrs's next date (DESIGN.md 5b).
    applyResult: assign(({ context }, params: { result: ReviewAnswerResult }) => ({
      feedback: params.result,
      answered: context.answered + 1,
      correct: context.correct + (params.result.correct ? 1 : 0),
      misses: missAfter(context, params.result),
      ...(params.result.again && context.session
        ? { session: { ...context.session, questions: [...context.session.questions, params.result.again] } }
        : {}),
    })),
    nextQuestion: assign(({ context }) => ({ index: context.index + 1, submission: null, feedback: null, hint: null, hintFor: null, shownAt: Date.now() })),
    // The time of an answer runs from the question, not from the teaching before it.
    markShown: assign({ shownAt: () => Date.now() }),
    setResults: assign((_, params: { results: ReviewResults }) => ({ results: params.results })),
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({ ...freshPlay, mode: input.mode, signs: input.signs, orishas: input.orishas, assignment: input.assignment, pool: input.pool }),
  initial: 'boot',
  states: {
    boot: { always: [{ guard: 'needsPool', target: 'choosing' }, { target: 'starting' }] },
    // The build drill: which signs to build (the signs game's four pools).
    choosing: {
      on: {
        SET_POOL: { actions: { type: 'setPool', params: ({ event }) => event } },
        START: { guard: 'hasPool', target: 'starting' },
      },
    },
    starting: {
      initial: 'sending',
      states: {
        sending: {
          invoke: {
            src: 'startReview',
            input: ({ context }) => startBody(context),
            onDone: [
              {
                guard: ({ event }) => event.output.questions.length === 0,
                target: '#review.empty',
                actions: { type: 'setEmpty', params: ({ event }) => ({ response: event.output }) },
              },
              { target: '#review.session', actions: { type: 'beginSession', params: ({ event }) => ({ response: event.output }) } },
            ],
            onError: { target: 'failed', actions: { type: 'setStartError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The screen says why, with a retry (and the drill's pool chooser to go back to).
        failed: {
          on: {
            RETRY: 'sending',
            BACK: { guard: 'isBuild', target: '#review.choosing' },
          },
        },
      },
    },
    empty: {
      on: { AGAIN: [{ guard: 'isBuild', target: 'choosing', actions: 'resetPlay' }, { target: 'starting', actions: 'resetPlay' }] },
    },
    session: {
      initial: 'entering',
      states: {
        // A card of a sign the learner has never met is shown first, then asked (DESIGN.md 5b).
        entering: { always: [{ guard: 'teaches', target: 'teaching' }, { target: 'question' }] },
        teaching: {
          on: {
            LEARNT: { target: 'question', actions: 'markShown' },
            FINISH: { guard: 'someAnswered', target: '#review.finishing' },
          },
        },
        question: {
          on: {
            ANSWER: {
              guard: { type: 'answerGiven', params: ({ event }) => event },
              target: 'submitting',
              actions: { type: 'setSubmission', params: ({ event }) => event },
            },
            HINT: { guard: 'noHintYet', target: 'hinting' },
            // Ends the session early: what was answered counts (and so does the day).
            FINISH: { guard: 'someAnswered', target: '#review.finishing' },
          },
        },
        // Asking for a hint: no answer meanwhile. The time still runs from the first showing.
        hinting: {
          invoke: {
            src: 'getHint',
            input: ({ context }) => ({ session_id: context.session?.id ?? '', question_id: currentQuestion(context)?.id ?? '' }),
            onDone: { target: 'question', actions: { type: 'setHint', params: ({ event }) => ({ hint: event.output }) } },
            onError: [
              { guard: ({ event }) => isSessionGone(event.error), target: '#review.expired' },
              // The question stays open without a hint; the learner can ask again or answer.
              { target: 'question', actions: emit(({ event }) => ({ type: 'hintFailed' as const, error: event.error })) },
            ],
          },
          on: { FINISH: { guard: 'someAnswered', target: '#review.finishing' } },
        },
        submitting: {
          invoke: {
            src: 'submitAnswer',
            input: ({ context }) => ({
              session_id: context.session?.id ?? '',
              question_id: context.submission?.questionId ?? '',
              answer: context.submission?.answer ?? '',
              elapsed_ms: context.submission?.elapsedMs ?? 0,
            }),
            onDone: { target: 'feedback', actions: { type: 'applyResult', params: ({ event }) => ({ result: event.output }) } },
            onError: [
              // Expired (2 h) or gone on the server: nothing more can be recorded (issue 10).
              { guard: ({ event }) => isSessionGone(event.error), target: '#review.expired' },
              {
                guard: ({ event }) => isAnsweredElsewhere(event.error),
                target: 'next',
                actions: emit(({ event }) => ({ type: 'alreadyAnswered' as const, elsewhere: elsewhere(event.error) })),
              },
              // The same question opens again; its first showing still counts for the time.
              { target: 'question', actions: ['clearSubmission', emit(({ event }) => ({ type: 'answerFailed' as const, error: event.error }))] },
            ],
          },
        },
        // Untimed: the learner reads the feedback and goes on when ready.
        feedback: { on: { CONTINUE: 'next' } },
        next: { always: [{ guard: 'lastQuestion', target: '#review.finishing' }, { target: 'entering', actions: 'nextQuestion' }] },
      },
    },
    finishing: {
      initial: 'sending',
      states: {
        sending: {
          invoke: {
            src: 'completeReview',
            input: ({ context }) => ({ session_id: context.session?.id ?? '' }),
            onDone: {
              target: '#review.completed',
              actions: [{ type: 'setResults', params: ({ event }) => ({ results: event.output }) }, emit({ type: 'completed' as const })],
            },
            onError: [
              { guard: ({ event }) => isSessionGone(event.error), target: '#review.expired' },
              { target: 'failed', actions: emit(({ event }) => ({ type: 'completeFailed' as const, error: event.error })) },
            ],
          },
        },
        failed: { on: { RETRY: 'sending' } },
      },
    },
    // The session expired or is gone: the answers sent so far are kept; a new one can start.
    expired: {
      on: { AGAIN: [{ guard: 'isBuild', target: 'choosing', actions: 'resetPlay' }, { target: 'starting', actions: 'resetPlay' }] },
    },
    completed: {
      on: { AGAIN: [{ guard: 'isBuild', target: 'choosing', actions: 'resetPlay' }, { target: 'starting', actions: 'resetPlay' }] },
    },
  },
});

/** The screen a snapshot is on: its top-level state ('boot' never rests). */
export const REVIEW_VIEWS = ['choosing', 'starting', 'empty', 'session', 'finishing', 'expired', 'completed'] as const;
export type ReviewView = (typeof REVIEW_VIEWS)[number];

export function viewOf(value: unknown): ReviewView | 'unknown' {
  const top = typeof value === 'string' ? value : value && typeof value === 'object' ? Object.keys(value)[0] : undefined;
  return (REVIEW_VIEWS as readonly unknown[]).includes(top) ? (top as ReviewView) : 'unknown';
}
