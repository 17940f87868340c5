import { resolve } from 'node:path';
import { GetItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PRACTICE, TABLE_KEY_SCHEMA, type EndpointGroup } from '@ifa/shared';
import { NO_UNITS, addUnits, persistentBytes, type Item } from './bench/capacity.js';
import type { Activity, Step } from './bench/cost.js';
import { recordCapacity, type CommandRecord } from './bench/ddb-recorder.js';
import { captureOutput, deployedLogBytes } from './bench/log-capture.js';
import type { Consumed } from './bench/report.js';
import { counterFamily, indexFamily } from './bench/scale.js';
import { localClient } from './local/dynamodb-local.js';
import { matchRoute } from './local/gateway.js';
import { freePort } from './local/ports.js';
import { startStack } from './local/stack.js';
import { SIGN_LIST_FRESHNESS } from '../../functions/src/services/sign-list-policy.js';

/**
 * The stack `npm run bench` loads, in its own process so the load generator does not share
 * its event loop. Before reporting ready it measures, in one serial pass in which every
 * DynamoDB call is priced by AWS's rules beside what DynamoDB Local reports (bench/ddb-recorder.ts)
 * and every line the handlers print is caught (bench/log-capture.ts): the capacity of each
 * route, the encyclopedia's list loaded twice (the second time with its ETag), and a learner's
 * activities request by request as the web app sends them (an Orisha game, a Signs game, a
 * review session), with their round trips, response sizes and log bytes, for the cost estimate.
 */
// The production level (the template sets none: INFO), for the log bytes of each request; the
// lines are caught, never shown. Powertools resets a logger to its first level on every
// invocation, so the level is set before the handlers load.
process.env.LOG_LEVEL = 'INFO';
// The metrics' EMF lines are part of what the functions log (lib/metrics.ts turns them off
// outside Lambda): on here, caught and counted, never shown.
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
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
const reader = localClient(stack.ddb.endpoint);
// Only the capacity pass records: the latency loads that follow must send the requests the
// product sends (DynamoDB Local does more work per call when asked to count).
const recorder = recordCapacity(ddb, reader);
const output = captureOutput();

/** Every command Local prices exactly, checked against the model (bench/capacity.ts). */
const modelCheck = { checked: 0, disagreements: [] as string[] };
/** The metrics the handlers published (EMF): name and dimensions other than the service. */
const metricIdentities = new Set<string>();
/** What a container's first invocation prints beyond the others (Powertools' ColdStart metric). */
let coldStartLogBytes = 0;
/** One line of each kind the handlers printed (the request line, a metric), for the report. */
const logSamples = new Map<string, string>();

/** A request's DynamoDB figures, summed over its commands. */
function tally(records: CommandRecord[]) {
  const units = records.reduce((u, r) => addUnits(u, r.units), NO_UNITS);
  const local = records.reduce((l, r) => ({ read: l.read + r.local.read, write: l.write + r.local.write, indexWrite: l.indexWrite + r.local.indexWrite }), { read: 0, write: 0, indexWrite: 0 });
  const sharedWrites: Step['sharedWrites'] = {};
  const add = (family: { family: string; sharded: boolean } | null, units: number, transactional: boolean) => {
    if (!family) return;
    const c = (sharedWrites[family.family] ??= { writes: 0, units: 0, sharded: family.sharded, inTransaction: 0 });
    c.writes++;
    c.units += units;
    if (transactional) c.inTransaction++;
    c.sharded &&= family.sharded;
  };
  for (const r of records) {
    if (r.check) {
      modelCheck.checked++;
      if (!r.check.agrees) modelCheck.disagreements.push(r.check.detail);
    }
    for (const w of r.written) add(counterFamily(w.pk, w.sk), w.units, w.transactional);
    // An index is written after the transaction commits: never part of its conflicts.
    for (const x of r.indexWrites) add(indexFamily(x.index, x.pk), x.units, false);
  }
  const consumed: Consumed = { ...units, local };
  return { consumed, sharedWrites, ddbCalls: records.length, storedBytes: records.reduce((s, r) => s + r.storedBytes, 0), commands: records.filter((r) => r.units.write + r.units.indexWrite > 0).map((r) => r.detail) };
}

/** The log lines of one request: metric identities noted, the cold start's line set apart. */
function logsOf(lines: string[], group: EndpointGroup | undefined) {
  let kept = lines;
  for (const line of lines) {
    const kind = line.includes('"_aws"') ? 'metric (EMF)' : (/"message":"([^"]*)"/.exec(line)?.[1] ?? 'other');
    if (!logSamples.has(kind)) logSamples.set(kind, line);
    if (!line.includes('"_aws"')) continue;
    try {
      const emf = JSON.parse(line) as { _aws: { CloudWatchMetrics: Array<{ Dimensions: string[][]; Metrics: Array<{ Name: string }> }> } } & Record<string, unknown>;
      for (const directive of emf._aws.CloudWatchMetrics) {
        const dims = (directive.Dimensions[0] ?? []).filter((d) => d !== 'service' && d !== 'function_name').map((d) => `${d}=${String(emf[d])}`);
        for (const m of directive.Metrics) metricIdentities.add([m.Name, ...dims].join(' '));
      }
    } catch {
      // not an EMF line after all
    }
    if (line.includes('"ColdStart"') && group) {
      coldStartLogBytes = deployedLogBytes([line], group);
      kept = kept.filter((l) => l !== line);
    }
  }
  return { logBytes: group ? deployedLogBytes(kept, group) : 0, logEvents: kept.length };
}

const origin = stack.origin.replace('localhost', '127.0.0.1');
/** One request, with what it consumed, its round trip, its response and its log lines. */
const send = async (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) => {
  recorder.take();
  output.start();
  const start = performance.now();
  let res: Response;
  let text: string;
  let lines: string[];
  try {
    res = await fetch(`${origin}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    text = await res.text();
  } finally {
    lines = output.stop();
  }
  const { records, overheadMs } = recorder.take();
  // The recorder's own reads are not the handler's time.
  const ms = Math.max(0, performance.now() - start - overheadMs);
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // 304 and other empty bodies
  }
  const group = matchRoute(method, `/api${path.split('?')[0]}`)?.spec.group;
  return { status: res.status, headers: res.headers, json, ms, bytes: Buffer.byteLength(text), ...tally(records), ...logsOf(lines, group), group };
};
const call = async (method: string, path: string, body?: unknown, token?: string) => (await send(method, path, body, token)).json;
const reg = await call('POST', '/auth/register', { email: 'capacity@example.com', username: 'capacity', full_name: 'Capacity', password: 'bench-password' });
const token = reg.access_token as string;

const capacity: Record<string, Consumed> = {};
const measure = async (method: string, path: string, body: unknown, as: string, label: string) => {
  const res = await send(method, path, body, as);
  capacity[label] = res.consumed;
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
  first: { ...firstList.consumed, status: firstList.status, etag, cacheControl: firstList.headers.get('cache-control') },
  repeat: { ...repeatList.consumed, status: repeatList.status, cacheControl: repeatList.headers.get('cache-control') },
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
      if (!res.group) throw new Error(`no route for ${method} ${path}`);
      const { local, ...units } = res.consumed;
      steps.push({
        route: `${method} ${template}`,
        group: res.group,
        status: res.status,
        read: units.read,
        write: units.write,
        indexWrite: units.indexWrite ?? 0,
        scans: units.scans,
        txRead: units.txRead ?? 0,
        txWrite: units.txWrite ?? 0,
        transactions: units.transactions ?? 0,
        transactionItems: units.transactionItems ?? 0,
        local: local!,
        sharedWrites: res.sharedWrites,
        storedBytes: res.storedBytes,
        ms: res.ms,
        ddbCalls: res.ddbCalls,
        bytes: res.bytes,
        logBytes: res.logBytes,
        logEvents: res.logEvents,
        commands: res.commands,
      });
      return res.json;
    },
  };
};
/** The questions of a game with their answers, read from the table unmetered: the learner answers right. */
const answersOf = async (sessionId: string) => {
  recorder.counting = false;
  try {
    const item = await ddb.send(new GetCommand({ TableName: TABLE, Key: { pk: `GAME#${sessionId}`, sk: 'QUESTIONS' } }));
    return new Map((item.Item?.questions as Array<{ id: string; correct_answers: string[]; is_multiple_answer: boolean }>).map((q) => [q.id, q]));
  } finally {
    recorder.counting = true;
  }
};
/** A step's capacity as the budgets read it. */
const consumedOf = (step: Step): Consumed => ({
  read: step.read,
  write: step.write,
  indexWrite: step.indexWrite,
  scans: step.scans,
  txRead: step.txRead,
  txWrite: step.txWrite,
  transactions: step.transactions,
  transactionItems: step.transactionItems,
  local: step.local,
});
/** The answer of an activity that consumed the most (the budget holds for every answer). */
const costliest = (steps: Step[], route: string) => {
  const answers = steps.filter((s) => s.route === route);
  if (!answers.length) throw new Error(`no ${route} in the activity`);
  return { used: consumedOf(answers.reduce((a, b) => (b.read + b.write + b.indexWrite > a.read + a.write + a.indexWrite ? b : a))), count: answers.length };
};
const activities: Activity[] = [];
const laterActivities: Activity[] = [];
/** The learner with 600 review cards (the storage of a learner who has met the whole deck). */
let cardsLearnerId = '';

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
    capacity[route] = consumedOf(duel.steps.find((s) => s.route === route)!);
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
  recorder.counting = false;
  try {
    await updateUserFields(elder.user.id as string, { role: 'babalawo' });
  } finally {
    recorder.counting = true;
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
    capacity[label] = consumedOf(house.steps[i]!);
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
  cardsLearnerId = userId;
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
  // The learner's history, written straight to the table: not measured.
  recorder.counting = false;
  try {
    for (let i = 0; i < cards.length; i += 25) {
      await Promise.all(cards.slice(i, i + 25).map((c) => createCardIfAbsent(userId, c.signId, c.kind, c.state)));
    }
    // Every sign card already met: a session serves due cards only (no new ones to introduce).
    await setPracticeCursor(userId, 0, 512, now.toISOString().slice(0, 10), 0);
  } finally {
    recorder.counting = true;
  }
  const token600 = learner.access_token as string;
  await measure('GET', '/practice/summary', undefined, token600, 'GET /practice/summary (due query, 600 cards)');
  // The Query alone, before the session answers any of the cards due.
  recorder.take();
  const due = await dueCards(userId, new Date(), PRACTICE.duePage);
  capacity[`Query due now (600 cards, a page of ${due.cards.length}${due.more ? '+' : ''} due)`] = tally(recorder.take().records).consumed;

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
  capacity['POST /practice/review/start (600 cards)'] = consumedOf(review.steps[0]!);
  const { used, count } = costliest(review.steps, 'POST /practice/review/answer');
  capacity[`POST /practice/review/answer (600 cards, the costliest of a session's ${count})`] = used;
}

/**
 * A learner's items as the table stores them (index entries and DynamoDB's 100 bytes each
 * included): the 600-card learner's partition and its three claims, what a learner who has met
 * the whole deck keeps (the cost's storage).
 */
const learnerBytes = async (userId: string, email: string, username: string) => {
  let bytes = 0;
  let startKey: Record<string, import('@aws-sdk/client-dynamodb').AttributeValue> | undefined;
  let profile: Item | undefined;
  do {
    const page = await reader.send(
      new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': { S: `USER#${userId}` } }, ExclusiveStartKey: startKey }),
    );
    for (const item of (page.Items ?? []) as Item[]) {
      bytes += persistentBytes(item);
      if (item[TABLE_KEY_SCHEMA.sortKey]?.S === 'PROFILE') profile = item;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const claims = [`EMAIL#${email}`, `USERNAME#${username}`, ...(profile?.referral_code?.S ? [`REFCODE#${profile.referral_code.S}`] : [])];
  for (const pk of claims) {
    const claim = (await reader.send(new GetItemCommand({ TableName: TABLE, Key: { pk: { S: pk }, sk: { S: 'CLAIM' } } }))).Item as Item | undefined;
    if (claim) bytes += persistentBytes(claim);
  }
  return bytes;
};
const storage = { learnerBytes: await learnerBytes(cardsLearnerId, 'cards600@example.com', 'cards600') };

recorder.counting = false;
// The latency loads that follow print thousands of lines: dropped.
output.mute();
if (modelCheck.disagreements.length) {
  console.error(`bench: the capacity model disagrees with DynamoDB Local on ${modelCheck.disagreements.length} of ${modelCheck.checked} commands:\n  ${modelCheck.disagreements.slice(0, 10).join('\n  ')}`);
}
output.print(
  `BENCH_READY ${JSON.stringify({
    origin,
    ddbEndpoint: stack.ddb.endpoint,
    tableName: process.env.TABLE_NAME,
    capacity,
    encyclopedia,
    activities: [...activities, ...laterActivities],
    modelCheck,
    metrics: [...metricIdentities].sort(),
    coldStartLogBytes,
    logSamples: Object.fromEntries(logSamples),
    storage,
  })}\n`,
);
process.on('SIGTERM', async () => {
  reader.destroy();
  await stack.stop();
  process.exit(0);
});
