import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure modules and API tests on in-process PGlite, the default `npm test`)
 * and `pg` (the same database tests against a PostgreSQL server, run by CI with DATABASE_URL).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['game/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'worker/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/build/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pg',
          include: ['tests/pg/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
