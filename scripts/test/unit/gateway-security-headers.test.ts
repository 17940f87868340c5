import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { SECURITY_HEADERS } from '@ifa/shared/security-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS } from '@ifa/shared';
import { createGateway, listen } from '../../src/local/gateway.js';
import type { GroupRoles } from '../../src/local/iam/policy.js';

// The local stand-in for CloudFront serves the built SPA with the same security headers
// (shared/src/security-headers.ts); a stand-in `web/dist` keeps the test independent of a build.
const staticDir = fileURLToPath(new URL('../../../infra/test/fixtures/web-dist', import.meta.url));
let server: Server;
let origin: string;

beforeAll(async () => {
  // Only static files are asked for here: no API call, so roles that allow nothing.
  const roles = Object.fromEntries(ENDPOINT_GROUPS.map((group) => [group, { roleName: 'none', statements: [] }])) as GroupRoles;
  server = createGateway({ staticDir, roles });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('local gateway security headers', () => {
  it('sends the shared headers on the shell, a client route, an asset and a miss', async () => {
    const paths = ['/', '/dashboard', '/assets/index-Fx1x2y3z.js', '/missing.png'];
    const responses = await Promise.all(paths.map((path) => fetch(`${origin}${path}`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 404]);
    for (const [i, response] of responses.entries()) {
      const sent = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, response.headers.get(name)]));
      expect(sent, paths[i]).toEqual(SECURITY_HEADERS);
      // Plain HTTP: HSTS belongs to CloudFront only.
      expect(response.headers.get('strict-transport-security'), paths[i]).toBeNull();
      await response.arrayBuffer();
    }
  });
});
