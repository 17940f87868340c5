import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { BatchGetItemCommand, GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { localClient } from '../local/dynamodb-local.js';
import { capacity, info, medianRatio, percentile, type Consumed, type Figure } from './report.js';

/** DESIGN.md 8: hot endpoints at 50 concurrent, against a bare GetItem on the same DynamoDB Local. */
export const CONCURRENCY = 50;
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
export const P50_RATIO = 2;
export const P99_RATIO = 3;

export interface BenchStack {
  origin: string;
  ddbEndpoint: string;
  tableName: string;
  capacity: Record<string, Consumed>;
  stop: () => void;
}

/**
 * The stack under test (scripts/src/bench-server.ts), in its own process so the load generator
 * does not share its event loop. It reports when ready, with the capacity it measured.
 */
export function startBenchStack(root: string, staticDir: string): Promise<BenchStack> {
  const child = spawn('npx', ['tsx', 'scripts/src/bench-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: { ...process.env, BENCH_STATIC_DIR: staticDir },
  });
  return new Promise((resolveStart, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('bench stack did not start')), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('BENCH_READY '));
      if (line) {
        clearTimeout(timer);
        const ready = JSON.parse(line.slice('BENCH_READY '.length));
        resolveStart({
          ...ready,
          stop: () => {
            try {
              process.kill(-child.pid!, 'SIGTERM');
            } catch {
              // already gone
            }
          },
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`bench stack exited with ${code}`)));
  });
}

/** Runs `task` REQUESTS times with CONCURRENCY in flight; returns the latencies in ms. */
async function load(task: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let issued = 0;
  const worker = async () => {
    while (issued < REQUESTS) {
      issued++;
      const start = performance.now();
      await task();
      latencies.push(performance.now() - start);
    }
  };
  // Warm up (JIT, connections, Lambda module init).
  for (let i = 0; i < 20; i++) await task();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies;
}

export interface Session {
  token: string;
  userId: string;
}

export async function register(origin: string, name: string): Promise<Session> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${name}-${stamp}@example.com`, username: `${name}_${stamp}`.slice(0, 30), full_name: 'Bench', password: 'bench-password' }),
  });
  const body = (await res.json()) as { access_token?: string; user?: { id: string }; detail?: unknown };
  if (res.status !== 201 || !body.access_token) throw new Error(`register answered ${res.status}: ${JSON.stringify(body.detail)}`);
  return { token: body.access_token, userId: body.user!.id };
}

/**
 * The load generator's HTTP client: node:http over one keep-alive agent. It shares the two
 * cores with the stack and DynamoDB Local, and fetch (undici) cost it so much CPU per request
 * that the client's own work showed in the figures (GET /auth/me p50 83 ms through fetch,
 * 62 ms through node:http, in the same minute).
 */
function httpClient(origin: string, headers: Record<string, string>) {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });
  const send = (method: string, path: string, body?: unknown) =>
    new Promise<{ status: number; text: string }>((done, fail) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: `/api${path}`,
          agent,
          headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => done({ status: res.statusCode ?? 0, text }));
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * Each route is judged against a bare GetItem measured just before it: DynamoDB Local's JVM
 * speeds up as it runs (a GetItem's p50 at 50 concurrent went 95 -> 60 -> 46 ms over the first
 * three thousand calls), so one baseline taken first would flatter every route measured after
 * it. For the same reason, before anything counts, the database is warmed on every kind of
 * request the routes send: WARM_UP_ROUNDS loads of GetItem, then WRITE_WARM_UP_ROUNDS loads of
 * an answer's requests sent bare (BatchGetItem, then conditional UpdateItem). The write path
 * warms far more slowly: measured bare, a conditional UpdateItem took 1830, 1400, 895 and then
 * 730 us of DynamoDB Local's CPU over its first two, four, six and eight thousand calls (p50 64 ->
 * 35 ms), while a GetItem was already at 270-450 us. Measured after only the answer's own warm
 * load, the answer carried that JIT, which real DynamoDB does not have. The warm-up's p50s are
 * shown, so a reader can see it level off.
 */
const WARM_UP_ROUNDS = 3;
const WRITE_WARM_UP_ROUNDS = 8;
const LATENCY_ROUNDS = 3;

export async function latencyFigures(stack: BenchStack, session: Session): Promise<Figure[]> {
  const figures: Figure[] = [];
  const client = localClient(stack.ddbEndpoint);
  const api = httpClient(stack.origin, { authorization: `Bearer ${session.token}` });
  try {
    const userKey = { pk: { S: `USER#${session.userId}` }, sk: { S: 'PROFILE' } };
    const getItem = async () => {
      await client.send(new GetItemCommand({ TableName: stack.tableName, Key: userKey }));
    };
    // An answer's own DynamoDB requests, sent bare: the user and a session-like item in one
    // BatchGetItem, then the answer's conditional UpdateItem on one of `items` such items (under
    // `prefix`, in the bench's own table). Beside the 2x budget, the floor row says how much of
    // it DynamoDB Local itself takes for a read then a write. (Sent through the AWS SDK, whose
    // client costs this shared CPU more than the stack's own transport does, so the API's answer
    // comes out faster: 1.72-1.85x a GetItem against 2.06-2.13x in the same runs.)
    const table = stack.tableName;
    const bareAnswers = async (prefix: string, items: number) => {
      const key = (i: number) => ({ pk: { S: `${prefix}#${i}` }, sk: { S: 'SESSION' } });
      for (let i = 0; i < items; i += 25) {
        await Promise.all(
          Array.from({ length: Math.min(25, items - i) }, (_, k) =>
            client.send(new PutItemCommand({ TableName: table, Item: { ...key(i + k), index: { N: '0' }, completed: { BOOL: false }, answered: { M: {} } } })),
          ),
        );
      }
      let sent = 0;
      return async () => {
        const n = sent++;
        await client.send(new BatchGetItemCommand({ RequestItems: { [table]: { Keys: [userKey, key(n % items)] } } }));
        await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: key(n % items),
            UpdateExpression: 'SET answered.#q = :r, #index = :next, correct = :n, wrong = :n, turn_started_at = :at, disqualified = :false',
            // Each call answers a question of its own, so none is refused however calls overtake.
            ConditionExpression: 'completed = :false AND attribute_not_exists(answered.#q)',
            ExpressionAttributeNames: { '#q': `q${n}`, '#index': 'index' },
            ExpressionAttributeValues: {
              ':r': { N: '1' },
              ':next': { N: String(Math.floor(n / items) + 1) },
              ':n': { N: '0' },
              ':at': { N: String(Date.now()) },
              ':false': { BOOL: false },
            },
          }),
        );
      };
    };

    for (let round = 0; round < WARM_UP_ROUNDS; round++) await load(getItem);
    // Enough items that none grows past a real game's ten answers (here and in the floor rows).
    const warmWrites = await bareAnswers('BENCHWARM', Math.ceil((WRITE_WARM_UP_ROUNDS * REQUESTS) / 8));
    const warmed: string[] = [];
    for (let round = 0; round < WRITE_WARM_UP_ROUNDS; round++) warmed.push(percentile(await load(warmWrites), 50).toFixed(0));
    figures.push(info('API latency', `DynamoDB Local warm-up: an answer's requests sent bare, p50 of each of ${WRITE_WARM_UP_ROUNDS} loads`, `${warmed.join(', ')} ms`));

    // Each route is loaded once unmeasured first, as a warm Lambda container runs it: the
    // stack's JIT and keep-alive sockets are then those of steady traffic (a cold container's
    // cost is the module-init budget's). Then LATENCY_ROUNDS rounds, each a GetItem load and
    // the route's load in turn; the round with the median ratio decides (report.ts). `prepare`
    // runs, unmeasured, before each round's loads. A route may name its `floor`: the DynamoDB
    // requests it cannot do without, sent bare from here after the route in each round.
    type Floor = { what: string; task: () => Promise<void> };
    const judge = async (name: string, task: () => Promise<void>, prepare = async () => {}, floor?: Floor) => {
      await prepare();
      await load(task);
      const rounds: Array<{ baseline: number[]; route: number[]; floor?: number[] }> = [];
      for (let round = 0; round < LATENCY_ROUNDS; round++) {
        await prepare();
        const baseline = await load(getItem);
        const route = await load(task);
        rounds.push({ baseline, route, ...(floor ? { floor: await load(floor.task) } : {}) });
      }
      const paired = (of: (r: (typeof rounds)[number]) => number[] | undefined, p: number) =>
        rounds.map((r) => ({ valueMs: percentile(of(r)!, p), baselineMs: percentile(r.baseline, p) }));
      const baselines = rounds.map((r) => `${percentile(r.baseline, 50).toFixed(1)} / ${percentile(r.baseline, 99).toFixed(1)}`);
      figures.push(info('API latency', `bare GetItem p50 / p99 (${CONCURRENCY} concurrent), each round of ${name}`, `${baselines.join('; ')} ms`));
      figures.push(medianRatio('API latency', `${name} p50`, paired((r) => r.route, 50), P50_RATIO, 'GetItem p50'));
      figures.push(medianRatio('API latency', `${name} p99`, paired((r) => r.route, 99), P99_RATIO, 'GetItem p99'));
      if (floor) {
        // Shown, not judged: the same median-of-rounds reading as the route's.
        const shown = (p: number, ratio: number) => medianRatio('API latency', floor.what, paired((r) => r.floor, p), ratio, 'GetItem').measured;
        figures.push(info('API latency', `${floor.what}, sent bare: p50; p99 (x GetItem)`, `${shown(50, P50_RATIO)}; ${shown(99, P99_RATIO)}`));
      }
    };
    const get = (path: string) => async () => {
      const res = await api.send('GET', path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    };
    await judge('GET /auth/me', get('/auth/me'));
    await judge('GET /ifa-signs/oddun/{id}', get('/ifa-signs/oddun/baba-ejiogbe'));

    // POST /games/{id}/answer, as learners play: each game answers its first 4 questions in
    // order (fewer than the beginner's 5 strikes, so every answer is a real, counted answer).
    // About two games per worker are in play at once; a game is taken out while one of its
    // questions is answered (never two answers to one game at once), put back for the next, and
    // replaced by a new one after its fourth. The games of a load are started just before it:
    // fewer than the 500 whose questions a container keeps (data/game-sessions.ts).
    type Game = { id: string; questions: string[]; options: string[]; next: number };
    let waiting: Game[] = [];
    let inPlay: Game[] = [];
    const startGame = async () => {
      const res = await api.send('POST', '/games/orisha-matching/start?difficulty=beginner&topics=random');
      if (res.status !== 200) throw new Error(`game start answered ${res.status}`);
      const started = JSON.parse(res.text) as { session_id: string; questions: Array<{ id: string; options: string[] }> };
      waiting.push({ id: started.session_id, questions: started.questions.map((q) => q.id), options: started.questions.map((q) => q.options[0]!), next: 0 });
    };
    const startGames = async () => {
      waiting = [];
      const needed = Math.ceil((REQUESTS + 20) / 4) + 2 * CONCURRENCY;
      for (let i = 0; i < needed; i += 10) await Promise.all(Array.from({ length: Math.min(10, needed - i) }, startGame));
      inPlay = waiting.splice(0, 2 * CONCURRENCY);
    };
    const answer = async () => {
      const game = inPlay.shift() ?? waiting.shift();
      if (!game) throw new Error('the bench ran out of questions to answer');
      const n = game.next++;
      const res = await api.send('POST', `/games/${game.id}/answer`, { question_id: game.questions[n], answer: game.options[n] });
      if (res.status !== 200) throw new Error(`answer answered ${res.status}`);
      const next = game.next < 4 ? game : waiting.shift();
      if (next) inPlay.push(next);
    };

    await judge('POST /games/{id}/answer', answer, startGames, {
      what: "an answer's DynamoDB requests (BatchGetItem, then conditional UpdateItem)",
      task: await bareAnswers('BENCHFLOOR', Math.ceil((LATENCY_ROUNDS * REQUESTS) / 8)),
    });
  } finally {
    client.destroy();
    api.close();
  }
  return figures;
}

/** What the bench stack measured per route (ReturnConsumedCapacity on every call it made). */
export function capacityFigures(measured: Record<string, Consumed>): Figure[] {
  return Object.entries(measured).map(([route, used]) => {
    if (route === 'GET /auth/me') return capacity(route, used, { read: 0.5, write: 0 });
    if (route.endsWith('/answer')) return capacity(route, used, { read: 1, write: 2 });
    // Issue 12: a review answer, and the 'due now' Query of a learner with 600 cards (< 1 RCU).
    if (route.startsWith('POST /practice/review/answer')) return capacity(route, used, { read: 1, write: 2 });
    if (route.startsWith('Query due now')) return capacity(route, used, { readBelow: 1 });
    return capacity(route, used);
  });
}
