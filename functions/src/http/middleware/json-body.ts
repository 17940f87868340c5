import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MSG } from '@ifa/shared';
import { HttpError } from '../../lib/errors.js';

/**
 * The largest body the API takes (issue 10; docs/decisions/009-body-size.md). In AWS, API
 * Gateway takes bodies up to 10 MB, but the function sees one only if the whole invocation
 * event (headers, request context and the body as a JSON string, base64-encoded for content
 * types API Gateway does not treat as text) is under Lambda's 6 MB synchronous payload limit;
 * above it API Gateway answers its own 413 without invoking the function. 256 KB stays under
 * 6 MB in the costliest encoding (control characters escape to 6 bytes each: ~1.5 MB), so
 * every body this rule refuses reaches it and gets the `{detail}` (body-size.test.ts, "the
 * AWS side"). The local gateway imports it to refuse the same bodies before reading them whole.
 */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * JSON body parsing. Hand-written rather than @middy/http-json-body-parser because that one
 * answers 415 to the spec's empty-body POSTs (`/games/orisha-matching/start`) and to a
 * missing content-type, where this API wants "no body" and a Spanish 400 for bad JSON.
 */
export const jsonBody = (): MiddlewareObj<APIGatewayProxyEventV2> => ({
  name: 'json-body',
  before: (request) => {
    const { body, isBase64Encoded } = request.event;
    if (body === undefined || body === null || body === '') {
      (request.event as { parsedBody?: unknown }).parsedBody = undefined;
      return;
    }
    // Measured before anything is decoded or parsed: a body near the 6 MB invoke limit costs no
    // work but this. Base64 is measured decoded: the rule is about the client's bytes.
    if (Buffer.byteLength(body, isBase64Encoded ? 'base64' : 'utf8') > MAX_BODY_BYTES) throw new HttpError(413, MSG.bodyTooLarge);
    const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    try {
      (request.event as { parsedBody?: unknown }).parsedBody = JSON.parse(text);
    } catch {
      throw new HttpError(400, MSG.malformedJson);
    }
  },
});
