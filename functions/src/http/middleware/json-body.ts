import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MSG } from '@ifa/shared';
import { HttpError } from '../../lib/errors.js';

/**
 * The largest body the API takes (issue 10). API Gateway lets up to 10 MB through, so this is
 * where AWS refuses the rest; the local gateway imports it to refuse the same bodies before
 * reading them whole.
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
    // Measured before anything is decoded or parsed: a 10 MB body costs no work but this.
    if (Buffer.byteLength(body, isBase64Encoded ? 'base64' : 'utf8') > MAX_BODY_BYTES) throw new HttpError(413, MSG.bodyTooLarge);
    const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    try {
      (request.event as { parsedBody?: unknown }).parsedBody = JSON.parse(text);
    } catch {
      throw new HttpError(400, MSG.malformedJson);
    }
  },
});
