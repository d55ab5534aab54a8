/**
 * A real app over a real database for integration tests. Each test file gets its own database,
 * a copy of the migrated and seeded template the vitest global setup built once for the run
 * (tests/helpers/global-setup.ts; tests/helpers/databases.ts): PGlite in memory loaded from the
 * template's dump by default, or, with TEST_DATABASE_URL, a database of its own on that server
 * created from the template database and dropped on close. The template holds what the database
 * script's own steps write (worker/seed/database.ts, as scripts/db.ts and `npm start` run them),
 * without the demo accounts: tests that want them call seedDemoAccounts.
 */
import { inject } from 'vitest';
import { admin_users, math_games, subscriptions } from '../../db/schema';
import { hashPassword } from '../../worker/auth/passwords';
import { REFRESH_COOKIE } from '../../worker/auth/session-cookie';
import { openDatabase } from '../../db/drivers/node';
import type { DbHandle } from '../../db/types';
import { createApp } from '../../worker/app';
import type { AppConfig, Deps } from '../../worker/env';
import { TestClock } from './clock';
import { createServerDatabase } from './databases';
import { startStripeFake, type RunningStripeFake } from '../../scripts/stripe-fake/server';

export { TestClock };

export const TEST_CONFIG: AppConfig = {
  jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
  accessTokenTtlS: 900,
  refreshTokenTtlS: 30 * 24 * 3600,
  // Production hashes with 19456 KiB (worker/config.ts, checked in tests/api/auth.test.ts), about
  // 50 ms a hash here; the suite's hundreds of sign-ups and logins run the same Argon2id code on
  // 1024 KiB (a hash records its parameters, so verifying follows them): 4 API files went from
  // 115 s to 50 s of test time. Login timing with production costs: npm run bench:login.
  argon2MemoryKiB: 1024,
  appMaxLevel: 5,
  appPlayBackgroundMusic: true,
  environment: 'test',
};

let sharedStripeFake: Promise<RunningStripeFake> | undefined;

/**
 * The Stripe settings of a test app: a local Stripe fake (scripts/stripe-fake) shared by the test
 * files of one worker, so billing routes answer as with Stripe everywhere (the authorization
 * matrix, the fuzz suite). Its webhooks go nowhere; tests/api/billing.test.ts runs a fake of its
 * own to drive them.
 */
async function sharedStripeSettings(): Promise<NonNullable<AppConfig['stripe']>> {
  sharedStripeFake ??= startStripeFake({ unref: true });
  const { env } = await sharedStripeFake;
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, publishableKey: env.STRIPE_PUBLISHABLE_KEY, host: env.STRIPE_API_HOST, port: Number(env.STRIPE_API_PORT), protocol: 'http' };
}

export interface TestContext {
  deps: Deps;
  handle: DbHandle;
  clock: TestClock;
  app: ReturnType<typeof createApp>;
  /**
   * Sends a request through the real app. `token` adds a bearer header; `address` is the caller's
   * address as the Node entry passes it (binding `clientAddress`; without it the rate limits see
   * `unknown`).
   */
  call(method: string, path: string, options?: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string>; address?: string }): Promise<{ status: number; json: any; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * Opens the file's own copy of the template (content seeded, clock at TestClock's start) and
 * returns a context. Close it in afterAll: that also drops a server database. `neon`: reach the
 * server database through Neon's serverless driver (the Workers entry's) instead of node-postgres;
 * needs tests/helpers/neon-proxy.ts's `useNeonProxy()` registered first. `config` replaces parts
 * of {@link TEST_CONFIG} for this context only.
 * @throws Error when the global setup did not provide a template matching TEST_DATABASE_URL.
 */
export async function createTestContext(options: { neon?: boolean; config?: Partial<AppConfig>; clock?: TestClock } = {}): Promise<TestContext> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('testTemplate');
  let handle: DbHandle;
  let dropDatabase = async () => {};
  if (url && template?.kind === 'server') {
    const own = await createServerDatabase(url, template.database);
    dropDatabase = own.drop;
    handle = await openDatabase({ databaseUrl: own.url, neon: options.neon ?? false });
  } else if (!url && template?.kind === 'pglite') {
    handle = await openDatabase({ loadDataDir: template.file });
  } else {
    throw new Error(`No ${url ? 'server' : 'PGlite'} test template: vitest.config.ts registers tests/helpers/global-setup.ts, which builds it.`);
  }
  const clock = options.clock ?? new TestClock();
  const stripe = options.config && 'stripe' in options.config ? options.config.stripe : await sharedStripeSettings();
  const deps: Deps = { db: handle.db, clock, config: { ...TEST_CONFIG, ...options.config, ...(stripe ? { stripe } : {}) } };
  const app = createApp();
  return {
    deps,
    handle,
    clock,
    app,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.rawBody !== undefined) body = options.rawBody;
      else if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      const res = await app.request(path, { method, headers, body }, options.address === undefined ? { deps } : { deps, clientAddress: options.address });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: res.status, json, headers: res.headers };
    },
    async close() {
      try {
        await handle.close();
      } finally {
        await dropDatabase();
      }
    },
  };
}

let counter = 0;
/** A unique suffix for e-mails and usernames within a run. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

let addresses = 0;
/** A new client address (198.18.0.0/15, the benchmarking range) per call: one per test family, as real families have. */
export function uniqueAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 256) % 256}.${addresses % 256}`;
}

/** Creates a parent (signing up from an address of its own, so the sign-up limit stays out of the way) and returns its id and tokens. */
export async function signUpParent(ctx: TestContext, overrides: Partial<{ email: string; password: string }> = {}) {
  const email = overrides.email ?? `parent${unique()}@example.com`;
  const password = overrides.password ?? 'secret123';
  const res = await ctx.call('POST', '/api/o1/parents', { body: { email, password, first_name: 'Ada', last_name: 'Lovelace' }, address: uniqueAddress() });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { id: res.json.parent.id as number, email, password, access: res.json.access_token as string, refresh: refreshCookieOf(res.headers) };
}

/**
 * The refresh token a login, sign-up or cookie refresh put in its `Set-Cookie` (the HttpOnly
 * refresh cookie, worker/auth/session-cookie.ts).
 * @throws Error when the answer set no refresh cookie.
 */
export function refreshCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`) && !c.startsWith(`${REFRESH_COOKIE}=;`));
  if (!cookie) throw new Error(`no ${REFRESH_COOKIE} cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return decodeURIComponent(cookie.slice(REFRESH_COOKIE.length + 1).split(';')[0]!);
}

/** Adds a student to the parent (grade 1 by default) and logs the student in. */
export async function addStudent(ctx: TestContext, parent: { access: string; password: string }, grade = 1) {
  const username = `kid${unique()}`;
  const res = await ctx.call('POST', '/api/v1/parents/-/students', {
    token: parent.access,
    body: { first_name: 'Sam', last_name: 'Lee', username, grade, new_password: 'kidpass1', parent_password: parent.password },
  });
  if (res.status !== 201) throw new Error(`add student failed: ${res.status} ${JSON.stringify(res.json)}`);
  const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: username, password: 'kidpass1' } });
  return { id: res.json.id as number, username, access: login.json.access_token as string };
}

/** Creates an admin user and logs it in. */
export async function createAdmin(ctx: TestContext) {
  const email = `admin${unique()}@example.com`;
  const [row] = await ctx.deps.db.insert(admin_users).values({ email, password_hash: await hashPassword('admin12345') }).returning();
  const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: email, password: 'admin12345' } });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  return { id: row!.id, email, access: login.json.access_token as string };
}

/** Creates a guest; returns its id and guest token. */
export async function createGuest(ctx: TestContext) {
  const res = await ctx.call('POST', '/api/o1/guests');
  if (res.status !== 201) throw new Error(`guest creation failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { id: res.json.guest.id as number, token: res.json.auth_id_token as string };
}

/**
 * A new family with a paid membership (an ACTIVE math subscription) whose student stands on map
 * level `level`, unlocked today; returns the logged-in student as addStudent does.
 */
export async function addMemberOnLevel(ctx: TestContext, level: number, grade = 1) {
  const parent = await signUpParent(ctx);
  const kid = await addStudent(ctx, parent, grade);
  await ctx.deps.db.insert(subscriptions).values({ parent_id: parent.id, status: 'ACTIVE', subject_ids: [1] });
  await placeOnLevel(ctx, kid.id, level);
  return kid;
}

/**
 * Stands the student on map level `level`, unlocked today, creating its math game when it has none
 * (reads never create it: the first write does, docs/decisions.md "Reads that never write").
 */
export async function placeOnLevel(ctx: TestContext, studentId: number, level: number) {
  const now = new Date(ctx.clock.nowMs());
  await ctx.deps.db
    .insert(math_games)
    .values({ student_id: studentId, current_level: level, lock_next_level: false, current_level_at: now, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: math_games.student_id, set: { current_level: level, lock_next_level: false } });
}
