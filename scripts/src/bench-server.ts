import { resolve } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PRACTICE } from '@ifa/shared';
import type { Activity, Step } from './bench/cost.js';
import { matchRoute } from './local/gateway.js';
import { freePort } from './local/ports.js';
import { startStack } from './local/stack.js';
import { SIGN_LIST_FRESHNESS } from '../../functions/src/services/sign-list-policy.js';

/**
 * The stack `npm run bench` loads, in its own process so the load generator does not share
 * its event loop. Before reporting ready it measures, in one serial pass in which every call
 * asks for ReturnConsumedCapacity (the units of each request summed): the capacity of each
 * route, the encyclopedia's list loaded twice (the second time with its ETag), and a learner's
 * activities request by request as the web app sends them (an Orisha game, a Signs game, a
 * review session), with their round trips and response sizes, for the cost estimate.
 */
process.env.LOG_LEVEL = 'silent';
// As the browser tests' stack (e2e-server.ts): on this shared machine DynamoDB Local can take
// more than the deployed 2 s attempt, which would end the measuring pass instead of timing it.
process.env.DDB_ATTEMPT_TIMEOUT_MS ??= '15000';
const stack = await startStack({
  ddbPort: await freePort(),
  apiPort: await freePort(),
  // `npm run bench` builds the SPA into a folder of its own (scripts/src/bench/spa.ts).
  staticDir: process.env.BENCH_STATIC_DIR ?? resolve(import.meta.dirname, '../../web/dist'),
  quiet: true,
  // The latency report sets routes beside a bare GetItem on this database: it runs with the
  // JVM's own defaults (C2), at its steady speed, not with the options tuned for a short test
  // run (scripts/src/local/dynamodb-local.ts).
  ddbJvmOptions: '',
});
const { ddb, TABLE } = await import('../../functions/src/lib/ddb.js');
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
const resetConsumed = () => {
  consumed.read = 0;
  consumed.write = 0;
  consumed.indexWrite = 0;
  consumed.scans = 0;
};
/** One request, with what it consumed, its round trip and its response. */
const send = async (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) => {
  resetConsumed();
  const start = performance.now();
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const ms = performance.now() - start;
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // 304 and other empty bodies
  }
  return { status: res.status, headers: res.headers, json, ms, bytes: Buffer.byteLength(text), used: { ...consumed } };
};
const call = async (method: string, path: string, body?: unknown, token?: string) => (await send(method, path, body, token)).json;
const reg = await call('POST', '/auth/register', { email: 'capacity@example.com', username: 'capacity', full_name: 'Capacity', password: 'bench-password' });
const token = reg.access_token as string;

const capacity: Record<string, { read: number; write: number; indexWrite: number; scans: number }> = {};
const measure = async (method: string, path: string, body: unknown, as: string, label: string) => {
  const res = await send(method, path, body, as);
  capacity[label] = res.used;
  return res;
};

// The encyclopedia's list of signs (DESIGN.md 8), as the web app asks for it (signs-game/study):
// first in this container (its list cache empty), then again with the ETag it answered.
const LIST = '/ifa-signs/odduns?level=expert';
// The stack has just seeded the catalogue: for SIGN_LIST_FRESHNESS.settleSeconds after a change
// every load reads the list again (docs/decisions/011). A learner's repeat load comes long after
// the last edit, so the figures are taken once the catalogue has settled.
await new Promise((r) => setTimeout(r, SIGN_LIST_FRESHNESS.settleSeconds * 1000));
const firstList = await send('GET', LIST, undefined, token);
const etag = firstList.headers.get('etag');
const repeatList = await send('GET', LIST, undefined, token, etag ? { 'if-none-match': etag } : {});
const encyclopedia = {
  route: `GET ${LIST}`,
  first: { ...firstList.used, status: firstList.status, etag, cacheControl: firstList.headers.get('cache-control') },
  repeat: { ...repeatList.used, status: repeatList.status, cacheControl: repeatList.headers.get('cache-control') },
};

// The header asks for the inbox's unread count on every signed-in page, once a minute (issue 28).
for (const path of ['/auth/me', '/user/cowrie-balance', '/ifa-signs/oddun/baba-ejiogbe', '/social/inbox/unread', '/social/friends', '/user/deities']) {
  await measure('GET', path, undefined, token, `GET ${path}`);
}

const admin = (await call('POST', '/auth/login', { email: stack.admin.email, password: stack.admin.password })).access_token as string;
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

/**
 * A learner's activity, request by request: each step's units, round trip and response size.
 * `template` names the route as the report shows it (ids replaced).
 */
const activity = (name: string) => {
  const steps: Step[] = [];
  return {
    name,
    steps,
    async step(method: string, path: string, body: unknown, as: string, template = path) {
      const res = await send(method, path, body, as);
      const group = matchRoute(method, `/api${path.split('?')[0]}`)?.spec.group;
      if (!group) throw new Error(`no route for ${method} ${path}`);
      steps.push({ route: `${method} ${template}`, group, status: res.status, ...res.used, ms: res.ms, bytes: res.bytes });
      return res.json;
    },
  };
};
/** The questions of a game with their answers, read from the table unmetered: the learner answers right. */
const answersOf = async (sessionId: string) => {
  counting = false;
  try {
    const item = await ddb.send(new GetCommand({ TableName: TABLE, Key: { pk: `GAME#${sessionId}`, sk: 'QUESTIONS' } }));
    return new Map((item.Item?.questions as Array<{ id: string; correct_answers: string[]; is_multiple_answer: boolean }>).map((q) => [q.id, q]));
  } finally {
    counting = true;
  }
};
/** The answer of an activity that consumed the most (the budget holds for every answer). */
const costliest = (steps: Step[], route: string) => {
  const answers = steps.filter((s) => s.route === route);
  if (!answers.length) throw new Error(`no ${route} in the activity`);
  const { read, write, indexWrite, scans } = answers.reduce((a, b) => (b.read + b.write > a.read + a.write ? b : a));
  return { used: { read, write, indexWrite, scans }, count: answers.length };
};
const activities: Activity[] = [];
const laterActivities: Activity[] = [];

// An Orisha game as the web app plays it (features/orisha-game/machine): start, every question
// answered (right, so the game runs to its end), complete, then the user reloaded. Each game is
// played once unmeasured first, as in a warm container (modules loaded, the Signs game's
// catalogue kept); the cost estimate adds the cold starts apart (bench/cost.ts).
{
  const play = async (game: ReturnType<typeof activity>) => {
    const started = await game.step('POST', '/games/orisha-matching/start?difficulty=beginner', undefined, token, '/games/orisha-matching/start');
    const answers = await answersOf(started.session_id);
    for (const q of started.questions as Array<{ id: string }>) {
      const right = answers.get(q.id)!;
      const body = { question_id: q.id, answer: right.correct_answers[0], ...(right.is_multiple_answer ? { answers: right.correct_answers } : {}) };
      await game.step('POST', `/games/${started.session_id}/answer`, body, token, '/games/{id}/answer');
    }
    await game.step('GET', `/games/${started.session_id}/complete`, undefined, token, '/games/{id}/complete');
    await game.step('GET', '/auth/me', undefined, token);
  };
  await play(activity('warm-up'));
  const game = activity('Orisha game');
  await play(game);
  activities.push(game);
  const { used, count } = costliest(game.steps, 'POST /games/{id}/answer');
  capacity[`POST /games/{id}/answer (the costliest of a game's ${count})`] = used;
}

// A duel (issue 28, DESIGN.md 5c): a friend challenges, both play the duel's Orisha game as the
// web app does (the duel's start, every answer, complete), then both read the duel. A duel's
// answer is a game's answer (within 1 RCU + 2 WCU); the second completion also decides the duel.
{
  const rival = await call('POST', '/auth/register', { email: 'rival@example.com', username: 'rival', full_name: 'Rival', password: 'bench-password' });
  const rivalToken = rival.access_token as string;
  await call('POST', '/social/friends/requests', { username: 'rival' }, token);
  await call('POST', `/social/friends/requests/${reg.user.id}/accept`, undefined, rivalToken);
  const duel = activity('Duel, both sides');
  const created = await duel.step('POST', '/social/duels', { opponent_id: rival.user.id, game: 'orisha_matching', topics: ['colors', 'days'] }, token);
  const id = created.duel.id as string;
  for (const as of [token, rivalToken]) {
    const started = await duel.step('POST', `/games/duels/${id}/play`, undefined, as, '/games/duels/{id}/play');
    const answers = await answersOf(started.session_id);
    for (const q of started.questions as Array<{ id: string }>) {
      const right = answers.get(q.id)!;
      const body = { question_id: q.id, answer: right.correct_answers[0], ...(right.is_multiple_answer ? { answers: right.correct_answers } : {}) };
      await duel.step('POST', `/games/${started.session_id}/answer`, body, as, '/games/{id}/answer');
    }
    await duel.step('GET', `/games/${started.session_id}/complete`, undefined, as, '/games/{id}/complete');
  }
  await duel.step('GET', `/social/duels/${id}`, undefined, token, '/social/duels/{id}');
  await duel.step('GET', '/social/duels', undefined, rivalToken);
  // Listed after the day's three activities the cost estimate reads in order (bench.ts).
  laterActivities.push(duel);
  const { used, count } = costliest(duel.steps, 'POST /games/{id}/answer');
  capacity[`POST /games/{id}/answer of a duel (the costliest of ${count})`] = used;
  for (const route of ['POST /social/duels', 'POST /games/duels/{id}/play', 'GET /social/duels/{id}', 'GET /social/duels']) {
    const step = duel.steps.find((s) => s.route === route)!;
    capacity[route] = { read: step.read, write: step.write, indexWrite: step.indexWrite, scans: step.scans };
  }
}

// The religious house (issue 28, DESIGN.md 5c): a babalawo founds it, a learner joins by its
// code, the head assigns three signs, then each reads the house (the head's view adds every
// member's profile, deities and week). Reported, not gated: none of these is on a learner's
// daily path but the house page.
{
  const { updateUserFields } = await import('../../functions/src/data/users.js');
  const elder = await call('POST', '/auth/register', { email: 'elder@example.com', username: 'elder', full_name: 'Elder', password: 'bench-password' });
  const elderToken = elder.access_token as string;
  const member = await call('POST', '/auth/register', { email: 'ahijado@example.com', username: 'ahijado', full_name: 'Ahijado', password: 'bench-password' });
  const memberToken = member.access_token as string;
  counting = false;
  try {
    await updateUserFields(elder.user.id as string, { role: 'babalawo' });
  } finally {
    counting = true;
  }
  const house = activity('House');
  const founded = await house.step('POST', '/social/house', { name: 'Ilé de la prueba' }, elderToken);
  await house.step('POST', '/social/house/join', { code: founded.house.invite_code }, memberToken);
  const due = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await house.step('POST', '/social/house/assignments', { kind: 'signs', subjects: ['baba-ejiogbe', 'oyekun-meji', 'iwori-meji'], due }, elderToken);
  await house.step('GET', '/social/house', undefined, elderToken);
  await house.step('GET', '/social/house', undefined, memberToken);
  laterActivities.push(house);
  for (const [i, label] of ['POST /social/house (found)', 'POST /social/house/join', 'POST /social/house/assignments (a house of 2)', "GET /social/house (the head's view of 2 members)", "GET /social/house (a member's view)"].entries()) {
    const step = house.steps[i]!;
    capacity[label] = { read: step.read, write: step.write, indexWrite: step.indexWrite, scans: step.scans };
  }
}

// A Signs game (features/signs-game): start, every question answered right (the last answer
// completes the game), then the user reloaded.
{
  const play = async (game: ReturnType<typeof activity>) => {
    const started = await game.step('POST', '/games/ifa-signs/start', { difficulty: 'beginner', topics: ['recognition'], question_count: 10 }, token);
    const answers = await answersOf(started.session_id);
    for (const q of started.questions as Array<{ id: string }>) {
      const right = answers.get(q.id)!;
      const answer = right.is_multiple_answer ? right.correct_answers : right.correct_answers[0];
      await game.step('POST', '/games/ifa-signs/answer', { session_id: started.session_id, question_id: q.id, answer }, token);
    }
    await game.step('GET', '/auth/me', undefined, token);
  };
  await play(activity('warm-up'));
  const game = activity('Signs game');
  await play(game);
  activities.push(game);
}

// Daily practice (issue 12, DESIGN.md 8): a learner with 600 review cards, most scheduled ahead
// and about 25 due now, written straight to the table; the summary (which runs the 'due now'
// Query) and the Query alone, then a review session as the web app runs it (features/practice):
// start, every question answered, complete, the user reloaded.
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
  // The Query alone, before the session answers any of the cards due.
  resetConsumed();
  const due = await dueCards(userId, new Date(), PRACTICE.duePage);
  capacity[`Query due now (600 cards, a page of ${due.cards.length}${due.more ? '+' : ''} due)`] = { read: due.consumed, write: 0, indexWrite: 0, scans: consumed.scans };

  const review = activity('review session');
  const started = await review.step('POST', '/practice/review/start', { mode: 'review' }, token600);
  const questions = (started?.questions ?? []) as Array<{ id: string; kind: string; options?: string[] }>;
  if (!questions.length) throw new Error(`the review session of 600 cards has no question: ${JSON.stringify(started)}`);
  for (const question of questions) {
    const answer = question.kind === 'build' ? '11111111' : question.options![0];
    await review.step('POST', '/practice/review/answer', { session_id: started.session_id, question_id: question.id, answer, elapsed_ms: 4000 }, token600);
  }
  await review.step('POST', '/practice/review/complete', { session_id: started.session_id }, token600);
  await review.step('GET', '/auth/me', undefined, token600);
  activities.push(review);
  const { read, write, indexWrite, scans } = review.steps[0]!;
  capacity['POST /practice/review/start (600 cards)'] = { read, write, indexWrite, scans };
  const { used, count } = costliest(review.steps, 'POST /practice/review/answer');
  capacity[`POST /practice/review/answer (600 cards, the costliest of a session's ${count})`] = used;
}

counting = false;
console.log(
  `BENCH_READY ${JSON.stringify({ origin, ddbEndpoint: stack.ddb.endpoint, tableName: process.env.TABLE_NAME, capacity, encyclopedia, activities: [...activities, ...laterActivities] })}`,
);
process.on('SIGTERM', async () => {
  await stack.stop();
  process.exit(0);
});
