import { createServer, type Server, type Socket } from 'node:net';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import {
  ConditionalCheckFailedException,
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ResourceNotFoundException,
  ThrottlingException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@ifa/shared';
import { errorHandler } from '../../src/http/middleware/error-handler.js';
import { HttpError, RETRY_AFTER_SECONDS, isServiceUnavailable } from '../../src/lib/errors.js';

/** Issue 10 point 4: what counts as "the database is not there right now" (503) and what stays a 500. */

const $metadata = {};
const nodeError = (code: string, message = code) => Object.assign(new Error(message), { code });
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata, CancellationReasons: codes.map((Code) => ({ Code })) });

describe('isServiceUnavailable', () => {
  it.each([
    ['a refused connection', nodeError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:8000')],
    ['a reset connection', nodeError('ECONNRESET', 'read ECONNRESET')],
    ['a socket hang up without a code', new Error('socket hang up')],
    ['the HTTP handler timing out', Object.assign(new Error('request timed out'), { name: 'TimeoutError' })],
    ['RequestTimeout', Object.assign(new Error('x'), { name: 'RequestTimeout' })],
    ['provisioned throughput exceeded', new ProvisionedThroughputExceededException({ message: 'slow down', $metadata })],
    ['throttling', new ThrottlingException({ message: 'slow down', $metadata })],
    ['request limit exceeded', new RequestLimitExceeded({ message: 'slow down', $metadata })],
    ['an internal server error of DynamoDB', new InternalServerError({ message: 'oops', $metadata })],
    ['ServiceUnavailable by name', Object.assign(new Error('x'), { name: 'ServiceUnavailable' })],
    ['any 5xx answer of an AWS service', Object.assign(new Error('x'), { name: 'UnknownError', $metadata: { httpStatusCode: 502 } })],
    ['a transaction cancelled by throttling', cancelled('None', 'ThrottlingError')],
    ['a socket error wrapped as the cause', new Error('send failed', { cause: nodeError('ECONNREFUSED') })],
  ])('%s -> unavailable (503)', (_, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['a refused condition', new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata })],
    ['a transaction refused by its condition', cancelled('None', 'ConditionalCheckFailed')],
    ['a missing table (a deployment bug, not an outage)', new ResourceNotFoundException({ message: 'no table', $metadata })],
    ['a 4xx answer', Object.assign(new Error('x'), { name: 'ValidationException', $fault: 'client', $metadata: { httpStatusCode: 400 } })],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a plain error', new Error('secret of x does not exist')],
    ['an HttpError', new HttpError(404, MSG.notFound)],
    ['a thrown string', 'boom'],
    ['null', null],
    ['undefined', undefined],
  ])('%s -> not unavailable (stays as it is)', (_, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });
});

/** The real middleware in a real middy stack, as every group handler composes it. */
function run(error: unknown): Promise<APIGatewayProxyStructuredResultV2> {
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(errorHandler())
    .handler(async () => {
      throw error;
    });
  return handler({ routeKey: 'GET /api/auth/me' } as APIGatewayProxyEventV2, { awsRequestId: 'r-1' } as Context);
}

describe('error middleware', () => {
  it('answers 503 with the Spanish detail and Retry-After, and nothing of the SDK error', async () => {
    const error = new ProvisionedThroughputExceededException({ message: 'Rate of requests exceeds the allowed throughput', $metadata });
    const res = await run(error);
    expect(res.statusCode).toBe(503);
    expect(res.headers).toMatchObject({ 'retry-after': String(RETRY_AFTER_SECONDS), 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(res.body!)).toEqual({ detail: MSG.serviceUnavailable });
    expect(res.body).not.toMatch(/ProvisionedThroughput|Rate of requests|\bat\s/);
  });

  it('keeps a programming error a 500 that says only "Error interno del servidor"', async () => {
    const res = await run(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body!)).toEqual({ detail: MSG.internal });
    expect(res.headers).not.toHaveProperty('retry-after');
  });

  it('keeps a typed HttpError as it is', async () => {
    const res = await run(new HttpError(410, MSG.gameExpired));
    expect(res.statusCode).toBe(410);
    expect(JSON.parse(res.body!)).toEqual({ detail: MSG.gameExpired });
  });
});

/**
 * The module-scope client's own bounds (functions/src/lib/ddb.ts). The client reads its
 * endpoint once, at import (STYLE.md), so each case points the environment at its own fake
 * database and imports a fresh copy of the module.
 */
async function clientAt(endpoint: string) {
  process.env.DDB_ENDPOINT = endpoint;
  vi.resetModules();
  const { ddb, TABLE } = await import('../../src/lib/ddb.js');
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  return () =>
    ddb.send(new GetCommand({ TableName: TABLE, Key: { pk: 'USER#x', sk: 'PROFILE' } })).then(
      () => null,
      (e: unknown) => e as Error & { code?: string; $metadata?: { attempts?: number } },
    );
}

describe('the DynamoDB client', () => {
  // Accepts connections and never answers: a frozen DynamoDB Local, seen from outside.
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up on a silent database after one timed-out attempt (a second would not fit the budget)', async () => {
    const get = await clientAt(`http://127.0.0.1:${(silent.address() as { port: number }).port}`);
    const error = await get();
    expect(error?.name).toBe('TimeoutError');
    expect(error?.$metadata?.attempts).toBe(1);
    expect(sockets.size).toBe(1);
    expect(isServiceUnavailable(error)).toBe(true);
  }, 15_000);

  it('retries a refused connection at once, up to the attempt limit, then maps to 503', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await (await clientAt(`http://127.0.0.1:${port}`))();
    expect(error?.code).toBe('ECONNREFUSED');
    expect(error?.$metadata?.attempts).toBe(3);
    expect(isServiceUnavailable(error)).toBe(true);
  });
});
