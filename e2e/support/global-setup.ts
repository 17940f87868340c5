import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Starts `scripts/src/e2e-server.ts` (DynamoDB Local + gateway + built SPA on free ports) and
 * hands its origin to the tests through E2E_BASE_URL. Returns the teardown.
 */
export default async function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(`Chromium not found at ${chromium}. Install it: sudo apt-get install -y chromium`);
  }
  const child = spawn('npx', ['tsx', 'scripts/src/e2e-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const ready = await new Promise<{ origin: string; admin: { email: string; password: string }; ddbEndpoint: string; tableName: string }>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('e2e stack did not start in 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('E2E_READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('E2E_READY '.length)));
      }
    });
    child.on('exit', (code) => reject(new Error(`e2e stack exited with ${code}`)));
  });
  process.env.E2E_BASE_URL = ready.origin;
  process.env.E2E_ADMIN_EMAIL = ready.admin.email;
  process.env.E2E_ADMIN_PASSWORD = ready.admin.password;
  process.env.E2E_DDB_ENDPOINT = ready.ddbEndpoint;
  process.env.E2E_TABLE_NAME = ready.tableName;
  return async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}
