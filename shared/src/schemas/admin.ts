import * as z from 'zod/mini';
import { ACCOUNT_REQUEST_STATUSES, ADMIN_PAGE_SIZE, BULK_IMPORT_MAX, CONTRIBUTION_STATUSES, ROLES } from '../constants.js';
import { MSG } from '../messages.js';
import { Email, Language, Password, integer, queryInt, requiredString } from './common.js';
import { FullName, Username } from './user.js';
import { BinaryPattern, OddunFields } from './oddun.js';

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
const notes = z.string().check(z.trim(), z.maxLength(2000));
/** An id in a path: 1 to 64 characters. */
const pathId = () => z.string().check(z.minLength(1), z.maxLength(64));

// ---------------------------------------------------------------------------------------------
// Users

export const UserIdParams = z.object({ id: pathId() });
/** `search`: a prefix of the email or of the username (case-insensitive). Newest first. */
export const AdminUsersQuery = z.object({ page, limit, search: searchQuery(254) });

/** Houses (DESIGN.md 5c), newest first, to dissolve one. */
export const AdminHousesQuery = z.object({ page, limit });
export const HouseIdParams = z.object({ houseId: z.string().check(z.minLength(1), z.maxLength(40)) });

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

/** `{iso}_{n}`: the revision's sort key without `#`, safe in a path. */
export const REVISION_ID_PATTERN = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z_\d{6}$/;
export const RevisionParams = z.object({ id: pathId(), revisionId: z.string().check(z.regex(REVISION_ID_PATTERN)) });
export const RevisionsQuery = z.object({
  limit: z._default(queryInt(1, 100), 50),
  before: z.optional(z.string().check(z.regex(REVISION_ID_PATTERN))),
});
/** `version`: the sign's current version as the admin saw it (checked when the sign exists). */
export const RestoreRevisionRequest = z.object({ version: z.optional(integer().check(z.gte(1))) });

// ---------------------------------------------------------------------------------------------
// Contributions

/** Newest first, in every status. */
export const AdminContributionsQuery = z.object({
  page,
  limit,
  status: z._default(z.enum([...CONTRIBUTION_STATUSES, 'all']), 'pending'),
});
/**
 * Approve (the spec's client sends no body). `apply: true` also writes the text into the
 * sign's section by the rule of schemas/contribution.ts (an addition adds, a correction or an
 * improvement replaces) with a revision, in the same transaction as the decision.
 */
export const ApproveContributionRequest = z.object({
  apply: z._default(z.boolean(), false),
  admin_notes: z.optional(notes),
  /**
   * With `apply`: the sign's version the reviewer saw the before/after of (DESIGN.md 5e). When the
   * sign changed since, the approval is refused (409) so nothing is applied unseen.
   */
  version: z.optional(integer().check(z.gte(1))),
});
export const RejectContributionRequest = z.object({ admin_notes: z._default(notes, '') });
export const ContributionParams = z.object({ id: pathId() });

// ---------------------------------------------------------------------------------------------
// Account-change requests

export const AccountRequestParams = z.object({ id: pathId() });
export const AdminAccountRequestsQuery = z.object({
  page,
  limit,
  status: z._default(z.enum([...ACCOUNT_REQUEST_STATUSES, 'all']), 'pending'),
});
export const DecideAccountRequest = z.object({ admin_notes: z.optional(notes) });
