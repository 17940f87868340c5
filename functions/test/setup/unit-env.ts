import { afterEach, beforeEach, vi } from 'vitest';
import { useLocalCredentials } from '../../../scripts/src/local/defaults.js';

// Unit tests never reach a database: any accidental call fails fast on a closed port.
process.env.TABLE_NAME = 'unit-test-table';
process.env.DDB_ENDPOINT = 'http://127.0.0.1:9';
process.env.JWT_SECRET = 'unit-test-secret-with-at-least-32-characters!';
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
