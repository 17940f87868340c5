import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export const etagOf = (body: unknown) => `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;

/** True when the client's cached copy (If-None-Match) is still current. */
export function notModified(event: APIGatewayProxyEventV2, etag: string): boolean {
  const header = event.headers?.['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
