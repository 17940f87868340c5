import {
  GetItemCommand,
  QueryCommand,
  ScanCommand,
  type AttributeValue,
  type ConsumedCapacity,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEY_SCHEMA } from '@ifa/shared';
import { LOCAL_IS_EXACT, TABLE_INDEXES, compareWithLocal, indexWriteUnits, itemSize, persistentBytes, unitsOf, writeUnits, type Item, type Observed, type ObservedWrite, type Reported, type Units } from './capacity.js';

/**
 * The bench's eye on DynamoDB (DESIGN.md 8): a middleware on the handlers' client that sees
 * every command as it goes on the wire, asks DynamoDB Local for its ConsumedCapacity, reads the
 * items the command touches (before and after a write, in full for a read) through a client of
 * its own that nothing records, and prices the command by AWS's rules (capacity.ts). Where
 * Local prices exactly (single-item, non-transactional) the two figures must agree, or the
 * model is wrong and the bench says so.
 *
 * The extra reads take time; it is kept apart (`overheadMs`) so that the request's measured
 * duration, which the cost of Lambda rests on, can leave it out.
 */

/** What one command did and cost. */
export interface CommandRecord {
  op: Observed['op'];
  units: Units;
  local: Reported;
  /** Set where Local prices as DynamoDB does. */
  check?: { agrees: boolean; detail: string };
  /** The items the command wrote, whether inside a transaction, and the table's units for each. */
  written: Array<{ pk: string; sk: string; transactional: boolean; units: number }>;
  /** The index entries it wrote: the index, the entry's partition key, the units. */
  indexWrites: Array<{ index: string; pk: string; units: number }>;
  /** Bytes it left in the table for good (capacity.ts `persistentBytes`, after minus before). */
  storedBytes: number;
  failed: boolean;
  /** What it touched and what each item cost, ids left out: `TransactWriteItems: Update USER#<id>/PROFILE 0.6 KB 2 WCU, ...`. */
  detail: string;
}

/** A key with its ids, timestamps and days left out, to say which kind of item it is. */
export const keyShape = (pk: string, sk: string) =>
  `${pk}/${sk}`
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<ts>')
    .replace(/\d{4}-\d{2}-\d{2}/g, '<day>')
    .replace(/#\d+(?=\/|$)/g, '#<n>')
    // Random ids of games, reviews, duels: 16+ characters with a capital or a digit.
    .replace(/(?<=#)(?=[A-Za-z0-9_-]*[A-Z0-9])[A-Za-z0-9_-]{16,}(?=[/#]|$)/g, '<id>');

const kb = (item: Item | undefined) => (item ? itemSize(item) / 1024 : 0).toFixed(1);

/** The detail of one command (see CommandRecord.detail). */
function describe(op: string, observed: Observed, keys: Array<{ pk: string; sk: string; kind: string }>, failed: boolean): string {
  const head = `${op}${failed ? ' (failed)' : ''}`;
  if ('write' in observed || 'writes' in observed) {
    const writes = 'write' in observed ? [observed.write] : observed.writes;
    const factor = observed.op === 'TransactWriteItems' ? 2 : 1;
    const parts = writes.map((w, i) => {
      const table = writeUnits(Math.max(w.before ? itemSize(w.before) : 0, w.after ? itemSize(w.after) : 0)) * factor;
      const index = w.check || failed ? 0 : TABLE_INDEXES.reduce((sum, ix) => sum + indexWriteUnits(w.before, w.after, ix), 0);
      const k = keys[i];
      return `${k?.kind ?? ''} ${k ? keyShape(k.pk, k.sk) : '?'} ${kb(w.after ?? w.before)} KB ${table} WCU${index ? ` + ${index} index` : ''}`.trim();
    });
    return `${head}: ${parts.join(', ')}`;
  }
  const u = unitsOf(observed);
  const items = observed.op === 'GetItem' ? [observed.item] : observed.op === 'BatchGetItem' ? observed.reads.map((r) => r.item) : observed.op === 'TransactGetItems' ? observed.items : observed.items;
  return `${head}: ${items.filter(Boolean).length} of ${items.length} items, ${items.reduce((s, i) => s + (i ? itemSize(i) : 0), 0)} B, ${u.read} RCU`;
}

type Key = Record<string, AttributeValue>;
type Wire = Record<string, any>;

const { partitionKey: PK, sortKey: SK } = TABLE_KEY_SCHEMA;
const keyOf = (item: Item | Key): Key => ({ [PK]: item[PK]!, [SK]: item[SK]! }) as Key;
const keyText = (key: Key) => ({ pk: String(key[PK]?.S ?? ''), sk: String(key[SK]?.S ?? '') });

/** Local's reported units of a response, the table's apart from its indexes'. */
function reportedOf(op: string, output: unknown): Reported {
  const c = (output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] } | undefined)?.ConsumedCapacity;
  const list = Array.isArray(c) ? c : c ? [c] : [];
  const table = list.reduce((s, x) => s + (x.Table?.CapacityUnits ?? (x.GlobalSecondaryIndexes ? 0 : (x.CapacityUnits ?? 0))), 0);
  const indexes = list.reduce((s, x) => s + Object.values(x.GlobalSecondaryIndexes ?? {}).reduce((n, g) => n + (g.CapacityUnits ?? 0), 0), 0);
  return /^(Put|Update|Delete|BatchWrite|TransactWrite)/.test(op) ? { read: 0, write: table, indexWrite: indexes } : { read: table + indexes, write: 0, indexWrite: 0 };
}

export interface Recorder {
  /** Records until set false (the latency loads must send what the product sends). */
  counting: boolean;
  /** The records since the last `take`, and the time their extra reads took. */
  take(): { records: CommandRecord[]; overheadMs: number };
}

interface MiddlewareStack {
  addRelativeTo(
    middleware: (next: (args: any) => Promise<any>, context: any) => (args: any) => Promise<any>,
    options: { relation: 'after'; toMiddleware: string; name: string; override?: boolean },
  ): void;
}

/**
 * Installs the recorder on `client` (the handlers' document client). `reader` is a plain client
 * on the same DynamoDB Local: its reads are neither recorded nor priced.
 */
export function recordCapacity(client: { middlewareStack: unknown }, reader: DynamoDBClient): Recorder {
  let records: CommandRecord[] = [];
  let overheadMs = 0;
  // Commands of one request may run side by side: their extra reads count once while any runs.
  let asideActive = 0;
  let asideSince = 0;
  const state = {
    counting: true,
    take() {
      const out = { records, overheadMs };
      records = [];
      overheadMs = 0;
      return out;
    },
  };

  /** Time spent reading for the model, kept out of the request's duration. */
  const aside = async <T>(work: () => Promise<T>): Promise<T> => {
    if (asideActive++ === 0) asideSince = performance.now();
    try {
      return await work();
    } finally {
      if (--asideActive === 0) overheadMs += performance.now() - asideSince;
    }
  };
  const getFull = async (table: string, key: Key): Promise<Item | undefined> =>
    (await reader.send(new GetItemCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item as Item | undefined;

  /** What a write action of TransactWriteItems or BatchWriteItem will touch. */
  const targets = (action: Wire): { table: string; key: Key; kind: string; put?: Item; check?: boolean; update?: boolean } => {
    if (action.Put) return { table: action.Put.TableName, key: keyOf(action.Put.Item), kind: 'Put', put: action.Put.Item };
    if (action.Update) return { table: action.Update.TableName, key: action.Update.Key, kind: 'Update', update: true };
    if (action.Delete) return { table: action.Delete.TableName, key: action.Delete.Key, kind: 'Delete' };
    if (action.ConditionCheck) return { table: action.ConditionCheck.TableName, key: action.ConditionCheck.Key, kind: 'ConditionCheck', check: true };
    throw new Error(`unknown transaction action ${Object.keys(action).join(',')}`);
  };

  const middleware = (next: (args: any) => Promise<any>) => async (args: any) => {
    const request = args.request as { headers: Record<string, string>; body?: string | Uint8Array } | undefined;
    const target = request?.headers?.['x-amz-target'] ?? '';
    if (!state.counting || !request?.body || !target.startsWith('DynamoDB_')) return next(args);
    const op = target.split('.')[1] as Observed['op'] | string;
    // The SDK's body is bytes that warn when read as text: decoded as bytes.
    const input = JSON.parse(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body)) as Wire;
    // 'INDEXES': the table's units apart from its indexes'.
    const body = new TextEncoder().encode(JSON.stringify({ ...input, ReturnConsumedCapacity: 'INDEXES' }));
    request.body = body;
    if (request.headers['content-length'] !== undefined) request.headers['content-length'] = String(body.byteLength);

    // Before a write: the items as they stand.
    let before: Array<{ table: string; key: Key; kind: string; item?: Item; put?: Item; check?: boolean; update?: boolean }> = [];
    if (op === 'PutItem') before = [{ table: input.TableName, key: keyOf(input.Item), kind: '', put: input.Item }];
    else if (op === 'UpdateItem') before = [{ table: input.TableName, key: input.Key, kind: '', update: true }];
    else if (op === 'DeleteItem') before = [{ table: input.TableName, key: input.Key, kind: '' }];
    else if (op === 'TransactWriteItems') before = (input.TransactItems as Wire[]).map(targets);
    else if (op === 'BatchWriteItem') {
      before = Object.entries(input.RequestItems as Record<string, Wire[]>).flatMap(([table, writes]) =>
        writes.map((w) => (w.PutRequest ? { table, key: keyOf(w.PutRequest.Item), kind: 'Put', put: w.PutRequest.Item } : { table, key: w.DeleteRequest.Key, kind: 'Delete' })),
      );
    }
    if (before.length) await aside(async () => Promise.all(before.map(async (b) => (b.item = await getFull(b.table, b.key)))));

    let output: any;
    let failure: unknown;
    try {
      output = await next(args);
    } catch (error) {
      failure = error;
    }
    const failed = failure !== undefined;
    const outputBody = output?.output;

    const observed = await aside(async (): Promise<Observed | undefined> => {
      // After a write: the item as it is now (a failed write changed nothing).
      const writes = async (): Promise<ObservedWrite[]> =>
        Promise.all(
          before.map(async (b) => {
            if (b.check) return { before: b.item, after: b.item, check: true };
            if (failed) return { before: b.item, after: b.put ?? b.item };
            if (b.put) return { before: b.item, after: b.put };
            if (b.update) return { before: b.item, after: await getFull(b.table, b.key) };
            return { before: b.item };
          }),
        );
      switch (op) {
        case 'PutItem':
        case 'UpdateItem':
        case 'DeleteItem':
          return { op, write: (await writes())[0]!, failed };
        case 'BatchWriteItem':
          return { op, writes: await writes() };
        case 'TransactWriteItems':
          return { op, writes: await writes(), failed };
        case 'GetItem':
          return { op, consistent: Boolean(input.ConsistentRead), item: await getFull(input.TableName, input.Key) };
        case 'BatchGetItem': {
          const reads = await Promise.all(
            Object.entries(input.RequestItems as Record<string, { Keys: Key[]; ConsistentRead?: boolean }>).flatMap(([table, r]) =>
              r.Keys.map(async (key) => ({ consistent: Boolean(r.ConsistentRead), item: await getFull(table, key) })),
            ),
          );
          return { op, reads };
        }
        case 'TransactGetItems':
          return { op, items: await Promise.all((input.TransactItems as Wire[]).map((t) => getFull(t.Get.TableName, t.Get.Key))) };
        case 'Query':
        case 'Scan': {
          // The items the request evaluated: the same page without its filter or projection.
          const { FilterExpression: _f, ProjectionExpression: _p, Select: _s, AttributesToGet: _a, QueryFilter: _q, ScanFilter: _sf, ReturnConsumedCapacity: _r, ...plain } = input;
          const names = plain.ExpressionAttributeNames as Record<string, string> | undefined;
          const values = plain.ExpressionAttributeValues as Record<string, AttributeValue> | undefined;
          const expressions = String(plain.KeyConditionExpression ?? '');
          const usedIn = (placeholder: string) => new RegExp(`${placeholder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`).test(expressions);
          const keep = <T>(map: Record<string, T> | undefined) => {
            if (!map) return undefined;
            const kept = Object.fromEntries(Object.entries(map).filter(([k]) => usedIn(k)));
            return Object.keys(kept).length ? kept : undefined;
          };
          const again = { ...plain, ExpressionAttributeNames: keep(names), ExpressionAttributeValues: keep(values) };
          const page = op === 'Query' ? await reader.send(new QueryCommand(again as never)) : await reader.send(new ScanCommand(again as never));
          return { op, consistent: Boolean(input.ConsistentRead), items: (page.Items ?? []) as Item[] };
        }
        default:
          return undefined;
      }
    });

    if (observed) {
      const units = unitsOf(observed);
      const changes = 'write' in observed ? [observed.write] : 'writes' in observed ? observed.writes : [];
      const local = reportedOf(op, outputBody);
      const record: CommandRecord = {
        op: observed.op,
        units,
        local,
        written: failed
          ? []
          : before.flatMap((b, i) => {
              const w = changes[i];
              if (b.check || !w) return [];
              const size = Math.max(w.before ? itemSize(w.before) : 0, w.after ? itemSize(w.after) : 0);
              return [{ ...keyText(b.key), transactional: op === 'TransactWriteItems', units: writeUnits(size) * (op === 'TransactWriteItems' ? 2 : 1) }];
            }),
        indexWrites: failed
          ? []
          : changes.flatMap((w) =>
              w.check
                ? []
                : TABLE_INDEXES.flatMap((ix) => {
                    const units = indexWriteUnits(w.before, w.after, ix);
                    const pk = w.after?.[ix.partitionKey]?.S ?? w.before?.[ix.partitionKey]?.S;
                    return units && pk !== undefined ? [{ index: ix.name, pk, units }] : [];
                  }),
            ),
        storedBytes: failed ? 0 : changes.filter((w) => !w.check).reduce((sum, w) => sum + persistentBytes(w.after) - persistentBytes(w.before), 0),
        failed,
        detail: describe(op, observed, before.map((b) => ({ ...keyText(b.key), kind: b.kind })), failed),
      };
      // A failed write returns no ConsumedCapacity from Local: nothing to compare it with.
      if (LOCAL_IS_EXACT.has(observed.op) && !failed) record.check = compareWithLocal(observed, units, local);
      records.push(record);
    }
    if (failed) throw failure;
    return output;
  };

  (client.middlewareStack as MiddlewareStack).addRelativeTo(middleware, {
    relation: 'after',
    toMiddleware: 'serializerMiddleware',
    name: 'benchCapacityRecorder',
    override: true,
  });
  return state;
}
