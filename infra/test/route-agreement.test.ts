import type { Template } from 'aws-cdk-lib/assertions';
import { API_BASE, MSG, routeList } from '@ifa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_GROUP } from '../lib/api.js';
import type { IfaStack } from '../lib/ifa-stack.js';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, groupFunctionIds, resourcesOf } from './helpers.js';

// The handlers read their environment at import; these values never reach a database here.
process.env.TABLE_NAME ??= 'route-agreement';
process.env.JWT_SECRET ??= 'route-agreement-secret-with-at-least-32-chars';
// The user group derives the reminders' VAPID keys (functions/src/lib/vapid-keys.ts).
process.env.VAPID_SECRET ??= 'route-agreement-vapid-seed-with-at-least-32-chars';
process.env.DDB_ENDPOINT ??= 'http://127.0.0.1:9';
process.env.LOG_LEVEL = 'silent';
process.env.AWS_REGION ??= 'us-east-1';
// The SDK signs before it connects: keys for the closed port, as the local stack has.
process.env.AWS_ACCESS_KEY_ID ??= 'local';
process.env.AWS_SECRET_ACCESS_KEY ??= 'local';

const { groupModules, matchRoute, toEvent } = await import('../../scripts/src/local/gateway.js');
const { BASE_HEADERS } = await import('../../functions/src/lib/response.js');

let stack: IfaStack;
let template: Template;
beforeAll(() => {
  ({ stack, template } = synthIfaStack(FULL_SYNTH));
});

const samplePath = (path: string) => path.replace(/\{(\w+)\}/g, (_, name) => (name === 'game' ? 'orisha_matching' : `sample-${name}`));

/**
 * The route table, the CDK routes, the local gateway and the group handlers agree
 * (DESIGN.md 1): every CDK route key is a route of the table, the gateway dispatches a request
 * for it to the same route, and that group's handler recognises the route key (it answers
 * 401/400 for a request without a token or body, never its 'unknown route' 404).
 */
describe('route agreement', () => {
  it('CDK creates exactly the route keys of the table, and $default for everything else', () => {
    const cdkKeys = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey as string).sort();
    const tableKeys = routeList.map((r) => `${r.method} ${API_BASE}${r.path}`);
    expect(cdkKeys).toEqual([...tableKeys, '$default'].sort());
  });

  it('sends $default to a group handler, which answers the project\'s 404 with the usual headers', async () => {
    // The $default route's integration is the NOT_FOUND_GROUP Lambda.
    const route = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).find((r) => r.Properties.RouteKey === '$default')!;
    const integrationId = (route.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] })['Fn::Join'][1][1].Ref;
    const integration = resourcesOf(template, 'AWS::ApiGatewayV2::Integration')[integrationId]!;
    expect(integration.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [groupFunctionIds(stack)[NOT_FOUND_GROUP], 'Arn'] });

    // What API Gateway hands that Lambda for GET /api/no-such/path (payload v2: routeKey
    // "$default", no path parameters), built like the local gateway builds real events.
    const known = routeList.find((r) => r.group === NOT_FOUND_GROUP && r.auth !== 'public' && r.method === 'GET')!;
    const match = matchRoute(known.method, `${API_BASE}${samplePath(known.path)}`)!;
    const req = { method: 'GET', httpVersion: '1.1', headers: { host: 'localhost' }, socket: {} } as never;
    const base = toEvent(req, new URL('http://localhost/api/no-such/path'), Buffer.alloc(0), match);
    const { pathParameters: _none, ...rest } = base;
    const event = { ...rest, routeKey: '$default', requestContext: { ...base.requestContext, routeKey: '$default' } };

    const { handler } = await groupModules[NOT_FOUND_GROUP]();
    const notFound = await handler(event, { awsRequestId: 'default-route' } as never);
    expect(notFound.statusCode).toBe(404);
    expect(JSON.parse(notFound.body!)).toEqual({ detail: MSG.notFound });
    // The headers every JSON answer of the API carries (lib/response.ts; CloudFront adds the
    // rest of the security headers to all of them), as a refused request on a known route has.
    const refused = await handler(toEvent(req, new URL(`http://localhost${API_BASE}${samplePath(known.path)}`), Buffer.alloc(0), match), {
      awsRequestId: 'known-route',
    } as never);
    expect(refused.statusCode).toBe(401);
    expect(notFound.headers).toEqual(BASE_HEADERS);
    expect(refused.headers).toMatchObject(BASE_HEADERS);
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
      // A public route without input simply answers: the OpenAPI document; the sign of the day and
      // the landing's figures read the table, which this test has not, and say so (503), having
      // recognised the route.
      const readsTable = route.name === 'signOfDay' || route.name === 'platformFigures';
      const expected = route.auth !== 'public' ? 401 : route.body ? 400 : readsTable ? 503 : 200;
      expect(result.statusCode, `${route.method} ${route.path}`).toBe(expected);
      expect(JSON.parse(result.body ?? '{}').detail).not.toBe(MSG.notFound);
    }
  });
});
