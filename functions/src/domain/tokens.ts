import { AUTH, type Role } from '@ifa/shared';
import { randomBytes, type webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { SessionClaims } from './sessions.js';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The session's random id (domain/sessions.ts): what a logout ends. */
  sid: string;
  /** When the account was read for this token, epoch ms (domain/sessions.ts `sessionStart`). */
  iatMs: number;
}

/** 128 random bits, base64url: a session id nobody can guess or collide with. */
export const newSessionId = () => randomBytes(16).toString('base64url');

/**
 * HS256 access token with sub, role, iss, aud, iat, exp (24 h) (DESIGN.md 4), plus two claims of
 * our own for sessions that end: `sid` and `iat_ms`. The standard `iat` has second granularity,
 * too coarse to tell a token issued just before a password reset from one issued just after it
 * in the same second; `iat_ms` is compared instead (domain/sessions.ts).
 */
export async function signAccessToken(claims: TokenClaims, key: webcrypto.CryptoKey | Uint8Array, now: Date = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sid, iat_ms: claims.iatMs })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(AUTH.issuer)
    .setAudience(AUTH.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + AUTH.tokenTtlSeconds)
    .sign(key);
}

/** What a verified token says: its subject and its session (id, start, expiry). */
export interface VerifiedToken {
  sub: string;
  exp: number;
  session: SessionClaims;
}

/**
 * Verifies with an explicit algorithm allowlist, issuer and audience; `alg: none`, other
 * algorithms, tampered, expired or foreign tokens all throw, and so does a token without a
 * session (one signed before sessions could end: its holder signs in once more).
 */
export async function verifyAccessToken(token: string, key: webcrypto.CryptoKey | Uint8Array): Promise<VerifiedToken> {
  const { payload } = await jwtVerify(token, key, {
    algorithms: ['HS256'],
    issuer: AUTH.issuer,
    audience: AUTH.audience,
    requiredClaims: ['sub', 'exp', 'iat', 'sid', 'iat_ms'],
  });
  if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('token without subject');
  const { sid, iat_ms: iatMs } = payload;
  if (typeof sid !== 'string' || !sid || typeof iatMs !== 'number' || !Number.isSafeInteger(iatMs)) throw new Error('token without a session');
  return { sub: payload.sub, exp: payload.exp!, session: { id: sid, issuedAtMs: iatMs, exp: payload.exp! } };
}
