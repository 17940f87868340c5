import { addRevokedSession, endAllSessions, pruneRevokedSessions } from '../data/sessions.js';
import { getUser, type UserRecord } from '../data/users.js';
import { REVOKED_SESSIONS_MAX, revokeOutcome, type SessionClaims } from '../domain/sessions.js';

/**
 * POST /auth/logout (DESIGN.md 4): ends the session of the token it was sent with; the
 * account's other devices keep theirs. `user` is the item the request already read (eventually
 * consistent); a refused write reads it again, consistently, once. When the set of ended
 * sessions is full even after pruning, every session ends: a bounded item, and never a token
 * that comes back to life (domain/sessions.ts `revokeOutcome`).
 */
export async function logout(user: UserRecord, session: SessionClaims, now: Date = new Date()): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let account: UserRecord | null = user;
  for (let attempt = 0; account && attempt < 2; attempt++) {
    const outcome = revokeOutcome(account, session, nowSeconds);
    if (outcome.kind === 'already') return;
    if (outcome.kind === 'all') break;
    await pruneRevokedSessions(account.id, outcome.prune);
    if (await addRevokedSession(account.id, outcome.entry, REVOKED_SESSIONS_MAX)) return;
    // Full after all (the read was stale, or parallel logouts filled it), or the user is gone.
    account = await getUser(account.id, true);
  }
  if (account) await endAllSessions(account.id, now);
}

/** POST /auth/logout-all: 'Cerrar sesión en todos los dispositivos', this one included. */
export async function logoutEverywhere(user: UserRecord, now: Date = new Date()): Promise<void> {
  await endAllSessions(user.id, now);
}
