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
  // The longest test (the intro video in real time) takes about 1 min on a quiet machine.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  // Measured on this 2-core machine (docs/testing.md "Worker counts"): most of a test's time is
  // waiting, so two workers overlap it: the whole run 10.3 min with 1 worker, 6.1 min with 2.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1180, height: 820 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    // Reduced motion: a pop-in card made every click wait ~400 ms for a still target. The specs
    // that check motion (moving-world, maps) ask for full motion themselves.
    contextOptions: { reducedMotion: 'reduce' },
    // A failure's trace keeps each step's DOM; the screencast cost a quarter of a test's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
  },
});
