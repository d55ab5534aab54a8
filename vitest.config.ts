import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure modules and API tests on in-process PGlite, the default `npm test`)
 * and `pg` (the same database tests against a PostgreSQL server, run by CI with DATABASE_URL).
 * Both build one migrated and seeded template per run (tests/helpers/global-setup.ts) that each
 * test file's database is copied from.
 */
const globalSetup = ['tests/helpers/global-setup.ts'];
// Files and the tests in them run in a random order every run, so a test that leans on another's
// leftovers fails early; the run prints its seed (`--sequence.seed=<seed>` repeats the order).
const sequence = { shuffle: true };
// Test files share their worker's module cache (no fresh module graph per file): importing the app
// and its libraries again for each of ~160 files cost 65 s of a 199 s unit run (docs/testing.md,
// measured 2026-11-24: 199 s -> 107 s). Every file opens its own database, and nothing is mocked by
// module (no vi.mock), so what a file could leak is module state, which the shuffled order exposes.
const isolate = false;

export default defineConfig({
  test: {
    // vitest's default on 2 cores is 1 worker (cores − 1). Measured on the quiet 2-core machine
    // (docs/testing.md): unit 119 s with 1 worker, 88 s with 2; pg 80 s with 1, 55 s with 2.
    maxWorkers: 2,
    sequence,
    projects: [
      {
        test: {
          name: 'unit',
          globalSetup,
          isolate,
          include: ['core/**/*.test.ts', 'game/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'worker/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/helpers/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/e2e/**/*.test.ts', 'tests/content/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pg',
          globalSetup,
          isolate,
          // The API tests again plus the concurrency tests, on the server named by TEST_DATABASE_URL.
          include: ['tests/api/**/*.test.ts', 'tests/pg/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has a database of its own, so files run in parallel (docs/testing.md).
        },
      },
    ],
  },
});
