import { MSG, type Language, type Role, type User } from '@ifa/shared';
import { dropStaleMembership, getHouseParts, getMembership, writeLeave } from '../data/houses.js';
import { pagination } from '../data/paging.js';
import { getStats } from '../data/stats.js';
import { liftLoginLocks } from '../data/throttles.js';
import {
  createUser,
  getUser,
  listUsersPage,
  removeUser,
  searchUsers,
  setPasswordHash,
  setRoleAsAdmin,
  toPublicUser,
  type UserRecord,
  setReviewerLanguages,
} from '../data/users.js';
import { hashPassword } from '../domain/password.js';
import { config } from '../lib/config.js';
import { cancellationReasons } from '../lib/ddb.js';
import { HttpError, badRequest, conflict, notFound } from '../lib/errors.js';
import { dissolveHouse } from './admin-houses.js';
import { forgetDeletedLearner } from './social.js';

/**
 * The admin's user management (spec 6 and 7). The last-admin rule is enforced in the data
 * layer's transactions (`actorIsAdminCheck`): an admin acts only on OTHER accounts, and only
 * while still an admin at commit time.
 */

/** Newest first; `search` is an email or username prefix (see `searchUsers`). */
export async function listUsersForAdmin(query: { page: number; limit: number; search?: string }) {
  const { page, limit, search } = query;
  if (search) {
    const { users, total } = await searchUsers(search, page, limit);
    return { users: users.map(toPublicUser), total, pagination: pagination(page, limit, total) };
  }
  // The total is the users counter (kept by registration and deletion), not a count of the table.
  const [users, stats] = await Promise.all([listUsersPage(page, limit), getStats()]);
  const total = Math.max(stats.users, (page - 1) * limit + users.length);
  return { users: users.map(toPublicUser), total, pagination: pagination(page, limit, total) };
}

async function target(id: string): Promise<UserRecord> {
  const user = await getUser(id, true);
  if (!user) throw notFound(MSG.userNotFound);
  return user;
}

const lastAdmin = () => conflict(MSG.lastAdmin);

export async function changeRole(actor: UserRecord, targetId: string, role: Role | undefined): Promise<User> {
  if (!role) throw new HttpError(400, [{ field: 'new_role', message: MSG.roleRequired }]);
  if (actor.id === targetId) throw badRequest(MSG.ownRoleChange);
  await target(targetId);
  const outcome = await setRoleAsAdmin(actor.id, targetId, role);
  if (outcome === 'not_found') throw notFound(MSG.userNotFound);
  if (outcome === 'actor_not_admin') throw lastAdmin();
  return toPublicUser(await target(targetId));
}

export async function setPassword(targetId: string, password: string | undefined) {
  if (!password) throw new HttpError(400, [{ field: 'new_password', message: MSG.passwordRequired }]);
  const user = await target(targetId);
  // Ends the user's sessions (DESIGN.md 4): a password an admin sets replaces one that may be known.
  const updated = await setPasswordHash(user.id, await hashPassword(password, config.scryptLogN));
  if (!updated) throw notFound(MSG.userNotFound);
  // A new password also lifts a lock from earlier failed logins.
  await liftLoginLocks(user.email);
  return { success: true, message: MSG.passwordSetFor(user.email) };
}

export async function deleteUserAsAdmin(actor: UserRecord, targetId: string) {
  if (actor.id === targetId) throw badRequest(MSG.ownAccountDelete);
  const user = await target(targetId);
  const outcome = await removeUser(targetId, actor.id);
  if (outcome === 'not_found') throw notFound(MSG.userNotFound);
  if (outcome === 'actor_not_admin') throw lastAdmin();
  await leaveHouseOnDelete(targetId);
  await forgetDeletedLearner(targetId);
  return { success: true, message: MSG.userDeletedNamed(user.email) };
}

/**
 * A deleted learner leaves their house (issue 28): a member's item goes, and a house whose head is
 * deleted is dissolved (nobody could lead it). A membership of a house gone meanwhile is dropped.
 */
async function leaveHouseOnDelete(userId: string) {
  const membership = await getMembership(userId, true);
  if (!membership) return;
  const parts = await getHouseParts(membership.house_id, true);
  if (!parts) return dropStaleMembership(userId, membership.house_id);
  if (parts.house.head.id === userId) {
    await dissolveHouse(parts).catch((error: unknown) => {
      // Dissolved in parallel by an admin: done either way.
      if ((error as { status?: number }).status !== 404) throw error;
    });
    return;
  }
  await writeLeave(parts.house.id, userId).catch((error: unknown) => {
    if (!cancellationReasons(error).includes('ConditionalCheckFailed')) throw error;
  });
}

/**
 * Duplicates answer as registration does (400 on the email or username field): the same
 * `createUser` transaction with its claims. (Not through `services/accounts`, which would
 * bring the mailer into the admin Lambda.)
 */
export async function createAdmin(input: { email: string; username: string; full_name: string; password: string; language: User['language'] }) {
  const { password, ...rest } = input;
  const user = await createUser({ ...rest, password_hash: await hashPassword(password, config.scryptLogN), role: 'admin', referrer_id: null });
  return toPublicUser(user);
}

/**
 * An administrator makes `targetId` a reviewer of content in `languages`, or none (issue 36). Here,
 * not beside the review queue: the admin group must not bundle the study content's translations.
 */
export async function setReviewer(targetId: string, languages: readonly Language[]): Promise<User> {
  if (!(await setReviewerLanguages(targetId, [...new Set(languages)], new Date().toISOString()))) throw notFound(MSG.userNotFound);
  const user = await getUser(targetId, true);
  if (!user) throw notFound(MSG.userNotFound);
  return toPublicUser(user);
}

