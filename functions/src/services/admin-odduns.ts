import { MSG, OddunFields, OddunUpsertRequest, type BulkImportResponse, type OddunRevision } from '@ifa/shared';
import {
  getOddunRecords,
  getRevision,
  getStoredOddun,
  getTombstone,
  idsAtPosition,
  listRevisions,
  listTombstones,
  writeOddunChange,
  type ChangeOutcome,
  type OddunChange,
  type StoredOddun,
} from '../data/oddun-admin.js';
import { listOddunSummaries } from '../data/odduns.js';
import { pagination } from '../data/paging.js';
import type { UserRecord } from '../data/users.js';
import { round1 } from '../domain/admin-stats.js';
import { analyzeSources } from '../domain/data-sources.js';
import { slugify } from '../content/slug.js';
import { PANEL_EDIT_SOURCE, RESERVED_ODDUN_IDS, editableOf, provenanceAfterEdit } from '../domain/oddun-edit.js';
import { oddunMatcher, type OddunFilter } from '../domain/oddun-search.js';
import { HttpError, badRequest, conflict, notFound } from '../lib/errors.js';

type Actor = OddunRevision['by'];
type Upsert = ReturnType<typeof OddunUpsertRequest.parse>;
type Secret = Record<string, unknown> | null | undefined;

export const actorOf = (user: UserRecord): Actor => ({ id: user.id, name: user.full_name || user.username, email: user.email });

/** Every sign's list fields, from the position index (a Query, never a Scan). */
const allSummaries = () => listOddunSummaries(999);

/** The admin list (spec 2): filters that combine, then a page of full records by position. */
export async function listForAdmin(query: OddunFilter & { page: number; limit: number }) {
  const matching = (await allSummaries()).filter(oddunMatcher(query)).sort((a, b) => a.position - b.position);
  const slice = matching.slice((query.page - 1) * query.limit, query.page * query.limit);
  return { odduns: await getOddunRecords(slice.map((o) => o.id)), pagination: pagination(query.page, query.limit, matching.length) };
}

export async function oddunStats() {
  const all = await allSummaries();
  const mean = all.length ? all.reduce((sum, o) => sum + (o.completion_percentage ?? 0), 0) / all.length : 0;
  return {
    total_odduns: all.length,
    meji_odduns: all.filter((o) => o.is_meji).length,
    odduns_with_data: all.filter((o) => o.has_data).length,
    completion_percentage: round1(mean),
  };
}

export async function dataSources() {
  return analyzeSources(await allSummaries());
}

const viewOf = (stored: StoredOddun) => ({ ...stored.record, secret_content: stored.secret });

export async function viewOddun(id: string) {
  const stored = await getStoredOddun(id);
  if (!stored) throw notFound(MSG.oddunNotFound);
  return viewOf(stored);
}

const stale = () => conflict(MSG.oddunStale);

/** Position taken by another sign? (The claims decide; this also covers tables older than them.) */
async function checkPosition(id: string, position: number) {
  if ((await idsAtPosition(position)).some((other) => other !== id)) throw badRequest(MSG.oddunPositionTaken(position));
}

/** What a refused change means to the admin. */
function refusal(outcome: Extract<ChangeOutcome, { status: 'refused' }>, fields: OddunFields | null, creating: boolean): HttpError {
  switch (outcome.on) {
    case 'position':
      return badRequest(MSG.oddunPositionTaken(fields!.position));
    case 'pattern':
      return badRequest(MSG.oddunPatternTaken(fields!.binary_pattern));
    case 'oddun':
      return creating ? badRequest(MSG.oddunIdTaken) : stale();
    default:
      return stale();
  }
}

async function run(change: OddunChange) {
  const outcome = await writeOddunChange(change);
  if (outcome.status === 'refused') throw refusal(outcome, change.after?.fields ?? null, !change.before);
  return outcome;
}

function split(body: Omit<Upsert, 'id'>): { fields: OddunFields; secret: Secret } {
  const { secret_content, ...fields } = body;
  return { fields: fields as OddunFields, secret: secret_content };
}

/** A new sign (its id defaults to the name's slug); a deleted sign's id may be used again. */
async function insert(body: Upsert, actor: Actor, action: 'create' | 'import'): Promise<string> {
  const { id: requested, ...rest } = body;
  const id = requested ?? slugify(body.name);
  if (!id || RESERVED_ODDUN_IDS.has(id)) throw new HttpError(400, [{ field: 'id', message: MSG.invalidValue }]);
  const { fields, secret } = split(rest);
  await checkPosition(id, fields.position);
  const tombstone = await getTombstone(id);
  await run({ id, action, actor, before: null, tombstone, after: { fields, secret: secret ?? undefined } });
  return id;
}

export async function createOddun(body: Upsert, actor: Actor) {
  return viewOddun(await insert(body, actor, 'create'));
}

export async function updateOddun(id: string, body: Omit<Upsert, 'id'> & { version: number }, actor: Actor) {
  const { version, ...rest } = body;
  const before = await getStoredOddun(id);
  if (!before) throw notFound(MSG.oddunNotFound);
  if (before.version !== version) throw stale();
  const { fields: sent, secret } = split(rest);
  if (sent.position !== before.fields.position) await checkPosition(id, sent.position);
  // A changed section is no longer what its reviewer read (issue 11): the server decides its provenance.
  const provenance = provenanceAfterEdit(before, { fields: sent, secret }, PANEL_EDIT_SOURCE, new Date().toISOString().slice(0, 10));
  const { provenance: _ignored, ...rest2 } = sent;
  const fields = { ...rest2, ...(provenance ? { provenance } : {}) } as OddunFields;
  await run({ id, action: 'update', actor, before, after: { fields, secret } });
  return viewOddun(id);
}

export async function deleteOddun(id: string, version: number | undefined, actor: Actor) {
  const before = await getStoredOddun(id);
  if (!before) throw notFound(MSG.oddunNotFound);
  if (version !== undefined && before.version !== version) throw stale();
  await run({ id, action: 'delete', actor, before, after: null });
  return { success: true, message: MSG.oddunDeleted };
}

export async function revisionsOf(id: string, limit: number, before?: string) {
  const page = await listRevisions(id, limit, before);
  if (!page.revisions.length && !before && !(await getStoredOddun(id))) throw notFound(MSG.oddunNotFound);
  return page;
}

export async function deletedOdduns() {
  return { deleted: (await listTombstones()).map(({ version: _v, ...shown }) => shown) };
}

/**
 * Puts a revision's previous values back, as a new change with its own revision (DESIGN.md 5).
 * On a deleted sign it brings the sign back (its deletion's revision holds it whole).
 */
export async function restoreRevision(id: string, revisionId: string, version: number | undefined, actor: Actor) {
  const revision = await getRevision(id, revisionId);
  if (!revision) throw notFound(MSG.revisionNotFound);
  if (!revision.previous) throw badRequest(MSG.revisionNothingToRestore);
  const parsed = OddunFields.safeParse(editableOf(revision.previous));
  if (!parsed.success) throw badRequest(MSG.revisionNothingToRestore);
  const secret = 'secret_content' in revision.previous ? (revision.previous.secret_content as Secret) ?? null : undefined;
  const before = await getStoredOddun(id);
  if (before) {
    if (version !== undefined && before.version !== version) throw stale();
    if (parsed.data.position !== before.fields.position) await checkPosition(id, parsed.data.position);
    await run({ id, action: 'restore', actor, before, after: { fields: parsed.data, secret }, source: revision.id });
  } else {
    await checkPosition(id, parsed.data.position);
    const tombstone = await getTombstone(id);
    const created_at = typeof revision.previous.created_at === 'string' ? revision.previous.created_at : undefined;
    const outcome = await writeOddunChange({
      id,
      action: 'restore',
      actor,
      before: null,
      tombstone,
      after: { fields: parsed.data, secret: secret ?? undefined, created_at },
      source: revision.id,
    });
    // Here 'oddun' means someone restored or created it first: the admin's view is stale.
    if (outcome.status === 'refused') throw outcome.on === 'oddun' ? stale() : refusal(outcome, parsed.data, false);
  }
  return viewOddun(id);
}

/** Runs `work` over the items, `width` at a time, keeping each result at its index. */
async function mapLimited<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

const detailOf = (error: unknown): { reason: string; field?: string } => {
  if (error instanceof HttpError) {
    if (typeof error.detail === 'string') return { reason: error.detail };
    const first = error.detail[0];
    return { reason: first?.message ?? MSG.validation, ...(first?.field ? { field: first.field } : {}) };
  }
  throw error;
};

/**
 * Bulk import (spec 5 and 7): each item is validated with the create schema; new signs are
 * created, existing ones (same id, or same position) are skipped unless `overwrite_existing`,
 * and every error names its item's index. Each item is its own transaction with its revision,
 * so an item is written whole or not at all.
 */
export async function bulkImport(items: unknown[], overwrite: boolean, actor: Actor): Promise<BulkImportResponse> {
  const errors: BulkImportResponse['errors'] = [];
  const valid: Array<{ index: number; item: Upsert; id: string }> = [];
  const firstWith = new Map<string, number>();
  items.forEach((raw, index) => {
    const parsed = OddunUpsertRequest.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      errors.push({ index, reason: issue.message, ...(issue.path.length ? { field: issue.path.join('.') } : {}) });
      return;
    }
    const id = parsed.data.id ?? slugify(parsed.data.name);
    // Two items of one import for the same sign: the first counts, the later ones are errors.
    const keys = [`id:${id}`, `position:${parsed.data.position}`, `pattern:${parsed.data.binary_pattern}`];
    const earlier = keys.map((k) => firstWith.get(k)).find((i) => i !== undefined);
    if (earlier !== undefined) {
      errors.push({ index, reason: MSG.importDuplicate(earlier) });
      return;
    }
    for (const k of keys) firstWith.set(k, index);
    valid.push({ index, item: parsed.data, id });
  });

  const outcomes = await mapLimited(valid, 8, async ({ index, item, id }) => {
    try {
      let existing = await getStoredOddun(id);
      if (!existing && !item.id) {
        const [atPosition] = await idsAtPosition(item.position);
        if (atPosition) existing = await getStoredOddun(atPosition);
      }
      if (!existing) {
        await insert({ ...item, id }, actor, 'import');
        return 'created' as const;
      }
      if (!overwrite) return 'skipped' as const;
      const { id: _id, ...rest } = item;
      const { fields, secret } = split(rest);
      if (fields.position !== existing.fields.position) await checkPosition(existing.id, fields.position);
      await run({ id: existing.id, action: 'import', actor, before: existing, after: { fields, secret } });
      return 'updated' as const;
    } catch (error) {
      errors.push({ index, ...detailOf(error) });
      return 'failed' as const;
    }
  });
  errors.sort((a, b) => a.index - b.index);
  const countOf = (kind: string) => outcomes.filter((o) => o === kind).length;
  return {
    summary: { created: countOf('created'), updated: countOf('updated'), skipped: countOf('skipped'), failed: errors.length },
    errors,
  };
}
