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
