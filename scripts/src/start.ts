import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { requireJavaOrExit } from './local/java.js';
import { envPort, startStack } from './local/stack.js';

/**
 * `npm start`: DynamoDB Local + table + seed + the built SPA and `/api` on ONE origin
 * (http://localhost:3000), the way CloudFront serves them in AWS (DESIGN.md 2).
 */
requireJavaOrExit();
const webDist = resolve(import.meta.dirname, '../../web/dist');
if (process.env.SKIP_WEB_BUILD !== '1' || !existsSync(webDist)) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const stack = await startStack({
  ddbPort: envPort('DDB_PORT', 8000),
  apiPort: envPort('PORT', 3000),
  staticDir: webDist,
  ...(process.env.DDB_PATH ? { ddbPath: process.env.DDB_PATH } : {}),
  // The hourly reminder run, as EventBridge Scheduler invokes it in AWS (DESIGN.md 5d).
  schedule: true,
});
console.log('');
console.log(`  Ifá platform running on ${stack.origin}`);
console.log(`  API: ${stack.apiUrl}`);
console.log(`  Dev admin (local use only): ${stack.admin.email} / ${stack.admin.password}`);
console.log('');

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
