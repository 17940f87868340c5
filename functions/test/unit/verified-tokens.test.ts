import { describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../src/domain/tokens.js';
import { tokenVerifier } from '../../src/http/verified-tokens.js';
import { BoundedMap } from '../../src/lib/bounded-map.js';

const key = new TextEncoder().encode('unit-test-secret-with-at-least-32-characters!');
const otherKey = new TextEncoder().encode('another-secret-with-at-least-32-characters!!');

describe('a bounded map', () => {
  it('drops the least recently used entry, a read counting as a use', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // 'b' is now the oldest
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([1, undefined, 3, 2]);
    map.set('c', 4); // writing a kept key replaces it, nothing dropped
    expect([map.get('a'), map.get('c'), map.size]).toEqual([1, 4, 2]);
    expect(() => new BoundedMap(0)).toThrow();
  });
});

describe('verified tokens', () => {
  it('verifies a token once and answers its next uses from memory, until its exp', async () => {
    const verify = vi.fn(verifyAccessToken);
    const subjectOf = tokenVerifier(verify);
    const token = await signAccessToken({ sub: 'user-1', role: 'student' }, key);
    const { exp } = await verifyAccessToken(token, key);
    expect(await subjectOf(token, key, exp - 100)).toBe('user-1');
    expect(await subjectOf(token, key, exp - 1)).toBe('user-1');
    expect(verify).toHaveBeenCalledTimes(1);
    // From its exp on, the memory no longer answers: the token goes to jose in full again
    // (which refuses it once really expired, tokens.test.ts).
    await subjectOf(token, key, exp);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('a token that differs in any byte, or a signing key that changed, is verified in full', async () => {
    const verify = vi.fn(verifyAccessToken);
    const subjectOf = tokenVerifier(verify);
    const token = await signAccessToken({ sub: 'user-1', role: 'student' }, key);
    await subjectOf(token, key);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // A forged admin role with the old signature, and the same token with its signature changed.
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' })).toString('base64url')}.${signature}`;
    await expect(subjectOf(forged, key)).rejects.toThrow();
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(subjectOf(flipped, key)).rejects.toThrow();
    // The key changed: what was verified under the old one is checked again (and refused).
    await expect(subjectOf(token, otherKey)).rejects.toThrow();
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it('keeps a bounded number of tokens', async () => {
    const verify = vi.fn(async (token: string) => ({ sub: token, exp: 2e9 }));
    const subjectOf = tokenVerifier(verify, 2);
    for (const token of ['t1', 't2', 't3', 't1']) await subjectOf(token, key, 1e9);
    // t1 was dropped for t3, so it was verified again.
    expect(verify.mock.calls.map(([token]) => token)).toEqual(['t1', 't2', 't3', 't1']);
  });
});
