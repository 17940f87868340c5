import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MSG } from '@ifa/shared';
import { HttpError } from '../../lib/errors.js';

const MAX_BODY_BYTES = 256 * 1024;

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
    const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new HttpError(413, MSG.bodyTooLarge);
    try {
      (request.event as { parsedBody?: unknown }).parsedBody = JSON.parse(text);
    } catch {
      throw new HttpError(400, MSG.malformedJson);
    }
  },
});
