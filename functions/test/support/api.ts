import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { AuthResponse, RegisterRequest } from '@ifa/shared';
import { createGateway, listen } from '../../../scripts/src/local/gateway.js';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/**
 * Starts the local gateway (the real handler modules behind real HTTP) for this test file
 * and returns a small client for it.
 */
export function useApi() {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createGateway();
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
    options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${base}${path}`, { method, headers, body });
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
  /** Registers a fresh learner and returns the auth response. */
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
    const res = await call<AuthResponse>('POST', '/auth/register', { body: payload });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return { ...res.body, password: payload.password };
  }

  return { call, registerUser, get base() { return base; } };
}
