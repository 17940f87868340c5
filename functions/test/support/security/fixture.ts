import type { Role } from '@ifa/shared';
import type { useApi } from '../api.js';

type Api = ReturnType<typeof useApi>;

/** Who calls: the three sides of every authorization decision. */
export const CALLER_KINDS = ['anonymous', 'student', 'admin'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export interface Account {
  id: string;
  email: string;
  username: string;
  password: string;
  token: string;
}

/**
 * Real things for the security suite to point at, so a request that passes authorization
 * reaches the route's implementation (a 404 on a made-up id would prove nothing): the catalogue
 * signs, users to change and delete, games in progress, contributions and account-change
 * requests waiting for a decision, an oddun revision, a reset token.
 */
export interface Fixture {
  student: Account;
  admin: Account;
  /** Tokens by caller (anonymous has none). */
  tokens: Record<CallerKind, string | undefined>;
  /** A Meji sign with a secret (the student can afford it). */
  oddunId: string;
  /** A sign kept for edits, with the version an edit must carry. */
  editable: { id: string; version: number; position: number; binary_pattern: string };
  /** A sign kept for deletion. */
  deletable: string;
  /** A revision of `editable` that holds previous values. */
  revision: { oddunId: string; revisionId: string };
  victims: { role: string; password: string; delete: string };
  contributions: { approve: string; reject: string; review: { id: string; before_hash: string } };
  accountRequests: { approve: string; reject: string };
  /** Two learners whose friend requests wait for the student (issue 28): one to accept, one to decline. */
  friendRequesters: { accept: string; decline: string };
  /** A friend of the student who challenged them twice: a duel to play, one to decline. */
  duels: { friend: string; play: string; decline: string };
  /**
   * The house (issue 28): the student (a santero) heads one, with a member to remove and an
   * invite code the admin joins by; an assignment to make and delete; another house (of a
   * babalawo) for the admin to dissolve.
   */
  house: { code: string; member: string; assignment: { kind: 'signs'; subjects: string[]; due: string }; assignmentId: string; dissolvable: string };
  /** Games of the student, at their first question. */
  orisha: { sessionId: string; questionId: string };
  typed: { sessionId: string; questionId: string };
  signs: { sessionId: string; questionId: string };
  /** A build-the-sign review session of the student, at its first question (issue 12). */
  review: { sessionId: string; questionId: string };
  resetToken: string;
  /**
   * Tokens the session routes end (DESIGN.md 4): for logout, other sessions of the student and
   * the admin; for logout-all, of the leavers, a student and an admin of their own (it ends
   * every session of its account).
   */
  sessions: { logout: Record<'student' | 'admin', string>; logoutAll: Record<'student' | 'admin', string> };
  leavers: { student: Account; admin: Account };
  /** Catalogue entries not in the table yet (free position and pattern), for creations. */
  nextFreeSign: () => { id: string; name: string; position: number; binary_pattern: string };
  /** A fresh suffix for emails and usernames. */
  unique: () => string;
  /** A Spanish section to mark reviewed (the student and the admin are Spanish reviewers), with its text's fingerprint. */
  contentReview: { id: string; section: 'meaning'; language: 'es'; text_hash: string };
  /** The same sign's Spanish title, with its fingerprint, for a reviewer's edit (the meaning stays as the review above read it). */
  contentEdit: { text_hash: string; text: string };
}

/** The sign an assignment of the fixture's house asks for. */
const oddunIdOf = (seeds: ReadonlyArray<{ id: string }>) => seeds[1]!.id;

/** Signs written at setup: the 16 Meji (with secrets) and a few combinations. */
const SEEDED_SIGNS = 24;

/**
 * DynamoDB Local on this shared machine sometimes answers slower than the client's 1 s bound;
 * setup writes are idempotent, so they are simply tried again.
 */
export async function retrying<T>(work: () => Promise<T>, attempts = 6): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (error) {
      if (i >= attempts || (error as { name?: string }).name !== 'TimeoutError') throw error;
    }
  }
}

function expectStatus(what: string, res: { status: number; text: string }, status: number) {
  if (res.status !== status) throw new Error(`fixture: ${what} answered ${res.status} ${res.text.slice(0, 300)}`);
}

let counter = 0;
const nextUnique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A user written through the data layer, with its token. All share one password hash: a scrypt
 * hash at N=2^17 per user would cost this busy machine seconds, and registration through the
 * API has tests of its own (auth.test.ts).
 */
export async function createAccount(role: Role): Promise<Account> {
  const { createUser } = await import('../../../src/data/users.js');
  const { issueToken } = await import('../../../src/services/accounts.js');
  const password_hash = await sharedHash();
  // A new name on each try: a timed-out try may have written its claims after all.
  const user = await retrying(() => {
    const n = nextUnique();
    return createUser({ email: `fx-${n}@example.com`, username: `fx_${n}`.slice(0, 30), full_name: `Fixture ${n}`, password_hash, language: 'es', role, referrer_id: null });
  });
  return { id: user.id, email: user.email, username: user.username, password: FIXTURE_PASSWORD, token: await issueToken(user) };
}

/** Another session of an account: a second device, signed in on its own. */
export async function anotherSession(account: Pick<Account, 'id'>): Promise<string> {
  const { getUser } = await import('../../../src/data/users.js');
  const { issueToken } = await import('../../../src/services/accounts.js');
  const user = await retrying(() => getUser(account.id, true));
  if (!user) throw new Error(`fixture: no user ${account.id}`);
  return issueToken(user);
}

const FIXTURE_PASSWORD = 'secreto123';
let hash: Promise<string> | undefined;
async function sharedHash() {
  const { hashPassword } = await import('../../../src/domain/password.js');
  const { config } = await import('../../../src/lib/config.js');
  hash ??= hashPassword(FIXTURE_PASSWORD, config.scryptLogN);
  return hash;
}

export async function buildFixture(api: Api): Promise<Fixture> {
  const { buildSeeds } = await import('../../../src/content/build-odduns.js');
  const { seedOddun } = await import('../../../src/data/odduns.js');
  const { adjustBalance } = await import('../../../src/data/wallet.js');
  const seeds = buildSeeds();
  const now = new Date().toISOString();
  for (let i = 0; i < SEEDED_SIGNS; i += 8) {
    await Promise.all(seeds.slice(i, i + 8).map((s) => retrying(() => seedOddun(s.id, s.fields, s.secret, now))));
  }

  // The student is a santero: a learner who may found a house (the house routes need one).
  const [student, adminAccount, roleVictim, passwordVictim, deleteVictim, requesterA, requesterB, resetOwner, duelFriend, houseMember, elder, leaverStudent, leaverAdmin] = await Promise.all([
    createAccount('santero'),
    createAccount('admin'),
    ...Array.from({ length: 8 }, () => createAccount('student')),
    createAccount('babalawo'),
    createAccount('student'),
    createAccount('admin'),
  ]);
  const [studentElsewhere, adminElsewhere] = await Promise.all([anotherSession(student), anotherSession(adminAccount)]);
  // Enough for a secret: purchases must be able to succeed.
  await retrying(() => adjustBalance(student.id, { cowries: 500 }, 'admin_adjustment', 'security-fixture'));

  const oddunId = seeds[0]!.id;
  const editableId = seeds[SEEDED_SIGNS - 1]!.id;
  const deletable = seeds[SEEDED_SIGNS - 2]!.id;
  const as = (token: string) => ({ token });

  const [orisha, typed, signs, review, contribA, contribB, reqA, reqB, forgot, editableNow] = await Promise.all([
    api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=random', as(student.token)),
    api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors&mode=type_answer', as(student.token)),
    api.call('POST', '/games/ifa-signs/start', { ...as(student.token), body: { topics: ['recognition'], oddun_set: 'meyi', question_count: 10 } }),
    api.call('POST', '/practice/review/start', { ...as(student.token), body: { mode: 'build', pool: 16 } }),
    api.call('POST', '/ifa-signs/contribute', { ...as(student.token), body: { oddun_id: oddunId, section: 'meaning', type: 'addition', content: 'Una contribución de prueba.' } }),
    api.call('POST', '/ifa-signs/contribute', { ...as(student.token), body: { oddun_id: oddunId, section: 'refranes', type: 'addition', content: 'Otro refrán de prueba.' } }),
    api.call('POST', '/user/account-change-request', { token: requesterA!.token, body: { requested_role: 'santero' } }),
    api.call('POST', '/user/account-change-request', { token: requesterB!.token, body: { requested_role: 'babalawo' } }),
    api.call('POST', '/auth/forgot-password', { body: { email: resetOwner!.email } }),
    api.call('GET', `/admin/odduns/${editableId}`, as(adminAccount.token)),
  ]);
  const askStudent = (from: Account) => api.call('POST', '/social/friends/requests', { token: from.token, body: { username: student.username } });
  const [friendRequest, otherFriendRequest, duelFriendRequest] = await Promise.all([askStudent(requesterA!), askStudent(requesterB!), askStudent(duelFriend!)]);
  expectStatus('friend request', duelFriendRequest, 201);
  expectStatus('friend accept', await api.call('POST', `/social/friends/requests/${duelFriend!.id}/accept`, as(student.token)), 200);
  const challenge = () =>
    api.call('POST', '/social/duels', { token: duelFriend!.token, body: { opponent_id: student.id, game: 'orisha_matching', difficulty: 'beginner', topics: ['colors'] } });
  const [duelToPlay, duelToDecline] = await Promise.all([challenge(), challenge()]);
  expectStatus('duel', duelToPlay, 201);
  expectStatus('duel', duelToDecline, 201);
  const [ownHouse, otherHouse] = await Promise.all([
    api.call('POST', '/social/house', { ...as(student.token), body: { name: 'Casa del Estudiante' } }),
    api.call('POST', '/social/house', { token: elder!.token, body: { name: 'Casa a Disolver' } }),
  ]);
  expectStatus('house', ownHouse, 201);
  expectStatus('house', otherHouse, 201);
  const houseCode: string = ownHouse.body.house.invite_code;
  expectStatus('house join', await api.call('POST', '/social/house/join', { token: houseMember!.token, body: { code: houseCode } }), 200);
  const { assignmentIdOf } = await import('../../../src/domain/house.js');
  const assignment = { kind: 'signs' as const, subjects: [oddunIdOf(seeds)], due: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) };
  for (const [what, res, status] of [
    ['orisha start', orisha, 200],
    ['typed start', typed, 200],
    ['signs start', signs, 200],
    ['review start', review, 200],
    ['contribution', contribA, 201],
    ['contribution', contribB, 201],
    ['account request', reqA, 201],
    ['account request', reqB, 201],
    ['forgot password', forgot, 200],
    ['admin oddun', editableNow, 200],
    ['friend request', friendRequest, 201],
    ['friend request', otherFriendRequest, 201],
  ] as const) {
    expectStatus(what, res, status);
  }
  if (!forgot.body.reset_token) throw new Error('fixture: forgot-password gave no reset_token outside production');

  // One edit, so the sign has a revision with previous values to restore.
  const { id: _id, version, has_data: _h, completion_percentage: _c, created_at: _ca, updated_at: _u, fecha_actualizacion: _f, has_secret: _hs, secret_unlocked: _su, ...fields } =
    editableNow.body;
  const edited = await api.call('PUT', `/admin/odduns/${editableId}`, { ...as(adminAccount.token), body: { ...fields, title: 'Editado por la prueba', version } });
  expectStatus('oddun edit', edited, 200);
  const revisions = await api.call('GET', `/admin/odduns/${editableId}/revisions`, as(adminAccount.token));
  expectStatus('revisions', revisions, 200);
  const withPrevious = revisions.body.revisions.find((r: { previous: unknown }) => r.previous);
  if (!withPrevious) throw new Error('fixture: the edit left no revision with previous values');

  // Content review (issue 36): the student and the admin review Spanish, so both reach the review
  // routes; the section to mark is one the queue offers, with the fingerprint it shows.
  const { setReviewerLanguages } = await import('../../../src/data/users.js');
  await Promise.all([student, adminAccount].map((a) => retrying(() => setReviewerLanguages(a.id, ['es'], now))));
  // A contribution by another learner, for the reviewers to decide on (both see it in their queue).
  const toDecide = await api.call('POST', '/ifa-signs/contribute', {
    token: elder!.token,
    body: { oddun_id: oddunId, section: 'taboos', type: 'addition', content: 'Un tabú para revisar.', source_kind: 'own' },
  });
  expectStatus('contribution to review', toDecide, 201);
  const queue = await api.call('GET', '/review/queue', as(student.token));
  expectStatus('review queue', queue, 200);
  const toReview = queue.body.items.find((i: { oddun_id: string; section: string }) => i.oddun_id === oddunId && i.section === 'meaning');
  if (!toReview) throw new Error("fixture: the queue offers no 'meaning' of the fixture's sign");
  const toEdit = queue.body.items.find((i: { oddun_id: string; section: string }) => i.oddun_id === oddunId && i.section === 'title');
  if (!toEdit) throw new Error("fixture: the queue offers no 'title' of the fixture's sign");
  const contributionToReview = queue.body.contributions.find((c: { id: string }) => c.id === toDecide.body.contribution_id);
  if (!contributionToReview) throw new Error("fixture: the queue offers no other learner's contribution");

  let nextSeed = SEEDED_SIGNS;
  return {
    contentReview: { id: oddunId, section: 'meaning', language: 'es', text_hash: toReview.text_hash },
    contentEdit: { text_hash: toEdit.text_hash, text: `${toEdit.text} (revisado)` },
    student,
    admin: adminAccount,
    tokens: { anonymous: undefined, student: student.token, admin: adminAccount.token },
    oddunId,
    editable: { id: editableId, version: edited.body.version, position: edited.body.position, binary_pattern: edited.body.binary_pattern },
    deletable,
    revision: { oddunId: editableId, revisionId: withPrevious.id },
    victims: { role: roleVictim!.id, password: passwordVictim!.id, delete: deleteVictim!.id },
    contributions: {
      approve: contribA.body.contribution_id,
      reject: contribB.body.contribution_id,
      review: { id: contributionToReview.id, before_hash: contributionToReview.before_hash },
    },
    accountRequests: { approve: reqA.body.request.id, reject: reqB.body.request.id },
    friendRequesters: { accept: requesterA!.id, decline: requesterB!.id },
    duels: { friend: duelFriend!.id, play: duelToPlay.body.duel.id, decline: duelToDecline.body.duel.id },
    house: {
      code: houseCode,
      member: houseMember!.id,
      assignment,
      assignmentId: assignmentIdOf(assignment.kind, assignment.subjects, assignment.due),
      dissolvable: otherHouse.body.house.id,
    },
    orisha: { sessionId: orisha.body.session_id, questionId: orisha.body.questions[0].id },
    typed: { sessionId: typed.body.session_id, questionId: typed.body.questions[0].id },
    signs: { sessionId: signs.body.session_id, questionId: signs.body.questions[0].id },
    review: { sessionId: review.body.session_id, questionId: review.body.questions[0].id },
    resetToken: forgot.body.reset_token,
    sessions: {
      logout: { student: studentElsewhere, admin: adminElsewhere },
      logoutAll: { student: leaverStudent!.token, admin: leaverAdmin!.token },
    },
    leavers: { student: leaverStudent!, admin: leaverAdmin! },
    nextFreeSign: () => {
      const seed = seeds[nextSeed++];
      if (!seed) throw new Error('fixture: no free catalogue entry left');
      return { id: seed.id, name: seed.fields.name, position: seed.fields.position, binary_pattern: seed.fields.binary_pattern };
    },
    unique: nextUnique,
  };
}
