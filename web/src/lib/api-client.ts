import type { FieldError, RouteSpec } from '@ifa/shared';
import { API_BASE } from '@ifa/shared/session-endpoints';
import type * as z from 'zod/mini';
import { readToken } from './token-storage';

/**
 * The ONE API client. Each request file names a route of the shared table (`route('login')`,
 * lib/route.ts), so method, path, body and response types come from the contract.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `detail`: a message, or field errors (DESIGN.md 4). */
    readonly detail: string | FieldError[] | undefined,
  ) {
    super(typeof detail === 'string' ? detail : `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get fieldErrors(): FieldError[] {
    return Array.isArray(this.detail) ? this.detail : [];
  }

  /** A message to show: the string detail, or the first field error. */
  get displayMessage(): string | undefined {
    if (typeof this.detail === 'string') return this.detail;
    return this.detail?.[0]?.message;
  }
}

/** No answer at all (offline, server down). */
export class NetworkError extends Error {
  constructor() {
    super('network');
    this.name = 'NetworkError';
  }
}


type BodyOf<R> = R extends { body: infer B extends z.ZodMiniType } ? z.input<B> : never;
type ResponseOf<R> = R extends { response: infer S extends z.ZodMiniType } ? z.infer<S> : never;

interface CallOptions<R> {
  body?: BodyOf<R>;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Overrides the stored token (the session check uses the token it was started with). */
  token?: string | null;
  signal?: AbortSignal;
  /** The same request, already sent (the start page's GET /auth/me: lib/auth/get-me.ts). */
  sent?: Promise<Response>;
  /** Finish even if the page goes away meanwhile (a logout sent as the learner leaves). */
  keepalive?: boolean;
}

/** Told the token a 401 answered: the session ends only if it still holds that one. */
type UnauthorizedListener = (token: string | null) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The session listens here: a 401 on an authenticated call means the token it was sent with is dead. */
export function onUnauthorized(listener: UnauthorizedListener) {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function buildPath(route: Pick<RouteSpec, 'path'>, params: Record<string, string> = {}) {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

export async function callApi<R extends Pick<RouteSpec, 'method' | 'path' | 'auth'>>(route: R, options: CallOptions<R> = {}): Promise<ResponseOf<R>> {
  const url = new URL(`${API_BASE}${buildPath(route, options.params)}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token === undefined ? readToken() : options.token;
  if (route.auth !== 'public' && token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await (options.sent ??
      fetch(url, {
        method: route.method,
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: options.signal ?? null,
        ...(options.keepalive ? { keepalive: true } : {}),
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }

  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && route.auth !== 'public') unauthorizedListeners.forEach((listener) => listener(token));
    const detail = (payload as { detail?: unknown } | undefined)?.detail;
    throw new ApiError(response.status, typeof detail === 'string' || Array.isArray(detail) ? (detail as string | FieldError[]) : undefined);
  }
  return payload as ResponseOf<R>;
}
