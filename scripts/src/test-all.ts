import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_BASE, routeList } from '@ifa/shared';
import { compareWithRoles } from './local/iam/coverage.js';
import { tableArn } from './local/iam/policy.js';
import { readRecords, RECORD_DIR_VARIABLE } from './local/iam/record.js';
import { synthesizedRoles } from './local/iam/synth.js';
import { ensureChromium, ensureJava } from './local/system-deps.js';

/**
 * `npm test`: every suite — unit, integration (DynamoDB Local), CDK (synth + cdk-nag) through
 * vitest, then the browser e2e tests through Playwright against the built SPA — and one
 * closing line `N passed, N failed` totalled over all of them (CI reads only that line).
 */
const root = resolve(import.meta.dirname, '../..');
const results = resolve(root, 'test-results');
mkdirSync(results, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const add = (t: Tally) => {
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
};

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const out = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return out.status ?? 1;
}

/** Runs a command with its output held back and printed whole when it ends (several run at once). */
function runQuietly(command: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      console.error(`${command} ${args.join(' ')}: ${error.message}`);
      done(1);
    });
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trim();
      console.log(`> ${command} ${args.join(' ')}: ${code === 0 ? 'ok' : `exit ${code}`}`);
      if (text) console.log(text);
      done(code ?? 1);
    });
  });
}

/** The fields read from vitest's JSON reporter. */
interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: Array<{ name?: string; status: string; message?: string; assertionResults?: Array<{ status: string; fullName?: string }> }>;
}
/** The fields read from Playwright's JSON reporter. */
interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: Array<{ title?: string; tests?: Array<{ status?: string }> }>;
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats?: { expected?: number; flaky?: number; unexpected?: number; skipped?: number };
  suites?: PlaywrightSuite[];
}

/**
 * What failed, by name, repeated just above the closing line: CI keeps only the end of a run's
 * output, and a failure named far above it would be lost.
 */
const failures: string[] = [];
const relative = (path = '') => path.replace(`${root}/`, '');
function playwrightFailures(suites: PlaywrightSuite[] = [], trail: string[] = []): string[] {
  return suites.flatMap((suite) => {
    // The top suites are the files; the ones inside are their describe blocks.
    const here = [...trail, trail.length ? (suite.title ?? '') : relative(suite.file ?? suite.title)].filter(Boolean);
    const own = (suite.specs ?? []).filter((spec) => (spec.tests ?? []).some((test) => test.status === 'unexpected')).map((spec) => [...here, spec.title].join(' › '));
    return [...own, ...playwrightFailures(suite.suites, here)];
  });
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

// 0. The static checks, at once (each is one single-threaded process; the machine has two
// cores): the type checker over the node workspaces and over the web app, and ESLint with the
// bug-catching rules and the layer rules (a lower layer importing an upper one, a feature
// importing another, an import cycle). A type error fails the run once, lint errors once.
const [rootTypes, webTypes, lint] = await Promise.all([
  runQuietly('npx', ['tsc', '-p', 'tsconfig.json']),
  runQuietly('npx', ['tsc', '-p', 'web/tsconfig.json']),
  runQuietly('npm', ['run', 'lint', '--silent']),
]);
if (rootTypes !== 0 || webTypes !== 0) {
  console.error('Type errors (npm run typecheck).');
  total.failed += 1;
}
if (lint !== 0) {
  console.error('Lint errors (npm run lint).');
  total.failed += 1;
}

// The machine's own part: Java 17+ for DynamoDB Local (installed from Debian's packages when
// this user may, else the command to run is printed). A missing Java fails the run once.
const javaProblem = ensureJava();
if (javaProblem) {
  console.error(javaProblem);
  total.failed += 1;
}

// The SPA the browser tests run against is built while vitest runs: vitest waits on DynamoDB
// Local much of the time, and built after it the build added a minute to every run. Its output
// goes to a file, not a pipe: vitest runs synchronously below, and a full pipe would stall the
// build. No vitest suite reads web/dist (the infra and gateway tests use a fixture).
const e2eDir = resolve(root, 'e2e');
const hasE2e = existsSync(e2eDir) && readdirSync(e2eDir).some((f) => f.endsWith('.spec.ts'));
const webBuildLog = resolve(results, 'web-build.log');
const webBuild = hasE2e ? buildWebInBackground(webBuildLog) : Promise.resolve(0);

function buildWebInBackground(logFile: string): Promise<number> {
  const fd = openSync(logFile, 'w');
  const child = spawn('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: root, env: process.env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return new Promise((done) => {
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
}

// What every process of the run sends DynamoDB, per group, and which routes it calls: compared
// with the synthesized roles at the end (step 3; DESIGN.md 10).
const iamRecords = resolve(results, 'iam');
rmSync(iamRecords, { recursive: true, force: true });
process.env[RECORD_DIR_VARIABLE] = iamRecords;

// 1. vitest: unit, integration, infra.
const vitestJson = resolve(results, 'vitest.json');
rmSync(vitestJson, { force: true });
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = readJson<VitestReport>(vitestJson);
if (vitest) {
  add({ passed: vitest.numPassedTests ?? 0, failed: vitest.numFailedTests ?? 0, skipped: (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0) });
  // A suite that failed to load counts as a failure even when no test inside it ran.
  const brokenSuites = (vitest.testResults ?? []).filter((s) => s.status === 'failed' && !(s.assertionResults ?? []).some((a) => a.status === 'failed'));
  total.failed += brokenSuites.length;
  for (const suite of vitest.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) if (test.status === 'failed') failures.push(`vitest: ${relative(suite.name)} › ${test.fullName ?? '?'}`);
  }
  for (const suite of brokenSuites) failures.push(`vitest: ${relative(suite.name)} did not load: ${(suite.message ?? '').split('\n')[0]}`);
}
if (!vitest || (vitestStatus !== 0 && total.failed === 0)) total.failed += 1;

// 2. Browser e2e: build the SPA, then Playwright against the real local stack.
if (hasE2e) {
  const webBuildStatus = await webBuild;
  console.log(readFileSync(webBuildLog, 'utf8').trim());
  // Chromium for the browser tests: found, installed when allowed, or the command printed.
  const chromium = ensureChromium();
  if ('problem' in chromium) {
    console.error(chromium.problem);
    total.failed += 1;
  } else if (webBuildStatus !== 0) {
    console.error('The web build failed; the browser tests cannot run.');
    total.failed += 1;
  } else {
    const e2eJson = resolve(results, 'e2e-results.json');
    rmSync(e2eJson, { force: true });
    const e2eStatus = run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium.path });
    const e2e = readJson<PlaywrightReport>(e2eJson);
    if (e2e?.stats) {
      add({ passed: (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0), failed: e2e.stats.unexpected ?? 0, skipped: e2e.stats.skipped ?? 0 });
      failures.push(...playwrightFailures(e2e.suites).map((name) => `e2e: ${name}`));
      if (e2eStatus !== 0 && !e2e.stats.unexpected) total.failed += 1;
    } else {
      total.failed += 1;
    }
  }
}

// 3. The roles both ways, over what the whole run sent: a group that sent what its role lacks,
// a write grant no request used, a route no test called. Each check counts as one test.
if (vitest) {
  const region = 'us-east-1';
  const roles = await synthesizedRoles({ tableName: '*', region });
  const checks = compareWithRoles(readRecords(iamRecords), roles, tableArn({ tableName: 'any', region }), routeList.map((r) => `${r.method} ${API_BASE}${r.path}`));
  console.log('\nThe roles of the synthesized template against what the tests sent (DESIGN.md 10):');
  for (const check of checks) {
    console.log(`  ${check.failures.length ? '✗' : '✓'} ${check.name}`);
    for (const failure of check.failures) console.log(`      ${failure}`);
    add({ passed: check.failures.length ? 0 : 1, failed: check.failures.length ? 1 : 0, skipped: 0 });
  }
}

console.log('');
if (failures.length) {
  console.log('Failed:');
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
