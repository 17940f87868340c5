import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildOpenApiDocument } from '@ifa/shared/openapi';
import { etagOf } from '../../../functions/src/lib/etag.js';
import { CONTENT_ROOT } from './compile.js';

/**
 * The OpenAPI document, built from the route table here rather than in the ifa-signs Lambda
 * that serves it: the builder (zod's JSON Schema conversion) and every group's schemas were a
 * third of that Lambda's bundle and module init (DESIGN.md 8), for a document that only
 * changes with a deploy. Written gzipped (about a tenth of its 125 KB) with its ETag into
 * functions/src/content/generated/openapi.json, which the handler imports; the document the
 * API serves is tested against the routes (functions/test/integration/openapi.test.ts).
 */
export interface StoredOpenApi {
  etag: string;
  gzip_base64: string;
}

export function storedOpenApi(): StoredOpenApi {
  const document = buildOpenApiDocument();
  return { etag: etagOf(document), gzip_base64: gzipSync(JSON.stringify(document), { level: 9 }).toString('base64') };
}

/** Writes the file when its document changed; true when it did. */
export function writeOpenApi(root = CONTENT_ROOT): boolean {
  const path = join(root, 'generated', 'openapi.json');
  const stored = storedOpenApi();
  const previous = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as StoredOpenApi) : null;
  if (previous?.etag === stored.etag) return false;
  mkdirSync(join(root, 'generated'), { recursive: true });
  writeFileSync(path, `${JSON.stringify(stored)}\n`);
  return true;
}
