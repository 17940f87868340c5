import type { Template } from 'aws-cdk-lib/assertions';
import { API_BASE, MSG, routeList } from '@ifa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, resourcesOf } from './helpers.js';

// The handlers read their environment at import; these values never reach a database here.
process.env.TABLE_NAME ??= 'route-agreement';
process.env.JWT_SECRET ??= 'route-agreement-secret-with-at-least-32-chars';
process.env.DDB_ENDPOINT ??= 'http://127.0.0.1:9';
process.env.LOG_LEVEL = 'silent';

const { groupModules, matchRoute, toEvent } = await import('../../scripts/src/local/gateway.js');

let template: Template;
beforeAll(() => {
  ({ template } = synthIfaStack(FULL_SYNTH));
});

const samplePath = (path: string) => path.replace(/\{(\w+)\}/g, (_, name) => (name === 'game' ? 'orisha_matching' : `sample-${name}`));

/**
 * The route table, the CDK routes, the local gateway and the group handlers agree
 * (DESIGN.md 1): every CDK route key is a route of the table, the gateway dispatches a request
 * for it to the same route, and that group's handler recognises the route key (it answers
 * 401/400 for a request without a token or body, never its 'unknown route' 404).
 */
describe('route agreement', () => {
  it('CDK creates exactly the route keys of the table', () => {
    const cdkKeys = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey as string).sort();
    const tableKeys = routeList.map((r) => `${r.method} ${API_BASE}${r.path}`).sort();
    expect(cdkKeys).toEqual(tableKeys);
  });

  it('the local gateway and the group handlers resolve every route the same way', async () => {
    for (const route of routeList) {
      const path = `${API_BASE}${samplePath(route.path)}`;
      const match = matchRoute(route.method, path);
      expect(match && `${match.spec.method} ${match.spec.path}`, `${route.method} ${path}`).toBe(`${route.method} ${route.path}`);

      const url = new URL(`http://localhost${path}`);
      const req = { method: route.method, httpVersion: '1.1', headers: { host: 'localhost' }, socket: {} } as never;
      const event = toEvent(req, url, Buffer.alloc(0), match!);
      const { handler } = await groupModules[route.group]();
      const result = await handler(event, { awsRequestId: 'agreement' } as never);
      // A public route without input simply answers: the OpenAPI document; the sign of the day reads
      // the table, which this test has not, and says so (503), having recognised the route.
      const expected = route.auth !== 'public' ? 401 : route.body ? 400 : route.name === 'signOfDay' ? 503 : 200;
      expect(result.statusCode, `${route.method} ${route.path}`).toBe(expected);
      expect(JSON.parse(result.body ?? '{}').detail).not.toBe(MSG.notFound);
    }
  });
});
