import type { RouteName, RouteSpec } from '@ifa/shared';
import type { Fixture } from './fixture.js';

/** One request to a route, before it is put on the wire. */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * Which caller's request reaches the implementation, where it is not the student for a user
   * route: the admin joins and leaves the student's house (the student heads it).
   */
  caller?: 'admin';
  /**
   * Sessions of the request's own, by caller, where sending it with the caller's usual token
   * would end that token (a logout): the suites go on with theirs.
   */
  tokens?: Partial<Record<'student' | 'admin', string>>;
}

/**
 * A valid request for every route of the table, built on the fixture's real records: the
 * authorization matrix sends it so that a caller who passes the checks reaches the
 * implementation, the mass-assignment test adds forbidden fields to it, and the fuzzer mutates
 * it. The mapped type makes a route added to the table a compile error here until it has one.
 */
export const SAMPLES: { [N in RouteName]: (fx: Fixture) => RouteRequest } = {
  register: (fx) => {
    const n = fx.unique();
    return { body: { email: `muestra-${n}@example.com`, username: `muestra_${n}`.slice(0, 30), full_name: 'Persona de Muestra', password: 'secreto123' } };
  },
  login: (fx) => ({ body: { email: fx.student.email, password: fx.student.password } }),
  me: () => ({}),
  forgotPassword: (fx) => ({ body: { email: fx.student.email } }),
  resetPassword: (fx) => ({ body: { token: fx.resetToken, new_password: 'nueva-clave-1' } }),
  // Another session of the student and of the admin ends; theirs go on (other devices do).
  logout: (fx) => ({ tokens: fx.sessions.logout }),
  // Every session of an account ends: accounts of their own, not the suites' student and admin.
  logoutAll: (fx) => ({ tokens: fx.sessions.logoutAll }),
  updateLanguage: () => ({ body: { language: 'en' } }),
  updatePreferences: () => ({ body: { naming: 'yoruba' } }),
  cowrieBalance: () => ({}),
  accountChangeRequest: () => ({ body: { requested_role: 'babalawo' } }),
  userContributions: () => ({ query: { page: '1' } }),
  myDeities: () => ({}),
  updateMyDeities: () => ({ body: { received: ['oshun', 'elegua'], guardian: 'oshun', share_with_house_head: false } }),
  // Daily reminders (DESIGN.md 5d): a browser's subscription as PushSubscription.toJSON() gives it
  // (a real P-256 point; the endpoint is never sent to by these suites), then that browser leaves.
  reminders: () => ({}),
  updateReminders: () => ({
    body: {
      hour: 8,
      subscription: {
        endpoint: 'https://push.example.org/send/security-sample',
        expirationTime: null,
        keys: { p256dh: 'BJTE8NESOjCDIfOBTLfvDA46PYj8vCG7a0Ha85FUgz4dDfjwzSy9eh1Hx5NrdF0SSgRsYQZZb5Mo9Kvvc5VuCeQ', auth: 'tVquc2yPUHXfbdptbvHMaQ' },
      },
    },
  }),
  deleteReminders: () => ({ body: { endpoint: 'https://push.example.org/send/security-sample' } }),
  // Learning together (issue 28), in the table's order: the student asks the admin, accepts one
  // of the fixture's waiting requests and declines the other, ends that new friendship, blocks
  // and unblocks the admin (the admin's own calls find nothing, or are about itself and refused).
  friends: () => ({}),
  friendRequest: (fx) => ({ body: { username: fx.admin.username } }),
  friendAccept: (fx) => ({ params: { userId: fx.friendRequesters.accept } }),
  friendDecline: (fx) => ({ params: { userId: fx.friendRequesters.decline } }),
  friendRemove: (fx) => ({ params: { userId: fx.friendRequesters.accept } }),
  block: (fx) => ({ params: { userId: fx.admin.id } }),
  unblock: (fx) => ({ params: { userId: fx.admin.id } }),
  friendVisibility: () => ({ body: { friend_visibility: 'mastery' } }),
  inbox: () => ({}),
  inboxUnread: () => ({}),
  inboxRead: () => ({ body: { through: '2026-01-01T00:00:00.000Z#AAAAAAAAAAAA' } }),
  // The student's duels with the fixture's friend: list, challenge back, read one, decline the other.
  duels: () => ({}),
  duelCreate: (fx) => ({ body: { opponent_id: fx.duels.friend, game: 'ifa_signs', difficulty: 'beginner', topics: ['recognition'], mode: 'multiple_choice' } }),
  duel: (fx) => ({ params: { duelId: fx.duels.play } }),
  duelDecline: (fx) => ({ params: { duelId: fx.duels.decline } }),
  duelRivals: () => ({}),
  // The house, in the table's order: the admin joins the student's house by its code and leaves
  // it; the student (its head) renews the code, assigns and unassigns, removes the fixture's
  // member, dissolves the house and founds a new one.
  house: () => ({}),
  houseInvitation: (fx) => ({ params: { code: fx.house.code } }),
  houseJoin: (fx) => ({ body: { code: fx.house.code }, caller: 'admin' }),
  houseRanking: () => ({ body: { in_ranking: false } }),
  houseRenewInvite: () => ({}),
  houseAssign: (fx) => ({ body: fx.house.assignment }),
  houseUnassign: (fx) => ({ params: { assignmentId: fx.house.assignmentId } }),
  houseRemoveMember: (fx) => ({ params: { userId: fx.house.member } }),
  houseLeave: () => ({ caller: 'admin' }),
  houseDissolve: () => ({}),
  houseFound: () => ({ body: { name: 'Casa de Muestra' } }),
  progress: () => ({ params: { game: 'orisha_matching' } }),
  practiceSummary: () => ({}),
  reviewStart: () => ({ body: { mode: 'build', pool: 16 } }),
  reviewAnswer: (fx) => ({ body: { session_id: fx.review.sessionId, question_id: fx.review.questionId, answer: '11110000', elapsed_ms: 4000 } }),
  reviewHint: (fx) => ({ body: { session_id: fx.review.sessionId, question_id: fx.review.questionId } }),
  reviewComplete: (fx) => ({ body: { session_id: fx.review.sessionId } }),
  reviewOffline: () => ({}),
  studyPack: () => ({}),
  reviewSync: () => ({ body: { answers: [{ key: 'security-sample-key-0001', subject_id: 'baba-ejiogbe', kind: 'read', answer: 'Baba Ejiogbe', answered_at: new Date().toISOString() }] } }),
  mastery: () => ({}),
  buyStreakFreeze: () => ({}),
  signOfDay: () => ({ query: { language: 'en' } }),
  orishaStart: () => ({ query: { difficulty: 'beginner', topics: 'colors,days' } }),
  orishaAnswer: (fx) => ({ params: { sessionId: fx.orisha.sessionId }, body: { question_id: fx.orisha.questionId, answer: 'Rojo' } }),
  gameHint: (fx) => ({ params: { sessionId: fx.typed.sessionId }, body: { question_id: fx.typed.questionId } }),
  gamePause: (fx) => ({ params: { sessionId: fx.typed.sessionId }, body: { paused: true } }),
  orishaComplete: (fx) => ({ params: { sessionId: fx.orisha.sessionId } }),
  orishaGuide: () => ({ query: { language: 'en' } }),
  signsStart: () => ({ body: { topics: ['recognition'], oddun_set: 'meyi', question_count: 10 } }),
  duelPlay: (fx) => ({ params: { duelId: fx.duels.play } }),
  signsAnswer: (fx) => ({ body: { session_id: fx.signs.sessionId, question_id: fx.signs.questionId, answer: 'Ogbe' } }),
  oddunList: () => ({ query: { level: 'beginner' } }),
  oddunDetail: (fx) => ({ params: { id: fx.oddunId } }),
  contribute: (fx) => ({ body: { oddun_id: fx.oddunId, section: 'ofrendas', type: 'addition', content: 'Frutas frescas y agua.' } }),
  purchaseSecret: (fx) => ({ body: { oddun_id: fx.oddunId } }),
  platformFigures: () => ({}),
  adminUsers: () => ({ query: { page: '1', limit: '5' } }),
  adminStats: () => ({}),
  adminSetReviewer: (fx) => ({ params: { id: fx.victims.role }, body: { languages: ['en'] } }),
  reviewQueue: () => ({}),
  reviewMark: (fx) => ({
    params: { id: fx.contentReview.id, section: fx.contentReview.section, language: fx.contentReview.language },
    body: { text_hash: fx.contentReview.text_hash, note: 'Revisado con el tratado de la casa.' },
  }),
  // The sign's title rewritten on the text the queue showed: the first caller edits, later ones
  // get 409 (the text changed). The meaning, which reviewMark reviews, is left as it is.
  reviewEdit: (fx) => ({
    params: { id: fx.contentReview.id, section: 'title', language: 'es' },
    body: { text_hash: fx.contentEdit.text_hash, text: fx.contentEdit.text },
  }),
  // Changes asked on the meaning as the queue showed it: the first caller asks, later ones get 409 (already asked).
  reviewRequestChanges: (fx) => ({
    params: { id: fx.contentReview.id, section: 'meaning', language: 'es' },
    body: { text_hash: fx.contentReview.text_hash, note: 'Falta la fuente del segundo párrafo.' },
  }),
  // Sent back with a note: the first caller to reach it decides, later ones get 409 (decided).
  reviewContribution: (fx) => ({
    params: { id: fx.contributions.review.id },
    body: { decision: 'request_changes', note: 'Indica de dónde viene, por favor.', before_hash: fx.contributions.review.before_hash },
  }),
  adminSetRole: (fx) => ({ params: { id: fx.victims.role }, body: { new_role: 'santero' } }),
  adminSetPassword: (fx) => ({ params: { id: fx.victims.password }, body: { new_password: 'otra-clave-2' } }),
  adminDeleteUser: (fx) => ({ params: { id: fx.victims.delete } }),
  adminCreateAdmin: (fx) => {
    const n = fx.unique();
    return { body: { email: `admin-${n}@example.com`, username: `admin_${n}`.slice(0, 30), full_name: 'Admin de Muestra', password: 'secreto123' } };
  },
  adminOdduns: () => ({ query: { page: '1', limit: '5', is_meji: 'true' } }),
  adminOddunStats: () => ({}),
  adminDataSources: () => ({}),
  adminCreateOddun: (fx) => {
    const { id, name, position, binary_pattern } = fx.nextFreeSign();
    return { body: { id, name, position, binary_pattern, meaning: 'Significado de prueba.' } };
  },
  adminUpdateOddun: (fx) => ({
    params: { id: fx.editable.id },
    body: { name: 'Signo editado', position: fx.editable.position, binary_pattern: fx.editable.binary_pattern, meaning: 'Otro significado.', version: fx.editable.version },
  }),
  adminDeleteOddun: (fx) => ({ params: { id: fx.deletable } }),
  adminBulkImport: () => ({ body: { odduns: [], overwrite_existing: false } }),
  adminContributions: () => ({ query: { status: 'all', page: '1' } }),
  adminContributionStats: () => ({}),
  adminApproveContribution: (fx) => ({ params: { id: fx.contributions.approve }, body: { admin_notes: 'Gracias.' } }),
  adminRejectContribution: (fx) => ({ params: { id: fx.contributions.reject }, body: { admin_notes: 'Duplicada.' } }),
  adminOddun: (fx) => ({ params: { id: fx.oddunId } }),
  adminDeletedOdduns: () => ({}),
  adminOddunRevisions: (fx) => ({ params: { id: fx.revision.oddunId }, query: { limit: '5' } }),
  adminRestoreOddunRevision: (fx) => ({ params: { id: fx.revision.oddunId, revisionId: fx.revision.revisionId }, body: {} }),
  adminHouses: () => ({ query: { page: '1', limit: '20' } }),
  adminDissolveHouse: (fx) => ({ params: { houseId: fx.house.dissolvable } }),
  adminAccountRequests: () => ({ query: { status: 'all' } }),
  adminAccountRequestStats: () => ({}),
  openApi: () => ({}),
  adminApproveAccountRequest: (fx) => ({ params: { id: fx.accountRequests.approve }, body: { admin_notes: 'Aprobada.' } }),
  adminRejectAccountRequest: (fx) => ({ params: { id: fx.accountRequests.reject }, body: {} }),
};

/** The URL path (under the API base) of a route with these path parameters, each encoded. */
export function pathOf(route: Pick<RouteSpec, 'path'>, params: Record<string, string> = {}, encode: (v: string) => string = encodeURIComponent): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${route.path}`);
    return encode(value);
  });
}

export function queryString(query: Record<string, string> | undefined): string {
  if (!query || !Object.keys(query).length) return '';
  return `?${new URLSearchParams(query).toString()}`;
}

export const urlOf = (route: Pick<RouteSpec, 'path'>, request: RouteRequest) => `${pathOf(route, request.params)}${queryString(request.query)}`;
