/**
 * A dropped database connection must not kill the server (issue 12, database resilience, first
 * part): the PostgreSQL server ends the app's idle connections (what Neon does to idle ones, and
 * any failover does); node-postgres then emits 'error' on the pool, which without a listener is an
 * uncaught exception that exits the process. After the drop the app serves again by itself.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });

/** Ends every connection to `database` but this one; returns how many were ended. */
async function terminateConnections(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const res = await admin.query('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    return res.rows.filter((r: { ended: boolean }) => r.ended).length;
  } finally {
    await admin.end();
  }
}

describe('a dropped database connection', () => {
  it('leaves the server running, and the next requests are served on new connections', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // Several idle connections in the pool, as after a busy minute.
      await Promise.all(Array.from({ length: 4 }, () => signUpParent(ctx)));
      // This file's own database (a copy of the template), as node-postgres answers: { rows }.
      const result: unknown = await ctx.deps.db.execute(sql`select current_database() as name`);
      const database = (result as { rows: { name: string }[] }).rows[0]!.name;
      expect(await terminateConnections(database)).toBeGreaterThan(0);
      // Give the pool time to see its idle clients end.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toEqual([]);
      const parent = await signUpParent(ctx);
      const me = await ctx.call('GET', '/api/v1/parents/-', { token: parent.access });
      expect(me.status).toBe(200);
      expect(me.json.email).toBe(parent.email);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
