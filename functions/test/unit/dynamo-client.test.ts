import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
  type AnyCommand,
  type DynamoOptions,
} from '../../src/lib/dynamo/client.js';
import { isServiceUnavailable } from '../../src/lib/errors.js';

/**
 * The lean DynamoDB client (lib/dynamo) against a stand-in for DynamoDB's JSON API: what it
 * sends, how it reads answers and errors, and the timeouts and retries lib/ddb.ts documents.
 */

interface Seen {
  target: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: Record<string, unknown>;
}
type Reply = (req: IncomingMessage, res: ServerResponse) => void;

const json =
  (status: number, body: object, delayMs = 0): Reply =>
  (_req, res) => {
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'request-1' });
      res.end(JSON.stringify(body));
    }, delayMs);
  };
const html = (status: number): Reply => (_req, res) => {
  res.writeHead(status, { 'content-type': 'text/html' });
  res.end('<html><body>Bad Gateway</body></html>');
};
const hang: Reply = () => {};
const reset: Reply = (req) => req.socket.destroy();
const awsError = (type: string, fields: object) => ({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, ...fields });

let server: Server;
let endpoint: string;
let seen: Seen[] = [];
let replies: Reply[] = [];
const clients: DynamoDocumentClient[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      seen.push({ target: String(req.headers['x-amz-target']), headers: req.headers, raw, body: JSON.parse(raw) });
      (replies.shift() ?? json(200, {}))(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  seen = [];
  replies = [];
  for (const c of clients.splice(0)) c.destroy();
  server.closeAllConnections();
  vi.unstubAllEnvs();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example' };
const client = (options: Partial<DynamoOptions> = {}) => {
  const c = new DynamoDocumentClient({ region: 'eu-west-1', endpoint, credentials: CREDENTIALS, ...options });
  clients.push(c);
  return c;
};
const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected the call to fail'), (error: unknown) => error as Error & Record<string, any>);

// One document of every attribute type, and how DynamoDB's JSON carries it.
const Key = { pk: 'USER#1', sk: 'PROFILE' };
const keyAttributes = { pk: { S: 'USER#1' }, sk: { S: 'PROFILE' } };
const stored = { ...Key, n: 3, ratio: 1.5, ok: true, none: null, tags: new Set(['a', 'b']), nested: { list: [1, 'x'], deep: { z: false } } };
const doc = { ...stored, bytes: new Uint8Array([1, 2, 3]), dropped: undefined };
const docBack = { ...stored, bytes: Buffer.from([1, 2, 3]) };
const attributes = {
  ...keyAttributes,
  n: { N: '3' },
  ratio: { N: '1.5' },
  ok: { BOOL: true },
  none: { NULL: true },
  tags: { SS: ['a', 'b'] },
  nested: { M: { list: { L: [{ N: '1' }, { S: 'x' }] }, deep: { M: { z: { BOOL: false } } } } },
  bytes: { B: 'AQID' },
};

describe('documents in, documents out', () => {
  const T = 'table-1';
  it.each<[string, AnyCommand, object, object, object]>([
    [
      'GetItem',
      new GetCommand({ TableName: T, Key, ConsistentRead: true }),
      { TableName: T, Key: keyAttributes, ConsistentRead: true },
      { Item: attributes, ConsumedCapacity: { TableName: T, CapacityUnits: 1 } },
      { Item: docBack, ConsumedCapacity: { TableName: T, CapacityUnits: 1 } },
    ],
    [
      'PutItem',
      new PutCommand({ TableName: T, Item: doc, ConditionExpression: 'n < :n', ExpressionAttributeValues: { ':n': 5 }, ReturnValues: 'ALL_OLD' }),
      { TableName: T, Item: attributes, ConditionExpression: 'n < :n', ExpressionAttributeValues: { ':n': { N: '5' } }, ReturnValues: 'ALL_OLD' },
      { Attributes: attributes },
      { Attributes: docBack },
    ],
    [
      'UpdateItem',
      new UpdateCommand({ TableName: T, Key, UpdateExpression: 'ADD tags :t', ExpressionAttributeValues: { ':t': new Set(['c']) }, ReturnValues: 'ALL_NEW' }),
      { TableName: T, Key: keyAttributes, UpdateExpression: 'ADD tags :t', ExpressionAttributeValues: { ':t': { SS: ['c'] } }, ReturnValues: 'ALL_NEW' },
      { Attributes: attributes },
      { Attributes: docBack },
    ],
    [
      'DeleteItem',
      new DeleteCommand({ TableName: T, Key, ConditionExpression: 'sk = :sk', ExpressionAttributeValues: { ':sk': 'PROFILE' } }),
      { TableName: T, Key: keyAttributes, ConditionExpression: 'sk = :sk', ExpressionAttributeValues: { ':sk': { S: 'PROFILE' } } },
      {},
      {},
    ],
    [
      'Query',
      new QueryCommand({ TableName: T, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'P' }, ExclusiveStartKey: Key }),
      { TableName: T, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': { S: 'P' } }, ExclusiveStartKey: keyAttributes },
      { Items: [attributes, keyAttributes], Count: 2, ScannedCount: 2, LastEvaluatedKey: keyAttributes },
      { Items: [docBack, Key], Count: 2, ScannedCount: 2, LastEvaluatedKey: Key },
    ],
    [
      'TransactWriteItems',
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: T, Item: doc, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName: T, Key, UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': 1 } } },
          { Delete: { TableName: T, Key } },
          { ConditionCheck: { TableName: T, Key, ConditionExpression: 'ok = :ok', ExpressionAttributeValues: { ':ok': true } } },
        ],
      }),
      {
        TransactItems: [
          { Put: { TableName: T, Item: attributes, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName: T, Key: keyAttributes, UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': { N: '1' } } } },
          { Delete: { TableName: T, Key: keyAttributes } },
          { ConditionCheck: { TableName: T, Key: keyAttributes, ConditionExpression: 'ok = :ok', ExpressionAttributeValues: { ':ok': { BOOL: true } } } },
        ],
      },
      {},
      {},
    ],
    [
      'BatchGetItem',
      new BatchGetCommand({ RequestItems: { [T]: { Keys: [Key], ProjectionExpression: 'pk' } } }),
      { RequestItems: { [T]: { Keys: [keyAttributes], ProjectionExpression: 'pk' } } },
      { Responses: { [T]: [attributes] }, UnprocessedKeys: { [T]: { Keys: [keyAttributes], ProjectionExpression: 'pk' } } },
      { Responses: { [T]: [docBack] }, UnprocessedKeys: { [T]: { Keys: [Key], ProjectionExpression: 'pk' } } },
    ],
    [
      'BatchWriteItem',
      new BatchWriteCommand({ RequestItems: { [T]: [{ PutRequest: { Item: doc } }, { DeleteRequest: { Key } }] } }),
      { RequestItems: { [T]: [{ PutRequest: { Item: attributes } }, { DeleteRequest: { Key: keyAttributes } }] } },
      { UnprocessedItems: { [T]: [{ PutRequest: { Item: attributes } }, { DeleteRequest: { Key: keyAttributes } }] } },
      { UnprocessedItems: { [T]: [{ PutRequest: { Item: docBack } }, { DeleteRequest: { Key } }] } },
    ],
  ])('%s: marshals the input and unmarshals the answer', async (operation, command, sent, answer, output) => {
    replies = [json(200, answer)];
    const out = await client().send(command);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.target).toBe(`DynamoDB_20120810.${operation}`);
    expect(seen[0]!.body).toStrictEqual(sent);
    expect(out).toStrictEqual({ ...output, $metadata: { httpStatusCode: 200, requestId: 'request-1', attempts: 1, totalRetryDelay: 0 } });
  });
});

describe('signing', () => {
  it('signs with SigV4 for dynamodb in the region, over exactly what was sent', async () => {
    await client({ credentials: { ...CREDENTIALS, sessionToken: 'session-token' } }).send(new GetCommand({ TableName: 't', Key }));
    const { headers, raw } = seen[0]!;
    expect(headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(headers['x-amz-security-token']).toBe('session-token');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/dynamodb\/aws4_request, SignedHeaders=[a-z0-9;-]*host;[a-z0-9;-]*x-amz-target, Signature=[0-9a-f]{64}$/,
    );
    // Signed again from the request as it arrived (aws4 reuses its x-amz-date): any header or
    // body byte changed after signing would give another signature, which DynamoDB refuses.
    const again = aws4.sign(
      { method: 'POST', path: '/', service: 'dynamodb', region: 'eu-west-1', body: raw, headers: { ...headers } },
      { ...CREDENTIALS, sessionToken: 'session-token' },
    );
    expect(again.headers!.Authorization).toBe(headers.authorization);
  });

  it("reads Lambda's credentials from the environment when none are given", async () => {
    const unconfigured = client({ credentials: undefined });
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    await expect(unconfigured.send(new GetCommand({ TableName: 't', Key }))).rejects.toThrow(/No AWS credentials/);
    expect(seen).toHaveLength(0);

    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAENVIRONMENT');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'environment-secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'environment-token');
    await unconfigured.send(new GetCommand({ TableName: 't', Key }));
    expect(seen[0]!.headers.authorization).toContain('Credential=ASIAENVIRONMENT/');
    expect(seen[0]!.headers['x-amz-security-token']).toBe('environment-token');
  });
});

describe('errors, as the SDK throws them', () => {
  it.each([
    [
      'a refused condition, with the old item as DynamoDB returned it',
      awsError('ConditionalCheckFailedException', { message: 'The conditional request failed', Item: { attempts: { N: '3' } } }),
      { name: 'ConditionalCheckFailedException', message: 'The conditional request failed', Item: { attempts: { N: '3' } } },
    ],
    [
      'a cancelled transaction, with its reasons',
      awsError('TransactionCanceledException', {
        Message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]',
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }],
      }),
      {
        name: 'TransactionCanceledException',
        message: expect.stringMatching(/^Transaction cancelled/),
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }],
      },
    ],
    [
      'bad input',
      awsError('ValidationException', { message: 'One or more parameter values were invalid' }),
      { name: 'ValidationException', message: 'One or more parameter values were invalid' },
    ],
  ])('%s: a client fault, never retried, not "unavailable"', async (_, body, expected) => {
    replies = [json(400, body)];
    const error = await failure(client().send(new UpdateCommand({ TableName: 't', Key, UpdateExpression: 'SET a = :a', ExpressionAttributeValues: { ':a': 1 } })));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ ...expected, $fault: 'client', $metadata: { httpStatusCode: 400, requestId: 'request-1', attempts: 1 } });
    expect(error).not.toHaveProperty('__type');
    expect(seen).toHaveLength(1);
    expect(isServiceUnavailable(error)).toBe(false);
  });

  it('a 5xx page that is not JSON is a server fault, retried, then "unavailable"', async () => {
    replies = [html(502), html(502), html(502)];
    const error = await failure(client().send(new GetCommand({ TableName: 't', Key })));
    expect(error).toMatchObject({ name: 'UnknownError', $fault: 'server', $metadata: { httpStatusCode: 502, attempts: 3 } });
    expect(seen).toHaveLength(3);
    expect(isServiceUnavailable(error)).toBe(true);
  });
});

describe('retries within the budget (lib/ddb.ts)', () => {
  it('retries a 500 and returns the answer that follows', async () => {
    replies = [json(500, awsError('InternalServerError', { message: 'Internal server error' })), json(200, { Item: keyAttributes })];
    const out = await client().send(new GetCommand({ TableName: 't', Key }));
    expect(out.Item).toEqual(Key);
    expect(out.$metadata.attempts).toBe(2);
    expect(seen).toHaveLength(2);
  });

  it('retries throttling up to the attempts allowed, then throws it as "unavailable"', async () => {
    const throttled = json(400, awsError('ProvisionedThroughputExceededException', { message: 'Rate exceeded' }));
    replies = [throttled, throttled, throttled, json(200, {})];
    const error = await failure(client().send(new GetCommand({ TableName: 't', Key })));
    expect(error).toMatchObject({ name: 'ProvisionedThroughputExceededException', $fault: 'client', $metadata: { attempts: 3 } });
    expect(seen).toHaveLength(3);
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it('retries a dropped connection', async () => {
    replies = [reset, json(200, { Item: keyAttributes })];
    const out = await client().send(new GetCommand({ TableName: 't', Key }));
    expect(out.Item).toEqual(Key);
    expect(out.$metadata.attempts).toBe(2);
  });

  it('retries a refused connection, then throws it with its Node code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(client({ endpoint: `http://127.0.0.1:${port}` }).send(new GetCommand({ TableName: 't', Key })));
    expect(error).toMatchObject({ code: 'ECONNREFUSED', $metadata: { attempts: 3 } });
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it('gives up on a silent database after one attempt, with a TimeoutError', async () => {
    replies = [hang, json(200, {})];
    const started = performance.now();
    const error = await failure(client({ attemptMs: 200 }).send(new GetCommand({ TableName: 't', Key })));
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ name: 'TimeoutError', $metadata: { attempts: 1 } });
    expect(elapsed).toBeGreaterThanOrEqual(195);
    expect(elapsed).toBeLessThan(600);
    expect(seen).toHaveLength(1);
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it('starts no attempt that would end past the budget (attemptMs + 500)', async () => {
    // Each 500 takes 300 ms: the second attempt starts at ~300 ms (300 + 400 <= 900), a third
    // would start at ~600 ms and could end at ~1000 ms, past the 900 ms budget.
    const slowFailure = json(500, awsError('InternalServerError', { message: 'slow' }), 300);
    replies = [slowFailure, slowFailure, slowFailure];
    const error = await failure(client({ attemptMs: 400 }).send(new GetCommand({ TableName: 't', Key })));
    expect(error).toMatchObject({ name: 'InternalServerError', $metadata: { attempts: 2 } });
    expect(seen).toHaveLength(2);
  });
});

describe('hooks', () => {
  it('see each call: may change its input (marshalled after them) and read its output', async () => {
    const consumed = { TableName: 't', CapacityUnits: 1.5, Table: { CapacityUnits: 0.5 }, GlobalSecondaryIndexes: { gsi1: { CapacityUnits: 1 } } };
    replies = [json(200, { Items: [], Count: 0, ScannedCount: 0, ConsumedCapacity: consumed })];
    const c = client();
    const log: string[] = [];
    c.use(async (commandName, input, next) => {
      log.push(`outer ${commandName}`);
      const out = await next({ ...input, ReturnConsumedCapacity: 'INDEXES' });
      log.push(`outer read ${JSON.stringify(out.ConsumedCapacity)}`);
      return out;
    });
    c.use(async (commandName, input, next) => {
      log.push(`inner ${commandName} ${input.ReturnConsumedCapacity}`);
      return next(input);
    });
    const command = new QueryCommand({ TableName: 't', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'P' } });
    const out = await c.send(command);
    expect(log).toEqual(['outer QueryCommand', 'inner QueryCommand INDEXES', `outer read ${JSON.stringify(consumed)}`]);
    expect(seen[0]!.body).toMatchObject({ ReturnConsumedCapacity: 'INDEXES', ExpressionAttributeValues: { ':pk': { S: 'P' } } });
    expect(out.ConsumedCapacity).toEqual(consumed);
    expect(command.input).not.toHaveProperty('ReturnConsumedCapacity');
  });
});
