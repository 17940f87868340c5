import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUTH } from '@ifa/shared';
import { newSessionId, signAccessToken, verifyAccessToken } from '../../src/domain/tokens.js';

const key = new TextEncoder().encode('unit-test-secret-with-at-least-32-characters!');
const otherKey = new TextEncoder().encode('another-secret-with-at-least-32-characters!!');
const session = { sid: 'session-1', iatMs: 1_795_000_000_123 };

describe('access tokens', () => {
  it('round-trips the subject and session, and carries role, iss, aud, iat (seconds) and a 24 h exp', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const token = await signAccessToken({ sub: 'user-1', role: 'student', ...session }, key, now);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: 'user-1', role: 'student', iss: AUTH.issuer, aud: AUTH.audience, sid: 'session-1', iat_ms: session.iatMs });
    // The standard claims stay as they were: iat in whole seconds of the signature.
    expect(payload.iat).toBe(now.getTime() / 1000);
    expect(payload.exp - payload.iat).toBe(AUTH.tokenTtlSeconds);
    const fresh = await signAccessToken({ sub: 'user-1', role: 'student', ...session }, key);
    const freshExp = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()).exp;
    expect(await verifyAccessToken(fresh, key)).toEqual({ sub: 'user-1', exp: freshExp, session: { id: 'session-1', issuedAtMs: session.iatMs, exp: freshExp } });
  });

  it('draws session ids nobody can guess: 128 random bits, never the same twice', () => {
    const ids = Array.from({ length: 1000 }, newSessionId);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(16);
  });

  it('rejects a token without its session claims, or with claims of the wrong type', async () => {
    const base = () => new SignJWT({ role: 'student' }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1').setIssuer(AUTH.issuer).setAudience(AUTH.audience).setIssuedAt().setExpirationTime('1h');
    const signed = (claims: Record<string, unknown>) => new SignJWT({ role: 'student', ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1').setIssuer(AUTH.issuer).setAudience(AUTH.audience).setIssuedAt().setExpirationTime('1h').sign(key);
    await expect(verifyAccessToken(await base().sign(key), key)).rejects.toThrow();
    await expect(verifyAccessToken(await signed({ sid: 's' }), key)).rejects.toThrow();
    await expect(verifyAccessToken(await signed({ iat_ms: 1 }), key)).rejects.toThrow();
    await expect(verifyAccessToken(await signed({ sid: 's', iat_ms: '1' }), key)).rejects.toThrow();
    await expect(verifyAccessToken(await signed({ sid: 's', iat_ms: 1.5 }), key)).rejects.toThrow();
    await expect(verifyAccessToken(await signed({ sid: '', iat_ms: 1 }), key)).rejects.toThrow();
    expect((await verifyAccessToken(await signed({ sid: 's', iat_ms: 1 }), key)).session).toMatchObject({ id: 's', issuedAtMs: 1 });
  });

  it('rejects a token signed with another key', async () => {
    const token = await signAccessToken({ sub: 'user-1', role: 'admin', ...session }, otherKey);
    await expect(verifyAccessToken(token, key)).rejects.toThrow();
  });

  it('rejects alg none, other algorithms and missing claims', async () => {
    const unsecured = new UnsecuredJWT({ role: 'admin' }).setSubject('user-1').setIssuer(AUTH.issuer).setAudience(AUTH.audience).setIssuedAt().setExpirationTime('1h').encode();
    await expect(verifyAccessToken(unsecured, key)).rejects.toThrow();
    const hs512 = await new SignJWT({ role: 'admin' }).setProtectedHeader({ alg: 'HS512' }).setSubject('user-1').setIssuer(AUTH.issuer).setAudience(AUTH.audience).setIssuedAt().setExpirationTime('1h').sign(new Uint8Array(64).fill(7));
    await expect(verifyAccessToken(hs512, key)).rejects.toThrow();
    const noSub = await new SignJWT({ role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setIssuer(AUTH.issuer).setAudience(AUTH.audience).setIssuedAt().setExpirationTime('1h').sign(key);
    await expect(verifyAccessToken(noSub, key)).rejects.toThrow();
  });

  it('rejects an expired token and a wrong audience', async () => {
    const old = await signAccessToken({ sub: 'user-1', role: 'student', ...session }, key, new Date(Date.now() - 2 * AUTH.tokenTtlSeconds * 1000));
    await expect(verifyAccessToken(old, key)).rejects.toThrow(/exp/);
    const foreign = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuer(AUTH.issuer).setAudience('other-app').setIssuedAt().setExpirationTime('1h').sign(key);
    await expect(verifyAccessToken(foreign, key)).rejects.toThrow();
  });
});
