import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { localClient } from '../local/dynamodb-local.js';
import type { Activity } from './cost.js';
import { capacity, check, info, percentile, type Consumed, type Figure } from './report.js';

/**
 * DESIGN.md 8: hot endpoints at 50 concurrent, beside a bare GetItem on the same DynamoDB Local.
 * Reported, never a gate: DynamoDB Local is a JVM, not DynamoDB.
 */
export const CONCURRENCY = 50;
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);

/** The encyclopedia's list of signs, loaded once and then again with the ETag it answered (bench-server.ts). */
export interface ListLoads {
  route: string;
  first: Consumed & { status: number; etag: string | null; cacheControl: string | null };
  repeat: Consumed & { status: number; cacheControl: string | null };
}

/** What bench-server.ts measured before it reported ready. */
export interface BenchStack {
  origin: string;
  ddbEndpoint: string;
  tableName: string;
  capacity: Record<string, Consumed>;
  encyclopedia: ListLoads;
  /** A learner's activities, every request measured: an Orisha game, a Signs game, a review session, then a duel and a house. */
  activities: Activity[];
  /** The capacity model against DynamoDB Local on every command Local prices exactly. */
  modelCheck: ModelCheck;
  /** The metrics the handlers published (EMF): name and dimensions other than the service. */
  metrics: string[];
  /** What a container's first invocation prints beyond the others (Powertools' ColdStart metric line). */
  coldStartLogBytes: number;
  /** One line of each kind the handlers printed, by kind (the request line, a metric...). */
  logSamples: Record<string, string>;
  /** A learner's items in the table, index entries included (the learner with 600 cards). */
  storage: { learnerBytes: number };
  stop: () => void;
}

export interface ModelCheck {
  checked: number;
  disagreements: string[];
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
    const timer = setTimeout(() => reject(new Error('bench stack did not start')), 300_000);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('BENCH_READY ') && buffer.includes(`${l}\n`));
      if (line) {
        clearTimeout(timer);
        // Ready: whatever it prints later is not read (and not kept).
        child.stdout!.off('data', onData);
        child.stdout!.resume();
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
    };
    child.stdout!.on('data', onData);
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
 * API p50 / p99 of the hot routes at CONCURRENCY in flight, each beside a bare GetItem load on
 * the same DynamoDB Local measured just before it (the JVM speeds up as it runs, so one
 * baseline taken first would flatter every route after it). Each route is loaded once
 * unmeasured first, as a warm container runs it. Reported only (DESIGN.md 8).
 */
export async function latencyFigures(stack: BenchStack, session: Session): Promise<Figure[]> {
  const figures: Figure[] = [];
  const client = localClient(stack.ddbEndpoint);
  const api = httpClient(stack.origin, { authorization: `Bearer ${session.token}` });
  try {
    const userKey = { pk: { S: `USER#${session.userId}` }, sk: { S: 'PROFILE' } };
    const getItem = async () => {
      await client.send(new GetItemCommand({ TableName: stack.tableName, Key: userKey }));
    };
    await load(getItem);
    const report = async (name: string, task: () => Promise<void>, prepare = async () => {}) => {
      await prepare();
      await load(task);
      await prepare();
      const baseline = await load(getItem);
      const route = await load(task);
      const [b50, b99, r50, r99] = [percentile(baseline, 50), percentile(baseline, 99), percentile(route, 50), percentile(route, 99)];
      figures.push(
        info(
          'API latency',
          `${name} p50 / p99 (${CONCURRENCY} concurrent)`,
          `${r50.toFixed(1)} / ${r99.toFixed(1)} ms = ${(r50 / b50).toFixed(2)}x / ${(r99 / b99).toFixed(2)}x a bare GetItem (${b50.toFixed(1)} / ${b99.toFixed(1)} ms)`,
        ),
      );
    };
    const get = (path: string) => async () => {
      const res = await api.send('GET', path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    };
    await report('GET /auth/me', get('/auth/me'));
    await report('GET /ifa-signs/oddun/{id}', get('/ifa-signs/oddun/baba-ejiogbe'));

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

    await report('POST /games/{id}/answer', answer, startGames);
  } finally {
    client.destroy();
    api.close();
  }
  return figures;
}

/**
 * DESIGN.md 8's capacity budgets, on the figures AWS's rules give (bench/capacity.ts), each
 * beside what DynamoDB Local reported. The answers' rows hold the costliest answer of a whole
 * game or review session (bench-server.ts); every other measured route, and every request of
 * the learner's activities, only may not Scan. No learner's transaction may write an item every
 * learner writes (DESIGN.md 3b); and the model must agree with Local wherever Local is exact.
 */
export function capacityFigures(measured: Record<string, Consumed>, activities: readonly Activity[] = [], modelCheck?: ModelCheck): Figure[] {
  const routes = Object.entries(measured).map(([route, used]) => {
    if (route === 'GET /auth/me') return capacity(route, used, { read: 0.5, write: 0 });
    if (route.startsWith('POST /games/{id}/answer')) return capacity(route, used, { read: 1, write: 2 });
    // Issue 12: a review answer, and the 'due now' Query of a learner with 600 cards (< 1 RCU).
    if (route.startsWith('POST /practice/review/answer')) return capacity(route, used, { read: 1, write: 2 });
    if (route.startsWith('Query due now')) return capacity(route, used, { readBelow: 1 });
    return capacity(route, used);
  });
  const sum = (steps: Activity['steps']): Consumed =>
    steps.reduce(
      (t, s) => ({
        read: t.read + s.read,
        write: t.write + s.write,
        indexWrite: (t.indexWrite ?? 0) + s.indexWrite,
        scans: t.scans + s.scans,
        txRead: (t.txRead ?? 0) + s.txRead,
        txWrite: (t.txWrite ?? 0) + s.txWrite,
        transactions: (t.transactions ?? 0) + s.transactions,
        transactionItems: (t.transactionItems ?? 0) + s.transactionItems,
        local: { read: t.local!.read + s.local.read, write: t.local!.write + s.local.write, indexWrite: t.local!.indexWrite + s.local.indexWrite },
      }),
      { read: 0, write: 0, indexWrite: 0, scans: 0, txRead: 0, txWrite: 0, transactions: 0, transactionItems: 0, local: { read: 0, write: 0, indexWrite: 0 } } as Consumed,
    );
  const figures = [...routes, ...activities.map((a) => capacity(`${a.name}, all ${a.steps.length} requests`, sum(a.steps)))];
  // DESIGN.md 3b: counters every learner moves are written apart from the learner's transaction.
  const inTransaction = activities.flatMap((a) =>
    a.steps.flatMap((s) => Object.entries(s.sharedWrites).filter(([, w]) => w.inTransaction > 0).map(([family]) => `${a.name}: ${s.route} (${family})`)),
  );
  figures.push(
    check(
      'DynamoDB capacity',
      "no learner's transaction writes an item every learner writes (DESIGN.md 3b)",
      inTransaction.length === 0,
      inTransaction.length ? `${inTransaction.length} requests do: ${[...new Set(inTransaction)].slice(0, 4).join('; ')}` : `none of the ${activities.reduce((n, a) => n + a.steps.length, 0)} requests of the activities`,
      'none',
    ),
  );
  if (modelCheck) {
    figures.push(
      check(
        'DynamoDB capacity',
        'the capacity model agrees with DynamoDB Local where Local is exact (GetItem, PutItem, UpdateItem, DeleteItem)',
        modelCheck.checked > 0 && modelCheck.disagreements.length === 0,
        modelCheck.disagreements.length
          ? `${modelCheck.disagreements.length} of ${modelCheck.checked} commands differ: ${modelCheck.disagreements.slice(0, 3).join('; ')}`
          : `${modelCheck.checked} of ${modelCheck.checked} commands agree`,
        'every one',
      ),
    );
  }
  return figures;
}

/**
 * DESIGN.md 8: the encyclopedia's list of signs is cacheable (ETag + Cache-Control) and a repeat
 * load costs 0 RCU: the conditional request (If-None-Match) answered 304 without reading the table.
 */
export function encyclopediaFigures(loads: ListLoads): Figure[] {
  const section = 'Encyclopedia list' as const;
  const { first, repeat } = loads;
  const cacheable = first.status === 200 && Boolean(first.etag) && Boolean(first.cacheControl);
  const units = (c: Consumed) => `${c.read.toFixed(2)} RCU${c.scans ? `, ${c.scans} Scan` : ''}${c.local ? ` (Local ${c.local.read.toFixed(2)})` : ''}`;
  return [
    check(
      section,
      `${loads.route}: first load cacheable`,
      cacheable,
      `${first.status}, ${units(first)}; ETag ${first.etag ? 'present' : 'absent'}; Cache-Control: ${first.cacheControl ?? 'absent'}`,
      'ETag + Cache-Control',
    ),
    check(
      section,
      `${loads.route}: repeat load with If-None-Match`,
      repeat.status === 304 && repeat.read === 0 && repeat.scans === 0,
      `${repeat.status}, ${units(repeat)}; Cache-Control: ${repeat.cacheControl ?? 'absent'}`,
      '304 at 0 RCU',
    ),
  ];
}
