import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, SignsAnswerResponse, SignsStartResponse, UpdatePreferencesResponse, User } from '@ifa/shared';
import { useApi } from '../support/api.js';

/**
 * The naming setting (issue 11): Lucumí, Yorùbá or both names, through the real handlers and
 * DynamoDB Local. Default Lucumí, old accounts included; a bad value is refused in Spanish; the
 * signs game names the signs as the setting says and takes every alias as a typed answer.
 */
const api = useApi();

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
});

const me = async (token: string) => User.parse((await api.call('GET', '/auth/me', { token })).body);
const setNaming = (token: string, naming: unknown) => api.call('PUT', '/user/preferences', { token, body: { naming } });

/** An account stored before the setting existed: its item has no `naming` attribute. */
async function forgetNaming(userId: string) {
  const { ddb, TABLE } = await import('../../src/lib/ddb.js');
  const { userKey } = await import('../../src/data/keys.js');
  await ddb.send(new UpdateCommand({ TableName: TABLE, Key: userKey(userId), UpdateExpression: 'REMOVE #n', ExpressionAttributeNames: { '#n': 'naming' } }));
}

describe('the naming setting', () => {
  it('is Lucumí for a new learner, and is updated and read back', async () => {
    const { access_token, user } = await api.registerUser();
    expect(user.naming).toBe('lucumi');
    for (const naming of ['yoruba', 'both', 'lucumi', 'yoruba'] as const) {
      const res = await setNaming(access_token, naming);
      expect(res.status, res.text).toBe(200);
      expect(UpdatePreferencesResponse.parse(res.body)).toMatchObject({ success: true, message: MSG.preferencesUpdated, user: { naming } });
      expect((await me(access_token)).naming).toBe(naming);
    }
  });

  it('reads as Lucumí for an account stored before it existed, which can then change it', async () => {
    const { access_token, user } = await api.registerUser();
    await setNaming(access_token, 'both');
    await forgetNaming(user.id);
    expect((await me(access_token)).naming).toBe('lucumi');
    expect((await setNaming(access_token, 'yoruba')).body.user.naming).toBe('yoruba');
    expect((await me(access_token)).naming).toBe('yoruba');
  });

  it('refuses any other value with a clear Spanish detail, and keeps the stored one', async () => {
    const { access_token } = await api.registerUser();
    await setNaming(access_token, 'yoruba');
    for (const bad of ['nigeriana', 'Yoruba', '', 3, null]) {
      const res = await setNaming(access_token, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.detail).toEqual([{ field: 'naming', message: MSG.namingInvalid }]);
    }
    // Every preference is optional since issue 12; an empty body is refused as nothing to save.
    const missing = await api.call('PUT', '/user/preferences', { token: access_token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toEqual([{ field: 'body', message: MSG.preferencesEmpty }]);
    expect(MSG.namingInvalid).toMatch(/^Forma de nombrar los signos no válida/);
    expect((await me(access_token)).naming).toBe('yoruba');
  });

  it('needs a session', async () => {
    const res = await api.call('PUT', '/user/preferences', { body: { naming: 'yoruba' } });
    expect(res.status).toBe(401);
  });
});

describe('the signs game with the Yorùbá setting', () => {
  /** 'What is the Yoruba name of X?' names X in Lucumí whatever the setting (else it gives the answer). */
  const YORUBA_NAME_QUESTION = /nombre yoruba/;
  async function startSigns(token: string, body: Record<string, unknown>) {
    const res = await api.call('POST', '/games/ifa-signs/start', { token, body: { difficulty: 'beginner', oddun_set: 'meyi', question_count: 10, ...body } });
    expect(res.status, res.text).toBe(200);
    return SignsStartResponse.parse(res.body);
  }

  it("shows 'Èjì Ogbè' marked as Yorùbá and takes 'Eji Ogbe' and 'Baba Ejiogbe' as a typed answer", async () => {
    const { access_token } = await api.registerUser();
    await setNaming(access_token, 'yoruba');
    // About Baba Ejiogbe itself: a game over random signs need not name it (its distractors share the asked sign's legs).
    const choice = await startSigns(access_token, { topics: ['recognition'], oddun_set: 'custom', selected_odduns: ['baba-ejiogbe'], game_mode: 'multiple_choice' });
    const shown = choice.questions.filter((q) => !YORUBA_NAME_QUESTION.test(q.question)).flatMap((q) => [q.question, ...q.options]).join(' | ');
    expect(shown).toContain('Èjì Ogbè');
    expect(shown).not.toContain('Baba Ejiogbe');
    for (const q of choice.questions) {
      for (const term of q.yo_terms ?? []) expect([q.question, ...q.options].some((t) => t.includes(term)), term).toBe(true);
    }
    expect(choice.questions.some((q) => q.yo_terms?.includes('Èjì Ogbè'))).toBe(true);

    for (const typed of ['Eji Ogbe', 'Baba Ejiogbe', 'Èjì Ogbè']) {
      const game = await startSigns(access_token, { topics: ['recognition'], oddun_set: 'custom', selected_odduns: ['baba-ejiogbe'], game_mode: 'type_answer' });
      const q = game.questions[0]!;
      const res = await api.call('POST', '/games/ifa-signs/answer', { token: access_token, body: { session_id: game.session_id, question_id: q.id, answer: typed } });
      const body = SignsAnswerResponse.parse(res.body);
      expect(body.correct, typed).toBe(true);
      expect(body.correct_answers[0]).toBe('Èjì Ogbè');
      expect(body.correct_answers).toEqual(expect.arrayContaining(['Baba Ejiogbe', 'Ejiogbe']));
    }
    const wrong = await startSigns(access_token, { topics: ['recognition'], oddun_set: 'custom', selected_odduns: ['ogunda-meji'], game_mode: 'type_answer' });
    const res = await api.call('POST', '/games/ifa-signs/answer', { token: access_token, body: { session_id: wrong.session_id, question_id: 'q1', answer: 'Ogun' } });
    expect(res.body.correct).toBe(false);
  });

  it('names the orishas in Yorùbá in the orisha game, each term as the text writes it', async () => {
    const { access_token } = await api.registerUser();
    await setNaming(access_token, 'yoruba');
    const res = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors,days,attributes', { token: access_token });
    expect(res.status, res.text).toBe(200);
    const questions = res.body.questions as Array<{ question: string; options: string[]; yo_terms?: string[] }>;
    expect(questions.some((q) => q.yo_terms?.length)).toBe(true);
    for (const q of questions) for (const term of q.yo_terms ?? []) expect([q.question, ...q.options].some((t) => t.includes(term)), term).toBe(true);
  });

  it('keeps the Lucumí names for a Lucumí learner', async () => {
    const { access_token } = await api.registerUser();
    const game = await startSigns(access_token, { topics: ['recognition'], game_mode: 'multiple_choice', question_count: 20 });
    const shown = game.questions.filter((q) => !YORUBA_NAME_QUESTION.test(q.question)).flatMap((q) => [q.question, ...q.options]).join(' | ');
    // Which signs a game asks is random: any Meji shows its Lucumí name, none a Yorùbá one.
    expect(shown).toMatch(/Baba Ejiogbe|\b\w+ Meji\b/);
    expect(shown).not.toMatch(/Èjì Ogbè|Ọ̀yẹ̀kú|Ìwòrì|Òdí|Ìrosùn/);
  });
});
