import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { es } from 'zod/locales';
import {
  API_BASE,
  MSG,
  endpoints,
  routeKeyOf,
  type Endpoint,
  type EndpointGroup,
  type GroupSchemas,
  type RouteName,
  type RouteInputs,
  type RouteSpec,
  type Routes,
  type Schema,
} from '@ifa/shared';
import type { ItemsRead } from '../data/paging.js';
import { getUser, getUserWith, type UserRecord } from '../data/users.js';
import { sessionStands, type SessionClaims } from '../domain/sessions.js';
import { verifyAccessToken } from '../domain/tokens.js';
import { edgeOnly } from './middleware/edge-only.js';
import { errorHandler } from './middleware/error-handler.js';
import { jsonBody } from './middleware/json-body.js';
import { publishMetrics } from './middleware/metrics.js';
import { requestLog } from './middleware/request-log.js';
import { HttpError, forbidden, notFound, unauthorized } from '../lib/errors.js';
import { jwtKey } from '../lib/jwt-secret.js';
import { logger } from '../lib/log.js';
import { jsonResponse } from '../lib/response.js';

// zod's own Spanish messages for every rule that carries no message of the spec's (only the
// Spanish pack is imported, so the bundle does not carry every language).
z.config(es());

type Input<S> = S extends Schema ? z.output<S> : undefined;

/** What a route implementation receives: validated input and, when required, the user. */
export interface RouteRequest<N extends RouteName> {
  body: Input<Routes[N] extends { body: infer B } ? B : undefined>;
  query: Input<Routes[N] extends { query: infer Q } ? Q : undefined>;
  params: Input<Routes[N] extends { params: infer P } ? P : undefined>;
  user: Routes[N]['auth'] extends 'public' ? UserRecord | null : UserRecord;
  /** The session of the request's token (domain/sessions.ts), on authenticated routes. */
  session: Routes[N]['auth'] extends 'public' ? null : SessionClaims;
  /** What the group's `prefetch` for this route read in the user's request, if it has one. */
  prefetched: unknown;
  event: APIGatewayProxyEventV2;
  requestId: string;
}

/** A route may return its body, or a body with a status and headers of its own. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly status?: number,
    readonly headers: Record<string, string> = {},
  ) {}
}

type Output<N extends RouteName> = z.input<Routes[N]['response']>;
export type RouteImpl<N extends RouteName> = (req: RouteRequest<N>) => Promise<Output<N> | Reply<Output<N>>>;

export type GroupImpls<G extends EndpointGroup> = {
  [N in RouteName as Routes[N]['group'] extends G ? N : never]: RouteImpl<N>;
};

/**
 * Items a route reads in the same BatchGetItem as the user, chosen from the token's verified
 * user id and the validated input: one request to the table instead of two (DESIGN.md 8, answer
 * latency). The route checks what it read against the user before using it, and the user's
 * checks come first: a refused request never sees the prefetched data.
 */
type Prefetch = (input: { userId: string; params: unknown; body: unknown; query: unknown }) => ItemsRead<unknown>;
export type GroupPrefetch<G extends EndpointGroup> = {
  [N in keyof GroupImpls<G>]?: N extends RouteName ? (input: { userId: string } & Pick<RouteRequest<N>, 'params' | 'body' | 'query'>) => ItemsRead<unknown> : never;
};

interface Resolved {
  name: RouteName;
  /** The endpoint and what it validates (the Lambda holds no response schema, routes/responses.ts). */
  spec: Endpoint & RouteInputs;
  body: unknown;
  query: unknown;
  params: unknown;
  user: UserRecord | null;
  userId?: string;
  session?: SessionClaims;
  prefetched?: unknown;
}
type Ctx = Context & { resolved?: Resolved };

function validationDetail(error: z.core.$ZodError, where: string) {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : where,
    message: issue.message,
  }));
}

function parse(schema: Schema | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, validationDetail(result.error, where));
  return result.data;
}

/** Finds the route of this event by its route key (API Gateway already matched it). */
const resolveRoute = <G extends EndpointGroup>(group: G, schemas: GroupSchemas<G>): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Ctx> => {
  const specs = (Object.keys(schemas) as Array<keyof GroupSchemas<G> & RouteName>)
    .filter((name) => endpoints[name].group === group)
    .map((name) => ({ name, ...endpoints[name], ...schemas[name] }) as Endpoint & RouteInputs & { name: RouteName });
  const byKey = new Map(specs.map((r) => [`${r.method} ${API_BASE}${r.path}`, r]));
  return {
    name: 'resolve-route',
    before: (request) => {
      const spec = byKey.get(request.event.routeKey);
      if (!spec) throw notFound();
      request.context.resolved = { name: spec.name, spec, body: undefined, query: undefined, params: undefined, user: null };
    },
  };
};

/** Validates path, query and body against the route's schemas; runs after the token check, so
 * a caller without a valid token learns nothing about the expected input. */
const validate = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Ctx> => ({
  name: 'validate',
  before: async (request) => {
    const resolved = request.context.resolved!;
    const event = request.event as APIGatewayProxyEventV2 & { parsedBody?: unknown };
    try {
      resolved.params = parse(resolved.spec.params, event.pathParameters, 'path');
      resolved.query = parse(resolved.spec.query, event.queryStringParameters, 'query');
      resolved.body = parse(resolved.spec.body, event.parsedBody, 'body');
    } catch (error) {
      // Only a caller the API accepts learns what input it expects.
      if (resolved.userId) checkUser(resolved, await getUser(resolved.userId));
      throw error;
    }
  },
});

function checkUser(resolved: Resolved, user: UserRecord | null): UserRecord {
  // A session ended by a logout, a new password, a deactivation or a role change (DESIGN.md 4)
  // is refused like a deleted account: from the user item this request reads anyway.
  if (!user || !user.is_active || !sessionStands(resolved.session!, user)) throw unauthorized(MSG.sessionInvalid);
  if (resolved.spec.auth === 'admin' && user.role !== 'admin') throw forbidden();
  return user;
}

/**
 * Bearer-token auth (DESIGN.md 4), in two steps around validation. `authenticate` verifies the
 * JWT (401 before anything else); `authorize` loads the user item, with the route's prefetch
 * when it has one: deleted or inactive users and ended sessions get 401, and authorization uses
 * the stored role.
 * The user item is loaded on EVERY authenticated request (a validation error loads it too).
 */
const authenticate = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Ctx> => ({
  name: 'authenticate',
  before: async (request) => {
    const resolved = request.context.resolved!;
    if (resolved.spec.auth === 'public') return;
    const header = request.event.headers?.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    // Outside the try: a key that cannot be read (Secrets Manager down) is a 503 from the error
    // handler, not a 401 that would sign the learner out.
    const key = await jwtKey();
    try {
      // Verified with jose on every request (DESIGN.md 4): no per-container memory of tokens.
      const verified = await verifyAccessToken(match[1]!, key);
      resolved.userId = verified.sub;
      resolved.session = verified.session;
    } catch {
      throw unauthorized(MSG.sessionInvalid);
    }
  },
});

const authorize = (prefetch: Partial<Record<string, Prefetch>>): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Ctx> => ({
  name: 'authorize',
  before: async (request) => {
    const resolved = request.context.resolved!;
    if (resolved.spec.auth === 'public') return;
    const userId = resolved.userId!;
    const read = prefetch[resolved.name]?.({ userId, params: resolved.params, body: resolved.body, query: resolved.query });
    if (!read) {
      resolved.user = checkUser(resolved, await getUser(userId));
      return;
    }
    const { user, also } = await getUserWith(userId, read);
    resolved.user = checkUser(resolved, user);
    resolved.prefetched = also;
  },
});

/**
 * One Lambda handler per endpoint group, composed once with the shared middleware stack:
 * metrics (published last), Lambda context on the logs, request log, error mapping, CloudFront
 * only, JSON body, route, token, validation, user, then the implementation.
 */
export function groupHandler<G extends EndpointGroup>(
  group: G,
  // The group's own schemas (shared/src/routes/<group>.ts): its Lambda builds no other group's.
  schemas: GroupSchemas<G>,
  impls: GroupImpls<G>,
  prefetch: GroupPrefetch<G> = {},
) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Ctx>()
    .use(publishMetrics())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(requestLog())
    .use(errorHandler())
    .use(edgeOnly())
    .use(jsonBody())
    .use(resolveRoute(group, schemas))
    .use(authenticate())
    .use(validate())
    .use(authorize(prefetch as Partial<Record<string, Prefetch>>))
    .handler(async (event, context) => {
      const resolved = context.resolved!;
      const impl = (impls as Record<string, RouteImpl<RouteName>>)[resolved.name];
      if (!impl) throw new HttpError(501, MSG.notImplemented);
      const out = await impl({
        body: resolved.body,
        query: resolved.query,
        params: resolved.params,
        user: resolved.user,
        session: resolved.session ?? null,
        prefetched: resolved.prefetched,
        event,
        requestId: context.awsRequestId,
      } as RouteRequest<RouteName>);
      // A signed-in read is the token's user's: a cache (the app's service worker keeps some
      // offline, DESIGN.md 5d) may give it back only to a request with the same token.
      const vary: Record<string, string> = resolved.spec.method === 'GET' && resolved.spec.auth !== 'public' ? { vary: 'Authorization' } : {};
      if (out instanceof Reply) {
        // 304 Not Modified carries no body (the client keeps its cached copy).
        if (out.status === 304) return { statusCode: 304, headers: { 'cache-control': 'no-cache', ...vary, ...out.headers } };
        return jsonResponse(out.status ?? resolved.spec.status ?? 200, out.body, { ...vary, ...out.headers });
      }
      return jsonResponse(resolved.spec.status ?? 200, out, vary);
    });
}

/** The route key a Lambda sees for a route (API Gateway includes the /api base). */
export const lambdaRouteKey = (spec: Pick<RouteSpec, 'method' | 'path'>) => routeKeyOf({ method: spec.method, path: `${API_BASE}${spec.path}` as `/${string}` });
