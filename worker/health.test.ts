/**
 * The app over a database that is gone (issue 12, database resilience): 503 with Retry-After and
 * the generic message, a health check that says so, and one log line without query parameters (worker/lib/error-log.ts).
 * A closed PGlite stands for the gone database here (a real driver error, no server needed); the
 * PostgreSQL server's faults, through both drivers, are in tests/pg/database-faults.test.ts.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_S } from '../db/drivers/connection-errors';
import type { Db } from '../db/types';
import { TEST_CONFIG, TestClock } from '../tests/helpers/context';
import { useTestContext } from '../tests/helpers/setup';
import { createApp } from './app';
import { GENERIC_FAILURE } from './lib/errors';

const ctx = useTestContext();

describe('the health check', () => {
  it('answers 200 and says the database is up when it answers', async () => {
    const health = await ctx.call('GET', '/api/health');
    expect([health.status, health.json, health.headers.get('retry-after')]).toEqual([200, { ok: true, database: 'up' }, null]);
  });
});

describe('the app with a database that is gone', () => {
  it('answers 503 with Retry-After and the generic message, and the health check says the database is down', async () => {
    const closed = await PGlite.create();
    await closed.close();
    const db = drizzle({ client: closed }) as unknown as Db;
    const deps = { db, clock: new TestClock(), config: TEST_CONFIG };
    const app = createApp();
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const login = await app.request('/api/o1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email_or_username: 'secret@example.com', password: 'secret123' }) }, { deps });
      expect(login.status).toBe(503);
      expect(login.headers.get('retry-after')).toBe(String(RETRY_AFTER_S));
      expect(await login.json()).toEqual({ error: { message: GENERIC_FAILURE, code: 'unavailable' } });
      const health = await app.request('/api/health', {}, { deps });
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe(String(RETRY_AFTER_S));
      expect(await health.json()).toEqual({ ok: false, database: 'down' });
    } finally {
      console.error = original;
    }
    // One line naming the route and the cause; the e-mail in the failed query's parameters is not logged.
    const lines = errors.map((args) => args.join(' '));
    expect(lines).toEqual([expect.stringMatching(/^\[[^\]]+\] POST \/api\/o1\/login: .+ → 503 database unavailable$/)]);
    expect(lines[0]).not.toContain('secret@example.com');
  });
});
