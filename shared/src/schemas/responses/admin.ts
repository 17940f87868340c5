import * as z from 'zod/mini';
import { ACCOUNT_REQUEST_STATUSES, CONTRIBUTION_SOURCE_KINDS, CONTRIBUTION_STATUSES, CONTRIBUTION_TYPES, LANGUAGES, ODDUN_REVISION_ACTIONS, REQUESTABLE_ROLES } from '../../constants.js';
import { integer } from '../common.js';
import { Role } from '../user.js';
import { Pagination } from './common.js';
import { Oddun } from './oddun.js';
import { User } from './user.js';

const count = integer();

export const AdminUsersResponse = z.object({ users: z.array(User), total: count, pagination: Pagination });

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

export const OddunRevisionsResponse = z.object({ revisions: z.array(OddunRevision), has_more: z.boolean() });

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
  /** Where the learner says the text comes from (DESIGN.md 5e); null when they named none. */
  source: z.optional(z.nullable(z.string())),
  /** The language the text is in (issue 36); absent on contributions made before: Spanish. */
  language: z.optional(z.enum(LANGUAGES)),
  /** What kind of source `source` is (issue 36); absent on contributions made before. */
  source_kind: z.optional(z.nullable(z.enum(CONTRIBUTION_SOURCE_KINDS))),
  /** The name the contributor is credited by when their text is applied. */
  credit_name: z.optional(z.nullable(z.string())),
  /** The reviewer's name, as the contributor sees it beside the note. */
  reviewer_name: z.optional(z.nullable(z.string())),
});
export type Contribution = z.infer<typeof Contribution>;

/**
 * What a learner sees of one of their own contributions (GET /user/contributions, DESIGN.md
 * 5e): no reviewer id; the reviewer's note once it was decided (issue 36: why it was applied,
 * or what to change), with the reviewer's name.
 */
export const UserContribution = z.object({
  id: z.string(),
  oddun_id: z.string(),
  oddun_name: z.optional(z.string()),
  section: z.string(),
  type: z.enum(CONTRIBUTION_TYPES),
  status: z.enum(CONTRIBUTION_STATUSES),
  content: z.string(),
  source: z.nullable(z.string()),
  source_kind: z.nullable(z.enum(CONTRIBUTION_SOURCE_KINDS)),
  language: z.enum(LANGUAGES),
  credit_name: z.nullable(z.string()),
  admin_notes: z.nullable(z.string()),
  reviewer_name: z.nullable(z.string()),
  created_at: z.string(),
  reviewed_at: z.nullable(z.string()),
  applied: z.boolean(),
});
export type UserContribution = z.infer<typeof UserContribution>;

export const UserContributionsResponse = z.object({ contributions: z.array(UserContribution), pagination: Pagination });

export const AdminContributionsResponse = z.object({ contributions: z.array(Contribution), pagination: Pagination });

export const ContributionStatsResponse = z.object({
  total_contributions: count,
  pending_contributions: count,
  approved_contributions: count,
  rejected_contributions: count,
});

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

export const AdminAccountRequestsResponse = z.object({ requests: z.array(AdminAccountRequest), pagination: Pagination });

export const AccountRequestStatsResponse = z.object({ total: count, pending: count, approved: count, rejected: count });
