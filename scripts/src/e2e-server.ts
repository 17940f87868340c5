import { resolve } from 'node:path';
import { freePort } from './local/ports.js';
import { startStack } from './local/stack.js';

// Every browser test registers its learners from 127.0.0.1, far more than the 20 an address may
// register in an hour (docs/decisions/006-throttling.md): this stack raises the per-address
// limits explicitly. Login limits stay as in production; functions/src/lib/config.ts refuses
// these variables when STAGE=production.
process.env.THROTTLE_REGISTER_PER_ADDRESS ??= '10000';
process.env.THROTTLE_FORGOT_PER_ADDRESS ??= '10000';
// Browser suites load the machine; a slow DynamoDB Local is not an outage (lib/config.ts).
process.env.DDB_ATTEMPT_TIMEOUT_MS ??= '15000';
// Password hashing at N=2^14 instead of 2^17: every browser test registers or logs in, and the
// hash's cost is the bench's business, not the browser tests' (`npm start` keeps production's).
process.env.SCRYPT_LOG_N ??= '14';

/**
 * The stack the browser tests drive: the real built SPA, gateway and DynamoDB Local on free
 * ports. Prints one `E2E_READY {...}` line when it accepts requests.
 */
const stack = await startStack({
  ddbPort: await freePort(),
  apiPort: await freePort(),
  // E2E_STATIC_DIR lets a second build (another checkout's, a branch's) be tested side by side.
  staticDir: process.env.E2E_STATIC_DIR ?? resolve(import.meta.dirname, '../../web/dist'),
  quiet: true,
});
// The DynamoDB endpoint and table let a test arrange data a learner cannot (e.g. a balance).
console.log(
  `E2E_READY ${JSON.stringify({ origin: stack.origin.replace('localhost', '127.0.0.1'), admin: stack.admin, ddbEndpoint: stack.ddb.endpoint, tableName: process.env.TABLE_NAME })}`,
);
const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
