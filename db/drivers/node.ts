/**
 * Node-only database openers: embedded PGlite (persisted on disk, or in memory) and a
 * PostgreSQL server through node-postgres. Both apply the committed drizzle migrations.
 * Used by the Node entry, scripts and tests; never by the Workers bundle.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../schema';
import type { Db, DbHandle } from '../types';

/** Folder of the committed SQL migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Opens PGlite. `dataDir` undefined means in-memory (tests); otherwise the folder is created
 * and reused across starts. PGlite is single-connection: never open one folder twice at once.
 */
export async function openPglite(dataDir?: string): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * Connects to a PostgreSQL server (`DATABASE_URL`) with a node-postgres pool and migrates it.
 * @param max pool size (connections).
 */
export async function openPostgres(connectionString: string, max = 10): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString, max });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'node-postgres', close: () => pool.end() };
}

/** Opens PostgreSQL when `databaseUrl` is given, else PGlite at `dataDir` (or in memory). */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir?: string | undefined }): Promise<DbHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
