import * as z from 'zod/mini';
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
import { Email, Language, Pagination, Password, integer, queryInt, requiredString } from './common.js';
import { FullName, Role, User, Username } from './user.js';
import { BinaryPattern, Oddun, OddunFields } from './oddun.js';

/** Every admin list: page numbers from 1, 20 a page unless said (spec 9). */
const page = z._default(queryInt(1, 10000), 1);
const limit = z._default(queryInt(1, 100), ADMIN_PAGE_SIZE);
const boolQuery = z.optional(z.pipe(z.enum(['true', 'false']), z.transform((v: 'true' | 'false') => v === 'true')));
/** An empty search box means no search. */
const searchQuery = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );
const count = integer();
const notes = z.string().check(z.trim(), z.maxLength(2000));
/** An id in a path: 1 to 64 characters. */
const pathId = () => z.string().check(z.minLength(1), z.maxLength(64));

// ---------------------------------------------------------------------------------------------
// Users

export const UserIdParams = z.object({ id: pathId() });
/** `search`: a prefix of the email or of the username (case-insensitive). Newest first. */
export const AdminUsersQuery = z.object({ page, limit, search: searchQuery(254) });
export const AdminUsersResponse = z.object({ users: z.array(User), total: count, pagination: Pagination });

export const ChangeRoleRequest = z.object({ new_role: z.enum(ROLES) });
export const ChangeRoleQuery = z.object({ new_role: z.optional(z.enum(ROLES)) });
/** The spec's client sends the password in the query; the body is preferred. */
export const SetPasswordQuery = z.object({ new_password: z.optional(Password) });
export const SetPasswordRequest = z.object({ new_password: z.optional(Password) });
export const CreateAdminRequest = z.object({
  email: z.pipe(requiredString(MSG.allFieldsRequired), Email),
  username: z.pipe(requiredString(MSG.allFieldsRequired), Username),
  full_name: z.pipe(requiredString(MSG.allFieldsRequired), FullName),
  password: z.pipe(z.string({ error: MSG.allFieldsRequired }).check(z.minLength(1, MSG.allFieldsRequired)), Password),
  language: z._default(Language, 'es'),
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
  completion_rate: z.nullable(z.number()),
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
    total_users: z.nullable(z.number()),
    total_games_started: z.nullable(z.number()),
    total_games_completed: z.nullable(z.number()),
    completion_rate: z.nullable(z.number()),
  }),
  last_7_days: WindowCounts,
  /** null when no day of the earlier week has a counter item. */
  previous_7_days: z.nullable(WindowCounts),
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
  position: z.optional(queryInt(1, 256)),
});

/** The sign as admins see it: with its version (for edits) and its secret. */
export const AdminOddun = z.extend(Oddun, {
  version: integer(),
  secret_content: z.optional(z.nullable(z.unknown())),
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
  summary: z.object({ total_odduns: count, sources_count: count, highest_quality_source: z.nullable(z.string()) }),
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

/**
 * Free-form JSON a DynamoDB item can hold; each rule was a 500 the security fuzzer found
 * (functions/test/integration/security): at most 16 levels (DynamoDB stops at 32, and a
 * revision nests the sign's secret deeper), no empty map key, numbers the SDK marshals
 * exactly (within ±2^53) and DynamoDB keeps (0, or at least 1e-130 in size). Walked with a
 * stack, not recursion, so a 40 000-level value cannot overflow the call stack.
 */
export const STORABLE_JSON_DEPTH = 16;
function isStorableJson(root: unknown): boolean {
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'number') {
      const size = Math.abs(value);
      if (!Number.isFinite(value) || size > Number.MAX_SAFE_INTEGER || (size !== 0 && size < 1e-130)) return false;
    } else if (value && typeof value === 'object') {
      if (depth > STORABLE_JSON_DEPTH) return false;
      const entries = Object.entries(value);
      if (!Array.isArray(value) && entries.some(([key]) => key === '')) return false;
      for (const [, child] of entries) stack.push([child, depth + 1]);
    }
  }
  return true;
}

const required = MSG.oddunRequiredFields;
/**
 * Create / edit body: the sign's editable fields (spec 3). Position, name and pattern are
 * required with the spec's message; `id` (create only) defaults to the name's slug;
 * `secret_content` present = replace the secret, null = remove it, absent = keep it.
 */
export const OddunUpsertRequest = z.extend(OddunFields, {
  id: z.optional(z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(64))),
  position: z.number({ error: required }).check(z.int(), z.gte(1), z.lte(999)),
  name: requiredString(required).check(z.maxLength(120)),
  binary_pattern: z.pipe(z.string({ error: required }).check(z.trim(), z.minLength(1, required)), BinaryPattern),
  secret_content: z.optional(z.nullable(z.record(z.string(), z.unknown()).check(z.refine(isStorableJson, MSG.invalidValue)))),
});
export type OddunUpsertRequest = z.infer<typeof OddunUpsertRequest>;
/** An edit carries the version it started from (DESIGN.md 5): a stale one gets 409. */
export const OddunUpdateRequest = z.extend(z.omit(OddunUpsertRequest, { id: true }), {
  version: z.number({ error: MSG.oddunVersionRequired }).check(z.int(), z.gte(1)),
});
export const OddunDeleteQuery = z.object({ version: z.optional(queryInt(1, 1_000_000)) });

export const BulkImportRequest = z.object({
  odduns: z.array(z.unknown()).check(z.maxLength(BULK_IMPORT_MAX)),
  /** false (the spec's client): signs that exist (same id or position) are skipped. */
  overwrite_existing: z._default(z.boolean(), false),
});
export const BulkImportError = z.object({
  /** Index of the item in `odduns` (from 0). */
  index: count,
  reason: z.string(),
  field: z.optional(z.string()),
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
  version_before: z.nullable(integer()),
  version_after: z.nullable(integer()),
  /** Fields whose value changed. */
  changed_fields: z.array(z.string()),
  /** The sign before the change (with its secret), null for a creation. */
  previous: z.nullable(z.record(z.string(), z.unknown())),
  /** What the change came from: a contribution id, a restored revision id. */
  source: z.nullable(z.string()),
});
export type OddunRevision = z.infer<typeof OddunRevision>;
/** `{iso}_{n}`: the revision's sort key without `#`, safe in a path. */
export const REVISION_ID_PATTERN = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z_\d{6}$/;
export const RevisionParams = z.object({ id: pathId(), revisionId: z.string().check(z.regex(REVISION_ID_PATTERN)) });
export const RevisionsQuery = z.object({
  limit: z._default(queryInt(1, 100), 50),
  before: z.optional(z.string().check(z.regex(REVISION_ID_PATTERN))),
});
export const OddunRevisionsResponse = z.object({ revisions: z.array(OddunRevision), has_more: z.boolean() });
/** `version`: the sign's current version as the admin saw it (checked when the sign exists). */
export const RestoreRevisionRequest = z.object({ version: z.optional(integer().check(z.gte(1))) });

export const DeletedOddun = z.object({
  id: z.string(),
  name: z.string(),
  position: integer(),
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
  oddun_name: z.optional(z.string()),
  section: z.string(),
  type: z.enum(CONTRIBUTION_TYPES),
  status: z.enum(CONTRIBUTION_STATUSES),
  content: z.string(),
  admin_notes: z.nullable(z.string()),
  created_at: z.string(),
  reviewed_at: z.optional(z.nullable(z.string())),
  reviewed_by: z.optional(z.nullable(z.string())),
  /** Whether its text was applied to the sign when it was approved. */
  applied: z.optional(z.boolean()),
});
export type Contribution = z.infer<typeof Contribution>;
/** Newest first, in every status. */
export const AdminContributionsQuery = z.object({
  page,
  limit,
  status: z._default(z.enum([...CONTRIBUTION_STATUSES, 'all']), 'pending'),
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
export const ApproveContributionRequest = z.object({ apply: z._default(z.boolean(), false), admin_notes: z.optional(notes) });
export const RejectContributionRequest = z.object({ admin_notes: z._default(notes, '') });
export const ContributionParams = z.object({ id: pathId() });

// ---------------------------------------------------------------------------------------------
// Account-change requests

export const AdminAccountRequest = z.object({
  id: z.string(),
  user_id: z.string(),
  requested_role: z.enum(REQUESTABLE_ROLES),
  current_role: Role,
  status: z.enum(ACCOUNT_REQUEST_STATUSES),
  created_at: z.string(),
  reviewed_at: z.nullable(z.string()),
  reviewed_by: z.nullable(z.string()),
  admin_notes: z.nullable(z.string()),
  /** The requester as it is now; null when the account was deleted. */
  user: z.nullable(z.object({ username: z.string(), email: z.string(), full_name: z.string(), role: Role })),
});
export type AdminAccountRequest = z.infer<typeof AdminAccountRequest>;
export const AccountRequestParams = z.object({ id: pathId() });
export const AdminAccountRequestsQuery = z.object({
  page,
  limit,
  status: z._default(z.enum([...ACCOUNT_REQUEST_STATUSES, 'all']), 'pending'),
});
export const AdminAccountRequestsResponse = z.object({ requests: z.array(AdminAccountRequest), pagination: Pagination });
export const AccountRequestStatsResponse = z.object({ total: count, pending: count, approved: count, rejected: count });
export const DecideAccountRequest = z.object({ admin_notes: z.optional(notes) });
