import type { ReviewQuestion } from '@ifa/shared';
import { MSG } from '@ifa/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import type { ReviewCompleteBody, ReviewResults } from '../api/complete-review';
import type { ReviewHint, ReviewHintBody } from '../api/get-review-hint';
import type { ReviewStart, ReviewStartBody } from '../api/start-review';
import type { ReviewAnswerBody, ReviewAnswerResult } from '../api/submit-review-answer';
import { isAnswer, reviewMachine, startBody, titleOf, viewOf, type ReviewEmitted, type ReviewInput } from './review-machine';
import { selectHint, selectHinting } from './selectors';

const readQuestion = (id: string): ReviewQuestion => ({
  id,
  kind: 'read',
  is_new: false,
  pattern: '11110000',
  options: ['Ogbe Yeku', 'Baba Ejiogbe', 'Oyekun Meji', 'Ogbe Di'],
  seconds: 15,
});
const buildQuestion = (id: string): ReviewQuestion => ({ id, kind: 'build', is_new: true, name: 'Ogbe Yeku', seconds: 30 });

const startResponse = (overrides: Partial<ReviewStart> = {}): ReviewStart => ({
  session_id: 'R1',
  mode: 'review',
  questions: [readQuestion('q1'), buildQuestion('q2')],
  due_count: 1,
  due_capped: false,
  new_count: 1,
  ...overrides,
});

const answerResult = (correct: boolean, overrides: Partial<ReviewAnswerResult> = {}): ReviewAnswerResult => ({
  correct,
  rating: correct ? 'good' : 'again',
  correct_answer: 'Ogbe Yeku',
  correct_pattern: '11110000',
  sign_id: 'ogbe-yeku',
  next_due: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

const results = (overrides: Partial<ReviewResults> = {}): ReviewResults => ({
  answered: 2,
  correct: 1,
  total: 2,
  xp_earned: 5,
  experience_points: 1205,
  streak: { current: 3, best: 3, freezes: 0, today_done: true, today: '2026-01-01' },
  goal: { daily_goal: 50, xp_today: 25 },
  ...overrides,
});

interface Fakes {
  start?: (body: ReviewStartBody) => Promise<ReviewStart>;
  answer?: (body: ReviewAnswerBody) => Promise<ReviewAnswerResult>;
  hint?: (body: ReviewHintBody) => Promise<ReviewHint>;
  complete?: (body: ReviewCompleteBody) => Promise<ReviewResults>;
}

function run(fakes: Fakes = {}, input: ReviewInput = { mode: 'review' }) {
  const start = vi.fn(fakes.start ?? (async () => startResponse()));
  const answer = vi.fn(fakes.answer ?? (async () => answerResult(true)));
  const hint = vi.fn(fakes.hint ?? (async (): Promise<ReviewHint> => ({ right_leg: 'Ogbe', right_column: '1111' })));
  const complete = vi.fn(fakes.complete ?? (async () => results()));
  const machine = reviewMachine.provide({
    actors: {
      startReview: fromPromise(({ input }: { input: ReviewStartBody }) => start(input)),
      submitAnswer: fromPromise(({ input }: { input: ReviewAnswerBody }) => answer(input)),
      getHint: fromPromise(({ input }: { input: ReviewHintBody }) => hint(input)),
      completeReview: fromPromise(({ input }: { input: ReviewCompleteBody }) => complete(input)),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: ReviewEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => viewOf(actor.getSnapshot().value);
  const ctx = () => actor.getSnapshot().context;
  const matches = (state: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) => actor.getSnapshot().matches(state);
  return { actor, start, answer, hint, complete, emitted, view, ctx, matches };
}

/** Lets the fake promises of the invoked actors settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('review session: teach before testing (DESIGN.md 5b)', () => {
  const teach = { pattern: '11110000', name: 'Ogbe Yeku', yoruba_name: 'Ogbè Ọ̀yẹ̀kú', right_leg: 'Ogbe', left_leg: 'Oyekun' };
  const taught = (id: string): ReviewQuestion => ({ ...readQuestion(id), is_new: true, teach });

  it('shows a new sign first, asks it once the learner is ready, and times the answer from the question', async () => {
    const review = run({ start: async () => startResponse({ questions: [taught('q1'), readQuestion('q2')] }) });
    await settle();
    expect(review.matches({ session: 'teaching' })).toBe(true);
    // No answer while the sign is being taught.
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    expect(review.matches({ session: 'teaching' })).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    review.actor.send({ type: 'LEARNT' });
    expect(review.matches({ session: 'question' })).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    expect(review.answer).toHaveBeenCalledWith(expect.objectContaining({ question_id: 'q1', elapsed_ms: 3_000 }));
    review.actor.send({ type: 'CONTINUE' });
    // The next card is known: asked at once.
    expect(review.matches({ session: 'question' })).toBe(true);
  });

  it('teaches a new card that comes later in the session too', async () => {
    const review = run({ start: async () => startResponse({ questions: [readQuestion('q1'), taught('q2')] }) });
    await settle();
    expect(review.matches({ session: 'question' })).toBe(true);
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    review.actor.send({ type: 'CONTINUE' });
    expect(review.matches({ session: 'teaching' })).toBe(true);
  });
});

describe('review session: start', () => {
  it('starts a daily review at once and opens the first question', async () => {
    const review = run();
    expect(review.view()).toBe('starting');
    await settle();
    expect(review.start).toHaveBeenCalledWith({ mode: 'review' });
    expect(review.view()).toBe('session');
    expect(review.matches({ session: 'question' })).toBe(true);
    expect(review.ctx().session?.questions).toHaveLength(2);
  });

  it('sends the focus signs in a focus session and nothing else', async () => {
    const review = run({}, { mode: 'focus', signs: ['ogbe-di', 'odi-ogbe'] });
    await settle();
    expect(review.start).toHaveBeenCalledWith({ mode: 'focus', signs: ['ogbe-di', 'odi-ogbe'] });
    expect(startBody({ mode: 'review', signs: ['x1'], pool: 64 })).toEqual({ mode: 'review' });
  });

  it('sends only the assignment in a session on a house\'s assignment, under its own title', async () => {
    const review = run({}, { mode: 'focus', assignment: 'a-1' });
    await settle();
    expect(review.start).toHaveBeenCalledWith({ mode: 'focus', assignment: 'a-1' });
    expect(titleOf(review.ctx())).toBe('assignment');
    expect(titleOf({ mode: 'focus', signs: [], orishas: ['oshun'] })).toBe('orishas');
    expect(titleOf({ mode: 'focus', signs: ['ogbe-di'], orishas: undefined })).toBe('focus');
  });

  it('asks the drill for its pool before starting, and sends it', async () => {
    const review = run({}, { mode: 'build' });
    expect(review.view()).toBe('choosing');
    review.actor.send({ type: 'START' });
    expect(review.view()).toBe('choosing');
    review.actor.send({ type: 'SET_POOL', pool: 64 });
    review.actor.send({ type: 'START' });
    await settle();
    expect(review.start).toHaveBeenCalledWith({ mode: 'build', pool: 64 });
    expect(review.view()).toBe('session');
  });

  it('a drill link that names its pool starts at once', async () => {
    const review = run({}, { mode: 'build', pool: 16 });
    await settle();
    expect(review.start).toHaveBeenCalledWith({ mode: 'build', pool: 16 });
  });

  it('shows the server message when there is nothing to practise', async () => {
    const review = run({ start: async () => startResponse({ questions: [], due_count: 0, new_count: 0, message: MSG.reviewNothing }) });
    await settle();
    expect(review.view()).toBe('empty');
    expect(review.ctx().message).toBe(MSG.reviewNothing);
  });

  it('keeps a failed start on screen with a retry, and the drill can go back to its pools', async () => {
    let fail = true;
    const review = run(
      {
        start: async () => {
          if (fail) throw new ApiError(503, MSG.serviceUnavailable);
          return startResponse({ mode: 'build' });
        },
      },
      { mode: 'build', pool: 128 },
    );
    await settle();
    expect(review.matches({ starting: 'failed' })).toBe(true);
    expect(review.ctx().startError).toBeInstanceOf(ApiError);
    fail = false;
    review.actor.send({ type: 'RETRY' });
    await settle();
    expect(review.view()).toBe('session');

    const other = run({ start: async () => Promise.reject(new Error('x')) }, { mode: 'build', pool: 16 });
    await settle();
    other.actor.send({ type: 'BACK' });
    expect(other.view()).toBe('choosing');
    expect(other.ctx().pool).toBe(16);
  });
});

describe('review session: answering', () => {
  it('sends the chosen name with the time the question was shown, then shows the feedback until continue', async () => {
    const review = run();
    await settle();
    vi.advanceTimersByTime(4_200);
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    expect(review.matches({ session: 'submitting' })).toBe(true);
    await settle();
    expect(review.answer).toHaveBeenCalledWith({ session_id: 'R1', question_id: 'q1', answer: 'Ogbe Yeku', elapsed_ms: 4_200 });
    expect(review.matches({ session: 'feedback' })).toBe(true);
    expect(review.ctx().feedback?.rating).toBe('good');
    // Untimed: the feedback waits for the learner, however long they read.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(review.matches({ session: 'feedback' })).toBe(true);
    review.actor.send({ type: 'CONTINUE' });
    expect(review.ctx().index).toBe(1);
    expect(review.matches({ session: 'question' })).toBe(true);
  });

  it('keeps each wrong answer with its question for the end screen, none of the right ones, and forgets them on a new session', async () => {
    let n = 0;
    const review = run({ answer: async () => (++n === 1 ? answerResult(false) : answerResult(true)) });
    await settle();
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Di' });
    await settle();
    expect(review.ctx().misses).toEqual([{ question: readQuestion('q1'), answer: 'Ogbe Di', result: answerResult(false) }]);
    review.actor.send({ type: 'CONTINUE' });
    review.actor.send({ type: 'ANSWER', answer: '11110000' });
    await settle();
    expect(review.ctx().misses).toHaveLength(1);
    review.actor.send({ type: 'CONTINUE' });
    await settle();
    expect(review.view()).toBe('completed');
    expect(review.ctx().misses).toHaveLength(1);
    review.actor.send({ type: 'AGAIN' });
    expect(review.ctx().misses).toEqual([]);
  });

  it('times each question from its own showing', async () => {
    const review = run();
    await settle();
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    vi.advanceTimersByTime(60_000); // reading the feedback does not count
    review.actor.send({ type: 'CONTINUE' });
    vi.advanceTimersByTime(9_000);
    review.actor.send({ type: 'ANSWER', answer: '11110000' });
    await settle();
    expect(review.answer).toHaveBeenLastCalledWith(expect.objectContaining({ question_id: 'q2', answer: '11110000', elapsed_ms: 9_000 }));
  });

  it('refuses an answer that is not one: a name not offered, an unfinished opón', async () => {
    const review = run();
    await settle();
    review.actor.send({ type: 'ANSWER', answer: 'Otura Meji' });
    review.actor.send({ type: 'ANSWER', answer: '' });
    expect(review.matches({ session: 'question' })).toBe(true);
    expect(review.answer).not.toHaveBeenCalled();
    expect(isAnswer(buildQuestion('b'), '1111-000')).toBe(false);
    expect(isAnswer(buildQuestion('b'), '11110000')).toBe(true);
    expect(isAnswer(readQuestion('r'), 'Baba Ejiogbe')).toBe(true);
  });

  it('keeps the question open after a failed answer, counting the time from its first showing', async () => {
    let fail = true;
    const review = run({
      answer: async () => {
        if (fail) throw new ApiError(503, MSG.serviceUnavailable);
        return answerResult(false);
      },
    });
    await settle();
    vi.advanceTimersByTime(3_000);
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Di' });
    await settle();
    expect(review.matches({ session: 'question' })).toBe(true);
    expect(review.ctx().submission).toBeNull();
    expect(review.emitted.map((e) => e.type)).toContain('answerFailed');
    fail = false;
    vi.advanceTimersByTime(2_000);
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Di' });
    await settle();
    expect(review.answer).toHaveBeenLastCalledWith(expect.objectContaining({ elapsed_ms: 5_000 }));
    expect(review.ctx().correct).toBe(0);
    expect(review.ctx().answered).toBe(1);
  });

  it.each([
    ['recorded already (409)', () => new ApiError(409, MSG.questionAnswered), false],
    ['reviewed in another session (409)', () => new ApiError(409, MSG.reviewCardChanged), true],
  ])('skips a question %s and says so', async (_, error, elsewhere) => {
    const review = run({ answer: async () => Promise.reject(error()) });
    await settle();
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    expect(review.emitted).toContainEqual({ type: 'alreadyAnswered', elsewhere });
    expect(review.ctx().index).toBe(1);
    expect(review.matches({ session: 'question' })).toBe(true);
  });

  it.each([
    ['expired (410)', () => new ApiError(410, MSG.reviewExpired)],
    ['gone (404)', () => new ApiError(404, MSG.reviewNotFound)],
  ])('ends on the expired screen when the session is %s, and can start another', async (_, error) => {
    const review = run({ answer: async () => Promise.reject(error()) });
    await settle();
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    expect(review.view()).toBe('expired');
    review.actor.send({ type: 'AGAIN' });
    await settle();
    expect(review.start).toHaveBeenCalledTimes(2);
    expect(review.view()).toBe('session');
    expect(review.ctx().index).toBe(0);
  });
});

describe('review session: hints', () => {
  it('asks for a hint for the open question and keeps it on that question only', async () => {
    const review = run();
    await settle();
    vi.advanceTimersByTime(2_000);
    review.actor.send({ type: 'HINT' });
    expect(selectHinting(review.actor.getSnapshot())).toBe(true);
    // No answer while the hint is on its way.
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    expect(review.hint).toHaveBeenCalledWith({ session_id: 'R1', question_id: 'q1' });
    expect(review.answer).not.toHaveBeenCalled();
    expect(review.matches({ session: 'question' })).toBe(true);
    expect(selectHint(review.actor.getSnapshot())).toEqual({ right_leg: 'Ogbe', right_column: '1111' });
    expect(review.ctx().hintFor).toBe('q1');

    // The hint stays through the answer and its feedback; the time still counts from the first showing.
    vi.advanceTimersByTime(3_000);
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    expect(review.answer).toHaveBeenCalledWith(expect.objectContaining({ question_id: 'q1', elapsed_ms: 5_000 }));
    expect(review.matches({ session: 'feedback' })).toBe(true);
    expect(selectHint(review.actor.getSnapshot())).not.toBeNull();

    review.actor.send({ type: 'CONTINUE' });
    expect(review.ctx().index).toBe(1);
    expect(review.ctx().hint).toBeNull();
    expect(selectHint(review.actor.getSnapshot())).toBeNull();
    // The next question can have its own.
    review.actor.send({ type: 'HINT' });
    await settle();
    expect(review.hint).toHaveBeenLastCalledWith({ session_id: 'R1', question_id: 'q2' });
    expect(review.ctx().hintFor).toBe('q2');
  });

  it('sends one request however often the hint is asked for', async () => {
    const review = run();
    await settle();
    review.actor.send({ type: 'HINT' });
    review.actor.send({ type: 'HINT' });
    await settle();
    review.actor.send({ type: 'HINT' });
    await settle();
    expect(review.hint).toHaveBeenCalledTimes(1);
    expect(review.matches({ session: 'question' })).toBe(true);
  });

  it('keeps the question open without a hint when it fails, and the hint can be asked again', async () => {
    let fail = true;
    const review = run({
      hint: async () => {
        if (fail) throw new ApiError(503, MSG.serviceUnavailable);
        return { removed: ['Ogbe Di', 'Oyekun Meji'] };
      },
    });
    await settle();
    review.actor.send({ type: 'HINT' });
    await settle();
    expect(review.matches({ session: 'question' })).toBe(true);
    expect(review.ctx().hint).toBeNull();
    expect(review.emitted.filter((e) => e.type === 'hintFailed')).toHaveLength(1);
    fail = false;
    review.actor.send({ type: 'HINT' });
    await settle();
    expect(review.hint).toHaveBeenCalledTimes(2);
    expect(selectHint(review.actor.getSnapshot())).toEqual({ removed: ['Ogbe Di', 'Oyekun Meji'] });
  });

  it.each([
    ['expired (410)', () => new ApiError(410, MSG.reviewExpired)],
    ['gone (404)', () => new ApiError(404, MSG.reviewNotFound)],
  ])('ends on the expired screen when the session is %s, and a new session has no hint', async (_, error) => {
    let fail = true;
    const review = run({ hint: async () => (fail ? Promise.reject(error()) : { right_leg: 'Ogbe', right_column: '1111' }) });
    await settle();
    review.actor.send({ type: 'HINT' });
    await settle();
    expect(review.view()).toBe('expired');
    expect(review.emitted.map((e) => e.type)).not.toContain('hintFailed');
    fail = false;
    review.actor.send({ type: 'AGAIN' });
    await settle();
    expect(review.view()).toBe('session');
    expect(review.ctx().hint).toBeNull();
    review.actor.send({ type: 'HINT' });
    await settle();
    expect(review.ctx().hint).not.toBeNull();
  });

  it('starts a new session without the last one\'s hint', async () => {
    const review = run({ start: async () => startResponse({ questions: [readQuestion('q1')] }) });
    await settle();
    review.actor.send({ type: 'HINT' });
    await settle();
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    review.actor.send({ type: 'CONTINUE' });
    await settle();
    expect(review.view()).toBe('completed');
    review.actor.send({ type: 'AGAIN' });
    await settle();
    // The same question id in the new session: the old hint must not show on it.
    expect(review.ctx().index).toBe(0);
    expect(review.ctx().hint).toBeNull();
    expect(selectHint(review.actor.getSnapshot())).toBeNull();
  });
});

describe('review session: the end', () => {
  async function answerAll(review: ReturnType<typeof run>) {
    await settle();
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    review.actor.send({ type: 'CONTINUE' });
    review.actor.send({ type: 'ANSWER', answer: '00001111' });
    await settle();
    review.actor.send({ type: 'CONTINUE' });
  }

  it('completes after the last question and shows the results', async () => {
    const review = run({ answer: async (body) => answerResult(body.answer === 'Ogbe Yeku') });
    await answerAll(review);
    await settle();
    expect(review.complete).toHaveBeenCalledWith({ session_id: 'R1' });
    expect(review.view()).toBe('completed');
    expect(review.ctx().results?.streak.current).toBe(3);
    expect(review.ctx().correct).toBe(1);
    expect(review.emitted.map((e) => e.type)).toContain('completed');
  });

  it('asks a forgotten card again at the end of the session before completing (nothing left due)', async () => {
    const again = readQuestion('q1.2');
    const review = run({ answer: async (body) => (body.question_id === 'q1' ? answerResult(false, { again }) : answerResult(true)) });
    await answerAll(review);
    await settle();
    // The card the server sent back is the third question: the session is not over yet.
    expect(review.complete).not.toHaveBeenCalled();
    expect(review.ctx().session?.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q1.2']);
    expect(review.view()).toBe('session');
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    review.actor.send({ type: 'CONTINUE' });
    await settle();
    expect(review.answer).toHaveBeenLastCalledWith(expect.objectContaining({ question_id: 'q1.2' }));
    expect(review.complete).toHaveBeenCalledWith({ session_id: 'R1' });
    expect(review.view()).toBe('completed');
  });

  it('retries a failed completion without losing the session', async () => {
    let fail = true;
    const review = run({
      complete: async () => {
        if (fail) throw new ApiError(503, MSG.serviceUnavailable);
        return results();
      },
    });
    await answerAll(review);
    await settle();
    expect(review.matches({ finishing: 'failed' })).toBe(true);
    expect(review.emitted.map((e) => e.type)).toContain('completeFailed');
    fail = false;
    review.actor.send({ type: 'RETRY' });
    await settle();
    expect(review.view()).toBe('completed');
    expect(review.complete).toHaveBeenCalledTimes(2);
  });

  it('can finish early once something was answered, not before', async () => {
    const review = run();
    await settle();
    review.actor.send({ type: 'FINISH' });
    expect(review.view()).toBe('session');
    review.actor.send({ type: 'ANSWER', answer: 'Ogbe Yeku' });
    await settle();
    review.actor.send({ type: 'CONTINUE' });
    review.actor.send({ type: 'FINISH' });
    await settle();
    expect(review.view()).toBe('completed');
  });

  it('"review more" starts a new session; the drill goes back to its pools', async () => {
    const review = run();
    await answerAll(review);
    await settle();
    review.actor.send({ type: 'AGAIN' });
    expect(review.view()).toBe('starting');
    await settle();
    expect(review.ctx().results).toBeNull();
    expect(review.ctx().answered).toBe(0);

    const drill = run({ start: async () => startResponse({ mode: 'build', questions: [buildQuestion('b1')] }) }, { mode: 'build', pool: 256 });
    await settle();
    drill.actor.send({ type: 'ANSWER', answer: '11110000' });
    await settle();
    drill.actor.send({ type: 'CONTINUE' });
    await settle();
    expect(drill.view()).toBe('completed');
    drill.actor.send({ type: 'AGAIN' });
    expect(drill.view()).toBe('choosing');
    expect(drill.ctx().pool).toBe(256);
  });
});
