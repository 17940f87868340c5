import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** The browser review test that writes test-results/practice-seconds.json (e2e/practice.spec.ts). */
const REVIEW_TEST = 'a Signs game leaves its signs due';

/**
 * Runs the browser review test against the bench's own SPA build, on the machine as quiet as
 * the bench keeps it, so the simulation's UI seconds are measured in this run (a file left by
 * an earlier `npm test` was measured under the whole suite's load). Resolves false when the
 * test could not run (no Chromium): the simulation then reports the seconds as not measured.
 */
export function measurePracticeUi(root: string, spaDir: string): Promise<boolean> {
  rmSync(resolve(root, 'test-results', 'practice-seconds.json'), { force: true });
  return new Promise((done) => {
    const child = spawn('npx', ['playwright', 'test', 'e2e/practice.spec.ts', '-g', REVIEW_TEST, '--workers=1', '--reporter=line'], {
      cwd: root,
      env: { ...process.env, E2E_STATIC_DIR: spaDir, E2E_OUTPUT_DIR: resolve(root, 'test-results', 'bench', 'e2e') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}
