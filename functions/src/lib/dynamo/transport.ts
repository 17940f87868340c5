import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import aws4 from 'aws4';
import type { Wire } from './commands.js';
import { serviceError, timeoutError } from './errors.js';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Where the calls go, over one keep-alive agent (a TLS handshake per call would cost more than the call). */
export interface Connection {
  url: URL;
  agent: HttpAgent;
  request: (options: RequestOptions, onResponse: (res: IncomingMessage) => void) => ClientRequest;
}

export function connectionTo(endpoint: string): Connection {
  const url = new URL(endpoint);
  return url.protocol === 'https:'
    ? { url, agent: new HttpsAgent({ keepAlive: true }), request: httpsRequest }
    : { url, agent: new HttpAgent({ keepAlive: true }), request: httpRequest };
}

export interface Limits {
  /** One attempt, from its start to the last byte of the answer, connect included. */
  attemptMs: number;
  connectTimeoutMs: number;
}

export interface Answer {
  body: Wire;
  requestId: string | undefined;
}

/**
 * DynamoDB's JSON carries binary (B, BS) as base64, where marshall leaves bytes. A replacer sees
 * a value after its toJSON (a Buffer's is not base64), so it reads the raw value from `this`.
 */
export function encode(body: Wire): string {
  return JSON.stringify(body, function (this: Wire, key: string, value: unknown) {
    const raw: unknown = this[key];
    return raw instanceof Uint8Array ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') : value;
  });
}

// A string under "B" or an array under "BS" is only ever a binary attribute value; most
// answers hold neither, and skip the slower reviver.
const HAS_BINARY = /"BS?":/;
const toBytes = (key: string, value: unknown) => {
  if (key === 'B' && typeof value === 'string') return Buffer.from(value, 'base64');
  if (key === 'BS' && Array.isArray(value)) return value.map((v) => Buffer.from(String(v), 'base64'));
  return value;
};

function decode(text: string): Wire | undefined {
  try {
    const body: unknown = JSON.parse(text, HAS_BINARY.test(text) ? toBytes : undefined);
    return body && typeof body === 'object' ? (body as Wire) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One attempt of a DynamoDB JSON API call: POST / signed with SigV4, the whole answer read.
 * Resolves with a 200's body; rejects with DynamoDB's error, the socket's (its Node `code`
 * kept), or a TimeoutError.
 */
export function post(to: Connection, region: string, credentials: Credentials, operation: string, body: string, limits: Limits): Promise<Answer> {
  const { url } = to;
  const signed = aws4.sign(
    {
      hostname: url.hostname,
      port: url.port || undefined,
      path: '/',
      method: 'POST',
      service: 'dynamodb',
      region,
      body,
      headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `DynamoDB_20120810.${operation}` },
    },
    credentials,
  );
  return new Promise((resolve, reject) => {
    const timers: NodeJS.Timeout[] = [];
    const fail = (error: Error) => {
      timers.forEach(clearTimeout);
      reject(error);
      req.destroy();
    };
    const req = to.request(
      {
        // The URL keeps an IPv6 host in brackets, a socket wants it bare.
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: '/',
        method: 'POST',
        headers: signed.headers,
        agent: to.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          timers.forEach(clearTimeout);
          const answer = decode(Buffer.concat(chunks).toString('utf8'));
          const requestId = res.headers['x-amzn-requestid'] as string | undefined;
          if (res.statusCode === 200 && answer) resolve({ body: answer, requestId });
          else reject(serviceError(res.statusCode ?? 0, requestId, answer));
        });
      },
    );
    timers.push(setTimeout(() => fail(timeoutError(`DynamoDB did not answer within ${limits.attemptMs} ms`)), limits.attemptMs));
    req.on('error', fail);
    req.on('socket', (socket) => {
      if (!socket.connecting) return; // a kept-alive connection
      const connectTimer = setTimeout(() => fail(timeoutError(`No connection to DynamoDB within ${limits.connectTimeoutMs} ms`, 'ETIMEDOUT')), limits.connectTimeoutMs);
      timers.push(connectTimer);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    req.end(body);
  });
}
