import { describe, expect, it } from 'vitest';
import { ItemLocks, planOf } from '../../src/local/conflicts.js';

const put = (sk: string) => ({ Put: { TableName: 't', Item: { pk: 'P', sk } } });

describe('which items a request holds (DynamoDB conflict rules)', () => {
  it('reads the keys of plain writes, batches and transactions, marshalled or not', () => {
    expect(planOf('PutItem', { TableName: 't', Item: { pk: 'A', sk: 'B', x: 1 } })).toEqual({ kind: 'write', items: [{ id: 't|A|B', writes: true }] });
    expect(planOf('UpdateItem', { TableName: 't', Key: { pk: { S: 'A' }, sk: { S: 'B' } } }).items[0]!.id).toBe('t|A|B');
    expect(planOf('BatchWriteItem', { RequestItems: { t: [{ PutRequest: { Item: { pk: 'A', sk: '1' } } }, { DeleteRequest: { Key: { pk: 'A', sk: '2' } } }] } }).items.map((i) => i.id)).toEqual([
      't|A|1',
      't|A|2',
    ]);
    const transaction = planOf('TransactWriteItems', { TransactItems: [put('1'), { ConditionCheck: { TableName: 't', Key: { pk: 'P', sk: '2' } } }] });
    expect(transaction).toEqual({ kind: 'transaction', items: [{ id: 't|P|1', writes: true }, { id: 't|P|2', writes: false }] });
    expect(planOf('TransactGetItems', { TransactItems: [{ Get: { TableName: 't', Key: { pk: 'P', sk: '1' } } }] }).kind).toBe('transactional-read');
    expect(planOf('GetItem', { TableName: 't', Key: { pk: 'P', sk: '1' } }).kind).toBe('none');
    expect(planOf('Query', { TableName: 't' }).kind).toBe('none');
  });
});

describe('ItemLocks', () => {
  const tx = (...sks: string[]) => planOf('TransactWriteItems', { TransactItems: sks.map(put) });
  const write = (sk: string) => planOf('PutItem', { TableName: 't', Item: { pk: 'P', sk } });
  const read = (sk: string) => planOf('TransactGetItems', { TransactItems: [{ Get: { TableName: 't', Key: { pk: 'P', sk } } }] });

  it('refuses a transaction that overlaps a transaction, at the overlapping places only', () => {
    const locks = new ItemLocks();
    const first = tx('1', '2');
    expect(locks.acquire(first)).toEqual([]);
    expect(locks.acquire(tx('3', '2'))).toEqual([1]);
    expect(locks.acquire(tx('3'))).toEqual([]);
    locks.release(first);
    expect(locks.acquire(tx('2'))).toEqual([]);
  });

  it('refuses a plain write to an item a transaction holds, and a transaction on an item a write is changing', () => {
    const locks = new ItemLocks();
    const holding = tx('1');
    locks.acquire(holding);
    expect(locks.acquire(write('1'))).toEqual([0]);
    locks.release(holding);
    const plain = write('1');
    expect(locks.acquire(plain)).toEqual([]);
    expect(locks.acquire(tx('1'))).toEqual([0]);
    expect(locks.acquire(read('1'))).toEqual([0]);
    locks.release(plain);
    expect(locks.acquire(read('1'))).toEqual([]);
  });

  it('lets plain writes to one item run together, as DynamoDB serialises them', () => {
    const locks = new ItemLocks();
    expect(locks.acquire(write('1'))).toEqual([]);
    expect(locks.acquire(write('1'))).toEqual([]);
  });

  it('a transactional read holds nothing', () => {
    const locks = new ItemLocks();
    locks.acquire(read('1'));
    expect(locks.acquire(tx('1'))).toEqual([]);
  });
});
