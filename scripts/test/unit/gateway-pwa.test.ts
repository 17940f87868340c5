import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS } from '@ifa/shared';
import { PWA_ICONS, SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from '@ifa/shared/pwa';
import { createGateway, listen } from '../../src/local/gateway.js';
import type { GroupRoles } from '../../src/local/iam/policy.js';

// The installable app's files from the local stand-in for CloudFront (docs/decisions/021):
// a browser checks for a new version by fetching the worker again, so it must never be kept,
// and it accepts a worker or a manifest only with a script / manifest content type. A stand-in
// `web/dist` (infra/test/fixtures/web-dist) keeps the test independent of a build.
const staticDir = fileURLToPath(new URL('../../../infra/test/fixtures/web-dist', import.meta.url));
let server: Server;
let origin: string;

beforeAll(async () => {
  const roles = Object.fromEntries(ENDPOINT_GROUPS.map((group) => [group, { roleName: 'none', statements: [] }])) as GroupRoles;
  server = createGateway({ staticDir, roles });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function headersOf(path: string) {
  const response = await fetch(`${origin}${path}`);
  await response.arrayBuffer();
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control') };
}

describe('local gateway, installable app files', () => {
  it('serves the worker and its Workbox runtime as JavaScript, revalidated on every visit', async () => {
    for (const path of [SERVICE_WORKER_PATH, '/workbox-2fbc6a65.js']) {
      expect(await headersOf(path), path).toEqual({ status: 200, type: 'text/javascript; charset=utf-8', cache: 'no-cache' });
    }
  });

  it('serves the manifest as a web app manifest, revalidated', async () => {
    expect(await headersOf(WEB_MANIFEST_PATH)).toEqual({ status: 200, type: 'application/manifest+json', cache: 'no-cache' });
  });

  it('serves an icon as a PNG, and hashed assets stay immutable', async () => {
    expect(await headersOf(PWA_ICONS[0].src)).toMatchObject({ status: 200, type: 'image/png' });
    expect((await headersOf('/assets/index-Fx1x2y3z.js')).cache).toBe('public, max-age=31536000, immutable');
  });
});
