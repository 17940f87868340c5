import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { es } from 'zod/locales';
import {
  API_BASE,
  MSG,
  routeKeyOf,
  routes,
  routesOfGroup,
  type EndpointGroup,
  type RouteName,
  type RouteSpec,
  type Routes,
} from '@ifa/shared';
import { getUser, type UserRecord } from '../data/users.js';
import { verifyAccessToken } from '../domain/tokens.js';
import { errorHandler } from '../middleware/error-handler.js';
import { jsonBody } from '../middleware/json-body.js';
import { requestLog } from '../middleware/request-log.js';
import { HttpError, forbidden, notFound, unauthorized } from './errors.js';
import { jwtKey } from './jwt-secret.js';
import { jsonResponse } from './response.js';

// zod's own Spanish messages for every rule that carries no message of the spec's (only the
// Spanish pack is imported, so the bundle does not carry every language).
z.config(es());

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route implementation receives: validated input and, when required, the user. */
export interface RouteRequest<N extends RouteName> {
  body: Input<Routes[N] extends { body: infer B } ? B : undefined>;
  query: Input<Routes[N] extends { query: infer Q } ? Q : undefined>;
  params: Input<Routes[N] extends { params: infer P } ? P : undefined>;
  user: Routes[N]['auth'] extends 'public' ? UserRecord | null : UserRecord;
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

interface Resolved {
  name: RouteName;
  spec: RouteSpec;
  body: unknown;
  query: unknown;
  params: unknown;
  user: UserRecord | null;
}
type Ctx = Context & { resolved?: Resolved };

function validationDetail(error: z.ZodError, where: string) {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : where,
    message: issue.message,
  }));
}

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, validationDetail(result.error, where));
  return result.data;
}

/** Finds the route of this event by its route key (API Gateway already matched it). */
const resolveRoute = (group: EndpointGroup): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Ctx> => {
  const byKey = new Map(routesOfGroup(group).map((r) => [`${r.method} ${API_BASE}${r.path}`, r]));
  return {
    name: 'resolve-route',
    before: (request) => {
      const spec = byKey.get(request.event.routeKey);
      if (!spec) throw notFound();
      request.context.resolved = { name: spec.name, spec, body: undefined, query: undefined, params: undefined, user: null };
    },
  };
};

/** Validates path, query and body against the route's schemas; runs after auth, so a
 * caller without a token learns nothing about the expected input. */
const validate = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Ctx> => ({
  name: 'validate',
  before: (request) => {
    const resolved = request.context.resolved!;
    const event = request.event as APIGatewayProxyEventV2 & { parsedBody?: unknown };
    resolved.params = parse(resolved.spec.params, event.pathParameters, 'path');
    resolved.query = parse(resolved.spec.query, event.queryStringParameters, 'query');
    resolved.body = parse(resolved.spec.body, event.parsedBody, 'body');
  },
});

/**
 * Bearer-token auth (DESIGN.md 4): verify the JWT, then load the user item on EVERY request;
 * deleted or inactive users get 401, and authorization uses the stored role.
 */
const authenticate = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Ctx> => ({
  name: 'authenticate',
  before: async (request) => {
    const resolved = request.context.resolved!;
    if (resolved.spec.auth === 'public') return;
    const header = request.event.headers?.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    let userId: string;
    try {
      userId = await verifyAccessToken(match[1]!, await jwtKey());
    } catch {
      throw unauthorized(MSG.sessionInvalid);
    }
    const user = await getUser(userId);
    if (!user || !user.is_active) throw unauthorized(MSG.sessionInvalid);
    if (resolved.spec.auth === 'admin' && user.role !== 'admin') throw forbidden();
    resolved.user = user;
  },
});

/**
 * One Lambda handler per endpoint group, composed once with the shared middleware stack:
 * request log, error mapping, JSON body, route, auth, validation, then the implementation.
 */
export function groupHandler<G extends EndpointGroup>(group: G, impls: GroupImpls<G>) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Ctx>()
    .use(requestLog())
    .use(errorHandler())
    .use(jsonBody())
    .use(resolveRoute(group))
    .use(authenticate())
    .use(validate())
    .handler(async (event, context) => {
      const resolved = context.resolved!;
      const impl = (impls as Record<string, RouteImpl<RouteName>>)[resolved.name];
      if (!impl) throw new HttpError(501, MSG.notImplemented);
      const out = await impl({
        body: resolved.body,
        query: resolved.query,
        params: resolved.params,
        user: resolved.user,
        event,
        requestId: context.awsRequestId,
      } as RouteRequest<RouteName>);
      if (out instanceof Reply) {
        // 304 Not Modified carries no body (the client keeps its cached copy).
        if (out.status === 304) return { statusCode: 304, headers: { 'cache-control': 'no-cache', ...out.headers } };
        return jsonResponse(out.status ?? resolved.spec.status ?? 200, out.body, out.headers);
      }
      return jsonResponse(resolved.spec.status ?? 200, out);
    });
}

/** The route key a Lambda sees for a route (API Gateway includes the /api base). */
export const lambdaRouteKey = (spec: Pick<RouteSpec, 'method' | 'path'>) => routeKeyOf({ method: spec.method, path: `${API_BASE}${spec.path}` as `/${string}` });
export { routes };
