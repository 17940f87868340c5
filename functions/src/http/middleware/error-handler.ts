import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { MSG } from '@ifa/shared';
import { HttpError, isServiceUnavailable, serviceUnavailable } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { jsonResponse } from '../../lib/response.js';

/**
 * Maps every thrown error to `{ "detail": ... }`. A typed HttpError keeps its status and
 * detail; an unreachable, timed-out or throttling database is a 503 (`isServiceUnavailable`);
 * anything else is a 500 that says only 'Error interno del servidor' and logs the
 * cause server-side (never a stack trace to the client).
 */
export const errorHandler = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => ({
  name: 'error-handler',
  onError: (request) => {
    const error = request.error;
    if (error instanceof HttpError) {
      request.response = jsonResponse(error.status, { detail: error.detail }, error.headers);
      return;
    }
    if (isServiceUnavailable(error)) {
      // The database (or another AWS dependency) is down, frozen or throttling: worth a retry,
      // so 503 + Retry-After with the Spanish detail, never the SDK's own words.
      log('warn', 'dependency unavailable', {
        requestId: request.context?.awsRequestId,
        routeKey: request.event?.routeKey,
        error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      });
      const unavailable = serviceUnavailable();
      request.response = jsonResponse(unavailable.status, { detail: unavailable.detail }, unavailable.headers);
      return;
    }
    log('error', 'unhandled error', {
      requestId: request.context?.awsRequestId,
      routeKey: request.event?.routeKey,
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    });
    request.response = jsonResponse(500, { detail: MSG.internal });
  },
});
