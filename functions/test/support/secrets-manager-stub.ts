import { vi } from 'vitest';

/**
 * A stand-in for `@aws-sdk/client-secrets-manager`, for the unit tests of what reads a secret at a
 * cold start (the JWT key, the VAPID keys): `send` answers as a test sets it, and each command
 * keeps its input for the test to check. Use with
 * `vi.mock('@aws-sdk/client-secrets-manager', () => import('../support/secrets-manager-stub.js'))`.
 */
const holder = globalThis as { secretsManagerSend?: ReturnType<typeof vi.fn> };
// On globalThis: the tests reset the module registry (a fresh cold start), which makes this module
// anew, while the test file keeps the `send` it imported first. One function serves both.
export const send = (holder.secretsManagerSend ??= vi.fn());

export const SecretsManagerClient = vi.fn(function (this: { send: typeof send }) {
  this.send = send;
});

export const GetSecretValueCommand = vi.fn(function (this: { input: unknown }, input: unknown) {
  this.input = input;
});
