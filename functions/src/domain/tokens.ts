import { AUTH, type Role } from '@ifa/shared';
import type { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  sub: string;
  role: Role;
}

/** HS256 access token with sub, role, iss, aud, iat, exp (24 h) (DESIGN.md 4). */
export async function signAccessToken(claims: TokenClaims, key: webcrypto.CryptoKey | Uint8Array, now: Date = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(AUTH.issuer)
    .setAudience(AUTH.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + AUTH.tokenTtlSeconds)
    .sign(key);
}

/** What a verified token says: its subject and when it expires (epoch seconds). */
export interface VerifiedToken {
  sub: string;
  exp: number;
}

/**
 * Verifies with an explicit algorithm allowlist, issuer and audience; `alg: none`, other
 * algorithms, tampered, expired or foreign tokens all throw. Returns the subject and expiry.
 */
export async function verifyAccessToken(token: string, key: webcrypto.CryptoKey | Uint8Array): Promise<VerifiedToken> {
  const { payload } = await jwtVerify(token, key, {
    algorithms: ['HS256'],
    issuer: AUTH.issuer,
    audience: AUTH.audience,
    requiredClaims: ['sub', 'exp', 'iat'],
  });
  if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('token without subject');
  return { sub: payload.sub, exp: payload.exp! };
}
