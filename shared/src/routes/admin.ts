import * as z from 'zod/mini';
import * as A from '../schemas/admin.js';
import * as O from '../schemas/oddun.js';
import * as R from '../schemas/review.js';
import type { GroupSchemas } from './types.js';

export const adminSchemas = {
  adminUsers: { query: A.AdminUsersQuery },
  adminStats: {},
  adminSetReviewer: { params: A.UserIdParams, body: R.SetReviewerRequest },
  adminSetRole: { params: A.UserIdParams, query: A.ChangeRoleQuery, body: z.partial(A.ChangeRoleRequest) },
  adminSetPassword: { params: A.UserIdParams, query: A.SetPasswordQuery, body: A.SetPasswordRequest },
  adminDeleteUser: { params: A.UserIdParams },
  adminCreateAdmin: { body: A.CreateAdminRequest, status: 201 },
  adminOdduns: { query: A.AdminOddunsQuery },
  adminOddunStats: {},
  adminDataSources: {},
  adminCreateOddun: { body: A.OddunUpsertRequest, status: 201 },
  adminUpdateOddun: { params: O.OddunParams, body: A.OddunUpdateRequest },
  adminDeleteOddun: { params: O.OddunParams, query: A.OddunDeleteQuery },
  adminBulkImport: { body: A.BulkImportRequest },
  adminContributions: { query: A.AdminContributionsQuery },
  adminContributionStats: {},
  adminApproveContribution: { params: A.ContributionParams, body: A.ApproveContributionRequest },
  adminRejectContribution: { params: A.ContributionParams, body: A.RejectContributionRequest },
  adminOddun: { params: O.OddunParams },
  adminDeletedOdduns: {},
  adminOddunRevisions: { params: O.OddunParams, query: A.RevisionsQuery },
  adminRestoreOddunRevision: { params: A.RevisionParams, body: A.RestoreRevisionRequest },
  adminHouses: { query: A.AdminHousesQuery },
  adminDissolveHouse: { params: A.HouseIdParams },
  adminAccountRequests: { query: A.AdminAccountRequestsQuery },
  adminAccountRequestStats: {},
  adminApproveAccountRequest: { params: A.AccountRequestParams, body: A.DecideAccountRequest },
  adminRejectAccountRequest: { params: A.AccountRequestParams, body: A.DecideAccountRequest },
} as const satisfies GroupSchemas<'admin'>;
