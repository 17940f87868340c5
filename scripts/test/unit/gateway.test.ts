import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS, routeList } from '@ifa/shared';
import { groupModules, matchRoute, toEvent } from '../../src/local/gateway.js';

const sample = (path: string) => path.replace(/\{(\w+)\}/g, (_, name) => (name === 'game' ? 'orisha_matching' : `x-${name}`));

describe('local gateway routing', () => {
  it('matches every route of the table to itself, like API Gateway', () => {
    for (const r of routeList) {
      const m = matchRoute(r.method, `/api${sample(r.path)}`);
      expect(m?.spec.name, `${r.method} ${r.path}`).toBe(r.name);
    }
  });

  it('prefers static segments over path parameters', () => {
    expect(matchRoute('POST', '/api/games/ifa-signs/answer')?.spec.name).toBe('signsAnswer');
    expect(matchRoute('POST', '/api/games/abc-123/answer')?.spec.name).toBe('orishaAnswer');
    expect(matchRoute('GET', '/api/admin/odduns/stats')?.spec.name).toBe('adminOddunStats');
    expect(matchRoute('PUT', '/api/admin/odduns/stats')?.spec.name).toBe('adminUpdateOddun');
  });

  it('does not match unknown paths or methods', () => {
    expect(matchRoute('GET', '/api/auth/login')).toBeNull();
    expect(matchRoute('GET', '/api/nothing')).toBeNull();
    expect(matchRoute('GET', '/auth/me')).toBeNull();
  });

  it('has a handler module for every endpoint group', () => {
    expect(Object.keys(groupModules).sort()).toEqual([...ENDPOINT_GROUPS].sort());
  });

  it('builds an API Gateway HTTP API v2 event', () => {
    const req = {
      method: 'PUT',
      httpVersion: '1.1',
      headers: { 'Content-Type': 'application/json', authorization: 'Bearer t', host: 'localhost:3000', cookie: 'a=1; b=2' },
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as IncomingMessage;
    const url = new URL('http://localhost:3000/api/admin/users/u%201/role?new_role=admin&x=1&x=2');
    const match = matchRoute('PUT', url.pathname)!;
    const event = toEvent(req, url, Buffer.from('{"new_role":"admin"}'), match);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PUT /api/admin/users/{id}/role',
      rawPath: '/api/admin/users/u%201/role',
      rawQueryString: 'new_role=admin&x=1&x=2',
      queryStringParameters: { new_role: 'admin', x: '1,2' },
      pathParameters: { id: 'u 1' },
      cookies: ['a=1', 'b=2'],
      body: '{"new_role":"admin"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'PUT', path: '/api/admin/users/u%201/role' }, routeKey: 'PUT /api/admin/users/{id}/role', stage: '$default' },
    });
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers.authorization).toBe('Bearer t');
  });
});
