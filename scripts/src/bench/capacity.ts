import { TABLE_KEY_SCHEMA } from '@ifa/shared';

/**
 * DynamoDB capacity by AWS's rules (DESIGN.md 8 and 10), computed from what a request sends and
 * the items it touches. Pure: `ddb-recorder.ts` observes each command (its input, and for a
 * write the item before and after it) and this module prices it. DynamoDB Local reports
 * non-transactional single-item operations as DynamoDB does, but a transaction at about half
 * of what AWS bills, so the bench gates on these figures and checks them against Local where
 * Local is exact.
 *
 * The rules, from the DynamoDB developer guide:
 * - Item size ("DynamoDB item sizes and formats"): attribute names + values; strings and names
 *   in UTF-8 bytes, numbers 1 byte per two significant digits + 1, binary raw bytes, booleans and
 *   null 1 byte, lists and maps 3 bytes + 1 byte per element + their contents, sets the sum of
 *   their elements. Storage adds 100 bytes per item and per index entry; capacity does not.
 * - Reads ("Read/write capacity mode"): 1 unit per started 4 KB strongly consistent, half that
 *   eventually consistent. A Query or Scan sums the sizes of the items it evaluates (before any
 *   filter or projection) and rounds once; BatchGetItem rounds each item apart; a read that
 *   finds nothing still costs the minimum.
 * - Writes: 1 unit per started KB of the larger of the item before and after the write; a
 *   delete of nothing and a conditional write whose condition fails still cost at least one.
 * - Transactions ("Capacity management for transactions"): every item of TransactWriteItems
 *   costs twice its standard write (2 units per started KB: DynamoDB prepares and commits it),
 *   ConditionCheck items included; TransactGetItems 2 units per started 4 KB.
 * - Global secondary indexes ("Provisioned throughput considerations for GSIs"): a write puts,
 *   overwrites or deletes the item's index entry (its projection; this table projects ALL): an
 *   entry that appears costs its size, one that disappears costs its old size, one that changes
 *   in place the larger of the two, and one whose index key changes a delete plus a put. Index
 *   writes are propagated after the transaction commits, so they are standard writes, not
 *   doubled (an assumption: AWS's pages do not price an index write of a transaction apart).
 */

/** An attribute value in DynamoDB's wire form (binary as base64 text, or bytes from the SDK). */
export interface Attr {
  S?: string;
  N?: string;
  B?: string | Uint8Array;
  BOOL?: boolean;
  NULL?: boolean;
  SS?: string[];
  NS?: string[];
  BS?: Array<string | Uint8Array>;
  L?: Attr[];
  M?: Record<string, Attr>;
}
export type Item = Record<string, Attr>;

export const KB = 1024;
const READ_UNIT_BYTES = 4 * KB;
/** Storage only: what DynamoDB adds to each item and each index entry. */
export const STORAGE_OVERHEAD_BYTES = 100;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');
const binaryBytes = (b: string | Uint8Array) => (typeof b === 'string' ? Buffer.from(b, 'base64').length : b.length);

/**
 * A number's size. The guide's "1 byte per two significant digits, plus one" is approximate;
 * DynamoDB stores a number as base-100 digits aligned on the decimal point plus one byte of
 * exponent, and one more byte for a negative number, zero being one byte. Probed on DynamoDB
 * Local at the 1 KB boundary (3.14159 is 5 bytes, not 4; -5 is 3, not 2; 0 is 1) and pinned by
 * the unit test.
 */
export function numberSize(n: string): number {
  let text = n.trim();
  const negative = text.startsWith('-');
  text = text.replace(/^[+-]/, '');
  const [mantissa = '', exponent = '0'] = text.split(/e/i);
  const [whole = '', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  // The power of ten of the first digit is point - 1, of the last point - digits.length.
  let point = whole.length + Number(exponent);
  const leading = digits.length - digits.replace(/^0+/, '').length;
  digits = digits.slice(leading).replace(/0+$/, '');
  point -= leading;
  if (!digits) return 1;
  const pair = (power: number) => Math.floor(power / 2);
  const pairs = pair(point - 1) - pair(point - digits.length) + 1;
  return 1 + pairs + (negative ? 1 : 0);
}

export function valueSize(v: Attr): number {
  if (v.S !== undefined) return utf8(v.S);
  if (v.N !== undefined) return numberSize(v.N);
  if (v.B !== undefined) return binaryBytes(v.B);
  if (v.BOOL !== undefined || v.NULL !== undefined) return 1;
  if (v.SS) return v.SS.reduce((s, x) => s + utf8(x), 0);
  if (v.NS) return v.NS.reduce((s, x) => s + numberSize(x), 0);
  if (v.BS) return v.BS.reduce((s, x) => s + binaryBytes(x), 0);
  if (v.L) return 3 + v.L.reduce((s, x) => s + 1 + valueSize(x), 0);
  if (v.M) return 3 + Object.entries(v.M).reduce((s, [k, x]) => s + 1 + utf8(k) + valueSize(x), 0);
  throw new Error(`unknown attribute value ${JSON.stringify(v)}`);
}

/** An item's size for capacity: its attribute names and values. */
export function itemSize(item: Item): number {
  return Object.entries(item).reduce((s, [name, v]) => s + utf8(name) + valueSize(v), 0);
}

export const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / KB));
export const readUnits = (bytes: number, consistent: boolean) => Math.max(1, Math.ceil(bytes / READ_UNIT_BYTES)) * (consistent ? 1 : 0.5);

export interface IndexSchema {
  name: string;
  partitionKey: string;
  sortKey: string;
}
/** The table's global secondary indexes (shared/src/table-schema.ts), every one projecting ALL. */
export const TABLE_INDEXES: readonly IndexSchema[] = TABLE_KEY_SCHEMA.globalIndexes.map((i) => ({ name: i.indexName, partitionKey: i.partitionKey, sortKey: i.sortKey }));

/** The item's entry in `index`, or undefined when the item is not in it (a sparse index: both key attributes must be strings). */
function indexEntry(item: Item | undefined, index: IndexSchema): { key: string; size: number; body: string } | undefined {
  if (!item) return undefined;
  const pk = item[index.partitionKey]?.S;
  const sk = item[index.sortKey]?.S;
  if (pk === undefined || sk === undefined) return undefined;
  // ALL projection: the entry holds the whole item.
  return { key: `${pk}\u0000${sk}`, size: itemSize(item), body: canonical(item) };
}

/** A stable text of an item, to tell an unchanged index entry from a changed one. */
function canonical(value: unknown): string {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What an item takes in storage: its size and DynamoDB's 100 bytes, and as much again for each
 * index entry (ALL projection: the whole item, and its 100 bytes).
 */
export function storageBytes(item: Item, indexes: readonly IndexSchema[] = TABLE_INDEXES): number {
  const one = itemSize(item) + STORAGE_OVERHEAD_BYTES;
  return one * (1 + indexes.filter((i) => indexEntry(item, i)).length);
}

/** The storage an item keeps for good: none for an item with a TTL (a game session, a reset token), which DynamoDB deletes. */
export const persistentBytes = (item: Item | undefined, indexes: readonly IndexSchema[] = TABLE_INDEXES) =>
  item && item[TABLE_KEY_SCHEMA.ttlAttribute] === undefined ? storageBytes(item, indexes) : 0;

/** Write units one index spends on a write that turns `before` into `after` (either may be absent). */
export function indexWriteUnits(before: Item | undefined, after: Item | undefined, index: IndexSchema): number {
  const old = indexEntry(before, index);
  const next = indexEntry(after, index);
  if (!old && !next) return 0;
  if (!old) return writeUnits(next!.size);
  if (!next) return writeUnits(old.size);
  if (old.key !== next.key) return writeUnits(old.size) + writeUnits(next.size);
  if (old.body === next.body) return 0;
  return Math.max(writeUnits(old.size), writeUnits(next.size));
}

/** One write as observed: the item before and after it (absent: none), and whether its condition failed. */
export interface ObservedWrite {
  before?: Item;
  after?: Item;
  /** A ConditionCheck of a transaction: nothing is written, the item is read and locked. */
  check?: boolean;
}

/** What a command did, as `ddb-recorder.ts` saw it. Reads carry the FULL items they evaluated. */
export type Observed =
  | { op: 'GetItem'; consistent: boolean; item?: Item }
  | { op: 'BatchGetItem'; reads: Array<{ consistent: boolean; item?: Item }> }
  | { op: 'Query' | 'Scan'; consistent: boolean; items: Item[] }
  | { op: 'TransactGetItems'; items: Array<Item | undefined> }
  | { op: 'PutItem' | 'UpdateItem' | 'DeleteItem'; write: ObservedWrite; failed?: boolean }
  | { op: 'BatchWriteItem'; writes: ObservedWrite[] }
  /** `failed`: cancelled (a condition or a conflict); priced as attempted, no index written. */
  | { op: 'TransactWriteItems'; writes: ObservedWrite[]; failed?: boolean };

export interface Units {
  /** Read units (on-demand: read request units), indexes included. */
  read: number;
  /** Write units of the table. */
  write: number;
  /** Write units of the indexes. */
  indexWrite: number;
  /** Of `read` and `write`, what the transactions add above the same operations done plainly. */
  txRead: number;
  txWrite: number;
  /** The transactions sent, and how many items they held. */
  transactions: number;
  transactionItems: number;
  scans: number;
}

export const NO_UNITS: Units = { read: 0, write: 0, indexWrite: 0, txRead: 0, txWrite: 0, transactions: 0, transactionItems: 0, scans: 0 };

export const addUnits = (a: Units, b: Units): Units => ({
  read: a.read + b.read,
  write: a.write + b.write,
  indexWrite: a.indexWrite + b.indexWrite,
  txRead: a.txRead + b.txRead,
  txWrite: a.txWrite + b.txWrite,
  transactions: a.transactions + b.transactions,
  transactionItems: a.transactionItems + b.transactionItems,
  scans: a.scans + b.scans,
});

const sizeOf = (item: Item | undefined) => (item ? itemSize(item) : 0);
/** A standard write's table units: the larger of the item before and after (at least one). */
const tableWriteUnits = (w: ObservedWrite) => writeUnits(Math.max(sizeOf(w.before), sizeOf(w.after)));
const indexUnits = (w: ObservedWrite, indexes: readonly IndexSchema[]) => (w.check ? 0 : indexes.reduce((s, i) => s + indexWriteUnits(w.before, w.after, i), 0));

/** The capacity of one command by AWS's rules. */
export function unitsOf(o: Observed, indexes: readonly IndexSchema[] = TABLE_INDEXES): Units {
  const u = { ...NO_UNITS };
  switch (o.op) {
    case 'GetItem':
      u.read = readUnits(sizeOf(o.item), o.consistent);
      break;
    case 'BatchGetItem':
      // Each item as its own GetItem: rounded up apart, a missing one at the minimum.
      u.read = o.reads.reduce((s, r) => s + readUnits(sizeOf(r.item), r.consistent), 0);
      break;
    case 'Query':
    case 'Scan':
      u.read = readUnits(o.items.reduce((s, i) => s + itemSize(i), 0), o.consistent);
      u.scans = o.op === 'Scan' ? 1 : 0;
      break;
    case 'TransactGetItems': {
      const plain = o.items.reduce((s, i) => s + readUnits(sizeOf(i), true), 0);
      u.read = 2 * plain;
      u.txRead = plain;
      u.transactions = 1;
      u.transactionItems = o.items.length;
      break;
    }
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem':
      // A failed condition wrote nothing: `after` is the item as it stays, and it still costs.
      u.write = tableWriteUnits(o.write);
      u.indexWrite = o.failed ? 0 : indexUnits(o.write, indexes);
      break;
    case 'BatchWriteItem':
      u.write = o.writes.reduce((s, w) => s + tableWriteUnits(w), 0);
      u.indexWrite = o.writes.reduce((s, w) => s + indexUnits(w, indexes), 0);
      break;
    case 'TransactWriteItems': {
      const plain = o.writes.reduce((s, w) => s + tableWriteUnits(w), 0);
      u.write = 2 * plain;
      u.txWrite = plain;
      u.indexWrite = o.failed ? 0 : o.writes.reduce((s, w) => s + indexUnits(w, indexes), 0);
      u.transactions = 1;
      u.transactionItems = o.writes.length;
      break;
    }
  }
  return u;
}

/** What DynamoDB Local reported for one command (ReturnConsumedCapacity INDEXES). */
export interface Reported {
  read: number;
  write: number;
  indexWrite: number;
}

/**
 * Where DynamoDB Local prices a command as DynamoDB does: the plain single-item operations
 * (GetItem, PutItem, UpdateItem, DeleteItem). Its Query, batch and transaction figures are not
 * AWS's (transactions at about half), so only these validate the model.
 */
export const LOCAL_IS_EXACT: ReadonlySet<Observed['op']> = new Set(['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem']);

/** The model's figure and Local's for one command Local prices exactly; `agrees` false fails the bench. */
export function compareWithLocal(o: Observed, computed: Units, reported: Reported): { agrees: boolean; detail: string } {
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  const agrees = same(computed.read, reported.read) && same(computed.write, reported.write) && same(computed.indexWrite, reported.indexWrite);
  const fmt = (x: { read: number; write: number; indexWrite: number }) => `${x.read} RCU, ${x.write} WCU + ${x.indexWrite} index WCU`;
  return { agrees, detail: `${o.op}: model ${fmt(computed)}, DynamoDB Local ${fmt(reported)}` };
}
