import { callApi } from '../api-client';
import { sessionRoute } from '../session-route';

const logout = sessionRoute('logout');

/**
 * POST /auth/logout for a token the session is dropping (DESIGN.md 4: the server ends it, so a
 * copy left in this browser or taken from it opens nothing). Best effort: the learner is signed
 * out here whatever the answer, offline included, and the request may outlive the page.
 */
export function endSessionOnServer(token: string) {
  callApi(logout, { token, keepalive: true }).catch(() => undefined);
}
