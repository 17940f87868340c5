import { config } from './config.js';

/**
 * A Secrets Manager secret's string, for the secrets the functions read once per cold start (the
 * JWT key, the VAPID keys: DESIGN.md 1). Bounded like the DynamoDB client (lib/ddb.ts): an
 * unreachable Secrets Manager becomes a 503 within the request's 3 s, not a hang. The client is
 * loaded here, on first use and only in AWS: the bundle leaves it to the Lambda runtime's SDK
 * (infra/lib/project-function.ts RUNTIME_SDK_CLIENTS).
 */
export async function secretString(secretId: string): Promise<string | undefined> {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({
    ...(config.region ? { region: config.region } : {}),
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 400, requestTimeout: 1000, throwOnRequestTimeout: true },
  });
  return (await client.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString;
}
