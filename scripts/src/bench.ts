import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { capacityFigures, latencyFigures, register, startBenchStack, type BenchStack } from './bench/api.js';
import { lambdaFigures } from './bench/lambda.js';
import { lighthouseFigures } from './bench/lighthouse.js';
import { practiceFigures } from './bench/practice-sim.js';
import { measurePracticeUi } from './bench/practice-ui.js';
import { failed, missing, renderMarkdown, renderText, type Figure, type Section } from './bench/report.js';
import { buildSpa, spaFigures } from './bench/spa.js';

/**
 * `npm run bench`: every budget of DESIGN.md section 8, measured (never asserted in tests),
 * printed beside its budget and written to bench/results.md. Exits non-zero when a budget is
 * missed or could not be measured. In order, so the CPU-bound measures run on a quiet machine:
 * 1. Lambda bundles (the CDK's esbuild options) and module init in fresh processes, once the CPU
 *    is idle (or after a minute's wait, said beside the figures).
 * 2. The SPA, built into its own folder: the landing's initial JS and each route's own JS.
 * 3. Daily practice: the browser review test's UI seconds per card (against the SPA just built),
 *    then a simulated learner (pure CPU, a few seconds; issue 12 point 6).
 * 4. Lighthouse on the landing, login, register and the signed-in dashboard.
 * 5. API latency at 50 concurrent against a bare GetItem; DynamoDB capacity per request
 *    (with a learner of 600 review cards: the review answer and the 'due now' query).
 */
const root = resolve(import.meta.dirname, '../..');
const work = resolve(root, 'test-results', 'bench');
mkdirSync(work, { recursive: true });
const startLoad = loadavg()[0]!;

const figures: Figure[] = [];
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

await part('Lambda', 'bundles and module init', '<= 400 KB, <= 60 ms', async () => {
  const lambda = await lambdaFigures(root, resolve(work, 'lambda'));
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
  await part('API latency', 'me, answer and sign detail p50 / p99', '<= 2x / 3x GetItem', async () => {
    if (!up) throw new Error('the bench stack did not start');
    return latencyFigures(up, await register(up.origin, 'bench'));
  });
  await part('DynamoDB capacity', 'every measured route', 'budgets of DESIGN.md 8', async () => {
    if (!up) throw new Error('the bench stack did not start');
    return capacityFigures(up.capacity);
  });
} finally {
  up?.stop();
}

const cpu = cpus();
const run = {
  date: new Date(),
  machine: `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${process.platform} ${process.arch}`,
  node: process.version,
  notes: [`Load average (1 min) at the start: ${startLoad.toFixed(2)}, at the end: ${loadavg()[0]!.toFixed(2)}`],
};
console.log('\nBudgets (DESIGN.md section 8)\n');
console.log(renderText(figures));
const results = resolve(root, 'bench/results.md');
mkdirSync(resolve(root, 'bench'), { recursive: true });
writeFileSync(results, renderMarkdown(figures, run, appendices.filter(Boolean).join('\n')));
console.log(`\nWritten to ${results}`);
process.exitCode = failed(figures).length ? 1 : 0;
