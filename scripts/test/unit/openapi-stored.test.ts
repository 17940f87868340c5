import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@ifa/shared/openapi';
import { CONTENT_ROOT } from '../../src/content/compile.js';
import { storedOpenApi } from '../../src/content/openapi.js';
import { etagOf } from '../../../functions/src/lib/etag.js';

/** The OpenAPI document the ifa-signs Lambda serves is stored by `npm run content` (scripts/src/content/openapi.ts). */
describe('the stored OpenAPI document', () => {
  const unpack = (stored: { gzip_base64: string }) => JSON.parse(gunzipSync(Buffer.from(stored.gzip_base64, 'base64')).toString('utf8')) as unknown;

  it('unpacks to the document the route table builds, with that document\'s ETag', () => {
    const stored = storedOpenApi();
    const built = buildOpenApiDocument();
    expect(unpack(stored)).toEqual(built);
    expect(stored.etag).toBe(etagOf(built));
  });

  it('is current in functions/src/content/generated (npm test runs `npm run content` first)', () => {
    const onDisk = JSON.parse(readFileSync(join(CONTENT_ROOT, 'generated', 'openapi.json'), 'utf8')) as { etag: string; gzip_base64: string };
    expect(onDisk.etag).toBe(storedOpenApi().etag);
    expect(unpack(onDisk)).toEqual(buildOpenApiDocument());
  });
});
