import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoError,
} from '../../src/lib/dynamo/client.js';
import { isServiceUnavailable } from '../../src/lib/errors.js';

/**
 * The lean DynamoDB client (lib/dynamo) against DynamoDB Local and this file's own table
 * (integration-env.ts): every command the data modules send, and the errors they read.
 */

const TableName = process.env.TABLE_NAME!;
const ddb = new DynamoDocumentClient({
  region: 'us-east-1',
  endpoint: process.env.DDB_ENDPOINT!,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  // The test stacks' generous attempt (integration-env.ts): a busy machine is not an outage.
  attemptMs: Number(process.env.DDB_ATTEMPT_TIMEOUT_MS),
});
afterAll(() => ddb.destroy());

/** A partition of its own for each test. */
const partition = () => `DYNAMO-CLIENT#${randomUUID()}`;
const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected the call to fail'), (error: unknown) => error as DynamoError & Record<string, any>);

describe('single items', () => {
  it('puts and gets back a document of every attribute type', async () => {
    const stored = {
      pk: partition(),
      sk: 'PROFILE',
      count: 42,
      ratio: 0.25,
      active: true,
      nothing: null,
      tags: new Set(['ifá', 'odù']),
      scores: new Set([1, 2]),
      history: [{ at: '2025-01-01', points: 3 }, 'note'],
      profile: { name: 'Ọ̀rúnmìlà', nested: { deep: [true] } },
    };
    await ddb.send(new PutCommand({ TableName, Item: { ...stored, bytes: new Uint8Array([0, 255, 7]), absent: undefined } }));
    const out = await ddb.send(new GetCommand({ TableName, Key: { pk: stored.pk, sk: stored.sk }, ConsistentRead: true }));
    expect(out.Item).toEqual({ ...stored, bytes: Buffer.from([0, 255, 7]) });
    expect(out.Item).not.toHaveProperty('absent');
    expect(out.$metadata).toMatchObject({ httpStatusCode: 200, attempts: 1 });
  });

  it('gets nothing for a missing key', async () => {
    const out = await ddb.send(new GetCommand({ TableName, Key: { pk: partition(), sk: 'NONE' } }));
    expect(out).not.toHaveProperty('Item');
  });

  it('updates under a condition, and refuses when it does not hold', async () => {
    const Key = { pk: partition(), sk: 'COUNTER' };
    const add = (limit: number, onFailure?: 'ALL_OLD') =>
      ddb.send(
        new UpdateCommand({
          TableName,
          Key,
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
          ExpressionAttributeValues: { ':one': 1, ':limit': limit },
          ReturnValues: 'ALL_NEW',
          ...(onFailure ? { ReturnValuesOnConditionCheckFailure: onFailure } : {}),
        }),
      );
    expect((await add(2)).Attributes).toEqual({ ...Key, attempts: 1 });
    expect((await add(2)).Attributes).toEqual({ ...Key, attempts: 2 });

    const refused = await failure(add(2));
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ name: 'ConditionalCheckFailedException', $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
    expect(refused).not.toHaveProperty('Item');
    expect(isServiceUnavailable(refused)).toBe(false);

    // throttles.ts reads the window the refused write found, marshalled as the SDK leaves it.
    const withOld = await failure(add(2, 'ALL_OLD'));
    expect(withOld.name).toBe('ConditionalCheckFailedException');
    expect(withOld.Item).toEqual({ pk: { S: Key.pk }, sk: { S: Key.sk }, attempts: { N: '2' } });
  });

  it('deletes under a condition, returning the old item', async () => {
    const Key = { pk: partition(), sk: 'GONE' };
    await ddb.send(new PutCommand({ TableName, Item: { ...Key, state: 'open' } }));
    const out = await ddb.send(
      new DeleteCommand({ TableName, Key, ConditionExpression: '#s = :s', ExpressionAttributeNames: { '#s': 'state' }, ExpressionAttributeValues: { ':s': 'open' }, ReturnValues: 'ALL_OLD' }),
    );
    expect(out.Attributes).toEqual({ ...Key, state: 'open' });
    expect((await ddb.send(new GetCommand({ TableName, Key, ConsistentRead: true }))).Item).toBeUndefined();
  });

  it('throws a ValidationException for bad input', async () => {
    const error = await failure(ddb.send(new UpdateCommand({ TableName, Key: { pk: partition(), sk: 'X' }, UpdateExpression: 'SET a = :missing' })));
    expect(error).toMatchObject({ name: 'ValidationException', $fault: 'client', $metadata: { httpStatusCode: 400 } });
    expect(error.message).toMatch(/:missing/);
  });
});

describe('queries', () => {
  it('pages through an index, the last key going back as the next start', async () => {
    const gsi1pk = partition();
    const sks = ['a', 'b', 'c', 'd', 'e'];
    for (const sk of sks) await ddb.send(new PutCommand({ TableName, Item: { pk: `${gsi1pk}#${sk}`, sk, gsi1pk, gsi1sk: sk } }));

    const pages: string[][] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const out = await ddb.send(
        new QueryCommand({ TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': gsi1pk }, Limit: 2, ExclusiveStartKey }),
      );
      pages.push((out.Items ?? []).map((item) => item.gsi1sk as string));
      ExclusiveStartKey = out.LastEvaluatedKey;
      if (ExclusiveStartKey) expect(ExclusiveStartKey).toEqual({ pk: `${gsi1pk}#${pages.flat().at(-1)}`, sk: pages.flat().at(-1), gsi1pk, gsi1sk: pages.flat().at(-1) });
    } while (ExclusiveStartKey);
    expect(pages.flat()).toEqual(sks);
    expect(pages[0]).toEqual(['a', 'b']);

    const counted = await ddb.send(new QueryCommand({ TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': gsi1pk }, Select: 'COUNT' }));
    expect(counted.Count).toBe(5);
    expect(counted.Items).toBeUndefined();
  });
});

describe('transactions', () => {
  it('writes Put, Update, Delete and ConditionCheck together', async () => {
    const pk = partition();
    await ddb.send(new PutCommand({ TableName, Item: { pk, sk: 'WALLET', cowries: 10 } }));
    await ddb.send(new PutCommand({ TableName, Item: { pk, sk: 'CART', items: 1 } }));
    await ddb.send(new PutCommand({ TableName, Item: { pk, sk: 'USER', active: true } }));
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { pk, sk: 'PURCHASE', ids: new Set(['baba-ejiogbe']) }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName, Key: { pk, sk: 'WALLET' }, UpdateExpression: 'ADD cowries :minus', ConditionExpression: 'cowries >= :price', ExpressionAttributeValues: { ':minus': -4, ':price': 4 } } },
          { Delete: { TableName, Key: { pk, sk: 'CART' } } },
          { ConditionCheck: { TableName, Key: { pk, sk: 'USER' }, ConditionExpression: 'active = :yes', ExpressionAttributeValues: { ':yes': true } } },
        ],
      }),
    );
    const out = await ddb.send(new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }));
    expect(out.Items).toEqual([
      { pk, sk: 'PURCHASE', ids: new Set(['baba-ejiogbe']) },
      { pk, sk: 'USER', active: true },
      { pk, sk: 'WALLET', cowries: 6 },
    ]);
  });

  it('is cancelled with a reason per item when a condition fails', async () => {
    const pk = partition();
    await ddb.send(new PutCommand({ TableName, Item: { pk, sk: 'WALLET', cowries: 1 } }));
    const error = await failure(
      ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk, sk: 'PURCHASE' } } },
            { Update: { TableName, Key: { pk, sk: 'WALLET' }, UpdateExpression: 'ADD cowries :minus', ConditionExpression: 'cowries >= :price', ExpressionAttributeValues: { ':minus': -4, ':price': 4 } } },
          ],
        }),
      ),
    );
    expect(error).toMatchObject({ name: 'TransactionCanceledException', $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
    expect(error.CancellationReasons.map((r: { Code: string }) => r.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(isServiceUnavailable(error)).toBe(false);
    expect((await ddb.send(new GetCommand({ TableName, Key: { pk, sk: 'PURCHASE' }, ConsistentRead: true }))).Item).toBeUndefined();
  });
});

describe('batches', () => {
  it('writes and deletes in one batch, and reads the items back by key', async () => {
    const pk = partition();
    const items = Array.from({ length: 24 }, (_, i) => ({ pk, sk: `ITEM#${String(i).padStart(2, '0')}`, n: i }));
    await ddb.send(new PutCommand({ TableName, Item: { pk, sk: 'OLD' } }));
    const written = await ddb.send(
      new BatchWriteCommand({ RequestItems: { [TableName]: [...items.map((Item) => ({ PutRequest: { Item } })), { DeleteRequest: { Key: { pk, sk: 'OLD' } } }] } }),
    );
    expect(written.UnprocessedItems).toEqual({});

    const keys = [...items, { pk, sk: 'OLD' }].map(({ pk, sk }) => ({ pk, sk }));
    const read = await ddb.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ConsistentRead: true } } }));
    expect(read.UnprocessedKeys).toEqual({});
    expect(read.Responses?.[TableName]?.sort((a, b) => a.n - b.n)).toEqual(items);
  });
});

describe('consumed capacity (the bench)', () => {
  it("returns the table's and each index's units when asked for INDEXES, through a hook", async () => {
    const seen: Array<[string, unknown]> = [];
    const measured = new DynamoDocumentClient({
      region: 'us-east-1',
      endpoint: process.env.DDB_ENDPOINT!,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      attemptMs: Number(process.env.DDB_ATTEMPT_TIMEOUT_MS),
    });
    measured.use(async (commandName, input, next) => {
      const out = await next({ ...input, ReturnConsumedCapacity: 'INDEXES' });
      seen.push([commandName, out.ConsumedCapacity]);
      return out;
    });
    try {
      const pk = partition();
      await measured.send(new PutCommand({ TableName, Item: { pk, sk: 'CARD', gsi2pk: pk, gsi2sk: '2025-01-01' } }));
      await measured.send(new TransactWriteCommand({ TransactItems: [{ Update: { TableName, Key: { pk, sk: 'CARD' }, UpdateExpression: 'SET gsi2sk = :due', ExpressionAttributeValues: { ':due': '2025-02-01' } } }] }));
      await measured.send(new QueryCommand({ TableName, IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': pk } }));
    } finally {
      measured.destroy();
    }
    expect(seen.map(([name]) => name)).toEqual(['PutCommand', 'TransactWriteCommand', 'QueryCommand']);
    expect(seen[0]![1]).toMatchObject({ TableName, Table: { CapacityUnits: expect.any(Number) }, GlobalSecondaryIndexes: { gsi2: { CapacityUnits: expect.any(Number) } } });
    expect(seen[1]![1]).toEqual([expect.objectContaining({ TableName, GlobalSecondaryIndexes: { gsi2: { CapacityUnits: expect.any(Number) } } })]);
    expect(seen[2]![1]).toMatchObject({ TableName, GlobalSecondaryIndexes: { gsi2: { CapacityUnits: expect.any(Number) } } });
  });

  it("returns the call's total units when asked for TOTAL (cards.ts)", async () => {
    const out = await ddb.send(new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition() }, ReturnConsumedCapacity: 'TOTAL' }));
    expect(out.ConsumedCapacity).toEqual({ TableName, CapacityUnits: expect.any(Number) });
  });
});
