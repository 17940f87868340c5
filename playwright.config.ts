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
    trace: 'retain-on-failure',
    locale: 'es-ES',
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
