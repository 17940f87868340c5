import { groupHandler, Reply } from '../http/group-handler.js';
import { adminSchemas } from '@ifa/shared/routes/admin';
import * as requests from '../services/admin-account-requests.js';
import * as contributions from '../services/admin-contributions.js';
import * as houses from '../services/admin-houses.js';
import * as odduns from '../services/admin-odduns.js';
import { adminStats } from '../services/admin-stats.js';
import * as users from '../services/admin-users.js';

/**
 * The admin endpoints (spec 6 and 7). Every route of this group is `auth: 'admin'` in the
 * route table, so the shared middleware answers 401 to anonymous callers and 403 to every
 * other role before any of this runs (functions/test/integration/admin-authorization.test.ts).
 */
export const handler = groupHandler('admin', adminSchemas, {
  adminUsers: async ({ query }) => users.listUsersForAdmin(query),
  adminStats: async () => adminStats(),
  adminSetRole: async ({ user, params, body, query }) => users.changeRole(user, params.id, body.new_role ?? query.new_role),
  adminSetReviewer: async ({ params, body }) => users.setReviewer(params.id, body.languages),
  adminSetPassword: async ({ params, body, query }) => users.setPassword(params.id, body.new_password ?? query.new_password),
  adminDeleteUser: async ({ user, params }) => users.deleteUserAsAdmin(user, params.id),
  adminCreateAdmin: async ({ body }) => new Reply(await users.createAdmin(body), 201),

  adminOdduns: async ({ query }) => odduns.listForAdmin(query),
  adminOddunStats: async () => odduns.oddunStats(),
  adminDataSources: async () => odduns.dataSources(),
  adminOddun: async ({ params }) => odduns.viewOddun(params.id),
  adminCreateOddun: async ({ body, user }) => new Reply(await odduns.createOddun(body, odduns.actorOf(user)), 201),
  adminUpdateOddun: async ({ params, body, user }) => odduns.updateOddun(params.id, body, odduns.actorOf(user)),
  adminDeleteOddun: async ({ params, query, user }) => odduns.deleteOddun(params.id, query.version, odduns.actorOf(user)),
  adminBulkImport: async ({ body, user }) => odduns.bulkImport(body.odduns, body.overwrite_existing, odduns.actorOf(user)),
  adminDeletedOdduns: async () => odduns.deletedOdduns(),
  adminOddunRevisions: async ({ params, query }) => odduns.revisionsOf(params.id, query.limit, query.before),
  adminRestoreOddunRevision: async ({ params, body, user }) =>
    odduns.restoreRevision(params.id, params.revisionId, body.version, odduns.actorOf(user)),

  adminHouses: async ({ query }) => houses.adminHouses(query.page, query.limit),
  adminDissolveHouse: async ({ params }) => houses.adminDissolveHouse(params.houseId),

  adminContributions: async ({ query }) => contributions.listForAdmin(query.status, query.page, query.limit),
  adminContributionStats: async () => contributions.contributionStats(),
  adminApproveContribution: async ({ params, body, user }) =>
    contributions.decide(params.id, user, { status: 'approved', admin_notes: body.admin_notes || null, apply: body.apply, version: body.version }),
  adminRejectContribution: async ({ params, body, user }) =>
    contributions.decide(params.id, user, { status: 'rejected', admin_notes: body.admin_notes || null, apply: false }),

  adminAccountRequests: async ({ query }) => requests.listForAdmin(query.status, query.page, query.limit),
  adminAccountRequestStats: async () => requests.requestStats(),
  adminApproveAccountRequest: async ({ params, body, user }) => requests.decide(params.id, user, 'approved', body.admin_notes || null),
  adminRejectAccountRequest: async ({ params, body, user }) => requests.decide(params.id, user, 'rejected', body.admin_notes || null),
});
