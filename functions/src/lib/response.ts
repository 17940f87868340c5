import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export function jsonResponse(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...BASE_HEADERS, ...headers }, body: JSON.stringify(body) };
}
