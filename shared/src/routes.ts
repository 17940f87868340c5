import type * as z from 'zod';
import * as A from './schemas/admin.js';
import { MessageResponse } from './schemas/common.js';
import * as G from './schemas/games.js';
import * as O from './schemas/oddun.js';
import * as U from './schemas/user.js';
import { endpoints, type Endpoint, type EndpointGroup, type EndpointName } from './endpoints.js';

export { API_BASE, ENDPOINT_GROUPS, endpoints, routeKeyOf } from './endpoints.js';
export type { AuthLevel, Endpoint, EndpointGroup, EndpointName, HttpMethod } from './endpoints.js';

/** The schemas of one endpoint: what it validates and what it answers. */
export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** Success status; 200 unless said. */
  status?: number;
}
export type RouteSpec = Endpoint & RouteSchemas;

/** Every endpoint's schemas; `satisfies` makes a missing or unknown endpoint a compile error. */
const schemas = {
  register: { body: U.RegisterRequest, response: U.AuthResponse, status: 201 },
  login: { body: U.LoginRequest, response: U.AuthResponse },
  me: { response: U.User },
  forgotPassword: { body: U.ForgotPasswordRequest, response: U.ForgotPasswordResponse },
  resetPassword: { body: U.ResetPasswordRequest, response: MessageResponse },
  updateLanguage: { body: U.UpdateLanguageRequest, response: U.UpdateLanguageResponse },
  cowrieBalance: { response: U.CowrieBalanceResponse },
  accountChangeRequest: { body: U.AccountChangeRequest, response: U.AccountChangeResponse, status: 201 },
  progress: { params: G.ProgressParams, response: G.ProgressResponse },
  orishaStart: { query: G.OrishaStartQuery, response: G.OrishaStartResponse },
  orishaAnswer: { params: G.SessionParams, body: G.OrishaAnswerRequest, response: G.OrishaAnswerResponse },
  gameHint: { params: G.SessionParams, body: G.HintRequest, response: G.HintResponse },
  orishaComplete: { params: G.SessionParams, response: G.OrishaCompleteResponse },
  signsStart: { body: G.SignsStartRequest, response: G.SignsStartResponse },
  signsAnswer: { body: G.SignsAnswerRequest, response: G.SignsAnswerResponse },
  oddunList: { query: O.OddunListQuery, response: O.OddunListResponse },
  oddunDetail: { params: O.OddunParams, response: O.Oddun },
  contribute: { body: O.ContributeRequest, response: O.ContributeResponse, status: 201 },
  purchaseSecret: { body: O.PurchaseSecretRequest, response: O.PurchaseSecretResponse },
  adminUsers: { query: A.AdminUsersQuery, response: A.AdminUsersResponse },
  adminStats: { response: A.AdminStatsResponse },
  adminSetRole: { params: A.UserIdParams, query: A.ChangeRoleQuery, body: A.ChangeRoleRequest.partial(), response: U.User },
  adminSetPassword: { params: A.UserIdParams, query: A.SetPasswordQuery, body: A.SetPasswordRequest, response: MessageResponse },
  adminDeleteUser: { params: A.UserIdParams, response: MessageResponse },
  adminCreateAdmin: { body: A.CreateAdminRequest, response: U.User, status: 201 },
  adminOdduns: { query: A.AdminOddunsQuery, response: A.AdminOddunsResponse },
  adminOddunStats: { response: A.OddunStatsResponse },
  adminDataSources: { response: A.DataSourcesResponse },
  adminCreateOddun: { body: A.OddunUpsertRequest, response: A.AdminOddun, status: 201 },
  adminUpdateOddun: { params: O.OddunParams, body: A.OddunUpdateRequest, response: A.AdminOddun },
  adminDeleteOddun: { params: O.OddunParams, query: A.OddunDeleteQuery, response: MessageResponse },
  adminBulkImport: { body: A.BulkImportRequest, response: A.BulkImportResponse },
  adminContributions: { query: A.AdminContributionsQuery, response: A.AdminContributionsResponse },
  adminContributionStats: { response: A.ContributionStatsResponse },
  adminApproveContribution: { params: A.ContributionParams, body: A.ApproveContributionRequest, response: A.Contribution },
  adminRejectContribution: { params: A.ContributionParams, body: A.RejectContributionRequest, response: A.Contribution },
  adminOddun: { params: O.OddunParams, response: A.AdminOddun },
  adminDeletedOdduns: { response: A.DeletedOddunsResponse },
  adminOddunRevisions: { params: O.OddunParams, query: A.RevisionsQuery, response: A.OddunRevisionsResponse },
  adminRestoreOddunRevision: { params: A.RevisionParams, body: A.RestoreRevisionRequest, response: A.AdminOddun },
  adminAccountRequests: { query: A.AdminAccountRequestsQuery, response: A.AdminAccountRequestsResponse },
  adminAccountRequestStats: { response: A.AccountRequestStatsResponse },
  adminApproveAccountRequest: { params: A.AccountRequestParams, body: A.DecideAccountRequest, response: A.AdminAccountRequest },
  adminRejectAccountRequest: { params: A.AccountRequestParams, body: A.DecideAccountRequest, response: A.AdminAccountRequest },
} as const satisfies Record<EndpointName, RouteSchemas>;

/** The route table: each endpoint with its schemas (the handlers, tests and forms use it). */
export type Routes = { [N in EndpointName]: (typeof endpoints)[N] & (typeof schemas)[N] };
export const routes = Object.fromEntries(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [name, { ...endpoints[name], ...schemas[name] }]),
) as Routes;
export type RouteName = EndpointName;

export const routeList: Array<RouteSpec & { name: RouteName }> = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  ...(routes[name] as RouteSpec),
}));

export const routesOfGroup = (group: EndpointGroup) => routeList.filter((r) => r.group === group);

export type RequestBody<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : never;
export type ResponseBody<N extends RouteName> = z.infer<Routes[N]['response']>;
