import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { ENDPOINT_GROUPS, type EndpointGroup } from '@ifa/shared';
import { capacityFigures, encyclopediaFigures, latencyFigures, register, startBenchStack, type BenchStack } from './bench/api.js';
import { costAppendix, costFigures, type CostInput } from './bench/cost.js';
import { BUNDLE_MARGIN_KB, INIT_MARGIN_MS, lambdaFigures, type LambdaResult } from './bench/lambda.js';
import { lighthouseFigures } from './bench/lighthouse.js';
import { practiceFigures } from './bench/practice-sim.js';
import { measurePracticeUi } from './bench/practice-ui.js';
import { failed, missing, renderMarkdown, renderText, type Figure, type Section } from './bench/report.js';
import { buildSpa, spaFigures } from './bench/spa.js';

/**
 * `npm run bench`: every row of DESIGN.md section 8, measured (never asserted in tests),
 * printed beside its budget and written to bench/results.md. Exits non-zero when a gated row is
 * over its budget or could not be measured; reported rows never fail it. In order, so the
 * CPU-bound measures run on a quiet machine:
 * 1. Lambda bundles (the CDK's esbuild options) and module init in fresh processes, each group
 *    against the floor (a handler that only creates lib-dynamodb's client) bundled and measured
 *    the same way in the same rounds.
 * 2. The SPA, built into its own folder: the landing's initial JS and each route's own JS.
 * 3. Daily practice: the browser review test's UI seconds per card (against the SPA just built),
 *    then a simulated learner (pure CPU, a few seconds; issue 12 point 6).
 * 4. The bench stack (bench-server.ts) measures DynamoDB capacity per request, the encyclopedia's
 *    list loaded twice, and a learner's games and review session request by request.
 * 5. Lighthouse on the landing, login, register and the signed-in dashboard.
 * 6. API latency at 50 concurrent beside a bare GetItem (reported).
 * 7. Capacity, the encyclopedia's list, and the cost of 1,000 learners from the figures above.
 */
const root = resolve(import.meta.dirname, '../..');
const work = resolve(root, 'test-results', 'bench');
mkdirSync(work, { recursive: true });
const startLoad = loadavg()[0]!;

const figures: Figure[] = [];
/** Each group's configured memory, as infra/lib/api.ts sets it (auth 1024 MB for scrypt, the others ProjectFunction's 512). */
const MEMORY_MB = Object.fromEntries(ENDPOINT_GROUPS.map((g) => [g, g === 'auth' ? 1024 : 512])) as Record<EndpointGroup, number>;
const appendices: string[] = [];

/** Runs one part of the bench; a part that fails shows as a missed budget, and the rest still runs. */
async function part(section: Section, what: string, budget: string, measure: () => Promise<Figure[]>) {
  try {
    figures.push(...(await measure()));
  } catch (error) {
    console.error(`bench: ${section} failed:`, error);
    figures.push(missing(section, what, budget, (error as Error).message));
  }
}

let lambda: LambdaResult | undefined;
await part('Lambda', 'bundles and module init', `<= the floor + ${BUNDLE_MARGIN_KB} KB, <= the floor + ${INIT_MARGIN_MS} ms`, async () => {
  lambda = await lambdaFigures(root, resolve(work, 'lambda'));
  appendices.push(lambda.appendix);
  return lambda.figures;
});

const spaDir = resolve(work, 'web');
let spaBuilt = false;
await part('SPA', 'initial JS on the landing (gzip)', '<= 120 KB', async () => {
  await buildSpa(root, spaDir);
  spaBuilt = true;
  return spaFigures(spaDir);
});

await part('Daily practice', 'the simulated daily learner', '<= 30 days at <= 15 min a day', async () => {
  // The UI seconds per card, measured by the browser review test now (needs the SPA just built).
  if (spaBuilt) await measurePracticeUi(root, spaDir);
  const practice = practiceFigures(root);
  appendices.push(practice.appendix);
  return practice.figures;
});

const up: BenchStack | undefined = await startBenchStack(root, spaDir).catch((error: Error) => {
  console.error('bench: the stack did not start:', error);
  figures.push(missing('API latency', 'the bench stack', 'starts', error.message));
  return undefined;
});
try {
  await part('Lighthouse', '/, /login, /register, /dashboard', '>= 95 / 100', async () => {
    if (!up) throw new Error('the bench stack did not start');
    if (!spaBuilt) throw new Error('the SPA did not build');
    // Before the load tests, on a quiet machine; the dashboard with a learner of its own.
    const learner = await register(up.origin, 'lighthouse');
    const pages = [{ path: '/' }, { path: '/login' }, { path: '/register' }, { path: '/dashboard', token: learner.token }];
    const lighthouse = await lighthouseFigures(up.origin, pages, work);
    appendices.push(lighthouse.appendix);
    return lighthouse.figures;
  });
  await part('API latency', 'me, answer and sign detail p50 / p99', 'reported', async () => {
    if (!up) throw new Error('the bench stack did not start');
    return latencyFigures(up, await register(up.origin, 'bench'));
  });
  await part('DynamoDB capacity', 'every measured route', 'budgets of DESIGN.md 8', async () => {
    if (!up) throw new Error('the bench stack did not start');
    return capacityFigures(up.capacity, up.activities);
  });
  await part('Encyclopedia list', 'cacheable; a repeat load 304 at 0 RCU', 'ETag + Cache-Control; 304 at 0 RCU', async () => {
    if (!up) throw new Error('the bench stack did not start');
    return encyclopediaFigures(up.encyclopedia);
  });
  await part('Cost', 'per 1,000 monthly active learners', '<= $10 a month', async () => {
    if (!up) throw new Error('the bench stack did not start');
    if (!lambda) throw new Error('module init was not measured');
    const [orisha, signs, review] = up.activities;
    if (!orisha || !signs || !review) throw new Error('the bench stack measured no activities');
    const input: CostInput = { day: [{ activity: orisha, times: 1 }, { activity: signs, times: 1 }, { activity: review, times: 1 }], memoryMb: MEMORY_MB, initMs: lambda.initMs };
    appendices.push(costAppendix(input));
    return costFigures(input);
  });
} finally {
  up?.stop();
}

/** The commit measured: the lead commits after the run, so a dirty tree says what it sits on. */
function commitMeasured(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    const rev = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain') ? `working tree on top of ${rev}` : rev;
  } catch {
    return 'unknown (no git)';
  }
}

const cpu = cpus();
const run = {
  date: new Date(),
  machine: `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${process.platform} ${process.arch}`,
  node: process.version,
  notes: [`Commit: ${commitMeasured()}`, `Load average (1 min) at the start: ${startLoad.toFixed(2)}, at the end: ${loadavg()[0]!.toFixed(2)}`],
};
console.log('\nBudgets (DESIGN.md section 8)\n');
console.log(renderText(figures));
const results = resolve(root, 'bench/results.md');
mkdirSync(resolve(root, 'bench'), { recursive: true });
writeFileSync(results, renderMarkdown(figures, run, appendices.filter(Boolean).join('\n')));
console.log(`\nWritten to ${results}`);
process.exitCode = failed(figures).length ? 1 : 0;
