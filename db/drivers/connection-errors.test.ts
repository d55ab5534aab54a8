/**
 * Which errors answer 503 (db/drivers/connection-errors.ts), on real driver errors where this
 * machine can produce them without a server (a refused TCP connect, a closed PGlite, a query the
 * database rejects), and on node-postgres's own error class for what only a server sends. The
 * app's answers to them: worker/health.test.ts and tests/pg/database-faults.test.ts.
 */
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

async function thrownBy(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to throw');
}

/** node-postgres's error for a message the server sent (`ErrorResponse`) with SQLSTATE `code`. */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

// PGlite takes a second or two to start here: one closed and one open instance serve every test.
let closed: PGlite;
let open: PGlite;
beforeAll(async () => {
  [closed, open] = await Promise.all([PGlite.create(), PGlite.create()]);
  await closed.close();
});
afterAll(() => open.close());

describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection (a real node-postgres connect to a closed port)', async () => {
    const client = new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    const error = await thrownBy(() => client.connect());
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is true for a closed PGlite (a request in flight while the server shuts down), also inside drizzle', async () => {
    const error = await thrownBy(() => drizzle({ client: closed }).execute(sql`select 1`));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("is true for what the server sends when it ends or refuses a session, wrapped in drizzle's query error", () => {
    const terminated = serverError('57P01', 'terminating connection due to administrator command');
    const wrapped = new DrizzleQueryError('insert into "gem_ledger" ... values ($1, $2)', ['secret@example.com', 'hash'], terminated);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(serverError('55000', 'database "x" is not currently accepting connections'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('is false for errors the database answered itself, and for anything else', async () => {
    const db = drizzle({ client: open });
    const syntax = await thrownBy(() => db.execute(sql`select from nowhere where`));
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value violates unique constraint "parents_email_unique"'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('55000', 'object not in prerequisite state'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
