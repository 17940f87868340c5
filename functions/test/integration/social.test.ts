import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { FriendsResponse, InboxResponse, MSG } from '@ifa/shared';
import { useApi } from '../support/api.js';

/**
 * Friends, blocks and the inbox (issue 28 points 1 and 5, DESIGN.md 5c) through the real handlers
 * and DynamoDB Local: every change counts once under parallel requests, a block hides both ways,
 * and what a friend shows follows their own setting.
 */
const api = useApi();

type Learner = Awaited<ReturnType<typeof api.registerUser>>;
const friendsOf = async (l: Learner) => FriendsResponse.parse((await api.call('GET', '/social/friends', { token: l.access_token })).body);
const inboxOf = async (l: Learner) => InboxResponse.parse((await api.call('GET', '/social/inbox', { token: l.access_token })).body);
const ask = (from: Learner, to: Learner) => api.call('POST', '/social/friends/requests', { token: from.access_token, body: { username: to.user.username } });
const accept = (who: Learner, requester: Learner) => api.call('POST', `/social/friends/requests/${requester.user.id}/accept`, { token: who.access_token });

async function friendCount(userId: string) {
  const { ddb, TABLE } = await import('../../src/lib/ddb.js');
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: { pk: `USER#${userId}`, sk: 'PROFILE' }, ConsistentRead: true }));
  return (out.Item?.friend_count as number | undefined) ?? 0;
}

async function befriend(a: Learner, b: Learner) {
  expect((await ask(a, b)).status).toBe(201);
  expect((await accept(b, a)).status).toBe(200);
}

describe('friends', () => {
  it('a request by username reaches the inbox; accepted, both are friends and see level and streak', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    const sent = await ask(ana, ben);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: MSG.friendRequestSent, status: 'requested' });
    expect((await friendsOf(ana)).outgoing.map((p) => p.username)).toEqual([ben.user.username]);
    const benInbox = await inboxOf(ben);
    expect(benInbox).toMatchObject({ unread: 1, unread_capped: false });
    expect(benInbox.items[0]).toMatchObject({ kind: 'friend_request', read: false, handled: false, actor: { user_id: ana.user.id, username: ana.user.username } });
    expect((await friendsOf(ben)).incoming.map((p) => p.user_id)).toEqual([ana.user.id]);

    const accepted = await accept(ben, ana);
    expect(accepted.body).toMatchObject({ message: MSG.friendAccepted, status: 'friends' });
    for (const [me, other] of [[ana, ben], [ben, ana]] as const) {
      const list = await friendsOf(me);
      expect(list.incoming).toEqual([]);
      expect(list.outgoing).toEqual([]);
      expect(list.friends).toHaveLength(1);
      // Level and streak by default; mastery only when the friend chose it.
      expect(list.friends[0]).toMatchObject({ user_id: other.user.id, visibility: 'basic', level: 1, streak: 0, mastery: null });
    }
    expect((await inboxOf(ana)).items[0]).toMatchObject({ kind: 'friend_accepted', actor: { user_id: ben.user.id } });
    expect(await friendCount(ana.user.id)).toBe(1);
    // Accepted, Ben's request no longer shows as new nor asks for an answer (issue 34).
    expect(await inboxOf(ben)).toMatchObject({ unread: 0, items: [{ kind: 'friend_request', handled: true, read: true }] });
  });

  it('a request sent five times at once counts once, and five accepts at once make one friendship', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    const sends = await Promise.all(Array.from({ length: 5 }, () => ask(ana, ben)));
    expect(sends.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await friendsOf(ben)).incoming).toHaveLength(1);
    expect((await inboxOf(ben)).items).toHaveLength(1);
    const accepts = await Promise.all(Array.from({ length: 5 }, () => accept(ben, ana)));
    expect(accepts.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await friendsOf(ana)).friends).toHaveLength(1);
    expect(await friendCount(ana.user.id)).toBe(1);
    expect(await friendCount(ben.user.id)).toBe(1);
    expect((await inboxOf(ana)).items.filter((i) => i.kind === 'friend_accepted')).toHaveLength(1);
  });

  it('asking someone who already asked makes you friends; asking by share code works; bad targets are refused in Spanish', async () => {
    const [ana, ben, cai] = await Promise.all([api.registerUser(), api.registerUser(), api.registerUser()]);
    await ask(ana, ben);
    const back = await ask(ben, ana);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'friends', message: MSG.friendAccepted });
    expect((await ask(ana, ben)).body).toMatchObject({ status: 'friends', message: MSG.friendAlready });

    const byCode = await api.call('POST', '/social/friends/requests', { token: cai.access_token, body: { code: ana.user.referral_code.toLowerCase() } });
    expect(byCode.status).toBe(201);
    expect((await friendsOf(ana)).incoming.map((p) => p.user_id)).toEqual([cai.user.id]);

    const self = await api.call('POST', '/social/friends/requests', { token: ana.access_token, body: { username: ana.user.username } });
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe(MSG.friendSelf);
    const nobody = await api.call('POST', '/social/friends/requests', { token: ana.access_token, body: { username: 'nadie_con_este_nombre' } });
    expect(nobody.status).toBe(404);
    expect(nobody.body.detail).toBe(MSG.friendNotFound);
    const both = await api.call('POST', '/social/friends/requests', { token: ana.access_token, body: { username: ben.user.username, code: ben.user.referral_code } });
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain(MSG.friendTargetRequired);
  });

  it('what a friend sees follows the friend’s own setting: nothing, level and streak, or also mastery', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    await befriend(ana, ben);
    const hidden = await api.call('PUT', '/social/visibility', { token: ben.access_token, body: { friend_visibility: 'none' } });
    expect(hidden.body).toMatchObject({ friend_visibility: 'none', message: MSG.friendVisibilityUpdated });
    expect((await friendsOf(ana)).friends[0]).toMatchObject({ visibility: 'none', level: null, streak: null, mastery: null });
    await api.call('PUT', '/social/visibility', { token: ben.access_token, body: { friend_visibility: 'mastery' } });
    expect((await friendsOf(ana)).friends[0]).toMatchObject({ visibility: 'mastery', level: 1, streak: 0, mastery: { best_streak: 0, achievements: [] } });
    // Ben's own setting is his; Ana's stays the default.
    expect((await friendsOf(ben)).friend_visibility).toBe('mastery');
    expect((await friendsOf(ben)).friends[0]).toMatchObject({ visibility: 'basic' });
    const bad = await api.call('PUT', '/social/visibility', { token: ben.access_token, body: { friend_visibility: 'everyone' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(MSG.friendVisibilityInvalid);
  });

  it('decline, withdraw and remove each end what they name once; a stranger’s list shows none of it', async () => {
    const [ana, ben, cai, dan] = await Promise.all([api.registerUser(), api.registerUser(), api.registerUser(), api.registerUser()]);
    await ask(ana, ben);
    expect((await api.call('POST', `/social/friends/requests/${ana.user.id}/decline`, { token: ben.access_token })).body).toMatchObject({ status: 'none' });
    const again = await api.call('POST', `/social/friends/requests/${ana.user.id}/decline`, { token: ben.access_token });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(MSG.friendRequestMissing);
    expect((await friendsOf(ana)).outgoing).toEqual([]);

    await ask(ana, cai);
    expect((await api.call('DELETE', `/social/friends/${cai.user.id}`, { token: ana.access_token })).status).toBe(200);
    expect((await friendsOf(cai)).incoming).toEqual([]);
    // Answered, declined or withdrawn, a request reads as handled: not new, nothing to do (issue 34).
    for (const who of [ben, cai]) {
      const inbox = await inboxOf(who);
      expect(inbox.items.map((m) => [m.kind, m.handled, m.read])).toEqual([['friend_request', true, true]]);
      expect(inbox.unread).toBe(0);
      expect((await api.call('GET', '/social/inbox/unread', { token: who.access_token })).body).toMatchObject({ unread: 0 });
    }

    await befriend(ana, dan);
    const removals = await Promise.all([
      api.call('DELETE', `/social/friends/${dan.user.id}`, { token: ana.access_token }),
      api.call('DELETE', `/social/friends/${ana.user.id}`, { token: dan.access_token }),
    ]);
    expect(removals.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await friendsOf(ana)).friends).toEqual([]);
    expect(await friendCount(ana.user.id)).toBe(0);
    expect(await friendCount(dan.user.id)).toBe(0);

    // A stranger's own list: nothing of Ana's.
    const stranger = await friendsOf(await api.registerUser());
    expect([...stranger.friends, ...stranger.incoming, ...stranger.outgoing, ...stranger.blocked]).toEqual([]);
  });

  it('a block ends the friendship and hides both ways: requests either way are answered as if nobody were there', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    await befriend(ana, ben);
    const blocked = await api.call('POST', `/social/blocks/${ana.user.id}`, { token: ben.access_token });
    expect(blocked.body).toMatchObject({ status: 'blocked', message: MSG.userBlocked });
    expect((await friendsOf(ana)).friends).toEqual([]);
    expect((await friendsOf(ben)).blocked.map((p) => p.user_id)).toEqual([ana.user.id]);
    expect(await friendCount(ana.user.id)).toBe(0);
    for (const [from, to] of [[ana, ben], [ben, ana]] as const) {
      const refused = await ask(from, to);
      expect(refused.status).toBe(404);
      expect(refused.body.detail).toBe(MSG.friendNotFound);
    }
    // Blocked twice counts once; blocking oneself is refused.
    expect((await api.call('POST', `/social/blocks/${ana.user.id}`, { token: ben.access_token })).status).toBe(200);
    expect((await friendsOf(ben)).blocked).toHaveLength(1);
    expect((await api.call('POST', `/social/blocks/${ben.user.id}`, { token: ben.access_token })).body.detail).toBe(MSG.blockSelf);

    expect((await api.call('DELETE', `/social/blocks/${ana.user.id}`, { token: ben.access_token })).body).toMatchObject({ status: 'none' });
    expect((await ask(ana, ben)).status).toBe(201);
  });

  it('a pending request is cleared by a block in either direction', async () => {
    const [ana, ben] = await Promise.all([api.registerUser(), api.registerUser()]);
    await ask(ana, ben);
    await api.call('POST', `/social/blocks/${ana.user.id}`, { token: ben.access_token });
    expect((await friendsOf(ana)).outgoing).toEqual([]);
    expect((await friendsOf(ben)).incoming).toEqual([]);
  });
});

describe('inbox', () => {
  it('counts what came after the newest message read; the marker never goes back; two messages at once are both kept', async () => {
    const [ana, ben, cai] = await Promise.all([api.registerUser(), api.registerUser(), api.registerUser()]);
    await Promise.all([ask(ben, ana), ask(cai, ana)]);
    const inbox = await inboxOf(ana);
    expect(inbox.items).toHaveLength(2);
    expect(inbox.unread).toBe(2);
    const [newest, older] = inbox.items;
    expect(newest!.created_at >= older!.created_at).toBe(true);

    const read = await api.call('POST', '/social/inbox/read', { token: ana.access_token, body: { through: newest!.id } });
    expect(read.body).toMatchObject({ unread: 0, unread_capped: false });
    expect((await inboxOf(ana)).items.every((i) => i.read)).toBe(true);
    // An older marker (another tab) does not bring messages back.
    await api.call('POST', '/social/inbox/read', { token: ana.access_token, body: { through: older!.id } });
    expect((await api.call('GET', '/social/inbox/unread', { token: ana.access_token })).body).toMatchObject({ unread: 0 });

    await accept(ana, ben);
    expect((await api.call('GET', '/social/inbox/unread', { token: ben.access_token })).body).toMatchObject({ unread: 1 });
    const bad = await api.call('POST', '/social/inbox/read', { token: ana.access_token, body: { through: 'todo' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(MSG.inboxThroughInvalid);
  });
});
