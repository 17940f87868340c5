import { readToken } from '../token-storage';

/**
 * The user id the stored token names (its `sub` claim), read without checking the signature:
 * only to name cached data before /auth/me has answered (features/dashboard/api/preload.ts).
 * Nothing is trusted on it; the server checks the token on every request. Null when there is no
 * token or it cannot be read.
 */
export function sessionUserId(token = readToken()): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}
