import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema';

/** A drizzle database over our schema, whatever the driver (PGlite, node-postgres, Neon). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** A transaction handle; it has the same query API as {@link Db}. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database plus how to close it. */
export interface DbHandle {
  db: Db;
  /** Which driver is underneath, for logs and tests. */
  kind: 'pglite' | 'node-postgres' | 'neon';
  close(): Promise<void>;
}
