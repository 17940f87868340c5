import { randomBytes, randomUUID } from 'node:crypto';
import { HOUSE_FOUNDER_ROLES, MSG, PRACTICE_ACHIEVEMENTS, displayName, levelForXp, type AssignmentCreateBody, type OrishaId } from '@ifa/shared';
import { yorubaNameOfLegs } from '../content/odu-catalogue.js';
import { getDeitiesOf } from '../data/deities.js';
import {
  deleteAssignment,
  dropStaleMembership,
  getAssignment,
  getHouseParts,
  getMembership,
  houseIdByCode,
  writeAssignment,
  writeHouse,
  writeInRanking,
  writeInviteCode,
  writeJoin,
  writeLeave,
  type AssignmentRecord,
  type HouseParts,
  type MemberRecord,
} from '../data/houses.js';
import { xpBetween } from '../data/practice-days.js';
import { dissolveHouse } from './admin-houses.js';
import { getUsers, type UserRecord } from '../data/users.js';
import type { Named } from '../data/social.js';
import { assignmentIdOf, dueDayValid, inviteCodeFrom, rankByXp, weekStart } from '../domain/house.js';
import { signByIdOrNull } from '../domain/practice/review-questions.js';
import { localDay, streakAsOf } from '../domain/practice/streak.js';
import { cancellationReasons } from '../lib/ddb.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { countEvent } from '../lib/metrics.js';

/**
 * The religious house (issue 28, DESIGN.md 5c) for the token's user. A learner sees only their
 * own house: its head sees each member's level, streak, mastery summary and (when shared) deities
 * while they belong; a member sees the assignments, their own progress on them and the weekly
 * ranking. Head-only actions are refused to members with 409 (the route is theirs to call: the
 * house's state decides), and to learners of no house with 404 (they have no house to act on).
 */

const named = (u: Pick<UserRecord, 'id' | 'username' | 'full_name'>): Named => ({ id: u.id, username: u.username, full_name: u.full_name });
const namedView = (n: Named) => ({ user_id: n.id, username: n.username, full_name: n.full_name });
const ok = (message: string) => ({ success: true as const, message });
const canFound = (user: UserRecord) => (HOUSE_FOUNDER_ROLES as readonly string[]).includes(user.role);
const today = (user: UserRecord, now: Date) => localDay(now, user.practice.time_zone);

/** The reader's house read afresh, or null: a membership of a dissolved house is dropped on the way. */
async function ownHouse(user: UserRecord, consistent = false): Promise<(HouseParts & { me: MemberRecord }) | null> {
  const membership = await getMembership(user.id, consistent);
  if (!membership) return null;
  const parts = await getHouseParts(membership.house_id, consistent);
  const me = parts?.members.find((m) => m.user_id === user.id);
  if (!parts || !me) {
    // The house was dissolved (or the learner removed) while this membership was being cleaned up.
    if (!parts) await dropStaleMembership(user.id, membership.house_id);
    return null;
  }
  return { ...parts, me };
}

async function requireHouse(user: UserRecord) {
  const house = await ownHouse(user, true);
  if (!house) throw notFound(MSG.houseNone);
  return house;
}

async function requireHead(user: UserRecord) {
  const house = await requireHouse(user);
  if (house.house.head.id !== user.id) throw conflict(MSG.houseHeadOnly);
  return house;
}

/** A subject of an assignment as the reader names it: a sign in their naming; an orisha by id (the web names it from the guide). */
function subjectView(kind: AssignmentRecord['kind'], id: string, user: UserRecord) {
  if (kind === 'orishas') return { id, name: id };
  const fact = signByIdOrNull(id);
  return { id, name: fact ? displayName({ lucumi: fact.name, yoruba: yorubaNameOfLegs(fact.right_leg, fact.left_leg) }, user.naming) : id };
}

function assignmentView(a: AssignmentRecord, parts: HouseParts, me: MemberRecord, user: UserRecord, day: string, isHead: boolean) {
  return {
    id: a.id,
    kind: a.kind,
    subjects: a.subjects.map((s) => subjectView(a.kind, s, user)),
    due: a.due,
    created_at: a.created_at,
    overdue: a.due < day,
    done: me.done.includes(a.id),
    done_by: isHead ? parts.members.filter((m) => !m.is_head && m.done.includes(a.id)).map((m) => m.user_id) : null,
  };
}

/**
 * The house as the reader sees it. The ranking's XP is each member's practice days from Monday to
 * the reader's today (a Query of at most 7 small items each); the head's table adds each member's
 * profile (one BatchGetItem) and deities (one BatchGetItem, shown only when shared).
 */
async function houseView(parts: HouseParts & { me: MemberRecord }, user: UserRecord, now: Date) {
  const { house, members, me } = parts;
  const isHead = house.head.id === user.id;
  const day = today(user, now);
  const monday = weekStart(day);
  const counted = isHead ? members : members.filter((m) => m.in_ranking);
  const [xps, profiles, deities] = await Promise.all([
    Promise.all(counted.map(async (m) => [m.user_id, await xpBetween(m.user_id, monday, day)] as const)).then((pairs) => new Map(pairs)),
    isHead ? getUsers(members.map((m) => m.user_id)).then((us) => new Map(us.map((u) => [u.id, u]))) : Promise.resolve(new Map<string, UserRecord>()),
    isHead ? getDeitiesOf(members.filter((m) => !m.is_head).map((m) => m.user_id)) : Promise.resolve(new Map()),
  ]);
  const ranking = rankByXp(members.filter((m) => m.in_ranking).map((m) => ({ user_id: m.user_id, username: m.username, full_name: m.full_name, xp: xps.get(m.user_id) ?? 0 })));
  return {
    id: house.id,
    name: house.name,
    created_at: house.created_at,
    head: namedView(house.head),
    role: isHead ? ('head' as const) : ('member' as const),
    member_count: members.length,
    invite_code: isHead ? house.invite_code : null,
    in_ranking: me.in_ranking,
    assignments: [...parts.assignments].sort((a, b) => a.due.localeCompare(b.due) || a.created_at.localeCompare(b.created_at)).map((a) => assignmentView(a, parts, me, user, day, isHead)),
    ranking: { week_start: monday, rows: ranking.map((r) => ({ user_id: r.user_id, username: r.username, full_name: r.full_name, rank: r.rank, xp: r.xp, me: r.user_id === user.id })) },
    roster: [...members]
      .sort((a, b) => Number(b.is_head) - Number(a.is_head) || a.joined_at.localeCompare(b.joined_at))
      .map((m) => ({ user_id: m.user_id, username: m.username, full_name: m.full_name })),
    members: isHead
      ? members
          .filter((m) => profiles.has(m.user_id))
          .sort((a, b) => Number(b.is_head) - Number(a.is_head) || a.joined_at.localeCompare(b.joined_at))
          .map((m) => {
            const p = profiles.get(m.user_id)!;
            const shared = deities.get(m.user_id);
            return {
              ...namedView(named(p)),
              joined_at: m.joined_at,
              is_head: m.is_head,
              level: levelForXp(p.experience_points),
              streak: streakAsOf(p.streak, localDay(now, p.practice.time_zone)).current,
              best_streak: p.streak.best,
              achievements: PRACTICE_ACHIEVEMENTS.filter((a) => p.achievements.includes(a)),
              week_xp: xps.get(m.user_id) ?? 0,
              in_ranking: m.in_ranking,
              deities: shared?.share_with_house_head ? { received: shared.received as OrishaId[], guardian: shared.guardian as OrishaId | null } : null,
            };
          })
      : null,
  };
}

/** GET /social/house. */
export async function houseOf(user: UserRecord, now: Date = new Date()) {
  const parts = await ownHouse(user);
  return { house: parts ? await houseView(parts, user, now) : null, can_found: !parts && canFound(user) };
}

const newCode = () => inviteCodeFrom(randomBytes(16));

/** An approved santero or babalawo founds a house and becomes its head (once: parallel founds make one). */
export async function foundHouse(user: UserRecord, name: string, now: Date = new Date()) {
  if (!canFound(user)) throw conflict(MSG.houseFounderRole);
  if (await getMembership(user.id, true)) throw conflict(MSG.houseAlreadyMember);
  const at = now.toISOString();
  const house = { id: randomUUID(), name, head: named(user), invite_code: newCode(), created_at: at };
  for (let attempt = 1; ; attempt++) {
    try {
      await writeHouse(house, at);
      break;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons[3] === 'ConditionalCheckFailed') throw conflict(MSG.houseAlreadyMember);
      // Another house holds that code (one chance in 31^8): another code.
      if (reasons[1] === 'ConditionalCheckFailed' && attempt < 3) house.invite_code = newCode();
      else throw error;
    }
  }
  countEvent('HouseFounded');
  // The view of what was written (a dissolve sent right after could already have removed it).
  const head: MemberRecord = { user_id: user.id, username: user.username, full_name: user.full_name, joined_at: at, is_head: true, in_ranking: true, done: [] };
  const parts = { house: { ...house, member_count: 1, assignment_count: 0 }, members: [head], assignments: [], me: head };
  return { ...ok(MSG.houseFounded), house: await houseView(parts, user, now) };
}

/** What an invite link shows before joining. */
export async function houseInvitation(code: string) {
  const houseId = await houseIdByCode(code);
  const parts = houseId ? await getHouseParts(houseId) : null;
  if (!parts) throw notFound(MSG.houseCodeInvalid);
  return { id: parts.house.id, name: parts.house.name, head: namedView(parts.house.head), member_count: parts.members.length };
}

/** Joins by invite code. Sent twice, or in parallel, it joins once; the second answers as the first. */
export async function joinHouse(user: UserRecord, code: string, now: Date = new Date()) {
  const houseId = await houseIdByCode(code);
  if (!houseId) throw notFound(MSG.houseCodeInvalid);
  const current = await ownHouse(user, true);
  if (current) {
    if (current.house.id === houseId) return { ...ok(MSG.houseJoined), house: await houseView(current, user, now) };
    throw conflict(MSG.houseAlreadyMember);
  }
  try {
    await writeJoin(houseId, code, named(user), now.toISOString());
  } catch (error) {
    const [codeCheck, count, member, membership] = cancellationReasons(error);
    if (codeCheck === 'ConditionalCheckFailed') throw notFound(MSG.houseCodeInvalid);
    if (member === 'ConditionalCheckFailed' || membership === 'ConditionalCheckFailed') {
      // A parallel join of this learner went first: the same answer as theirs, or 409 for another house.
      const mine = await ownHouse(user, true);
      if (mine?.house.id === houseId) return { ...ok(MSG.houseJoined), house: await houseView(mine, user, now) };
      throw conflict(MSG.houseAlreadyMember);
    }
    if (count === 'ConditionalCheckFailed') throw conflict(MSG.houseFull);
    throw error;
  }
  countEvent('HouseJoined');
  // Dissolved, or the learner removed, in the moment since: told so rather than shown a house.
  const mine = await ownHouse(user, true);
  if (!mine) throw notFound(MSG.houseNotFound);
  return { ...ok(MSG.houseJoined), house: await houseView(mine, user, now) };
}

/** A member leaves; everything of theirs leaves the head's view with their member item. */
export async function leaveHouse(user: UserRecord) {
  const house = await requireHouse(user);
  if (house.me.is_head) throw conflict(MSG.houseHeadCannotLeave);
  await leaveOnce(house.house.id, user.id);
  return ok(MSG.houseLeft);
}

async function leaveOnce(houseId: string, userId: string) {
  try {
    await writeLeave(houseId, userId);
  } catch (error) {
    // A parallel leave (or removal) went first: gone once is gone.
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) throw notFound(MSG.houseMemberNotFound);
    throw error;
  }
}

/** The head removes a member. */
export async function removeMember(user: UserRecord, memberId: string) {
  const house = await requireHead(user);
  const member = house.members.find((m) => m.user_id === memberId);
  if (!member) throw notFound(MSG.houseMemberNotFound);
  if (member.is_head) throw conflict(MSG.houseHeadCannotLeave);
  await leaveOnce(house.house.id, memberId);
  return ok(MSG.houseMemberRemoved);
}

/** A new invite link; the old one stops working. */
export async function renewInvite(user: UserRecord) {
  const house = await requireHead(user);
  const code = newCode();
  try {
    await writeInviteCode(house.house.id, house.house.invite_code, code);
  } catch (error) {
    // Renewed in parallel: the code that won is the current one.
    if (!cancellationReasons(error).includes('ConditionalCheckFailed')) throw error;
    const now = await requireHead(user);
    return { ...ok(MSG.houseInviteRenewed), invite_code: now.house.invite_code };
  }
  return { ...ok(MSG.houseInviteRenewed), invite_code: code };
}

/** A member takes part in the weekly ranking, or leaves it. */
export async function setInRanking(user: UserRecord, inRanking: boolean) {
  const house = await requireHouse(user);
  if (!(await writeInRanking(house.house.id, user.id, inRanking))) throw notFound(MSG.houseNone);
  return { ...ok(MSG.houseRankingUpdated), in_ranking: inRanking };
}

/**
 * The head assigns practice (signs, or orishas' facts) due on a day from today (the head's) to
 * HOUSE.maxDueDays ahead. The same assignment sent twice, or at once, is one (201, then 200).
 */
export async function assignPractice(user: UserRecord, body: Required<Pick<AssignmentCreateBody, 'kind' | 'subjects' | 'due'>>, now: Date = new Date()) {
  const house = await requireHead(user);
  const day = today(user, now);
  if (!dueDayValid(body.due, day)) throw badRequest([{ field: 'due', message: MSG.assignmentDueInvalid }]);
  const subjects = [...new Set(body.subjects)];
  if (body.kind === 'signs' && subjects.some((s) => !signByIdOrNull(s))) throw badRequest([{ field: 'subjects', message: MSG.signUnknown }]);
  const assignment: AssignmentRecord = { id: assignmentIdOf(body.kind, subjects, body.due), kind: body.kind, subjects, due: body.due, created_at: now.toISOString() };
  const view = (a: AssignmentRecord, parts: HouseParts & { me: MemberRecord }) => assignmentView(a, parts, parts.me, user, day, true);
  try {
    const others = house.members.filter((m) => !m.is_head).map((m) => m.user_id);
    await writeAssignment(house.house.id, named(user), assignment, others);
  } catch (error) {
    const [put, count] = cancellationReasons(error);
    if (put === 'ConditionalCheckFailed') {
      const existing = (await getAssignment(house.house.id, assignment.id)) ?? assignment;
      return { created: false, ...ok(MSG.assignmentExists), assignment: view(existing, await requireHead(user)) };
    }
    if (count === 'ConditionalCheckFailed') throw conflict(MSG.assignmentTooMany);
    throw error;
  }
  countEvent('AssignmentCreated');
  return { created: true, ...ok(MSG.assignmentCreated), assignment: view(assignment, await requireHead(user)) };
}

/** The head deletes an assignment (once). */
export async function unassign(user: UserRecord, assignmentId: string) {
  const house = await requireHead(user);
  if (!house.assignments.some((a) => a.id === assignmentId)) throw notFound(MSG.assignmentNotFound);
  try {
    await deleteAssignment(house.house.id, assignmentId);
  } catch (error) {
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) throw notFound(MSG.assignmentNotFound);
    throw error;
  }
  return ok(MSG.assignmentDeleted);
}

/** The head closes their house. */
export async function dissolveOwnHouse(user: UserRecord) {
  return dissolveHouse(await requireHead(user));
}
