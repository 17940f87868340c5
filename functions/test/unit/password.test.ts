import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/domain/password.js';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash with the design cost (N = 2^17) and verifies it', async () => {
    const hash = await hashPassword('correct horse', 17);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    // Three scrypt runs at the design cost (128 MiB each, by design slow): on a busy 2-core
    // machine they can take longer than vitest's default 5 s. A bound on hanging, not a timing.
  }, 60_000);

  it('salts every hash and verifies hashes of another cost', async () => {
    const a = await hashPassword('same', 12);
    const b = await hashPassword('same', 12);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
  });

  it('refuses malformed stored values', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
