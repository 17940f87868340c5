import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config.js';

let cached: Promise<Uint8Array> | undefined;

/**
 * The JWT signing key: from JWT_SECRET locally, from Secrets Manager in AWS, read once per
 * cold start (DESIGN.md 1).
 */
export function jwtKey(): Promise<Uint8Array> {
  cached ??= (async () => {
    let secret = config.jwtSecret;
    if (!secret) {
      // Bounded like the DynamoDB client (lib/ddb.ts): an unreachable Secrets Manager becomes a
      // 503 within the request's 3 s, not a hang.
      const client = new SecretsManagerClient({
        region: config.region,
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 400, requestTimeout: 1000, throwOnRequestTimeout: true },
      });
      const out = await client.send(new GetSecretValueCommand({ SecretId: config.jwtSecretArn }));
      secret = out.SecretString;
    }
    if (!secret || secret.length < 32) throw new Error('JWT secret missing or shorter than 32 characters');
    return new TextEncoder().encode(secret);
  })().catch((error) => {
    cached = undefined; // let the next request try again
    throw error;
  });
  return cached;
}
