import { afterEach, describe, expect, it, vi } from 'vitest';
import { send } from '../support/secrets-manager-stub.js';

/**
 * In AWS the JWT key comes from Secrets Manager, whose client loads with a dynamic import on the
 * first request.
 * The client is mocked here: what is checked is that the import, the call and the key work.
 */
vi.mock('@aws-sdk/client-secrets-manager', () => import('../support/secrets-manager-stub.js'));

async function freshJwtKey() {
  vi.resetModules();
  return (await import('../../src/lib/jwt-secret.js')).jwtKey;
}

describe('the JWT key from Secrets Manager', () => {
  const saved = { secret: process.env.JWT_SECRET, arn: process.env.JWT_SECRET_ARN };
  afterEach(() => {
    process.env.JWT_SECRET = saved.secret;
    if (saved.arn === undefined) delete process.env.JWT_SECRET_ARN;
    else process.env.JWT_SECRET_ARN = saved.arn;
    send.mockReset();
  });

  it('is read once through the dynamically imported client and imported as an HMAC key', async () => {
    delete process.env.JWT_SECRET;
    process.env.JWT_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:jwt';
    send.mockResolvedValue({ SecretString: 's'.repeat(40) });
    const jwtKey = await freshJwtKey();
    const [a, b] = await Promise.all([jwtKey(), jwtKey()]);
    expect(a).toBe(b);
    expect(a.algorithm).toMatchObject({ name: 'HMAC' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].input).toEqual({ SecretId: process.env.JWT_SECRET_ARN });
  });

  it('refuses a secret shorter than 32 characters, and tries again on the next request', async () => {
    delete process.env.JWT_SECRET;
    process.env.JWT_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:jwt';
    send.mockResolvedValueOnce({ SecretString: 'short' }).mockResolvedValueOnce({ SecretString: 'k'.repeat(32) });
    const jwtKey = await freshJwtKey();
    await expect(jwtKey()).rejects.toThrow(/shorter than 32/);
    await expect(jwtKey()).resolves.toBeDefined();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
