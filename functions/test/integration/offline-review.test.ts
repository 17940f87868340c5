import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, OfflineReviewPack, PRACTICE, PracticeSummaryResponse, ReviewSyncResponse, StudyPackResponse, judgeAnswer, type OfflineReviewQuestion } from '@ifa/shared';
import { Rating, createEmptyCard, fsrs } from 'ts-fsrs';
import { SCHEDULER_PARAMETERS } from '../../src/domain/practice/schedule.js';
import { useApi } from '../support/api.js';

/**
 * Practice anywhere (issue 35, DESIGN.md 5d) through the real handlers and DynamoDB Local: the
 * review kept on the device carries what the device judges by, the answers given offline are
 * applied once however often (and however concurrently) they are sent, scheduled by ts-fsrs at
 * the answer's own time with the day counted in the learner's time zone, and two devices resolve
 * by review time. The encyclopedia's study pack comes in the learner's language and is answered
 * 304 when the device holds it.
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

const reference = fsrs(SCHEDULER_PARAMETERS);
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`.padEnd(20, 'x');

const pack = async (token: string) => {
  const res = await api.call('GET', '/practice/review/offline', { token });
  expect(res.status).toBe(200);
  return OfflineReviewPack.parse(res.body);
};
const sync = (token: string, answers: unknown[]) => api.call('POST', '/practice/review/sync', { token, body: { answers } });
const summary = async (token: string) => PracticeSummaryResponse.parse((await api.call('GET', '/practice/summary', { token })).body);
const me = async (token: string) => (await api.call('GET', '/auth/me', { token })).body as { experience_points: number };

async function cardOf(userId: string, subjectId: string, kind: 'read' | 'build' | 'fact') {
  const { getCard } = await import('../../src/data/cards.js');
  return getCard(userId, subjectId, kind, true);
}

/** What the device does: the one judge with the pack's key, then the answer queued with its own key. */
function answerOnDevice(q: OfflineReviewQuestion, answer: string, answeredAt: string) {
  const verdict = judgeAnswer(q.key, [answer]);
  return { verdict, queued: { key: newKey(), subject_id: q.subject_id, kind: q.kind, answer, answered_at: answeredAt, elapsed_ms: 3000 } };
}

const wrongOption = (q: OfflineReviewQuestion) => (q.options ?? []).find((o) => o !== q.correct_answer)!;

describe('the review kept on the device', () => {
  it("serves today's new cards taught first, with the key the one judge needs, and reserves nothing", async () => {
    at('2026-11-20T10:00:00Z');
    const { access_token } = await api.registerUser();
    const kept = await pack(access_token);
    expect(kept.questions.length).toBe(PRACTICE.defaultNewCardsPerDay);
    const first = kept.questions[0]!;
    expect(first).toMatchObject({ kind: 'read', subject_id: 'baba-ejiogbe', is_new: true, correct_answer: 'Baba Ejiogbe' });
    expect(first.teach?.name).toBe('Baba Ejiogbe');
    // The device's verdicts: the right option is right, another offered name is wrong.
    expect(judgeAnswer(first.key, [first.correct_answer]).correct).toBe(true);
    expect(judgeAnswer(first.key, [wrongOption(first)]).correct).toBe(false);
    expect(kept.signs).toHaveLength(256);
    // Nothing was reserved: the online review still offers today's new cards.
    expect((await summary(access_token)).new_available).toBe(PRACTICE.defaultNewCardsPerDay);
  });
});

describe('answers given offline, sent when online again', () => {
  it('are judged again, scheduled by ts-fsrs at their own time, and pay XP once for what is right', async () => {
    at('2026-11-21T03:00:00Z');
    const { access_token, user } = await api.registerUser({ time_zone: 'America/Havana' } as never);
    const kept = await pack(access_token);
    const xpBefore = (await me(access_token)).experience_points;
    // Answered at 23:30 in Havana on the 20th, which is already the 21st in UTC.
    const answeredAt = '2026-11-21T04:30:00.000Z';
    const [a, b, c] = kept.questions;
    const right1 = answerOnDevice(a!, a!.correct_answer, answeredAt);
    const right2 = answerOnDevice(b!, b!.correct_answer, answeredAt);
    const wrong = answerOnDevice(c!, wrongOption(c!), answeredAt);
    expect([right1.verdict.correct, right2.verdict.correct, wrong.verdict.correct]).toEqual([true, true, false]);

    at('2026-11-21T04:35:00Z');
    const batch = [right1.queued, right2.queued, wrong.queued];
    const res = await sync(access_token, batch);
    expect(res.status).toBe(200);
    const body = ReviewSyncResponse.parse(res.body);
    expect(body.results.map((r) => [r.status, r.correct, r.xp])).toEqual([
      ['applied', true, PRACTICE.xpPerReviewAnswer],
      ['applied', true, PRACTICE.xpPerReviewAnswer],
      ['applied', false, 0],
    ]);
    expect(body.xp_earned).toBe(2 * PRACTICE.xpPerReviewAnswer);
    expect(body.experience_points).toBe(xpBefore + 2 * PRACTICE.xpPerReviewAnswer);

    // The schedule ts-fsrs gives a card met and answered at that moment.
    const expected = reference.next(createEmptyCard(new Date(answeredAt)), new Date(answeredAt), Rating.Good).card;
    const card = await cardOf(user.id, a!.subject_id, 'read');
    expect(card?.state.due).toBe(expected.due.toISOString());
    expect(card?.state.last_review).toBe(answeredAt);
    const missed = await cardOf(user.id, c!.subject_id, 'read');
    expect(missed?.state.due).toBe(reference.next(createEmptyCard(new Date(answeredAt)), new Date(answeredAt), Rating.Again).card.due.toISOString());

    // The day counted is the learner's (the 20th in Havana), not the day of the sync.
    at('2026-11-21T04:40:00Z');
    const day = await summary(access_token);
    expect(day.streak).toMatchObject({ current: 1, today_done: true, today: '2026-11-20' });
    expect(day.goal.xp_today).toBe(2 * PRACTICE.xpPerReviewAnswer);

    // Sent again (the device never heard the answer): nothing more is counted.
    at('2026-11-21T05:05:00Z');
    const again = ReviewSyncResponse.parse((await sync(access_token, batch)).body);
    expect(again.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(again.xp_earned).toBe(0);
    expect(again.experience_points).toBe(xpBefore + 2 * PRACTICE.xpPerReviewAnswer);
  });

  it('count once when the same queue is sent by several tabs at once', async () => {
    at('2026-11-20T10:00:00Z');
    const { access_token } = await api.registerUser();
    const kept = await pack(access_token);
    const xpBefore = (await me(access_token)).experience_points;
    const answers = kept.questions.slice(0, 4).map((q, i) => answerOnDevice(q, q.correct_answer, `2026-11-20T10:0${i + 1}:00.000Z`).queued);
    at('2026-11-20T11:00:00Z');
    const sent = await Promise.all([sync(access_token, answers), sync(access_token, answers), sync(access_token, answers)]);
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200]);
    const applied = sent.flatMap((r) => ReviewSyncResponse.parse(r.body).results.filter((x) => x.status === 'applied'));
    expect(applied).toHaveLength(4);
    expect((await me(access_token)).experience_points).toBe(xpBefore + 4 * PRACTICE.xpPerReviewAnswer);
    expect((await summary(access_token)).goal.xp_today).toBe(4 * PRACTICE.xpPerReviewAnswer);
  });

  it('resolve two devices by review time: an earlier answer arriving later leaves the later review standing', async () => {
    at('2026-11-20T10:00:00Z');
    const { access_token, user } = await api.registerUser();
    const q = (await pack(access_token)).questions[0]!;
    const early = answerOnDevice(q, wrongOption(q), '2026-11-20T10:05:00.000Z').queued;
    const late = answerOnDevice(q, q.correct_answer, '2026-11-20T10:30:00.000Z').queued;
    at('2026-11-20T11:00:00Z');
    expect(ReviewSyncResponse.parse((await sync(access_token, [late])).body).results[0]!.status).toBe('applied');
    const afterLate = await cardOf(user.id, q.subject_id, 'read');
    const res = ReviewSyncResponse.parse((await sync(access_token, [early])).body);
    expect(res.results[0]).toMatchObject({ status: 'superseded', xp: 0 });
    expect(await cardOf(user.id, q.subject_id, 'read')).toEqual(afterLate);
  });

  it('refuses what cannot be an answer, and says why for a malformed request', async () => {
    at('2026-11-20T10:00:00Z');
    const { access_token } = await api.registerUser();
    const q = (await pack(access_token)).questions[0]!;
    const future = { ...answerOnDevice(q, q.correct_answer, '2026-11-21T10:00:00.000Z').queued };
    const unknown = { ...answerOnDevice(q, q.correct_answer, '2026-11-20T09:00:00.000Z').queued, subject_id: 'no-such-sign' };
    const tooOld = { ...answerOnDevice(q, q.correct_answer, '2026-09-01T09:00:00.000Z').queued };
    const res = ReviewSyncResponse.parse((await sync(access_token, [future, unknown, tooOld])).body);
    expect(res.results.map((r) => r.status)).toEqual(['refused', 'refused', 'refused']);
    expect(res.xp_earned).toBe(0);

    const badKey = await sync(access_token, [{ ...future, key: 'short' }]);
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(badKey.body)).toContain(MSG.syncKeyInvalid);
    const badTime = await sync(access_token, [{ ...future, answered_at: 'yesterday' }]);
    expect(badTime.status).toBe(400);
    expect(JSON.stringify(badTime.body)).toContain(MSG.syncTimeInvalid);
    const tooMany = await sync(access_token, Array.from({ length: PRACTICE.maxSyncAnswers + 1 }, () => ({ ...future, key: newKey() })));
    expect(tooMany.status).toBe(400);
  });
});

describe('the study pack', () => {
  it("holds all 256 signs in the learner's language, and is answered 304 while the device holds it", async () => {
    const { access_token } = await api.registerUser({ language: 'en' } as never);
    await api.call('PUT', '/user/language', { token: access_token, body: { language: 'en' } });
    const first = await api.call('GET', '/ifa-signs/study-pack', { token: access_token });
    expect(first.status).toBe(200);
    const body = StudyPackResponse.parse(first.body);
    expect(body.language).toBe('en');
    expect(body.odduns).toHaveLength(256);
    expect(body.odduns[0]!.name).toBe('Baba Ejiogbe');
    expect(body.odduns.every((o) => !('secret_content' in o))).toBe(true);
    const etag = first.headers.get('etag');
    const second = await api.call('GET', '/ifa-signs/study-pack', { token: access_token, headers: { 'if-none-match': etag ?? '' } });
    // The catalogue version's ETag, or the content's right after the seed: unchanged either way.
    expect([second.status, etag]).toEqual([304, expect.any(String)]);
  });
});
