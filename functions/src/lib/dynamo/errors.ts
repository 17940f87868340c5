import type { Wire } from './commands.js';

/**
 * Errors shaped as the AWS SDK throws them, so lib/errors.ts (`isServiceUnavailable`) and the
 * data modules (`name`, `CancellationReasons`, `Item`) read them unchanged.
 */
export interface DynamoError extends Error {
  $fault: 'client' | 'server';
  $metadata: { httpStatusCode?: number; requestId?: string; attempts?: number; totalRetryDelay?: number };
}

/**
 * DynamoDB's error answer: the name is the part of `__type` after '#', every other field of the
 * body is copied on. `Item` (ReturnValuesOnConditionCheckFailure) stays marshalled, as the SDK
 * leaves it. A body that is not JSON (a proxy's 5xx page) is the server side's fault.
 */
export function serviceError(status: number, requestId: string | undefined, body: Wire | undefined): DynamoError {
  const { __type, message, Message, ...rest } = body ?? {};
  const name = typeof __type === 'string' ? __type.split('#').pop()! : 'UnknownError';
  return Object.assign(new Error(String(message ?? Message ?? `DynamoDB answered HTTP ${status}`)), rest, {
    name,
    $fault: status >= 500 || !body ? ('server' as const) : ('client' as const),
    $metadata: { httpStatusCode: status, requestId },
  });
}

/**
 * The SDK's name for its timeouts (lib/errors.ts counts it as unavailable). The connect timeout
 * also carries Node's own code for one, which makes it retryable; an attempt's timeout has none.
 */
export function timeoutError(message: string, code?: 'ETIMEDOUT'): Error {
  return Object.assign(new Error(message), { name: 'TimeoutError' }, code ? { code } : {});
}

const THROTTLING = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded']);
/** The SDK's retryable socket errors ('socket hang up' is an ECONNRESET), and DNS's "try again". */
const NETWORK = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);

/**
 * Worth another attempt (lib/ddb.ts): throttling, a 5xx, a dropped or refused connection. Not a
 * 4xx answer (a refused condition, a cancelled transaction, bad input), and not an attempt that
 * timed out: the database had its chance, the caller hears 503 instead.
 */
export function retryable(error: unknown): boolean {
  const e = error as { name?: unknown; code?: unknown; $fault?: unknown };
  return e.$fault === 'server' || THROTTLING.has(e.name as string) || NETWORK.has(e.code as string);
}
