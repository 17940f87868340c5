import type { webcrypto } from 'node:crypto';
import { config } from './config.js';
import { secretString } from './secret-value.js';

// Every group verifies tokens: one of the two sources must be set, or the cold start fails here.
if (!config.jwtSecret && !config.jwtSecretArn) {
  throw new Error('Missing environment variable JWT_SECRET or JWT_SECRET_ARN');
}

let cached: Promise<webcrypto.CryptoKey> | undefined;

/**
 * The JWT signing key: from JWT_SECRET locally, from Secrets Manager in AWS, read once per
 * cold start (DESIGN.md 1). Imported once as an HMAC key: given raw bytes, jose imports the key
 * again on every sign and verify, i.e. on every authenticated request.
 */
export function jwtKey(): Promise<webcrypto.CryptoKey> {
  cached ??= (async () => {
    // Locally the secret itself; in AWS read from Secrets Manager once per cold start.
    const secret = config.jwtSecret || (await secretString(config.jwtSecretArn!));
    if (!secret || secret.length < 32) throw new Error('JWT secret missing or shorter than 32 characters');
    return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  })().catch((error) => {
    cached = undefined; // let the next request try again
    throw error;
  });
  return cached;
}
