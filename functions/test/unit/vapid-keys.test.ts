import { createPublicKey, createPrivateKey, sign, verify } from 'node:crypto';
import webpush from 'web-push';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { send } from '../support/secrets-manager-stub.js';
import { vapidKeysFromSecret } from '../../src/lib/vapid-keys.js';

/**
 * The VAPID keys (DESIGN.md 5d): derived from the seed Secrets Manager generates at deploy, or
 * taken as given; read once per cold start, from Secrets Manager in AWS (the client is mocked:
 * what is checked is the call and what is made of the answer).
 */
vi.mock('@aws-sdk/client-secrets-manager', () => import('../support/secrets-manager-stub.js'));

/** The pair works: a signature with the private key verifies with the public one (ES256, as VAPID signs). */
function pairWorks(keys: { publicKey: string; privateKey: string }) {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const privateKey = createPrivateKey({ key: { ...jwk, d: keys.privateKey }, format: 'jwk' });
  const signature = sign('sha256', Buffer.from('probe'), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return verify('sha256', Buffer.from('probe'), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, signature);
}

describe('vapidKeysFromSecret', () => {
  it('derives one working pair from a seed, the same every time, another for another seed', () => {
    const seed = 'A'.repeat(20) + 'generated-by-secrets-manager-0123456789';
    const keys = vapidKeysFromSecret(seed);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(keys.publicKey).not.toMatch(/=/);
    expect(pairWorks(keys)).toBe(true);
    expect(vapidKeysFromSecret(seed)).toEqual(keys);
    expect(vapidKeysFromSecret(`${seed}x`).publicKey).not.toBe(keys.publicKey);
  });

  it('takes keys made elsewhere as JSON, and refuses a public key that is not the private key\'s', () => {
    const made = webpush.generateVAPIDKeys();
    expect(vapidKeysFromSecret(JSON.stringify(made))).toEqual(made);
    const other = webpush.generateVAPIDKeys();
    expect(() => vapidKeysFromSecret(JSON.stringify({ publicKey: other.publicKey, privateKey: made.privateKey }))).toThrow(/not the public key/);
    expect(() => vapidKeysFromSecret('{"publicKey": 1}')).toThrow(/required/);
    expect(() => vapidKeysFromSecret('{not json')).toThrow(/JSON/);
  });

  it('refuses a seed too short to be a secret', () => {
    expect(() => vapidKeysFromSecret('short')).toThrow(/at least 32/);
  });
});

describe('vapidKeys from Secrets Manager', () => {
  const saved = { secret: process.env.VAPID_SECRET, arn: process.env.VAPID_SECRET_ARN };
  afterEach(() => {
    process.env.VAPID_SECRET = saved.secret;
    if (saved.arn === undefined) delete process.env.VAPID_SECRET_ARN;
    else process.env.VAPID_SECRET_ARN = saved.arn;
    send.mockReset();
  });

  async function freshVapidKeys() {
    vi.resetModules();
    return (await import('../../src/lib/vapid-keys.js')).vapidKeys;
  }

  it('reads the secret once per cold start and derives the pair from it', async () => {
    delete process.env.VAPID_SECRET;
    process.env.VAPID_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:vapid';
    send.mockResolvedValue({ SecretString: 's'.repeat(64) });
    const vapidKeys = await freshVapidKeys();
    const [a, b] = await Promise.all([vapidKeys(), vapidKeys()]);
    expect(a).toBe(b);
    expect(a).toEqual(vapidKeysFromSecret('s'.repeat(64)));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].input).toEqual({ SecretId: process.env.VAPID_SECRET_ARN });
  });

  it('tries again after a failed read', async () => {
    delete process.env.VAPID_SECRET;
    process.env.VAPID_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:vapid';
    send.mockRejectedValueOnce(new Error('unreachable')).mockResolvedValueOnce({ SecretString: 'k'.repeat(64) });
    const vapidKeys = await freshVapidKeys();
    await expect(vapidKeys()).rejects.toThrow(/unreachable/);
    await expect(vapidKeys()).resolves.toEqual(vapidKeysFromSecret('k'.repeat(64)));
  });

  it('fails the cold start without either source', async () => {
    delete process.env.VAPID_SECRET;
    delete process.env.VAPID_SECRET_ARN;
    await expect(freshVapidKeys()).rejects.toThrow(/VAPID_SECRET or VAPID_SECRET_ARN/);
  });
});
