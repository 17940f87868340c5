import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_BASE, MSG, routeList, type EndpointGroup, type RouteSpec } from '@ifa/shared';

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
  admin: () => import('../../../functions/src/handlers/admin.js'),
};

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

function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(Object.assign(new Error('payload too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const TEXTUAL = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/;

/** Builds the API Gateway HTTP API v2 event for a request. */
export function toEvent(req: IncomingMessage, url: URL, body: Buffer, match: Match): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
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
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
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

async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (!match) return sendJson(res, 404, { detail: MSG.notFound });
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (error) {
    return sendJson(res, (error as { status?: number }).status ?? 400, { detail: MSG.bodyTooLarge });
  }
  const event = toEvent(req, url, body, match);
  try {
    const { handler } = await groupModules[match.spec.group]();
    const result = await handler(event, lambdaContext(event.requestContext.requestId, match.spec.group));
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

/** The same security headers the CloudFront response-headers policy adds. */
export const SITE_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;

function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, root: string) {
  let path = normalize(decodeURIComponent(url.pathname));
  // Client routes (no file extension) get the SPA, like the CloudFront Function does.
  if (!extname(path)) path = '/index.html';
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

export function createGateway(options: { staticDir?: string } = {}): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === API_BASE || url.pathname.startsWith(`${API_BASE}/`)) {
      void handleApi(req, res, url);
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
