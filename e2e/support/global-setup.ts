import { existsSync } from 'node:fs';
import { startE2eStack } from './e2e-stack';

/**
 * Starts the shared stack (e2e-stack.ts) and hands its origin, admin and database to the tests
 * through E2E_* variables. Returns the teardown.
 */
export default async function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(`Chromium not found at ${chromium}. Install it: sudo apt-get install -y chromium`);
  }
  const { info: ready, stop } = await startE2eStack('e2e stack', 60_000);
  process.env.E2E_BASE_URL = ready.origin;
  process.env.E2E_ADMIN_EMAIL = ready.admin.email;
  process.env.E2E_ADMIN_PASSWORD = ready.admin.password;
  process.env.E2E_DDB_ENDPOINT = ready.ddbEndpoint;
  process.env.E2E_TABLE_NAME = ready.tableName;
  return async () => stop();
}
