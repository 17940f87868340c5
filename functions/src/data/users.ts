import { randomInt, randomUUID } from 'node:crypto';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_NAMING,
  ECONOMY,
  FRIEND_VISIBILITIES,
  type FriendVisibility,
  MSG,
  NAMINGS,
  PRACTICE,
  type PracticeAchievement,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  levelForXp,
  type Language,
  type Naming,
  type Role,
  type User,
} from '@ifa/shared';
import { TABLE, cancellationReasons, ddb, isConditionFailure } from '../lib/ddb.js';
import { fieldError } from '../lib/errors.js';
import { emailClaimKey, pendingAccountRequestKey, practiceDayKey, referralClaimKey, userKey, usernameClaimKey, deitiesKey } from './keys.js';
import { ledgerPut } from './ledger.js';
import { batchGet, itemOf, queryPage, transactWrite, type ItemsRead } from './paging.js';
import { ReadAgain, retryTransaction } from './retry-transaction.js';
import { countStats, languageCounter } from './stats.js';

/** The stored user item: the public fields plus what never leaves the server. */
export interface UserRecord extends Omit<User, 'level' | 'purchased_secrets'> {
  password_hash: string;
  purchased_secrets: string[];
  referred_by_user_id: string | null;
  /** Referrals of this user that have already paid the referrer. */
  rewarded_referrals: number;
  /** Whether this user's first completed game has paid its referrer. */
  referral_reward_paid: boolean;
  updated_at: string;
  /** Daily practice (issue 12): the streak as last recorded, and the achievements earned. */
  streak: StreakRecord;
  achievements: PracticeAchievement[];
  /** How far new cards have been introduced along the catalogue order (services/practice.ts). */
  practice_cursor: number;
  /** What friends see of this learner (DESIGN.md 5c); 'basic' until chosen. */
  friend_visibility: FriendVisibility;
  /** The newest inbox message read (its id); null before any. */
  inbox_read_through: string | null;
  /**
   * Sessions that end (DESIGN.md 4, domain/sessions.ts): every token whose session began at or
   * before this instant (epoch ms; 0 = none yet) is over, and so is each one in `revoked_sessions`.
   */
  sessions_valid_after: number;
  revoked_sessions: string[];
  reviewer_languages: Language[];
}

/** The streak fields of the profile (stored flat: streak_current, streak_best, streak_last_day, streak_freezes). */
export interface StreakRecord {
  current: number;
  best: number;
  /** The learner's last counted day, `yyyy-mm-dd` in their time zone; null before the first. */
  last_day: string | null;
  freezes: number;
}

export function toPublicUser(record: UserRecord): User {
  return {
    id: record.id,
    email: record.email,
    username: record.username,
    full_name: record.full_name,
    language: record.language,
    naming: record.naming,
    role: record.role,
    level: levelForXp(record.experience_points),
    experience_points: record.experience_points,
    cowrie_shells: record.cowrie_shells,
    current_difficulty: record.current_difficulty,
    created_at: record.created_at,
    referral_code: record.referral_code,
    is_active: record.is_active,
    purchased_secrets: [...record.purchased_secrets].sort(),
    practice: { ...record.practice },
    ...(record.reviewer_languages?.length ? { reviewer_languages: [...record.reviewer_languages].sort() } : {}),
  };
}

function fromItem(item: Record<string, NativeAttributeValue>): UserRecord {
  return {
    id: item.id,
    email: item.email,
    username: item.username,
    full_name: item.full_name,
    language: item.language,
    // Users stored before the naming setting (issue 11) read as the default, Lucumí.
    naming: NAMINGS.includes(item.naming as Naming) ? (item.naming as Naming) : DEFAULT_NAMING,
    role: item.role,
    experience_points: item.experience_points ?? 0,
    cowrie_shells: item.cowrie_shells ?? 0,
    current_difficulty: item.current_difficulty ?? 'beginner',
    created_at: item.created_at,
    updated_at: item.updated_at ?? item.created_at,
    referral_code: item.referral_code,
    is_active: item.is_active !== false,
    // A DynamoDB string set arrives as a Set; it is absent while empty.
    purchased_secrets: item.purchased_secrets ? [...item.purchased_secrets] : [],
    password_hash: item.password_hash,
    referred_by_user_id: item.referred_by_user_id ?? null,
    rewarded_referrals: item.rewarded_referrals ?? 0,
    referral_reward_paid: item.referral_reward_paid ?? false,
    // Users stored before daily practice (issue 12) read with its defaults.
    practice: {
      time_zone: item.time_zone ?? PRACTICE.defaultTimeZone,
      daily_goal: item.daily_goal ?? PRACTICE.defaultDailyGoal,
      new_cards_per_day: item.new_cards_per_day ?? PRACTICE.defaultNewCardsPerDay,
    },
    streak: {
      current: item.streak_current ?? 0,
      best: item.streak_best ?? 0,
      last_day: item.streak_last_day ?? null,
      freezes: item.streak_freezes ?? 0,
    },
    achievements: item.achievements ? [...item.achievements] : [],
    practice_cursor: item.practice_cursor ?? 0,
    friend_visibility: FRIEND_VISIBILITIES.includes(item.friend_visibility as FriendVisibility) ? (item.friend_visibility as FriendVisibility) : 'basic',
    inbox_read_through: typeof item.inbox_read_through === 'string' ? item.inbox_read_through : null,
    sessions_valid_after: typeof item.sessions_valid_after === 'number' ? item.sessions_valid_after : 0,
    // A string set, absent while empty (data/sessions.ts).
    revoked_sessions: item.revoked_sessions ? [...item.revoked_sessions] : [],
    // The languages this user reviews content in (issue 36): a string set, absent while none.
    reviewer_languages: item.reviewer_languages ? ([...item.reviewer_languages] as Language[]) : [],
  };
}

/**
 * Makes a user a reviewer of content in `languages` (issue 36), or none: an administrator's
 * grant. Returns false when the user does not exist.
 */
export async function setReviewerLanguages(userId: string, languages: readonly Language[], at: string): Promise<boolean> {
  try {
    // A transaction holding the profile (XP paid, a streak counted) makes a plain write conflict
    // (TransactionConflictException, as in AWS): it is tried again shortly, like the others.
    await retryTransaction(() => ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: userKey(userId),
        UpdateExpression: languages.length ? 'SET reviewer_languages = :l, updated_at = :at' : 'SET updated_at = :at REMOVE reviewer_languages',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at, ...(languages.length ? { ':l': new Set(languages) } : {}) },
      }),
    ), { on: 'conflict', retries: 8 });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

export interface NewUser {
  email: string;
  username: string;
  full_name: string;
  password_hash: string;
  language: Language;
  role: Role;
  referrer_id: string | null;
  /** The browser's IANA time zone at registration (daily practice counts days in it). */
  time_zone?: string;
}

/**
 * Creates the user with its email, username and referral-code claims in ONE transaction
 * (DESIGN.md 3), so parallel registrations with one email make exactly one account. The
 * welcome cowries (and the referred bonus) go to the ledger in the same transaction.
 */
export async function createUser(input: NewUser, now: Date = new Date()): Promise<UserRecord> {
  const created_at = now.toISOString();
  const cowries = ECONOMY.welcomeCowries + (input.referrer_id ? ECONOMY.referredBonusCowries : 0);
  // A taken referral code (or id) draws a new one and tries again; a conflict with another
  // transaction is retried as it is (data/retry-transaction.ts).
  return retryTransaction(async () => {
    const record: UserRecord = {
      id: randomUUID(),
      email: input.email.toLowerCase(),
      username: input.username,
      full_name: input.full_name,
      language: input.language,
      naming: DEFAULT_NAMING,
      role: input.role,
      experience_points: 0,
      cowrie_shells: cowries,
      current_difficulty: 'beginner',
      created_at,
      updated_at: created_at,
      referral_code: newReferralCode(),
      is_active: true,
      purchased_secrets: [],
      password_hash: input.password_hash,
      referred_by_user_id: input.referrer_id,
      rewarded_referrals: 0,
      referral_reward_paid: false,
      practice: {
        time_zone: input.time_zone ?? PRACTICE.defaultTimeZone,
        daily_goal: PRACTICE.defaultDailyGoal,
        new_cards_per_day: PRACTICE.defaultNewCardsPerDay,
      },
      streak: { current: 0, best: 0, last_day: null, freezes: 0 },
      achievements: [],
      practice_cursor: 0,
      friend_visibility: 'basic',
      inbox_read_through: null,
      sessions_valid_after: 0,
      revoked_sessions: [],
      reviewer_languages: [],
    };
    // The email and username claims double as the admin's prefix search (see `searchUsers`).
    const claim = (key: { pk: string; sk: string }, search?: string) => ({
      Put: {
        TableName: TABLE,
        Item: { ...key, type: 'Claim', user_id: record.id, ...(search ? searchKeys(search, record.created_at) : {}) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: TABLE,
                Item: toItem(record),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            claim(emailClaimKey(record.email), record.email),
            claim(usernameClaimKey(record.username), record.username),
            claim(referralClaimKey(record.referral_code)),
            ledgerPut(record.id, { cowries: ECONOMY.welcomeCowries, xp: 0, reason: 'welcome', ref: null }, created_at),
            ...(input.referrer_id
              ? [ledgerPut(record.id, { cowries: ECONOMY.referredBonusCowries, xp: 0, reason: 'referral_bonus', ref: input.referrer_id }, created_at)]
              : []),
          ],
        }),
      );
      // Apart from the learner's transaction, once the account exists (data/stats.ts).
      await countStats({ users: 1, [languageCounter(record.language)]: 1 }, { at: now, day: { users: 1 } });
      return record;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons[1] === 'ConditionalCheckFailed') throw fieldError('email', MSG.emailTaken);
      if (reasons[2] === 'ConditionalCheckFailed') throw fieldError('username', MSG.usernameTaken);
      if (reasons[3] === 'ConditionalCheckFailed' || reasons[0] === 'ConditionalCheckFailed') throw new ReadAgain('referral code or id taken');
      throw error;
    }
  }, { on: 'conflict', retries: 15, exhausted: () => new Error('could not allocate a unique referral code') });
}

function toItem(record: UserRecord): Record<string, unknown> {
  const { purchased_secrets, practice, streak, achievements, inbox_read_through, sessions_valid_after, revoked_sessions, ...rest } = record;
  return {
    ...userKey(record.id),
    type: 'User',
    gsi1pk: 'USERS',
    gsi1sk: `${record.created_at}#${record.id}`,
    ...rest,
    ...practice,
    streak_current: streak.current,
    streak_best: streak.best,
    ...(streak.last_day ? { streak_last_day: streak.last_day } : {}),
    streak_freezes: streak.freezes,
    ...(purchased_secrets.length ? { purchased_secrets: new Set(purchased_secrets) } : {}),
    ...(achievements.length ? { achievements: new Set(achievements) } : {}),
    ...(inbox_read_through ? { inbox_read_through } : {}),
    ...(sessions_valid_after ? { sessions_valid_after } : {}),
    ...(revoked_sessions.length ? { revoked_sessions: new Set(revoked_sessions) } : {}),
  };
}

/** Eventually consistent on purpose: one user item read costs 0.5 RCU (DESIGN.md 8). */
export async function getUser(id: string, consistent = false): Promise<UserRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: userKey(id), ConsistentRead: consistent }));
  return out.Item ? fromItem(out.Item) : null;
}

/**
 * The user (read as `getUser` reads it) and another module's items, in one BatchGetItem: one
 * request instead of two in parallel, for the same capacity.
 */
export async function getUserWith<T>(id: string, also: ItemsRead<T>): Promise<{ user: UserRecord | null; also: T }> {
  const key = userKey(id);
  const items = await batchGet([key, ...also.keys]);
  const item = itemOf(items, key);
  return { user: item ? fromItem(item) : null, also: also.from(items.filter((i) => i !== item)) };
}

async function claimedUserId(key: { pk: string; sk: string }): Promise<string | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }));
  return (out.Item?.user_id as string | undefined) ?? null;
}

export const userIdByEmail = (email: string) => claimedUserId(emailClaimKey(email));
export const userIdByReferralCode = (code: string) => claimedUserId(referralClaimKey(code));
export const userIdByUsername = (username: string) => claimedUserId(usernameClaimKey(username));

export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const id = await userIdByEmail(email);
  return id ? getUser(id, true) : null;
}

type Editable = Partial<
  Pick<UserRecord, 'language' | 'naming' | 'role' | 'current_difficulty' | 'is_active'> & UserRecord['practice']
>;

/** What `setFields` may write: the editable fields, and those only this module's changes write. */
type Stored = Editable & Partial<Pick<UserRecord, 'password_hash' | 'sessions_valid_after'>>;

/**
 * The field a change that ends every session of the account writes beside itself (DESIGN.md 4,
 * domain/sessions.ts): a new password, a deactivation, an admin's role change. In the same
 * update as the change, so no request sees one without the other.
 */
export const endingSessions = (now: Date) => ({ sessions_valid_after: now.getTime() });

function setFields(
  id: string,
  fields: Stored,
  now: Date,
  condition = 'attribute_exists(pk)',
  extra: { names?: Record<string, string>; values?: Record<string, unknown> } = {},
) {
  const entries = Object.entries({ ...fields, updated_at: now.toISOString() });
  return {
    TableName: TABLE,
    Key: userKey(id),
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: { ...Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])), ...extra.names },
    ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])), ...extra.values },
    ConditionExpression: condition,
  };
}

/**
 * Updates simple profile fields of an existing user and returns the new record. A language
 * change also moves the per-language counters (the admin's demographics). A deactivation ends
 * every session (DESIGN.md 4): reactivating the account later brings no old token back. (A role
 * written here is a setup's, seeds and tests; an admin's change goes through `setRoleAsAdmin`.)
 */
export async function updateUserFields(id: string, fields: Editable, now: Date = new Date()): Promise<UserRecord | null> {
  if (fields.language) {
    const moved = await moveLanguage(id, fields, now);
    if (moved !== 'unchanged') return moved;
  }
  const stored: Stored = fields.is_active === false ? { ...fields, ...endingSessions(now) } : fields;
  try {
    const out = await ddb.send(new UpdateCommand({ ...setFields(id, stored, now), ReturnValues: 'ALL_NEW' }));
    return out.Attributes ? fromItem(out.Attributes) : null;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/**
 * The update, conditioned on the language it moves from, then the per-language counters, apart
 * (data/stats.ts): a refused condition means another change came first, so read again.
 */
async function moveLanguage(id: string, fields: Editable, now: Date): Promise<UserRecord | null | 'unchanged'> {
  // Changed meanwhile (the condition refused) or a conflict: read again (data/retry-transaction.ts).
  return retryTransaction(
    async () => {
      const current = await getUser(id, true);
      if (!current) return null;
      if (current.language === fields.language) return 'unchanged';
      const update = setFields(id, fields, now, 'attribute_exists(pk) AND #lang = :from', {
        names: { '#lang': 'language' },
        values: { ':from': current.language },
      });
      try {
        await ddb.send(new UpdateCommand(update));
      } catch (error) {
        if ((error as Error).name === 'ConditionalCheckFailedException') throw new ReadAgain('language changed meanwhile');
        throw error;
      }
      await countStats({ [languageCounter(current.language)]: -1, [languageCounter(fields.language!)]: 1 });
      return getUser(id, true);
    },
    { on: 'conflict', retries: 15, exhausted: () => new Error(`language of user ${id} kept changing`) },
  );
}

/**
 * The rule that keeps the platform administrable (spec 6, DESIGN.md 4): an admin action on
 * another account is written only if its author is STILL an active admin when the transaction
 * commits, and nobody acts on their own role or account. Together these mean the last admin
 * can never be removed or demoted, even when two admins demote each other at the same moment:
 * transactions are serializable, so the one that commits second finds its author demoted and
 * is refused. (This replaces an admin counter: no count to keep in step, same guarantee.)
 */
export function actorIsAdminCheck(actorId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: TABLE,
      Key: userKey(actorId),
      ConditionExpression: '#role = :admin AND (attribute_not_exists(is_active) OR is_active = :true)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':admin': 'admin', ':true': true },
    },
  };
}

export type AdminUserOutcome = 'done' | 'not_found' | 'actor_not_admin';

/**
 * A new password (a reset, or one an admin sets) ends every session of the account begun before
 * it (DESIGN.md 4): whoever knew the old password keeps no token. Null when the user is gone.
 */
export async function setPasswordHash(id: string, password_hash: string, now: Date = new Date()): Promise<UserRecord | null> {
  try {
    const out = await ddb.send(new UpdateCommand({ ...setFields(id, { password_hash, ...endingSessions(now) }, now), ReturnValues: 'ALL_NEW' }));
    return out.Attributes ? fromItem(out.Attributes) : null;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/** Sets another user's role, under `actorIsAdminCheck`; it ends the user's sessions (DESIGN.md 4). */
export async function setRoleAsAdmin(actorId: string, targetId: string, role: Role, now: Date = new Date()): Promise<AdminUserOutcome> {
  if (actorId === targetId) throw new Error('an admin never changes their own role');
  try {
    await transactWrite(
      new TransactWriteCommand({
        TransactItems: [{ Update: setFields(targetId, { role, ...endingSessions(now) }, now) }, actorIsAdminCheck(actorId)],
      }),
    );
    return 'done';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0] === 'ConditionalCheckFailed') return 'not_found';
    if (reasons[1] === 'ConditionalCheckFailed') return 'actor_not_admin';
    throw error;
  }
}

/**
 * Deletes the user and, in the same transaction, frees its email, username and referral code
 * (the address can register again) and drops its pending-request marker; the counters follow.
 * Contributions keep the author's name (they store it). With `actorId`, under
 * `actorIsAdminCheck`.
 */
export async function removeUser(id: string, actorId?: string): Promise<AdminUserOutcome> {
  // Deleted or changed meanwhile (the condition refused) or a conflict: read again
  // (data/retry-transaction.ts); a refused author check is the answer.
  return retryTransaction(async (): Promise<AdminUserOutcome> => {
    const record = await getUser(id, true);
    if (!record) return 'not_found';
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: TABLE,
                Key: userKey(id),
                // The claims deleted are the ones of the record read.
                ConditionExpression: 'email = :email AND username = :username AND referral_code = :code',
                ExpressionAttributeValues: { ':email': record.email, ':username': record.username, ':code': record.referral_code },
              },
            },
            ...(actorId ? [actorIsAdminCheck(actorId)] : []),
            { Delete: { TableName: TABLE, Key: emailClaimKey(record.email) } },
            { Delete: { TableName: TABLE, Key: usernameClaimKey(record.username) } },
            { Delete: { TableName: TABLE, Key: referralClaimKey(record.referral_code) } },
            { Delete: { TableName: TABLE, Key: pendingAccountRequestKey(id) } },
            // A learner's received orishas are private religious data: they go with the account.
            { Delete: { TableName: TABLE, Key: deitiesKey(id) } },
          ],
        }),
      );
      await countStats({ users: -1, [languageCounter(record.language)]: -1 });
      return 'done';
    } catch (error) {
      if (actorId && cancellationReasons(error)[1] === 'ConditionalCheckFailed') return 'actor_not_admin';
      throw error;
    }
  }, { on: 'cancelled', retries: 15, exhausted: () => new Error(`could not delete user ${id}`) });
}

/** Deletes the user and frees its email, username and referral code. */
export async function deleteUser(id: string): Promise<boolean> {
  return (await removeUser(id)) === 'done';
}

/** Newest first, through gsi1 (`USERS` / `<created_at>#<id>`); never a Scan. */
export async function listUsers(limit = 100, startKey?: Record<string, unknown>) {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'USERS' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { users: (out.Items ?? []).map(fromItem), nextKey: out.LastEvaluatedKey };
}

/** One page of all users, newest first (gsi1 `USERS`). */
export async function listUsersPage(page: number, limit: number): Promise<UserRecord[]> {
  return (await queryPage({ index: 'gsi1', pk: 'USERS', forward: false }, page, limit)).map(fromItem);
}

export async function getUsers(ids: string[]): Promise<UserRecord[]> {
  return (await batchGet(ids.map(userKey))).map(fromItem);
}

/**
 * Search keys of the email and username claims: gsi2 `USERSEARCH` / `<lower-case value>`, so
 * that one Query with `begins_with` finds a prefix of either (DynamoDB cannot search a prefix
 * of a partition key, and the claims are the items that already hold one per value).
 */
function searchKeys(value: string, created_at: string) {
  return { gsi2pk: 'USERSEARCH', gsi2sk: value.toLowerCase(), created_at };
}

/**
 * Users whose email or username starts with `prefix` (case-insensitive), newest first: the
 * matching claims are read (small items, from the index), de-duplicated by user, sorted, and
 * only the page's users are fetched.
 */
export async function searchUsers(prefix: string, page: number, limit: number): Promise<{ users: UserRecord[]; total: number }> {
  const matches = new Map<string, string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
        ExpressionAttributeValues: { ':pk': 'USERSEARCH', ':prefix': prefix.toLowerCase() },
        ProjectionExpression: 'user_id, created_at',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) matches.set(item.user_id, item.created_at ?? '');
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  const ordered = [...matches].sort(([idA, a], [idB, b]) => (a === b ? idB.localeCompare(idA) : b.localeCompare(a)));
  const ids = ordered.slice((page - 1) * limit, page * limit).map(([id]) => id);
  return { users: await getUsers(ids), total: ordered.length };
}


type TransactItem = NonNullable<import('@aws-sdk/lib-dynamodb').TransactWriteCommandInput['TransactItems']>[number];

/**
 * Transaction item: a game's XP and cowries; on the first completed game of a referred user it
 * also closes the referral (so the referrer is paid once).
 */
export function userRewardItem(userId: string, reward: { xp: number; cowries: number; closeReferral: boolean }, at: string): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: userKey(userId),
      UpdateExpression: `SET updated_at = :at${reward.closeReferral ? ', referral_reward_paid = :true' : ''} ADD experience_points :xp, cowrie_shells :c`,
      ConditionExpression: reward.closeReferral
        ? 'attribute_exists(pk) AND (attribute_not_exists(referral_reward_paid) OR referral_reward_paid = :false)'
        : 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':at': at,
        ':xp': reward.xp,
        ':c': reward.cowries,
        ...(reward.closeReferral ? { ':true': true, ':false': false } : {}),
      },
    },
  };
}

/** Transaction item: the referrer's reward, within the cap of rewarded referrals. */
export function referrerRewardItem(referrerId: string, cowries: number, at: string): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: userKey(referrerId),
      UpdateExpression: 'SET updated_at = :at ADD cowrie_shells :c, rewarded_referrals :one',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(rewarded_referrals) OR rewarded_referrals < :max)',
      ExpressionAttributeValues: { ':at': at, ':c': cowries, ':one': 1, ':max': ECONOMY.maxRewardedReferrals },
    },
  };
}

/** Transaction item: the level the user last chose to play (the dashboard's "current difficulty"). */
export function currentDifficultyItem(userId: string, difficulty: UserRecord['current_difficulty']): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: userKey(userId),
      UpdateExpression: 'SET current_difficulty = :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': difficulty },
    },
  };
}

/**
 * Moves the learner's new-card cursor from `from` to `to` and counts the cards introduced on
 * their day, on condition that nobody moved it meanwhile (two sessions started at once: the
 * second's cards were created conditionally anyway, so losing the race loses nothing).
 */
export async function setPracticeCursor(id: string, from: number, to: number, day: string, introduced: number, now: Date = new Date()): Promise<boolean> {
  try {
    await transactWrite(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: TABLE,
              Key: userKey(id),
              UpdateExpression: 'SET practice_cursor = :to, updated_at = :at',
              ConditionExpression: from === 0 ? 'attribute_exists(pk) AND (attribute_not_exists(practice_cursor) OR practice_cursor = :from)' : 'practice_cursor = :from',
              ExpressionAttributeValues: { ':to': to, ':from': from, ':at': now.toISOString() },
            },
          },
          {
            Update: {
              TableName: TABLE,
              Key: practiceDayKey(id, day),
              UpdateExpression: 'SET #type = :type, #day = :day ADD new_cards :n',
              ExpressionAttributeNames: { '#type': 'type', '#day': 'day' },
              ExpressionAttributeValues: { ':type': 'PracticeDay', ':day': day, ':n': introduced },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
