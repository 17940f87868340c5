import * as z from 'zod/mini';
import * as A from '../schemas/admin.js';
import { MessageResponse } from '../schemas/common.js';
import * as O from '../schemas/oddun.js';
import { User } from '../schemas/user.js';
import type { GroupSchemas } from './types.js';

export const adminSchemas = {
  adminUsers: { query: A.AdminUsersQuery, response: A.AdminUsersResponse },
  adminStats: { response: A.AdminStatsResponse },
  adminSetRole: { params: A.UserIdParams, query: A.ChangeRoleQuery, body: z.partial(A.ChangeRoleRequest), response: User },
  adminSetPassword: { params: A.UserIdParams, query: A.SetPasswordQuery, body: A.SetPasswordRequest, response: MessageResponse },
  adminDeleteUser: { params: A.UserIdParams, response: MessageResponse },
  adminCreateAdmin: { body: A.CreateAdminRequest, response: User, status: 201 },
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
} as const satisfies GroupSchemas<'admin'>;
