import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take minutes, started before the rest. Without timings of an earlier run (a clean
 * clone: CI), vitest orders each project's files by size, largest first, and projects by name;
 * the route fuzzer is a small file that runs for about three minutes, so it started late and
 * ran on its own for the last minute and a half while the other worker sat idle.
 */
const LONG_RUNNING = [/\/security\/fuzz\.test\.ts$/];

class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_RUNNING.some((pattern) => pattern.test(file.moduleId));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

/**
 * One vitest run, several projects. Browser e2e tests run separately through Playwright
 * (scripts/src/e2e.ts); `npm test` runs both.
 */
export default defineConfig({
  test: {
    // vitest's default is one worker per core minus one, i.e. ONE on this 2-core machine; the
    // integration files mostly wait on DynamoDB Local (another process), so two workers keep
    // both cores busy and roughly halve the run.
    maxWorkers: 2,
    sequence: { sequencer: LongRunningFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/test/**/*.test.ts', 'functions/test/unit/**/*.test.ts', 'scripts/test/unit/**/*.test.ts'],
          setupFiles: ['functions/test/setup/unit-env.ts'],
        },
      },
      {
        test: {
          // The web app's pure parts: game state machines (fake timers) and helpers.
          name: 'web',
          include: ['web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/test/integration/**/*.test.ts', 'scripts/test/integration/**/*.test.ts'],
          globalSetup: ['functions/test/setup/dynamodb-local.ts'],
          setupFiles: ['functions/test/setup/integration-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          // One module registry per worker for these files: synthIfaStack caches each synth
          // (bundling six Lambdas and cdk-nag, about 25 s) per process, and isolated files
          // synthesized the same app five times over. The files only read the template.
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
