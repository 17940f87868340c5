import { GAME_DELAYS_MS } from '@ifa/shared';
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { ticker } from '../../../lib/game-actors';
import { countDown, stepDuration } from '../countdown';
import { findRitual, ritualForLevel, type Ritual, type RitualDifficulty, type RitualId } from '../data/rituals';

/**
 * The rituals flow (spec 2 and 4, 'Rituals'): menu -> learning -> practice -> learning.
 * Rituals make no calls (spec 7), so nothing here is asynchronous except the clocks and the
 * 2 s pause before a completed ritual returns to learning (spec 9). Two clocks run while a
 * step is practised: the practice time (the ticker) and the countdown of the step's suggested
 * duration (issue 27), a one-second delay owned by the step, so that each step's count starts
 * whole however far into a second the learner moved on.
 */

/** What the screen tells the learner as a toast; the page turns each into words. */
export type RitualNotice =
  | { type: 'practiceStarted' }
  | { type: 'stepCompleted'; step: number }
  | { type: 'ritualCompleted' }
  | { type: 'startError' };

export interface RitualContext {
  level: RitualDifficulty | null;
  /** The ritual whose details the learning view shows. */
  selectedId: RitualId | null;
  /** The ritual being practised. */
  ritual: Ritual | null;
  /** Steps completed so far; the current step is the next one. */
  done: number;
  /** Seconds of practice, counted only while not paused. */
  elapsed: number;
  /** Seconds left of the current step's suggested duration; 0 once reached (it never forces the next step). */
  stepLeft: number;
}

export type RitualEvent =
  | { type: 'CHOOSE_LEVEL'; level: RitualDifficulty }
  | { type: 'SELECT'; ritualId: string }
  | { type: 'START'; ritualId: string }
  | { type: 'TICK' }
  | { type: 'PAUSE' }
  | { type: 'CONTINUE' }
  | { type: 'RESTART' }
  | { type: 'STEP_DONE' }
  | { type: 'BACK' };

export const ritualMachine = setup({
  types: {
    context: {} as RitualContext,
    events: {} as RitualEvent,
    emitted: {} as RitualNotice,
  },
  actors: { ticker },
  delays: { ritualComplete: GAME_DELAYS_MS.ritualComplete, second: 1000 },
  guards: {
    knownRitual: ({ event }) => (event.type === 'SELECT' || event.type === 'START') && findRitual(event.ritualId) !== undefined,
    onLastStep: ({ context }) => context.ritual !== null && context.done === context.ritual.steps.length - 1,
    onLastSecond: ({ context }) => context.stepLeft <= 1,
  },
  actions: {
    chooseLevel: assign(({ event }) => {
      if (event.type !== 'CHOOSE_LEVEL') return {};
      return { level: event.level, selectedId: ritualForLevel(event.level).id };
    }),
    select: assign(({ event }) => (event.type === 'SELECT' ? { selectedId: findRitual(event.ritualId)?.id ?? null } : {})),
    beginPractice: assign(({ event }) => {
      const ritual = event.type === 'START' ? (findRitual(event.ritualId) ?? null) : null;
      return { ritual, selectedId: ritual?.id ?? null, done: 0, elapsed: 0, stepLeft: stepDuration(ritual, 0) };
    }),
    resetPractice: assign(({ context }) => ({ done: 0, elapsed: 0, stepLeft: stepDuration(context.ritual, 0) })),
    tick: assign({ elapsed: ({ context }) => context.elapsed + 1 }),
    countDown: assign({ stepLeft: ({ context }) => countDown(context.stepLeft) }),
    // The next step's countdown starts from its own suggested duration (0 past the last step).
    completeStep: assign(({ context }) => ({ done: context.done + 1, stepLeft: stepDuration(context.ritual, context.done + 1) })),
    leavePractice: assign({ ritual: null, done: 0, elapsed: 0, stepLeft: 0 }),
    noticePracticeStarted: emit({ type: 'practiceStarted' } as const),
    noticeStepCompleted: emit(({ context }) => ({ type: 'stepCompleted', step: context.done + 1 }) as const),
    noticeRitualCompleted: emit({ type: 'ritualCompleted' } as const),
    noticeStartError: emit({ type: 'startError' } as const),
  },
}).createMachine({
  id: 'ritual',
  initial: 'menu',
  context: { level: null, selectedId: null, ritual: null, done: 0, elapsed: 0, stepLeft: 0 },
  states: {
    menu: {
      on: { CHOOSE_LEVEL: { target: 'learning', actions: 'chooseLevel' } },
    },
    learning: {
      on: {
        SELECT: { guard: 'knownRitual', actions: 'select' },
        START: [
          { guard: 'knownRitual', target: 'practice', actions: 'beginPractice' },
          // Spec 8's 'Error al iniciar el aprendizaje': only an unknown ritual gets here.
          { actions: 'noticeStartError' },
        ],
        BACK: 'menu',
      },
    },
    practice: {
      initial: 'running',
      entry: 'noticePracticeStarted',
      exit: 'leavePractice',
      on: { BACK: 'learning' },
      states: {
        running: {
          // The clocks live only here: pausing or finishing stops them.
          invoke: { src: 'ticker' },
          initial: 'counting',
          on: {
            TICK: { actions: 'tick' },
            PAUSE: 'paused',
            // Re-entering restarts the ticker, so the first second after a restart is whole.
            RESTART: { target: 'running', reenter: true, actions: 'resetPractice' },
            STEP_DONE: [
              // noticeStepCompleted reads `done` before it grows: the 1-based number of the step.
              { guard: 'onLastStep', target: 'completed', actions: ['completeStep', 'noticeRitualCompleted'] },
              // Only the step's countdown starts again; the practice clock runs on undisturbed.
              { target: '.counting', actions: ['noticeStepCompleted', 'completeStep'] },
            ],
          },
          states: {
            counting: {
              // Re-entered every second: the delay restarts whole after a step change or a pause.
              after: {
                second: [
                  { guard: 'onLastSecond', target: 'timeUp', actions: 'countDown' },
                  { target: 'counting', reenter: true, actions: 'countDown' },
                ],
              },
            },
            // The suggested time is met: the step stays until the learner marks it done.
            timeUp: {},
            // Continue after a pause comes back to counting, or to a time already met.
            resumed: { type: 'history' },
          },
        },
        paused: {
          on: {
            CONTINUE: 'running.resumed',
            RESTART: { target: 'running', actions: 'resetPractice' },
          },
        },
        completed: {
          after: { ritualComplete: '#ritual.learning' },
        },
      },
    },
  },
});

export type RitualSnapshot = SnapshotFrom<typeof ritualMachine>;

/** The screen of spec 2 that a snapshot stands for. */
export const selectView = (s: RitualSnapshot) => (s.matches('menu') ? 'menu' : s.matches('learning') ? 'learning' : 'practice');

/** Where a practice stands: the clocks run only in 'running'. */
export const selectPhase = (s: RitualSnapshot): 'running' | 'paused' | 'completed' =>
  s.matches({ practice: 'paused' }) ? 'paused' : s.matches({ practice: 'completed' }) ? 'completed' : 'running';
