import { defineConfig } from 'vitest/config';

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
