import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  MasteryResponse,
  PRACTICE,
  PracticeSummaryResponse,
  ReviewAnswerResponse,
  ReviewCompleteResponse,
  ReviewHintResponse,
  ReviewStartResponse,
  SignOfDayResponse,
  OrishaStartResponse,
  SignsStartResponse,
  type CardKind,
} from '@ifa/shared';
import { Rating, createEmptyCard, fsrs, type Card } from 'ts-fsrs';
import { SCHEDULER_PARAMETERS } from '../../src/domain/practice/schedule.js';
import { useApi } from '../support/api.js';

/**
 * Daily practice (issue 12) through the real handlers and DynamoDB Local: a game's signs come
 * back due the next day and move as ts-fsrs says, an answer counts once, a freeze is bought and
 * spent once under parallel requests, the build drill explains swapped legs, and the sign of the
 * day is the same for everyone. The clock is moved with vitest's fake Date (timers stay real).
 */
const api = useApi();

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
});

afterEach(() => {
  vi.useRealTimers();
});

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

async function answersOf(sessionId: string) {
  const { loadGameSession } = await import('../../src/data/game-sessions.js');
  const loaded = await loadGameSession(sessionId);
  return new Map(loaded!.questions.map((q) => [q.id, q]));
}

async function cardOf(userId: string, signId: string, kind: CardKind) {
  const { getCard } = await import('../../src/data/cards.js');
  return getCard(userId, signId, kind, true);
}

async function setProfile(userId: string, fields: Record<string, unknown>) {
  const { ddb, TABLE } = await import('../../src/lib/ddb.js');
  const { userKey } = await import('../../src/data/keys.js');
  const names = Object.keys(fields);
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: userKey(userId),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, fields[n]])),
    }),
  );
}

const start = (token: string, body: Record<string, unknown>) => api.call('POST', '/practice/review/start', { token, body });
const answer = (token: string, body: Record<string, unknown>) => api.call('POST', '/practice/review/answer', { token, body });
const complete = (token: string, sessionId: string) => api.call('POST', '/practice/review/complete', { token, body: { session_id: sessionId } });
const summary = async (token: string) => PracticeSummaryResponse.parse((await api.call('GET', '/practice/summary', { token })).body);

/** What ts-fsrs itself schedules (the same parameters as the product: DESIGN.md 5b). */
const reference = fsrs(SCHEDULER_PARAMETERS);

describe('a learner who plays a Signs game', () => {
  it('finds its signs due the next day, and answering moves their dates as ts-fsrs says', async () => {
    at('2026-11-20T10:00:00Z');
    const { access_token, user } = await api.registerUser({ time_zone: 'Europe/Madrid' } as never);
    const game = SignsStartResponse.parse(
      (
        await api.call('POST', '/games/ifa-signs/start', {
          token: access_token,
          body: { difficulty: 'beginner', topics: ['recognition'], oddun_set: 'meyi', question_count: 10, game_mode: 'multiple_choice' },
        })
      ).body,
    );
    const key = await answersOf(game.session_id);
    for (const q of game.questions) {
      const right = key.get(q.id)!.correct_answers;
      const res = await api.call('POST', '/games/ifa-signs/answer', {
        token: access_token,
        body: { session_id: game.session_id, question_id: q.id, answer: q.is_multiple_answer ? right : right[0]! },
      });
      expect(res.status, res.text).toBe(200);
    }
    const met = new Set([...key.values()].map((q) => q.sign_id!));
    expect(met.size).toBeGreaterThan(0);
    const today = await summary(access_token);
    expect(today.streak).toMatchObject({ current: 1, today_done: true, today: '2026-11-20' });
    expect(today.goal.xp_today).toBeGreaterThan(0);

    // The next morning: the game's signs are new cards, not 'to review' (DESIGN.md 5b); their read
    // cards come first, each sign's build card waits for another day (siblings buried).
    at('2026-11-21T08:00:00Z');
    const session = ReviewStartResponse.parse((await start(access_token, { mode: 'review' })).body);
    expect(session.due_count).toBe(0);
    const dueQuestions = session.questions.slice(0, met.size);
    expect(dueQuestions.every((q) => q.is_new && q.kind === 'read')).toBe(true);
    expect(session.questions.some((q) => q.kind === 'build')).toBe(false);
    expect(JSON.stringify(session)).not.toMatch(/correct|sign_id|baba-ejiogbe/);
    const { loadReviewSessionForTest } = await import('../support/practice.js');
    const stored = await loadReviewSessionForTest(session.session_id);

    for (const q of dueQuestions) {
      const storedQ = stored.questions.find((s) => s.id === q.id)!;
      const before = (await cardOf(user.id, storedQ.subject_id, q.kind))!;
      const reply = q.kind === 'read' ? (await import('../support/practice.js')).rightName(storedQ.position) : (await import('../support/practice.js')).patternOf(storedQ.position);
      const res = await answer(access_token, { session_id: session.session_id, question_id: q.id, answer: reply, elapsed_ms: 3000 });
      expect(res.status, res.text).toBe(200);
      const body = ReviewAnswerResponse.parse(res.body);
      expect(body).toMatchObject({ correct: true, rating: 'good', sign_id: storedQ.subject_id });
      const expected = reference.next(createEmptyCard(new Date(before.state.due)) as Card, new Date('2026-11-21T08:00:00Z'), Rating.Good).card;
      const after = (await cardOf(user.id, storedQ.subject_id, q.kind))!;
      expect(after.state.due).toBe(expected.due.toISOString());
      expect(body.next_due).toBe(expected.due.toISOString());
      expect(after.state).toMatchObject({ reps: expected.reps, state: expected.state, stability: expected.stability, difficulty: expected.difficulty });
    }
    const done = ReviewCompleteResponse.parse((await complete(access_token, session.session_id)).body);
    expect(done).toMatchObject({ answered: dueQuestions.length, correct: dueQuestions.length, xp_earned: dueQuestions.length * PRACTICE.xpPerReviewAnswer });
    expect(done.streak).toMatchObject({ current: 2, today: '2026-11-21', today_done: true });
    // The learner's total XP after the session, for the level bar (issue 27).
    const me = await api.call('GET', '/auth/me', { token: access_token });
    expect(done.experience_points).toBe(me.body.experience_points);
    // Completing again pays nothing more.
    const again = ReviewCompleteResponse.parse((await complete(access_token, session.session_id)).body);
    expect(again.goal.xp_today).toBe(done.goal.xp_today);
  });
});

describe('a learner who plays an Orisha game', () => {
  it('finds the facts it asked due as fact cards the next day, asked anew and checked on the server', async () => {
    at('2026-11-20T10:00:00Z');
    const { access_token, user } = await api.registerUser({ time_zone: 'America/Havana' } as never);
    const game = OrishaStartResponse.parse((await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors', { token: access_token })).body);
    const key = await answersOf(game.session_id);
    for (const q of game.questions) {
      const right = key.get(q.id)!.correct_answers;
      const res = await api.call('POST', `/games/${game.session_id}/answer`, {
        token: access_token,
        body: { question_id: q.id, answer: right[0], ...(q.is_multiple_answer ? { answers: right } : {}) },
      });
      expect(res.status, res.text).toBe(200);
    }
    expect((await api.call('GET', `/games/${game.session_id}/complete`, { token: access_token })).status).toBe(200);
    const facts = new Set([...key.values()].map((q) => q.fact!));
    expect([...facts].every((f) => /^[a-z-]+\.colors$/.test(f))).toBe(true);

    // The next morning: one fact card per orisha asked about, due, asked with fresh options.
    at('2026-11-21T08:00:00Z');
    const session = ReviewStartResponse.parse((await start(access_token, { mode: 'review' })).body);
    const asked = session.questions.filter((q) => q.kind === 'fact');
    expect(asked).toHaveLength(facts.size);
    // New cards (never answered): introduced within the daily limit, not counted 'to review'.
    expect(asked.every((q) => q.is_new)).toBe(true);
    expect(session.due_count).toBe(0);
    for (const q of asked) {
      expect(q.prompt).toMatch(/^¿Qué color se asocia con .+\?$/);
      expect(q.options).toHaveLength(4);
    }
    // Neither the fact asked nor its answer reaches the browser.
    expect(JSON.stringify(session)).not.toMatch(/correct|answer|\.colors/);

    const { loadReviewSessionForTest } = await import('../support/practice.js');
    const stored = await loadReviewSessionForTest(session.session_id);
    const { ORISHAS, topicValues } = await import('../../src/content/orishas.js');
    const storedOf = (id: string) => stored.questions.find((s) => s.id === id)!;
    const [first, second, third] = asked;

    // Right, named in English on a Spanish screen: any value true of the orisha counts.
    const firstStored = storedOf(first!.id);
    const orisha = ORISHAS.find((o) => `${o.id}.colors` === firstStored.subject_id)!;
    const english = topicValues(orisha, 'colors', 'en')[0]!;
    const before = (await cardOf(user.id, firstStored.subject_id, 'fact'))!;
    const right = await answer(access_token, { session_id: session.session_id, question_id: first!.id, answer: english, elapsed_ms: 2000 });
    expect(right.status, right.text).toBe(200);
    const rightBody = ReviewAnswerResponse.parse(right.body);
    expect(rightBody).toMatchObject({ correct: true, rating: 'good', correct_answer: firstStored.answer });
    expect(rightBody.correct_pattern).toBeUndefined();
    const now = new Date('2026-11-21T08:00:00Z');
    const expected = reference.next(createEmptyCard(new Date(before.state.due)) as Card, now, Rating.Good).card;
    const after = (await cardOf(user.id, firstStored.subject_id, 'fact'))!;
    expect(after.state).toMatchObject({ due: expected.due.toISOString(), reps: expected.reps, state: expected.state, stability: expected.stability });

    // Wrong: an option other than the one shown as right is never true of the orisha.
    const secondStored = storedOf(second!.id);
    const wrongChoice = second!.options!.find((o) => o !== secondStored.answer)!;
    const wrong = ReviewAnswerResponse.parse((await answer(access_token, { session_id: session.session_id, question_id: second!.id, answer: wrongChoice })).body);
    expect(wrong).toMatchObject({ correct: false, rating: 'again', correct_answer: secondStored.answer });

    // Sent three times at once: counted once.
    const thirdStored = storedOf(third!.id);
    const replies = await Promise.all(
      Array.from({ length: 3 }, () => answer(access_token, { session_id: session.session_id, question_id: third!.id, answer: thirdStored.answer! })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await cardOf(user.id, thirdStored.subject_id, 'fact'))!.state.reps).toBe(1);

    const done = ReviewCompleteResponse.parse((await complete(access_token, session.session_id)).body);
    expect(done).toMatchObject({ answered: 3, correct: 2 });
  });
});

describe('the cards of what a game met', () => {
  it('are written only where the learner has none: a card met again keeps its schedule and costs no refused write', async () => {
    const { createMetCards } = await import('../../src/data/cards.js');
    const { metCardState } = await import('../../src/domain/practice/new-card.js');
    const { requestsSent } = await import('../support/requests.js');
    const { user } = await api.registerUser();
    const first = new Date('2026-11-20T10:00:00Z');
    expect(await createMetCards(user.id, { signs: ['baba-ejiogbe', 'oyekun-meji'], facts: ['oshun.colors'] }, metCardState(first))).toBe(5);

    // The next game meets two of those signs again, one new sign and the same fact: the seven
    // cards are read in one request (0.5 RCU each), and only the new sign's two are put; none is
    // refused because it existed (a refused conditional write still costs 1 WCU).
    let created = 0;
    const sent = await requestsSent(async () => {
      created = await createMetCards(user.id, { signs: ['baba-ejiogbe', 'iwori-meji', 'oyekun-meji'], facts: ['oshun.colors'] }, metCardState(new Date('2026-11-22T10:00:00Z')));
    });
    expect(created).toBe(2);
    expect(sent).toEqual(['BatchGetItem 7', 'PutItem', 'PutItem']);
    expect((await cardOf(user.id, 'baba-ejiogbe', 'read'))!.state.due).toBe(first.toISOString());
    expect((await cardOf(user.id, 'iwori-meji', 'build'))!.state.due).toBe('2026-11-22T10:00:00.000Z');
  });
});

/**
 * A focus session on a sign whose read card the learner has answered: the one planner then
 * serves both cards, the build card first (a sign new on both sides is introduced by its read card).
 */
async function metSignSession(token: string, sign: string) {
  const first = ReviewStartResponse.parse((await start(token, { mode: 'focus', signs: [sign] })).body);
  expect(first.questions.map((q) => [q.kind, Boolean(q.teach)])).toEqual([['read', true]]);
  const read = first.questions[0]!;
  expect((await answer(token, { session_id: first.session_id, question_id: read.id, answer: 'x', elapsed_ms: 2000 })).status).toBe(200);
  const session = ReviewStartResponse.parse((await start(token, { mode: 'focus', signs: [sign] })).body);
  expect(session.questions.map((q) => q.kind)).toEqual(['build', 'read']);
  // Met now: its build card is new but the sign is not, so it is asked without teaching.
  expect(session.questions.some((q) => q.teach)).toBe(false);
  return session;
}

describe('review answers', () => {
  it('a twice-sent answer updates its card once', async () => {
    const { access_token, user } = await api.registerUser();
    const session = await metSignSession(access_token, 'ogbe-yeku');
    const q = session.questions.find((x) => x.kind === 'build')!;
    const body = { session_id: session.session_id, question_id: q.id, answer: '11110000', elapsed_ms: 2000 };
    const replies = await Promise.all([answer(access_token, body), answer(access_token, body), answer(access_token, body)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(replies.find((r) => r.status === 409)!.body.detail).toBe(MSG.questionAnswered);
    const card = (await cardOf(user.id, 'ogbe-yeku', 'build'))!;
    expect(card.state.reps).toBe(1);
  });

  it('counts an answer to a new card another session made or reserved at the same moment, and refuses one reviewed elsewhere', async () => {
    const { access_token, user } = await api.registerUser();
    const session = ReviewStartResponse.parse((await start(access_token, { mode: 'focus', signs: ['ogbe-yeku'] })).body);
    const read = session.questions[0]!;
    // Another session started at that moment wrote the same new card a moment later, answering nothing.
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb, TABLE } = await import('../../src/lib/ddb.js');
    const { cardKey } = await import('../../src/data/keys.js');
    const { createCardIfAbsent } = await import('../../src/data/cards.js');
    const { newCardState } = await import('../../src/domain/practice/schedule.js');
    await ddb.send(new DeleteCommand({ TableName: TABLE, Key: cardKey(user.id, 'ogbe-yeku', 'read') }));
    expect(await createCardIfAbsent(user.id, 'ogbe-yeku', 'read', newCardState(new Date(Date.now() + 1500)))).toBe(true);
    const answered = await answer(access_token, { session_id: session.session_id, question_id: read.id, answer: 'Ogbe Yeku', elapsed_ms: 2000 });
    expect(answered.status, answered.text).toBe(200);
    expect((await cardOf(user.id, 'ogbe-yeku', 'read'))!.state.reps).toBe(1);

    // Reviewed in another session since this one read it: refused.
    const again = ReviewStartResponse.parse((await start(access_token, { mode: 'focus', signs: ['ogbe-yeku'] })).body);
    const other = ReviewStartResponse.parse((await start(access_token, { mode: 'focus', signs: ['ogbe-yeku'] })).body);
    const readIn = (s: typeof again) => s.questions.find((q) => q.kind === 'read')!;
    expect((await answer(access_token, { session_id: other.session_id, question_id: readIn(other).id, answer: 'Ogbe Yeku', elapsed_ms: 2000 })).status).toBe(200);
    const late = await answer(access_token, { session_id: again.session_id, question_id: readIn(again).id, answer: 'Ogbe Yeku', elapsed_ms: 2000 });
    expect([late.status, late.body.detail]).toEqual([409, MSG.reviewCardChanged]);
  });

  it('tells a learner who built Ogbe Yeku with its legs swapped', async () => {
    const { access_token } = await api.registerUser();
    const session = await metSignSession(access_token, 'ogbe-yeku');
    const q = session.questions.find((x) => x.kind === 'build')!;
    expect(q.name).toBe('Ogbe Yeku');
    const res = await answer(access_token, { session_id: session.session_id, question_id: q.id, answer: '00001111' });
    const body = ReviewAnswerResponse.parse(res.body);
    expect(body).toMatchObject({ correct: false, rating: 'again', correct_pattern: '11110000' });
    expect(body.build).toMatchObject({ swapped: true, wrong_marks: [0, 1, 2, 3, 4, 5, 6, 7], expected_right_leg: 'Ogbe', expected_left_leg: 'Oyekun' });
    const mastery = MasteryResponse.parse((await api.call('GET', '/practice/mastery', { token: access_token })).body);
    expect(mastery.signs).toHaveLength(256);
    expect(mastery.mixups[0]).toMatchObject({ sign_id: 'ogbe-yeku', count: 1 });
  });

  it('a hint names the right leg (or sets two wrong options aside), is the same when asked again, and makes a right answer hard', async () => {
    const { access_token, user } = await api.registerUser();
    const hint = (sessionId: string, questionId: string) => api.call('POST', '/practice/review/hint', { token: access_token, body: { session_id: sessionId, question_id: questionId } });
    const session = await metSignSession(access_token, 'ogbe-yeku');
    const read = session.questions.find((x) => x.kind === 'read')!;
    const build = session.questions.find((x) => x.kind === 'build')!;

    // Asked three times at once: one hint, the same each time.
    const hints = await Promise.all(Array.from({ length: 3 }, () => hint(session.session_id, read.id)));
    for (const h of hints) expect(ReviewHintResponse.parse(h.body)).toEqual({ right_leg: 'Ogbe', right_column: '1111' });
    const hinted = ReviewAnswerResponse.parse((await answer(access_token, { session_id: session.session_id, question_id: read.id, answer: 'Ogbe Yeku', elapsed_ms: 1000 })).body);
    expect(hinted).toMatchObject({ correct: true, rating: 'hard' });
    // Without a hint, the same quick right answer is good.
    const plain = ReviewAnswerResponse.parse((await answer(access_token, { session_id: session.session_id, question_id: build.id, answer: '11110000', elapsed_ms: 1000 })).body);
    expect(plain).toMatchObject({ correct: true, rating: 'good' });

    // An orisha fact: two of its wrong options set aside.
    const { createCardIfAbsent } = await import('../../src/data/cards.js');
    const { metCardState } = await import('../../src/domain/practice/new-card.js');
    await createCardIfAbsent(user.id, 'oshun.colors', 'fact', metCardState(new Date()));
    const review = ReviewStartResponse.parse((await start(access_token, { mode: 'review' })).body);
    const fact = review.questions.find((x) => x.kind === 'fact')!;
    const { loadReviewSessionForTest } = await import('../support/practice.js');
    const stored = (await loadReviewSessionForTest(review.session_id)).questions.find((q) => q.id === fact.id)!;
    const removed = ReviewHintResponse.parse((await hint(review.session_id, fact.id)).body).removed!;
    expect(removed).toHaveLength(2);
    expect(removed.every((o) => fact.options!.includes(o) && o !== stored.answer)).toBe(true);
    expect(ReviewHintResponse.parse((await hint(review.session_id, fact.id)).body).removed).toEqual(removed);
    const after = ReviewAnswerResponse.parse((await answer(access_token, { session_id: review.session_id, question_id: fact.id, answer: stored.answer!, elapsed_ms: 1000 })).body);
    expect(after).toMatchObject({ correct: true, rating: 'hard' });

    // Another learner's question: not found.
    const other = await api.registerUser();
    const refused = await api.call('POST', '/practice/review/hint', { token: other.access_token, body: { session_id: session.session_id, question_id: build.id } });
    expect(refused).toMatchObject({ status: 404, body: { detail: MSG.reviewNotFound } });
  });

  it('refuses a malformed pattern, an unknown session and another learner’s session', async () => {
    const a = await api.registerUser();
    const b = await api.registerUser();
    const session = ReviewStartResponse.parse((await start(a.access_token, { mode: 'build', pool: 16 })).body);
    const q = session.questions[0]!;
    const bad = await answer(a.access_token, { session_id: session.session_id, question_id: q.id, answer: '1111' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(MSG.patternInvalid);
    const other = await answer(b.access_token, { session_id: session.session_id, question_id: q.id, answer: '11111111' });
    expect(other.status).toBe(404);
    expect(other.body.detail).toBe(MSG.reviewNotFound);
    const unknown = await start(a.access_token, { mode: 'focus', signs: ['no-such-sign'] });
    expect(unknown.status).toBe(400);
  });

  it('introduces at most the daily limit of new cards', async () => {
    const { access_token } = await api.registerUser();
    const first = ReviewStartResponse.parse((await start(access_token, { mode: 'review' })).body);
    expect(first.new_count).toBe(PRACTICE.defaultNewCardsPerDay);
    expect(first.questions[0]).toMatchObject({ kind: 'read', is_new: true });
    expect((await summary(access_token)).new_available).toBe(0);
  });

  it('teaches a new learner’s first card before asking it, and a focus session’s new cards count toward the day', async () => {
    const { access_token } = await api.registerUser();
    const focus = ReviewStartResponse.parse((await start(access_token, { mode: 'focus', signs: ['ogbe-yeku', 'odi-meji', 'ika-meji'] })).body);
    expect(focus.questions.map((q) => q.kind)).toEqual(['read', 'read', 'read']);
    expect(focus.questions[0]!.teach).toEqual({ pattern: '11110000', name: 'Ogbe Yeku', yoruba_name: 'Ogbè Ọ̀yẹ̀kú', right_leg: 'Ogbe', left_leg: 'Oyekun' });
    const review = ReviewStartResponse.parse((await start(access_token, { mode: 'review' })).body);
    expect(review.new_count).toBe(PRACTICE.defaultNewCardsPerDay - 3);
    // The focus's read cards were met, not answered: still new, served first, and taught.
    expect(review.questions.slice(0, 3).map((q) => q.teach?.name).sort()).toEqual(['Ika Meji', 'Odi Meji', 'Ogbe Yeku']);
    expect(review.questions.every((q) => q.kind === 'read' && q.is_new && q.teach?.pattern === q.pattern)).toBe(true);
  });
});

/** Plays a Signs game to the end, every answer right: its signs' cards are created new. */
async function playSigns(token: string, body: Record<string, unknown>) {
  const game = SignsStartResponse.parse(
    (
      await api.call('POST', '/games/ifa-signs/start', {
        token,
        body: { difficulty: 'beginner', topics: ['recognition'], oddun_set: 'meyi', question_count: 10, game_mode: 'multiple_choice', ...body },
      })
    ).body,
  );
  const key = await answersOf(game.session_id);
  for (const q of game.questions) {
    const right = key.get(q.id)!.correct_answers;
    const res = await api.call('POST', '/games/ifa-signs/answer', { token, body: { session_id: game.session_id, question_id: q.id, answer: q.is_multiple_answer ? right : right[0]! } });
    expect(res.status, res.text).toBe(200);
  }
  return new Set([...key.values()].map((q) => q.sign_id!));
}

/** Answers every question of a stored session right (by the catalogue). */
async function answerAllRight(token: string, sessionId: string) {
  const { loadReviewSessionForTest, rightName, patternOf } = await import('../support/practice.js');
  const stored = await loadReviewSessionForTest(sessionId);
  for (const q of stored.questions) {
    const reply = q.kind === 'read' ? rightName(q.position) : q.kind === 'build' ? patternOf(q.position) : q.answer!;
    const res = await answer(token, { session_id: sessionId, question_id: q.id, answer: reply, elapsed_ms: 2000 });
    expect(res.status, res.text).toBe(200);
  }
  return stored;
}

const MAX_NEW = PRACTICE.defaultNewCardsPerDay;

describe('a review that ends (DESIGN.md 5b)', () => {
  it('a first day after a big game: at most 20 new cards, never both cards of a sign, and a finished session leaves 0 due everywhere', async () => {
    at('2026-11-20T10:00:00Z');
    const { access_token, user } = await api.registerUser({ time_zone: 'Europe/Madrid' } as never);
    const met = await playSigns(access_token, { difficulty: 'intermediate', oddun_set: 'random', question_count: 35 });
    expect(met.size).toBeGreaterThan(MAX_NEW / 2);
    // The game's cards are new, not due: nothing 'to review' yet, today's new cards still open.
    expect(await summary(access_token)).toMatchObject({ due_count: 0, due_capped: false, new_available: MAX_NEW });

    at('2026-11-20T10:30:00Z');
    const first = ReviewStartResponse.parse((await start(access_token, { mode: 'review' })).body);
    expect(first).toMatchObject({ due_count: 0, due_capped: false, new_count: MAX_NEW });
    expect(first.questions).toHaveLength(MAX_NEW);
    const stored = await answerAllRight(access_token, first.session_id);
    const subjects = stored.questions.map((q) => q.subject_id);
    // Siblings buried: no sign has both its cards in the session.
    expect(new Set(subjects).size).toBe(subjects.length);
    // The game's signs come first (the cards waiting), read before build.
    expect(stored.questions.every((q) => q.kind === 'read')).toBe(true);
    expect(met.has(subjects[0]!)).toBe(true);
    expect((await complete(access_token, first.session_id)).status).toBe(200);

    // Finished: 0 due on the dashboard and on /practice, no 'Nueva' offered again today.
    at('2026-11-20T10:45:00Z');
    expect(await summary(access_token)).toMatchObject({ due_count: 0, due_capped: false, new_available: 0 });
    const again = ReviewStartResponse.parse((await start(access_token, { mode: 'review' })).body);
    expect(again).toMatchObject({ due_count: 0, due_capped: false, new_count: 0, questions: [], message: MSG.reviewNothing });
    // The buried build card waits for the learner's next day (Madrid's midnight), still new.
    const build = (await cardOf(user.id, subjects[0]!, 'build'))!;
    expect(build.state).toMatchObject({ reps: 0, due: '2026-11-20T23:00:00.000Z' });

    // The next day: the buried build cards are served (after the game's cards still waiting, the
    // oldest), never beside their read card while new.
    at('2026-11-21T08:00:00Z');
    const next = ReviewStartResponse.parse((await start(access_token, { mode: 'review' })).body);
    expect(next.new_count).toBe(MAX_NEW);
    const nextStored = await (await import('../support/practice.js')).loadReviewSessionForTest(next.session_id);
    const fresh = nextStored.questions.filter((q) => q.is_new);
    expect(fresh.some((q) => q.kind === 'build' && q.subject_id === subjects[0])).toBe(true);
    expect(new Set(fresh.map((q) => q.subject_id)).size).toBe(fresh.length);
  });

  it('three sessions started at once introduce the daily limit once, each card in one session only', async () => {
    at('2026-11-20T10:00:00Z');
    const { access_token } = await api.registerUser();
    const sessions = (await Promise.all(Array.from({ length: 3 }, () => start(access_token, { mode: 'review' })))).map((r) => ReviewStartResponse.parse(r.body));
    expect(sessions.reduce((sum, s) => sum + s.new_count, 0)).toBe(MAX_NEW);
    const { loadReviewSessionForTest } = await import('../support/practice.js');
    const cards = (await Promise.all(sessions.map((s) => loadReviewSessionForTest(s.session_id)))).flatMap((s) => s.questions.map((q) => `${q.subject_id}#${q.kind}`));
    expect(new Set(cards).size).toBe(cards.length);
    expect((await summary(access_token)).new_available).toBe(0);
  });

  it('a card forgotten in review is asked again at the end of the same session; after it nothing is due', async () => {
    at('2026-11-20T10:00:00Z');
    const { access_token, user } = await api.registerUser();
    await setProfile(user.id, { new_cards_per_day: 0 });
    const { createCardIfAbsent } = await import('../../src/data/cards.js');
    const { newCardState, reviewCard } = await import('../../src/domain/practice/schedule.js');
    const learnt = reviewCard(newCardState(new Date('2026-11-10T10:00:00Z')), 'good', new Date('2026-11-10T10:00:00Z'));
    expect(Date.parse(learnt.due)).toBeLessThan(Date.parse('2026-11-20T10:00:00Z'));
    await createCardIfAbsent(user.id, 'ogbe-yeku', 'read', learnt);
    expect(await summary(access_token)).toMatchObject({ due_count: 1, due_capped: false });

    const session = ReviewStartResponse.parse((await start(access_token, { mode: 'review' })).body);
    expect(session).toMatchObject({ due_count: 1, due_capped: false, new_count: 0 });
    const q = session.questions[0]!;
    expect(q).toMatchObject({ kind: 'read', is_new: false });
    const wrong = ReviewAnswerResponse.parse((await answer(access_token, { session_id: session.session_id, question_id: q.id, answer: 'Baba Ejiogbe', elapsed_ms: 2000 })).body);
    expect(wrong).toMatchObject({ correct: false, rating: 'again', again: { kind: 'read', is_new: false } });
    const relearn = wrong.again!;
    expect(relearn.id).not.toBe(q.id);
    // Sent twice at once: counted once.
    const replies = await Promise.all(
      Array.from({ length: 2 }, () => answer(access_token, { session_id: session.session_id, question_id: relearn.id, answer: 'Ogbe Yeku', elapsed_ms: 2000 })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const right = ReviewAnswerResponse.parse(replies.find((r) => r.status === 200)!.body);
    expect(right).toMatchObject({ correct: true });
    expect(right.again).toBeUndefined();
    expect(Date.parse(right.next_due)).toBeGreaterThan(Date.parse('2026-11-21T00:00:00Z'));
    const done = ReviewCompleteResponse.parse((await complete(access_token, session.session_id)).body);
    expect(done).toMatchObject({ answered: 1, correct: 1, total: 1 });

    expect(await summary(access_token)).toMatchObject({ due_count: 0, due_capped: false });
    expect(ReviewStartResponse.parse((await start(access_token, { mode: 'review' })).body)).toMatchObject({ due_count: 0, questions: [] });
  });

  it('a one-letter slip in a typed name is right, rated hard and shown as almost with the right spelling', async () => {
    const { access_token } = await api.registerUser();
    const session = ReviewStartResponse.parse((await start(access_token, { mode: 'focus', signs: ['ogbe-yeku'] })).body);
    const read = session.questions.find((x) => x.kind === 'read')!;
    const res = await answer(access_token, { session_id: session.session_id, question_id: read.id, answer: 'ogbe yekku', elapsed_ms: 1000 });
    expect(res.status, res.text).toBe(200);
    expect(ReviewAnswerResponse.parse(res.body)).toMatchObject({ correct: true, rating: 'hard', almost: 'Ogbe Yeku', correct_answer: 'Ogbe Yeku' });

    // Two letters off is wrong (and a mix-up with no sign).
    const other = ReviewStartResponse.parse((await start(access_token, { mode: 'focus', signs: ['ogbe-yeku'] })).body);
    const read2 = other.questions.find((x) => x.kind === 'read')!;
    const far = ReviewAnswerResponse.parse((await answer(access_token, { session_id: other.session_id, question_id: read2.id, answer: 'Ogbe Yakku' })).body);
    expect(far).toMatchObject({ correct: false, rating: 'again' });
    expect(far.almost).toBeUndefined();
  });
});

describe('streak freezes', () => {
  it('ten parallel purchases leave at most two, each paid once in the ledger', async () => {
    const { access_token, user } = await api.registerUser();
    const { adjustBalance } = await import('../../src/data/wallet.js');
    await adjustBalance(user.id, { cowries: 450 }, 'admin_adjustment', 'test');
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.call('POST', '/practice/streak-freeze', { token: access_token })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(PRACTICE.maxFreezes);
    expect(replies.filter((r) => r.status === 400).every((r) => r.body.detail === MSG.freezeMax)).toBe(true);
    const { listLedger } = await import('../../src/data/ledger.js');
    const ledger = await listLedger(user.id);
    expect(ledger.filter((e) => e.reason === 'streak_freeze')).toHaveLength(PRACTICE.maxFreezes);
    expect(ledger.reduce((n, e) => n + e.cowries, 0)).toBe(500 - PRACTICE.maxFreezes * PRACTICE.freezePrice);
    expect((await summary(access_token)).streak.freezes).toBe(2);
  });

  it('a missed day spends one freeze once, under ten parallel completions', async () => {
    at('2026-11-22T12:00:00Z');
    const { access_token, user } = await api.registerUser();
    await setProfile(user.id, { streak_current: 5, streak_best: 5, streak_last_day: '2026-11-20', streak_freezes: 2, time_zone: 'UTC' });
    // Ten sessions on ten Meji, each with one answer (a session without one does not count the day).
    const { signIdOf } = await import('../../src/domain/practice/review-questions.js');
    const sessions = await Promise.all(Array.from({ length: 10 }, (_, i) => start(access_token, { mode: 'focus', signs: [signIdOf(i + 1)] })));
    for (const s of sessions) expect(s.status, s.text).toBe(200);
    const ids = sessions.map((s) => ReviewStartResponse.parse(s.body).session_id);
    for (const [i, s] of sessions.entries()) {
      // New signs: each session introduces the sign's read card (its build card waits).
      const q = ReviewStartResponse.parse(s.body).questions[0]!;
      expect((await answer(access_token, { session_id: ids[i], question_id: q.id, answer: 'Baba Ejiogbe' })).status).toBe(200);
    }
    const done = await Promise.all(ids.map((id) => complete(access_token, id)));
    expect(done.every((r) => r.status === 200)).toBe(true);
    const after = await summary(access_token);
    expect(after.streak).toMatchObject({ current: 6, freezes: 1, today_done: true, today: '2026-11-22' });
  });

  it('without freezes a missed day restarts the streak', async () => {
    at('2026-11-22T12:00:00Z');
    const { access_token, user } = await api.registerUser();
    await setProfile(user.id, { streak_current: 5, streak_best: 5, streak_last_day: '2026-11-19', streak_freezes: 0, time_zone: 'UTC' });
    expect((await summary(access_token)).streak.current).toBe(0);
    const s = ReviewStartResponse.parse((await start(access_token, { mode: 'build', pool: 16 })).body);
    // Closed without an answer: not a day of practice.
    const empty = ReviewCompleteResponse.parse((await complete(access_token, s.session_id)).body);
    expect(empty.streak).toMatchObject({ current: 0, today_done: false });
    const t = ReviewStartResponse.parse((await start(access_token, { mode: 'build', pool: 16 })).body);
    expect((await answer(access_token, { session_id: t.session_id, question_id: t.questions[0]!.id, answer: '11111111' })).status).toBe(200);
    const done = ReviewCompleteResponse.parse((await complete(access_token, t.session_id)).body);
    expect(done.streak).toMatchObject({ current: 1, best: 5 });
  });
});

describe('settings and the sign of the day', () => {
  it('saves the practice settings and refuses bad ones in Spanish', async () => {
    const { access_token } = await api.registerUser();
    const ok = await api.call('PUT', '/user/preferences', { token: access_token, body: { time_zone: 'America/Havana', daily_goal: 100, new_cards_per_day: 10 } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.user.practice).toEqual({ time_zone: 'America/Havana', daily_goal: 100, new_cards_per_day: 10 });
    for (const [body, message] of [
      [{ time_zone: 'Mars/Olympus' }, MSG.timeZoneInvalid],
      [{ daily_goal: 40 }, MSG.dailyGoalInvalid],
      [{ new_cards_per_day: 500 }, MSG.newCardsInvalid],
    ] as const) {
      const res = await api.call('PUT', '/user/preferences', { token: access_token, body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.detail)).toContain(message);
    }
  });

  it('is the same sign for everyone on a UTC day, study material with a study line', async () => {
    const anonymous = SignOfDayResponse.parse((await api.call('GET', '/practice/sign-of-the-day?language=en')).body);
    const { access_token } = await api.registerUser();
    const learner = SignOfDayResponse.parse((await api.call('GET', '/practice/sign-of-the-day', { token: access_token })).body);
    expect(learner.id).toBe(anonymous.id);
    expect(anonymous.notice).toMatch(/not a personal reading/);
    expect(learner.notice).toBe(MSG.signOfDayNotice);
    expect(anonymous.pattern).toMatch(/^[01]{8}$/);
    expect(anonymous.line.length).toBeGreaterThan(10);
  });
});
