import type { Server } from 'node:http';
import { localClient, startDynamoLocal, type DynamoLocal } from './dynamodb-local.js';
import { createGateway, listen } from './gateway.js';
import { startLocalSchedule } from './scheduler.js';
import { synthesizedRoles } from './iam/synth.js';
import { ensureTable } from './table.js';
import { LOCAL_DEFAULTS, useLocalCredentials } from './defaults.js';

export { LOCAL_DEFAULTS };


export interface StackOptions {
  ddbPort: number;
  apiPort: number;
  staticDir?: string;
  ddbPath?: string;
  /** DynamoDB Local's JVM options (scripts/src/local/dynamodb-local.ts); its default otherwise. */
  ddbJvmOptions?: string;
  tableName?: string;
  seed?: boolean;
  quiet?: boolean;
  /**
   * Run the scheduled functions at the start of every UTC hour, as EventBridge Scheduler does in
   * AWS (the reminder sender, scheduler.ts). Off unless asked: the tests and the bench invoke
   * the sender themselves, and an hourly run must not land in the middle of their figures.
   */
  schedule?: boolean;
}

export interface RunningStack {
  apiUrl: string;
  origin: string;
  ddb: DynamoLocal;
  server: Server;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

/**
 * DynamoDB Local + the table + the seed + the local gateway: what `npm start`, `npm run api`,
 * `npm run dev` and the browser tests all run.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const ddb = await startDynamoLocal({
    port: options.ddbPort,
    ...(options.ddbPath ? { path: options.ddbPath } : {}),
    ...(options.ddbJvmOptions !== undefined ? { jvmOptions: options.ddbJvmOptions } : {}),
  });
  const tableName = options.tableName ?? process.env.TABLE_NAME ?? LOCAL_DEFAULTS.tableName;
  // The handler modules read their environment once, at import: set it before they load.
  process.env.TABLE_NAME = tableName;
  process.env.DDB_ENDPOINT = ddb.endpoint;
  process.env.STAGE ??= 'local';
  process.env.JWT_SECRET ??= LOCAL_DEFAULTS.jwtSecret;
  // Daily reminders (DESIGN.md 5d): the local VAPID keys' seed and contact, and push endpoints on
  // this machine (the tests' own push service) accepted, which a production stage refuses.
  process.env.VAPID_SECRET ??= LOCAL_DEFAULTS.vapidSecret;
  process.env.VAPID_SUBJECT ??= LOCAL_DEFAULTS.vapidSubject;
  process.env.PUSH_ALLOW_LOOPBACK ??= '1';
  process.env.AWS_REGION ??= 'us-east-1';
  // The SDK's credential chain needs a key; DynamoDB Local (sharedDb) takes any.
  useLocalCredentials();
  if (options.quiet) process.env.LOG_LEVEL ??= 'silent';

  const client = localClient(ddb.endpoint);
  await ensureTable(client, tableName);
  client.destroy();

  const admin = {
    email: process.env.ADMIN_EMAIL ?? LOCAL_DEFAULTS.adminEmail,
    password: process.env.ADMIN_PASSWORD ?? LOCAL_DEFAULTS.adminPassword,
  };
  if (options.seed !== false) {
    const { seedAll } = await import('../seed/seed.js');
    await seedAll({ adminEmail: admin.email, adminPassword: admin.password });
  }

  // Each group's handlers get only what its role in the synthesized template allows (DESIGN.md 10).
  const roles = await synthesizedRoles({ tableName, region: process.env.AWS_REGION ?? 'us-east-1' });
  const server = createGateway({ roles, ...(options.staticDir ? { staticDir: options.staticDir } : {}) });
  const port = await listen(server, options.apiPort);
  const origin = `http://localhost:${port}`;
  const schedule = options.schedule
    ? startLocalSchedule(roles, (name, error) => console.error(JSON.stringify({ level: 'error', message: `scheduled ${name} run failed`, error: String(error) })))
    : null;
  return {
    apiUrl: `${origin}/api`,
    origin,
    ddb,
    server,
    admin,
    async stop() {
      schedule?.stop();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await ddb.stop();
    },
  };
}

export const envPort = (name: string, fallback: number) => {
  const raw = process.env[name];
  const port = raw ? Number(raw) : fallback;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number (got "${raw}")`);
    process.exit(1);
  }
  return port;
};
