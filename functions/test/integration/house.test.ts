import { describe, expect, it } from 'vitest';
import { HOUSE, HouseResponse, InboxResponse, MSG, ReviewStartResponse } from '@ifa/shared';
import { adminUser, userWithRole } from '../support/admin.js';
import { useApi } from '../support/api.js';

/**
 * The religious house (issue 28 point 3, DESIGN.md 5c) through the real handlers and DynamoDB
 * Local: founding, the invite link, joining and leaving, the head's view, assignments served by
 * daily practice and marked done, the weekly ranking, removal and dissolution. Everything sent
 * in parallel counts once.
 */
const api = useApi();

type Learner = Awaited<ReturnType<typeof userWithRole>>;
const as = (who: { token: string }, body?: unknown) => ({ token: who.token, ...(body === undefined ? {} : { body }) });
const houseOf = async (who: Learner) => HouseResponse.parse((await api.call('GET', '/social/house', as(who))).body);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const detail = (res: { body: unknown }) => JSON.stringify(res.body);

async function foundedHouse(name = 'Ilé Ọ̀ṣun') {
  const head = await userWithRole(api, 'babalawo');
  const founded = await api.call('POST', '/social/house', as(head, { name }));
  expect(founded.status).toBe(201);
  return { head, code: founded.body.house.invite_code as string, id: founded.body.house.id as string };
}

async function joined(code: string) {
  const learner = await userWithRole(api, 'student');
  const res = await api.call('POST', '/social/house/join', as(learner, { code }));
  expect(res.status).toBe(200);
  return learner;
}

/** Answers every question of a review session (right or wrong does not matter here) and completes it. */
async function practise(learner: Learner, body: Record<string, unknown>) {
  const start = await api.call('POST', '/practice/review/start', as(learner, body));
  expect(start.status, detail(start)).toBe(200);
  const session = ReviewStartResponse.parse(start.body);
  for (const q of session.questions) {
    const answer = q.kind === 'build' ? '00000000' : (q.options?.[0] ?? 'x');
    const res = await api.call('POST', '/practice/review/answer', as(learner, { session_id: session.session_id, question_id: q.id, answer, elapsed_ms: 3000 }));
    expect(res.status, detail(res)).toBe(200);
  }
  const done = await api.call('POST', '/practice/review/complete', as(learner, { session_id: session.session_id }));
  expect(done.status).toBe(200);
  return session;
}

describe('founding a house', () => {
  it('is for approved santeros and babalawos, once, and makes its founder the head', async () => {
    const student = await userWithRole(api, 'student');
    expect(await houseOf(student)).toEqual({ house: null, can_found: false });
    const refused = await api.call('POST', '/social/house', as(student, { name: 'Mi casa' }));
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(MSG.houseFounderRole);

    const santero = await userWithRole(api, 'santero');
    expect((await houseOf(santero)).can_found).toBe(true);
    const tries = await Promise.all(Array.from({ length: 4 }, () => api.call('POST', '/social/house', as(santero, { name: 'Ilé Yemayá' }))));
    expect(tries.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const { house } = await houseOf(santero);
    expect(house).toMatchObject({ name: 'Ilé Yemayá', role: 'head', member_count: 1, in_ranking: true, assignments: [] });
    expect(house!.invite_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(house!.members!.map((m) => m.user_id)).toEqual([santero.id]);
  });

  it('never fails when founding, joining and dissolving race each other', async () => {
    const santero = await userWithRole(api, 'santero');
    const learner = await userWithRole(api, 'student');
    for (let round = 0; round < 5; round++) {
      const founded = await api.call('POST', '/social/house', as(santero, { name: 'Ilé carrera' }));
      const code = founded.body.house?.invite_code ?? 'ZZZZ2222';
      const raced = await Promise.all([
        api.call('DELETE', '/social/house', as(santero)),
        api.call('POST', '/social/house/join', as(learner, { code })),
        api.call('POST', '/social/house', as(santero, { name: 'Ilé carrera' })),
        api.call('GET', '/social/house', as(learner)),
      ]);
      for (const res of [founded, ...raced]) expect(res.status, res.text).toBeLessThan(500);
      await api.call('POST', '/social/house/leave', as(learner));
      await api.call('DELETE', '/social/house', as(santero));
    }
  });

  it('refuses a bad name in Spanish', async () => {
    const head = await userWithRole(api, 'babalawo');
    const res = await api.call('POST', '/social/house', as(head, { name: 'x' }));
    expect(res.status).toBe(400);
    expect(detail(res)).toContain(MSG.houseNameInvalid);
    expect((await houseOf(head)).house).toBeNull();
  });
});

describe('joining by the invite link', () => {
  it('shows the house first, joins once when sent in parallel, and one house at a time', async () => {
    const { head, code, id } = await foundedHouse('Ilé Ogún');
    const learner = await userWithRole(api, 'student');
    const preview = await api.call('GET', `/social/house/invitations/${code.toLowerCase()}`, as(learner));
    expect(preview.body).toEqual({ id, name: 'Ilé Ogún', head: { user_id: head.id, username: head.user.username, full_name: head.user.full_name }, member_count: 1 });

    const joins = await Promise.all(Array.from({ length: 5 }, () => api.call('POST', '/social/house/join', as(learner, { code }))));
    expect(joins.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const seen = await houseOf(head);
    expect(seen.house!.member_count).toBe(2);
    expect(seen.house!.members!.map((m) => m.user_id).sort()).toEqual([head.id, learner.id].sort());

    // A member sees the house, not the members' table nor the invite code.
    const mine = (await houseOf(learner)).house!;
    expect(mine).toMatchObject({ id, role: 'member', invite_code: null, members: null });

    const other = await foundedHouse('Ilé Changó');
    const second = await api.call('POST', '/social/house/join', as(learner, { code: other.code }));
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(MSG.houseAlreadyMember);

    const unknown = await api.call('POST', '/social/house/join', as(learner, { code: 'ZZZZ2222' }));
    expect([unknown.status, unknown.body.detail]).toEqual([404, MSG.houseCodeInvalid]);
    const malformed = await api.call('POST', '/social/house/join', as(learner, { code: 'no' }));
    expect(malformed.status).toBe(400);
    expect(detail(malformed)).toContain(MSG.houseCodeInvalid);
  });

  it('counts every learner of a crowd joining at once, once each', async () => {
    const { head, code } = await foundedHouse();
    const crowd = await Promise.all(Array.from({ length: 6 }, () => userWithRole(api, 'student')));
    const joins = await Promise.all(crowd.flatMap((learner) => [1, 2].map(() => api.call('POST', '/social/house/join', as(learner, { code })))));
    expect(joins.map((r) => r.status)).toEqual(Array(12).fill(200));
    const seen = (await houseOf(head)).house!;
    expect(seen.member_count).toBe(7);
    expect(seen.roster.map((r) => r.user_id).sort()).toEqual([head.id, ...crowd.map((l) => l.id)].sort());
  });

  it('stops working once the head renews the link', async () => {
    const { head, code } = await foundedHouse();
    const renewed = await api.call('POST', '/social/house/invite', as(head));
    expect(renewed.status).toBe(200);
    expect(renewed.body.invite_code).not.toBe(code);
    const late = await userWithRole(api, 'student');
    expect((await api.call('POST', '/social/house/join', as(late, { code }))).status).toBe(404);
    expect((await api.call('POST', '/social/house/join', as(late, { code: renewed.body.invite_code }))).status).toBe(200);
  });
});

describe('what the head sees', () => {
  it("shows each member's level, streak and mastery summary, and their deities only once shared", async () => {
    const { head, code } = await foundedHouse();
    const member = await joined(code);
    const friendOfMember = await userWithRole(api, 'student');
    // The member's friend and a stranger never see the deities: no route reads another's list.
    await api.call('PUT', '/user/deities', as(member, { received: ['oshun', 'elegua'], guardian: 'oshun', share_with_house_head: false }));
    const row = async () => (await houseOf(head)).house!.members!.find((m) => m.user_id === member.id)!;
    expect(await row()).toMatchObject({ level: 1, streak: 0, best_streak: 0, achievements: [], week_xp: 0, deities: null, is_head: false });
    expect((await api.call('GET', '/user/deities', as(friendOfMember))).body).toMatchObject({ received: [], guardian: null });

    await api.call('PUT', '/user/deities', as(member, { received: ['oshun', 'elegua'], guardian: 'oshun', share_with_house_head: true }));
    expect((await row()).deities).toEqual({ received: ['oshun', 'elegua'], guardian: 'oshun' });
    // Shared with the head only: another member of the house does not see the table at all.
    const otherMember = await joined(code);
    expect((await houseOf(otherMember)).house!.members).toBeNull();

    // The head's routes answer members 409, learners of no house 404.
    const asMember = await api.call('POST', '/social/house/invite', as(member));
    expect([asMember.status, asMember.body.detail]).toEqual([409, MSG.houseHeadOnly]);
    const noHouse = await api.call('POST', '/social/house/invite', as(friendOfMember));
    expect([noHouse.status, noHouse.body.detail]).toEqual([404, MSG.houseNone]);
  });
});

describe('assignments', () => {
  it('reach each member (inbox, daily practice) and are marked done for the head', async () => {
    const { head, code } = await foundedHouse();
    const member = await joined(code);
    const body = { kind: 'signs', subjects: ['baba-ejiogbe', 'oyekun-meji', 'iwori-meji'], due: tomorrow() };

    // Sent four times at once: one assignment, one message.
    const sent = await Promise.all(Array.from({ length: 4 }, () => api.call('POST', '/social/house/assignments', as(head, body))));
    expect(sent.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    const id = sent[0]!.body.assignment.id as string;
    expect(new Set(sent.map((r) => r.body.assignment.id))).toEqual(new Set([id]));
    const inbox = InboxResponse.parse((await api.call('GET', '/social/inbox', as(member))).body);
    expect(inbox.items.filter((i) => i.kind === 'house_assignment').map((i) => [i.ref, i.actor.user_id])).toEqual([[id, head.id]]);

    const assigned = (await houseOf(member)).house!.assignments;
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({ id, kind: 'signs', due: body.due, done: false, overdue: false, done_by: null });
    expect(assigned[0]!.subjects.map((s) => s.id)).toEqual(body.subjects);

    // Daily practice serves exactly those signs, through the one planner: signs the member never
    // met are introduced by their read cards, each taught first; the build cards wait for the next day.
    const session = await practise(member, { mode: 'focus', assignment: id });
    expect(session.questions.map((q) => [q.kind, q.teach?.name])).toEqual([
      ['read', 'Baba Ejiogbe'],
      ['read', 'Oyekun Meji'],
      ['read', 'Iwori Meji'],
    ]);
    expect((await houseOf(member)).house!.assignments[0]!.done).toBe(true);
    expect((await houseOf(head)).house!.assignments[0]!.done_by).toEqual([member.id]);

    // Someone outside the house cannot practise it.
    const outsider = await userWithRole(api, 'student');
    const refused = await api.call('POST', '/practice/review/start', as(outsider, { mode: 'focus', assignment: id }));
    expect([refused.status, refused.body.detail]).toEqual([404, MSG.assignmentNotFound]);
  });

  it('refuses bad input in Spanish, members, and more than the cap', async () => {
    const { head, code } = await foundedHouse();
    const member = await joined(code);
    const past = await api.call('POST', '/social/house/assignments', as(head, { kind: 'signs', subjects: ['baba-ejiogbe'], due: '2020-01-01' }));
    expect([past.status, detail(past).includes(MSG.assignmentDueInvalid)]).toEqual([400, true]);
    const none = await api.call('POST', '/social/house/assignments', as(head, { kind: 'signs', subjects: [], due: tomorrow() }));
    expect(detail(none)).toContain(MSG.assignmentSubjectsRequired);
    const unknownSign = await api.call('POST', '/social/house/assignments', as(head, { kind: 'signs', subjects: ['no-such-sign'], due: tomorrow() }));
    expect([unknownSign.status, detail(unknownSign).includes(MSG.signUnknown)]).toEqual([400, true]);
    const unknownOrisha = await api.call('POST', '/social/house/assignments', as(head, { kind: 'orishas', subjects: ['zeus'], due: tomorrow() }));
    expect(detail(unknownOrisha)).toContain(MSG.deityUnknown);
    const byMember = await api.call('POST', '/social/house/assignments', as(member, { kind: 'orishas', subjects: ['oshun'], due: tomorrow() }));
    expect([byMember.status, byMember.body.detail]).toEqual([409, MSG.houseHeadOnly]);

    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    for (let n = 1; n <= HOUSE.maxAssignments; n++) {
      expect((await api.call('POST', '/social/house/assignments', as(head, { kind: 'orishas', subjects: ['oshun'], due: day(n) }))).status).toBe(201);
    }
    const over = await api.call('POST', '/social/house/assignments', as(head, { kind: 'orishas', subjects: ['ogun'], due: day(1) }));
    expect([over.status, over.body.detail]).toEqual([409, MSG.assignmentTooMany]);
    const first = (await houseOf(head)).house!.assignments[0]!;
    const deletes = await Promise.all([1, 2, 3].map(() => api.call('DELETE', `/social/house/assignments/${first.id}`, as(head))));
    expect(deletes.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    expect((await api.call('POST', '/social/house/assignments', as(head, { kind: 'orishas', subjects: ['ogun'], due: day(1) }))).status).toBe(201);
  });
});

describe('the weekly ranking', () => {
  it("ranks members by this week's XP, and a member can leave it", async () => {
    const { head, code } = await foundedHouse();
    const member = await joined(code);
    const other = await joined(code);
    // This week's practice days: 30 XP today for the member, 5 for the other (their own today).
    const { localDay } = await import('../../src/domain/practice/streak.js');
    const { practiceDayAdd } = await import('../../src/data/practice-days.js');
    const { ddb } = await import('../../src/lib/ddb.js');
    const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const today = localDay(new Date(), member.user.practice?.time_zone ?? 'UTC');
    await ddb.send(new TransactWriteCommand({ TransactItems: [practiceDayAdd(member.id, today, { xp: 30 }), practiceDayAdd(other.id, today, { xp: 5 })] }));
    const view = (await houseOf(head)).house!;
    expect(view.ranking.rows.map((r) => [r.user_id, r.xp, r.rank])).toEqual([
      [member.id, 30, 1],
      [other.id, 5, 2],
      [head.id, 0, 3],
    ]);
    expect(view.members!.find((m) => m.user_id === member.id)!.week_xp).toBe(30);
    expect((await houseOf(member)).house!.ranking.rows.find((r) => r.me)!.user_id).toBe(member.id);

    const out = await api.call('PUT', '/social/house/ranking', as(member, { in_ranking: false }));
    expect(out.body).toMatchObject({ in_ranking: false });
    expect((await houseOf(head)).house!.ranking.rows.map((r) => r.user_id)).toEqual([other.id, head.id]);
    expect((await houseOf(member)).house!.in_ranking).toBe(false);
  });
});

describe('leaving, removal and dissolution', () => {
  it("a member who leaves disappears from the head's view; parallel leaves count once", async () => {
    const { head, code } = await foundedHouse();
    const member = await joined(code);
    const stays = await joined(code);
    const leaves = await Promise.all([1, 2, 3].map(() => api.call('POST', '/social/house/leave', as(member))));
    expect(leaves.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    const seen = (await houseOf(head)).house!;
    expect(seen.member_count).toBe(2);
    expect(seen.members!.map((m) => m.user_id).sort()).toEqual([head.id, stays.id].sort());
    expect(seen.ranking.rows.map((r) => r.user_id)).not.toContain(member.id);
    expect((await houseOf(member)).house).toBeNull();

    const headLeaves = await api.call('POST', '/social/house/leave', as(head));
    expect([headLeaves.status, headLeaves.body.detail]).toEqual([409, MSG.houseHeadCannotLeave]);
  });

  it('the head removes a member; an admin dissolves a house, once, and its members are free to join another', async () => {
    const { head, code, id } = await foundedHouse('Ilé Obatalá');
    const member = await joined(code);
    const removed = await api.call('DELETE', `/social/house/members/${member.id}`, as(head));
    expect(removed.status).toBe(200);
    expect((await houseOf(member)).house).toBeNull();
    expect((await api.call('DELETE', `/social/house/members/${member.id}`, as(head))).status).toBe(404);

    const back = await joined(code);
    const admin = await adminUser(api);
    const listed = await api.call('GET', '/admin/houses?page=1&limit=100', as(admin));
    expect(listed.body.houses.map((h: { id: string }) => h.id)).toContain(id);
    const dissolves = await Promise.all([1, 2].map(() => api.call('DELETE', `/admin/houses/${id}`, as(admin))));
    expect(dissolves.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await houseOf(back)).house).toBeNull();
    expect((await houseOf(head)).house).toBeNull();
    expect((await api.call('GET', `/social/house/invitations/${code}`, as(back))).status).toBe(404);
    const elsewhere = await foundedHouse();
    expect((await api.call('POST', '/social/house/join', as(back, { code: elsewhere.code }))).status).toBe(200);
    // The former head may found again.
    expect((await api.call('POST', '/social/house', as(head, { name: 'Ilé nuevo' }))).status).toBe(201);
  });
});

describe('duels between members of a house', () => {
  const challenge = (from: Learner, to: Learner) =>
    api.call('POST', '/social/duels', as(from, { opponent_id: to.id, game: 'orisha_matching', difficulty: 'beginner', topics: ['colors'] }));

  it('lets housemates challenge each other without being friends, never across a block or after leaving', async () => {
    const { head, code } = await foundedHouse();
    const a = await joined(code);
    const b = await joined(code);
    expect((await houseOf(a)).house!.roster.map((r) => r.user_id)).toEqual([head.id, a.id, b.id]);
    expect((await challenge(a, b)).status).toBe(201);
    expect((await challenge(b, head)).status).toBe(201);

    await api.call('POST', `/social/blocks/${a.id}`, as(b));
    const blocked = await challenge(a, b);
    expect([blocked.status, blocked.body.detail]).toEqual([404, MSG.duelNotFriends]);
    expect((await challenge(b, a)).status).toBe(404);

    await api.call('POST', '/social/house/leave', as(a));
    expect((await challenge(a, head)).status).toBe(404);
    const stranger = await userWithRole(api, 'student');
    expect((await challenge(stranger, head)).status).toBe(404);
  });
});

describe('a deleted account', () => {
  it('leaves its house; a deleted head takes the house with them', async () => {
    const { head, code } = await foundedHouse();
    const member = await joined(code);
    const stays = await joined(code);
    const admin = await adminUser(api);
    expect((await api.call('DELETE', `/admin/users/${member.id}`, as(admin))).status).toBe(200);
    const seen = (await houseOf(head)).house!;
    expect([seen.member_count, seen.roster.map((r) => r.user_id)]).toEqual([2, [head.id, stays.id]]);

    expect((await api.call('DELETE', `/admin/users/${head.id}`, as(admin))).status).toBe(200);
    expect((await houseOf(stays)).house).toBeNull();
    expect((await api.call('GET', `/social/house/invitations/${code}`, as(stays))).status).toBe(404);
  });
});
