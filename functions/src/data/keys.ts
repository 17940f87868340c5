import { createHash } from 'node:crypto';
/** Key builders of the single table (DESIGN.md 3). Entity modules use these, nothing else. */
export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });
export const emailClaimKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'CLAIM' });
export const usernameClaimKey = (username: string) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'CLAIM' });
export const referralClaimKey = (code: string) => ({ pk: `REFCODE#${code.toUpperCase()}`, sk: 'CLAIM' });
export const ledgerKey = (userId: string, iso: string, id: string) => ({ pk: `USER#${userId}`, sk: `LEDGER#${iso}#${id}` });
/**
 * Learning together (issue 28, DESIGN.md 3 and 5c), all in the learner's own partition so one
 * bounded Query lists them: a friendship is two items (one each side); a request is two (IN at
 * the one asked, OUT at the one asking); a block is one, at the one who blocks; the inbox is
 * time-ordered.
 */
export const friendKey = (userId: string, otherId: string) => ({ pk: `USER#${userId}`, sk: `FRIEND#${otherId}` });
export const friendRequestInKey = (userId: string, fromId: string) => ({ pk: `USER#${userId}`, sk: `FRIENDREQ#IN#${fromId}` });
export const friendRequestOutKey = (userId: string, toId: string) => ({ pk: `USER#${userId}`, sk: `FRIENDREQ#OUT#${toId}` });
export const blockKey = (userId: string, otherId: string) => ({ pk: `USER#${userId}`, sk: `BLOCK#${otherId}` });
export const inboxKey = (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `INBOX#${id}` });
/** My deities (DESIGN.md 5c): one private item per learner, read and written only by its owner. */
/** A duel (DESIGN.md 5c): its record, each side's answers, and each learner's copy for their list. */
export const duelKey = (id: string) => ({ pk: `DUEL#${id}`, sk: 'DUEL' });
export const duelRoundKey = (id: string, role: string) => ({ pk: `DUEL#${id}`, sk: `ROUND#${role}` });
export const duelRefKey = (userId: string, createdAt: string, id: string) => ({ pk: `USER#${userId}`, sk: `DUEL#${createdAt}#${id}` });
/**
 * The religious house (DESIGN.md 5c): its record, members and assignments in one partition (the
 * head's view is one bounded Query of it), its invite code's claim, and each learner's one
 * membership (what makes 'one house at a time' a condition).
 */
export const houseKey = (id: string) => ({ pk: `HOUSE#${id}`, sk: 'HOUSE' });
export const houseMemberKey = (id: string, userId: string) => ({ pk: `HOUSE#${id}`, sk: `MEMBER#${userId}` });
export const houseAssignmentKey = (id: string, assignmentId: string) => ({ pk: `HOUSE#${id}`, sk: `ASSIGN#${assignmentId}` });
export const houseCodeKey = (code: string) => ({ pk: `HOUSECODE#${code}`, sk: 'CLAIM' });
export const membershipKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'HOUSE' });
export const deitiesKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'DEITIES' });
export const progressKey = (userId: string, game: string) => ({ pk: `USER#${userId}`, sk: `PROGRESS#${game}` });
export const pendingAccountRequestKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'ACCTREQ_PENDING' });
export const accountRequestKey = (id: string) => ({ pk: `ACCTREQ#${id}`, sk: 'ACCTREQ' });
export const resetTokenKey = (tokenHash: string) => ({ pk: `RESET#${tokenHash}`, sk: 'RESET' });
/**
 * Throttle windows (docs/decisions/006-throttling.md). Emails and addresses are hashed, so no key
 * holds one in clear. One partition per email keeps its overall counter and its per-address
 * counters together, so a new password can lift them all with one Query.
 */
const throttleDigest = (value: string) => createHash('sha256').update(value).digest('base64url');
export const loginThrottlePk = (email: string) => `THROTTLE#LOGIN#${throttleDigest(email.trim().toLowerCase())}`;
export const loginEmailThrottleKey = (email: string) => ({ pk: loginThrottlePk(email), sk: 'EMAIL' });
export const loginAddressThrottleKey = (email: string, address: string) => ({ pk: loginThrottlePk(email), sk: `ADDR#${throttleDigest(address)}` });
export const addressThrottleKey = (action: 'REGISTER' | 'FORGOT', address: string) => ({ pk: `THROTTLE#${action}#${throttleDigest(address)}`, sk: 'WINDOW' });
/**
 * The platform's counters, in STATS_SHARDS partitions (DESIGN.md 3b): each increment goes to one
 * shard picked at random, a read sums them all. `null` is the one unsharded partition the
 * counters lived in before: still read, so a deployed table keeps its totals, never written.
 */
export const STATS_SHARDS = 8;
const statsPk = (shard: number | null) => (shard === null ? 'STATS' : `STATS#${shard}`);
export const statsPartitions = (): Array<number | null> => [null, ...Array.from({ length: STATS_SHARDS }, (_, i) => i)];
export const statsKey = (shard: number | null) => ({ pk: statsPk(shard), sk: 'GLOBAL' });
export const gameSessionKey = (id: string) => ({ pk: `GAME#${id}`, sk: 'SESSION' });
export const oddunKey = (id: string) => ({ pk: `ODDUN#${id}`, sk: 'ODDUN' });
export const oddunSecretKey = (id: string) => ({ pk: `ODDUN#${id}`, sk: 'SECRET' });
/** A Meji's study texts in one language (decision 024), beside the sign: read with it. */
export const signTranslationKey = (id: string, language: string) => ({ pk: `ODDUN#${id}`, sk: `TRANSLATION#${language}` });
export const contributionKey = (id: string) => ({ pk: `CONTRIB#${id}`, sk: 'CONTRIB' });
/** The same counters per UTC day (`yyyy-mm-dd`): the admin tiles' 7-day change. */
export const statsDayKey = (day: string, shard: number | null) => ({ pk: statsPk(shard), sk: `DAY#${day}` });
/** Per-status counters of a review queue (contributions, account requests): list totals without a Scan. */
export const queueStatsKey = (queue: 'CONTRIBS' | 'ACCTREQS', shard: number | null) => ({ pk: statsPk(shard), sk: queue });
/** Uniqueness of a sign's position and binary pattern (the way email claims work for users). */
export const oddunPositionClaimKey = (position: number) => ({ pk: `ODDUNPOS#${position}`, sk: 'CLAIM' });
export const oddunPatternClaimKey = (pattern: string) => ({ pk: `ODDUNPAT#${pattern}`, sk: 'CLAIM' });
/** Left by an admin's delete: keeps the seed from bringing the sign back and lists it for restore. */
export const oddunTombstoneKey = (id: string) => ({ pk: `ODDUN#${id}`, sk: 'DELETED' });
export const oddunRevisionKey = (id: string, iso: string, n: number) => ({ pk: `ODDUN#${id}`, sk: `REV#${iso}#${String(n).padStart(6, '0')}` });
/**
 * Daily practice (issue 12, DESIGN.md 3): a learner's review card (of a sign: read and build; of
 * an orisha fact: 'fact', in its own deck), its 'due' index and a review session.
 */
export const cardSk = (subjectId: string, kind: string) => `CARD#${kind === 'fact' ? 'orisha' : 'sign'}#${subjectId}#${kind}`;
export const cardKey = (userId: string, subjectId: string, kind: string) => ({ pk: `USER#${userId}`, sk: cardSk(subjectId, kind) });
/** gsi2 partition of a learner's cards by due date: the 'due now' Query reads only what is due. */
export const dueIndexPk = (userId: string) => `DUE#${userId}`;
export const reviewSessionKey = (id: string) => ({ pk: `REVIEW#${id}`, sk: 'SESSION' });
/** A learner's day of practice, in their own time zone: XP of the day and sessions finished. */
export const practiceDayKey = (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `DAY#${day}` });
/**
 * The reviews of one sign (issue 36): `REVIEWS#ODDUN#<id>` / `REVIEWS`, one attribute per section
 * and language. Read in the same request as the sign by its detail, and, through gsi1 `REVIEWS`,
 * all of them by the queue and the export to the content files.
 */
export const contentReviewsKey = (oddunId: string) => ({ pk: `REVIEWS#ODDUN#${oddunId}`, sk: 'REVIEWS' });
export const CONTENT_REVIEWS_INDEX_PK = 'REVIEWS';
/** An offline answer applied (DESIGN.md 5d), by the device's idempotency key: read by key alone, and gone by TTL. */
export const offlineAnswerKey = (userId: string, key: string) => ({ pk: `USER#${userId}`, sk: `SYNC#${key}` });
export const reviewQuestionKey = (sessionId: string, questionId: string) => ({ pk: `REVIEW#${sessionId}`, sk: `Q#${questionId}` });
/**
 * Daily practice reminders (DESIGN.md 5d, docs/decisions/022-reminders.md): the learner's setting
 * (in gsi1 under the UTC hour it is sent at: `REMINDERS#<hh>` / `<userId>`), one item per
 * registered browser (by the SHA-256 of its push endpoint), all under `REMIND#` so one Query reads
 * them; and the day a reminder went out (TTL), the condition that sends one a day at most.
 */
export const REMINDER_PREFIX = 'REMIND#';
export const REMINDER_DEVICE_PREFIX = 'REMIND#DEVICE#';
export const reminderSettingKey = (userId: string) => ({ pk: `USER#${userId}`, sk: `${REMINDER_PREFIX}SETTING` });
export const reminderDeviceKey = (userId: string, endpointHash: string) => ({ pk: `USER#${userId}`, sk: `${REMINDER_DEVICE_PREFIX}${endpointHash}` });
export const reminderSlotPk = (utcHour: number) => `REMINDERS#${String(utcHour).padStart(2, '0')}`;
export const reminderSentKey = (userId: string, localDay: string) => ({ pk: `USER#${userId}`, sk: `REMINDED#${localDay}` });
