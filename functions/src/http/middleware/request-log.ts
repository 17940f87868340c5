import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { log } from '../../lib/log.js';

/** One structured line per request: request id, route, status, latency. Nothing else. */
export const requestLog = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => {
  const started = new WeakMap<object, number>();
  const done = (request: { event: APIGatewayProxyEventV2; context: { awsRequestId?: string }; response: APIGatewayProxyStructuredResultV2 | null }) => {
    const status = request.response?.statusCode ?? 500;
    log('info', 'request', {
      requestId: request.context?.awsRequestId,
      route: request.event.routeKey,
      status,
      latencyMs: Date.now() - (started.get(request.event) ?? Date.now()),
    });
  };
  return {
    name: 'request-log',
    before: (request) => {
      started.set(request.event, Date.now());
    },
    after: done,
    onError: done,
  };
};
