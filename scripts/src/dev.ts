import { spawn } from 'node:child_process';
import { requireJavaOrExit } from './local/java.js';
import { envPort, startStack } from './local/stack.js';

/** `npm run dev`: the API on API_PORT and Vite with HMR on :5173, proxying `/api` to it. */
requireJavaOrExit();
const apiPort = envPort('API_PORT', 3001);
const stack = await startStack({
  ddbPort: envPort('DDB_PORT', 8000),
  apiPort,
  ...(process.env.DDB_PATH ? { ddbPath: process.env.DDB_PATH } : {}),
  // The hourly reminder run, as EventBridge Scheduler invokes it in AWS (DESIGN.md 5d).
  schedule: true,
});
console.log(`API ready on ${stack.apiUrl}`);
console.log(`Dev admin (local use only): ${stack.admin.email} / ${stack.admin.password}`);
const vite = spawn('npm', ['run', 'dev', '-w', 'web'], {
  stdio: 'inherit',
  env: { ...process.env, API_PORT: String(apiPort) },
});
const shutdown = async () => {
  vite.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
};
vite.on('exit', shutdown);
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
