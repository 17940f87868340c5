import { resolve } from 'node:path';
import { PRACTICE } from '@ifa/shared';
import { freePort } from './local/ports.js';
import { startStack } from './local/stack.js';

/**
 * The stack `npm run bench` loads, in its own process so the load generator does not share
 * its event loop. Before reporting ready it measures DynamoDB capacity per request: during that
 * serial pass every call asks for ReturnConsumedCapacity, and the units of each route are summed.
 */
process.env.LOG_LEVEL = 'silent';
const stack = await startStack({
  ddbPort: await freePort(),
  apiPort: await freePort(),
  // `npm run bench` builds the SPA into a folder of its own (scripts/src/bench/spa.ts).
  staticDir: process.env.BENCH_STATIC_DIR ?? resolve(import.meta.dirname, '../../web/dist'),
  quiet: true,
  // The latency budgets compare routes with a bare GetItem on this database: it runs with the
  // JVM's own defaults (C2), at its steady speed, as in every bench before, not with the options
  // tuned for a short test run (scripts/src/local/dynamodb-local.ts).
  ddbJvmOptions: '',
});
const { ddb } = await import('../../functions/src/lib/ddb.js');
type ConsumedCapacity = import('@aws-sdk/client-dynamodb').ConsumedCapacity;

const consumed = { read: 0, write: 0, indexWrite: 0, scans: 0 };
const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;
// Only the capacity pass asks for it: the latency loads that follow must send the requests
// the product sends (DynamoDB Local does more work per call when asked to count).
let counting = true;
ddb.middlewareStack.add(
  (next, context) => async (args) => {
    if (!counting) return next(args);
    const commandName = context.commandName ?? '';
    // 'INDEXES': the table's units apart from its indexes' (a write that moves an index key costs
    // the index 2 more: its old entry deleted, the new one written).
    const out = await next({ ...args, input: { ...(args.input as object), ReturnConsumedCapacity: 'INDEXES' } });
    const c = (out.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity;
    const list = Array.isArray(c) ? c : c ? [c] : [];
    const table = list.reduce((s, x) => s + (x.Table?.CapacityUnits ?? (x.GlobalSecondaryIndexes ? 0 : (x.CapacityUnits ?? 0))), 0);
    const indexes = list.reduce((s, x) => s + Object.values(x.GlobalSecondaryIndexes ?? {}).reduce((n, g) => n + (g.CapacityUnits ?? 0), 0), 0);
    if (WRITES.test(commandName)) {
      consumed.write += table;
      consumed.indexWrite += indexes;
    } else consumed.read += table + indexes;
    // DESIGN.md 3: no Scan on any request path (the roles are not granted it either).
    if (commandName.startsWith('Scan')) consumed.scans += 1;
    return out;
  },
  { step: 'initialize', name: 'benchConsumedCapacity' },
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

const capacity: Record<string, { read: number; write: number; indexWrite: number; scans: number }> = {};
const game = await call('POST', '/games/orisha-matching/start?difficulty=beginner', undefined, token);
const admin = (await call('POST', '/auth/login', { email: stack.admin.email, password: stack.admin.password })).access_token as string;
const measure = async (method: string, path: string, body: unknown, as: string, label: string) => {
  consumed.read = 0;
  consumed.write = 0;
  consumed.indexWrite = 0;
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

// Daily practice (issue 12, DESIGN.md 8): a learner with 600 review cards, most scheduled ahead
// and about 25 due now, written straight to the table, then the summary (which runs the 'due now'
// Query), a review session's start and one answer; and the Query alone.
// DynamoDB Local counts index writes, as DynamoDB does (a Put of a new card = 1 table + 1 gsi2
// WCU; an Update that changes gsi2sk = 1 table + 2 gsi2 WCU, the old index entry deleted and the
// new one written): the figures show the table's writes and, beside them, the indexes'.
{
  const { createCardIfAbsent, dueCards } = await import('../../functions/src/data/cards.js');
  const { setPracticeCursor } = await import('../../functions/src/data/users.js');
  const { newCardState, reviewCard } = await import('../../functions/src/domain/practice/schedule.js');
  const { signIdOf } = await import('../../functions/src/domain/practice/review-questions.js');
  const learner = await call('POST', '/auth/register', { email: 'cards600@example.com', username: 'cards600', full_name: 'Cards', password: 'bench-password' });
  const userId = learner.user.id as string;
  const now = new Date();
  const DAY = 86_400_000;
  const cards = Array.from({ length: 600 }, (_, i) => {
    // 512 sign cards (every sign, read and build); 88 more standing for the orisha-fact cards of
    // issue 12 (the product keys only sign cards yet), never due.
    const signId = i < 512 ? signIdOf(Math.floor(i / 2) + 1) : `bench-fact-${i - 511}`;
    const kind = i < 512 && i % 2 ? ('build' as const) : ('read' as const);
    // Met between 90 and 6 days ago, then answered at each due date (one answer in 9 wrong) until now.
    let at = new Date(now.getTime() - (90 - i * 0.14) * DAY);
    let state = newCardState(at);
    for (let n = 0; Date.parse(state.due) <= now.getTime() && n < 200; n++) {
      state = reviewCard(state, (i * 7 + n) % 9 === 0 ? 'again' : 'good', at);
      at = new Date(Math.max(Date.parse(state.due), at.getTime()));
    }
    // 25 of them overdue by 1 to 48 hours: the same history, earlier.
    if (i < 512 && i % 21 === 5) {
      const shift = Date.parse(state.due) - now.getTime() + ((i % 48) + 1) * 3_600_000;
      state = { ...state, due: new Date(Date.parse(state.due) - shift).toISOString(), last_review: state.last_review && new Date(Date.parse(state.last_review) - shift).toISOString() };
    }
    return { signId, kind, state };
  });
  for (let i = 0; i < cards.length; i += 25) {
    await Promise.all(cards.slice(i, i + 25).map((c) => createCardIfAbsent(userId, c.signId, c.kind, c.state)));
  }
  // Every sign card already met: a session serves due cards only (no new ones to introduce).
  await setPracticeCursor(userId, 0, 512, now.toISOString().slice(0, 10), 0);
  const token600 = learner.access_token as string;
  await measure('GET', '/practice/summary', undefined, token600, 'GET /practice/summary (due query, 600 cards)');
  consumed.read = 0;
  consumed.write = 0;
  consumed.indexWrite = 0;
  consumed.scans = 0;
  const started = await call('POST', '/practice/review/start', { mode: 'review' }, token600);
  capacity['POST /practice/review/start (600 cards)'] = { ...consumed };
  const question = started?.questions?.[0];
  if (!question) throw new Error(`the review session of 600 cards has no question: ${JSON.stringify(started)}`);
  const answer = question.kind === 'build' ? '11111111' : question.options[0];
  await measure('POST', '/practice/review/answer', { session_id: started.session_id, question_id: question.id, answer, elapsed_ms: 4000 }, token600, 'POST /practice/review/answer (600 cards)');
  consumed.read = 0;
  consumed.write = 0;
  consumed.indexWrite = 0;
  consumed.scans = 0;
  const due = await dueCards(userId, new Date(), PRACTICE.duePage);
  capacity[`Query due now (600 cards, a page of ${due.cards.length}${due.more ? '+' : ''} due)`] = { read: due.consumed, write: 0, indexWrite: 0, scans: consumed.scans };
}

counting = false;
console.log(
  `BENCH_READY ${JSON.stringify({ origin, ddbEndpoint: stack.ddb.endpoint, tableName: process.env.TABLE_NAME, capacity })}`,
);
process.on('SIGTERM', async () => {
  await stack.stop();
  process.exit(0);
});
