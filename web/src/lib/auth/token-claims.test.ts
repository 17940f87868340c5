import { describe, expect, it } from 'vitest';
import { sessionUserId } from './token-claims';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;

describe('sessionUserId', () => {
  it('reads the sub claim of a stored token, base64url and unpadded', () => {
    expect(sessionUserId(token({ sub: 'c0ffee00-1234-4abc-8def-000000000001', role: 'student' }))).toBe('c0ffee00-1234-4abc-8def-000000000001');
    // Characters that base64url writes as - and _, and no padding.
    const odd = token({ sub: 'id>>>???' });
    expect(odd.split('.')[1]).toMatch(/-.*_|_.*-/);
    expect(odd.split('.')[1]).not.toContain('=');
    expect(sessionUserId(odd)).toBe('id>>>???');
  });

  it('is null for no token, a token without a usable sub, or one that is not a JWT', () => {
    expect(sessionUserId(null)).toBeNull();
    expect(sessionUserId('')).toBeNull();
    expect(sessionUserId('not-a-jwt')).toBeNull();
    expect(sessionUserId('a.%%%.c')).toBeNull();
    expect(sessionUserId(token({ role: 'student' }))).toBeNull();
    expect(sessionUserId(token({ sub: 42 }))).toBeNull();
    expect(sessionUserId(token({ sub: '' }))).toBeNull();
  });
});
