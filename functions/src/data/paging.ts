import {
  BatchGetCommand,
  BatchWriteCommand,
  QueryCommand,
  TransactGetCommand,
  type BatchGetCommandOutput,
  type NativeAttributeValue,
  type QueryCommandInput,
  type TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { TABLE, ddb } from '../lib/ddb.js';
import { retryTransaction } from './retry-transaction.js';

export interface IndexPartition {
  index: 'gsi1' | 'gsi2';
  pk: string;
  /** true: ascending sort key (oldest first for time keys). */
  forward: boolean;
}

const pkAttr = { gsi1: 'gsi1pk', gsi2: 'gsi2pk' } as const;

/**
 * One page (page numbers from 1) of an index partition, never a Scan. DynamoDB has no offset,
 * so the earlier pages are stepped over with COUNT queries that return no items, then the page
 * is read. The cost grows with the page number, which suits admin lists that are read page by
 * page from the first; the totals come from counters.
 */
export async function queryPage(partition: IndexPartition, page: number, limit: number): Promise<Record<string, NativeAttributeValue>[]> {
  const base: QueryCommandInput = {
    TableName: TABLE,
    IndexName: partition.index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': pkAttr[partition.index] },
    ExpressionAttributeValues: { ':pk': partition.pk },
    ScanIndexForward: partition.forward,
  };
  let startKey: Record<string, unknown> | undefined;
  let skip = (page - 1) * limit;
  while (skip > 0) {
    const out = await ddb.send(new QueryCommand({ ...base, Select: 'COUNT', Limit: skip, ExclusiveStartKey: startKey }));
    skip -= out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
    if (!startKey) return [];
  }
  const items: Record<string, NativeAttributeValue>[] = [];
  do {
    const out = await ddb.send(new QueryCommand({ ...base, Limit: limit - items.length, ExclusiveStartKey: startKey }));
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items;
}

/** Every item a Query matches, page after page (LastEvaluatedKey until there is none). */
async function queryEvery(input: QueryCommandInput): Promise<Record<string, NativeAttributeValue>[]> {
  const items: Record<string, NativeAttributeValue>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Every item of an index partition (a partition known to stay small: a queue, a slot). */
export const queryIndexAll = (partition: IndexPartition) =>
  queryEvery({
    TableName: TABLE,
    IndexName: partition.index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': pkAttr[partition.index] },
    ExpressionAttributeValues: { ':pk': partition.pk },
    ScanIndexForward: partition.forward,
  });

/**
 * Every item of a partition whose sort key begins with `prefix` (a learner's ledger or cards;
 * '' for a whole review session). Consistent when asked (a session just written).
 */
export const queryAllByPrefix = (pk: string, prefix: string, consistent = false) =>
  queryEvery({
    TableName: TABLE,
    // An empty prefix is the whole partition (DynamoDB refuses an empty key value).
    KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk, ...(prefix ? { ':prefix': prefix } : {}) },
    ConsistentRead: consistent,
  });

/**
 * The first `limit` items of a partition whose sort key begins with `prefix`, in one bounded
 * Query (DESIGN.md 3: a learner's friends, blocks, inbox, duels); `newestFirst` reads the sort
 * key backwards (time-ordered keys).
 */
export async function queryPrefix(pk: string, prefix: string, limit: number, newestFirst = false): Promise<Record<string, NativeAttributeValue>[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      ...(newestFirst ? { ScanIndexForward: false } : {}),
      Limit: limit,
    }),
  );
  return out.Items ?? [];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Key = { pk: string; sk: string };
type Item = Record<string, NativeAttributeValue>;

/**
 * A read by key that can ride in another module's BatchGetItem: the keys it needs, and what it
 * makes of the items found among them (the ones missing are left out). DynamoDB Local, like the
 * service, charges a request mostly per request, not per item: the hot path's reads go in one
 * (DESIGN.md 8, answer latency).
 */
export interface ItemsRead<T> {
  keys: Key[];
  from(items: Item[]): T;
}

/** The item of `key` among `items`, if it is there. */
export const itemOf = (items: Item[], key: Key): Item | undefined => items.find((i) => i.pk === key.pk && i.sk === key.sk);

/** Items by key, in the order of the keys (missing ones left out); 100 keys a request. */
export async function batchGet(keys: Key[]): Promise<Item[]> {
  const found = new Map<string, Item>();
  for (let i = 0; i < keys.length; i += 100) {
    await untilProcessed<Record<string, unknown>>(keys.slice(i, i + 100), 'BatchGet left keys unprocessed', async (pending) => {
      const out: BatchGetCommandOutput = await ddb.send(new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: pending } } }));
      for (const item of out.Responses?.[TABLE] ?? []) found.set(`${item.pk}|${item.sk}`, item);
      return out.UnprocessedKeys?.[TABLE]?.Keys ?? [];
    });
  }
  return keys.flatMap((k) => found.get(`${k.pk}|${k.sk}`) ?? []);
}

/**
 * Up to 100 items read as one snapshot (TransactGetItems): never a part of another transaction's
 * writes, as BatchGetItem can return (it reads item by item). For reads a write decides on, where
 * a torn read would answer wrongly (two accepts of one friend request at once).
 */
export async function transactGet(keys: Key[]): Promise<Item[]> {
  const out = await ddb.send(new TransactGetCommand({ TransactItems: keys.map((Key) => ({ Get: { TableName: TABLE, Key } })) }));
  return (out.Responses ?? []).flatMap((r) => (r.Item ? [r.Item] : []));
}

/** Writes (puts or deletes) in BatchWriteItem requests of 25, what is left unprocessed sent again. */
export async function batchWrite(requests: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    await untilProcessed(requests.slice(i, i + 25), 'BatchWrite left requests unprocessed', async (pending) => {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [TABLE]: pending } }));
      return (out.UnprocessedItems?.[TABLE] ?? []) as typeof pending;
    });
  }
}

/**
 * Sends a batch (BatchGetItem keys, BatchWriteItem requests) and then what DynamoDB left
 * unprocessed, after a pause that doubles from 20 ms, up to 8 times (AWS advises exponential
 * backoff for unprocessed items). A small loop of its own, not `retryTransaction`: nothing
 * failed or is decided again, the batch only shrinks to what is left.
 */
export async function untilProcessed<T>(batch: T[], failure: string, send: (pending: T[]) => Promise<T[]>): Promise<void> {
  let pending = batch;
  for (let attempt = 0; pending.length; attempt++) {
    pending = await send(pending);
    if (pending.length && attempt >= 8) throw new Error(failure);
    if (pending.length) await sleep(20 * 2 ** attempt);
  }
}

export const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
export const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, total_pages: totalPages(total, limit) });

/**
 * A transaction that conflicted with another one on the same items, run again (up to 15 times
 * by default): `retryTransaction` with `on: 'conflict'` (retry-transaction.ts).
 */
export const retryOnConflict = <T>(attemptOnce: () => Promise<T>, retries = 15): Promise<T> =>
  retryTransaction(attemptOnce, { on: 'conflict', retries });

/**
 * One TransactWriteItems whose decision does not rest on a read (its conditions decide), sent
 * again while only a conflict cancels it (DESIGN.md 3b): the write of an item another request
 * may hold, such as a learner's own item or a shared queue's counter. A refused condition is
 * thrown at once, for the caller to answer.
 */
export const transactWrite = (command: TransactWriteCommand) => retryOnConflict(() => ddb.send(command));
