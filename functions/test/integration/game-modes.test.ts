import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, OrishaStartResponse, SIGNS_GAME_MODES, SIGNS_TOPICS, SignsAnswerResponse, SignsStartResponse, foldName } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { spanishSentences } from '../support/spanish-text.js';

/**
 * Untimed play, answer modes and the user's language, through the real handlers and DynamoDB
 * Local (DESIGN.md 5).
 */
const api = useApi();

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
});

async function answersOf(sessionId: string) {
  const { loadGameSession } = await import('../../src/data/game-sessions.js');
  const loaded = await loadGameSession(sessionId);
  return new Map(loaded!.questions.map((q) => [q.id, q]));
}

/** Rewrites the session item: the clock (served long ago) or an older item shape. */
async function patchSession(sessionId: string, update: { set?: Record<string, number>; remove?: string[] }) {
  const { ddb, TABLE } = await import('../../src/lib/ddb.js');
  const set = Object.entries(update.set ?? {});
  const parts = [
    ...(set.length ? [`SET ${set.map((_, i) => `#s${i} = :s${i}`).join(', ')}`] : []),
    ...(update.remove?.length ? [`REMOVE ${update.remove.map((_, i) => `#r${i}`).join(', ')}`] : []),
  ];
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { pk: `GAME#${sessionId}`, sk: 'SESSION' },
      UpdateExpression: parts.join(' '),
      ExpressionAttributeNames: {
        ...Object.fromEntries(set.map(([n], i) => [`#s${i}`, n])),
        ...Object.fromEntries((update.remove ?? []).map((n, i) => [`#r${i}`, n])),
      },
      ...(set.length ? { ExpressionAttributeValues: Object.fromEntries(set.map(([, v], i) => [`:s${i}`, v])) } : {}),
    }),
  );
}

const me = async (token: string) => (await api.call('GET', '/auth/me', { token })).body;
const HOUR_AGO = () => Date.now() - 3_600_000;

async function startSigns(token: string, body: Record<string, unknown>) {
  const res = await api.call('POST', '/games/ifa-signs/start', { token, body: { difficulty: 'beginner', oddun_set: 'meyi', question_count: 10, ...body } });
  expect(res.status, res.text).toBe(200);
  return SignsStartResponse.parse(res.body);
}

describe('untimed play', () => {
  it('orisha at expert: no deadline, strikes still count, XP at the beginner factor', async () => {
    const { access_token } = await api.registerUser();
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=expert&topics=random&timed=false', { token: access_token });
    expect(start.status).toBe(200);
    const game = OrishaStartResponse.parse(start.body);
    expect(game).toMatchObject({ timed: false, time_limit: 0, max_errors: 1, mode: 'multiple_choice' });
    const key = await answersOf(game.session_id);
    const before = await me(access_token);
    for (const q of game.questions) {
      // Each question was served an hour ago: far past expert's 10 s.
      await patchSession(game.session_id, { set: { turn_started_at: HOUR_AGO() } });
      const right = key.get(q.id)!.correct_answers;
      const res = await api.call('POST', `/games/${game.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: right[0], answers: right } });
      expect(res.body, q.id).toMatchObject({ is_correct: true, message: MSG.answerCorrect });
    }
    const done = await api.call('GET', `/games/${game.session_id}/complete`, { token: access_token });
    // 10 right x 10 XP x factor 1 (not expert's 4), +50% perfect = 150 XP, 15 cowries.
    expect(done.body).toMatchObject({ percentage: 100, xp_earned: 150, cowries_earned: 15, disqualified: false });
    const after = await me(access_token);
    expect(after.experience_points - before.experience_points).toBe(150);
    expect(after.cowrie_shells - before.cowrie_shells).toBe(15);
  });

  it('orisha untimed: a wrong answer still disqualifies at the level limit', async () => {
    const { access_token } = await api.registerUser();
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=expert&topics=colors&timed=false', { token: access_token });
    const key = await answersOf(start.body.session_id);
    const q = start.body.questions[0];
    const wrong = q.options.find((o: string) => !key.get(q.id)!.correct_answers.includes(o));
    const res = await api.call('POST', `/games/${start.body.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: wrong, answers: [wrong] } });
    expect(res.body).toMatchObject({ is_correct: false, disqualified: true, remaining_strikes: 0 });
  });

  it('a session stored before untimed play (no `timed`) is timed', async () => {
    const { access_token } = await api.registerUser();
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=days', { token: access_token });
    expect(start.body).toMatchObject({ timed: true, time_limit: 30 });
    await patchSession(start.body.session_id, { set: { turn_started_at: Date.now() - 40_000 }, remove: ['timed', 'mode'] });
    const key = await answersOf(start.body.session_id);
    const q = start.body.questions[0];
    const right = key.get(q.id)!.correct_answers;
    const res = await api.call('POST', `/games/${start.body.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: right[0], answers: right } });
    expect(res.body).toMatchObject({ is_correct: false, message: MSG.answerLate });
  });

  it('signs at expert: late answers count, a reported timeout is wrong, XP at the beginner factor', async () => {
    const { access_token } = await api.registerUser();
    const game = await startSigns(access_token, { difficulty: 'expert', topics: ['recognition', 'binary_patterns'], game_mode: 'multiple_choice', timed: false });
    expect(game).toMatchObject({ timed: false, time_limit: 0, max_errors: 3 });
    const key = await answersOf(game.session_id);
    let last;
    for (const [i, q] of game.questions.entries()) {
      await patchSession(game.session_id, { set: { turn_started_at: HOUR_AGO() } });
      const right = key.get(q.id)!.correct_answers[0];
      last = await api.call('POST', '/games/ifa-signs/answer', {
        token: access_token,
        body: { session_id: game.session_id, question_id: q.id, answer: right, is_timeout: i === 0 },
      });
      expect(last.body.correct, q.id).toBe(i !== 0);
    }
    // 9 of 10 at the beginner factor: 90 XP, 9 cowries (expert would pay 360).
    expect(last!.body.game_results).toMatchObject({ correct_answers: 9, xp_earned: 90, cowries_earned: 9, passed: true });
  });

  it('a timed signs game still refuses a late answer', async () => {
    const { access_token } = await api.registerUser();
    const game = await startSigns(access_token, { difficulty: 'expert', topics: ['recognition'], game_mode: 'multiple_choice' });
    expect(game).toMatchObject({ timed: true, time_limit: 15 });
    await patchSession(game.session_id, { set: { turn_started_at: Date.now() - 20_000 } });
    const q = game.questions[0]!;
    const res = await api.call('POST', '/games/ifa-signs/answer', {
      token: access_token,
      body: { session_id: game.session_id, question_id: q.id, answer: (await answersOf(game.session_id)).get(q.id)!.correct_answers[0] },
    });
    expect(res.body.correct).toBe(false);
  });
});

describe('orisha answer modes', () => {
  it('echoes the mode; type_answer games are single-answer and accept any of the orisha values', async () => {
    const { access_token } = await api.registerUser();
    for (const mode of ['image_match', 'audio_visual', 'multiple_choice']) {
      const res = await api.call('POST', `/games/orisha-matching/start?topics=colors&mode=${mode}`, { token: access_token });
      expect(res.body.mode).toBe(mode);
    }
    const start = await api.call('POST', '/games/orisha-matching/start?topics=random&mode=type_answer', { token: access_token });
    const game = OrishaStartResponse.parse(start.body);
    expect(game.mode).toBe('type_answer');
    expect(game.questions.every((q) => !q.is_multiple_answer)).toBe(true);
    expect(start.text).not.toMatch(/accepted_answers|correct_answers/);
    const key = await answersOf(game.session_id);
    const withOthers = game.questions.findIndex((q) => key.get(q.id)!.accepted_answers?.length);
    expect(withOthers).toBeGreaterThanOrEqual(0);
    for (const q of game.questions.slice(0, withOthers)) {
      await api.call('POST', `/games/${game.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: key.get(q.id)!.correct_answers[0] } });
    }
    const q = key.get(game.questions[withOthers]!.id)!;
    const other = q.accepted_answers![0]!;
    const res = await api.call('POST', `/games/${game.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: other.toUpperCase() } });
    expect(res.body).toMatchObject({ is_correct: true, correct_answers: [q.correct_answers[0], ...q.accepted_answers!] });
  });

  it('type_answer forgives a one-letter slip of 5+ letters (DESIGN.md 5b) and refuses two', async () => {
    const { access_token } = await api.registerUser();
    const { isSlipOf } = await import('@ifa/shared');
    const start = await api.call('POST', '/games/orisha-matching/start?topics=colors&mode=type_answer&timed=false', { token: access_token });
    const game = OrishaStartResponse.parse(start.body);
    const key = await answersOf(game.session_id);
    /** The main answer with its second letter dropped, when that is a slip of it alone (no wrong option as near). */
    const slipOf = (id: string) => {
      const q = key.get(id)!;
      const main = q.correct_answers[0]!;
      const typed = main.slice(0, 1) + main.slice(2);
      const near = q.options.filter((o) => o !== main && (isSlipOf(typed, o) || foldName(o) === foldName(typed)));
      return foldName(main).replace(/ /g, '').length >= 6 && !near.length && foldName(typed) !== foldName(main) ? typed : null;
    };
    // Not the last question: the one after it is answered two letters off.
    const slipped = game.questions.slice(0, -1).findIndex((q) => slipOf(q.id) !== null);
    expect(slipped).toBeGreaterThanOrEqual(0);
    for (const q of game.questions.slice(0, slipped)) {
      await api.call('POST', `/games/${game.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: key.get(q.id)!.correct_answers[0] } });
    }
    const q = game.questions[slipped]!;
    const typed = slipOf(q.id)!;
    const res = await api.call('POST', `/games/${game.session_id}/answer`, { token: access_token, body: { question_id: q.id, answer: typed.toUpperCase() } });
    expect(res.status, res.text).toBe(200);
    // Right, with the spelling to show as 'casi'.
    expect(res.body, typed).toMatchObject({ is_correct: true, almost: key.get(q.id)!.correct_answers[0] });
    // Two letters off: wrong.
    const next = game.questions[slipped + 1]!;
    const far = `${key.get(next.id)!.correct_answers[0]!}xy`;
    const wrong = await api.call('POST', `/games/${game.session_id}/answer`, { token: access_token, body: { question_id: next.id, answer: far } });
    expect(wrong.body, far).toMatchObject({ is_correct: false });
  });

  it('refuses an unknown mode or timed value', async () => {
    const { access_token } = await api.registerUser();
    expect((await api.call('POST', '/games/orisha-matching/start?mode=dance', { token: access_token })).status).toBe(400);
    expect((await api.call('POST', '/games/orisha-matching/start?timed=no', { token: access_token })).status).toBe(400);
  });
});

describe('signs game modes', () => {
  it('type_answer: no options; the name and every alias of Baba Ejiogbe count; the hint gives the main name', async () => {
    const { access_token } = await api.registerUser();
    for (const typed of ['Eji Ogbe', 'ogbe meji', 'EJIOGBE']) {
      const game = await startSigns(access_token, { topics: ['recognition'], oddun_set: 'custom', selected_odduns: ['baba-ejiogbe'], game_mode: 'type_answer' });
      expect(game.questions).toHaveLength(1);
      const q = game.questions[0]!;
      expect(q).toMatchObject({ type: 'type_answer', options: [], binary_pattern: '11111111' });
      expect(q.oddun_id).toBeUndefined();
      if (typed === 'EJIOGBE') {
        const hint = await api.call('POST', `/games/${game.session_id}/hint`, { token: access_token, body: { question_id: q.id } });
        expect(hint.body).toMatchObject({ first_letter: 'B', length: 'Baba Ejiogbe'.length, mask: 'B _ _ _   _ _ _ _ _ _ _', xp_cost: 5 });
      }
      const res = await api.call('POST', '/games/ifa-signs/answer', { token: access_token, body: { session_id: game.session_id, question_id: q.id, answer: typed } });
      const body = SignsAnswerResponse.parse(res.body);
      expect(body.correct, typed).toBe(true);
      expect(body.correct_answers[0]).toBe('Baba Ejiogbe');
      // The other names it accepts, Yorùbá ones with their tone marks ('Èjì Ogbè').
      expect(body.correct_answers.map(foldName)).toEqual(expect.arrayContaining(['eji ogbe', 'ogbe meji', 'ejiogbe']));
      // One question, right: 10 XP x1 +50% = 15, minus 5 for the hint.
      expect(body.game_results).toMatchObject({ percentage: 100, xp_earned: typed === 'EJIOGBE' ? 10 : 15 });
    }
    const wrong = await startSigns(access_token, { topics: ['recognition'], oddun_set: 'custom', selected_odduns: ['baba-ejiogbe'], game_mode: 'type_answer' });
    const res = await api.call('POST', '/games/ifa-signs/answer', { token: access_token, body: { session_id: wrong.session_id, question_id: 'q1', answer: 'Oyekun Meji' } });
    expect(res.body).toMatchObject({ correct: false, correct_answer: 'Baba Ejiogbe', missed_answers: ['Baba Ejiogbe'] });
  });

  it('type_answer forgives a slip of a sign name unless it names another sign (the one judge)', async () => {
    const { access_token } = await api.registerUser();
    const typedAnswer = async (sign: string, answer: string) => {
      const game = await startSigns(access_token, { topics: ['recognition'], oddun_set: 'custom', selected_odduns: [sign], game_mode: 'type_answer', timed: false });
      const res = await api.call('POST', '/games/ifa-signs/answer', { token: access_token, body: { session_id: game.session_id, question_id: 'q1', answer } });
      return SignsAnswerResponse.parse(res.body);
    };
    expect(await typedAnswer('otrupon-meji', 'Otrupom Meji')).toMatchObject({ correct: true, almost: 'Otrupon Meji' });
    // Ose Meji is Oshe Meji's Yorùbá name: one letter from Osa Meji, and another sign.
    const other = await typedAnswer('osa-meji', 'Ose Meji');
    expect(other).toMatchObject({ correct: false, correct_answer: 'Osa Meji' });
    expect(other.almost).toBeUndefined();
  });

  it('type_answer over every topic: never options, never the answer in the prompt', async () => {
    const { access_token } = await api.registerUser();
    const game = await startSigns(access_token, { topics: [...SIGNS_TOPICS], game_mode: 'type_answer', question_count: 35, difficulty: 'advanced', oddun_set: 'random' });
    expect(game.questions.length).toBe(35);
    expect(game.questions.filter((q) => q.type === 'type_answer' && q.options.length === 0)).toHaveLength(35);
    expect(JSON.stringify(game)).not.toMatch(/accepted_answers|correct_answers|learning_reference/);
  });

  it('image_match: every question draws a sign and offers 4 sign names, never the oddun_id', async () => {
    const { access_token } = await api.registerUser();
    const game = await startSigns(access_token, { topics: ['refranes'], game_mode: 'image_match', question_count: 20, oddun_set: 'sequential', difficulty: 'intermediate' });
    expect(game.questions).toHaveLength(20);
    const key = await answersOf(game.session_id);
    for (const q of game.questions) {
      expect(q).toMatchObject({ type: 'image_match', binary_pattern: expect.stringMatching(/^[01]{8}$/) });
      expect(q.options).toHaveLength(4);
      expect(q).not.toHaveProperty('oddun_id');
      expect(q.options).toContain(key.get(q.id)!.correct_answers[0]);
    }
  });

  it('audio_visual: multiple-choice questions', async () => {
    const { access_token } = await api.registerUser();
    const game = await startSigns(access_token, { topics: ['recognition', 'refranes'], game_mode: 'audio_visual' });
    for (const q of game.questions) expect(q).toMatchObject({ type: 'multiple_choice', options: expect.any(Array) });
    expect(game.questions.every((q) => q.options.length === 4)).toBe(true);
  });
});

describe('the language of the signs game', () => {
  const SPANISH_PROMPT = /¿|¡|\bsigno\b|Verdadero|Falso|Selecciona|pertenece/u;

  it('an English user gets English prompts, options and sections; study text only in `quote` or marked options', async () => {
    const { access_token } = await api.registerUser({ language: 'en' });
    for (const game_mode of SIGNS_GAME_MODES) {
      const game = await startSigns(access_token, { topics: [...SIGNS_TOPICS], game_mode, question_count: 20, oddun_set: 'random', difficulty: 'expert' });
      for (const q of game.questions) {
        expect(q.question, `${game_mode}: ${q.question}`).not.toMatch(SPANISH_PROMPT);
        if (q.type === 'true_false') expect(q.options).toEqual(['True', 'False']);
        if (!q.content_lang) for (const o of q.options) expect(o).not.toMatch(SPANISH_PROMPT);
        // Study texts are quoted in the learner's language (the project's translation), no longer
        // marked as Spanish (issue 27).
        if (q.quote) {
          expect(q.content_lang, q.quote).toBeUndefined();
          expect(spanishSentences(q.quote, 'en'), q.quote).toEqual([]);
        }
      }
    }
    const game = await startSigns(access_token, { topics: ['refranes'], game_mode: 'multiple_choice', question_count: 10 });
    const q = game.questions[0]!;
    expect(q).toMatchObject({ question: 'Which sign does this proverb belong to?', quote: expect.any(String) });
    expect(q.content_lang).toBeUndefined();
    const res = await api.call('POST', '/games/ifa-signs/answer', { token: access_token, body: { session_id: game.session_id, question_id: q.id, answer: q.options[0] } });
    expect(res.body.learning_reference).toMatch(/ — Proverbs$/);
  });

  it('says in French how many questions it could build', async () => {
    const { access_token } = await api.registerUser({ language: 'fr' });
    const game = await startSigns(access_token, { topics: ['elements'], game_mode: 'multiple_choice', question_count: 20, difficulty: 'expert', oddun_set: 'sequential' });
    expect(game).toMatchObject({ available_questions: 6, message: 'Seules 6 questions sur 20 ont pu être créées avec le contenu disponible' });
    for (const q of game.questions) expect(q.question).toMatch(/^Quel élément est associé à .+ \?$/);
  });

  it('keeps the Spanish prompts for a Spanish user, with the quote apart', async () => {
    const { access_token } = await api.registerUser();
    const game = await startSigns(access_token, { topics: ['refranes'], game_mode: 'true_false', question_count: 10 });
    for (const q of game.questions) {
      expect(q.question).toMatch(/^Este refrán pertenece a .+\.$/);
      expect(q.options).toEqual(['Verdadero', 'Falso']);
      expect(q).toMatchObject({ quote: expect.any(String), content_lang: 'es' });
    }
  });
});
