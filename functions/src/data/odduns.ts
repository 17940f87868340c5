import { createHash, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Oddun, OddunFields } from '@ifa/shared';
import { TABLE, cancellationReasons, ddb } from '../lib/ddb.js';
import { completionOf } from '../content/completion.js';
import { oddunKey, oddunPatternClaimKey, oddunPositionClaimKey, oddunSecretKey, oddunTombstoneKey } from './keys.js';
import { itemOf, transactWrite, type ItemsRead } from './paging.js';

/** The fields the encyclopedia list needs to browse and search (no long texts). */
export const LIST_FIELDS = [
  'id',
  'position',
  'name',
  'traditional_name',
  'yoruba_name',
  'alternative_names',
  'title',
  'binary_pattern',
  'display_pattern',
  'is_meji',
  'is_combination',
  'has_data',
  'completion_percentage',
  'data_source',
  'has_secret',
] as const;
export type OddunSummary = Pick<Oddun, (typeof LIST_FIELDS)[number]>;

const INTERNAL = new Set(['pk', 'sk', 'type', 'gsi1pk', 'gsi1sk', 'seeded', 'seed_hash']);

function fromItem(item: Record<string, unknown>): Oddun {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !INTERNAL.has(k))) as Oddun;
}

export const positionKey = (position: number) => String(position).padStart(3, '0');

/**
 * The record as stored: the server computes completeness from the filled sections. The
 * secret never goes in it (it has its own item, returned only to buyers and admins), and
 * `version` counts the sign's changes (admin edits carry it, DESIGN.md 5).
 */
export function toOddunItem(
  id: string,
  fields: OddunFields,
  timestamps: { created_at: string; updated_at: string },
  version = 1,
  /** Whether the sign has a secret item: the encyclopedia offers to unlock only those. */
  hasSecret = false,
) {
  const { secret_content: _secret, ...stored } = fields;
  const { completion_percentage, has_data } = completionOf(stored);
  return {
    ...oddunKey(id),
    type: 'Oddun',
    gsi1pk: 'ODDUNS',
    gsi1sk: positionKey(fields.position),
    ...stored,
    id,
    completion_percentage,
    has_data,
    ...timestamps,
    fecha_actualizacion: timestamps.updated_at,
    version,
    has_secret: hasSecret,
  };
}

/** Transaction item: the claim that makes a sign's position (or pattern) unique; its holder may rewrite it. */
export function oddunClaimPut(key: { pk: string; sk: string }, id: string) {
  return {
    Put: {
      TableName: TABLE,
      Item: { ...key, type: 'OddunClaim', oddun_id: id },
      ConditionExpression: 'attribute_not_exists(pk) OR oddun_id = :id',
      ExpressionAttributeValues: { ':id': id },
    },
  };
}

/**
 * The catalogue's version: a new random token with every change of a sign (admin edits in their
 * own transaction, data/oddun-admin.ts; the seed right after each write). The encyclopedia's
 * list takes its ETag from it (services/sign-list.ts), so a learner's repeat load is answered
 * 304 from one small read, or none, instead of the whole catalogue (DESIGN.md 8). A random token
 * rather than a counter: a table restored or recreated never hands out an old ETag again.
 */
export const catalogueVersionKey = () => ({ pk: 'CATALOGUE', sk: 'ODDUNS' });

export interface CatalogueVersion {
  token: string;
  /** When the last change was written (ms since the epoch). */
  changedAt: number;
}

/** Before the first change (a table seeded before versions existed): one fixed version. */
const UNVERSIONED: CatalogueVersion = { token: 'unversioned', changedAt: 0 };

/** The Put of a new catalogue version, for the transaction that changes a sign. */
export function catalogueVersionPut(now: string) {
  return {
    Put: {
      TableName: TABLE,
      Item: { ...catalogueVersionKey(), type: 'CatalogueVersion', token: randomUUID(), changed_at: now },
    },
  };
}

/** One small strongly consistent read (1 RCU): what a container checks before trusting its copy of the list. */
export async function getCatalogueVersion(): Promise<CatalogueVersion> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: catalogueVersionKey(), ConsistentRead: true }));
  if (!out.Item) return UNVERSIONED;
  return { token: String(out.Item.token), changedAt: Date.parse(String(out.Item.changed_at)) || 0 };
}

/** Items of the signs with position <= maxPosition, in order, through gsi1 (never a Scan). */
async function queryByPosition(maxPosition: number, fields?: readonly string[]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :max',
        ExpressionAttributeValues: { ':pk': 'ODDUNS', ':max': positionKey(maxPosition) },
        ...(fields
          ? {
              ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
              ExpressionAttributeNames: Object.fromEntries(fields.map((f, i) => [`#f${i}`, f])),
            }
          : {}),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** What the encyclopedia list shows, for the level's pool. */
export async function listOddunSummaries(maxPosition: number): Promise<OddunSummary[]> {
  return (await queryByPosition(maxPosition, LIST_FIELDS)) as OddunSummary[];
}

/** Full sign records (public part) with position <= maxPosition, in order. */
export async function listOdduns(maxPosition: number): Promise<Oddun[]> {
  return (await queryByPosition(maxPosition)).map(fromItem);
}

export async function getOddun(id: string): Promise<Oddun | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: oddunKey(id) }));
  return out.Item ? fromItem(out.Item) : null;
}

export interface SecretContent {
  oddun_name: string;
  yoruba_name?: string;
  secret_works: string[];
  advanced_patakines: string[];
  spiritual_secrets: { advanced_prayers: string[]; secret_offerings: string[]; hidden_taboos: string[] };
  ritual_instructions: string[];
}

/** The sign as a read another request can carry (the detail's rides with the user's, group-handler.ts). */
export function oddunRead(id: string): ItemsRead<Oddun | null> {
  const key = oddunKey(id);
  return {
    keys: [key],
    from: (items) => {
      const item = itemOf(items, key);
      return item ? fromItem(item) : null;
    },
  };
}

export async function getSecret(id: string): Promise<SecretContent | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: oddunSecretKey(id) }));
  return (out.Item?.secret_content as SecretContent | undefined) ?? null;
}

export async function hasSecret(id: string): Promise<boolean> {
  const out = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: oddunSecretKey(id), ProjectionExpression: 'pk' }),
  );
  return Boolean(out.Item);
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/**
 * Idempotent seed write: creates the sign, or refreshes it when the shipped content changed
 * and no admin has edited it since (`seeded` is dropped by every admin write). A sign an admin
 * deleted stays deleted (its tombstone is checked), and the position and pattern claims are
 * written with the sign. Signs already seeded with this content cost one read.
 */
export async function seedOddun(
  id: string,
  fields: OddunFields,
  secret: SecretContent | null,
  now: string,
): Promise<'written' | 'unchanged'> {
  const seed_hash = hashOf({ fields, secret });
  const current = (
    await ddb.send(
      new GetCommand({ TableName: TABLE, Key: oddunKey(id), ConsistentRead: true, ProjectionExpression: 'seeded, seed_hash, version, created_at' }),
    )
  ).Item;
  if (current && (current.seeded !== true || current.seed_hash === seed_hash)) return 'unchanged';
  const version = (current?.version ?? 0) + 1;
  const item = { ...toOddunItem(id, fields, { created_at: current?.created_at ?? now, updated_at: now }, version, Boolean(secret)), seeded: true, seed_hash };
  try {
    await transactWrite(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: TABLE,
              Item: item,
              ...(current
                ? {
                    ConditionExpression: 'seeded = :true AND seed_hash = :old',
                    ExpressionAttributeValues: { ':true': true, ':old': current.seed_hash },
                  }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          { ConditionCheck: { TableName: TABLE, Key: oddunTombstoneKey(id), ConditionExpression: 'attribute_not_exists(pk)' } },
          oddunClaimPut(oddunPositionClaimKey(fields.position), id),
          oddunClaimPut(oddunPatternClaimKey(fields.binary_pattern), id),
          ...(secret
            ? [{ Put: { TableName: TABLE, Item: { ...oddunSecretKey(id), type: 'OddunSecret', secret_content: secret, seeded: true, seed_hash } } }]
            : []),
        ],
      }),
    );
  } catch (error) {
    // An admin got there first (edited, deleted, or took the position or pattern).
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) return 'unchanged';
    throw error;
  }
  // After the sign, not in its transaction: the seed writes 16 signs at a time, whose
  // transactions would all conflict on this one item. A list read between the two writes is
  // pinned to the previous version only until this Put lands (its `changed_at` is later still).
  await ddb.send(new PutCommand(catalogueVersionPut(new Date().toISOString()).Put));
  return 'written';
}
