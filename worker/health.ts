/**
 * The health check (issue 12, database resilience): `GET /api/health` answers 200
 * `{ ok: true, database: 'up' }` when the database answers `select 1` within
 * {@link HEALTH_TIMEOUT_MS}, else 503 `{ ok: false, database: 'down' }` with Retry-After, so a load
 * balancer or an operator's probe sees a database outage without reading logs.
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { RETRY_AFTER_S } from '../db/drivers/connection-errors';
import type { Db } from '../db/types';
import type { AppEnv } from './env';

/** How long the check waits for the database (ms): less than a typical probe's 5 s timeout. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** True when `db` answers a trivial query within `timeoutMs` milliseconds; never throws. */
export async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The `GET /api/health` handler. */
export async function healthCheck(c: Context<AppEnv>) {
  const up = await databaseAnswers(c.env.deps.db, HEALTH_TIMEOUT_MS);
  if (!up) c.header('Retry-After', String(RETRY_AFTER_S));
  return c.json({ ok: up, database: up ? 'up' : 'down' }, up ? 200 : 503);
}
