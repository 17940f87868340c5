import { toJSONSchema } from 'zod/mini';
import { API_BASE } from './endpoints.js';
import { ErrorResponse } from './schemas/responses/common.js';
import { routeList, type RouteSpec, type Schema } from './routes.js';

/**
 * The OpenAPI 3.1 description of the API, generated from the route table (the only list of
 * endpoints, DESIGN.md 1) with zod's own JSON Schema output (draft 2020-12, the dialect of
 * OpenAPI 3.1). A pure function, run by `npm run content` (scripts/src/content/openapi.ts), which
 * stores the document for `GET /api/openapi.json`: no Lambda and no SPA chunk imports this module.
 */
export const OPENAPI_VERSION = '3.1.1';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/**
 * Every schema as the wire sees it, i.e. zod's input side (before transforms and defaults):
 * what a client sends, and what a handler hands to JSON.stringify (responses are typed
 * `z.input` in http/group-handler.ts). A schema JSON Schema cannot express throws here, so
 * the document's test fails instead of describing it wrongly.
 */
function jsonSchema(schema: Schema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io: 'input', cycles: 'throw' }) as JsonSchema;
  return rest;
}

const ERROR = { $ref: '#/components/schemas/ErrorResponse' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

/** Path or query parameters: one per property of the route's object schema. */
function parameters(schema: Schema | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    // Path parameters are always required (OpenAPI 3.1, Parameter Object).
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function operation(route: RouteSpec & { name: string }): Operation {
  const status = String(route.status ?? 200);
  const params = [...parameters(route.params, 'path'), ...parameters(route.query, 'query')];
  const responses: Record<string, unknown> = {
    [status]: { description: 'OK', content: { 'application/json': { schema: jsonSchema(route.response) } } },
  };
  if (route.body || route.query || route.params) responses['400'] = errorResponse('Datos no válidos: `detail` lista los campos');
  if (route.auth !== 'public') responses['401'] = errorResponse('Sin token válido, con su sesión terminada (logout, nueva contraseña, cambio de rol), o la cuenta ya no existe o está desactivada');
  if (route.auth === 'admin') responses['403'] = errorResponse('Solo para administradores');
  responses.default = errorResponse('Otro error (404, 409, 429, 500, 503): siempre `{ detail }`');
  return {
    operationId: route.name,
    tags: [route.group],
    ...(params.length ? { parameters: params } : {}),
    ...(route.body
      ? {
          requestBody: {
            // An empty body is parsed as `{}` (http/middleware/json-body.ts): optional when that passes.
            required: !route.body.safeParse({}).success,
            content: { 'application/json': { schema: jsonSchema(route.body) } },
          },
        }
      : {}),
    responses,
    ...(route.auth === 'public' ? { security: [] } : { security: [{ bearerAuth: [] }] }),
  };
}

export function buildOpenApiDocument(info: { title?: string; version?: string } = {}) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routeList) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: info.title ?? 'Ifá learning platform API',
      version: info.version ?? '1.0.0',
      description: 'Errores: `{ "detail": string }` o `{ "detail": [{ "field", "message" }] }`. Textos en español.',
    },
    // Paths are relative to the API base, as in the route table (CloudFront forwards /api/*).
    servers: [{ url: API_BASE }],
    paths,
    components: {
      schemas: { ErrorResponse: jsonSchema(ErrorResponse) },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
