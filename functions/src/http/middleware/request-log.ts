import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { log } from '../../lib/log.js';

type Request = {
  event: APIGatewayProxyEventV2;
  response: APIGatewayProxyStructuredResultV2 | null;
};

/**
 * One structured line per request: route, status, latency and API Gateway's request id (the
 * key of the access log line of the same request). Powertools' `injectLambdaContext`, used
 * around this middleware, adds Lambda's request id and the cold-start flag (lib/log.ts keeps
 * only those of the Lambda context).
 */
export const requestLog = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => {
  const started = new WeakMap<object, number>();
  const done = (request: Request) => {
    log('info', 'request', {
      route: request.event.routeKey,
      status: request.response?.statusCode ?? 500,
      latencyMs: Date.now() - (started.get(request.event) ?? Date.now()),
      apiRequestId: request.event.requestContext?.requestId,
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
