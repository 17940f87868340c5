import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminStatsResponse, DuelsResponse, FriendsResponse, InboxResponse } from '@ifa/shared';
import { clearConflictsSeen, conflictsSeen } from '../../../scripts/src/local/conflicts.js';
import { useApi } from '../support/api.js';
import { adminUser } from '../support/admin.js';

/**
 * Many learners at once, with DynamoDB's transaction conflicts in force locally (DESIGN.md 3b
 * and 10; scripts/src/local/conflicts.ts).
 */
const api = useApi();

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
});

async function stats(token: string) {
  const res = await api.call('GET', '/admin/stats', { token });
  expect(res.status, res.text).toBe(200);
  return AdminStatsResponse.parse(res.body);
}

describe('transaction conflicts, as DynamoDB has them', () => {
  it('cancels the second of two overlapping transactions on one item, and a plain write a transaction holds', async () => {
    // The gateway puts the simulation on the handlers' client at its first request.
    await api.call('GET', '/auth/me');
    const { ddb, TABLE } = await import('../../src/lib/ddb.js');
    const item = (n: number) => ({ Put: { TableName: TABLE, Item: { pk: 'CROWD#probe', sk: 'ITEM', n } } });
    const other = { Put: { TableName: TABLE, Item: { pk: 'CROWD#probe', sk: `OTHER#${Math.random()}` } } };
    const results = await Promise.allSettled([
      ddb.send(new TransactWriteCommand({ TransactItems: [item(1)] })),
      ddb.send(new TransactWriteCommand({ TransactItems: [other, item(2)] })),
      ddb.send(new PutCommand({ TableName: TABLE, Item: { pk: 'CROWD#probe', sk: 'ITEM', n: 3 } })),
    ]);
    expect(results[0]!.status).toBe('fulfilled');
    expect(results[1]).toMatchObject({
      status: 'rejected',
      reason: { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }] },
    });
    expect(results[2]).toMatchObject({ status: 'rejected', reason: { name: 'TransactionConflictException' } });
    // Nothing of the refused ones was written.
    const stored = await ddb.send(new GetCommand({ TableName: TABLE, Key: { pk: 'CROWD#probe', sk: 'ITEM' }, ConsistentRead: true }));
    expect(stored.Item?.n).toBe(1);
    // Once the first is done, the item is free again.
    await ddb.send(new TransactWriteCommand({ TransactItems: [item(4)] }));
  });

  it('starts 40 games for 20 learners at once: 2xx or 503, never 500, and the counters count exactly what started', async () => {
    const admin = await adminUser(api);
    const learners = [];
    for (let i = 0; i < 20; i++) learners.push(await api.registerUser());
    const before = await stats(admin.token);
    clearConflictsSeen();

    const starts = await Promise.all(
      learners.flatMap((learner) =>
        ['orisha-matching', 'signs'].map(async (game) => {
          const res =
            game === 'signs'
              ? await api.call('POST', '/games/ifa-signs/start', { token: learner.access_token, body: { difficulty: 'beginner', oddun_set: 'meyi', question_count: 10, topics: ['recognition', 'binary_patterns'], game_mode: 'multiple_choice' } })
              : await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=random', { token: learner.access_token });
          return { learner: learner.user.id, status: res.status };
        }),
      ),
    );

    const statuses = starts.map((s) => s.status);
    expect(statuses.filter((s) => !(s >= 200 && s < 300) && s !== 503)).toEqual([]);
    const started = statuses.filter((s) => s >= 200 && s < 300).length;
    // A learner's own two starts may meet on their own item; no learner is refused because of another.
    for (const learner of learners) expect(starts.some((s) => s.learner === learner.user.id && s.status < 300)).toBe(true);
    // No learner's write waited on, or was cancelled by, an item every learner writes.
    expect(conflictsSeen().filter((c) => c.items.some((id) => id.includes('|STATS')))).toEqual([]);

    const after = await stats(admin.token);
    expect(after.total_games_started - before.total_games_started).toBe(started);
    expect(after.last_7_days.games_started - before.last_7_days.games_started).toBe(started);
  });
});

type Learner = Awaited<ReturnType<typeof api.registerUser>>;
const friendsOf = async (l: Learner) => FriendsResponse.parse((await api.call('GET', '/social/friends', { token: l.access_token })).body);
const inboxOf = async (l: Learner) => InboxResponse.parse((await api.call('GET', '/social/inbox', { token: l.access_token })).body);
const duelsOf = async (l: Learner) => DuelsResponse.parse((await api.call('GET', '/social/duels', { token: l.access_token })).body).duels;
const ask = (from: Learner, to: Learner) => api.call('POST', '/social/friends/requests', { token: from.access_token, body: { username: to.user.username } });

describe('learners who meet at the same moment', () => {
  it('two learners who ask each other at once end as friends, with no request left either way', async () => {
    for (let round = 0; round < 4; round++) {
      const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
      const answers = await Promise.all([ask(ana, ben), ask(ben, ana)]);
      expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
      const [a, b] = await Promise.all([friendsOf(ana), friendsOf(ben)]);
      expect(a.friends.map((f) => f.user_id)).toEqual([ben.user.id]);
      expect(b.friends.map((f) => f.user_id)).toEqual([ana.user.id]);
      expect([...a.incoming, ...a.outgoing, ...b.incoming, ...b.outgoing]).toEqual([]);
    }
  });

  it('a request is never written beside the one the other learner already sent (what makes crossing requests meet)', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    const { writeRequest } = await import('../../src/data/social.js');
    const named = (l: Learner) => ({ id: l.user.id, username: l.user.username, full_name: l.user.full_name });
    const at = new Date().toISOString();
    await writeRequest(named(ana), named(ben), at);
    await expect(writeRequest(named(ben), named(ana), at)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
  });

  it("a deleted account's friendship, requests, challenges and messages leave the other learners' lists", async () => {
    const admin = await adminUser(api);
    const [gone, friend, asked, asking] = await Promise.all([api.registerUser(), api.registerUser(), api.registerUser(), api.registerUser()]);
    expect((await ask(gone, friend)).status).toBe(201);
    expect((await api.call('POST', `/social/friends/requests/${gone.user.id}/accept`, { token: friend.access_token })).status).toBe(200);
    expect((await ask(gone, asked)).status).toBe(201);
    expect((await ask(asking, gone)).status).toBe(201);
    const challenge = await api.call('POST', '/social/duels', {
      token: gone.access_token,
      body: { opponent_id: friend.user.id, game: 'orisha_matching', difficulty: 'beginner', topics: ['colors', 'days'] },
    });
    expect(challenge.status, challenge.text).toBe(201);
    expect((await duelsOf(friend)).length).toBe(1);
    expect((await friendsOf(friend)).friends.length).toBe(1);

    expect((await api.call('DELETE', `/admin/users/${gone.user.id}`, { token: admin.token })).status).toBe(200);

    expect(await friendsOf(friend)).toMatchObject({ friends: [], incoming: [], outgoing: [] });
    expect(await friendsOf(asked)).toMatchObject({ incoming: [] });
    expect(await friendsOf(asking)).toMatchObject({ outgoing: [] });
    expect(await duelsOf(friend)).toEqual([]);
    for (const learner of [friend, asked]) {
      expect((await inboxOf(learner)).items.filter((m) => m.actor.user_id === gone.user.id)).toEqual([]);
    }
    // The friend's count was freed: a new friendship is counted from zero.
    const { ddb, TABLE } = await import('../../src/lib/ddb.js');
    const profile = await ddb.send(new GetCommand({ TableName: TABLE, Key: { pk: `USER#${friend.user.id}`, sk: 'PROFILE' }, ConsistentRead: true }));
    expect(profile.Item?.friend_count).toBe(0);
  });
});
