import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_BASE, endpoints, routeKeyOf } from '@ifa/shared';
import { countEvent, metrics } from '../../lib/metrics.js';

const LOGIN_ROUTE_KEY = routeKeyOf({ method: endpoints.login.method, path: `${API_BASE}${endpoints.login.path}` });

type Request = {
  event: APIGatewayProxyEventV2;
  context: Context;
  response: APIGatewayProxyStructuredResultV2 | null;
};

/**
 * Publishes the invocation's metrics once, after the response is settled (the outermost
 * middleware, so it sees what every other one added). Powertools' own `logMetrics` middleware
 * does the same but also logs a warning on every invocation that counted nothing, which is
 * most requests here (a business event is a registration, a game, a purchase...).
 *
 * LoginThrottled is counted from the answer rather than inside the throttle: what operations
 * want to see is how many people were turned away, whichever rule refused them.
 */
export const publishMetrics = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => {
  const publish = (request: Request) => {
    if (request.response?.statusCode === 429 && request.event.routeKey === LOGIN_ROUTE_KEY) countEvent('LoginThrottled');
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return {
    name: 'metrics',
    before: (request) => {
      // Emitted on the first invocation of a container only (Powertools keeps the flag).
      metrics.captureColdStartMetric(request.context?.functionName);
    },
    after: publish,
    onError: publish,
  };
};
