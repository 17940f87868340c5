import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { requireJavaOrExit } from './local/java.js';

/**
 * `npm run test:e2e [-- playwright args]`: the browser tests alone, as `npm test` runs them —
 * build the SPA, then Playwright drives Chromium against the real local stack (its global
 * setup starts DynamoDB Local, the gateway and the built SPA on free ports). Arguments go to
 * Playwright, e.g. `npm run test:e2e -- e2e/auth.spec.ts --headed`. SKIP_WEB_BUILD=1 reuses
 * web/dist.
 */
const root = resolve(import.meta.dirname, '../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Both are needed before the (slow) build is worth starting.
requireJavaOrExit();
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it: sudo apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}

const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (process.env.SKIP_WEB_BUILD === '1' && existsSync(resolve(root, 'web/dist/index.html'))) {
  console.log('SKIP_WEB_BUILD=1: testing the existing web/dist.');
} else if (run('npm', ['run', 'build', '-w', 'web', '--silent']) !== 0) {
  console.error('The web build failed; the browser tests cannot run.');
  process.exit(1);
}

process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
