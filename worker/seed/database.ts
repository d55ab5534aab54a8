/**
 * The database steps shared by every runtime and caller (scripts/db.ts, `npm start`, the Node
 * entry's boot check, the tests): migrate, seed and check. Runtime-neutral: the caller opens the
 * database (db/drivers/node.ts gives a handle that can migrate itself) and loads the content JSON
 * (db/seed/content.ts). docs/database.md describes the steps.
 */
import { eq } from 'drizzle-orm';
import { app_settings } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../env';
import { contentVersion, seedContent, seedDemoAccounts, seededContentVersion, type ContentBundle } from './seed';
import { seedDemoJourney } from './demo-journey';

/** A database that can apply and list the committed migrations (the Node handle satisfies it). */
export interface MigratableDb {
  db: Db;
  migrate(): Promise<string[]>;
  pendingMigrations(): Promise<string[]>;
}

/** Applies the committed migrations not yet applied. Returns their tags (empty: nothing to do). */
export function migrateDatabase(handle: MigratableDb): Promise<string[]> {
  return handle.migrate();
}

export interface SeedOptions {
  /** NODE_ENV. Outside production the seed also creates the demo accounts and a local JWT secret. */
  environment: 'development' | 'test' | 'production';
  /** Stamps the seeded rows' created_at/updated_at (the database script: `systemClock`; tests: their TestClock). */
  clock: Clock;
  /** Argon2id memory cost for the demo passwords, KiB. */
  argon2MemoryKiB?: number;
  /** Create the demo accounts (default true outside production; ignored in production). */
  demo?: boolean;
}

export interface SeedResult {
  /** True when content was written (its version changed); false: already current. */
  content: boolean;
  /** True when the demo accounts were created now; false: they exist, or not wanted. */
  demoAccounts: boolean;
  /** True when the demo student Leo was played mid-journey now (worker/seed/demo-journey.ts); false: done before, or not wanted. */
  demoJourney: boolean;
  /** True when a local JWT secret was generated now. */
  localJwtSecret: boolean;
  /** The content version now in the database. */
  contentVersion: string;
}

/** The `app_settings` key of the JWT secret generated for local use (never in production). */
const LOCAL_JWT_SECRET_KEY = 'jwt_secret';

/** The JWT secret the seed generated for local use, or null. The Node entry reads it when JWT_SECRET is unset. */
export async function storedLocalJwtSecret(db: Db): Promise<string | null> {
  const [row] = await db.select().from(app_settings).where(eq(app_settings.key, LOCAL_JWT_SECRET_KEY));
  return row?.value ?? null;
}

async function ensureLocalJwtSecret(db: Db): Promise<boolean> {
  if (await storedLocalJwtSecret(db)) return false;
  const bytes = new Uint8Array(48);
  crypto.getRandomValues(bytes);
  const secret = btoa(String.fromCharCode(...bytes));
  const inserted = await db.insert(app_settings).values({ key: LOCAL_JWT_SECRET_KEY, value: secret }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/**
 * Seeds content when its version changed; outside production also the demo accounts, the demo
 * student's journey and a local JWT secret (each once). Idempotent: a second run writes nothing.
 * @throws Error when the database has no schema yet (run migrate first).
 */
export async function seedDatabase(db: Db, content: ContentBundle, options: SeedOptions): Promise<SeedResult> {
  const wroteContent = await seedContent(db, options.clock, content);
  const local = options.environment !== 'production';
  const demo = local && options.demo !== false;
  const demoAccounts = demo ? await seedDemoAccounts(db, options.clock, options.environment, options.argon2MemoryKiB) : false;
  const demoJourney = demo ? await seedDemoJourney(db, options.clock, options.environment) : false;
  const localJwtSecret = local ? await ensureLocalJwtSecret(db) : false;
  return { content: wroteContent, demoAccounts, demoJourney, localJwtSecret, contentVersion: await contentVersion(content) };
}

export interface CheckResult {
  ok: boolean;
  pendingMigrations: string[];
  /** The version of the content on disk (what seed would store). */
  expectedContentVersion: string;
  /** The version in the database; null when never seeded (or the schema is missing). */
  seededContentVersion: string | null;
  /** One sentence per problem, each naming the command that fixes it. Empty when ok. */
  problems: string[];
}

/**
 * Checks that every committed migration is applied and that the seeded content is the content on
 * disk. Reads only; never writes.
 */
export async function checkDatabase(handle: MigratableDb, content: ContentBundle): Promise<CheckResult> {
  const pendingMigrations = await handle.pendingMigrations();
  const expected = await contentVersion(content);
  const problems: string[] = [];
  let seeded: string | null = null;
  if (pendingMigrations.length) {
    problems.push(`${pendingMigrations.length} migration(s) not applied (${pendingMigrations.join(', ')}): run \`npm run db:migrate\`.`);
  } else {
    seeded = await seededContentVersion(handle.db);
    if (seeded === null) problems.push('The content was never seeded: run `npm run db:seed`.');
    else if (seeded !== expected) problems.push(`The seeded content (version ${seeded.slice(0, 12)}) is not the content in assets/ (version ${expected.slice(0, 12)}): run \`npm run db:seed\`.`);
  }
  return { ok: problems.length === 0, pendingMigrations, expectedContentVersion: expected, seededContentVersion: seeded, problems };
}

/** Thrown by the Node entry's boot when the database is behind the code; the message says what to run. */
export class DatabaseNotReadyError extends Error {
  constructor(
    readonly where: string,
    readonly problems: string[],
  ) {
    super(`The database (${where}) is not ready:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DatabaseNotReadyError';
  }
}
