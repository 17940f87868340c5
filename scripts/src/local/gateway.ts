import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_BASE, EDGE_HEADERS, MSG, routeList, type EndpointGroup, type RouteSpec } from '@ifa/shared';
import { SECURITY_HEADERS } from '@ifa/shared/security-headers';
import { spaDocumentFor } from '@ifa/shared/spa-pages';
import { MAX_BODY_BYTES } from '../../../functions/src/http/middleware/json-body.js';
import { simulateConflicts } from './conflicts.js';
import { enforceRoles, runAs } from './iam/enforce.js';
import type { GroupRoles } from './iam/policy.js';
import { recordRoute } from './iam/record.js';

/**
 * The local stand-in for API Gateway (HTTP API, payload v2) and CloudFront: `/api/*` is
 * matched against the route table, turned into a real v2 event and handed to the SAME handler
 * module the Lambda of that group runs; everything else is the built SPA with the same
 * client-route fallback the CloudFront Function does.
 */

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** One module per endpoint group: the Lambda entry points. Loaded lazily, after env is set. */
export const groupModules: Record<EndpointGroup, () => Promise<{ handler: LambdaHandler }>> = {
  auth: () => import('../../../functions/src/handlers/auth.js'),
  user: () => import('../../../functions/src/handlers/user.js'),
  progress: () => import('../../../functions/src/handlers/progress.js'),
  games: () => import('../../../functions/src/handlers/games.js'),
  'ifa-signs': () => import('../../../functions/src/handlers/ifa-signs.js'),
  social: () => import('../../../functions/src/handlers/social.js'),
  admin: () => import('../../../functions/src/handlers/admin.js'),
};

/**
 * Each group's module, imported once, as a Lambda container keeps its handler: an `import()`
 * per request still goes through the module loader (under tsx, a round trip to its hooks'
 * thread), work the deployed API never does and that the bench would count against the routes.
 */
const loadedModules = new Map<EndpointGroup, Promise<{ handler: LambdaHandler }>>();
function handlerModule(group: EndpointGroup) {
  let loaded = loadedModules.get(group);
  if (!loaded) {
    loaded = groupModules[group]();
    loadedModules.set(group, loaded);
    // A module that failed to load is tried again by the next request.
    loaded.catch(() => loadedModules.delete(group));
  }
  return loaded;
}

interface CompiledRoute {
  spec: RouteSpec;
  regex: RegExp;
  names: string[];
  staticSegments: number;
}

const compiled: CompiledRoute[] = routeList
  .map((spec) => {
    const names: string[] = [];
    const segments = spec.path.split('/').filter(Boolean);
    const pattern = segments
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        return '([^/]+)';
      })
      .join('/');
    return {
      spec,
      regex: new RegExp(`^${API_BASE}/${pattern}/?$`),
      names,
      staticSegments: segments.length - names.length,
    };
  })
  // API Gateway prefers the most specific route: static segments beat {params}.
  .sort((a, b) => b.staticSegments - a.staticSegments);

export interface Match {
  spec: RouteSpec;
  pathParameters: Record<string, string>;
}

/** The route API Gateway would pick for this method and path, or null. */
export function matchRoute(method: string, path: string): Match | null {
  for (const route of compiled) {
    if (route.spec.method !== method) continue;
    const m = route.regex.exec(path);
    if (!m) continue;
    const pathParameters: Record<string, string> = {};
    route.names.forEach((name, i) => {
      try {
        pathParameters[name] = decodeURIComponent(m[i + 1]!);
      } catch {
        pathParameters[name] = m[i + 1]!;
      }
    });
    return { spec: route.spec, pathParameters };
  }
  return null;
}

/**
 * After a 413 the rest of an oversized body is read and dropped, up to this much, before the
 * socket closes. Closing a socket with unread bytes makes the kernel send a TCP reset, and a
 * reset can wipe the 413 from the client's buffer before it reads it (the "lingering close"
 * problem): the client would see a dropped connection instead of an answer. 16 MB covers API
 * Gateway's own 10 MB cap; past it the client has long had the answer and the socket goes.
 */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * The body, or null when it is over the Lambdas' own limit (declared or streamed); the rest is
 * then left unread for `refuseTooLarge`. In AWS the Lambda answers 413 `{detail}` (json-body
 * middleware) for every body whose event fits Lambda's 6 MB invoke limit, and API Gateway
 * answers its own 413 above that (docs/decisions/009-body-size.md); locally the gateway answers
 * the Lambda's 413 before buffering more than the limit, so a 10 MB body costs no memory.
 */
function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | null> {
  return new Promise((resolveBody, reject) => {
    if (Number(req.headers['content-length']) > limit) return resolveBody(null);
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolveBody(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
    // A client gone mid-body: no 'end' will come.
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

/**
 * 413 with the `{detail}` at once, `Connection: close`; the response is ended (and the socket
 * closed) only once the client has sent the rest of its body, which is read and dropped, or
 * past MAX_DRAIN_BYTES. Never a reset before the client has its answer.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse) {
  const text = JSON.stringify({ detail: MSG.bodyTooLarge });
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(text)),
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  res.write(text);
  const finish = () => {
    if (!res.writableEnded) res.end();
  };
  if (req.complete) return finish();
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > MAX_DRAIN_BYTES) {
      finish();
      req.destroy();
    }
  });
  req.once('end', finish);
  req.once('close', finish);
  req.on('error', finish);
  req.resume();
}

const TEXTUAL = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/;

/**
 * What CloudFront adds in production (docs/decisions/006-throttling.md). The viewer-address
 * header is always written from the socket, overwriting one a client sent, as the CloudFront
 * Function does. With an origin secret the gateway also plays the edge: it adds the secret and
 * API Gateway's `sourceIp` becomes this server's own address, so only the header tells viewers
 * apart. Without one, `sourceIp` is the client's, as for a caller who reaches API Gateway
 * directly. Tests simulate viewers by connecting from other loopback addresses (127.0.0.0/8).
 */
export interface EdgeOptions {
  originVerifySecret?: string;
}

/** Builds the API Gateway HTTP API v2 event for a request. */
export function toEvent(req: IncomingMessage, url: URL, body: Buffer, match: Match, edge: EdgeOptions = {}): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const viewer = req.socket.remoteAddress ?? '127.0.0.1';
  headers[EDGE_HEADERS.viewerAddress] = viewer;
  delete headers[EDGE_HEADERS.originVerify];
  if (edge.originVerifySecret) headers[EDGE_HEADERS.originVerify] = edge.originVerifySecret;
  // Own keys only: a parameter named like an Object.prototype member ('hasOwnProperty') is a
  // parameter, as API Gateway gives it, not the inherited function.
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = Object.hasOwn(query, key) ? `${query[key]},${value}` : value;
  const cookies = req.headers.cookie?.split(';').map((c) => c.trim()).filter(Boolean);
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXTUAL.test(contentType) || contentType === '';
  const now = new Date();
  const routeKey = `${match.spec.method} ${API_BASE}${match.spec.path}`;
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: edge.originVerifySecret ? (req.socket.localAddress ?? '127.0.0.1') : viewer,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

function lambdaContext(requestId: string, group: EndpointGroup): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${group}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${group}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${group}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The roles of the synthesized template, put in force on the handlers' DynamoDB client before
 * the first invocation (iam/enforce.ts), a route's or a scheduled function's (scheduler.ts). The client module reads its environment at import, so
 * it is imported here, after the stack has set it.
 */
let enforcing: Promise<void> | undefined;
export function enforceOnce(roles: GroupRoles) {
  enforcing ??= import('../../../functions/src/lib/ddb.js').then(({ ddb }) => {
    enforceRoles(ddb, roles, process.env.AWS_REGION ?? 'us-east-1');
    // And DynamoDB's transaction conflicts, which DynamoDB Local never raises (conflicts.ts).
    simulateConflicts(ddb);
  });
  return enforcing;
}

async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, edge: EdgeOptions, roles: GroupRoles) {
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (!match) return sendJson(res, 404, { detail: MSG.notFound });
  recordRoute(`${match.spec.method} ${API_BASE}${match.spec.path}`);
  let body: Buffer | null;
  try {
    body = await readBody(req);
  } catch {
    // The client went away mid-body: there is no one left to answer.
    res.destroy();
    return;
  }
  if (!body) return refuseTooLarge(req, res);
  const event = toEvent(req, url, body, match, edge);
  try {
    await enforceOnce(roles);
    const { handler } = await handlerModule(match.spec.group);
    const result = await runAs(match.spec.group, () => handler(event, lambdaContext(event.requestContext.requestId, match.spec.group)));
    const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    res.writeHead(result.statusCode ?? 200, headers);
    res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
  } catch (error) {
    // API Gateway answers 500 when the integration fails; the cause stays server-side.
    console.error(JSON.stringify({ level: 'error', message: 'integration failed', error: String(error) }));
    sendJson(res, 500, { detail: MSG.internal });
  }
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The security headers CloudFront's response-headers policy adds, from the one module both read
 * (HSTS aside: this server speaks plain HTTP).
 */
export const SITE_HEADERS = SECURITY_HEADERS;

function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, root: string) {
  let path = normalize(decodeURIComponent(url.pathname));
  // Client routes (no file extension) get the SPA, like the CloudFront Function does: a start
  // screen its own copy of index.html when the build wrote one (shared/src/spa-pages.ts).
  if (!extname(path)) {
    const page = spaDocumentFor(path);
    path = existsSync(join(root, page)) ? page : '/index.html';
  }
  const file = resolve(join(root, path));
  if (!file.startsWith(resolve(root)) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SITE_HEADERS });
    res.end('Not found');
    return;
  }
  const immutable = path.startsWith('/assets/');
  const type = MIME[extname(file)] ?? 'application/octet-stream';
  // Compressed like CloudFront does (brotli, else gzip) for text types.
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = !COMPRESSIBLE.test(type) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  const body = encoding ? compressed(file, encoding) : readFileSync(file);
  res.writeHead(200, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'content-length': String(body.length),
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...SITE_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
const compressedCache = new Map<string, Buffer>();

/** Compressed once per file version (path + mtime) and kept in memory. */
function compressed(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return body;
}

export interface GatewayOptions extends EdgeOptions {
  staticDir?: string;
  /** Each endpoint group's role from the synthesized template (iam/synth.ts): what its handlers may send. */
  roles: GroupRoles;
}

/** CloudFront's limit on a request's URL (path and query), in bytes. */
const MAX_URL_BYTES = 8192;

export function createGateway(options: GatewayOptions): Server {
  // The same variable the auth Lambda reads: one secret shared by "CloudFront" and the API.
  const edge = { originVerifySecret: options.originVerifySecret ?? process.env.ORIGIN_VERIFY_SECRET };
  // Node's own 16 KB header limit would answer a longer request line with a bare 431 the API never
  // sees; the gateway reads up to 64 KB and refuses, as the edge does, what is past its limit.
  return createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if ((req.url ?? '').length > MAX_URL_BYTES) {
      // CloudFront refuses a URL longer than 8,192 bytes (414): the API never sees it, and its
      // answer is the API's shape, {detail}, so a client reads one kind of error.
      res.writeHead(414, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: MSG.uriTooLong }));
      return;
    }
    if (url.pathname === API_BASE || url.pathname.startsWith(`${API_BASE}/`)) {
      void handleApi(req, res, url, edge, options.roles);
      return;
    }
    if (options.staticDir) return serveStatic(req, res, url, options.staticDir);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  });
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolveListen(typeof address === 'object' && address ? address.port : port);
    });
  });
}
