import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { cameThroughEdge } from '../../domain/client-address.js';
import { config } from '../../lib/config.js';
import { forbidden } from '../../lib/errors.js';

/**
 * Whether this event may be answered: always when no origin secret is configured (a local stack
 * without one, the tests), else only when it carries the secret CloudFront adds.
 */
export const fromEdge = (event: Pick<APIGatewayProxyEventV2, 'headers'>, secret: string | undefined = config.originVerifySecret) =>
  !secret || cameThroughEdge(event.headers, secret);

/**
 * The API answers only through CloudFront (DESIGN.md 4; docs/operations.md "Only through
 * CloudFront"): a request sent straight to the execute-api address skips CloudFront's WAF rule
 * and the viewer address the throttles count by. It is refused before anything else runs (no
 * body parsed, no route, no token, no read), with the same 403 any forbidden action gets: the
 * caller learns nothing about why, nor about the secret.
 */
export const edgeOnly = (): MiddlewareObj<APIGatewayProxyEventV2> => ({
  name: 'edge-only',
  before: (request) => {
    if (!fromEdge(request.event)) throw forbidden();
  },
});
