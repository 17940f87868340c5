import { requireJavaOrExit } from './local/java.js';
import { envPort, startStack } from './local/stack.js';

/** `npm run api`: DynamoDB Local + seed + the API alone on API_PORT (default 3001). */
requireJavaOrExit();
const stack = await startStack({
  ddbPort: envPort('DDB_PORT', 8000),
  apiPort: envPort('API_PORT', 3001),
  ...(process.env.DDB_PATH ? { ddbPath: process.env.DDB_PATH } : {}),
  // The hourly reminder run, as EventBridge Scheduler invokes it in AWS (DESIGN.md 5d).
  schedule: true,
});
console.log(`Dev admin (local use only): ${stack.admin.email} / ${stack.admin.password}`);
console.log(`API ready on ${stack.apiUrl}`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
