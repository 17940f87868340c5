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
  staticDir: resolve(import.meta.dirname, '../../web/dist'),
  quiet: true,
});
const { ddb } = await import('../../functions/src/lib/ddb.js');

const consumed = { read: 0, write: 0 };
const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;
ddb.middlewareStack.add(
  (next, context) => async (args) => {
    (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
    const out = await next(args);
    const c = (out.output as { ConsumedCapacity?: { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> }).ConsumedCapacity;
    const units = Array.isArray(c) ? c.reduce((s, x) => s + (x.CapacityUnits ?? 0), 0) : (c?.CapacityUnits ?? 0);
    consumed[WRITES.test(String(context.commandName)) ? 'write' : 'read'] += units;
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

const capacity: Record<string, { read: number; write: number }> = {};
const game = await call('POST', '/games/orisha-matching/start?difficulty=beginner', undefined, token);
for (const [method, path, body] of [
  ['GET', '/auth/me'],
  ['GET', '/user/cowrie-balance'],
  ['GET', '/ifa-signs/oddun/baba-ejiogbe'],
  ['GET', '/ifa-signs/odduns?level=expert'],
  ['POST', `/games/${game.session_id}/answer`, { question_id: game.questions[0].id, answer: game.questions[0].options[0] }],
] as const) {
  consumed.read = 0;
  consumed.write = 0;
  await call(method, path, body, token);
  capacity[`${method} ${path.replace(game.session_id, '{id}')}`] = { ...consumed };
}

console.log(
  `BENCH_READY ${JSON.stringify({ origin, ddbEndpoint: stack.ddb.endpoint, tableName: process.env.TABLE_NAME, capacity })}`,
);
process.on('SIGTERM', async () => {
  await stack.stop();
  process.exit(0);
});
