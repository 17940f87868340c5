import fc from 'fast-check';
import type { RouteSpec } from '@ifa/shared';
import { declaredFields } from './mass-assignment.js';
import { pathOf, type RouteRequest } from './samples.js';

/**
 * Hostile input for every route's body, query and path (issue 10): arbitrary JSON, wrong
 * types, huge strings, unicode (lone surrogates and control characters included), keys that
 * reach for Object.prototype, deep nesting, traversal and NUL in paths, SQL- and NoSQL-ish text.
 */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u0000admin',
  '%00',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1 UNION SELECT password_hash FROM users',
  '{"$ne":null}',
  '{"$gt":""}',
  '$where',
  'attribute_exists(pk) OR size(sk) > :v',
  '#pk = :v',
  ':v',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '-0',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  '\uFEFF',
  '\u202Eevil',
  '\r\nSet-Cookie: x=1',
  '\t',
  '👨‍👩‍👧‍👦',
  'Ọ̀rúnmìlà',
  'ＡＤＭＩＮ',
  'admin',
  'USER#admin',
  'ODDUN#baba-ejiogbe',
  'baba-ejiogbe',
  'orisha_matching',
  'santero',
] as const;

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'] as const;

export const hostileKey = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS, '$where', '$ne', 'pk', 'sk', '', ' ', 'a.b', 'a[0]', '0', '-1', 'role', 'is_active', '\u0000', '\uD800'),
  fc.string({ maxLength: 12 }),
);

/** Up to ~200 KB: big, yet under the 256 KB limit once in a body (the limit has its own test). */
const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 50_000 }), fc.constantFrom('a', 'é', '😀', '\u0000', ' ', '"', '\\'))
  .map(([n, c]) => c.repeat(n));

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

const nested = (depth: number, leaf: unknown, key: string): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = key === '[]' ? [value] : { [key]: value };
  return value;
};

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0, -1, 1.5, 5e-324, 10, 20, 35, 50, 999, 1000) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 6 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }) },
  // Deep nesting: DynamoDB stops at 32 levels, recursion somewhere else much deeper.
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 5, max: 3_000 }), fc.constantFrom('a', '[]', '', '__proto__')).map(([d, k]) => nested(d, 'x', k)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => `x${i}`)) },
);

/** Bodies that are not JSON, or JSON a parser may choke on. */
const rawText = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '[',
    '{"a":',
    'nul',
    'tru',
    '\u0000',
    '\uFEFF{}',
    '{"__proto__":{"role":"admin","polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    'NaN',
    '1e999999',
    '-',
    '"unterminated',
    "{'single':'quotes'}",
    '{"a":1,}',
    '[1,2,,]',
    '{"a" 1}',
    '{"a":1}{"b":2}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '"just a string"',
    '12345',
    'null',
    'true',
    '[]',
    '<xml/>',
    'a=1&b=2',
  ),
  fc.integer({ min: 1_000, max: 100_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1_000, max: 45_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
);

export interface FuzzRequest {
  url: string;
  rawBody?: string;
  contentType?: string;
}

const asObject = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Sets (or, with `null`, removes) a key, as an own property even for `__proto__`. */
function withKey(target: Record<string, unknown>, key: string, value: unknown | null) {
  if (value === null) delete target[key];
  else Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** The route's sample body with some fields replaced, removed or added; or any JSON; or no JSON at all. */
export function bodyArbitrary(route: Pick<RouteSpec, 'body' | 'path'>, sample: RouteRequest): fc.Arbitrary<FuzzRequest> {
  const base = asObject(sample.body);
  const keys = [...new Set([...declaredFields(route), ...Object.keys(base)])];
  const mutated = fc
    .array(fc.tuple(keys.length ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey, fc.option(hostileValue, { nil: null, freq: 6 })), { minLength: 1, maxLength: 3 })
    .map((changes) => JSON.stringify(changes.reduce((body, [k, v]) => withKey(body, k, v), { ...base })));
  const text = fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? '') },
    { weight: 1, arbitrary: rawText },
  );
  const url = `${pathOf(route, sample.params)}${sample.query ? `?${new URLSearchParams(sample.query)}` : ''}`;
  return fc.record({ rawBody: text, contentType: fc.option(contentType, { nil: undefined, freq: 5 }) }).map((r) => ({ url, ...r }));
}

/** Encodes every byte, so any string (lone surrogates too) fits in a URL. */
const encodeAll = (value: string) => [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
/** encodeURIComponent, which throws on lone surrogates: those go byte by byte instead. */
const encodeSafely = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeAll(value);
  }
};

/** Values for the URL are capped: Node refuses request heads over 16 KB before any route runs. */
const urlValue = fc.oneof(
  { weight: 5, arbitrary: hostileString.map((s) => s.slice(0, 400)) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.constantFrom('-1', '0', '1e9', 'NaN', 'Infinity', 'true', 'false', '', '1.5', '0x10', ' 1', '1,2', '10001', '101') },
  { weight: 1, arbitrary: fc.integer({ min: 65, max: 3_000 }).map((n) => 'a'.repeat(n)) },
);

const RAW_QUERIES = [
  '%',
  '%ZZ',
  '&&&',
  '=',
  '==',
  'a=%00',
  '?',
  'page=1&page=2',
  'limit=1&limit=2',
  'status=all&status=pending',
  '%E0%A4%A',
  '%uD800',
  '%ED%A0%80',
  ';',
  'a[]=1',
  'a[b]=1',
  '__proto__[role]=admin',
  '__proto__=x',
  'constructor[prototype][polluted]=1',
  'toString=1',
  'hasOwnProperty=1',
] as const;

export function queryArbitrary(route: Pick<RouteSpec, 'query' | 'path'>, sample: RouteRequest): fc.Arbitrary<FuzzRequest> {
  const declared = route.query && 'shape' in route.query ? Object.keys((route.query as unknown as { shape: object }).shape) : [];
  const keys = [...new Set([...declared, ...Object.keys(sample.query ?? {})])];
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey;
  const structured = fc
    .array(fc.tuple(key, urlValue), { minLength: 1, maxLength: 5 })
    .map((pairs) => new URLSearchParams([...Object.entries(sample.query ?? {}), ...pairs.map(([k, v]) => [k.replace(/[\uD800-\uDFFF]/g, '?'), v.replace(/[\uD800-\uDFFF]/g, '?')] as [string, string])]).toString());
  const raw = fc.oneof(fc.constantFrom(...RAW_QUERIES), fc.array(fc.constantFrom(...RAW_QUERIES), { minLength: 2, maxLength: 4 }).map((parts) => parts.join('&')));
  const query = fc.oneof({ weight: 4, arbitrary: structured }, { weight: 1, arbitrary: raw });
  const path = pathOf(route, sample.params);
  const body = sample.body === undefined ? undefined : JSON.stringify(sample.body);
  return query.map((q) => ({ url: `${path}?${q}`, ...(body !== undefined ? { rawBody: body } : {}) }));
}

const pathValue = fc.oneof(
  { weight: 4, arbitrary: urlValue.filter((s) => s.length > 0) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('..', '.', '../..', '%2e%2e', '%00', '%', '%ZZ', '%2F', 'a%2Fb', '..%2F..%2Fetc%2Fpasswd', 'USER%23x', '%23', '%3F', '%20', '%C0%AE%C0%AE', '%ED%A0%80'),
  },
);

/** Each path parameter, or one of them, replaced; encoded, fully byte-encoded, or sent raw. */
export function pathArbitrary(route: Pick<RouteSpec, 'path'>, sample: RouteRequest): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  const body = sample.body === undefined ? undefined : JSON.stringify(sample.body);
  return fc
    .record({
      values: fc.record(Object.fromEntries(names.map((n) => [n, fc.option(pathValue, { nil: undefined, freq: 3 })]))) as fc.Arbitrary<Record<string, string | undefined>>,
      encoding: fc.constantFrom('component', 'bytes', 'raw', 'raw'),
    })
    .map(({ values, encoding }) => {
      const params: Record<string, string> = { ...sample.params };
      for (const n of names) if (values[n] !== undefined) params[n] = values[n]!;
      // 'raw' keeps what is already percent-escaped in the value, as a client might send it.
      const encode = encoding === 'bytes' ? encodeAll : encoding === 'component' ? encodeSafely : (v: string) => encodeSafely(v).replace(/%25/g, '%').replace(/%2F/gi, '/');
      return { url: `${pathOf(route, params, encode)}${query}`, ...(body !== undefined ? { rawBody: body } : {}) };
    });
}
