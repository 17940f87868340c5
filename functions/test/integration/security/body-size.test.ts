import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { MSG } from '@ifa/shared';
import { useApi } from '../../support/api.js';
import { createAccount } from '../../support/security/fixture.js';
import { MAX_BODY_BYTES } from '../../../src/http/middleware/json-body.js';

const api = useApi();
const LIMIT = MAX_BODY_BYTES;
const KB = 1024;
const MB = 1024 * 1024;

interface Outcome {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Bytes of the body the client had written when the answer arrived. */
  writtenAtResponse: number;
  /** Any error the client saw (a reset, a broken pipe). */
  errors: string[];
}

/** A JSON-looking start, then filler: the size is what matters, and it never parses. */
function bodyChunk(offset: number, n: number, fill: string): Buffer {
  const filler = Buffer.alloc(n, fill);
  if (offset === 0) Buffer.from('{"a":"').copy(filler);
  return filler;
}

/**
 * Sends `size` bytes with Node's own client, streamed in 64 KB chunks, with a content-length or
 * chunked. Node's client stops sending by itself once it holds a whole answer that says
 * `Connection: close`. Never rejects: a dropped connection shows as `errors` and status 0.
 */
function stream(path: string, size: number, options: { chunked: boolean; token?: string; fill?: string; agent?: Agent; method?: string }): Promise<Outcome> {
  return new Promise((resolve) => {
    const errors: string[] = [];
    let written = 0;
    let writtenAtResponse = -1;
    const req = request(
      `${api.base}${path}`,
      {
        method: options.method ?? 'POST',
        agent: options.agent ?? false,
        headers: {
          'content-type': 'application/json',
          ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        writtenAtResponse = written;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (e) => errors.push(`response: ${e.message}`));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), writtenAtResponse, errors }));
      },
    );
    req.on('error', (e) => {
      errors.push(`request: ${(e as NodeJS.ErrnoException).code ?? e.message}`);
      resolve({ status: 0, headers: {}, text: '', writtenAtResponse, errors });
    });
    const writeMore = () => {
      while (written < size && !req.destroyed) {
        const n = Math.min(64 * KB, size - written);
        const ok = req.write(bodyChunk(written, n, options.fill ?? ' '));
        written += n;
        if (!ok) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

/**
 * The client that does not listen while it sends: a raw socket writes the whole request (10 MB
 * included), and only then reads. A server that resets the connection with bytes unread would
 * make it lose the answer: the case that dropped connections before.
 */
function naiveClient(path: string, size: number, chunked: boolean): Promise<{ head: string; body: string; errors: string[]; wroteAll: boolean }> {
  const { port } = new URL(api.base);
  return new Promise((resolve) => {
    const errors: string[] = [];
    let received = '';
    let wroteAll = false;
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('data', (d: Buffer) => (received += d.toString('utf8')));
    socket.on('error', (e) => errors.push((e as NodeJS.ErrnoException).code ?? e.message));
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ head, body, errors, wroteAll });
    });
    socket.write(
      `POST /api${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`}\r\n\r\n`,
    );
    let written = 0;
    const writeMore = () => {
      while (written < size) {
        const n = Math.min(64 * KB, size - written);
        const data = bodyChunk(written, n, ' ');
        written += n;
        const ok = socket.write(chunked ? Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data);
        if (!ok) return void socket.once('drain', writeMore);
      }
      socket.write(chunked ? '0\r\n\r\n' : '', () => (wroteAll = true));
    };
    writeMore();
  });
}

function expectRefused(outcome: Outcome, where: string) {
  expect(outcome.errors, where).toEqual([]);
  expect(outcome.status, where).toBe(413);
  expect(JSON.parse(outcome.text), where).toEqual({ detail: MSG.bodyTooLarge });
  expect(outcome.headers['content-type'], where).toMatch(/^application\/json/);
  expect(outcome.headers.connection, where).toBe('close');
}

describe('request bodies over 256 KB (local gateway, as API Gateway + the Lambda answer in AWS)', () => {
  it('answers 413 with the {detail} at 256 KB + 1, 300 KB, 1 MB and 10 MB, with a length or chunked, never dropping the connection', async () => {
    const sizes = [LIMIT + 1, 300 * KB, 1 * MB, 10 * MB];
    const cases = sizes.flatMap((size) => [false, true].map((chunked) => ({ size, chunked })));
    const outcomes = await Promise.all(cases.map(async (c) => ({ ...c, outcome: await stream('/auth/login', c.size, { chunked: c.chunked }) })));
    for (const { size, chunked, outcome } of outcomes) expectRefused(outcome, `${size} bytes ${chunked ? 'chunked' : 'with content-length'}`);
    // A declared length over the limit is refused before the body is read: the answer came
    // while most of the 10 MB was still to be sent.
    const declared = outcomes.find((o) => o.size === 10 * MB && !o.chunked)!;
    expect(declared.outcome.writtenAtResponse).toBeLessThan(10 * MB);
  });

  it('answers a client that sends all 10 MB before it reads: the rest is drained, the 413 arrives whole', async () => {
    const cases = [300 * KB, 1 * MB, 10 * MB].flatMap((size) => [false, true].map((chunked) => ({ size, chunked })));
    const outcomes = await Promise.all(cases.map(async (c) => ({ ...c, outcome: await naiveClient('/auth/login', c.size, c.chunked) })));
    for (const { size, chunked, outcome } of outcomes) {
      const where = `${size} bytes ${chunked ? 'chunked' : 'with content-length'}`;
      expect(outcome.errors, where).toEqual([]);
      expect(outcome.wroteAll, where).toBe(true);
      expect(outcome.head, where).toMatch(/^HTTP\/1\.1 413 /);
      expect(outcome.head.toLowerCase(), where).toContain('connection: close');
      expect(JSON.parse(outcome.body), where).toEqual({ detail: MSG.bodyTooLarge });
    }
  });

  it('refuses before parsing: 300 KB of broken JSON is a 413, not a 400 about the JSON', async () => {
    const outcome = await stream('/auth/login', 300 * KB, { chunked: true, fill: '{' });
    expectRefused(outcome, 'broken JSON');
  });

  it('refuses on an authenticated route before the token is even looked at, and for an anonymous caller alike', async () => {
    const { token } = await createAccount('student');
    const [withToken, without] = await Promise.all([
      stream('/user/language', 1 * MB, { chunked: false, token, method: 'PUT' }),
      stream('/user/language', 1 * MB, { chunked: true, method: 'PUT' }),
    ]);
    expectRefused(withToken, 'with a token');
    expectRefused(without, 'anonymous');
  });

  it('takes exactly 256 KB (the body reaches the handler, which answers about its content)', async () => {
    const body = JSON.stringify({ email: 'x@example.com', password: 'p'.repeat(10) });
    const padded = body + ' '.repeat(LIMIT - Buffer.byteLength(body));
    expect(Buffer.byteLength(padded)).toBe(LIMIT);
    const res = await api.call('POST', '/auth/login', { rawBody: padded });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(MSG.badCredentials);
  });

  it('keeps serving: a keep-alive client gets its 413, then its next request answered on a new connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await stream('/auth/login', 2 * MB, { chunked: true, agent });
      expectRefused(refused, 'keep-alive');
      const next = await new Promise<number>((resolve, reject) => {
        request(`${api.base}/ifa-signs/odduns`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
      expect(next).toBe(401);
    } finally {
      agent.destroy();
    }
  });

  it('shrugs off clients that hang up mid-body, under and over the limit, and serves the next one', async () => {
    const hangUp = (declared: number, sent: number) =>
      new Promise<void>((resolve) => {
        const { port } = new URL(api.base);
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`);
          socket.write(Buffer.alloc(sent, ' '), () => socket.destroy());
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
      });
    await Promise.all([hangUp(100 * KB, 10 * KB), hangUp(2 * MB, 300 * KB), hangUp(10 * MB, 1 * MB)]);
    const next = await api.call('POST', '/auth/login', { body: { email: 'nadie@example.com', password: 'secreto123' } });
    expect(next.status).toBe(401);
  });

  it('answers a fetch client too (undici), for a 10 MB body', async () => {
    const res = await fetch(`${api.base}/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(10 * MB) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: MSG.bodyTooLarge });
  });
});

describe('the Lambda itself refuses over 256 KB (API Gateway lets up to 10 MB through in AWS)', () => {
  const event = (body: string, isBase64Encoded = false): APIGatewayProxyEventV2 => ({
    version: '2.0',
    routeKey: 'POST /api/auth/login',
    rawPath: '/api/auth/login',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path: '/api/auth/login', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'req',
      routeKey: 'POST /api/auth/login',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body,
    isBase64Encoded,
  });
  const context = { awsRequestId: 'req', functionName: 'auth', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

  it('answers 413 before parsing, for a text and a base64 body, and lets exactly 256 KB through', async () => {
    const { handler } = await import('../../../src/handlers/auth.js');
    const broken = '{'.repeat(LIMIT + 1);
    const [text, base64, atLimit] = await Promise.all([
      handler(event(broken), context),
      handler(event(Buffer.from(broken).toString('base64'), true), context),
      handler(event(JSON.stringify({ email: 'x@example.com', password: 'secreto123' }).padEnd(LIMIT, ' ')), context),
    ]);
    for (const res of [text, base64]) {
      expect(res.statusCode).toBe(413);
      expect(JSON.parse(res.body!)).toEqual({ detail: MSG.bodyTooLarge });
    }
    expect(atLimit.statusCode).toBe(401);
  });
});

/**
 * What AWS does between the client and the handler (docs/decisions/009-body-size.md): API
 * Gateway takes up to 10 MB, but invokes the function only when the whole event is under
 * Lambda's synchronous payload limit; otherwise it answers its own 413 and the handler never
 * runs. These build the event as API Gateway does for the worst bodies and check that every
 * body the Lambda's rule judges does reach it.
 */
describe('the AWS side: every body over 256 KB reaches the Lambda, whose 413 answers it', () => {
  /** A request must be smaller than this (6 MiB; Lambda quotas, measured in decision 009's sources). */
  const INVOKE_LIMIT = 6 * 1024 * 1024;
  /** HTTP API's quota for the request line and headers together. */
  const HEADER_QUOTA = 10_240;
  const context = { awsRequestId: 'req', functionName: 'auth', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

  /** API Gateway's v2 event: headers filling their quota, the body as text or base64 by content type. */
  function apiGatewayEvent(body: Buffer, contentType: string): APIGatewayProxyEventV2 {
    const text = /^(application\/json|text\/)/.test(contentType);
    const headers: Record<string, string> = { 'content-type': contentType, 'content-length': String(body.length), host: 'api.example.com' };
    const used = 'POST /api/auth/login HTTP/1.1\r\n'.length + Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    headers['x-filler'] = 'f'.repeat(HEADER_QUOTA - used - 'x-filler: \r\n'.length);
    const now = new Date();
    return {
      version: '2.0',
      routeKey: 'POST /api/auth/login',
      rawPath: '/api/auth/login',
      rawQueryString: '',
      cookies: [],
      headers,
      requestContext: {
        accountId: '123456789012',
        apiId: 'abcdef1234',
        domainName: 'abcdef1234.execute-api.us-east-1.amazonaws.com',
        domainPrefix: 'abcdef1234',
        http: { method: 'POST', path: '/api/auth/login', protocol: 'HTTP/1.1', sourceIp: '198.51.100.7', userAgent: 'test' },
        requestId: 'JKJaXmPLvHcESHA=',
        routeKey: 'POST /api/auth/login',
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
      },
      body: text ? body.toString('utf8') : body.toString('base64'),
      isBase64Encoded: !text,
    };
  }
  /** The invocation payload's size: the event as the JSON API Gateway sends to Lambda. */
  const payloadBytes = (event: APIGatewayProxyEventV2) => Buffer.byteLength(JSON.stringify(event));

  it('one byte over 256 KB, in its costliest encodings, makes an event under 6 MB: the handler answers 413 {detail}', async () => {
    const { handler } = await import('../../../src/handlers/auth.js');
    const over = MAX_BODY_BYTES + 1;
    const bodies = {
      // Each control character is escaped to \u00XX inside the event's JSON: 6 bytes for 1.
      'control characters': [Buffer.alloc(over, 0x01), 'text/plain'],
      // Each quote is escaped to \": 2 bytes for 1.
      quotes: [Buffer.alloc(over, '"'), 'application/json'],
      // A content type API Gateway does not treat as text: the body is base64-encoded.
      binary: [Buffer.alloc(over, 0xff), 'application/octet-stream'],
    } as const;
    for (const [name, [body, type]] of Object.entries(bodies)) {
      const event = apiGatewayEvent(body, type);
      expect(payloadBytes(event), name).toBeLessThan(INVOKE_LIMIT);
      const res = await handler(event, context);
      expect(res.statusCode, name).toBe(413);
      expect(JSON.parse(res.body!), name).toEqual({ detail: MSG.bodyTooLarge });
    }
    // The worst of them keeps a wide margin: the rule could not creep near the invoke limit unseen.
    expect(payloadBytes(apiGatewayEvent(bodies['control characters'][0], 'text/plain'))).toBeLessThan(INVOKE_LIMIT / 3);
  });

  it("the largest body whose event still fits is the Lambda's to refuse; one byte more never reaches it", async () => {
    const { handler } = await import('../../../src/handlers/auth.js');
    const overhead = payloadBytes(apiGatewayEvent(Buffer.alloc(0), 'application/json'));
    // Plain JSON text (spaces) costs one byte per byte inside the event.
    const largest = apiGatewayEvent(Buffer.alloc(INVOKE_LIMIT - 1 - overhead, ' '), 'application/json');
    expect(payloadBytes(largest)).toBe(INVOKE_LIMIT - 1);
    const res = await handler(largest, context);
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body!)).toEqual({ detail: MSG.bodyTooLarge });
    // One byte more and Lambda refuses the invoke: API Gateway's own 413, not this {detail}
    // (decision 009). The same body base64-encoded stops fitting near 4.5 MB.
    expect(payloadBytes(apiGatewayEvent(Buffer.alloc(INVOKE_LIMIT - overhead, ' '), 'application/json'))).toBe(INVOKE_LIMIT);
    const base64Fits = Math.floor(((INVOKE_LIMIT - 1 - overhead) * 3) / 4);
    expect(base64Fits).toBeGreaterThan(4.4 * 1024 * 1024);
    expect(base64Fits).toBeLessThan(4.6 * 1024 * 1024);
  });
});
