import * as z from 'zod';
import {
  ACCOUNT_REQUEST_STATUSES,
  ADMIN_PAGE_SIZE,
  BULK_IMPORT_MAX,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_TYPES,
  LANGUAGES,
  ODDUN_REVISION_ACTIONS,
  REQUESTABLE_ROLES,
  ROLES,
} from '../constants.js';
import { MSG } from '../messages.js';
import { Email, Language, Pagination, Password, queryInt, requiredString } from './common.js';
import { FullName, Role, User, Username } from './user.js';
import { BinaryPattern, Oddun, OddunFields } from './oddun.js';

/** Every admin list: page numbers from 1, 20 a page unless said (spec 9). */
const page = queryInt(1, 10000).default(1);
const limit = queryInt(1, 100).default(ADMIN_PAGE_SIZE);
const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true').optional();
/** An empty search box means no search. */
const searchQuery = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
const count = z.number().int();
const notes = z.string().trim().max(2000);

// ---------------------------------------------------------------------------------------------
// Users

export const UserIdParams = z.object({ id: z.string().min(1).max(64) });
/** `search`: a prefix of the email or of the username (case-insensitive). Newest first. */
export const AdminUsersQuery = z.object({ page, limit, search: searchQuery(254) });
export const AdminUsersResponse = z.object({ users: z.array(User), total: count, pagination: Pagination });

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

// ---------------------------------------------------------------------------------------------
// Stats

/** Counts of one window of days, from the daily counter items. */
export const WindowCounts = z.object({
  from: z.string(),
  to: z.string(),
  users: count,
  games_started: count,
  games_completed: count,
  /** Completed / started in the window, percent (1 decimal); null when none started. */
  completion_rate: z.number().nullable(),
});
export type WindowCounts = z.infer<typeof WindowCounts>;

/**
 * The admin tiles (spec 2: the fixed '+12%' labels become true figures). `changes` compares the
 * last 7 UTC days (today included) with the 7 before: for the three counts, the percent change
 * of what happened in each window (new users, games started, games completed); for the
 * completion rate, the difference in percentage points. null = no figure (no data for the
 * earlier week, or nothing to compare with): the panel shows '—'.
 */
export const AdminStatsResponse = z.object({
  total_users: count,
  total_games_started: count,
  total_games_completed: count,
  completion_rate: z.number(),
  /** Users per interface language, from counters. */
  languages: z.record(z.enum(LANGUAGES), count),
  changes: z.object({
    total_users: z.number().nullable(),
    total_games_started: z.number().nullable(),
    total_games_completed: z.number().nullable(),
    completion_rate: z.number().nullable(),
  }),
  last_7_days: WindowCounts,
  /** null when no day of the earlier week has a counter item. */
  previous_7_days: WindowCounts.nullable(),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponse>;

// ---------------------------------------------------------------------------------------------
// Signs (odduns)

export const AdminOddunsQuery = z.object({
  page,
  limit,
  /** Name or any alias, accents and case ignored; a number also matches the position. */
  search: searchQuery(100),
  has_data: boolQuery,
  is_meji: boolQuery,
  position: queryInt(1, 256).optional(),
});

/** The sign as admins see it: with its version (for edits) and its secret. */
export const AdminOddun = Oddun.extend({
  version: z.number().int(),
  secret_content: z.unknown().nullable().optional(),
});
export type AdminOddun = z.infer<typeof AdminOddun>;
export const AdminOddunsResponse = z.object({ odduns: z.array(AdminOddun), pagination: Pagination });

export const OddunStatsResponse = z.object({
  total_odduns: count,
  meji_odduns: count,
  odduns_with_data: count,
  /** Mean completion of all signs, percent (1 decimal). */
  completion_percentage: z.number(),
});
export const DataSourcesResponse = z.object({
  summary: z.object({ total_odduns: count, sources_count: count, highest_quality_source: z.string().nullable() }),
  sources_breakdown: z.record(
    z.string(),
    z.object({
      /** priority 1 = the most trustworthy source. */
      info: z.object({ label: z.string(), description: z.string(), priority: count }),
      count,
      with_data: count,
      avg_completion: z.number(),
      /** The first 10 signs of the source, by position. */
      odduns: z.array(z.object({ id: z.string(), name: z.string(), position: count })),
      /** How many more signs the source has beyond those listed. */
      more: count,
    }),
  ),
});

const required = MSG.oddunRequiredFields;
/**
 * Create / edit body: the sign's editable fields (spec 3). Position, name and pattern are
 * required with the spec's message; `id` (create only) defaults to the name's slug;
 * `secret_content` present = replace the secret, null = remove it, absent = keep it.
 */
export const OddunUpsertRequest = OddunFields.extend({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(64)
    .optional(),
  position: z.number({ error: required }).int().min(1).max(999),
  name: requiredString(required).max(120),
  binary_pattern: z.string({ error: required }).trim().min(1, required).pipe(BinaryPattern),
  secret_content: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type OddunUpsertRequest = z.infer<typeof OddunUpsertRequest>;
/** An edit carries the version it started from (DESIGN.md 5): a stale one gets 409. */
export const OddunUpdateRequest = OddunUpsertRequest.omit({ id: true }).extend({
  version: z.number({ error: MSG.oddunVersionRequired }).int().min(1),
});
export const OddunDeleteQuery = z.object({ version: queryInt(1, 1_000_000).optional() });

export const BulkImportRequest = z.object({
  odduns: z.array(z.unknown()).max(BULK_IMPORT_MAX),
  /** false (the spec's client): signs that exist (same id or position) are skipped. */
  overwrite_existing: z.boolean().default(false),
});
export const BulkImportError = z.object({
  /** Index of the item in `odduns` (from 0). */
  index: count,
  reason: z.string(),
  field: z.string().optional(),
});
export const BulkImportResponse = z.object({
  summary: z.object({ created: count, updated: count, skipped: count, failed: count }),
  errors: z.array(BulkImportError),
});
export type BulkImportResponse = z.infer<typeof BulkImportResponse>;

export const RevisionActor = z.object({ id: z.string(), name: z.string(), email: z.string() });
/**
 * One change of a sign (DESIGN.md 3, `ODDUN#<id>` / `REV#<iso-ts>#<n>`): who, when, what, and
 * the whole sign as it was before (null for a creation). Restoring one puts those values back.
 */
export const OddunRevision = z.object({
  id: z.string(),
  oddun_id: z.string(),
  action: z.enum(ODDUN_REVISION_ACTIONS),
  at: z.string(),
  by: RevisionActor,
  version_before: z.number().int().nullable(),
  version_after: z.number().int().nullable(),
  /** Fields whose value changed. */
  changed_fields: z.array(z.string()),
  /** The sign before the change (with its secret), null for a creation. */
  previous: z.record(z.string(), z.unknown()).nullable(),
  /** What the change came from: a contribution id, a restored revision id. */
  source: z.string().nullable(),
});
export type OddunRevision = z.infer<typeof OddunRevision>;
/** `{iso}_{n}`: the revision's sort key without `#`, safe in a path. */
export const REVISION_ID_PATTERN = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z_\d{6}$/;
export const RevisionParams = z.object({ id: z.string().min(1).max(64), revisionId: z.string().regex(REVISION_ID_PATTERN) });
export const RevisionsQuery = z.object({ limit: queryInt(1, 100).default(50), before: z.string().regex(REVISION_ID_PATTERN).optional() });
export const OddunRevisionsResponse = z.object({ revisions: z.array(OddunRevision), has_more: z.boolean() });
/** `version`: the sign's current version as the admin saw it (checked when the sign exists). */
export const RestoreRevisionRequest = z.object({ version: z.number().int().min(1).optional() });

export const DeletedOddun = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  binary_pattern: z.string(),
  deleted_at: z.string(),
  deleted_by: RevisionActor,
  /** The deletion's revision: restoring it brings the sign back. */
  revision_id: z.string(),
});
export const DeletedOddunsResponse = z.object({ deleted: z.array(DeletedOddun) });

// ---------------------------------------------------------------------------------------------
// Contributions

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
  reviewed_by: z.string().nullable().optional(),
  /** Whether its text was applied to the sign when it was approved. */
  applied: z.boolean().optional(),
});
export type Contribution = z.infer<typeof Contribution>;
/** Newest first, in every status. */
export const AdminContributionsQuery = z.object({
  page,
  limit,
  status: z.enum([...CONTRIBUTION_STATUSES, 'all']).default('pending'),
});
export const AdminContributionsResponse = z.object({ contributions: z.array(Contribution), pagination: Pagination });
export const ContributionStatsResponse = z.object({
  total_contributions: count,
  pending_contributions: count,
  approved_contributions: count,
  rejected_contributions: count,
});
/**
 * Approve (the spec's client sends no body). `apply: true` also writes the text into the
 * sign's section (lists get it appended, texts replaced) with a revision, in the same
 * transaction as the decision.
 */
export const ApproveContributionRequest = z.object({ apply: z.boolean().default(false), admin_notes: notes.optional() });
export const RejectContributionRequest = z.object({ admin_notes: notes.default('') });
export const ContributionParams = z.object({ id: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Account-change requests

export const AdminAccountRequest = z.object({
  id: z.string(),
  user_id: z.string(),
  requested_role: z.enum(REQUESTABLE_ROLES),
  current_role: Role,
  status: z.enum(ACCOUNT_REQUEST_STATUSES),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  admin_notes: z.string().nullable(),
  /** The requester as it is now; null when the account was deleted. */
  user: z.object({ username: z.string(), email: z.string(), full_name: z.string(), role: Role }).nullable(),
});
export type AdminAccountRequest = z.infer<typeof AdminAccountRequest>;
export const AccountRequestParams = z.object({ id: z.string().min(1).max(64) });
export const AdminAccountRequestsQuery = z.object({
  page,
  limit,
  status: z.enum([...ACCOUNT_REQUEST_STATUSES, 'all']).default('pending'),
});
export const AdminAccountRequestsResponse = z.object({ requests: z.array(AdminAccountRequest), pagination: Pagination });
export const AccountRequestStatsResponse = z.object({ total: count, pending: count, approved: count, rejected: count });
export const DecideAccountRequest = z.object({ admin_notes: notes.optional() });
