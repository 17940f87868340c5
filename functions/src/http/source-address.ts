import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientAddress } from '../domain/client-address.js';
import { config } from '../lib/config.js';

/** The address a request is throttled by: the viewer's when CloudFront vouches for it, else the TCP peer's. */
export const sourceAddress = (event: APIGatewayProxyEventV2) =>
  clientAddress({ headers: event.headers, sourceIp: event.requestContext.http.sourceIp }, config.originVerifySecret);
