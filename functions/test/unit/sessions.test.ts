import { describe, expect, it } from 'vitest';
import {
  REVOKED_SESSIONS_MAX,
  expiredEntries,
  revokeOutcome,
  revokedEntry,
  sessionStands,
  sessionStart,
  type SessionState,
} from '../../src/domain/sessions.js';

const T = 1_795_000_000_000; // a change that ended sessions, in ms
const fresh: SessionState = { sessions_valid_after: 0, revoked_sessions: [] };
const session = (issuedAtMs: number, id = 'sid-a', exp = 1_795_086_400) => ({ id, issuedAtMs, exp });

describe('whether a session stands (DESIGN.md 4)', () => {
  it('stands on an account no change has ended sessions of', () => {
    expect(sessionStands(session(1), fresh)).toBe(true);
  });

  it('is over when it began at or before the change, to the millisecond; stands when after it', () => {
    const ended = { ...fresh, sessions_valid_after: T };
    expect(sessionStands(session(T - 1000), ended)).toBe(false);
    // Same second, a millisecond before, and the very same millisecond: over. (The JWT `iat`
    // alone, in seconds, could not tell these from a login just after the change.)
    expect(sessionStands(session(T - 1), ended)).toBe(false);
    expect(sessionStands(session(T), ended)).toBe(false);
    expect(sessionStands(session(T + 1), ended)).toBe(true);
  });

  it('is over when it was logged out, and only that session', () => {
    const account = { ...fresh, revoked_sessions: [revokedEntry(session(T, 'sid-a'))] };
    expect(sessionStands(session(T, 'sid-a'), account)).toBe(false);
    expect(sessionStands(session(T, 'sid-b'), account)).toBe(true);
  });
});

describe('when a new session begins', () => {
  it('at the instant before the account was read', () => {
    expect(sessionStart(T + 500, T)).toBe(T + 500);
    expect(sessionStart(T + 500, 0)).toBe(T + 500);
  });

  it('after a change its read saw, even in the same millisecond or from a clock a little behind', () => {
    expect(sessionStart(T, T)).toBe(T + 1);
    expect(sessionStart(T - 40, T)).toBe(T + 1);
    expect(sessionStands(session(sessionStart(T, T)), { ...fresh, sessions_valid_after: T })).toBe(true);
  });
});

describe('a logout', () => {
  const now = 1_795_000_000;

  it('adds its entry, pruning the entries of expired tokens', () => {
    const old = revokedEntry({ id: 'old', exp: now - 1 });
    const live = revokedEntry({ id: 'live', exp: now + 60 });
    expect(revokeOutcome({ ...fresh, revoked_sessions: [old, live] }, { id: 'sid-a', exp: now + 3600 }, now)).toEqual({
      kind: 'add',
      entry: `${now + 3600}:sid-a`,
      prune: [old],
    });
  });

  it('of a session already logged out changes nothing (parallel logouts count once)', () => {
    const entry = revokedEntry({ id: 'sid-a', exp: now + 3600 });
    expect(revokeOutcome({ ...fresh, revoked_sessions: [entry] }, { id: 'sid-a', exp: now + 3600 }, now)).toEqual({ kind: 'already' });
  });

  it('ends every session when the set is full of live entries: bounded, and no token revived', () => {
    const live = Array.from({ length: REVOKED_SESSIONS_MAX }, (_, i) => revokedEntry({ id: `s${i}`, exp: now + 60 }));
    expect(revokeOutcome({ ...fresh, revoked_sessions: live }, { id: 'sid-a', exp: now + 3600 }, now)).toEqual({ kind: 'all' });
    // One of them expired: room again.
    const oneExpired = [...live.slice(1), revokedEntry({ id: 'gone', exp: now })];
    expect(revokeOutcome({ ...fresh, revoked_sessions: oneExpired }, { id: 'sid-a', exp: now + 3600 }, now)).toMatchObject({ kind: 'add', prune: [`${now}:gone`] });
  });

  it('treats a malformed entry as expired', () => {
    expect(expiredEntries(['nonsense', `${now + 1}:x`, ':y'], now)).toEqual(['nonsense', ':y']);
  });
});
