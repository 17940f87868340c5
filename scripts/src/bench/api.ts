import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { BatchGetItemCommand, GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { localClient } from '../local/dynamodb-local.js';
import { capacity, info, percentile, withinRatio, type Consumed, type Figure } from './report.js';

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
 * it. The database is warmed with WARM_UP_ROUNDS loads of GetItem before anything counts.
 */
const WARM_UP_ROUNDS = 3;

export async function latencyFigures(stack: BenchStack, session: Session): Promise<Figure[]> {
  const figures: Figure[] = [];
  const client = localClient(stack.ddbEndpoint);
  const api = httpClient(stack.origin, { authorization: `Bearer ${session.token}` });
  try {
    const userKey = { pk: { S: `USER#${session.userId}` }, sk: { S: 'PROFILE' } };
    const getItem = async () => {
      await client.send(new GetItemCommand({ TableName: stack.tableName, Key: userKey }));
    };
    for (let round = 0; round < WARM_UP_ROUNDS; round++) await load(getItem);

    // Each route is loaded once unmeasured first, as a warm Lambda container runs it: the
    // stack's JIT and keep-alive sockets are then those of steady traffic (a cold container's
    // cost is the module-init budget's). `prepare` runs, unmeasured, before each load. A route
    // may name its `floor`: the DynamoDB requests it cannot do without, sent bare from here,
    // measured after it and shown beside it.
    type Floor = { what: string; task: () => Promise<void> };
    const judge = async (name: string, task: () => Promise<void>, prepare = async () => {}, floor?: Floor) => {
      await prepare();
      await load(task);
      await prepare();
      const baseline = await load(getItem);
      const b50 = percentile(baseline, 50);
      const b99 = percentile(baseline, 99);
      const latencies = await load(task);
      figures.push(info('API latency', `bare GetItem p50 / p99 (${CONCURRENCY} concurrent), just before ${name}`, `${b50.toFixed(1)} / ${b99.toFixed(1)} ms`));
      figures.push(withinRatio('API latency', `${name} p50`, percentile(latencies, 50), b50, P50_RATIO, 'GetItem p50'));
      figures.push(withinRatio('API latency', `${name} p99`, percentile(latencies, 99), b99, P99_RATIO, 'GetItem p99'));
      if (floor) {
        const bare = await load(floor.task);
        const [f50, f99] = [percentile(bare, 50), percentile(bare, 99)];
        const shown = `${f50.toFixed(1)} / ${f99.toFixed(1)} ms = ${(f50 / b50).toFixed(2)}x / ${(f99 / b99).toFixed(2)}x GetItem`;
        figures.push(info('API latency', `${floor.what}, sent bare: p50 / p99`, shown));
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

    // An answer's own DynamoDB requests, sent bare: the user and a session-like item in one
    // BatchGetItem, then the answer's conditional UpdateItem on one of 200 such items. Beside
    // the 2x budget, this row says how much of it DynamoDB Local itself takes for a read then a
    // write. (Sent through the AWS SDK, whose client costs this shared CPU more than the stack's
    // own transport does, so the API's answer can come out slightly faster.)
    const table = stack.tableName;
    const floorKey = (i: number) => ({ pk: { S: `BENCHFLOOR#${i}` }, sk: { S: 'SESSION' } });
    for (let i = 0; i < 200; i++) {
      await client.send(new PutItemCommand({ TableName: table, Item: { ...floorKey(i), index: { N: '0' }, completed: { BOOL: false }, answered: { M: {} } } }));
    }
    let floorAnswers = 0;
    const bareAnswer = async () => {
      const n = floorAnswers++;
      await client.send(new BatchGetItemCommand({ RequestItems: { [table]: { Keys: [userKey, floorKey(n % 200)] } } }));
      await client.send(
        new UpdateItemCommand({
          TableName: table,
          Key: floorKey(n % 200),
          UpdateExpression: 'SET answered.#q = :r, #index = :next, correct = :n, wrong = :n, turn_started_at = :at, disqualified = :false',
          // Each call answers a question of its own, so none is refused however calls overtake.
          ConditionExpression: 'completed = :false AND attribute_not_exists(answered.#q)',
          ExpressionAttributeNames: { '#q': `q${n}`, '#index': 'index' },
          ExpressionAttributeValues: {
            ':r': { N: '1' },
            ':next': { N: String(Math.floor(n / 200) + 1) },
            ':n': { N: '0' },
            ':at': { N: String(Date.now()) },
            ':false': { BOOL: false },
          },
        }),
      );
    };
    await judge('POST /games/{id}/answer', answer, startGames, { what: "an answer's DynamoDB requests (BatchGetItem, then conditional UpdateItem)", task: bareAnswer });
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
