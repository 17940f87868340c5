import type { FieldError } from '@ifa/shared';
import { MSG } from '@ifa/shared';

/**
 * A typed error that carries its HTTP status and the `detail` the client may see.
 * Handlers throw these; the error middleware turns them into `{ "detail": ... }`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'validation failed');
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string | FieldError[]) => new HttpError(400, detail);
export const fieldError = (field: string, message: string) => new HttpError(400, [{ field, message }]);
export const unauthorized = (detail: string = MSG.notAuthenticated) =>
  new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail: string = MSG.forbidden) => new HttpError(403, detail);
export const notFound = (detail: string = MSG.notFound) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { 'retry-after': String(retryAfterSeconds) });
export const notImplemented = () => new HttpError(501, MSG.notImplemented);

/**
 * How long a client should wait before trying again after a 503 (the `Retry-After` header). A
 * DynamoDB hiccup or throttling passes in seconds; a restarted table answers again at once.
 */
export const RETRY_AFTER_SECONDS = 5;

export const serviceUnavailable = () =>
  new HttpError(503, MSG.serviceUnavailable, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/** Node socket errors that mean the database could not be reached or dropped the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SDK and DynamoDB error names that say "not now" rather than "never": timeouts of the HTTP
 * handler, throttling and the service's own 5xx errors (DynamoDB error reference, "Retrying").
 */
const TRANSIENT_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  // A plain write refused because a transaction held its item (DESIGN.md 3b): 'try again'.
  'TransactionConflictException',
]);

/**
 * Reasons inside a cancelled transaction that say "not now", not a refused condition:
 * throttling, and another request holding the items (TransactionConflict) once the retries of
 * data/retry-transaction.ts, where the write has them, are spent (DESIGN.md 3b).
 */
const TRANSIENT_CANCELLATIONS = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded', 'TransactionConflict']);

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  CancellationReasons?: Array<{ Code?: unknown }>;
}

function transientHere(error: ErrorShape): boolean {
  if (typeof error.name === 'string' && TRANSIENT_NAMES.has(error.name)) return true;
  if (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) return true;
  if (typeof error.message === 'string' && /socket hang up/i.test(error.message)) return true;
  // An AWS service answered with a 5xx: its fault, and usually gone on the next try.
  const status = error.$metadata?.httpStatusCode;
  if (error.$fault === 'server' || (typeof status === 'number' && status >= 500 && status <= 599)) return true;
  return (error.CancellationReasons ?? []).some((r) => typeof r.Code === 'string' && TRANSIENT_CANCELLATIONS.has(r.Code));
}

/**
 * True when an error means the database (or another AWS dependency) is unreachable, too slow
 * or throttling: the request may succeed if repeated, so the client gets 503 + Retry-After,
 * not a 500. A bug, a refused condition or bad data stays false. Follows `cause` a few levels
 * because some layers wrap the socket error.
 */
export function isServiceUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if (transientHere(current as ErrorShape)) return true;
    current = (current as ErrorShape).cause;
  }
  return false;
}
