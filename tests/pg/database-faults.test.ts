/**
 * Database faults on the PostgreSQL server (issue 12, "Database resilience"), through both drivers
 * the app runs on: node-postgres (the Node entry) and Neon's serverless Pool (the Workers entry,
 * behind tests/helpers/neon-proxy.ts). What a failover, a restart, Neon closing idle connections
 * or maintenance does to the app's connections is done for real with `pg_terminate_backend` and
 * `ALLOW_CONNECTIONS false`; the app must keep running, answer 503 with Retry-After while the
 * database is gone, write nothing by halves, and serve again by itself when it is back.
 */
import { eq, sql, sum } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETRY_AFTER_S } from '../../db/drivers/connection-errors';
import { gem_ledger, incentives, monster_items, student_monster_items } from '../../db/schema';
import { changeGems } from '../../worker/gems/gems.service';
import { GENERIC_FAILURE } from '../../worker/lib/errors';
import { addStudent, signUpParent, type TestContext } from '../helpers/context';
import { serverUrlFor } from '../helpers/databases';
import { useNeonProxy } from '../helpers/neon-proxy';
import { useTestContext } from '../helpers/setup';

const drivers: Array<[string, TestContext]> = [['node-postgres', useTestContext({ server: true })]];
useNeonProxy();
drivers.push(['neon', useTestContext({ server: true, neon: true })]);

/** Runs `work` with a client of its own on `database` (TEST_DATABASE_URL's server). */
async function withAdmin<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrlFor(process.env.TEST_DATABASE_URL!, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The name of the context's own database (a copy of the template). */
async function databaseName(ctx: TestContext): Promise<string> {
  const result: unknown = await ctx.deps.db.execute(sql`select current_database() as name`);
  return (result as { rows: { name: string }[] }).rows[0]!.name;
}

/** Ends every connection to `database` but the caller's; returns how many were ended. */
async function terminateConnections(admin: pg.Client, database: string): Promise<number> {
  const res = await admin.query('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  return res.rows.filter((r: { ended: boolean }) => r.ended).length;
}

/** Waits (up to 15 s) until `count` sessions on `database` wait for a lock; returns their pids. */
async function waitForLockWaiters(admin: pg.Client, database: string, count: number): Promise<number[]> {
  for (let tries = 0; tries < 300; tries++) {
    const res = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'", [database]);
    if (res.rows.length >= count) return res.rows.map((r) => r.pid);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} sessions waited for a lock within 15 s`);
}

let uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught = [];
  process.on('uncaughtException', onUncaught);
});
afterEach(() => {
  process.off('uncaughtException', onUncaught);
  // An 'error' event nobody listens to would have killed a real server.
  expect(uncaught).toEqual([]);
});

describe.each(drivers)('database faults through %s', (_driver, ctx) => {
  it('idle connections dropped by the server: the app keeps running and the next requests are served on new connections', async () => {
    // Several idle connections in the pool, as after a busy minute.
    await Promise.all(Array.from({ length: 4 }, () => signUpParent(ctx)));
    const database = await databaseName(ctx);
    await withAdmin('postgres', async (admin) => expect(await terminateConnections(admin, database)).toBeGreaterThan(0));
    // Give the pool time to see its idle clients end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const parent = await signUpParent(ctx);
    const me = await ctx.call('GET', '/api/v1/parents/-', { token: parent.access });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(parent.email);
  });

  it('connections cut in the middle of purchases: each answers 503 with Retry-After, nothing is written by halves, and the next purchase succeeds without a restart', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    await ctx.deps.db.transaction((tx) => changeGems(tx, kid.id, 150, 'test grant', ctx.deps.clock));
    const items = (await ctx.deps.db.select().from(monster_items).where(eq(monster_items.subject_id, 1))).sort((a, b) => a.price - b.price).slice(0, 4);
    const database = await databaseName(ctx);
    const buy = (item_id: number) => ctx.call('POST', `/api/v1/students/${kid.id}/student_monster_items`, { token: kid.access, body: { item_id } });

    // A purchase takes the gems (incentives), writes the ledger row, then records the item. Holding
    // the ledger's lock stops three purchases half-way, their gems already taken inside their
    // transactions; their connections are then cut, as a failover would.
    const cut = await withAdmin(database, async (locker) => {
      await locker.query('begin');
      await locker.query('lock table gem_ledger in exclusive mode');
      const pending = items.slice(0, 3).map((item) => buy(item.id));
      await withAdmin('postgres', async (admin) => {
        const waiters = await waitForLockWaiters(admin, database, 3);
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [waiters]);
      });
      const results = await Promise.all(pending);
      await locker.query('commit');
      return results;
    });
    for (const res of cut) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_S));
      expect(res.json).toEqual({ error: { message: GENERIC_FAILURE, code: 'unavailable' } });
    }
    const owned = () => ctx.deps.db.select().from(student_monster_items).where(eq(student_monster_items.student_id, kid.id));
    const balance = async () => (await ctx.deps.db.select().from(incentives).where(eq(incentives.student_id, kid.id)))[0]!.gems;
    const ledger = async () => Number((await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, kid.id)))[0]!.total);
    expect(await owned()).toEqual([]);
    expect(await balance()).toBe(150);
    expect(await ledger()).toBe(150);

    // Recovered by itself: the same purchase goes through whole.
    const again = await buy(items[3]!.id);
    expect(again.status).toBe(201);
    expect((await owned()).map((r) => r.monster_item_id)).toEqual([items[3]!.id]);
    expect(await balance()).toBe(150 - items[3]!.price);
    expect(await ledger()).toBe(150 - items[3]!.price);
  });

  it('a database that refuses connections: requests and the health check answer 503 with Retry-After, then serve again once it accepts them', async () => {
    const parent = await signUpParent(ctx);
    const database = await databaseName(ctx);
    const healthy = await ctx.call('GET', '/api/health');
    expect([healthy.status, healthy.json]).toEqual([200, { ok: true, database: 'up' }]);
    await withAdmin('postgres', async (admin) => {
      const allow = (on: boolean) => admin.query(`alter database ${pg.escapeIdentifier(database)} with allow_connections ${on}`);
      await allow(false);
      try {
        await terminateConnections(admin, database);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const me = await ctx.call('GET', '/api/v1/parents/-', { token: parent.access });
        expect(me.status).toBe(503);
        expect(me.headers.get('retry-after')).toBe(String(RETRY_AFTER_S));
        expect(me.json.error.message).toBe(GENERIC_FAILURE);
        const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: parent.email, password: parent.password } });
        expect(login.status).toBe(503);
        const health = await ctx.call('GET', '/api/health');
        expect([health.status, health.json, health.headers.get('retry-after')]).toEqual([503, { ok: false, database: 'down' }, String(RETRY_AFTER_S)]);
      } finally {
        await allow(true);
      }
    });
    const me = await ctx.call('GET', '/api/v1/parents/-', { token: parent.access });
    expect([me.status, me.json.email]).toEqual([200, parent.email]);
    const health = await ctx.call('GET', '/api/health');
    expect([health.status, health.json]).toEqual([200, { ok: true, database: 'up' }]);
  });
});
