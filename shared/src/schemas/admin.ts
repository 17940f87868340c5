import * as z from 'zod';
import { ADMIN_PAGE_SIZE, CONTRIBUTION_STATUSES, CONTRIBUTION_TYPES, ROLES } from '../constants.js';
import { MSG } from '../messages.js';
import { Email, Language, Pagination, Password, queryInt, requiredString } from './common.js';
import { FullName, User, Username } from './user.js';
import { Oddun, OddunFields } from './oddun.js';

export const UserIdParams = z.object({ id: z.string().min(1).max(64) });
export const AdminUsersResponse = z.object({ users: z.array(User), total: z.number().int() });
export const AdminStatsResponse = z.object({
  total_users: z.number().int(),
  total_games_started: z.number().int(),
  total_games_completed: z.number().int(),
  completion_rate: z.number(),
  languages: z.record(z.string(), z.number().int()),
});

export const ChangeRoleRequest = z.object({ new_role: z.enum(ROLES) });
export const ChangeRoleQuery = z.object({ new_role: z.enum(ROLES).optional() });
/** The spec's client sends the password in the query; the body is preferred. */
export const SetPasswordQuery = z.object({ new_password: Password.optional() });
export const SetPasswordRequest = z.object({ new_password: Password.optional() });
export const CreateAdminRequest = z.object({
  email: requiredString(MSG.allFieldsRequired).pipe(Email),
  username: requiredString(MSG.allFieldsRequired).pipe(Username),
  full_name: requiredString(MSG.allFieldsRequired).pipe(FullName),
  password: z.string({ error: MSG.allFieldsRequired }).min(1, MSG.allFieldsRequired).pipe(Password),
  language: Language.default('es'),
});

const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true').optional();
export const AdminOddunsQuery = z.object({
  page: queryInt(1, 10000).default(1),
  limit: queryInt(1, 100).default(ADMIN_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  has_data: boolQuery,
  is_meji: boolQuery,
  position: queryInt(1, 256).optional(),
});
export const AdminOddunsResponse = z.object({ odduns: z.array(Oddun), pagination: Pagination });
export const OddunStatsResponse = z.object({
  total_odduns: z.number().int(),
  meji_odduns: z.number().int(),
  odduns_with_data: z.number().int(),
  completion_percentage: z.number(),
});
export const DataSourcesResponse = z.object({
  summary: z.object({ total_odduns: z.number().int(), sources_count: z.number().int(), highest_quality_source: z.string().nullable() }),
  sources_breakdown: z.record(
    z.string(),
    z.object({
      info: z.object({ label: z.string(), description: z.string(), priority: z.number().int() }),
      count: z.number().int(),
      with_data: z.number().int(),
      avg_completion: z.number(),
      odduns: z.array(z.object({ id: z.string(), name: z.string(), position: z.number().int() })),
    }),
  ),
});
export const OddunUpsertRequest = OddunFields;
export const BulkImportRequest = z.object({
  odduns: z.array(z.unknown()).max(1000),
  overwrite_existing: z.boolean().default(false),
});
export const BulkImportResponse = z.object({
  summary: z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() }),
  errors: z.array(z.string()),
});

export const Contribution = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  oddun_id: z.string(),
  oddun_name: z.string().optional(),
  section: z.string(),
  type: z.enum(CONTRIBUTION_TYPES),
  status: z.enum(CONTRIBUTION_STATUSES),
  content: z.string(),
  admin_notes: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable().optional(),
});
export type Contribution = z.infer<typeof Contribution>;
export const AdminContributionsQuery = z.object({
  page: queryInt(1, 10000).default(1),
  limit: queryInt(1, 100).default(ADMIN_PAGE_SIZE),
  status: z.enum([...CONTRIBUTION_STATUSES, 'all']).default('pending'),
});
export const AdminContributionsResponse = z.object({ contributions: z.array(Contribution), pagination: Pagination });
export const ContributionStatsResponse = z.object({
  total_contributions: z.number().int(),
  pending_contributions: z.number().int(),
  approved_contributions: z.number().int(),
  rejected_contributions: z.number().int(),
});
export const RejectContributionRequest = z.object({ admin_notes: z.string().max(2000).default('') });
export const ContributionParams = z.object({ id: z.string().min(1).max(64) });
