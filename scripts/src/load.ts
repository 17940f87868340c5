import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import {
  checkCounters,
  checkDuplicates,
  checkExpectedAnswers,
  checkFriendships,
  checkGames,
  checkHouses,
  checkLanguages,
  checkLedgers,
  checkNoServerErrors,
  checkPaidOnce,
  checkProgress,
  checkPurchases,
  checkReferrals,
  checkReviews,
  lostIncrements,
  type CounterFigures,
} from './load/checks.js';
import { LoadClient, type Caller } from './load/http.js';
import { catalogueOf, live, newLearner, setUpCohort, type World } from './load/learner.js';
import { Metrics } from './load/metrics.js';
import { Observed } from './load/observed.js';
import { parseOptions, USAGE } from './load/options.js';
import { planLoad, seeded } from './load/plan.js';
import { renderReport, summarizeServerLog, type ServerFigures } from './load/report.js';
import { TableReader, type HouseSnapshot, type UserSnapshot } from './load/table.js';
import { requireJavaOrExit } from './local/java.js';

/**
 * `npm run load` (DESIGN.md 3b, issue 33): hundreds of simulated learners through the local
 * gateway for a bounded time, then the checks: no 5xx, every ledger summing to its balance,
 * nothing paid or counted twice, the admin counters equal to what happened, crossing friend
 * requests ending as one friendship. Prints its figures and a one-line verdict; exits 1 when a
 * check fails, 2 when it could not run.
 */
if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const parsed = parseOptions(process.argv.slice(2), process.env);
if ('error' in parsed) {
  console.error(`load: ${parsed.error}\n${USAGE}`);
  process.exit(2);
}
const options = parsed.options;
requireJavaOrExit();
const root = resolve(import.meta.dirname, '../..');

interface Ready {
  origin: string;
  ddbEndpoint: string;
  tableName: string;
  admin: { email: string; password: string };
}

/** The stack (load/server.ts) in its own process; its warn and error lines are kept for the report. */
function startServer(): Promise<{ child: ChildProcess; ready: Ready; log: string[]; figures: () => Promise<ServerFigures | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/load/server.ts'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  const log: string[] = [];
  const waiting: Array<(f: ServerFigures) => void> = [];
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error('the load stack did not start within 180 s')), 180_000);
    const onLine = (line: string) => {
      if (line.startsWith('LOAD_READY ')) {
        clearTimeout(timer);
        const ready = JSON.parse(line.slice('LOAD_READY '.length)) as Ready;
        resolveStart({
          child,
          ready,
          log,
          figures: () =>
            new Promise((done) => {
              const timeout = setTimeout(() => done(null), 5000);
              waiting.push((f) => {
                clearTimeout(timeout);
                done(f);
              });
              child.stdin!.write('figures\n');
            }),
        });
      } else if (line.startsWith('LOAD_FIGURES ')) waiting.shift()?.(JSON.parse(line.slice('LOAD_FIGURES '.length)) as ServerFigures);
      else if (line.startsWith('{')) log.push(line);
      else if (line.trim()) log.push(JSON.stringify({ level: /error/i.test(line) ? 'ERROR' : 'INFO', message: line.slice(0, 300) }));
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the load stack exited with ${code}:\n${log.slice(-20).join('\n')}`));
    });
  });
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });

console.log(`load: starting the stack (DynamoDB Local, table, seed, gateway with the synthesized roles) ...`);
const server = await startServer().catch((error: Error) => {
  console.error(`load: ${error.message}`);
  process.exit(2);
});
let exitCode = 2;
try {
  exitCode = await run(server.ready);
} catch (error) {
  console.error('load: the run itself failed:', error);
} finally {
  await stopServer(server.child);
}
process.exit(exitCode);

async function run(ready: Ready): Promise<number> {
  const table = new TableReader(ready.ddbEndpoint, ready.tableName);
  // Setup and final reads go through a client of their own: not counted in the load's figures.
  const quiet = new LoadClient({ origin: ready.origin, concurrency: 8, maxRequests: Number.MAX_SAFE_INTEGER, retries: 10, retryCapMs: 500 }, new Metrics());
  const admin: Caller = { address: '127.0.0.1' };
  const login = await quiet.call(admin, 'login', { body: ready.admin });
  if (login.status !== 200) throw new Error(`the admin could not sign in: ${login.status} ${login.text}`);
  admin.token = login.body.access_token;
  const list = await quiet.call(admin, 'oddunList', { query: { level: 'expert' } });
  if (list.status !== 200) throw new Error(`the sign list answered ${list.status}`);
  const catalogue = catalogueOf(list.body.odduns);

  const adminStats = async () => {
    const s = await quiet.call(admin, 'adminStats');
    if (s.status !== 200) throw new Error(`GET /admin/stats answered ${s.status}: ${s.text}`);
    return {
      day: new Date().toISOString().slice(0, 10),
      totals: { users: s.body.total_users, games_started: s.body.total_games_started, games_completed: s.body.total_games_completed } as CounterFigures,
      week: { users: s.body.last_7_days.users, games_started: s.body.last_7_days.games_started, games_completed: s.body.last_7_days.games_completed } as CounterFigures,
      languages: s.body.languages as Record<string, number>,
    };
  };
  const itemsNow = async (day: string): Promise<CounterFigures | null> => {
    const t = await table.statsTotals(day);
    return t.items ? { users: t.global.users ?? 0, games_started: t.global.games_started ?? 0, games_completed: t.global.games_completed ?? 0 } : null;
  };
  const before = await adminStats();
  const itemsBefore = await itemsNow(before.day);

  const metrics = new Metrics();
  const client = new LoadClient({ origin: ready.origin, concurrency: options.concurrency, maxRequests: options.maxRequests, retries: options.retries, retryCapMs: options.retryCapMs }, metrics);
  const observed = new Observed();
  const plan = planLoad(options.learners, options.cohort, seeded(options.seed));
  const learners = plan.learners.map((p) => newLearner(p, options.seed));
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const world: World = { client, metrics, observed, table, catalogue, learners, admin, going: () => performance.now() < deadline && !client.stopped };

  console.log(`load: ${options.learners} learners for ${options.seconds} s, ${options.concurrency} in flight, seed ${options.seed} ...`);
  const progress = setInterval(() => {
    const s = (performance.now() - started) / 1000;
    console.log(`load: ${s.toFixed(0)} s, ${metrics.sent} requests, ${observed.registered.size} registered, ${observed.games.size} games started`);
  }, 15_000);
  // Activities under way when the time is up run to their end; past a grace period nothing more is sent.
  const grace = setTimeout(() => client.stop('60 s after the time was up, activities still under way were cut short'), options.seconds * 1000 + 60_000);
  const cohortsReady = plan.cohorts.map((cohort) =>
    setUpCohort(world, cohort).catch((error: Error) => {
      if (error.name !== 'Stopped') observed.failures.push(`cohort ${cohort.index} setup: ${error.stack ?? error.message}`);
    }),
  );
  await Promise.all([...learners.map((l) => live(world, l, cohortsReady[l.plan.cohort]!)), ...cohortsReady]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(progress);
  clearTimeout(grace);
  client.close();

  console.log(`load: done in ${seconds.toFixed(1)} s; reading the table back ...`);
  // Counters written apart from the learner's request may land a moment later: read until two
  // readings a second apart agree (at most 10 s).
  let after = await adminStats();
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const again = await adminStats();
    const same = JSON.stringify(again.totals) === JSON.stringify(after.totals);
    after = again;
    if (same) break;
  }
  const itemsAfter = await itemsNow(after.day);
  const ids = [...observed.registered.keys()];
  const users: UserSnapshot[] = [];
  for (let i = 0; i < ids.length; i += 16) users.push(...(await Promise.all(ids.slice(i, i + 16).map((id) => table.user(id)))));
  const byId = new Map(users.map((u) => [u.id, u]));
  const houses = new Map<string, HouseSnapshot>();
  for (const id of observed.houses.keys()) houses.set(id, await table.house(id));
  table.close();
  quiet.close();

  const summary = metrics.summary(seconds);
  const lost = lostIncrements(server.log);
  const sameDay = before.day === after.day;
  const checks = [
    checkNoServerErrors(summary),
    checkLedgers(users),
    checkPaidOnce(users),
    checkReferrals(observed, byId),
    checkGames(observed, byId),
    checkProgress(observed, users),
    checkReviews(observed, byId),
    checkPurchases(observed, byId),
    checkCounters(observed, {
      adminBefore: before.totals,
      adminAfter: after.totals,
      itemsBefore,
      itemsAfter,
      weekBefore: sameDay ? before.week : null,
      weekAfter: sameDay ? after.week : null,
    }, lost),
    checkLanguages(observed, before.languages, after.languages, lost),
    checkFriendships(observed, byId),
    checkHouses(observed, houses, byId),
    checkDuplicates(observed),
    checkExpectedAnswers(summary, observed),
  ];
  const games = [...observed.games.values()];
  const purchases = [...observed.purchases.values()];
  console.log(
    renderReport({
      seed: options.seed,
      setup: [
        `Stack on Node ${process.version}: DynamoDB Local + the table + the seed + the local gateway, each endpoint group held to its role in the synthesized template (scripts/src/load/server.ts); conflicts as the local DynamoDB client has them.`,
        'Password hashing at SCRYPT_LOG_N=14 (2^14, as the integration and browser tests; production 2^17); a DynamoDB attempt may take 15 s (DDB_ATTEMPT_TIMEOUT_MS, as the test stacks).',
        `Each learner sends from its own loopback address (127.77.x.y): registration and login are throttled per address (docs/decisions/006). 503s retried up to ${options.retries} times, Retry-After honoured up to ${options.retryCapMs} ms.`,
        `Ports chosen free at start (never a running npm start's); the table is in memory and goes with the run.${sameDay ? '' : ' The UTC day changed during the run: the 7-day window was not compared.'}`,
      ],
      plannedSeconds: options.seconds,
      concurrency: options.concurrency,
      maxRequests: options.maxRequests,
      stoppedBy: client.stopped,
      metrics: summary,
      server: await server.figures(),
      happened: {
        learners: options.learners,
        registered: observed.registered.size,
        houses: observed.houses.size,
        gamesStarted: games.length,
        gamesCompleted: games.filter((g) => g.results.length).length,
        duelGames: games.filter((g) => g.duelId && g.results.length).length,
        duels: observed.duels.size,
        referred: [...observed.registered.values()].filter((r) => r.referrer).length,
        assignmentsPractised: [...observed.houses.values()].reduce((s, h) => s + h.practised, 0),
        answersRight: games.reduce((s, g) => s + g.right, 0),
        answersWrong: games.reduce((s, g) => s + g.wrong, 0),
        reviews: [...observed.reviews.values()].filter((r) => r.results.length).length,
        secrets: purchases.reduce((s, p) => s + [...p.secrets.values()].reduce((a, b) => a + b, 0), 0),
        freezes: purchases.reduce((s, p) => s + p.freezes, 0),
        friendPairs: observed.pairs.length,
        crossingPairs: observed.pairs.filter((p) => p.crossing).length,
        duplicates: observed.duplicates.length,
      },
      checks,
      serverLog: summarizeServerLog(server.log),
    }),
  );
  return checks.every((c) => c.ok) ? 0 : 1;
}
