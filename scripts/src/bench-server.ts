import { resolve } from 'node:path';
import { freePort } from './local/ports.js';
import { startStack } from './local/stack.js';

/**
 * The stack `npm run bench` loads, in its own process so the load generator does not share
 * its event loop. Before reporting ready it measures DynamoDB capacity per request: every
 * call asks for ReturnConsumedCapacity and a serial pass sums the units of each route.
 */
process.env.LOG_LEVEL = 'silent';
const stack = await startStack({
  ddbPort: await freePort(),
  apiPort: await freePort(),
  // `npm run bench` builds the SPA into a folder of its own (scripts/src/bench/spa.ts).
  staticDir: process.env.BENCH_STATIC_DIR ?? resolve(import.meta.dirname, '../../web/dist'),
  quiet: true,
});
const { ddb } = await import('../../functions/src/lib/ddb.js');

const consumed = { read: 0, write: 0, scans: 0 };
const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;
ddb.middlewareStack.add(
  (next, context) => async (args) => {
    (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
    const out = await next(args);
    const c = (out.output as { ConsumedCapacity?: { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> }).ConsumedCapacity;
    const units = Array.isArray(c) ? c.reduce((s, x) => s + (x.CapacityUnits ?? 0), 0) : (c?.CapacityUnits ?? 0);
    consumed[WRITES.test(String(context.commandName)) ? 'write' : 'read'] += units;
    // DESIGN.md 3: no Scan on any request path; the capacity table says so per route.
    if (String(context.commandName).startsWith('Scan')) consumed.scans += 1;
    return out;
  },
  { step: 'initialize', name: 'benchCapacity' },
);

const origin = stack.origin.replace('localhost', '127.0.0.1');
const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json().catch(() => null)) as any;
};
const reg = await call('POST', '/auth/register', { email: 'capacity@example.com', username: 'capacity', full_name: 'Capacity', password: 'bench-password' });
const token = reg.access_token as string;

const capacity: Record<string, { read: number; write: number; scans: number }> = {};
const game = await call('POST', '/games/orisha-matching/start?difficulty=beginner', undefined, token);
const admin = (await call('POST', '/auth/login', { email: stack.admin.email, password: stack.admin.password })).access_token as string;
const measure = async (method: string, path: string, body: unknown, as: string, label: string) => {
  consumed.read = 0;
  consumed.write = 0;
  consumed.scans = 0;
  await call(method, path, body, as);
  capacity[label] = { ...consumed };
};
for (const [method, path, body] of [
  ['GET', '/auth/me'],
  ['GET', '/user/cowrie-balance'],
  ['GET', '/ifa-signs/oddun/baba-ejiogbe'],
  ['GET', '/ifa-signs/odduns?level=expert'],
  ['POST', `/games/${game.session_id}/answer`, { question_id: game.questions[0].id, answer: game.questions[0].options[0] }],
] as const) {
  await measure(method, path, body, token, `${method} ${path.replace(game.session_id, '{id}')}`);
}
// Every admin list and stat (issue 9: none may Scan).
for (const path of [
  '/admin/users?page=1&limit=20',
  '/admin/users?search=cap',
  '/admin/stats',
  '/admin/odduns?page=2&limit=20&is_meji=false',
  '/admin/odduns/stats',
  '/admin/odduns/data-sources',
  '/admin/odduns/deleted',
  '/admin/odduns/baba-ejiogbe/revisions',
  '/admin/contributions?status=pending',
  '/admin/contributions/stats',
  '/admin/account-requests?status=pending',
  '/admin/account-requests/stats',
]) {
  await measure('GET', path, undefined, admin, `GET ${path}`);
}

console.log(
  `BENCH_READY ${JSON.stringify({ origin, ddbEndpoint: stack.ddb.endpoint, tableName: process.env.TABLE_NAME, capacity })}`,
);
process.on('SIGTERM', async () => {
  await stack.stop();
  process.exit(0);
});
