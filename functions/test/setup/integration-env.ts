import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, inject, vi } from 'vitest';
import { localClient } from '../../../scripts/src/local/dynamodb-local.js';
import { ensureTable } from '../../../scripts/src/local/table.js';
import { useLocalCredentials } from '../../../scripts/src/local/defaults.js';

const endpoint = inject('ddbEndpoint');
// Tests only ever talk to a DynamoDB Local on this machine (STYLE.md, electrodb test/init.js).
if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(endpoint)) {
  throw new Error(`Refusing to run integration tests against ${endpoint}`);
}
process.env.DDB_ENDPOINT = endpoint;
process.env.TABLE_NAME = `test-${randomUUID()}`;
process.env.JWT_SECRET = 'integration-test-secret-with-at-least-32-characters';
// Daily reminders (DESIGN.md 5d): the VAPID keys' seed, the sender's contact, and the tests'
// push endpoint on 127.0.0.1 (functions/test/support/push-endpoint.ts), which only a local stack accepts.
process.env.VAPID_SECRET = 'test-vapid-seed-with-at-least-32-characters';
process.env.VAPID_SUBJECT = 'mailto:reminders@ifa.example.org';
process.env.PUSH_ALLOW_LOOPBACK = '1';
process.env.STAGE = 'test';
process.env.AWS_REGION = 'us-east-1';
useLocalCredentials();
process.env.LOG_LEVEL = 'silent';
// A loaded CI machine can keep DynamoDB Local silent for over 2 s; resilience.test.ts puts the
// production timeout back to prove the 503 path.
process.env.DDB_ATTEMPT_TIMEOUT_MS = '15000';
// Password hashing at N=2^14 instead of 2^17 (a test may set it back): the hash's cost is the
// bench's business; here each registration and login would spend ~0.3 s of a shared core on it.
process.env.SCRYPT_LOG_N ??= '14';

const client = localClient(endpoint);
await ensureTable(client, process.env.TABLE_NAME);
client.destroy();

// An unexpected console.error fails the test (epic-stack setup-test-env).
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
});
