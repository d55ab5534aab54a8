/**
 * Login rate limits (issue 3 "login attempts are rate-limited per account and per address").
 * Fixed windows counted in Postgres (`rate_limit_counters`) with one atomic upsert per hit, so the
 * limit holds across every server instance (Node processes, Workers isolates). Time comes from
 * `deps.clock`. Why not rate-limiter-flexible: see docs/decisions.md "Session security".
 */
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { rate_limit_counters } from '../../db/schema';
import type { AppEnv, Deps } from '../env';
import { DomainError } from '../lib/errors';

/** A limit: at most `max` hits per `windowMs` milliseconds for one key. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/** Failed logins per account (e-mail or username): 10 per 15 minutes. */
export const LOGIN_PER_ACCOUNT: Limit = { name: 'login:account', max: 10, windowMs: 15 * 60_000 };
/** Failed logins per address: 50 per 15 minutes (a classroom shares one address). */
export const LOGIN_PER_ADDRESS: Limit = { name: 'login:address', max: 50, windowMs: 15 * 60_000 };
/** Password-reset e-mails per account: 5 per hour (each one sends an e-mail). */
export const FORGOT_PER_ACCOUNT: Limit = { name: 'forgot:account', max: 5, windowMs: 60 * 60_000 };
/** Password-reset requests per address: 20 per hour. */
export const FORGOT_PER_ADDRESS: Limit = { name: 'forgot:address', max: 20, windowMs: 60 * 60_000 };

/** Builds the 429 message with the wait in whole minutes (at least 1). */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** A 429 answer with the message above. */
export class TooManyAttempts extends DomainError {
  constructor(readonly retryAfterMs: number) {
    super('rate_limited', tooManyAttemptsMessage(retryAfterMs));
  }
}

/**
 * Counts one hit for `key` under `limit` and returns the count in the current window and when it
 * ends (epoch ms). One statement: a new or expired window restarts at 1, otherwise count + 1.
 */
export async function hit(deps: Deps, limit: Limit, key: string): Promise<{ count: number; resetAtMs: number }> {
  const now = new Date(deps.clock.nowMs());
  const windowStartCutoff = new Date(deps.clock.nowMs() - limit.windowMs);
  const fullKey = `${limit.name}:${key}`;
  const [row] = await deps.db
    .insert(rate_limit_counters)
    .values({ key: fullKey, count: 1, window_start: now })
    .onConflictDoUpdate({
      target: rate_limit_counters.key,
      set: {
        count: sql`case when ${rate_limit_counters.window_start} <= ${windowStartCutoff.toISOString()}::timestamptz then 1 else ${rate_limit_counters.count} + 1 end`,
        window_start: sql`case when ${rate_limit_counters.window_start} <= ${windowStartCutoff.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rate_limit_counters.window_start} end`,
      },
    })
    .returning();
  return { count: row!.count, resetAtMs: row!.window_start.getTime() + limit.windowMs };
}

/** Gives one hit back (a successful login does not count against its address). Never below 0. */
export async function refund(deps: Deps, limit: Limit, key: string): Promise<void> {
  await deps.db
    .update(rate_limit_counters)
    .set({ count: sql`greatest(${rate_limit_counters.count} - 1, 0)` })
    .where(eq(rate_limit_counters.key, `${limit.name}:${key}`));
}

/** Forgets a key (a successful login clears its account's failures). */
export async function reset(deps: Deps, limit: Limit, key: string): Promise<void> {
  await deps.db.delete(rate_limit_counters).where(eq(rate_limit_counters.key, `${limit.name}:${key}`));
}

/**
 * Counts a hit on every `(limit, key)` pair first (so concurrent attempts can't slip past the
 * check), then refuses when any is over its maximum.
 * @throws TooManyAttempts (429) naming the longest wait.
 */
export async function consume(deps: Deps, hits: Array<[Limit, string]>): Promise<void> {
  let waitMs = 0;
  for (const [limit, key] of hits) {
    const { count, resetAtMs } = await hit(deps, limit, key);
    if (count > limit.max) waitMs = Math.max(waitMs, resetAtMs - deps.clock.nowMs());
  }
  if (waitMs > 0) throw new TooManyAttempts(waitMs);
}

/**
 * The caller's address: the entry's `clientAddress` binding (Node socket), else Cloudflare's
 * `cf-connecting-ip`, else `unknown` (all such callers share one counter).
 */
export function clientAddress(c: Context<AppEnv>): string {
  return c.env.clientAddress ?? c.req.header('cf-connecting-ip') ?? 'unknown';
}
