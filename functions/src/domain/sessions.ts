/**
 * Sessions that end (DESIGN.md 4, OWASP ASVS 5.0 7.4.1; docs/decisions/016-sessions-that-end.md).
 * A token is a session: it carries a random id (`sid`) and the instant, in milliseconds, at which
 * the account it was issued from was read (`iat_ms`). The user item, which every authenticated
 * request reads anyway, says which sessions are over:
 *
 * - `sessions_valid_after` (epoch ms): every session that began at or before it is over. A
 *   password change or reset, a deactivation, an admin's role change and 'log out everywhere'
 *   set it to the moment of the change.
 * - `revoked_sessions`: the sessions ended one by one (POST /auth/logout), as `<exp>:<sid>`
 *   entries, so an entry can be pruned once its token has expired anyway.
 *
 * Pure: no clock, no database.
 */

/** What a verified token says about its session. */
export interface SessionClaims {
  /** The token's random session id. */
  id: string;
  /** When the account this token rests on was read (epoch ms). */
  issuedAtMs: number;
  /** The token's expiry (epoch seconds, the JWT `exp`). */
  exp: number;
}

/** The session fields of the user item. */
export interface SessionState {
  /** Epoch ms; 0 when no change has ended the account's sessions yet. */
  sessions_valid_after: number;
  /** `<exp>:<sid>` of each session ended by a logout (see `revokedEntry`). */
  revoked_sessions: readonly string[];
}

/**
 * At most this many sessions ended one by one are kept on the user item: a logout past it ends
 * every session instead (`revokeOutcome`). Each entry is ~34 bytes, so the set stays well under
 * a kilobyte and the user item, read on every request, stays within one 4 KB read unit. Twenty
 * logouts of unexpired tokens within one token lifetime (24 h) is far beyond a learner's use.
 */
export const REVOKED_SESSIONS_MAX = 20;

/** The entry a logout stores: the expiry first, so expired entries are found without a lookup. */
export const revokedEntry = (session: Pick<SessionClaims, 'id' | 'exp'>) => `${session.exp}:${session.id}`;

/**
 * Whether the session of a token still stands for this account. Strictly after: a token read
 * from the account in the same millisecond as the change that ended its sessions, or before,
 * is over (the issuer makes a token read after a change begin after it: `sessionStart`).
 */
export function sessionStands(session: SessionClaims, account: SessionState): boolean {
  return session.issuedAtMs > account.sessions_valid_after && !account.revoked_sessions.includes(revokedEntry(session));
}

/**
 * The `iat_ms` of a new token: the instant BEFORE the account was read, so that a change
 * written while a login was checking the old password (the hash takes a few hundred ms) ends
 * that login's token too; and never at or before the account's `sessions_valid_after`, so that
 * a login whose read saw the change (a reset, then a login within the same millisecond, or from
 * a Lambda whose clock is a little behind) is not ended by it.
 */
export function sessionStart(readAtMs: number, sessionsValidAfter: number): number {
  return Math.max(readAtMs, sessionsValidAfter + 1);
}

/** Entries whose token has expired (`exp` <= now): they end nothing any more and may go. */
export function expiredEntries(entries: readonly string[], nowSeconds: number): string[] {
  return entries.filter((entry) => {
    const exp = Number(entry.slice(0, entry.indexOf(':')));
    // A malformed entry ends nothing either.
    return !Number.isFinite(exp) || exp <= nowSeconds;
  });
}

/**
 * What a logout writes: the session's entry when the set has room once expired entries are
 * gone, else every session of the account ends ('all': bounded item, never a token revived).
 * 'already' when another request logged this session out first (parallel logouts: counted once).
 */
export function revokeOutcome(account: SessionState, session: Pick<SessionClaims, 'id' | 'exp'>, nowSeconds: number): { kind: 'already' } | { kind: 'add'; entry: string; prune: string[] } | { kind: 'all' } {
  const entry = revokedEntry(session);
  if (account.revoked_sessions.includes(entry)) return { kind: 'already' };
  const prune = expiredEntries(account.revoked_sessions, nowSeconds);
  if (account.revoked_sessions.length - prune.length >= REVOKED_SESSIONS_MAX) return { kind: 'all' };
  return { kind: 'add', entry, prune };
}
