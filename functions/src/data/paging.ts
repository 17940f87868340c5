import { BatchGetCommand, QueryCommand, type BatchGetCommandOutput, type NativeAttributeValue, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE, ddb } from '../lib/ddb.js';

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

/**
 * Every item of a partition whose sort key begins with `prefix` (a learner's ledger or cards;
 * '' for a whole review session), page after page. Consistent when asked (a session just written).
 */
export async function queryAllByPrefix(pk: string, prefix: string, consistent = false): Promise<Record<string, NativeAttributeValue>[]> {
  const items: Record<string, NativeAttributeValue>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        // An empty prefix is the whole partition (DynamoDB refuses an empty key value).
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(prefix ? { ':prefix': prefix } : {}) },
        ConsistentRead: consistent,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

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
    let pending: Array<Record<string, unknown>> | undefined = keys.slice(i, i + 100);
    for (let attempt = 0; pending?.length; attempt++) {
      const out: BatchGetCommandOutput = await ddb.send(new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: pending } } }));
      for (const item of out.Responses?.[TABLE] ?? []) found.set(`${item.pk}|${item.sk}`, item);
      pending = out.UnprocessedKeys?.[TABLE]?.Keys;
      if (pending?.length) {
        if (attempt >= 8) throw new Error('BatchGet left keys unprocessed');
        await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      }
    }
  }
  return keys.flatMap((k) => found.get(`${k.pk}|${k.sk}`) ?? []);
}

export const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
export const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, total_pages: totalPages(total, limit) });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a transaction-making function again while DynamoDB reports a conflict with another
 * transaction on the same items (TransactionConflict); any other outcome is returned or thrown.
 */
export async function retryOnConflict<T>(attemptOnce: () => Promise<T>, attempts = 15): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= attempts) throw error;
      await conflictPause(attempt);
    }
  }
}

/** A transaction cancelled only because another one held its items (a refused condition is an answer). */
export function isTransactionConflict(error: unknown): boolean {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return (
    (error as Error).name === 'TransactionConflictException' ||
    (reasons.some((r) => r.Code === 'TransactionConflict') && !reasons.some((r) => r.Code === 'ConditionalCheckFailed'))
  );
}

/** A short random pause that grows with the attempt, so conflicting writers spread out. */
export const conflictPause = (attempt: number) => sleep(5 + Math.random() * 15 * (attempt + 1));
