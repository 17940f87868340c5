import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { MSG, MyDeities, ORISHA_IDS, PRACTICE, ReviewStartResponse, UpdateDeitiesResponse } from '@ifa/shared';
import { adminUser } from '../support/admin.js';
import { useApi } from '../support/api.js';

/**
 * My deities (issue 28 point 4, DESIGN.md 5c): a private list the learner alone reads and writes,
 * through the real handlers and DynamoDB Local.
 */
const api = useApi();

const list = (received: string[], guardian: string | null, share = false) => ({ received, guardian, share_with_house_head: share });

describe('my deities', () => {
  it('is empty at first, keeps what is saved, and answers the saved list', async () => {
    const { access_token } = await api.registerUser();
    const first = MyDeities.parse((await api.call('GET', '/user/deities', { token: access_token })).body);
    expect(first).toEqual({ received: [], guardian: null, share_with_house_head: false, updated_at: null });

    const saved = await api.call('PUT', '/user/deities', { token: access_token, body: list(['elegua', 'oshun', 'obatala'], 'oshun') });
    expect(saved.status).toBe(200);
    const body = UpdateDeitiesResponse.parse(saved.body);
    expect(body.message).toBe(MSG.deitiesSaved);
    expect(body.deities).toMatchObject(list(['elegua', 'oshun', 'obatala'], 'oshun'));
    expect(body.deities.updated_at).toEqual(expect.any(String));
    expect((await api.call('GET', '/user/deities', { token: access_token })).body).toEqual(body.deities);

    // A guardian alone, nothing received yet, is a valid list too; so is clearing everything.
    await api.call('PUT', '/user/deities', { token: access_token, body: list([], 'chango') });
    expect((await api.call('GET', '/user/deities', { token: access_token })).body).toMatchObject(list([], 'chango'));
  });

  it('is not visible to another learner: each token reads its own list only, and no route takes an id', async () => {
    const owner = await api.registerUser();
    const stranger = await api.registerUser();
    await api.call('PUT', '/user/deities', { token: owner.access_token, body: list(['yemaya'], 'yemaya', true) });
    expect((await api.call('GET', '/user/deities', { token: stranger.access_token })).body).toMatchObject(list([], null));
    // The owner's id in the path or the query changes nothing: there is no such route or parameter.
    expect((await api.call('GET', `/user/deities/${owner.user.id}`, { token: stranger.access_token })).status).toBe(404);
    const withQuery = await api.call('GET', `/user/deities?user_id=${owner.user.id}`, { token: stranger.access_token });
    expect(withQuery.body).toMatchObject(list([], null));
    expect((await api.call('GET', '/user/deities', {})).status).toBe(401);
  });

  it('refuses an orisha outside the guide and a repeated one, in Spanish, and keeps the saved list', async () => {
    const { access_token } = await api.registerUser();
    await api.call('PUT', '/user/deities', { token: access_token, body: list(['ogun'], null) });
    const unknown = await api.call('PUT', '/user/deities', { token: access_token, body: list(['ogun', 'zeus'], null) });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(MSG.deityUnknown);
    const badGuardian = await api.call('PUT', '/user/deities', { token: access_token, body: list(['ogun'], 'nobody') });
    expect(JSON.stringify(badGuardian.body)).toContain(MSG.deityUnknown);
    const repeated = await api.call('PUT', '/user/deities', { token: access_token, body: list(['ogun', 'ogun'], null) });
    expect(JSON.stringify(repeated.body)).toContain(MSG.deityRepeated);
    const tooMany = await api.call('PUT', '/user/deities', { token: access_token, body: list([...ORISHA_IDS, 'elegua'], null) });
    expect(tooMany.status).toBe(400);
    expect((await api.call('GET', '/user/deities', { token: access_token })).body).toMatchObject(list(['ogun'], null));
  });

  it('saved five times at once keeps exactly one of the lists sent, never a mix', async () => {
    const { access_token } = await api.registerUser();
    const lists = [list(['elegua'], 'elegua'), list(['ogun', 'ochosi'], 'ogun'), list(['oshun'], null, true), list(['oya', 'chango', 'obba'], 'oya'), list([], 'obatala')];
    const answers = await Promise.all(lists.map((body) => api.call('PUT', '/user/deities', { token: access_token, body })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const { updated_at: _, ...kept } = MyDeities.parse((await api.call('GET', '/user/deities', { token: access_token })).body);
    expect(lists).toContainEqual(kept);
  });

  it('goes with the account when an admin deletes the learner', async () => {
    const admin = await adminUser(api);
    const learner = await api.registerUser();
    await api.call('PUT', '/user/deities', { token: learner.access_token, body: list(['babalu-aye'], null) });
    expect((await api.call('DELETE', `/admin/users/${learner.user.id}`, { token: admin.token })).status).toBe(200);
    const { ddb, TABLE } = await import('../../src/lib/ddb.js');
    const left = await ddb.send(new GetCommand({ TableName: TABLE, Key: { pk: `USER#${learner.user.id}`, sk: 'DEITIES' }, ConsistentRead: true }));
    expect(left.Item).toBeUndefined();
  });
});

describe('a focus review on my deities', () => {
  it('asks facts of the orishas named, at most the cap, new cards created once, answered like any card', async () => {
    const { access_token } = await api.registerUser();
    const start = (body: unknown) => api.call('POST', '/practice/review/start', { token: access_token, body });
    const res = await start({ mode: 'focus', orishas: ['oshun', 'elegua'] });
    expect(res.status, res.text).toBe(200);
    const session = ReviewStartResponse.parse(res.body);
    expect(session.mode).toBe('focus');
    expect(session.questions.length).toBeGreaterThan(2);
    expect(session.questions.length).toBeLessThanOrEqual(PRACTICE.maxFocusFacts);
    for (const q of session.questions) {
      expect(q.kind).toBe('fact');
      expect(q.prompt).toMatch(/Osh[uú]n|Eleggu[aá]|Elegu[aá]|Eshu|Èṣù|Elegba/);
      expect(q.options).toHaveLength(4);
    }
    expect(JSON.stringify(session)).not.toMatch(/\.colors|\.days|correct_answer/);
    const { loadReviewSessionForTest } = await import('../support/practice.js');
    const stored = await loadReviewSessionForTest(session.session_id);
    expect(stored.questions.every((q) => /^(oshun|elegua)\./.test(q.subject_id))).toBe(true);
    const first = stored.questions[0]!;
    const answered = await api.call('POST', '/practice/review/answer', { token: access_token, body: { session_id: session.session_id, question_id: first.id, answer: first.answer!, elapsed_ms: 3000 } });
    expect(answered.body).toMatchObject({ correct: true });
    // Again: the same facts' cards, not new ones.
    const again = ReviewStartResponse.parse((await start({ mode: 'focus', orishas: ['oshun', 'elegua'] })).body);
    expect(again.questions.every((q) => q.kind === 'fact')).toBe(true);

    const unknown = await start({ mode: 'focus', orishas: ['zeus'] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(MSG.deityUnknown);
  });
});

