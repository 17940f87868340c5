import { afterEach, beforeEach, vi } from 'vitest';
import { useLocalCredentials } from '../../../scripts/src/local/defaults.js';

// Unit tests never reach a database: any accidental call fails fast on a closed port.
process.env.TABLE_NAME = 'unit-test-table';
process.env.DDB_ENDPOINT = 'http://127.0.0.1:9';
process.env.JWT_SECRET = 'unit-test-secret-with-at-least-32-characters!';
// Daily reminders (DESIGN.md 5d): the VAPID keys' seed, the sender's contact, and the tests'
// push endpoint on 127.0.0.1 (functions/test/support/push-endpoint.ts), which only a local stack accepts.
process.env.VAPID_SECRET = 'test-vapid-seed-with-at-least-32-characters';
process.env.VAPID_SUBJECT = 'mailto:reminders@ifa.example.org';
process.env.PUSH_ALLOW_LOOPBACK = '1';
process.env.STAGE = 'test';
process.env.LOG_LEVEL = 'silent';
process.env.AWS_REGION = 'us-east-1';
useLocalCredentials();

let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
});
