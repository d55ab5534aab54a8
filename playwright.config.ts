import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (Playwright's own browser download is unreachable here).
 * Each test starts the real server itself (tests/e2e/server.ts) so it can restart it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // One migrated and seeded database, copied by each spec's server (tests/e2e/server.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 480_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1180, height: 820 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'retain-on-failure',
  },
});
