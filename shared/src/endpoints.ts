/**
 * The endpoints: the ONLY list of the API's routes (DESIGN.md 1), as plain data. CDK builds
 * the HTTP API routes and one Lambda per group from it, the local gateway dispatches with it,
 * and the web client calls through it without loading any schema. `routes.ts` gives every
 * endpoint its zod schemas (the compiler checks that none is missing).
 * Paths are relative to `/api` and use API Gateway's `{param}` syntax.
 */
export const ENDPOINT_GROUPS = ['auth', 'user', 'progress', 'games', 'ifa-signs', 'admin', 'social'] as const;
export type EndpointGroup = (typeof ENDPOINT_GROUPS)[number];
export type AuthLevel = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  path: `/${string}`;
  group: EndpointGroup;
  auth: AuthLevel;
}

// The base and the session's routes live apart (session-endpoints.ts): every page's entry loads them
// without this table (DESIGN.md 8).
import { sessionEndpoints } from './session-endpoints.js';
export { API_BASE, sessionEndpoints } from './session-endpoints.js';

export const endpoints = {
  register: { method: 'POST', path: '/auth/register', group: 'auth', auth: 'public' },
  login: { method: 'POST', path: '/auth/login', group: 'auth', auth: 'public' },
  me: { method: 'GET', path: '/auth/me', group: 'auth', auth: 'user' },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password', group: 'auth', auth: 'public' },
  resetPassword: { method: 'POST', path: '/auth/reset-password', group: 'auth', auth: 'public' },
  logout: sessionEndpoints.logout,
  logoutAll: { method: 'POST', path: '/auth/logout-all', group: 'auth', auth: 'user' },
  updateLanguage: { method: 'PUT', path: '/user/language', group: 'user', auth: 'user' },
  updatePreferences: { method: 'PUT', path: '/user/preferences', group: 'user', auth: 'user' },
  cowrieBalance: { method: 'GET', path: '/user/cowrie-balance', group: 'user', auth: 'user' },
  accountChangeRequest: { method: 'POST', path: '/user/account-change-request', group: 'user', auth: 'user' },
  userContributions: { method: 'GET', path: '/user/contributions', group: 'user', auth: 'user' },
  // My deities (DESIGN.md 5c): the token's user's own private list; no route reads another's.
  myDeities: { method: 'GET', path: '/user/deities', group: 'user', auth: 'user' },
  updateMyDeities: { method: 'PUT', path: '/user/deities', group: 'user', auth: 'user' },
  // Daily practice reminders (DESIGN.md 5d): the learner's hour and this device's push subscription.
  reminders: { method: 'GET', path: '/user/reminders', group: 'user', auth: 'user' },
  updateReminders: { method: 'PUT', path: '/user/reminders', group: 'user', auth: 'user' },
  deleteReminders: { method: 'DELETE', path: '/user/reminders', group: 'user', auth: 'user' },
  progress: { method: 'GET', path: '/progress/{game}', group: 'progress', auth: 'user' },
  // Daily practice (issue 12): the learner's own review, in the progress group.
  practiceSummary: { method: 'GET', path: '/practice/summary', group: 'progress', auth: 'user' },
  reviewStart: { method: 'POST', path: '/practice/review/start', group: 'progress', auth: 'user' },
  reviewAnswer: { method: 'POST', path: '/practice/review/answer', group: 'progress', auth: 'user' },
  // A hint for the open question; a right answer after it is rated hard (DESIGN.md 5b).
  reviewHint: { method: 'POST', path: '/practice/review/hint', group: 'progress', auth: 'user' },
  reviewComplete: { method: 'POST', path: '/practice/review/complete', group: 'progress', auth: 'user' },
  reviewOffline: { method: 'GET', path: '/practice/review/offline', group: 'progress', auth: 'user' },
  reviewSync: { method: 'POST', path: '/practice/review/sync', group: 'progress', auth: 'user' },
  mastery: { method: 'GET', path: '/practice/mastery', group: 'progress', auth: 'user' },
  buyStreakFreeze: { method: 'POST', path: '/practice/streak-freeze', group: 'progress', auth: 'user' },
  signOfDay: { method: 'GET', path: '/practice/sign-of-the-day', group: 'ifa-signs', auth: 'public' },
  orishaStart: { method: 'POST', path: '/games/orisha-matching/start', group: 'games', auth: 'user' },
  orishaAnswer: { method: 'POST', path: '/games/{sessionId}/answer', group: 'games', auth: 'user' },
  gameHint: { method: 'POST', path: '/games/{sessionId}/hint', group: 'games', auth: 'user' },
  // The question's clock stands still under a dialog (issue 34 point 7), within an allowance.
  gamePause: { method: 'POST', path: '/games/{sessionId}/pause', group: 'games', auth: 'user' },
  orishaComplete: { method: 'GET', path: '/games/{sessionId}/complete', group: 'games', auth: 'user' },
  // The orisha knowledge base the game asks about, to study (issue 11).
  orishaGuide: { method: 'GET', path: '/games/orisha-matching/guide', group: 'games', auth: 'user' },
  signsStart: { method: 'POST', path: '/games/ifa-signs/start', group: 'games', auth: 'user' },
  // A duel's game (DESIGN.md 5c): built from the duel's question set, then played and completed
  // through its game's own answer and complete routes.
  duelPlay: { method: 'POST', path: '/games/duels/{duelId}/play', group: 'games', auth: 'user' },
  signsAnswer: { method: 'POST', path: '/games/ifa-signs/answer', group: 'games', auth: 'user' },
  oddunList: { method: 'GET', path: '/ifa-signs/odduns', group: 'ifa-signs', auth: 'user' },
  oddunDetail: { method: 'GET', path: '/ifa-signs/oddun/{id}', group: 'ifa-signs', auth: 'user' },
  studyPack: { method: 'GET', path: '/ifa-signs/study-pack', group: 'ifa-signs', auth: 'user' },
  // A reviewer (any role, checked by the service: issue 36) reads the queue and marks a section reviewed.
  reviewQueue: { method: 'GET', path: '/review/queue', group: 'ifa-signs', auth: 'user' },
  reviewMark: { method: 'PUT', path: '/review/odduns/{id}/{section}/{language}', group: 'ifa-signs', auth: 'user' },
  // A reviewer applies a pending contribution in one of their languages, or asks its author for changes.
  reviewContribution: { method: 'PUT', path: '/review/contributions/{id}', group: 'ifa-signs', auth: 'user' },
  // A reviewer rewrites a section in one of their languages: a revision of the sign, or of its translation.
  reviewEdit: { method: 'PUT', path: '/review/odduns/{id}/{section}/{language}/text', group: 'ifa-signs', auth: 'user' },
  // A reviewer asks for changes to a section, with a note the other reviewers read in the queue.
  reviewRequestChanges: { method: 'PUT', path: '/review/odduns/{id}/{section}/{language}/changes', group: 'ifa-signs', auth: 'user' },
  contribute: { method: 'POST', path: '/ifa-signs/contribute', group: 'ifa-signs', auth: 'user' },
  purchaseSecret: { method: 'POST', path: '/ifa-signs/purchase-secret', group: 'ifa-signs', auth: 'user' },
  // The API's own description, generated from this table (shared/src/openapi.ts).
  openApi: { method: 'GET', path: '/openapi.json', group: 'auth', auth: 'public' },
  // The landing's figures (DESIGN.md 7): counts for anyone, in the ifa-signs group, which already
  // bundles the catalogue and reads the table (the games and progress bundles are at their budget).
  platformFigures: { method: 'GET', path: '/public/figures', group: 'ifa-signs', auth: 'public' },
  // Learning together (issue 28, DESIGN.md 5c): friends, blocks and the inbox, for the token's user.
  friends: { method: 'GET', path: '/social/friends', group: 'social', auth: 'user' },
  friendRequest: { method: 'POST', path: '/social/friends/requests', group: 'social', auth: 'user' },
  friendAccept: { method: 'POST', path: '/social/friends/requests/{userId}/accept', group: 'social', auth: 'user' },
  friendDecline: { method: 'POST', path: '/social/friends/requests/{userId}/decline', group: 'social', auth: 'user' },
  // Removes a friend, or withdraws a request the learner sent.
  friendRemove: { method: 'DELETE', path: '/social/friends/{userId}', group: 'social', auth: 'user' },
  block: { method: 'POST', path: '/social/blocks/{userId}', group: 'social', auth: 'user' },
  unblock: { method: 'DELETE', path: '/social/blocks/{userId}', group: 'social', auth: 'user' },
  friendVisibility: { method: 'PUT', path: '/social/visibility', group: 'social', auth: 'user' },
  inbox: { method: 'GET', path: '/social/inbox', group: 'social', auth: 'user' },
  inboxUnread: { method: 'GET', path: '/social/inbox/unread', group: 'social', auth: 'user' },
  inboxRead: { method: 'POST', path: '/social/inbox/read', group: 'social', auth: 'user' },
  duels: { method: 'GET', path: '/social/duels', group: 'social', auth: 'user' },
  duelCreate: { method: 'POST', path: '/social/duels', group: 'social', auth: 'user' },
  duel: { method: 'GET', path: '/social/duels/{duelId}', group: 'social', auth: 'user' },
  duelDecline: { method: 'POST', path: '/social/duels/{duelId}/decline', group: 'social', auth: 'user' },
  duelRivals: { method: 'GET', path: '/social/rivals', group: 'social', auth: 'user' },
  // The religious house (DESIGN.md 5c): the reader's house; head-only actions are refused to members.
  // In an order the security matrix can walk: join, act as member and as head, leave, dissolve, found.
  house: { method: 'GET', path: '/social/house', group: 'social', auth: 'user' },
  houseInvitation: { method: 'GET', path: '/social/house/invitations/{code}', group: 'social', auth: 'user' },
  houseJoin: { method: 'POST', path: '/social/house/join', group: 'social', auth: 'user' },
  houseRanking: { method: 'PUT', path: '/social/house/ranking', group: 'social', auth: 'user' },
  houseRenewInvite: { method: 'POST', path: '/social/house/invite', group: 'social', auth: 'user' },
  houseAssign: { method: 'POST', path: '/social/house/assignments', group: 'social', auth: 'user' },
  houseUnassign: { method: 'DELETE', path: '/social/house/assignments/{assignmentId}', group: 'social', auth: 'user' },
  houseRemoveMember: { method: 'DELETE', path: '/social/house/members/{userId}', group: 'social', auth: 'user' },
  houseLeave: { method: 'POST', path: '/social/house/leave', group: 'social', auth: 'user' },
  houseDissolve: { method: 'DELETE', path: '/social/house', group: 'social', auth: 'user' },
  houseFound: { method: 'POST', path: '/social/house', group: 'social', auth: 'user' },
  adminUsers: { method: 'GET', path: '/admin/users', group: 'admin', auth: 'admin' },
  adminStats: { method: 'GET', path: '/admin/stats', group: 'admin', auth: 'admin' },
  adminSetRole: { method: 'PUT', path: '/admin/users/{id}/role', group: 'admin', auth: 'admin' },
  // Content review (issue 36, DESIGN.md 5e): an admin makes a user a reviewer per language.
  adminSetReviewer: { method: 'PUT', path: '/admin/users/{id}/reviewer', group: 'admin', auth: 'admin' },
  adminSetPassword: { method: 'PUT', path: '/admin/users/{id}/password', group: 'admin', auth: 'admin' },
  adminDeleteUser: { method: 'DELETE', path: '/admin/users/{id}', group: 'admin', auth: 'admin' },
  adminCreateAdmin: { method: 'POST', path: '/admin/users/create-admin', group: 'admin', auth: 'admin' },
  adminOdduns: { method: 'GET', path: '/admin/odduns', group: 'admin', auth: 'admin' },
  adminOddunStats: { method: 'GET', path: '/admin/odduns/stats', group: 'admin', auth: 'admin' },
  adminDataSources: { method: 'GET', path: '/admin/odduns/data-sources', group: 'admin', auth: 'admin' },
  adminCreateOddun: { method: 'POST', path: '/admin/odduns', group: 'admin', auth: 'admin' },
  adminUpdateOddun: { method: 'PUT', path: '/admin/odduns/{id}', group: 'admin', auth: 'admin' },
  adminDeleteOddun: { method: 'DELETE', path: '/admin/odduns/{id}', group: 'admin', auth: 'admin' },
  adminBulkImport: { method: 'POST', path: '/admin/odduns/bulk-import', group: 'admin', auth: 'admin' },
  adminContributions: { method: 'GET', path: '/admin/contributions', group: 'admin', auth: 'admin' },
  adminContributionStats: { method: 'GET', path: '/admin/contributions/stats', group: 'admin', auth: 'admin' },
  adminApproveContribution: { method: 'PUT', path: '/admin/contributions/{id}/approve', group: 'admin', auth: 'admin' },
  adminRejectContribution: { method: 'PUT', path: '/admin/contributions/{id}/reject', group: 'admin', auth: 'admin' },
  adminOddun: { method: 'GET', path: '/admin/odduns/{id}', group: 'admin', auth: 'admin' },
  adminDeletedOdduns: { method: 'GET', path: '/admin/odduns/deleted', group: 'admin', auth: 'admin' },
  adminOddunRevisions: { method: 'GET', path: '/admin/odduns/{id}/revisions', group: 'admin', auth: 'admin' },
  adminRestoreOddunRevision: { method: 'POST', path: '/admin/odduns/{id}/revisions/{revisionId}/restore', group: 'admin', auth: 'admin' },
  adminHouses: { method: 'GET', path: '/admin/houses', group: 'admin', auth: 'admin' },
  adminDissolveHouse: { method: 'DELETE', path: '/admin/houses/{houseId}', group: 'admin', auth: 'admin' },
  adminAccountRequests: { method: 'GET', path: '/admin/account-requests', group: 'admin', auth: 'admin' },
  adminAccountRequestStats: { method: 'GET', path: '/admin/account-requests/stats', group: 'admin', auth: 'admin' },
  adminApproveAccountRequest: { method: 'PUT', path: '/admin/account-requests/{id}/approve', group: 'admin', auth: 'admin' },
  adminRejectAccountRequest: { method: 'PUT', path: '/admin/account-requests/{id}/reject', group: 'admin', auth: 'admin' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** API Gateway's route key, e.g. `GET /auth/me` (without the /api base). */
export const routeKeyOf = (r: Pick<Endpoint, 'method' | 'path'>) => `${r.method} ${r.path}`;
