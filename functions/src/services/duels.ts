import { randomBytes, randomInt } from 'node:crypto';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { DUEL_WINDOW_HOURS, MSG, UNAVAILABLE_SIGNS_TOPICS, type DuelCreateBody, type SignsTopic } from '@ifa/shared';
import { challengeRelation, duelPuts, duelWithRounds, getDuel, listDuels, roundPut, transact, type DuelRound, type StoredDuel } from '../data/duels.js';
import type { GameResult, GameSession } from '../data/game-sessions.js';
import { batchGet, batchWrite, itemOf, retryOnConflict } from '../data/paging.js';
import { getHouseParts, getMembership } from '../data/houses.js';
import { blockKey, duelRefKey, friendKey, membershipKey } from '../data/keys.js';
import { earnedXpItems } from '../data/earned-xp.js';
import { retryTransaction } from '../data/retry-transaction.js';
import { inboxPut, relationsOf, type Named } from '../data/social.js';
import { getUser, getUsers, userRewardItem, type UserRecord } from '../data/users.js';
import { bonusFor, canDecline, canPlay, decide, decided, duelView, otherRole, roleOf, type DuelRecord, type DuelRole } from '../domain/duel.js';
import type { BuiltQuestion } from '../domain/game-types.js';
import { localDay } from '../domain/practice/streak.js';
import { TABLE, isConditionFailure } from '../lib/ddb.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { countEvent } from '../lib/metrics.js';

/**
 * Duels (issue 28, DESIGN.md 5c) for the token's user: challenge a friend, list, read one,
 * decline; the start of a side's game and what its completion writes are here too, for the
 * games group (services/duel-play.ts, services/games.ts). A duel is decided when both have
 * played, or when its window closes; a read that finds it due decides it then (no scheduler:
 * the first of the two to look settles it, once, by the record's version).
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
const named = (u: { id: string; username: string; full_name: string }): Named => ({ id: u.id, username: u.username, full_name: u.full_name });
const sideNamed = (duel: DuelRecord, role: DuelRole): Named => ({ id: duel[role].user_id, username: duel[role].username, full_name: duel[role].full_name });

/**
 * What deciding `next` pays and tells: the winner's bonus (unless `paidInline`, the profile's part),
 * counted on the ledger and the winner's day like any XP (data/earned-xp.ts), a message to each.
 */
async function decisionItems(next: DuelRecord, now: Date, paidInline: DuelRole | null = null): Promise<TransactItem[]> {
  const at = now.toISOString();
  const items: TransactItem[] = [];
  for (const role of ['challenger', 'opponent'] as const) {
    const bonus = bonusFor(next, role);
    if (bonus) {
      const winner = await getUser(next[role].user_id);
      if (role !== paidInline) items.push(userRewardItem(next[role].user_id, { xp: bonus, cowries: 0, closeReferral: false }, at));
      const day = localDay(now, winner?.practice.time_zone ?? 'UTC');
      items.push(...earnedXpItems(next[role].user_id, day, { xp: bonus, reason: 'duel_bonus', ref: next.id }, at));
    }
    items.push(inboxPut(next[role].user_id, 'duel_result', sideNamed(next, otherRole(role)), at, next.id));
  }
  return items;
}

/** Decides the duel when it is due, once; returns it as it now stands. */
async function settled(duel: StoredDuel, now: Date): Promise<StoredDuel> {
  const decision = decide(duel, now);
  if (!decision) return duel;
  return retryTransaction(
    async () => {
      const current = await getDuel(duel.id);
      if (!current) throw notFound(MSG.duelNotFound);
      const due = decide(current, now);
      if (!due) return current;
      const next = { ...decided(current, due), seed: current.seed };
      await transact([...duelPuts(next, current.version), ...(await decisionItems(next, now))]);
      countEvent('DuelDecided');
      return { ...next, version: current.version + 1 };
    },
    { on: 'cancelled', retries: 15 },
  );
}

const exists = (Key: { pk: string; sk: string }) => ({ ConditionCheck: { TableName: TABLE, Key, ConditionExpression: 'attribute_exists(pk)' } });
const absent = (Key: { pk: string; sk: string }) => ({ ConditionCheck: { TableName: TABLE, Key, ConditionExpression: 'attribute_not_exists(pk)' } });
/** Both learners still in the house, and no block between them (a block does not end a membership). */
const housemates = (houseId: string, a: string, b: string) => [
  { ConditionCheck: { TableName: TABLE, Key: membershipKey(a), ConditionExpression: 'house_id = :h', ExpressionAttributeValues: { ':h': houseId } } },
  { ConditionCheck: { TableName: TABLE, Key: membershipKey(b), ConditionExpression: 'house_id = :h', ExpressionAttributeValues: { ':h': houseId } } },
  absent(blockKey(a, b)),
  absent(blockKey(b, a)),
];

/**
 * A challenge to a friend, or to a member of the learner's house (a block ends a friendship, and
 * is checked between housemates, so no duel crosses one). Anyone else is answered 404, as the
 * friends' routes answer an unknown learner: a block is not visible.
 */
export async function createDuel(user: UserRecord, body: DuelCreateBody & { difficulty: StoredDuel['difficulty']; mode: string }, now: Date = new Date()) {
  if (body.opponent_id === user.id) throw badRequest(MSG.duelSelf);
  // A Signs duel on topics without content yet would fail only when played: refused now, saying why.
  const unavailable = body.game === 'ifa_signs' ? body.topics.map((t) => UNAVAILABLE_SIGNS_TOPICS[t as SignsTopic]) : [];
  if (unavailable.length && unavailable.every(Boolean)) throw badRequest(unavailable[0]!);
  const [state, opponent] = await Promise.all([challengeRelation(user.id, body.opponent_id), getUser(body.opponent_id)]);
  // Members of one house may challenge each other too (DESIGN.md 5c), never across a block.
  const { house } = state;
  if ((!state.friends && !house) || state.blocked || !opponent || !opponent.is_active) throw notFound(MSG.duelNotFriends);
  const at = now.toISOString();
  const duel: StoredDuel = {
    id: randomBytes(12).toString('base64url'),
    game: body.game,
    difficulty: body.difficulty,
    topics: [...new Set(body.topics)],
    mode: body.mode,
    created_at: at,
    deadline: new Date(now.getTime() + DUEL_WINDOW_HOURS * 3_600_000).toISOString(),
    status: 'open',
    challenger: { user_id: user.id, username: user.username, full_name: user.full_name },
    opponent: { user_id: opponent.id, username: opponent.username, full_name: opponent.full_name },
    winner: null,
    reason: null,
    version: 1,
    seed: randomInt(0, 2 ** 32),
  };
  try {
    // Run again when only another transaction on the same items cancelled it (a join, a friendship changing).
    const items = [
      ...duelPuts(duel, null),
      // The friendship, or both memberships of the house, must still stand as the challenge is written.
      ...(state.friends ? [exists(friendKey(user.id, opponent.id))] : housemates(house!, user.id, opponent.id)),
      inboxPut(opponent.id, 'duel_challenge', named(user), at, duel.id),
    ];
    await retryOnConflict(() => transact(items));
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(MSG.duelNotFriends);
    throw error;
  }
  countEvent('DuelCreated', duel.game);
  return { success: true as const, message: MSG.duelCreated, duel: duelView(duel, 'challenger', now) };
}

/**
 * Whom the learner may challenge (DESIGN.md 5c): their friends, then the other members of their
 * house, each once, with no block between them either way, and active. The same rule
 * `createDuel` applies, so nobody listed here is refused (issue 34). A friendship never crosses a
 * block (a block ends it), so only housemates are checked: both block keys of each, in one
 * BatchGetItem (at most 2 × 49 keys).
 */
export async function rivalsOf(user: UserRecord) {
  const [relations, membership] = await Promise.all([relationsOf(user.id), getMembership(user.id)]);
  const parts = membership ? await getHouseParts(membership.house_id) : null;
  const friendIds = new Set(relations.friends.map((f) => f.user_id));
  const housemates = (parts?.members ?? [])
    .filter((m) => m.user_id !== user.id && !friendIds.has(m.user_id))
    // As the house's roster lists them: the head, then by who joined first.
    .sort((a, b) => Number(b.is_head) - Number(a.is_head) || a.joined_at.localeCompare(b.joined_at));
  const blocks = await batchGet(housemates.flatMap((m) => [blockKey(user.id, m.user_id), blockKey(m.user_id, user.id)]));
  const unblocked = housemates.filter((m) => !itemOf(blocks, blockKey(user.id, m.user_id)) && !itemOf(blocks, blockKey(m.user_id, user.id)));
  const candidates = [...relations.friends, ...unblocked].map((p) => ({ user_id: p.user_id, username: p.username, full_name: p.full_name }));
  const active = new Set((await getUsers(candidates.map((c) => c.user_id))).filter((u) => u.is_active).map((u) => u.id));
  return { rivals: candidates.filter((c) => active.has(c.user_id)) };
}

/** The learner's newest duels, each decided first when due. */
export async function duelsOf(user: UserRecord, now: Date = new Date()) {
  const listed = await listDuels(user.id);
  const duels = await Promise.all(
    listed.map(async (duel) => {
      if (!decide(duel, now)) return duel;
      const full = await getDuel(duel.id);
      return full ? settled(full, now) : duel;
    }),
  );
  return { duels: duels.flatMap((duel) => { const role = roleOf(duel, user.id); return role ? [duelView(duel, role, now)] : []; }) };
}

/** A duel the learner is in; anyone else gets 404 (a duel's existence is not for strangers). */
async function ownDuel(user: UserRecord, duelId: string) {
  const found = await duelWithRounds(duelId);
  const role = found ? roleOf(found.duel, user.id) : null;
  if (!found || !role) throw notFound(MSG.duelNotFound);
  return { ...found, role };
}

/**
 * The duel with its questions as the learner was asked them, their own answer to each and, once
 * the duel is over, the other's: nothing of the other's play before that.
 */
export async function duelOf(user: UserRecord, duelId: string, now: Date = new Date()) {
  const found = await ownDuel(user, duelId);
  const { role } = found;
  let { duel, rounds } = found;
  if (decide(duel, now)) {
    duel = await settled(duel, now);
    rounds = (await duelWithRounds(duelId))?.rounds ?? rounds;
  }
  const mine = rounds[role];
  const theirs = duel.status === 'done' ? rounds[otherRole(role)] : undefined;
  return {
    ...duelView(duel, role, now),
    questions: (mine?.prompts ?? []).map((prompt, i) => ({
      number: i + 1,
      prompt,
      mine: mine ? mine.answers[i] === 1 : null,
      theirs: theirs ? theirs.answers[i] === 1 : null,
    })),
  };
}

/** The one challenged says no before playing: the duel closes with no winner and no XP. */
export async function declineDuel(user: UserRecord, duelId: string, now: Date = new Date()) {
  const { role } = await ownDuel(user, duelId);
  return retryTransaction(
    async () => {
      const duel = await getDuel(duelId);
      if (!duel) throw notFound(MSG.duelNotFound);
      if (duel.status === 'declined') return duelView(duel, role, now);
      if (!canDecline(duel, role) || decide(duel, now)) throw conflict(MSG.duelCannotDecline);
      const next: StoredDuel = { ...duel, status: 'declined', winner: null, reason: 'declined' };
      const at = now.toISOString();
      await transact([...duelPuts(next, duel.version), inboxPut(duel.challenger.user_id, 'duel_result', sideNamed(duel, 'opponent'), at, duel.id)]);
      return duelView({ ...next, version: duel.version + 1 }, role, now);
    },
    { on: 'cancelled', retries: 15 },
  );
}

/**
 * A block stops challenges (DESIGN.md 5c): the open duels of the pair among the blocker's newest
 * close as declined, with no XP and no message to either (a block is not announced).
 */
export async function closeDuelsBetween(userId: string, otherId: string) {
  await decline((await listDuels(userId)).filter((d) => d.status === 'open' && roleOf(d, otherId) !== null));
}

/**
 * A deleted account's duels (DESIGN.md 3b): the open ones are declined and leave the other
 * learner's list, so no challenge waits on someone who is gone. Returns every learner the deleted
 * one duelled, whose inbox may hold its messages.
 */
export async function closeDuelsOfDeleted(userId: string): Promise<string[]> {
  const listed = await listDuels(userId);
  const open = listed.filter((d) => d.status === 'open');
  await decline(open);
  await batchWrite(
    open.map((d) => {
      const other = d[otherRole(roleOf(d, userId) ?? 'challenger')].user_id;
      return { DeleteRequest: { Key: duelRefKey(other, d.created_at, d.id) } };
    }),
  );
  return [...new Set(listed.map((d) => d[otherRole(roleOf(d, userId) ?? 'challenger')].user_id))];
}

async function decline(open: DuelRecord[]) {
  await Promise.all(
    open.map((listed) =>
      retryTransaction(
        async () => {
          const duel = await getDuel(listed.id);
          if (!duel || duel.status !== 'open') return;
          await transact(duelPuts({ ...duel, status: 'declined', winner: null, reason: 'declined' }, duel.version));
        },
        { on: 'cancelled', retries: 15 },
      ),
    ),
  );
}

/** What starting a side's game needs: the duel, the learner's side, the seed; or why not. */
export async function duelToPlay(user: UserRecord, duelId: string, now: Date) {
  const duel = await getDuel(duelId);
  const role = duel ? roleOf(duel, user.id) : null;
  if (!duel || !role) throw notFound(MSG.duelNotFound);
  if (duel[role].session_id) throw conflict(MSG.duelAlreadyPlayed);
  if (!canPlay(duel, role, now)) throw conflict(MSG.duelClosed);
  return { duel, role };
}

/** Written with the side's game session: the side has started, in that session. */
export function duelStartPuts(duel: StoredDuel, role: DuelRole, sessionId: string, now: Date): TransactItem[] {
  const next: StoredDuel = { ...duel, [role]: { ...duel[role], session_id: sessionId, started_at: now.toISOString() } };
  return duelPuts(next, duel.version);
}

/**
 * What a duel game's completion writes with it (services/games.ts completeGame): the side's
 * result and answers, and, when that decides the duel, the decision with its bonus and messages.
 * `myBonusXp` is the completing learner's own bonus, to add to the game's reward (one update per
 * item in a transaction). Nothing when the duel was decided meanwhile (it then counts as a game).
 */
export async function duelCompletion(
  session: GameSession,
  questions: BuiltQuestion[],
  result: GameResult,
  now: Date,
): Promise<{ items: TransactItem[]; myBonusXp: number }> {
  const link = session.duel;
  const duel = link ? await getDuel(link.id) : null;
  if (!link || !duel || duel.status !== 'open' || duel[link.role].session_id !== session.id || duel[link.role].result) return { items: [], myBonusXp: 0 };
  const at = now.toISOString();
  const played: StoredDuel = {
    ...duel,
    [link.role]: {
      ...duel[link.role],
      result: { correct: result.correct_answers, total: result.total_questions, percentage: result.percentage, disqualified: result.disqualified, finished_at: at },
    },
  };
  const round: DuelRound = { answers: questions.map((q) => (session.answered[q.id] === 1 ? 1 : 0)), prompts: questions.map((q) => q.question) };
  const decision = decide(played, now);
  const next = decision ? { ...decided(played, decision), seed: duel.seed } : played;
  return {
    items: [...duelPuts(next, duel.version), roundPut(duel.id, link.role, round), ...(decision ? await decisionItems(next, now, link.role) : [])],
    myBonusXp: bonusFor(next, link.role),
  };
}
