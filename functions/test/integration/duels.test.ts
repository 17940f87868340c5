import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { DUEL_WINNER_BONUS_XP, DuelDetailResponse, DuelPlayResponse, DuelRivalsResponse, DuelsResponse, HouseResponse, InboxResponse, MSG, UNAVAILABLE_SIGNS_TOPICS } from '@ifa/shared';
import { userWithRole } from '../support/admin.js';
import { useApi } from '../support/api.js';

/**
 * Duels (issue 28 point 2, DESIGN.md 5c) through the real handlers and DynamoDB Local: one
 * question set for both sides in each one's language, the other's play hidden until the duel is
 * over, a decision with one bonus however many requests race for it, the forfeit when the window
 * closes, and who may see or touch a duel.
 */
const api = useApi();

type Learner = Awaited<ReturnType<typeof api.registerUser>>;
const token = (l: Learner) => ({ token: l.access_token });

async function befriend(a: Learner, b: Learner) {
  expect((await api.call('POST', '/social/friends/requests', { ...token(a), body: { username: b.user.username } })).status).toBe(201);
  expect((await api.call('POST', `/social/friends/requests/${a.user.id}/accept`, token(b))).status).toBe(200);
}

const challenge = (from: Learner, to: Learner, body: Record<string, unknown> = {}) =>
  api.call('POST', '/social/duels', { ...token(from), body: { opponent_id: to.user.id, game: 'orisha_matching', difficulty: 'beginner', topics: ['colors', 'days'], ...body } });

async function newDuel(from: Learner, to: Learner, body: Record<string, unknown> = {}) {
  const res = await challenge(from, to, body);
  expect(res.status).toBe(201);
  return res.body.duel.id as string;
}

const detail = async (l: Learner, id: string) => {
  const res = await api.call('GET', `/social/duels/${id}`, token(l));
  expect(res.status).toBe(200);
  return DuelDetailResponse.parse(res.body);
};
const list = async (l: Learner) => DuelsResponse.parse((await api.call('GET', '/social/duels', token(l))).body).duels;
const inbox = async (l: Learner) => InboxResponse.parse((await api.call('GET', '/social/inbox', token(l))).body).items;
const rivalsOf = async (l: Learner) => DuelRivalsResponse.parse((await api.call('GET', '/social/rivals', token(l))).body).rivals.map((r) => r.user_id);
const xpOf = async (l: Learner) => (await api.call('GET', '/auth/me', token(l))).body.experience_points as number;

/** The questions the server keeps for a session (tests may look; clients never get the key). */
async function keyOf(sessionId: string) {
  const { loadGameSession } = await import('../../src/data/game-sessions.js');
  return (await loadGameSession(sessionId))!.questions;
}

/** Starts the learner's side and answers every question, wrong at the given indexes; returns the completion. */
async function play(l: Learner, duelId: string, wrongAt: number[] = []) {
  const start = await api.call('POST', `/games/duels/${duelId}/play`, token(l));
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const game = DuelPlayResponse.parse(start.body);
  const key = await keyOf(game.session_id);
  let last: { body: Record<string, unknown> } | null = null;
  for (const [i, q] of key.entries()) {
    const right = q.correct_answers;
    const answer = wrongAt.includes(i) ? [q.options.find((o) => !right.includes(o))!] : right;
    const res =
      game.game === 'orisha_matching'
        ? await api.call('POST', `/games/${game.session_id}/answer`, { ...token(l), body: { question_id: q.id, answer: answer[0], ...(q.is_multiple_answer ? { answers: answer } : {}) } })
        : await api.call('POST', '/games/ifa-signs/answer', { ...token(l), body: { session_id: game.session_id, question_id: q.id, answer: q.is_multiple_answer ? answer : answer[0] } });
    expect(res.status).toBe(200);
    last = res;
  }
  // A Signs game completes with its last answer; an Orisha game is completed by its own call.
  const completed =
    game.game === 'orisha_matching' ? await api.call('GET', `/games/${game.session_id}/complete`, token(l)) : { body: last!.body.game_results as Record<string, number> };
  return { game, key, completed: completed as { body: { xp_earned: number; correct_answers: number } } };
}

/** Moves the duel's window into the past (the record and both learners' copies). */
async function closeWindow(id: string, learners: Learner[], createdAt: string) {
  const { ddb, TABLE } = await import('../../src/lib/ddb.js');
  const past = new Date(Date.now() - 60_000).toISOString();
  const keys = [{ pk: `DUEL#${id}`, sk: 'DUEL' }, ...learners.map((l) => ({ pk: `USER#${l.user.id}`, sk: `DUEL#${createdAt}#${id}` }))];
  for (const Key of keys) {
    await ddb.send(new UpdateCommand({ TableName: TABLE, Key, UpdateExpression: 'SET deadline = :d', ExpressionAttributeValues: { ':d': past } }));
  }
}

describe('duels', () => {
  it('both play the same questions; the other\'s score stays hidden until both have played; the winner gets the bonus once', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    await befriend(ana, ben);
    // Ben studies in English: his questions are the same facts, in his words.
    expect((await api.call('PUT', '/user/language', { ...token(ben), body: { language: 'en' } })).status).toBe(200);
    const created = await challenge(ana, ben);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ message: MSG.duelCreated, duel: { status: 'open', role: 'challenger', can_play: true, can_decline: false } });
    const id = created.body.duel.id as string;
    expect((await inbox(ben))[0]).toMatchObject({ kind: 'duel_challenge', ref: id, actor: { user_id: ana.user.id } });
    expect((await list(ben))[0]).toMatchObject({ id, role: 'opponent', can_play: true, can_decline: true, them: { played: false } });

    const anaXp = await xpOf(ana);
    const anaPlay = await play(ana, id);
    expect(anaPlay.game.questions).toHaveLength(10);
    expect(anaPlay.completed.body).toMatchObject({ correct_answers: 10, experience_points: anaXp + anaPlay.completed.body.xp_earned });

    // Ben has not played: he sees that Ana has, not how.
    const before = await detail(ben, id);
    expect(before).toMatchObject({ status: 'open', them: { played: true, correct: null, percentage: null }, questions: [] });
    expect(JSON.stringify(before)).not.toMatch(/correct_answers/);
    // Ana sees her own answers, not Ben's (he has none yet).
    expect((await detail(ana, id)).questions.map((q) => [q.mine, q.theirs])).toEqual(Array.from({ length: 10 }, () => [true, null]));

    const benXp = await xpOf(ben);
    const benPlay = await play(ben, id, [1, 4]);
    expect(benPlay.key.map((q) => q.fact)).toEqual(anaPlay.key.map((q) => q.fact));
    expect(benPlay.key.map((q) => q.question)).not.toEqual(anaPlay.key.map((q) => q.question));
    // The loser gets the game's XP and no bonus.
    expect(await xpOf(ben)).toBe(benXp + benPlay.completed.body.xp_earned);
    expect(benPlay.completed.body).not.toHaveProperty('bonus_xp');
    expect(await xpOf(ana)).toBe(anaXp + anaPlay.completed.body.xp_earned + DUEL_WINNER_BONUS_XP);

    const [forAna, forBen] = await Promise.all([detail(ana, id), detail(ben, id)]);
    expect(forAna).toMatchObject({ status: 'done', outcome: 'won', reason: 'score', me: { correct: 10 }, them: { correct: 8, played: true } });
    expect(forBen).toMatchObject({ status: 'done', outcome: 'lost', reason: 'score', me: { correct: 8 }, them: { correct: 10 } });
    expect(forBen.questions.map((q) => [q.mine, q.theirs])).toEqual(Array.from({ length: 10 }, (_, i) => [![1, 4].includes(i), true]));
    expect(forBen.questions[0]!.prompt).toBe(benPlay.key[0]!.question);
    for (const l of [ana, ben]) expect((await inbox(l)).filter((m) => m.kind === 'duel_result' && m.ref === id)).toHaveLength(1);
    // Played once: a second start is refused.
    expect((await api.call('POST', `/games/duels/${id}/play`, token(ana))).body).toMatchObject({ detail: MSG.duelAlreadyPlayed });
  });

  it('the game that wins the duel tells its bonus beside its XP, in the total the end screen reads (issue 34)', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    await befriend(ana, ben);
    const id = await newDuel(ana, ben);
    await play(ana, id, [1, 4]);
    const benXp = await xpOf(ben);
    const benPlay = await play(ben, id);
    const body = benPlay.completed.body as { xp_earned: number; bonus_xp?: number; experience_points?: number };
    expect(body.bonus_xp).toBe(DUEL_WINNER_BONUS_XP);
    expect(body.experience_points).toBe(benXp + body.xp_earned + DUEL_WINNER_BONUS_XP);
    expect(await xpOf(ben)).toBe(body.experience_points);
  });

  it('five starts at once make one game; both finishing at once decide the duel once, with one bonus', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    await befriend(ana, ben);
    const id = await newDuel(ana, ben);
    const starts = await Promise.all(Array.from({ length: 5 }, () => api.call('POST', `/games/duels/${id}/play`, token(ana))));
    expect(starts.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const session = starts.find((r) => r.status === 200)!.body.session_id as string;
    const start = await api.call('POST', `/games/duels/${id}/play`, token(ben));
    const benSession = start.body.session_id as string;
    const sides: Array<[string, Learner, number[]]> = [[session, ana, [0]], [benSession, ben, [0, 1, 2]]];
    for (const [sessionId, who, wrong] of sides) {
      for (const [i, q] of (await keyOf(sessionId)).entries()) {
        const answer = wrong.includes(i) ? q.options.find((o) => !q.correct_answers.includes(o))! : q.correct_answers[0]!;
        const body = { question_id: q.id, answer, ...(q.is_multiple_answer && !wrong.includes(i) ? { answers: q.correct_answers } : {}) };
        expect((await api.call('POST', `/games/${sessionId}/answer`, { ...token(who), body })).status).toBe(200);
      }
    }
    const [anaXp, benXp] = await Promise.all([xpOf(ana), xpOf(ben)]);
    const completions = await Promise.all([
      ...Array.from({ length: 3 }, () => api.call('GET', `/games/${session}/complete`, token(ana))),
      ...Array.from({ length: 3 }, () => api.call('GET', `/games/${benSession}/complete`, token(ben))),
    ]);
    expect(completions.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const anaGameXp = completions[0]!.body.xp_earned as number;
    const benGameXp = completions[3]!.body.xp_earned as number;
    expect(await xpOf(ana)).toBe(anaXp + anaGameXp + DUEL_WINNER_BONUS_XP);
    expect(await xpOf(ben)).toBe(benXp + benGameXp);
    expect(await detail(ana, id)).toMatchObject({ status: 'done', outcome: 'won', me: { correct: 9 }, them: { correct: 7 } });
    for (const l of [ana, ben]) expect((await inbox(l)).filter((m) => m.kind === 'duel_result')).toHaveLength(1);
  });

  it('a Signs duel asks both the same signs; equal scores are a draw with no bonus', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    await befriend(ana, ben);
    const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
    await seedCatalogue();
    const id = await newDuel(ana, ben, { game: 'ifa_signs', topics: ['recognition', 'elements'], mode: 'multiple_choice' });
    const anaPlay = await play(ana, id, [3]);
    const [anaXp, benXp] = await Promise.all([xpOf(ana), xpOf(ben)]);
    const benPlay = await play(ben, id, [7]);
    expect(benPlay.key.map((q) => q.sign_id)).toEqual(anaPlay.key.map((q) => q.sign_id));
    expect(benPlay.completed.body.correct_answers).toBe(9);
    expect(await detail(ben, id)).toMatchObject({ status: 'done', outcome: 'draw', reason: 'score', me: { correct: 9 }, them: { correct: 9 } });
    expect(await detail(ana, id)).toMatchObject({ outcome: 'draw' });
    expect(await xpOf(ben)).toBe(benXp + benPlay.completed.body.xp_earned);
    expect(await xpOf(ana)).toBe(anaXp);
  });

  it('when the window closes, the one who did not play forfeits and the other gets the bonus; nobody playing is no winner', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    await befriend(ana, ben);
    const id = await newDuel(ana, ben);
    await play(ana, id, [0, 1, 2, 3]);
    const anaXp = await xpOf(ana);
    const created = (await detail(ana, id)).created_at;
    await closeWindow(id, [ana, ben], created);
    // The first look decides it, once, however many look at once.
    const looks = await Promise.all([list(ben), list(ana), list(ben), detail(ana, id)]);
    expect(looks[0][0]).toMatchObject({ id, status: 'done', outcome: 'lost', reason: 'forfeit', can_play: false });
    expect(await xpOf(ana)).toBe(anaXp + DUEL_WINNER_BONUS_XP);
    expect((await api.call('POST', `/games/duels/${id}/play`, token(ben))).body).toMatchObject({ detail: MSG.duelClosed });

    const other = await newDuel(ben, ana);
    await closeWindow(other, [ana, ben], (await detail(ben, other)).created_at);
    const [benXp, anaNow] = await Promise.all([xpOf(ben), xpOf(ana)]);
    expect(await detail(ana, other)).toMatchObject({ status: 'done', outcome: 'none', reason: 'expired' });
    expect([await xpOf(ben), await xpOf(ana)]).toEqual([benXp, anaNow]);
  });

  it('only the one challenged declines, before playing, once; a declined duel cannot be played', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    await befriend(ana, ben);
    const id = await newDuel(ana, ben);
    expect((await api.call('POST', `/social/duels/${id}/decline`, token(ana))).body).toMatchObject({ detail: MSG.duelCannotDecline });
    const declines = await Promise.all(Array.from({ length: 3 }, () => api.call('POST', `/social/duels/${id}/decline`, token(ben))));
    expect(declines.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(declines[0]!.body).toMatchObject({ status: 'declined', outcome: 'none', reason: 'declined' });
    expect((await inbox(ana)).filter((m) => m.kind === 'duel_result' && m.ref === id)).toHaveLength(1);
    expect((await api.call('POST', `/games/duels/${id}/play`, token(ana))).body).toMatchObject({ detail: MSG.duelClosed });
  });

  it('a stranger, a blocked learner or an unknown id reach no duel; bad challenges are refused in Spanish', async () => {
    const [ana, ben, eve] = await Promise.all([api.registerUser(), api.registerUser(), api.registerUser()]);
    await befriend(ana, ben);
    const id = await newDuel(ana, ben);
    // Eve is nobody's friend: she cannot read, play or decline it, nor learn that it exists.
    for (const res of await Promise.all([
      api.call('GET', `/social/duels/${id}`, token(eve)),
      api.call('POST', `/games/duels/${id}/play`, token(eve)),
      api.call('POST', `/social/duels/${id}/decline`, token(eve)),
      api.call('GET', '/social/duels/no-such-duel', token(eve)),
    ])) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: MSG.duelNotFound });
    }
    expect(await list(eve)).toEqual([]);
    expect((await challenge(eve, ana)).body).toEqual({ detail: MSG.duelNotFriends });
    expect((await challenge(ana, ana)).body).toEqual({ detail: MSG.duelSelf });
    // A block ends the friendship and the open duel (closed with no XP): no more challenges either way.
    expect((await api.call('POST', `/social/blocks/${ana.user.id}`, token(ben))).status).toBe(200);
    expect(await detail(ana, id)).toMatchObject({ status: 'declined', can_play: false });
    expect((await api.call('POST', `/games/duels/${id}/play`, token(ana))).body).toMatchObject({ detail: MSG.duelClosed });
    expect((await challenge(ana, ben)).status).toBe(404);
    expect((await challenge(ben, ana)).status).toBe(404);

    const [cai] = await Promise.all([api.registerUser()]);
    await befriend(ana, cai);
    const bad = await Promise.all([
      challenge(ana, cai, { game: 'chess' }),
      challenge(ana, cai, { topics: ['recognition'] }),
      challenge(ana, cai, { topics: [] }),
      challenge(ana, cai, { game: 'ifa_signs', topics: ['recognition'], mode: 'image_match_of_nothing' }),
      api.call('POST', '/social/duels', { ...token(ana), body: { game: 'orisha_matching', topics: ['colors'] } }),
      challenge(ana, cai, { game: 'ifa_signs', topics: ['sureye'], mode: 'multiple_choice' }),
    ]);
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(bad[5]!.body).toEqual({ detail: UNAVAILABLE_SIGNS_TOPICS.sureye });
    expect(JSON.stringify(bad[0]!.body)).toContain(MSG.duelGameInvalid);
    expect(JSON.stringify(bad[4]!.body)).toContain(MSG.duelOpponentRequired);
    expect(await list(cai)).toEqual([]);
  });
  it('lists as rivals the friends and housemates a challenge reaches: never across a block, either way (issue 34)', async () => {
    const head = await userWithRole(api, 'babalawo');
    const [ana, ben, cai, dan] = await Promise.all([api.registerUser(), api.registerUser(), api.registerUser(), api.registerUser()]);
    const founded = await api.call('POST', '/social/house', { token: head.token, body: { name: 'Casa de los rivales' } });
    expect(founded.status).toBe(201);
    for (const l of [ana, ben, cai]) expect((await api.call('POST', '/social/house/join', { ...token(l), body: { code: founded.body.house.invite_code } })).status).toBe(200);
    await befriend(ana, dan);
    // Cai blocks Ana: they stay housemates, but neither lists the other, and neither may challenge.
    expect((await api.call('POST', `/social/blocks/${ana.user.id}`, token(cai))).status).toBe(200);
    const [forAna, forCai, forBen] = await Promise.all([rivalsOf(ana), rivalsOf(cai), rivalsOf(ben)]);
    expect(forAna).toEqual([dan.user.id, head.id, ben.user.id]);
    expect(forCai).toEqual([head.id, ben.user.id]);
    expect(forBen.sort()).toEqual([head.id, ana.user.id, cai.user.id].sort());
    expect(await rivalsOf(dan)).toEqual([ana.user.id]);
    // The list and the challenge agree: every rival listed can be challenged, the blocked pair cannot.
    for (const id of forAna) expect((await api.call('POST', '/social/duels', { ...token(ana), body: { opponent_id: id, game: 'orisha_matching', difficulty: 'beginner', topics: ['colors'] } })).status).toBe(201);
    expect((await challenge(ana, cai)).body).toEqual({ detail: MSG.duelNotFriends });
    expect((await challenge(cai, ana)).body).toEqual({ detail: MSG.duelNotFriends });
    // Lifted, the block no longer hides them.
    expect((await api.call('DELETE', `/social/blocks/${ana.user.id}`, token(cai))).status).toBe(200);
    expect(await rivalsOf(ana)).toContain(cai.user.id);
  });
  it('counts a duel bonus once, the same in the house ranking, the daily goal and the profile (decision 018)', async () => {
    const head = await userWithRole(api, 'babalawo');
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    const founded = await api.call('POST', '/social/house', { token: head.token, body: { name: 'Casa de la cuenta' } });
    for (const l of [ana, ben]) expect((await api.call('POST', '/social/house/join', { ...token(l), body: { code: founded.body.house.invite_code } })).status).toBe(200);
    // Ben wins on his own completion (his bonus paid with his game), then Ana by Ben's forfeit,
    // decided by three looks at once.
    const first = await newDuel(ana, ben);
    await play(ana, first, [0, 1]);
    await play(ben, first);
    const second = await newDuel(ben, ana);
    await play(ana, second);
    await closeWindow(second, [ana, ben], (await detail(ana, second)).created_at);
    await Promise.all([list(ana), list(ben), detail(ben, second)]);
    expect((await detail(ana, second)).outcome).toBe('won');

    const ranking = HouseResponse.parse((await api.call('GET', '/social/house', token(ana))).body).house!.ranking.rows;
    for (const l of [ana, ben]) {
      const xp = await xpOf(l);
      const goal = (await api.call('GET', '/practice/summary', token(l))).body.goal as { xp_today: number };
      // Every XP of a new learner was earned today: the profile, the goal and the ranking agree.
      expect(goal.xp_today, l.user.username).toBe(xp);
      expect(ranking.find((r) => r.user_id === l.user.id)!.xp, l.user.username).toBe(xp);
    }
  });
});
