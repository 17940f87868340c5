import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** The spec holding the browser review test that writes test-results/practice-seconds.json. */
export const REVIEW_SPEC = 'e2e/practice.spec.ts';
/** The start of that test's title, which Playwright's --grep matches. */
export const REVIEW_TEST = 'a Signs game leaves its signs to learn';

/** True when the review spec still has a test whose title starts with REVIEW_TEST (a unit test guards the rename). */
export function reviewTestExists(root: string): boolean {
  const source = readFileSync(resolve(root, REVIEW_SPEC), 'utf8');
  return source.includes(`test('${REVIEW_TEST}`) || source.includes(`test("${REVIEW_TEST}`);
}

/**
 * Runs the browser review test against the bench's own SPA build, on the machine as quiet as
 * the bench keeps it, so the simulation's UI seconds are measured in this run (a file left by
 * an earlier `npm test` was measured under the whole suite's load). Resolves false when the
 * test could not run (no Chromium, or no test by that title): the simulation then reports the
 * seconds as not measured.
 */
export function measurePracticeUi(root: string, spaDir: string): Promise<boolean> {
  rmSync(resolve(root, 'test-results', 'practice-seconds.json'), { force: true });
  if (!reviewTestExists(root)) {
    process.stderr.write(`bench: no test titled '${REVIEW_TEST}…' in ${REVIEW_SPEC}\n`);
    return Promise.resolve(false);
  }
  return new Promise((done) => {
    const child = spawn('npx', ['playwright', 'test', REVIEW_SPEC, '-g', REVIEW_TEST, '--workers=1', '--reporter=line'], {
      cwd: root,
      env: { ...process.env, E2E_STATIC_DIR: spaDir, E2E_OUTPUT_DIR: resolve(root, 'test-results', 'bench', 'e2e') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}
