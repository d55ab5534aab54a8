/**
 * The one setup of an API test file: `const ctx = useTestContext()` at the top of the file opens
 * a fresh test context (real app, real database, content seeded) in beforeAll and closes it in
 * afterAll. `{ demo: true }` also seeds the demo accounts and logs the demo admin in
 * (`ctx.adminToken`). The returned object forwards to the context once it is open, so tests use
 * it exactly like a TestContext.
 */
import { afterAll, beforeAll } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../worker/seed/seed';
import { createTestContext, type TestContext } from './context';

export interface SetupContext extends TestContext {
  /** The demo admin's access token (`{ demo: true }` only). */
  adminToken: string;
}

/**
 * Opens the file's context in beforeAll and closes it in afterAll; see the module comment.
 * `{ server: true }` is for tests that need the PostgreSQL server (tests/pg): without
 * TEST_DATABASE_URL they fail rather than run on PGlite; with `neon: true` too they reach it
 * through Neon's driver (register tests/helpers/neon-proxy.ts's `useNeonProxy()` before).
 */
export function useTestContext(options: { demo?: boolean; server?: boolean; neon?: boolean } = {}): SetupContext {
  let current: TestContext | undefined;
  let adminToken = '';
  beforeAll(async () => {
    if (options.server && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server database for these tests.');
    current = await createTestContext({ neon: options.neon ?? false });
    const expected = options.neon ? 'neon' : 'node-postgres';
    if (options.server && current.handle.kind !== expected) throw new Error(`expected the PostgreSQL server through ${expected}, got ${current.handle.kind}`);
    if (options.demo) {
      await seedDemoAccounts(current.deps.db, current.clock, 'test');
      const login = await current.call('POST', '/api/o1/login', { body: { email_or_username: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } });
      adminToken = login.json.access_token as string;
    }
  });
  afterAll(() => current?.close());
  return new Proxy({} as SetupContext, {
    get(_, key) {
      if (key === 'adminToken') return adminToken;
      if (!current) throw new Error('The test context opens in beforeAll: use it inside tests and hooks only.');
      // call() and close() are closures over the context (tests/helpers/context.ts), so they need no binding.
      return Reflect.get(current, key);
    },
  });
}
