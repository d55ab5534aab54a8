/**
 * A real app over a real database for integration tests: PGlite in memory by default, or the
 * PostgreSQL server named by TEST_DATABASE_URL (reset to an empty schema first). Migrated and
 * seeded by the database script's own steps (worker/seed/database.ts, as scripts/db.ts and
 * `npm start` run them), without the demo accounts: tests that want them call seedDemoAccounts.
 */
import pg from 'pg';
import { admin_users } from '../../db/schema';
import { hashPassword } from '../../worker/auth/passwords';
import { openDatabase } from '../../db/drivers/node';
import type { DbHandle } from '../../db/types';
import { loadContentOrThrow } from '../../db/seed/content';
import { createApp } from '../../worker/app';
import type { AppConfig, Deps } from '../../worker/env';
import { migrateDatabase, seedDatabase } from '../../worker/seed/database';

/** A clock tests can move. Times in epoch milliseconds. */
export class TestClock {
  constructor(public ms = Date.UTC(2026, 10, 22, 15, 0, 0)) {}
  nowMs = () => this.ms;
  advance(ms: number) {
    this.ms += ms;
  }
}

export const TEST_CONFIG: AppConfig = {
  jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
  accessTokenTtlS: 900,
  refreshTokenTtlS: 30 * 24 * 3600,
  argon2MemoryKiB: 19456,
  appMaxLevel: 5,
  appPlayBackgroundMusic: true,
  environment: 'test',
};

async function resetServerSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;');
  } finally {
    await client.end();
  }
}

export interface TestContext {
  deps: Deps;
  handle: DbHandle;
  clock: TestClock;
  app: ReturnType<typeof createApp>;
  /** Sends a request through the real app. `token` adds a bearer header. */
  call(method: string, path: string, options?: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> }): Promise<{ status: number; json: any; headers: Headers }>;
  close(): Promise<void>;
}

/** Opens a fresh database with content and returns a context. Close it in afterAll. */
export async function createTestContext(): Promise<TestContext> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await resetServerSchema(url);
  const handle = await openDatabase({ databaseUrl: url });
  await migrateDatabase(handle);
  const clock = new TestClock();
  await seedDatabase(handle.db, loadContentOrThrow(), { environment: 'test', clock, demo: false });
  const deps: Deps = { db: handle.db, clock, config: TEST_CONFIG };
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
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await app.request(path, { method, headers, body }, { deps });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: res.status, json, headers: res.headers };
    },
    close: () => handle.close(),
  };
}

let counter = 0;
/** A unique suffix for e-mails and usernames within a run. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

/** Creates a parent and returns its id and tokens. */
export async function signUpParent(ctx: TestContext, overrides: Partial<{ email: string; password: string }> = {}) {
  const email = overrides.email ?? `parent${unique()}@example.com`;
  const password = overrides.password ?? 'secret123';
  const res = await ctx.call('POST', '/api/o1/parents', { body: { email, password, first_name: 'Ada', last_name: 'Lovelace' } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { id: res.json.parent.id as number, email, password, access: res.json.access_token as string, refresh: res.json.refresh_token as string };
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
