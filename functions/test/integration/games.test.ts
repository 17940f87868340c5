import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UNAVAILABLE_SIGNS_TOPICS, DIFFICULTIES, ECONOMY, MSG, OrishaStartResponse, SIGNS_TOPICS, SignsStartResponse } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { requestsSent } from '../support/requests.js';

const api = useApi();

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
});

/** The answers the server keeps (tests may look; clients never get them before answering). */
async function answersOf(sessionId: string) {
  const { loadGameSession } = await import('../../src/data/game-sessions.js');
  const loaded = await loadGameSession(sessionId);
  return new Map(loaded!.questions.map((q) => [q.id, q]));
}

async function setSession(sessionId: string, fields: Record<string, number>) {
  const { ddb, TABLE } = await import('../../src/lib/ddb.js');
  const names = Object.keys(fields);
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { pk: `GAME#${sessionId}`, sk: 'SESSION' },
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, fields[n]])),
    }),
  );
}

const me = async (token: string) => (await api.call('GET', '/auth/me', { token })).body;

async function playOrisha(token: string, difficulty = 'beginner', wrongAt: number[] = []) {
  const start = await api.call('POST', `/games/orisha-matching/start?difficulty=${difficulty}&topics=random`, { token });
  expect(start.status).toBe(200);
  const game = OrishaStartResponse.parse(start.body);
  const key = await answersOf(game.session_id);
  const results = [];
  for (const [i, q] of game.questions.entries()) {
    const right = key.get(q.id)!.correct_answers;
    const wrong = q.options.filter((o) => !right.includes(o));
    const answer = wrongAt.includes(i) ? [wrong[0]!] : right;
    const res = await api.call('POST', `/games/${game.session_id}/answer`, {
      token,
      body: { question_id: q.id, answer: answer[0], ...(q.is_multiple_answer ? { answers: answer } : {}) },
    });
    results.push(res);
    if (res.body.disqualified) break;
  }
  return { game, results };
}

describe('orisha game', () => {
  it('plays a full game: XP and cowries on /auth/me change by exactly what complete said, once', async () => {
    const { access_token, user } = await api.registerUser();
    const { game, results } = await playOrisha(access_token, 'intermediate', [3]);
    expect(game.questions).toHaveLength(10);
    expect(game).toMatchObject({ time_limit: 20, max_errors: 3 });
    // The dashboard's current difficulty follows the level played.
    expect((await me(access_token)).current_difficulty).toBe('intermediate');
    expect(results.map((r) => r.body.is_correct)).toEqual([true, true, true, false, true, true, true, true, true, true]);
    expect(results[3]!.body).toMatchObject({ wrong_answers: 1, remaining_strikes: 2, disqualified: false });

    const before = await me(access_token);
    const done = await api.call('GET', `/games/${game.session_id}/complete`, { token: access_token });
    expect(done.status).toBe(200);
    // 9 correct x 10 XP x factor 2 = 180 XP; passed, so 18 cowries.
    expect(done.body).toMatchObject({ percentage: 90, xp_earned: 180, cowries_earned: 18 });
    const after = await me(access_token);
    expect(after.experience_points - before.experience_points).toBe(done.body.xp_earned);
    expect(after.cowrie_shells - before.cowrie_shells).toBe(done.body.cowries_earned);
    // The total with this game's XP, for the completion screen's level bar (issue 27).
    expect(done.body.experience_points).toBe(after.experience_points);

    const again = await api.call('GET', `/games/${game.session_id}/complete`, { token: access_token });
    expect(again.body).toEqual(done.body);
    expect(await me(access_token)).toMatchObject({ experience_points: after.experience_points, cowrie_shells: after.cowrie_shells });

    const progress = await api.call('GET', '/progress/orisha_matching', { token: access_token });
    expect(progress.body).toMatchObject({ total_games_played: 1, best_score: 90 });
    const { listLedger } = await import('../../src/data/ledger.js');
    const ledger = await listLedger(user.id);
    expect(ledger.reduce((s, e) => s + e.cowries, 0)).toBe(after.cowrie_shells);
    expect(ledger.reduce((s, e) => s + e.xp, 0)).toBe(after.experience_points);
  });

  it('pays the perfect-game bonus', async () => {
    const { access_token } = await api.registerUser();
    const { game } = await playOrisha(access_token, 'beginner');
    const done = await api.call('GET', `/games/${game.session_id}/complete`, { token: access_token });
    expect(done.body).toMatchObject({ percentage: 100, xp_earned: 150, cowries_earned: 15 });
    expect((await me(access_token)).experience_points).toBe(150);
  });

  it('disqualifies an expert at the first wrong answer and pays nothing', async () => {
    const { access_token } = await api.registerUser();
    const { game, results } = await playOrisha(access_token, 'expert', [0]);
    expect(results).toHaveLength(1);
    expect(results[0]!.body).toMatchObject({ is_correct: false, disqualified: true, remaining_strikes: 0, wrong_answers: 1, message: MSG.disqualified });
    const next = await api.call('POST', `/games/${game.session_id}/answer`, { token: access_token, body: { question_id: 'q2', answer: 'x' } });
    expect(next.status).toBe(409);
    const done = await api.call('GET', `/games/${game.session_id}/complete`, { token: access_token });
    expect(done.body).toMatchObject({ xp_earned: 0, cowries_earned: 0, disqualified: true });
  });

  it('counts one of 20 parallel answers to the same question', async () => {
    const { access_token } = await api.registerUser();
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors', { token: access_token });
    const q = start.body.questions[0];
    const choice = q.options[0];
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => api.call('POST', `/games/${start.body.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: choice, answers: [choice] } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r).toMatchObject({ status: 409, body: { detail: MSG.questionAnswered } });
    const { loadGameSession } = await import('../../src/data/game-sessions.js');
    const { session } = (await loadGameSession(start.body.session_id))!;
    expect(session.state.index).toBe(1);
    expect(session.state.correct + session.state.wrong).toBe(1);
  });

  it('reads the user and the session in one request, then writes once (DESIGN.md 8)', async () => {
    const { ddb, TABLE } = await import('../../src/lib/ddb.js');
    const { access_token } = await api.registerUser();
    const answerTwo = (sessionId: string, questions: Array<{ id: string; options: string[] }>) =>
      requestsSent(async () => {
        for (const q of questions.slice(0, 2)) {
          const res = await api.call('POST', `/games/${sessionId}/answer`, { token: access_token, body: { question_id: q.id, answer: q.options[0] } });
          expect(res.status).toBe(200);
        }
      });
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors', { token: access_token });
    // This container started the game and keeps its questions: each answer reads the user and
    // the small session item, then makes its conditional write.
    expect(await answerTwo(start.body.session_id, start.body.questions)).toEqual(['BatchGetItem 2', 'UpdateItem', 'BatchGetItem 2', 'UpdateItem']);

    // A game another container started (its items copied under a new id): the first answer
    // reads the questions too, in the same request; the next no longer needs them.
    const copy = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors', { token: access_token });
    const items = await ddb.send(new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `GAME#${copy.body.session_id}` } }));
    const elsewhere = randomUUID();
    for (const item of items.Items!) await ddb.send(new PutCommand({ TableName: TABLE, Item: { ...item, pk: `GAME#${elsewhere}`, ...(item.sk === 'SESSION' ? { id: elsewhere } : {}) } }));
    expect(await answerTwo(elsewhere, copy.body.questions)).toEqual(['BatchGetItem 3', 'UpdateItem', 'BatchGetItem 2', 'UpdateItem']);
  });

  it('writes the questions before the transaction that creates the session, never inside it', async () => {
    const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb, TABLE } = await import('../../src/lib/ddb.js');
    const { access_token } = await api.registerUser();
    const send = ddb.send.bind(ddb);
    const spy = vi.spyOn(ddb, 'send');
    const sentFor = (calls: unknown[][]) =>
      calls.flatMap(([command]) => {
        if (command instanceof PutCommand) return [`Put ${command.input.Item?.sk}`];
        if (command instanceof TransactWriteCommand) return [`Transaction ${command.input.TransactItems!.map((t) => t.Put?.Item?.sk ?? t.Update?.Key?.sk ?? '?').join(' ')}`];
        return [];
      });
    try {
      // A transaction bills every item twice (DESIGN.md 8): the ~3 KB of questions go in a plain
      // PutItem first, and the transaction holds the small SESSION item and the learner's own.
      const start = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors', { token: access_token });
      expect(start.status, start.text).toBe(200);
      const writes = sentFor(spy.mock.calls);
      expect(writes[0]).toBe('Put QUESTIONS');
      expect(writes[1]).toMatch(/^Transaction SESSION( |$)/);
      expect(writes[1]).not.toContain('QUESTIONS');

      // When the questions cannot be written, no session is created: a session never stands
      // without its questions (functions/test/support/resilience/invariants.ts).
      spy.mockClear();
      spy.mockImplementation((async (command: unknown, ...rest: unknown[]) => {
        if (command instanceof PutCommand && command.input.Item?.sk === 'QUESTIONS') throw Object.assign(new Error('injected'), { name: 'InternalServerError' });
        return (send as (...args: unknown[]) => unknown)(command, ...rest);
      }) as never);
      const failed = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors', { token: access_token });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      const put = spy.mock.calls.find(([command]) => command instanceof PutCommand && command.input.Item?.sk === 'QUESTIONS')![0] as InstanceType<typeof PutCommand>;
      expect(sentFor(spy.mock.calls).filter((w) => w.startsWith('Transaction'))).toEqual([]);
      spy.mockRestore();
      const items = await ddb.send(new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': put.input.Item!.pk }, ConsistentRead: true }));
      expect(items.Items).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 404 in the same request for a session that is not there, and 401 for a deleted user', async () => {
    const { access_token, user } = await api.registerUser();
    const missing = await api.call('POST', '/games/no-such-session/answer', { token: access_token, body: { question_id: 'q1', answer: 'x' } });
    expect(missing).toMatchObject({ status: 404, body: { detail: MSG.gameNotFound } });
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors', { token: access_token });
    const { deleteUser } = await import('../../src/data/users.js');
    await deleteUser(user.id);
    const gone = await api.call('POST', `/games/${start.body.session_id}/answer`, { token: access_token, body: { question_id: start.body.questions[0].id, answer: 'x' } });
    expect(gone).toMatchObject({ status: 401, body: { detail: MSG.sessionInvalid } });
  });

  it('counts an answer after the deadline as wrong, even when right', async () => {
    const { access_token } = await api.registerUser();
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=days', { token: access_token });
    const key = await answersOf(start.body.session_id);
    // Beginner: 30 s + 2 s grace; the question was served 40 s ago.
    await setSession(start.body.session_id, { turn_started_at: Date.now() - 40_000 });
    const q = start.body.questions[0];
    const right = key.get(q.id)!.correct_answers;
    const res = await api.call('POST', `/games/${start.body.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: right[0], answers: right } });
    expect(res.body).toMatchObject({ is_correct: false, wrong_answers: 1, message: MSG.answerLate });
  });

  it('never sends the answers with the questions, and hides a session from other users', async () => {
    const { access_token } = await api.registerUser();
    const other = await api.registerUser();
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=advanced&topics=colors,plants', { token: access_token });
    expect(start.text).not.toMatch(/correct_answers|learning_reference/);
    const key = await answersOf(start.body.session_id);
    for (const q of start.body.questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'is_multiple_answer', 'options', 'question', 'topic', 'type']);
      expect(['colors', 'plants']).toContain(q.topic);
      for (const a of key.get(q.id)!.correct_answers) expect(q.options).toContain(a);
    }
    const foreign = await api.call('POST', `/games/${start.body.session_id}/answer`, { token: other.access_token, body: { question_id: 'q1', answer: 'x' } });
    expect(foreign).toMatchObject({ status: 404, body: { detail: MSG.gameNotFound } });
    expect((await api.call('GET', `/games/${start.body.session_id}/complete`, { token: other.access_token })).status).toBe(404);
    expect((await api.call('GET', '/games/not-a-session/complete', { token: access_token })).status).toBe(404);
  });

  it('answers 410 for an expired session', async () => {
    const { access_token } = await api.registerUser();
    const start = await api.call('POST', '/games/orisha-matching/start', { token: access_token });
    await setSession(start.body.session_id, { expires_at: Math.floor(Date.now() / 1000) - 1 });
    const res = await api.call('POST', `/games/${start.body.session_id}/answer`, { token: access_token, body: { question_id: 'q1', answer: 'x' } });
    expect(res).toMatchObject({ status: 410, body: { detail: MSG.gameExpired } });
  });

  it('rejects unknown topics and levels with 400', async () => {
    const { access_token } = await api.registerUser();
    expect((await api.call('POST', '/games/orisha-matching/start?difficulty=legend', { token: access_token })).status).toBe(400);
    expect((await api.call('POST', '/games/orisha-matching/start?topics=colors,stars', { token: access_token })).status).toBe(400);
  });

  it('pays the referrer once, when the referred user completes a first game', async () => {
    const referrer = await api.registerUser();
    const friend = await api.registerUser({ referred_by: referrer.user.referral_code });
    for (let i = 0; i < 2; i++) {
      const { game } = await playOrisha(friend.access_token, 'beginner');
      await api.call('GET', `/games/${game.session_id}/complete`, { token: friend.access_token });
    }
    expect((await me(referrer.access_token)).cowrie_shells).toBe(ECONOMY.welcomeCowries + ECONOMY.referrerRewardCowries);
  });
});

describe('signs game', () => {
  it('plays a full game: game_results on the last answer match /auth/me', async () => {
    const { access_token } = await api.registerUser();
    const start = await api.call('POST', '/games/ifa-signs/start', {
      token: access_token,
      body: { difficulty: 'beginner', topics: ['recognition', 'binary_patterns'], oddun_set: 'meyi', question_count: 10, game_mode: 'multiple_choice', time_limit: 9999, max_errors: 9999 },
    });
    expect(start.status).toBe(200);
    const game = SignsStartResponse.parse(start.body);
    expect(game).toMatchObject({ time_limit: 60, max_errors: 10, requested_questions: 10, available_questions: 10 });
    expect(start.text).not.toMatch(/correct_answers|learning_reference/);
    const key = await answersOf(game.session_id);
    const before = await me(access_token);
    let last;
    for (const [i, q] of game.questions.entries()) {
      const right = key.get(q.id)!.correct_answers;
      const answer = i === 0 ? q.options.find((o) => !right.includes(o))! : q.is_multiple_answer ? right : right[0]!;
      last = await api.call('POST', '/games/ifa-signs/answer', { token: access_token, body: { session_id: game.session_id, question_id: q.id, answer } });
      expect(last.status).toBe(200);
      if (i === 0) {
        expect(last.body).toMatchObject({ correct: false, correct_answers: right, missed_answers: right });
        expect(last.body.learning_reference).toEqual(expect.any(String));
      }
      if (i < game.questions.length - 1) expect(last.body.game_results).toBeUndefined();
    }
    // 9 of 10 at beginner: 90 XP, 9 cowries.
    expect(last!.body.game_results).toMatchObject({ percentage: 90, passed: true, correct_answers: 9, total_questions: 10, xp_earned: 90, cowries_earned: 9 });
    expect(last!.body.game_results.experience_points).toBe((await me(access_token)).experience_points);
    const after = await me(access_token);
    expect(after.experience_points - before.experience_points).toBe(90);
    expect(after.cowrie_shells - before.cowrie_shells).toBe(9);
    expect((await api.call('GET', '/progress/ifa_signs', { token: access_token })).body).toMatchObject({ total_games_played: 1, best_score: 90 });
  });

  it('counts a timeout as wrong and disqualifies at the level limit', async () => {
    const { access_token } = await api.registerUser();
    const start = await api.call('POST', '/games/ifa-signs/start', {
      token: access_token,
      body: { difficulty: 'expert', topics: ['recognition'], oddun_set: 'random', question_count: 10, game_mode: 'true_false' },
    });
    expect(start.body).toMatchObject({ time_limit: 15, max_errors: 3 });
    const key = await answersOf(start.body.session_id);
    let res;
    for (const q of start.body.questions.slice(0, 3)) {
      res = await api.call('POST', '/games/ifa-signs/answer', {
        token: access_token,
        body: { session_id: start.body.session_id, question_id: q.id, answer: key.get(q.id)!.correct_answers[0], is_timeout: true },
      });
      expect(res.body.correct).toBe(false);
    }
    expect(res!.body).toMatchObject({ disqualified: true, wrong_answers: 3, game_results: { disqualified: true, passed: false, xp_earned: 0 } });
  });

  it('builds the requested questions for every topic and level, or says how many it could', async () => {
    const { access_token } = await api.registerUser();
    for (const difficulty of DIFFICULTIES) {
      for (const topic of SIGNS_TOPICS) {
        const res = await api.call('POST', '/games/ifa-signs/start', {
          token: access_token,
          body: { difficulty, topics: [topic], oddun_set: 'sequential', question_count: 20, game_mode: 'multiple_choice' },
        });
        const unavailable = UNAVAILABLE_SIGNS_TOPICS[topic];
        if (unavailable) {
          // A topic with no content yet (sureye: no suyere with a verified source): it says why.
          expect(res.status, `${difficulty}/${topic}`).toBe(400);
          expect(res.body.detail, `${difficulty}/${topic}`).toBe(unavailable);
          continue;
        }
        expect(res.status, `${difficulty}/${topic}`).toBe(200);
        const { questions, requested_questions, available_questions, message } = res.body;
        expect(questions).toHaveLength(available_questions);
        expect(requested_questions).toBe(20);
        if (available_questions < 20) expect(message).toBe(MSG.fewerQuestions(available_questions, 20));
        for (const q of questions) {
          expect(q.question.length).toBeGreaterThan(5);
          expect(q.options.length).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});

describe('type-answer hint', () => {
  it('reveals the first letter and length once per question and costs 5 XP of the game', async () => {
    const { access_token } = await api.registerUser();
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=days&mode=type_answer', { token: access_token });
    expect(start.body.mode).toBe('type_answer');
    const key = await answersOf(start.body.session_id);
    const single = start.body.questions.findIndex((q: { is_multiple_answer: boolean }) => !q.is_multiple_answer);
    // Answer up to the first single-answer question, correctly.
    for (const q of start.body.questions.slice(0, single)) {
      const right = key.get(q.id)!.correct_answers;
      await api.call('POST', `/games/${start.body.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: right[0], answers: right } });
    }
    const q = start.body.questions[single];
    const answer = key.get(q.id)!.correct_answers[0]!;
    const hint = await api.call('POST', `/games/${start.body.session_id}/hint`, { token: access_token, body: { question_id: q.id } });
    expect(hint.status).toBe(200);
    expect(hint.body).toMatchObject({ first_letter: answer[0], length: [...answer].length, xp_cost: 5, hints_used: 1 });
    const twice = await api.call('POST', `/games/${start.body.session_id}/hint`, { token: access_token, body: { question_id: q.id } });
    expect(twice.status).toBe(409);
    // Typed answer, without accents or capitals, counts.
    const typed = answer.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    expect((await api.call('POST', `/games/${start.body.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: typed } })).body.is_correct).toBe(true);
    for (const next of start.body.questions.slice(single + 1)) {
      const right = key.get(next.id)!.correct_answers;
      await api.call('POST', `/games/${start.body.session_id}/answer`, { token: access_token, body: { question_id: next.id, answer: right[0], answers: right } });
    }
    const done = await api.call('GET', `/games/${start.body.session_id}/complete`, { token: access_token });
    expect(done.body).toMatchObject({ percentage: 100, xp_earned: 150 - 5 });
  });

  it('is refused on a choice question (the first letter would pick the option)', async () => {
    const { access_token } = await api.registerUser();
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=days', { token: access_token });
    const hint = await api.call('POST', `/games/${start.body.session_id}/hint`, { token: access_token, body: { question_id: 'q1' } });
    expect(hint).toMatchObject({ status: 400, body: { detail: MSG.hintUnavailable } });
  });
});
