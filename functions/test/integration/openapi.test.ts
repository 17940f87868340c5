import * as z from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, routeList } from '@ifa/shared';
import { useApi } from '../support/api.js';

const api = useApi();

type Json = Record<string, any>;
let doc: Json;
let etag: string;
let cacheControl: string;

beforeAll(async () => {
  const res = await api.call('GET', '/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
  etag = res.headers.get('etag') ?? '';
  cacheControl = res.headers.get('cache-control') ?? '';
});

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const operations = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op: op as Json })),
  );

/** `#/components/schemas/X` references replaced by the schema they name. */
function inline(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inline);
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string') {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    expect(name && doc.components.schemas[name], `dangling $ref ${ref}`).toBeTruthy();
    return inline(doc.components.schemas[name!]);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v)]));
}

const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_ONES = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'unevaluatedProperties'];
const COUNTS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'];

/** Draft 2020-12's structural rules for the keywords zod emits, checked at every level. */
function checkSchema(schema: unknown, where: string): void {
  if (typeof schema === 'boolean') return;
  expect(schema !== null && typeof schema === 'object' && !Array.isArray(schema), `${where}: a schema is an object`).toBe(true);
  const s = schema as Json;
  if ('type' in s) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    for (const t of types) expect(TYPES, `${where}: type`).toContain(t);
  }
  if ('required' in s) {
    expect(Array.isArray(s.required) && s.required.every((r: unknown) => typeof r === 'string'), `${where}: required`).toBe(true);
  }
  if ('enum' in s) expect(Array.isArray(s.enum) && s.enum.length > 0, `${where}: enum`).toBe(true);
  for (const k of COUNTS) if (k in s) expect(Number.isInteger(s[k]) && s[k] >= 0, `${where}: ${k}`).toBe(true);
  for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']) if (k in s) expect(typeof s[k], `${where}: ${k}`).toBe('number');
  if ('pattern' in s) expect(() => new RegExp(s.pattern, 'u'), `${where}: pattern`).not.toThrow();
  for (const k of SCHEMA_MAPS) if (k in s) for (const [name, sub] of Object.entries(s[k] as Json)) checkSchema(sub, `${where}.${k}.${name}`);
  for (const k of SCHEMA_LISTS) if (k in s) (s[k] as unknown[]).forEach((sub, i) => checkSchema(sub, `${where}.${k}[${i}]`));
  for (const k of SCHEMA_ONES) if (k in s) checkSchema(s[k], `${where}.${k}`);
  // And zod can read it back as a validator.
  expect(() => z.fromJSONSchema(inline(s) as never), `${where}: readable`).not.toThrow();
}

/** The schema the document gives for one answer of one operation. */
function responseSchema(method: string, path: string, status: string | number) {
  const response = doc.paths[path][method.toLowerCase()].responses[String(status)] ?? doc.paths[path][method.toLowerCase()].responses.default;
  return z.fromJSONSchema(inline(response.content['application/json'].schema) as never);
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document, public, cacheable and revalidated by ETag', async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.servers).toEqual([{ url: API_BASE }]);
    expect(cacheControl).toMatch(/^public, max-age=\d+$/);
    expect(etag).toMatch(/^"[^"]+"$/);

    const [again, revalidated, stale] = await Promise.all([
      api.call('GET', '/openapi.json'),
      api.call('GET', '/openapi.json', { headers: { 'if-none-match': etag } }),
      api.call('GET', '/openapi.json', { headers: { 'if-none-match': '"something-else"' } }),
    ]);
    expect(again.body).toEqual(doc);
    expect(again.headers.get('etag')).toBe(etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(doc);
  });

  it('describes every route of the table with its method and path, and nothing else', () => {
    const described = operations().map((o) => o.key).sort();
    const table = routeList.map((r) => `${r.method} ${r.path}`).sort();
    expect(described).toEqual(table);
    // One operation id per route name; every path parameter is declared.
    for (const route of routeList) {
      const op = doc.paths[route.path][route.method.toLowerCase()];
      expect(op.operationId).toBe(route.name);
      expect(op.tags).toEqual([route.group]);
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p: Json) => p.in === 'path').map((p: Json) => p.name).sort();
      expect(declared, `${route.method} ${route.path}`).toEqual(inPath);
      for (const p of op.parameters ?? []) if (p.in === 'path') expect(p.required).toBe(true);
    }
  });

  it('asks a bearer token exactly where the table says, and documents the errors as { detail }', () => {
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    for (const route of routeList) {
      const op = doc.paths[route.path][route.method.toLowerCase()];
      const label = `${route.method} ${route.path}`;
      expect(op.security, label).toEqual(route.auth === 'public' ? [] : [{ bearerAuth: [] }]);
      expect(Object.keys(op.responses), label).toContain(String(route.status ?? 200));
      expect('401' in op.responses, label).toBe(route.auth !== 'public');
      expect('403' in op.responses, label).toBe(route.auth === 'admin');
      expect('400' in op.responses, label).toBe(Boolean(route.body || route.query || route.params));
      expect(op.responses.default.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
      expect('requestBody' in op, label).toBe(Boolean(route.body));
    }
  });

  it('holds only valid JSON Schema (draft 2020-12) objects', () => {
    checkSchema(doc.components.schemas.ErrorResponse, 'ErrorResponse');
    let count = 0;
    for (const { key, op } of operations()) {
      for (const p of op.parameters ?? []) {
        checkSchema(p.schema, `${key} parameter ${p.name}`);
        count++;
      }
      if (op.requestBody) {
        checkSchema(op.requestBody.content['application/json'].schema, `${key} body`);
        count++;
      }
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        checkSchema(response.content['application/json'].schema, `${key} ${status}`);
        count++;
      }
    }
    expect(count).toBeGreaterThan(routeList.length * 3);
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });

  it("describes what the API really answers: real responses pass the document's schemas", async () => {
    const { access_token } = await api.registerUser();
    const [me, balance, progress, noToken, badLogin, openapi] = await Promise.all([
      api.call('GET', '/auth/me', { token: access_token }),
      api.call('GET', '/user/cowrie-balance', { token: access_token }),
      api.call('GET', '/progress/orisha_matching', { token: access_token }),
      api.call('GET', '/auth/me'),
      api.call('POST', '/auth/login', { body: { email: 'no-es-un-correo', password: '' } }),
      api.call('GET', '/openapi.json'),
    ]);
    expect([me.status, balance.status, progress.status, noToken.status, badLogin.status, openapi.status]).toEqual([200, 200, 200, 401, 400, 200]);
    expect(responseSchema('GET', '/auth/me', 200).safeParse(me.body).error).toBeUndefined();
    expect(responseSchema('GET', '/user/cowrie-balance', 200).safeParse(balance.body).error).toBeUndefined();
    expect(responseSchema('GET', '/progress/{game}', 200).safeParse(progress.body).error).toBeUndefined();
    expect(responseSchema('GET', '/auth/me', 401).safeParse(noToken.body).error).toBeUndefined();
    expect(responseSchema('POST', '/auth/login', 400).safeParse(badLogin.body).error).toBeUndefined();
    expect(responseSchema('GET', '/openapi.json', 200).safeParse(openapi.body).error).toBeUndefined();

    // And the schemas are not vacuous: they refuse what the API would never send.
    expect(responseSchema('GET', '/auth/me', 200).safeParse({ ...me.body, email: 42 }).success).toBe(false);
    expect(responseSchema('GET', '/auth/me', 401).safeParse({ error: 'x' }).success).toBe(false);
    const register = doc.paths['/auth/register'].post.requestBody;
    expect(register.required).toBe(true);
    const registerBody = z.fromJSONSchema(inline(register.content['application/json'].schema) as never);
    expect(registerBody.safeParse({ email: 'ana@example.org', username: 'ana_1', full_name: 'Ana', password: 'secreto123' }).success).toBe(true);
    expect(registerBody.safeParse({ email: 'ana@example.org' }).success).toBe(false);
  });
});
