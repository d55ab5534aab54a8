/**
 * The test databases: one migrated and seeded template per vitest run, built by the global setup
 * (tests/helpers/global-setup.ts), and a clone of it for each test file (tests/helpers/context.ts).
 * PGlite: the template is a PGlite data-dir tarball under os.tmpdir(), each file loads it into its
 * own in-memory PGlite. PostgreSQL server (TEST_DATABASE_URL names database `<db>`): the template
 * is the database `<db>_template`, each file gets `<db>_f<worker>_<random>` created from it (or
 * empty), dropped when the file closes it; `<db>` itself is only the connection for these commands.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { NodeDbHandle } from '../../db/drivers/node';
import { loadContentOrThrow } from '../../db/seed/content';
import { migrateDatabase, seedDatabase } from '../../worker/seed/database';
import { TestClock } from './clock';

/** Where each test file's database comes from; handed from the global setup to the files by vitest's provide/inject. */
export type TestTemplate = { kind: 'pglite'; file: string } | { kind: 'server'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/** Migrates and seeds `handle` as every test file's database starts: content, no demo accounts, the TestClock's start time. */
export async function migrateAndSeedTestDatabase(handle: NodeDbHandle): Promise<void> {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, loadContentOrThrow(), { environment: 'test', clock: new TestClock(), demo: false });
}

/** The database name in a PostgreSQL URL. */
function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** `url` with its database replaced by `database`. */
export function serverUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** The template's name next to the database of `url`. */
export function serverTemplateName(url: string): string {
  return `${databaseOf(url)}_template`;
}

/** Runs `fn` on one connection to the database of `url` (CREATE/DROP DATABASE need no other). */
async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops the databases named. `force` first ends their connections (WITH (FORCE), PostgreSQL 13+);
 * without it the server waits up to 5 s for closing connections to go and then fails, naming a
 * connection a test left open. (pg's `pool.end()` resolves before its connections are closed, so
 * forcing right after a close kills them mid-goodbye and their clients report errors.)
 */
export async function dropServerDatabases(url: string, names: string[], options: { force: boolean }): Promise<void> {
  await onServer(url, async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}${options.force ? ' WITH (FORCE)' : ''}`);
  });
}

/** Names of the per-file databases next to the database of `url`, e.g. those a killed run left behind. */
export function listServerFileDatabases(url: string): Promise<string[]> {
  const prefix = `${databaseOf(url)}_f`;
  return onServer(url, async (client) => {
    const result = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE left(datname, length($1)) = $1', [prefix]);
    return result.rows.map((r) => r.datname);
  });
}

/** (Re)creates the empty database `name` next to the database of `url`; returns its URL. */
export async function recreateServerDatabase(url: string, name: string): Promise<string> {
  await dropServerDatabases(url, [name], { force: true });
  await onServer(url, (client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE template0`));
  return serverUrlFor(url, name);
}

/** A test file's own database on the server. */
export interface ServerDatabase {
  url: string;
  /** Drops the database; fails when a connection to it is still open after 5 s. */
  drop: () => Promise<void>;
}

/**
 * Creates a database for one test file next to the database of `url`: a copy of `template`
 * (CREATE DATABASE … TEMPLATE), or empty when `template` is null. Its name is unique among the
 * files running at once: `<db>_f<vitest worker>_<random hex>`.
 */
export async function createServerDatabase(url: string, template: string | null): Promise<ServerDatabase> {
  const name = `${databaseOf(url)}_f${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template ?? 'template0')}`));
  return { url: serverUrlFor(url, name), drop: () => dropServerDatabases(url, [name], { force: false }) };
}
