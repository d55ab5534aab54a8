/**
 * Node-only database openers for the three runtimes' databases: embedded PGlite (on disk, or in
 * memory), a PostgreSQL server through node-postgres, and Neon through its serverless driver's
 * WebSocket `Pool` (what the Workers entry uses, reached here from Node to migrate and seed a
 * Workers deploy). Opening never migrates: `handle.migrate()` applies the committed drizzle
 * migrations with the driver's own migrator, `handle.pendingMigrations()` lists those not applied.
 * Used by scripts/db.ts, the Node entry and tests; never by the Workers bundle.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync, openAsBlob, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NeonDatabase } from 'drizzle-orm/neon-serverless';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import * as schema from '../schema';
import type { Db, DbHandle } from '../types';
import { CONNECT_TIMEOUT_MS, handleConnectionErrors } from './pool-errors';

/** Folder of the committed SQL migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Which driver reaches the database. */
export type DriverKind = DbHandle['kind'];

/** An open database that can also migrate itself (Node only: the migrations are read from disk). */
export interface NodeDbHandle extends DbHandle {
  /** Applies the committed migrations not yet applied, in one transaction. Returns their tags. */
  migrate(): Promise<string[]>;
  /** Tags of the committed migrations not yet applied (all of them on an empty database). */
  pendingMigrations(): Promise<string[]>;
  /** Where the data lives, for messages: a folder, `memory`, or the URL without its password. */
  where: string;
  /**
   * PGlite only: writes the whole data directory as one uncompressed tarball to `file` (PGlite's
   * `dumpDataDir`), which `openDatabase({ loadDataDir: file })` opens again. Tests build their
   * migrated and seeded template this way (tests/helpers/global-setup.ts).
   */
  dumpDataDir?(file: string): Promise<void>;
}

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The committed migrations in order: tag (file name without .sql) and drizzle's `when` stamp (epoch ms). */
export function committedMigrations(): { tag: string; when: number }[] {
  return journalSchema.parse(JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'))).entries;
}

/**
 * Tags of the committed migrations the database has not applied. drizzle's migrators apply every
 * migration stamped later than the newest row of `drizzle.__drizzle_migrations`; this asks the same.
 */
async function pendingOn(db: Db): Promise<string[]> {
  // PGlite, node-postgres and Neon all answer { rows }.
  const first = async (query: ReturnType<typeof sql>): Promise<Record<string, unknown> | undefined> => {
    const result: unknown = await db.execute(query);
    return (result as { rows: Record<string, unknown>[] }).rows[0];
  };
  const table = await first(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  const last = table?.present ? await first(sql`select max(created_at) as last from drizzle.__drizzle_migrations`) : undefined;
  const lastWhen = last?.last == null ? -Infinity : Number(last.last);
  return committedMigrations()
    .filter((m) => m.when > lastWhen)
    .map((m) => m.tag);
}

/** Wraps a handle with migrate/pendingMigrations; `run` applies the migrations with the driver's migrator. */
function withMigrations(handle: DbHandle, where: string, run: () => Promise<void>): NodeDbHandle {
  return {
    ...handle,
    where,
    pendingMigrations: () => pendingOn(handle.db),
    async migrate() {
      const pending = await pendingOn(handle.db);
      if (pending.length) await run();
      return pending;
    },
  };
}

/**
 * Opens PGlite. `dataDir` undefined means in memory (tests); otherwise the folder is created and
 * reused across starts. `loadDataDir` names a tarball written by `handle.dumpDataDir` to start
 * from (into memory or an empty folder) instead of an empty cluster. PGlite is single-connection:
 * never open one folder twice at once.
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: string | undefined } = {}): Promise<NodeDbHandle & Required<Pick<NodeDbHandle, 'dumpDataDir'>>> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = options.loadDataDir ? await openAsBlob(options.loadDataDir) : undefined;
  const client = await PGlite.create({ dataDir, loadDataDir });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  const handle: DbHandle = { db, kind: 'pglite', close: () => client.close() };
  return {
    ...withMigrations(handle, dataDir ?? 'memory', () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER })),
    async dumpDataDir(file) {
      // Uncompressed: a gzipped dump (45 MB -> 6 MB for the tests' template) loads no faster and takes longer to write.
      const dump = await client.dumpDataDir('none');
      await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    },
  };
}

/** The URL with its password masked, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * Connects to a PostgreSQL server with a node-postgres pool.
 * @param max pool size (connections).
 */
export function openPostgres(connectionString: string, max = 10): NodeDbHandle {
  const pool = handleConnectionErrors(new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }), 'node-postgres');
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const handle: DbHandle = { db, kind: 'node-postgres', close: () => pool.end() };
  return withMigrations(handle, redactUrl(connectionString), () => migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER }));
}

/**
 * Connects to Neon with the same driver as the Workers entry (db/drivers/neon.ts: WebSocket `Pool`,
 * which has the transactions the migrator needs). Node 20 has no global WebSocket: `ws` is used.
 */
export async function openNeonFromNode(connectionString: string): Promise<NodeDbHandle> {
  // Loaded on demand: only a Workers deploy's migrate and seed need them, not every `npm start`.
  const [{ neonConfig }, { default: ws }, { migrate: migrateNeon }, { openNeon }] = await Promise.all([
    import('@neondatabase/serverless'),
    import('ws'),
    import('drizzle-orm/neon-serverless/migrator'),
    import('./neon'),
  ]);
  neonConfig.webSocketConstructor ??= ws;
  const handle = openNeon(connectionString);
  // The migrator only needs the session and dialect: the app's drizzle over the same pool serves.
  return withMigrations(handle, redactUrl(connectionString), () => migrateNeon(handle.db as unknown as NeonDatabase, { migrationsFolder: MIGRATIONS_FOLDER }));
}

/** True when `url` names a Neon host (`*.neon.tech`): the Neon driver is then chosen without a flag. */
export function isNeonUrl(url: string): boolean {
  try {
    return /(^|\.)neon\.tech$/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Where the data is: a PostgreSQL URL (node-postgres, or the Neon driver) or else a PGlite folder. */
export interface DatabaseLocation {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Use the Neon serverless driver for `databaseUrl` (default: when the host is `*.neon.tech`). */
  neon?: boolean | undefined;
  /**
   * PGlite only (not with `databaseUrl`): a tarball written by `handle.dumpDataDir` whose data the
   * database starts with (in memory, or in an empty `dataDir`), e.g. the tests' template.
   */
  loadDataDir?: string | undefined;
}

/**
 * Opens the database named by `location`: Neon or node-postgres when `databaseUrl` is set, else
 * PGlite at `dataDir` (in memory when that is unset too; started from `loadDataDir` when set).
 * Does not migrate.
 * @throws Error when both `databaseUrl` and `loadDataDir` are set.
 */
export async function openDatabase(location: DatabaseLocation): Promise<NodeDbHandle> {
  const url = location.databaseUrl;
  if (url && location.loadDataDir) throw new Error('loadDataDir starts a PGlite database: it cannot be combined with databaseUrl.');
  if (!url) return openPglite(location.dataDir, { loadDataDir: location.loadDataDir });
  return (location.neon ?? isNeonUrl(url)) ? openNeonFromNode(url) : openPostgres(url);
}
