import { GAME_DELAYS_MS } from '@ifa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { findRitual } from '../data/rituals';
import { ritualMachine, selectView, type RitualNotice } from './ritual-machine';

function start() {
  const notices: RitualNotice[] = [];
  const actor = createActor(ritualMachine);
  actor.on('*', (notice) => notices.push(notice));
  actor.start();
  return { actor, notices, ctx: () => actor.getSnapshot().context };
}

/** A practice of the basic moyuba (5 steps), started from the beginner level. */
function practising() {
  const run = start();
  run.actor.send({ type: 'CHOOSE_LEVEL', level: 'beginner' });
  run.actor.send({ type: 'START', ritualId: 'basic_moyuba' });
  return run;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ritual machine: menu and learning', () => {
  it('opens on the level menu and goes to learning with any of the four levels', () => {
    for (const [level, opened] of [
      ['beginner', 'basic_moyuba'],
      ['intermediate', 'candle_preparation'],
      ['advanced', 'four_winds'],
      ['expert', 'four_winds'],
    ] as const) {
      const { actor, ctx } = start();
      expect(selectView(actor.getSnapshot())).toBe('menu');
      actor.send({ type: 'CHOOSE_LEVEL', level });
      expect(selectView(actor.getSnapshot())).toBe('learning');
      expect(ctx().level).toBe(level);
      expect(ctx().selectedId).toBe(opened);
      actor.stop();
    }
  });

  it('shows the details of the ritual chosen, ignores an unknown one, and goes back to the menu', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'CHOOSE_LEVEL', level: 'beginner' });
    actor.send({ type: 'SELECT', ritualId: 'four_winds' });
    expect(ctx().selectedId).toBe('four_winds');
    actor.send({ type: 'SELECT', ritualId: 'made_up' });
    expect(ctx().selectedId).toBe('four_winds');
    actor.send({ type: 'BACK' });
    expect(selectView(actor.getSnapshot())).toBe('menu');
  });

  it('ignores practice events outside practice', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'STEP_DONE' });
    actor.send({ type: 'START', ritualId: 'basic_moyuba' });
    expect(selectView(actor.getSnapshot())).toBe('menu');
    actor.send({ type: 'CHOOSE_LEVEL', level: 'beginner' });
    actor.send({ type: 'TICK' });
    actor.send({ type: 'STEP_DONE' });
    expect(selectView(actor.getSnapshot())).toBe('learning');
    expect(ctx()).toMatchObject({ done: 0, elapsed: 0, ritual: null });
  });

  it("says 'Error al iniciar el aprendizaje' and stays in learning when the ritual does not exist", () => {
    const { actor, notices } = start();
    actor.send({ type: 'CHOOSE_LEVEL', level: 'beginner' });
    actor.send({ type: 'START', ritualId: 'made_up' });
    expect(selectView(actor.getSnapshot())).toBe('learning');
    expect(notices).toEqual([{ type: 'startError' }]);
  });
});

describe('ritual machine: practice', () => {
  it('starts on step 1 with the timer at 0 and a practice-started notice', () => {
    const { actor, ctx, notices } = practising();
    expect(actor.getSnapshot().matches({ practice: 'running' })).toBe(true);
    expect(ctx().ritual?.id).toBe('basic_moyuba');
    expect(ctx()).toMatchObject({ done: 0, elapsed: 0, selectedId: 'basic_moyuba' });
    expect(notices).toEqual([{ type: 'practiceStarted' }]);
  });

  it('counts one second at a time while running', () => {
    const { ctx } = practising();
    vi.advanceTimersByTime(999);
    expect(ctx().elapsed).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ctx().elapsed).toBe(1);
    vi.advanceTimersByTime(4000);
    expect(ctx().elapsed).toBe(5);
  });

  it('stops the clock while paused and resumes it on continue', () => {
    const { actor, ctx } = practising();
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'PAUSE' });
    expect(actor.getSnapshot().matches({ practice: 'paused' })).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(ctx().elapsed).toBe(3);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches({ practice: 'running' })).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(ctx().elapsed).toBe(5);
  });

  it('marks a step done, tells the learner which one, and moves to the next', () => {
    const { actor, ctx, notices } = practising();
    actor.send({ type: 'STEP_DONE' });
    expect(ctx().done).toBe(1);
    actor.send({ type: 'STEP_DONE' });
    expect(ctx().done).toBe(2);
    expect(notices).toEqual([{ type: 'practiceStarted' }, { type: 'stepCompleted', step: 1 }, { type: 'stepCompleted', step: 2 }]);
    expect(actor.getSnapshot().matches({ practice: 'running' })).toBe(true);
  });

  it('does not complete steps while paused', () => {
    const { actor, ctx } = practising();
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'STEP_DONE' });
    expect(ctx().done).toBe(0);
  });

  it('completes the ritual on the last step, stops the clock, and returns to learning after 2 s', () => {
    const { actor, ctx, notices } = practising();
    const steps = findRitual('basic_moyuba')!.steps.length;
    vi.advanceTimersByTime(4000);
    for (let i = 0; i < steps; i++) actor.send({ type: 'STEP_DONE' });
    expect(actor.getSnapshot().matches({ practice: 'completed' })).toBe(true);
    expect(ctx().done).toBe(steps);
    expect(notices.at(-1)).toEqual({ type: 'ritualCompleted' });
    expect(notices.filter((n) => n.type === 'stepCompleted')).toHaveLength(steps - 1);

    actor.send({ type: 'STEP_DONE' });
    actor.send({ type: 'RESTART' });
    vi.advanceTimersByTime(GAME_DELAYS_MS.ritualComplete - 1);
    expect(actor.getSnapshot().matches({ practice: 'completed' })).toBe(true);
    expect(ctx()).toMatchObject({ done: steps, elapsed: 4 });

    vi.advanceTimersByTime(1);
    expect(selectView(actor.getSnapshot())).toBe('learning');
    expect(ctx()).toMatchObject({ ritual: null, selectedId: 'basic_moyuba', level: 'beginner' });
  });

  it('restarts at step 1 with the timer at 0, from running and from paused', () => {
    const { actor, ctx } = practising();
    vi.advanceTimersByTime(2500);
    actor.send({ type: 'STEP_DONE' });
    actor.send({ type: 'STEP_DONE' });
    actor.send({ type: 'RESTART' });
    expect(ctx()).toMatchObject({ done: 0, elapsed: 0 });
    // The ticker restarted with the state: a whole second before the first tick.
    vi.advanceTimersByTime(999);
    expect(ctx().elapsed).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ctx().elapsed).toBe(1);

    actor.send({ type: 'STEP_DONE' });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().matches({ practice: 'running' })).toBe(true);
    expect(ctx()).toMatchObject({ done: 0, elapsed: 0 });
    vi.advanceTimersByTime(1000);
    expect(ctx().elapsed).toBe(1);
  });

  it('goes back to learning on Back, from any moment of the practice, and the clock stops', () => {
    for (const prepare of [
      () => undefined,
      (a: ReturnType<typeof practising>['actor']) => a.send({ type: 'PAUSE' }),
      (a: ReturnType<typeof practising>['actor']) => {
        for (let i = 0; i < 5; i++) a.send({ type: 'STEP_DONE' });
      },
    ]) {
      const { actor, ctx, notices } = practising();
      vi.advanceTimersByTime(2000);
      prepare(actor);
      actor.send({ type: 'BACK' });
      expect(selectView(actor.getSnapshot())).toBe('learning');
      expect(ctx()).toMatchObject({ ritual: null, done: 0, elapsed: 0, selectedId: 'basic_moyuba' });
      const count = notices.length;
      vi.advanceTimersByTime(10_000);
      expect(ctx().elapsed).toBe(0);
      expect(selectView(actor.getSnapshot())).toBe('learning');
      expect(notices).toHaveLength(count);
      actor.stop();
    }
  });

  it('practises another ritual afresh after coming back', () => {
    const { actor, ctx, notices } = practising();
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'STEP_DONE' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'START', ritualId: 'four_winds' });
    expect(ctx()).toMatchObject({ done: 0, elapsed: 0, selectedId: 'four_winds' });
    expect(ctx().ritual?.id).toBe('four_winds');
    expect(notices.filter((n) => n.type === 'practiceStarted')).toHaveLength(2);
  });
});

describe("ritual machine: the countdown of a step's suggested duration", () => {
  // The basic moyuba's steps suggest 3, 3, 4, 4 and 3 seconds.
  const inTimeUp = (actor: ReturnType<typeof practising>['actor']) => actor.getSnapshot().matches({ practice: { running: 'timeUp' } });

  it('starts at the first step\'s suggested seconds and counts down one second at a time', () => {
    const { ctx } = practising();
    expect(ctx().stepLeft).toBe(3);
    vi.advanceTimersByTime(999);
    expect(ctx().stepLeft).toBe(3);
    vi.advanceTimersByTime(1);
    expect(ctx().stepLeft).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(ctx().stepLeft).toBe(1);
  });

  it('says the time is met at zero, then stays on the step: the learner moves on, not the clock', () => {
    const { actor, ctx, notices } = practising();
    vi.advanceTimersByTime(2999);
    expect(inTimeUp(actor)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(ctx().stepLeft).toBe(0);
    expect(inTimeUp(actor)).toBe(true);

    vi.advanceTimersByTime(60_000);
    expect(ctx()).toMatchObject({ stepLeft: 0, done: 0, elapsed: 63 });
    expect(actor.getSnapshot().matches({ practice: 'running' })).toBe(true);
    expect(notices).toEqual([{ type: 'practiceStarted' }]);
  });

  it("restarts from the next step's own duration, a whole second first, from mid-count and from a met time", () => {
    const { actor, ctx } = practising();
    vi.advanceTimersByTime(1500);
    actor.send({ type: 'STEP_DONE' });
    expect(ctx()).toMatchObject({ done: 1, stepLeft: 3 });
    vi.advanceTimersByTime(999);
    expect(ctx().stepLeft).toBe(3);
    vi.advanceTimersByTime(1);
    expect(ctx().stepLeft).toBe(2);

    vi.advanceTimersByTime(5000);
    expect(inTimeUp(actor)).toBe(true);
    actor.send({ type: 'STEP_DONE' });
    expect(ctx()).toMatchObject({ done: 2, stepLeft: 4 });
    expect(inTimeUp(actor)).toBe(false);
    vi.advanceTimersByTime(4000);
    expect(inTimeUp(actor)).toBe(true);
  });

  it('leaves the practice clock alone when a step changes mid-second', () => {
    const { actor, ctx } = practising();
    vi.advanceTimersByTime(600);
    actor.send({ type: 'STEP_DONE' });
    vi.advanceTimersByTime(400);
    expect(ctx()).toMatchObject({ elapsed: 1, stepLeft: 3 });
  });

  it('holds while paused and counts on after continue; a met time stays met', () => {
    const { actor, ctx } = practising();
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'PAUSE' });
    vi.advanceTimersByTime(10_000);
    expect(ctx().stepLeft).toBe(2);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches({ practice: { running: 'counting' } })).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(inTimeUp(actor)).toBe(true);

    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'CONTINUE' });
    expect(inTimeUp(actor)).toBe(true);
    expect(ctx().stepLeft).toBe(0);
  });

  it('starts again from the first step on restart, from counting, from a met time and from paused', () => {
    for (const prepare of [
      (a: ReturnType<typeof practising>['actor']) => a.send({ type: 'STEP_DONE' }),
      () => vi.advanceTimersByTime(5000),
      (a: ReturnType<typeof practising>['actor']) => {
        vi.advanceTimersByTime(5000);
        a.send({ type: 'PAUSE' });
      },
    ]) {
      const { actor, ctx } = practising();
      vi.advanceTimersByTime(1000);
      prepare(actor);
      actor.send({ type: 'RESTART' });
      expect(actor.getSnapshot().matches({ practice: { running: 'counting' } })).toBe(true);
      expect(ctx()).toMatchObject({ done: 0, stepLeft: 3 });
      vi.advanceTimersByTime(1000);
      expect(ctx().stepLeft).toBe(2);
      actor.stop();
    }
  });

  it('stops with the practice: on the completed ritual and on Back', () => {
    const { actor, ctx } = practising();
    for (let i = 0; i < 5; i++) actor.send({ type: 'STEP_DONE' });
    expect(ctx().stepLeft).toBe(0);
    actor.send({ type: 'BACK' });
    expect(ctx().stepLeft).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(ctx().stepLeft).toBe(0);

    actor.send({ type: 'START', ritualId: 'candle_preparation' });
    expect(ctx().stepLeft).toBe(10);
  });
});
