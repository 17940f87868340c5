import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';

// This file runs the API as it runs in AWS: the origin secret configured, as the CDK sets it on
// every group's Lambda (infra/lib/ifa-stack.ts). Set before any module reads its environment.
const ORIGIN_SECRET = vi.hoisted(() => {
  process.env.ORIGIN_VERIFY_SECRET = 'origin-secret-of-the-edge-only-tests';
  return process.env.ORIGIN_VERIFY_SECRET;
});

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { EDGE_HEADERS, ENDPOINT_GROUPS, MSG, routeList, type RouteSpec } from '@ifa/shared';
import { matchRoute, toEvent } from '../../../scripts/src/local/gateway.js';
import { useApi } from '../support/api.js';
import { responseProblems } from '../support/security/leaks.js';

/**
 * The API answers only through CloudFront (DESIGN.md 4; docs/operations.md "Only through
 * CloudFront"). `edge` is the local gateway playing CloudFront: it adds the secret, as the
 * distribution's origin does. `direct` is a caller who found the execute-api address and skips
 * CloudFront (its WAF rule and the viewer address the throttles count by); `guess` sends a
 * secret of its own, which CloudFront would have overwritten.
 */
const edge = useApi();
const direct = useApi({ originVerifySecret: '' });
const guess = useApi({ originVerifySecret: 'a-guess-at-the-secret' });

const pathOf = (route: Pick<RouteSpec, 'path'>) => route.path.replace(/\{\w+\}/g, 'x');

describe('only through CloudFront', () => {
  it('answers through the edge, with the secret CloudFront adds', async () => {
    const learner = await edge.registerUser();
    expect((await edge.call('GET', '/auth/me', { token: learner.access_token })).status).toBe(200);
    expect((await edge.call('GET', '/openapi.json')).status).toBe(200);
  });

  it('refuses every route of every group without the secret, or with a wrong one: 403, a Spanish detail, nothing more', async () => {
    const learner = await edge.registerUser();
    for (const [caller, api] of [['direct', direct], ['guess', guess]] as const) {
      // Refused before any read, so all of them at once cost DynamoDB Local nothing.
      const results = await Promise.all(
        routeList.map(async (route) => ({ route, res: await api.call(route.method, pathOf(route), { token: learner.access_token, body: route.method === 'GET' ? undefined : {} }) })),
      );
      for (const { route, res } of results) {
        const where = `${caller} ${route.method} ${route.path}: ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, where).toBe(403);
        // The same words as any forbidden action: nothing about a header or a secret.
        expect(res.body, where).toEqual({ detail: MSG.forbidden });
        expect(responseProblems(res), where).toEqual([]);
        expect(res.text, where).not.toMatch(/origin|secret|cloudfront|verify/i);
      }
      expect(new Set(results.map(({ route }) => route.group))).toEqual(new Set(ENDPOINT_GROUPS));
    }
  });

  it('does nothing for a refused request: no account made, no login counted, no session ended', async () => {
    const learner = await edge.registerUser();
    const email = `directo-${Date.now()}@example.com`;
    expect((await direct.call('POST', '/auth/register', { body: { email, username: `directo_${Date.now()}`, full_name: 'Directo', password: 'secreto123', language: 'es' } })).status).toBe(403);
    const login = await edge.call('POST', '/auth/login', { body: { email, password: 'secreto123' } });
    expect(login.status).toBe(401);
    // Six wrong passwords straight to the API would lock the learner out if they were counted.
    for (let i = 0; i < 6; i++) expect((await direct.call('POST', '/auth/login', { body: { email: learner.user.email, password: `mal-${i}` } })).status).toBe(403);
    expect((await edge.call('POST', '/auth/login', { body: { email: learner.user.email, password: 'secreto123' } })).status).toBe(200);
    expect((await direct.call('POST', '/auth/logout-all', { token: learner.access_token })).status).toBe(403);
    expect((await edge.call('GET', '/auth/me', { token: learner.access_token })).status).toBe(200);
  });

  it('refuses the routes the table does not list ($default) and the list of signs revalidated without a read', async () => {
    const learner = await edge.registerUser();
    const { handler } = await import('../../src/handlers/ifa-signs.js');
    const invoke = (path: string, headers: Record<string, string>, routeKey?: string) => {
      const url = new URL(`http://api.example/api${path}`);
      const req = { method: 'GET', httpVersion: '1.1', headers: { authorization: `Bearer ${learner.access_token}` }, socket: { remoteAddress: '198.51.100.7' } } as unknown as IncomingMessage;
      const match = matchRoute('GET', url.pathname) ?? { spec: { method: 'GET', path: '/no-route', group: 'ifa-signs', auth: 'public' }, pathParameters: {} };
      // Invoked as API Gateway would, without the local gateway (which plays CloudFront).
      const event: APIGatewayProxyEventV2 = toEvent(req, url, Buffer.alloc(0), match as Parameters<typeof toEvent>[3]);
      Object.assign(event.headers, headers);
      if (routeKey) Object.assign(event, { routeKey });
      return handler(event, { awsRequestId: `direct-${Math.random()}` } as Context);
    };
    const fromEdge = { [EDGE_HEADERS.originVerify]: ORIGIN_SECRET! };
    // API Gateway sends every path no route matches to this Lambda as `$default` (infra/lib/api.ts).
    expect((await invoke('/no-such-thing', fromEdge, '$default')).statusCode).toBe(404);
    expect((await invoke('/no-such-thing', {}, '$default')).statusCode).toBe(403);

    // The list's 304 answers before the user is read (DESIGN.md 8), but not past the edge check.
    const list = await edge.call('GET', '/ifa-signs/odduns?level=beginner', { token: learner.access_token });
    const etag = list.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await invoke('/ifa-signs/odduns?level=beginner', { ...fromEdge, 'if-none-match': etag })).statusCode).toBe(304);
    const refused = await invoke('/ifa-signs/odduns?level=beginner', { 'if-none-match': etag });
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body!)).toEqual({ detail: MSG.forbidden });
  });
});
