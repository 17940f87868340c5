import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, ORISHA_LEVELS, OrishaStartResponse, PAUSE_ALLOWANCE_SECONDS, PauseResponse } from '@ifa/shared';
import { useApi } from '../support/api.js';

/**
 * Issue 34 point 7: the question's clock stands still under a dialog on the server that judges
 * the deadline, so an answer after a long '¿Salir de la partida?' is not late.
 */
const api = useApi();

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
});
afterEach(() => vi.useRealTimers());

const T0 = Date.parse('2026-11-29T10:00:00Z');
const at = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(T0 + ms));
};

async function timedGame(token: string, timed = true) {
  const res = await api.call('POST', `/games/orisha-matching/start?difficulty=beginner&topics=random&timed=${timed}`, { token });
  expect(res.status, res.text).toBe(200);
  return OrishaStartResponse.parse(res.body);
}

async function rightAnswer(sessionId: string, questionId: string) {
  const { loadGameSession } = await import('../../src/data/game-sessions.js');
  return (await loadGameSession(sessionId))!.questions.find((q) => q.id === questionId)!.correct_answers;
}

const pause = (token: string, sessionId: string, paused: boolean) => api.call('POST', `/games/${sessionId}/pause`, { token, body: { paused } });

describe('the clock under a dialog', () => {
  it('stands still while paused: an answer a minute after the dialog opened is in time', async () => {
    const { access_token } = await api.registerUser();
    at(0);
    const game = await timedGame(access_token);
    const seconds = ORISHA_LEVELS.beginner.seconds;
    at(5_000);
    expect(PauseResponse.parse((await pause(access_token, game.session_id, true)).body)).toEqual({ paused: true, seconds_left: seconds - 5, pause_left_seconds: PAUSE_ALLOWANCE_SECONDS });
    at(65_000);
    expect(PauseResponse.parse((await pause(access_token, game.session_id, false)).body)).toEqual({ paused: false, seconds_left: seconds - 5, pause_left_seconds: PAUSE_ALLOWANCE_SECONDS - 60 });
    at(70_000);
    const q = game.questions[0]!;
    const answers = await rightAnswer(game.session_id, q.id);
    const res = await api.call('POST', `/games/${game.session_id}/answer`, { token: access_token, body: { question_id: q.id, ...(q.is_multiple_answer ? { answers } : { answer: answers[0] }) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.is_correct).toBe(true);
  });

  it('counts a pause sent many times at once once, and answers others 404 and untimed games with no clock', async () => {
    const { access_token } = await api.registerUser();
    at(0);
    const game = await timedGame(access_token);
    at(3_000);
    const replies = await Promise.all(Array.from({ length: 6 }, () => pause(access_token, game.session_id, true)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { loadGameSession } = await import('../../src/data/game-sessions.js');
    expect((await loadGameSession(game.session_id))!.session.state).toMatchObject({ paused_at: T0 + 3_000, paused_ms: 0 });
    at(13_000);
    const resumed = await Promise.all(Array.from({ length: 4 }, () => pause(access_token, game.session_id, false)));
    expect(resumed.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await loadGameSession(game.session_id))!.session.state).toMatchObject({ paused_at: null, paused_ms: 10_000, turn_started_at: T0 + 10_000 });

    const other = await api.registerUser();
    expect(await pause(other.access_token, game.session_id, true)).toMatchObject({ status: 404, body: { detail: MSG.gameNotFound } });
    expect((await pause(access_token, game.session_id, 'yes' as never)).status).toBe(400);

    const untimed = await timedGame(access_token, false);
    expect(PauseResponse.parse((await pause(access_token, untimed.session_id, true)).body)).toMatchObject({ paused: false, seconds_left: null });
  });
});
