import type { webcrypto } from 'node:crypto';
import { config } from './config.js';

let cached: Promise<webcrypto.CryptoKey> | undefined;

/**
 * The JWT signing key: from JWT_SECRET locally, from Secrets Manager in AWS, read once per
 * cold start (DESIGN.md 1). Imported once as an HMAC key: given raw bytes, jose imports the key
 * again on every sign and verify, i.e. on every authenticated request.
 */
export function jwtKey(): Promise<webcrypto.CryptoKey> {
  cached ??= (async () => {
    let secret = config.jwtSecret;
    if (!secret) {
      // Bounded like the DynamoDB client (lib/ddb.ts): an unreachable Secrets Manager becomes a
      // 503 within the request's 3 s, not a hang. Loaded here, once per cold start and only in
      // AWS: the bundle leaves the client to the Lambda runtime's SDK (RUNTIME_SDK_CLIENTS).
      const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
      const client = new SecretsManagerClient({
        ...(config.region ? { region: config.region } : {}),
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 400, requestTimeout: 1000, throwOnRequestTimeout: true },
      });
      const out = await client.send(new GetSecretValueCommand({ SecretId: config.jwtSecretArn }));
      secret = out.SecretString;
    }
    if (!secret || secret.length < 32) throw new Error('JWT secret missing or shorter than 32 characters');
    return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  })().catch((error) => {
    cached = undefined; // let the next request try again
    throw error;
  });
  return cached;
}
