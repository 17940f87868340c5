import type { RouteName, RouteSpec } from '@ifa/shared';
import type { FuzzRequest } from './arbitraries.js';
import type { Fixture } from './fixture.js';
import type { FuzzPart } from './fuzz.js';
import { pathOf, queryString, type RouteRequest } from './samples.js';

/** `{a: {a: ... 'x'}}`, `depth` levels. */
const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/**
 * Secret contents that were each a 500 before the fix (DynamoDB refused the item, or the SDK
 * refused to marshal it): deeper than DynamoDB nests, an empty map key, numbers the SDK will
 * not marshal exactly or DynamoDB cannot keep.
 */
const UNSTORABLE_SECRETS: unknown[] = [
  { ritual: nested(40) },
  { ritual: JSON.parse(`${'['.repeat(33)}${']'.repeat(33)}`) },
  { '': 'vacío' },
  { ritual: { '': 1 } },
  { ritual: 1e200 },
  { ritual: 5e-324 },
  { ritual: 9.9e125 },
];

/**
 * The regression corpus: inputs that once broke a route, replayed before every random run of
 * that route's part (fast-check `examples`). The fuzzer found them; they stay found.
 */
export function corpusFor(name: RouteName, route: Pick<RouteSpec, 'path'>, part: FuzzPart, sample: RouteRequest, fx: Fixture): FuzzRequest[] {
  const url = `${pathOf(route, sample.params)}${queryString(sample.query)}`;
  const withBody = (body: unknown): FuzzRequest => ({ url, rawBody: JSON.stringify(body), contentType: 'application/json' });
  if (part === 'body' && (name === 'adminCreateOddun' || name === 'adminUpdateOddun')) {
    return [
      ...UNSTORABLE_SECRETS.map((secret) => withBody({ ...(sample.body as object), secret_content: secret })),
      // Refused with the key echoed in the message ("Llave desconocida: \"pk\""), read as a table key leaking.
      withBody({ ...(sample.body as object), provenance: { pk: [] } }),
    ];
  }
  if (part === 'body' && name === 'adminBulkImport') {
    return UNSTORABLE_SECRETS.map((secret) => {
      const { id, name: signName, position, binary_pattern } = fx.nextFreeSign();
      return withBody({ odduns: [{ id, name: signName, position, binary_pattern, secret_content: secret }] });
    });
  }
  if (part === 'path' && name === 'gameHint') {
    // Normalised by the client to /hint, outside the API: the site answers (not JSON), no 5xx.
    return [{ url: '/games/../../hint', rawBody: JSON.stringify(sample.body) }];
  }
  return [];
}
