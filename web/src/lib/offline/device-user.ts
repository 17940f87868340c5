import { readToken } from '../token-storage';

/**
 * The signed-in learner's id, read from the token's subject without the server (DESIGN.md 5d):
 * offline, what the device keeps (answers waiting to be sent) is filed under it. Not a check of
 * the token: the server verifies it when the answers are sent.
 */
export function deviceUserId(token = readToken()): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
