import { request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, inject } from 'vitest';
import type { AuthResponse, RegisterRequest } from '@ifa/shared';
import { createGateway, listen, type EdgeOptions } from '../../../scripts/src/local/gateway.js';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/**
 * Starts the local gateway (the real handler modules behind real HTTP) for this test file
 * and returns a small client for it. `edge` overrides what the gateway adds as CloudFront
 * (`originVerifySecret: ''`: a caller who goes straight to API Gateway, past CloudFront).
 */
export function useApi(edge: EdgeOptions = {}) {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createGateway({ roles: inject('iamRoles'), ...edge });
    const port = await listen(server, 0);
    base = `http://127.0.0.1:${port}/api`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  async function call<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string>; from?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = options.from
      ? await sendFrom(options.from, `${base}${path}`, { method, headers, body })
      : await fetch(`${base}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as T, headers: res.headers, text };
  }

  let counter = 0;
  /**
   * Registers a fresh learner and returns the auth response. Each one connects from an address
   * of its own, as learners do: registrations are limited per address (docs/decisions/006).
   */
  async function registerUser(overrides: Partial<RegisterRequest> = {}) {
    const n = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const payload = {
      email: `user-${n}@example.com`,
      username: `user_${n}`.slice(0, 30),
      full_name: `Usuario ${n}`,
      password: 'secreto123',
      language: 'es',
      ...overrides,
    };
    const res = await call<AuthResponse>('POST', '/auth/register', { body: payload, from: loopbackAddress() });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return { ...res.body, password: payload.password };
  }

  return { call, registerUser, get base() { return base; } };
}

/**
 * A random address of the loopback range other than 127.0.0.1: on Linux the whole 127.0.0.0/8
 * reaches this machine, so a request bound to it really comes from another address.
 */
export function loopbackAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `127.${1 + Math.floor(Math.random() * 255)}.${byte()}.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * `fetch` cannot choose the local address it connects from; node:http can (`localAddress`).
 * Returns a Response so callers read it the same way.
 */
function sendFrom(localAddress: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method, headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const status = res.statusCode ?? 500;
        // A Response refuses a body with the statuses that never carry one.
        const noBody = [204, 205, 304].includes(status);
        resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, headers }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
