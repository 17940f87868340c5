import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Playwright driving Debian's Chromium (its own browser download cannot work
 * here) against the real local stack, started by the global setup on free ports.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/e2e-results.json` }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: every action with the DOM snapshot around it, the network
    // and the console. Without the screencast frames, which cost a third of the suite's time
    // (two specs: 81-88 s with them, 57-62 s without); the failure's screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    locale: 'es-ES',
    // The app registers a service worker (docs/decisions/021-installable-app.md); one that
    // answered from its cache would let a test pass against files the server no longer sends.
    // e2e/pwa.spec.ts allows it for the tests of the worker itself.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
