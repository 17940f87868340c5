import * as z from 'zod';
import * as A from './schemas/admin.js';
import { MessageResponse } from './schemas/common.js';
import * as G from './schemas/games.js';
import * as O from './schemas/oddun.js';
import * as U from './schemas/user.js';

/**
 * The route table: the ONLY list of endpoints (DESIGN.md 1). CDK builds the HTTP API routes
 * and one Lambda per group from it, the local gateway dispatches with it, the web client is
 * typed by it, and `route-agreement.test.ts` proves the three agree.
 * Paths are relative to `/api` and use API Gateway's `{param}` syntax.
 */
export const ENDPOINT_GROUPS = ['auth', 'user', 'progress', 'games', 'ifa-signs', 'admin'] as const;
export type EndpointGroup = (typeof ENDPOINT_GROUPS)[number];
export type AuthLevel = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  path: `/${string}`;
  group: EndpointGroup;
  auth: AuthLevel;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** Success status; 200 unless said. */
  status?: number;
}

const route = <const R extends RouteSpec>(r: R) => r;

export const routes = {
  // auth
  register: route({ method: 'POST', path: '/auth/register', group: 'auth', auth: 'public', body: U.RegisterRequest, response: U.AuthResponse, status: 201 }),
  login: route({ method: 'POST', path: '/auth/login', group: 'auth', auth: 'public', body: U.LoginRequest, response: U.AuthResponse }),
  me: route({ method: 'GET', path: '/auth/me', group: 'auth', auth: 'user', response: U.User }),
  forgotPassword: route({ method: 'POST', path: '/auth/forgot-password', group: 'auth', auth: 'public', body: U.ForgotPasswordRequest, response: U.ForgotPasswordResponse }),
  resetPassword: route({ method: 'POST', path: '/auth/reset-password', group: 'auth', auth: 'public', body: U.ResetPasswordRequest, response: MessageResponse }),

  // user
  updateLanguage: route({ method: 'PUT', path: '/user/language', group: 'user', auth: 'user', body: U.UpdateLanguageRequest, response: U.UpdateLanguageResponse }),
  cowrieBalance: route({ method: 'GET', path: '/user/cowrie-balance', group: 'user', auth: 'user', response: U.CowrieBalanceResponse }),
  accountChangeRequest: route({ method: 'POST', path: '/user/account-change-request', group: 'user', auth: 'user', body: U.AccountChangeRequest, response: U.AccountChangeResponse, status: 201 }),

  // progress
  progress: route({ method: 'GET', path: '/progress/{game}', group: 'progress', auth: 'user', params: G.ProgressParams, response: G.ProgressResponse }),

  // games
  orishaStart: route({ method: 'POST', path: '/games/orisha-matching/start', group: 'games', auth: 'user', query: G.OrishaStartQuery, response: G.OrishaStartResponse }),
  orishaAnswer: route({ method: 'POST', path: '/games/{sessionId}/answer', group: 'games', auth: 'user', params: G.SessionParams, body: G.OrishaAnswerRequest, response: G.OrishaAnswerResponse }),
  gameHint: route({ method: 'POST', path: '/games/{sessionId}/hint', group: 'games', auth: 'user', params: G.SessionParams, body: G.HintRequest, response: G.HintResponse }),
  orishaComplete: route({ method: 'GET', path: '/games/{sessionId}/complete', group: 'games', auth: 'user', params: G.SessionParams, response: G.OrishaCompleteResponse }),
  signsStart: route({ method: 'POST', path: '/games/ifa-signs/start', group: 'games', auth: 'user', body: G.SignsStartRequest, response: G.SignsStartResponse }),
  signsAnswer: route({ method: 'POST', path: '/games/ifa-signs/answer', group: 'games', auth: 'user', body: G.SignsAnswerRequest, response: G.SignsAnswerResponse }),

  // ifa-signs
  oddunList: route({ method: 'GET', path: '/ifa-signs/odduns', group: 'ifa-signs', auth: 'user', query: O.OddunListQuery, response: O.OddunListResponse }),
  oddunDetail: route({ method: 'GET', path: '/ifa-signs/oddun/{id}', group: 'ifa-signs', auth: 'user', params: O.OddunParams, response: O.Oddun }),
  contribute: route({ method: 'POST', path: '/ifa-signs/contribute', group: 'ifa-signs', auth: 'user', body: O.ContributeRequest, response: O.ContributeResponse, status: 201 }),
  purchaseSecret: route({ method: 'POST', path: '/ifa-signs/purchase-secret', group: 'ifa-signs', auth: 'user', body: O.PurchaseSecretRequest, response: O.PurchaseSecretResponse }),

  // admin
  adminUsers: route({ method: 'GET', path: '/admin/users', group: 'admin', auth: 'admin', response: A.AdminUsersResponse }),
  adminStats: route({ method: 'GET', path: '/admin/stats', group: 'admin', auth: 'admin', response: A.AdminStatsResponse }),
  adminSetRole: route({ method: 'PUT', path: '/admin/users/{id}/role', group: 'admin', auth: 'admin', params: A.UserIdParams, query: A.ChangeRoleQuery, body: A.ChangeRoleRequest.partial(), response: U.User }),
  adminSetPassword: route({ method: 'PUT', path: '/admin/users/{id}/password', group: 'admin', auth: 'admin', params: A.UserIdParams, query: A.SetPasswordQuery, body: A.SetPasswordRequest, response: MessageResponse }),
  adminDeleteUser: route({ method: 'DELETE', path: '/admin/users/{id}', group: 'admin', auth: 'admin', params: A.UserIdParams, response: MessageResponse }),
  adminCreateAdmin: route({ method: 'POST', path: '/admin/users/create-admin', group: 'admin', auth: 'admin', body: A.CreateAdminRequest, response: U.User, status: 201 }),
  adminOdduns: route({ method: 'GET', path: '/admin/odduns', group: 'admin', auth: 'admin', query: A.AdminOddunsQuery, response: A.AdminOddunsResponse }),
  adminOddunStats: route({ method: 'GET', path: '/admin/odduns/stats', group: 'admin', auth: 'admin', response: A.OddunStatsResponse }),
  adminDataSources: route({ method: 'GET', path: '/admin/odduns/data-sources', group: 'admin', auth: 'admin', response: A.DataSourcesResponse }),
  adminCreateOddun: route({ method: 'POST', path: '/admin/odduns', group: 'admin', auth: 'admin', body: A.OddunUpsertRequest, response: O.Oddun, status: 201 }),
  adminUpdateOddun: route({ method: 'PUT', path: '/admin/odduns/{id}', group: 'admin', auth: 'admin', params: O.OddunParams, body: A.OddunUpsertRequest, response: O.Oddun }),
  adminDeleteOddun: route({ method: 'DELETE', path: '/admin/odduns/{id}', group: 'admin', auth: 'admin', params: O.OddunParams, response: MessageResponse }),
  adminBulkImport: route({ method: 'POST', path: '/admin/odduns/bulk-import', group: 'admin', auth: 'admin', body: A.BulkImportRequest, response: A.BulkImportResponse }),
  adminContributions: route({ method: 'GET', path: '/admin/contributions', group: 'admin', auth: 'admin', query: A.AdminContributionsQuery, response: A.AdminContributionsResponse }),
  adminContributionStats: route({ method: 'GET', path: '/admin/contributions/stats', group: 'admin', auth: 'admin', response: A.ContributionStatsResponse }),
  adminApproveContribution: route({ method: 'PUT', path: '/admin/contributions/{id}/approve', group: 'admin', auth: 'admin', params: A.ContributionParams, response: A.Contribution }),
  adminRejectContribution: route({ method: 'PUT', path: '/admin/contributions/{id}/reject', group: 'admin', auth: 'admin', params: A.ContributionParams, body: A.RejectContributionRequest, response: A.Contribution }),
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** API Gateway's route key, e.g. `GET /auth/me` (without the /api base). */
export const routeKeyOf = (r: Pick<RouteSpec, 'method' | 'path'>) => `${r.method} ${r.path}`;

export const API_BASE = '/api';

export const routeList: Array<RouteSpec & { name: RouteName }> = Object.entries(routes).map(
  ([name, r]) => ({ name: name as RouteName, ...(r as RouteSpec) }),
);

export const routesOfGroup = (group: EndpointGroup) => routeList.filter((r) => r.group === group);

export type RequestBody<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : never;
export type ResponseBody<N extends RouteName> = z.infer<Routes[N]['response']>;
