import type { Endpoint } from './endpoints.js';

/**
 * The API's base and the session's own routes, apart from the route table (endpoints.ts, which
 * includes them): every page's entry checks the session and can log out, and with only these it
 * leaves the table of a hundred routes to the screens that call them (DESIGN.md 8: the landing's
 * initial JS). Imported as '@ifa/shared/session-endpoints'.
 */
export const API_BASE = '/api';

export const sessionEndpoints = {
  me: { method: 'GET', path: '/auth/me', group: 'auth', auth: 'user' },
  // Sessions that end (DESIGN.md 4): this token (logout-all, every token, is in the table).
  logout: { method: 'POST', path: '/auth/logout', group: 'auth', auth: 'user' },
} as const satisfies Record<string, Endpoint>;
