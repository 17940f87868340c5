import { describe, expect, it } from 'vitest';
import {
  compareWithLocal,
  indexWriteUnits,
  itemSize,
  numberSize,
  persistentBytes,
  readUnits,
  storageBytes,
  unitsOf,
  valueSize,
  writeUnits,
  type IndexSchema,
  type Item,
} from '../../src/bench/capacity.js';

const s = (text: string) => ({ S: text });
/** An item of exactly `bytes` bytes: pk 'A' (3 B), sk 'x' (3 B), and a string attribute `p` of the rest. */
const sized = (bytes: number, extra: Item = {}): Item => {
  const base: Item = { pk: s('A'), sk: s('x'), ...extra };
  return { ...base, p: s('y'.repeat(bytes - itemSize(base) - 1)) };
};
const gsi1: IndexSchema = { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' };

describe('item size (DynamoDB item sizes and formats)', () => {
  it('sizes a number as DynamoDB stores it: base-100 digits around the decimal point, one byte of exponent, one more if negative', () => {
    // Probed on DynamoDB Local at the 1 KB boundary: the guide's "1 byte per two digits + 1" is approximate.
    const probed: Record<string, number> = {
      '0': 1,
      '1': 2,
      '12': 2,
      '123': 3,
      '12345': 4,
      '100': 2,
      '1000000': 2,
      '0.001': 2,
      '0.5': 2,
      '3.14159': 5,
      '-5': 3,
      '-0.25': 3,
      '12345678901234567890': 11,
      '1.5e3': 2,
      '1E-5': 2,
      '1764288000123': 8,
      '0.1234': 3,
      '99.5': 3,
      '-1764288000': 6,
    };
    for (const [n, size] of Object.entries(probed)) expect(numberSize(n), n).toBe(size);
  });

  it('sizes strings in UTF-8 bytes, binary raw, booleans and null one byte, lists and maps 3 bytes + 1 per element', () => {
    expect(valueSize(s('ñandú'))).toBe(7);
    expect(valueSize({ B: Buffer.from('abcd').toString('base64') })).toBe(4);
    expect(valueSize({ B: new Uint8Array(10) })).toBe(10);
    expect(valueSize({ BOOL: false })).toBe(1);
    expect(valueSize({ NULL: true })).toBe(1);
    expect(valueSize({ L: [] })).toBe(3);
    expect(valueSize({ L: [s('a'), s('b'), { N: '1' }] })).toBe(3 + 3 + 1 + 1 + 2);
    expect(valueSize({ M: { ab: s('c'), d: { BOOL: true } } })).toBe(3 + (1 + 2 + 1) + (1 + 1 + 1));
    expect(valueSize({ SS: ['ab', 'cde'] })).toBe(5);
    expect(valueSize({ NS: ['1', '23', '456'] })).toBe(2 + 2 + 3);
    expect(itemSize({ pk: s('USER#1'), n: { N: '42' } })).toBe(2 + 6 + 1 + 2);
  });
});

describe('units of one operation (AWS: Read/write capacity mode)', () => {
  it('rounds writes up per KB and reads per 4 KB, eventually consistent at half', () => {
    expect([writeUnits(0), writeUnits(1024), writeUnits(1025)]).toEqual([1, 1, 2]);
    expect([readUnits(0, false), readUnits(4096, false), readUnits(4097, false), readUnits(4097, true)]).toEqual([0.5, 0.5, 1, 2]);
  });

  it('reads: a missing item at the minimum, a Query summed then rounded, a BatchGetItem item by item', () => {
    expect(unitsOf({ op: 'GetItem', consistent: false }).read).toBe(0.5);
    expect(unitsOf({ op: 'GetItem', consistent: true, item: sized(5000) }).read).toBe(2);
    // Three items of 1.5 KB: 4.5 KB in one Query (2 x 0.5), 3 x 0.5 apart.
    const three = [sized(1536), sized(1536), sized(1536)];
    expect(unitsOf({ op: 'Query', consistent: false, items: three }).read).toBe(1);
    expect(unitsOf({ op: 'Query', consistent: false, items: [] }).read).toBe(0.5);
    expect(unitsOf({ op: 'BatchGetItem', reads: three.map((item) => ({ consistent: false, item })) }).read).toBe(1.5);
    expect(unitsOf({ op: 'Scan', consistent: false, items: three }).scans).toBe(1);
  });

  it('writes: the larger of the item before and after, a delete of nothing and a failed condition still one', () => {
    expect(unitsOf({ op: 'PutItem', write: { before: sized(2000), after: sized(100) } }).write).toBe(2);
    expect(unitsOf({ op: 'UpdateItem', write: { before: sized(100), after: sized(1025) } }).write).toBe(2);
    expect(unitsOf({ op: 'DeleteItem', write: {} }).write).toBe(1);
    expect(unitsOf({ op: 'PutItem', write: { before: sized(3000), after: sized(10) }, failed: true }).write).toBe(3);
  });

  it('transactions: every item twice, a ConditionCheck too; 4 small items cost 8, not the 2 DynamoDB Local reports', () => {
    const puts = ['a', 'b', 'c', 'd'].map((k) => ({ after: { pk: s(k), sk: s('x') } }));
    expect(unitsOf({ op: 'TransactWriteItems', writes: puts })).toMatchObject({ write: 8, txWrite: 4, transactions: 1, transactionItems: 4, indexWrite: 0 });
    const item = { pk: s('t'), sk: s('x') };
    expect(unitsOf({ op: 'TransactWriteItems', writes: [{ after: sized(1500) }, { before: item, after: item, check: true }] })).toMatchObject({ write: 6, txWrite: 3 });
    expect(unitsOf({ op: 'TransactGetItems', items: [sized(100), undefined] })).toMatchObject({ read: 4, txRead: 2 });
  });
});

describe('index writes (GSI: an entry put, changed in place, moved or deleted)', () => {
  const member = (sk: string, bytes = 0): Item => ({ pk: s('H'), sk: s('x'), gsi1pk: s('G'), gsi1sk: s(sk), ...(bytes ? { p: s('y'.repeat(bytes)) } : {}) });
  const outside: Item = { pk: s('H'), sk: s('x') };

  it('charges what changes in the index: nothing, a put, an in-place change, a move (delete + put), a delete', () => {
    expect(indexWriteUnits(outside, { ...outside, a: s('1') }, gsi1)).toBe(0);
    expect(indexWriteUnits(undefined, member('1'), gsi1)).toBe(1);
    expect(indexWriteUnits(member('1'), { ...member('1'), a: s('2') }, gsi1)).toBe(1);
    expect(indexWriteUnits(member('1'), member('1'), gsi1)).toBe(0);
    expect(indexWriteUnits(member('1'), member('2'), gsi1)).toBe(2);
    expect(indexWriteUnits(member('1', 3000), member('2'), gsi1)).toBe(4);
    expect(indexWriteUnits(member('1', 2000), outside, gsi1)).toBe(2);
    // A key attribute present without its sort key is not in the (sparse) index.
    expect(indexWriteUnits(undefined, { ...outside, gsi1pk: s('G') }, gsi1)).toBe(0);
  });

  it('adds the index writes of a write, not doubled inside a transaction, none when the write failed', () => {
    expect(unitsOf({ op: 'UpdateItem', write: { before: member('1'), after: member('2') } }, [gsi1])).toMatchObject({ write: 1, indexWrite: 2 });
    expect(unitsOf({ op: 'TransactWriteItems', writes: [{ before: member('1'), after: member('2') }] }, [gsi1])).toMatchObject({ write: 2, indexWrite: 2 });
    expect(unitsOf({ op: 'PutItem', write: { before: member('1'), after: member('2') }, failed: true }, [gsi1]).indexWrite).toBe(0);
  });
});

describe('storage and the check against DynamoDB Local', () => {
  it('stores an item with 100 bytes of overhead, once more per index entry; an item with a TTL is not kept', () => {
    const card: Item = { pk: s('U'), sk: s('C'), gsi1pk: s('D'), gsi1sk: s('2026') };
    expect(storageBytes(card, [gsi1])).toBe(2 * (itemSize(card) + 100));
    expect(persistentBytes({ ...card, expires_at: { N: '1764288000' } }, [gsi1])).toBe(0);
    expect(persistentBytes(undefined)).toBe(0);
  });

  it('agrees with Local only on the same read, write and index units', () => {
    const units = unitsOf({ op: 'PutItem', write: { after: sized(100) } });
    expect(compareWithLocal({ op: 'PutItem', write: {} }, units, { read: 0, write: 1, indexWrite: 0 }).agrees).toBe(true);
    const differs = compareWithLocal({ op: 'PutItem', write: {} }, units, { read: 0, write: 2, indexWrite: 0 });
    expect(differs).toEqual({ agrees: false, detail: 'PutItem: model 0 RCU, 1 WCU + 0 index WCU, DynamoDB Local 0 RCU, 2 WCU + 0 index WCU' });
  });
});
