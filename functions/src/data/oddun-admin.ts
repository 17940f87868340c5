import { GetCommand, QueryCommand, TransactWriteCommand, type NativeAttributeValue, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AdminOddun, OddunFields, OddunRevision, OddunRevisionAction } from '@ifa/shared';
import { changedFields, editableOf } from '../domain/oddun-edit.js';
import { TABLE, cancellationReasons, ddb } from '../lib/ddb.js';
import { oddunKey, oddunPatternClaimKey, oddunPositionClaimKey, oddunRevisionKey, oddunSecretKey, oddunTombstoneKey } from './keys.js';
import { catalogueVersionPut, oddunClaimPut, positionKey, toOddunItem } from './odduns.js';
import { batchGet, queryIndexAll, transactWrite } from './paging.js';

/**
 * The catalogue's admin writes (spec 6, DESIGN.md 3 and 5). Every change of a sign is ONE
 * transaction holding the sign, its secret, the position and pattern claims, the tombstone of
 * a deleted sign, and a revision item with the values before the change, so no admin action
 * can lose data or half-write a sign.
 *
 * Each change also writes a new catalogue version, from which the public sign list takes its
 * ETag (services/sign-list.ts): learners see the change within the list's freshness bound
 * (under a minute). The games' catalogue (`handlers/games.ts`) keeps a copy for a minute per
 * container. The sign detail is read on each request.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A sign as stored, with what only admins see. */
export interface StoredOddun {
  id: string;
  version: number;
  created_at: string;
  updated_at: string;
  fields: OddunFields;
  /** The whole public record (computed fields included). */
  record: AdminOddun;
  secret: Record<string, unknown> | null;
}

export interface Tombstone {
  id: string;
  name: string;
  position: number;
  binary_pattern: string;
  deleted_at: string;
  deleted_by: OddunRevision['by'];
  revision_id: string;
  version: number;
}

const INTERNAL = new Set(['pk', 'sk', 'type', 'gsi1pk', 'gsi1sk', 'seeded', 'seed_hash']);
const publicRecord = (item: Record<string, unknown>) => Object.fromEntries(Object.entries(item).filter(([k]) => !INTERNAL.has(k)));

function toStored(item: Record<string, NativeAttributeValue>, secretItem: Record<string, NativeAttributeValue> | undefined): StoredOddun {
  return {
    id: item.id,
    version: item.version ?? 1,
    created_at: item.created_at,
    updated_at: item.updated_at,
    fields: editableOf(item),
    record: { ...publicRecord(item), version: item.version ?? 1 } as AdminOddun,
    secret: (secretItem?.secret_content as Record<string, unknown>) ?? null,
  };
}

/** The sign and its secret, consistently (an edit starts from them). */
export async function getStoredOddun(id: string): Promise<StoredOddun | null> {
  const [sign, secret] = await Promise.all([
    ddb.send(new GetCommand({ TableName: TABLE, Key: oddunKey(id), ConsistentRead: true })),
    ddb.send(new GetCommand({ TableName: TABLE, Key: oddunSecretKey(id), ConsistentRead: true })),
  ]);
  return sign.Item ? toStored(sign.Item, secret.Item) : null;
}

/** Full records of the given signs, in order (a list page). */
export async function getOddunRecords(ids: string[]): Promise<AdminOddun[]> {
  return (await batchGet(ids.map(oddunKey))).map((item) => ({ ...publicRecord(item), version: item.version ?? 1 }) as AdminOddun);
}

export async function getTombstone(id: string): Promise<Tombstone | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: oddunTombstoneKey(id), ConsistentRead: true }));
  return out.Item ? (fromTombstoneItem(out.Item) as Tombstone) : null;
}

function fromTombstoneItem(item: Record<string, NativeAttributeValue>): Tombstone {
  const { pk: _pk, sk: _sk, type: _t, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
  return rest as Tombstone;
}

/** Deleted signs, the latest deletion first (gsi1 `ODDUNS_DELETED`); few, so read whole. */
export async function listTombstones(): Promise<Tombstone[]> {
  return (await queryIndexAll({ index: 'gsi1', pk: 'ODDUNS_DELETED', forward: false })).map(fromTombstoneItem);
}

/** Ids of the signs at a position (gsi1 `ODDUNS` / padded position): more than one only in a table older than the claims. */
export async function idsAtPosition(position: number): Promise<string[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': 'ODDUNS', ':sk': positionKey(position) },
      ProjectionExpression: 'id',
    }),
  );
  return (out.Items ?? []).map((i) => i.id as string);
}

// ---------------------------------------------------------------------------------------------
// Revisions

const revisionId = (sk: string) => sk.slice('REV#'.length).replace('#', '_');
const revisionSk = (id: string) => `REV#${id.replace('_', '#')}`;

function fromRevisionItem(item: Record<string, NativeAttributeValue>): OddunRevision {
  return {
    id: revisionId(item.sk),
    oddun_id: item.oddun_id,
    action: item.action,
    at: item.at,
    by: item.by,
    version_before: item.version_before ?? null,
    version_after: item.version_after ?? null,
    changed_fields: item.changed_fields ?? [],
    previous: item.previous ?? null,
    source: item.source ?? null,
  };
}

/** A sign's revisions, newest first, `limit` at a time (`before` = the last id of the previous page). */
export async function listRevisions(oddunId: string, limit: number, before?: string): Promise<{ revisions: OddunRevision[]; has_more: boolean }> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: before ? 'pk = :pk AND sk BETWEEN :from AND :before' : 'pk = :pk AND begins_with(sk, :rev)',
      ExpressionAttributeValues: {
        ':pk': oddunKey(oddunId).pk,
        ...(before ? { ':from': 'REV#', ':before': revisionSk(before) } : { ':rev': 'REV#' }),
      },
      ScanIndexForward: false,
      // One more than asked tells whether there are more; BETWEEN includes `before` itself.
      Limit: limit + (before ? 2 : 1),
    }),
  );
  const items = (out.Items ?? []).filter((i) => !before || i.sk !== revisionSk(before));
  return { revisions: items.slice(0, limit).map(fromRevisionItem), has_more: items.length > limit };
}

export async function getRevision(oddunId: string, id: string): Promise<OddunRevision | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: { pk: oddunKey(oddunId).pk, sk: revisionSk(id) }, ConsistentRead: true }));
  return out.Item ? fromRevisionItem(out.Item) : null;
}

// ---------------------------------------------------------------------------------------------
// Writes

/** `secret`: undefined keeps the stored secret, null removes it, an object replaces it. */
export interface OddunTarget {
  fields: OddunFields;
  secret?: Record<string, unknown> | null;
  /** The creation date to keep (a restored sign keeps its own). */
  created_at?: string;
}

export interface OddunChange {
  id: string;
  action: OddunRevisionAction;
  actor: OddunRevision['by'];
  /** The sign as stored now; null when it does not exist (a creation or a restore after delete). */
  before: StoredOddun | null;
  /** The tombstone a creation replaces, if the id was deleted before. */
  tombstone?: Tombstone | null;
  /** What the sign becomes; null deletes it. */
  after: OddunTarget | null;
  /** A contribution id, a restored revision id. */
  source?: string | null;
  /** Written in the same transaction (a contribution's decision). Its items come first. */
  alsoWrite?: TransactItem[];
  now?: Date;
}

export type ChangeRefusal = 'oddun' | 'position' | 'pattern' | 'tombstone' | 'also';
export type ChangeOutcome = { status: 'done'; record: Record<string, unknown> | null; revision_id: string } | { status: 'refused'; on: ChangeRefusal };

const versionCondition = (version: number) =>
  // Signs stored before versions existed count as version 1.
  version === 1
    ? { ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(version) OR version = :v)', ExpressionAttributeValues: { ':v': 1 } }
    : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': version } };

/** Builds and runs one change of a sign; a refused condition says which part refused it. */
export async function writeOddunChange(change: OddunChange): Promise<ChangeOutcome> {
  const { id, before, after } = change;
  const now = (change.now ?? new Date()).toISOString();
  const items: TransactItem[] = [];
  const roles: ChangeRefusal[] = [];
  const add = (item: TransactItem, role: ChangeRefusal) => {
    items.push(item);
    roles.push(role);
  };
  for (const item of change.alsoWrite ?? []) add(item, 'also');

  const startVersion = before?.version ?? change.tombstone?.version ?? 0;
  const version = startVersion + 1;
  let stored: Record<string, unknown> | null = null;

  if (after) {
    // `secret` undefined keeps the stored one (see OddunChange).
    const hasSecret = after.secret === undefined ? Boolean(before?.secret) : Boolean(after.secret);
    stored = toOddunItem(id, after.fields, { created_at: before?.created_at ?? after.created_at ?? now, updated_at: now }, version, hasSecret);
    add(
      {
        Put: {
          TableName: TABLE,
          Item: stored,
          ...(before ? versionCondition(before.version) : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
      'oddun',
    );
    add(oddunClaimPut(oddunPositionClaimKey(after.fields.position), id), 'position');
    add(oddunClaimPut(oddunPatternClaimKey(after.fields.binary_pattern), id), 'pattern');
  } else if (before) {
    add({ Delete: { TableName: TABLE, Key: oddunKey(id), ...versionCondition(before.version) } }, 'oddun');
  }

  if (before) {
    // Free the claims the sign leaves (only its own: a claim held by another sign stays).
    const free = (key: { pk: string; sk: string }, role: ChangeRefusal) =>
      add(
        {
          Delete: {
            TableName: TABLE,
            Key: key,
            ConditionExpression: 'attribute_not_exists(pk) OR oddun_id = :id',
            ExpressionAttributeValues: { ':id': id },
          },
        },
        role,
      );
    if (!after || after.fields.position !== before.fields.position) free(oddunPositionClaimKey(before.fields.position), 'position');
    if (!after || after.fields.binary_pattern !== before.fields.binary_pattern) free(oddunPatternClaimKey(before.fields.binary_pattern), 'pattern');
  }

  // The secret: kept, replaced or removed; a deleted sign takes it into its revision.
  const secret = after ? after.secret : null;
  if (secret) add({ Put: { TableName: TABLE, Item: { ...oddunSecretKey(id), type: 'OddunSecret', secret_content: secret } } }, 'also');
  else if (secret === null && (before?.secret || !after)) add({ Delete: { TableName: TABLE, Key: oddunSecretKey(id) } }, 'also');

  const revKey = oddunRevisionKey(id, now, version);
  const rev_id = revisionId(revKey.sk);
  if (!after && before) {
    add(
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...oddunTombstoneKey(id),
            type: 'OddunTombstone',
            gsi1pk: 'ODDUNS_DELETED',
            gsi1sk: `${now}#${id}`,
            id,
            name: before.fields.name,
            position: before.fields.position,
            binary_pattern: before.fields.binary_pattern,
            deleted_at: now,
            deleted_by: change.actor,
            revision_id: rev_id,
            version,
          } satisfies Tombstone & Record<string, unknown>,
        },
      },
      'tombstone',
    );
  }
  if (after && change.tombstone) {
    add(
      {
        Delete: {
          TableName: TABLE,
          Key: oddunTombstoneKey(id),
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': change.tombstone.version },
        },
      },
      'tombstone',
    );
  } else if (after && !before) {
    add({ ConditionCheck: { TableName: TABLE, Key: oddunTombstoneKey(id), ConditionExpression: 'attribute_not_exists(pk)' } }, 'tombstone');
  }

  // The previous values: the whole sign, with its secret when the change touches it.
  const touchesSecret = !after || after.secret !== undefined;
  const previous = before ? { ...before.fields, ...(touchesSecret ? { secret_content: before.secret } : {}), created_at: before.created_at } : null;
  const next = after ? { ...after.fields, ...(touchesSecret ? { secret_content: after.secret ?? null } : {}) } : null;
  add(
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...revKey,
          type: 'OddunRevision',
          oddun_id: id,
          action: change.action,
          at: now,
          by: change.actor,
          version_before: before?.version ?? null,
          version_after: after ? version : null,
          changed_fields: changedFields(previous, next),
          previous,
          source: change.source ?? null,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    'oddun',
  );

  // Every change writes the one catalogue version item: two admins saving at once conflict on it,
  // and the loser's transaction runs again (a refused condition is still the answer).
  add(catalogueVersionPut(now), 'also');

  try {
    await transactWrite(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const reasons = cancellationReasons(error);
    const failed = reasons.findIndex((r) => r === 'ConditionalCheckFailed');
    if (failed >= 0) return { status: 'refused', on: roles[failed]! };
    throw error;
  }
  return { status: 'done', record: stored ? publicRecord(stored) : null, revision_id: rev_id };
}
