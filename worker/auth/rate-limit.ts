/**
 * Abuse limits (issue 3 "login attempts are rate-limited"; issue 12 part 5 "abuse limits that don't
 * lock the owner out"). Counted in Postgres (`rate_limit_counters`: key, count, window_start), so a
 * limit holds across every server instance (Node processes, Workers isolates). Time comes from
 * `deps.clock`. Why not rate-limiter-flexible or hono-rate-limiter, and why these numbers: see
 * docs/decisions.md "Session security" and "Abuse limits".
 *
 * Two kinds of rule:
 * - a {@link Limit}: at most `max` attempts per fixed window (`window_start` starts the window);
 * - a {@link Throttle}: `free` attempts, then a delay before the next one that doubles per further
 *   failure up to a cap (`count` = failures, `window_start` = the last failure).
 * An attempt {@link reserve}s a slot on every rule before the password check (so concurrent guesses
 * can't slip past); a refused attempt takes no slot (it neither counts as a guess nor extends a
 * delay); a successful login gives its slots back ({@link release}), so only failures stay counted.
 *
 * Keys are `<rule name>:<subject>`; a rule about an account ends in `:<lowercased e-mail or
 * username>` (deleting an account deletes its counters by that suffix).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { rate_limit_counters } from '../../db/schema';
import type { Db } from '../../db/types';
import type { AppEnv, Deps } from '../env';
import { DomainError } from '../lib/errors';

/** At most `max` attempts per `windowMs` milliseconds for one key (fixed windows). */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Growing delays: after n failures the next attempt waits {@link throttleDelayMs} from the last
 * failure (nothing for the first `free`, then `baseDelayMs` doubling per further failure up to
 * `maxDelayMs`). Failures are forgotten after `forgetMs` without one.
 */
export interface Throttle {
  name: string;
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

type Rule = Limit | Throttle;
const isThrottle = (rule: Rule): rule is Throttle => 'free' in rule;

/**
 * Failed logins for one account from one address: 5 free, then 1 s doubling up to 15 minutes.
 * Key `login:pair:<address>:<account>`. An attacker at one address slows only itself: the owner at
 * any other address is not delayed (issue 12 part 5).
 */
export const LOGIN_PER_ACCOUNT_ADDRESS: Throttle = { name: 'login:pair', free: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000, forgetMs: 24 * 60 * 60_000 };
/**
 * Failed logins for one account from all addresses together: 50 per hour. One address can't reach
 * it (its own throttle allows about 18 in the first hour, then 4 an hour); it stops guessing spread
 * over many addresses. Key `login:account:<account>`.
 */
export const LOGIN_PER_ACCOUNT: Limit = { name: 'login:account', max: 50, windowMs: 60 * 60_000 };
/** Failed logins per address: 300 per 15 minutes (a school of ten classes of 30 behind one address, each child mistyping once). */
export const LOGIN_PER_ADDRESS: Limit = { name: 'login:address', max: 300, windowMs: 15 * 60_000 };
/** Sign-ups per address: 10 per 10 minutes (each costs an Argon2 hash; a parents' evening signs up about one a minute). */
export const SIGNUP_PER_ADDRESS: Limit = { name: 'signup:address', max: 10, windowMs: 10 * 60_000 };
/** Password-reset requests per account: 5 per hour (each sends an e-mail). Key `forgot:account:<account>`. */
export const FORGOT_PER_ACCOUNT: Limit = { name: 'forgot:account', max: 5, windowMs: 60 * 60_000 };
/** Password-reset requests per address: 60 per hour (children forget passwords; a school shares one address). */
export const FORGOT_PER_ADDRESS: Limit = { name: 'forgot:address', max: 60, windowMs: 60 * 60_000 };

/** The wait (ms) after `failures` failures under `throttle`. */
export function throttleDelayMs(throttle: Throttle, failures: number): number {
  if (failures < throttle.free) return 0;
  return Math.min(throttle.maxDelayMs, throttle.baseDelayMs * 2 ** Math.min(failures - throttle.free, 30));
}

/** Builds the 429 message with the wait in whole seconds under a minute, else whole minutes (rounded up). */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  if (retryAfterMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** A 429 answer with the message above and `Retry-After` in whole seconds (at least 1). */
export class TooManyAttempts extends DomainError {
  constructor(readonly retryAfterMs: number) {
    super('rate_limited', tooManyAttemptsMessage(retryAfterMs));
    this.retryAfterS = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** A slot taken on one rule: its key and the window it was counted in. */
interface Slot {
  rule: Rule;
  key: string;
  windowStart: Date;
}

/** What {@link reserve} took; give it back with {@link release} after a success. */
export interface Reservation {
  slots: Slot[];
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** One statement: takes a slot on `rule` for `key` unless it is over its limit; null when refused. */
async function takeSlot(db: Db, rule: Rule, key: string, nowMs: number): Promise<Date | null> {
  const now = new Date(nowMs);
  const t = rate_limit_counters;
  let set;
  let allowed;
  if (isThrottle(rule)) {
    const stale = sql`${t.window_start} <= ${ts(new Date(nowMs - rule.forgetMs))}`;
    const delayMs = sql`case when ${t.count} < ${rule.free} then 0 else least(${rule.maxDelayMs}::float8, ${rule.baseDelayMs}::float8 * power(2, least(${t.count} - ${rule.free}, 30))) end`;
    set = { count: sql`case when ${stale} then 1 else ${t.count} + 1 end`, window_start: sql`${ts(now)}` };
    allowed = sql`${stale} or ${t.window_start} + ${delayMs} * interval '1 millisecond' <= ${ts(now)}`;
  } else {
    const expired = sql`${t.window_start} <= ${ts(new Date(nowMs - rule.windowMs))}`;
    set = {
      count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
      window_start: sql`case when ${expired} then ${ts(now)} else ${t.window_start} end`,
    };
    allowed = sql`${expired} or ${t.count} < ${rule.max}`;
  }
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, window_start: now })
    .onConflictDoUpdate({ target: t.key, set, setWhere: allowed })
    .returning({ window_start: t.window_start });
  return row ? row.window_start : null;
}

/** How long (ms) until `rule` lets `key` try again, from its row (at least 1 s: it was just refused). */
async function waitMs(db: Db, rule: Rule, key: string, nowMs: number): Promise<number> {
  const [row] = await db.select().from(rate_limit_counters).where(eq(rate_limit_counters.key, key));
  if (!row) return 1000;
  const until = row.window_start.getTime() + (isThrottle(rule) ? throttleDelayMs(rule, row.count) : rule.windowMs);
  return Math.max(1000, until - nowMs);
}

/**
 * Takes one slot on every `(rule, subject)` pair, all or none (one short transaction, committed
 * before the password check: no lock is held during the hash).
 * @returns the slots taken, for {@link release} after a success
 * @throws TooManyAttempts (429, Retry-After) naming the longest wait when any rule refuses; then
 *   no slot is taken, so the refused attempt counts nowhere.
 */
export async function reserve(deps: Deps, rules: Array<[Rule, string]>): Promise<Reservation> {
  const nowMs = deps.clock.nowMs();
  return deps.db.transaction(async (tx) => {
    const slots: Slot[] = [];
    let wait = 0;
    for (const [rule, subject] of rules) {
      const key = `${rule.name}:${subject}`;
      const windowStart = await takeSlot(tx, rule, key, nowMs);
      if (windowStart) slots.push({ rule, key, windowStart });
      else wait = Math.max(wait, await waitMs(tx, rule, key, nowMs));
    }
    // Throwing rolls the transaction back: the slots taken on the other rules are not kept either.
    if (wait > 0) throw new TooManyAttempts(wait);
    return { slots };
  });
}

/**
 * Gives a successful login's slots back: a throttle forgets that account's failures from that
 * address; a fixed window loses one count, only in the window the slot was taken in (never a later
 * window's, never below 0). Failures of other addresses stay counted.
 */
export async function release(deps: Deps, reservation: Reservation): Promise<void> {
  const t = rate_limit_counters;
  for (const { rule, key, windowStart } of reservation.slots) {
    if (isThrottle(rule)) await deps.db.delete(t).where(eq(t.key, key));
    else await deps.db.update(t).set({ count: sql`greatest(${t.count} - 1, 0)` }).where(and(eq(t.key, key), eq(t.window_start, windowStart)));
  }
}

/** The trimmed, lower-cased e-mail or username that account keys end with. */
export function accountKey(emailOrUsername: string): string {
  return emailOrUsername.trim().toLowerCase();
}

/** The rules a login attempt takes a slot on. */
export function loginRules(emailOrUsername: string, address: string): Array<[Rule, string]> {
  const account = accountKey(emailOrUsername);
  return [
    [LOGIN_PER_ACCOUNT_ADDRESS, `${address}:${account}`],
    [LOGIN_PER_ACCOUNT, account],
    [LOGIN_PER_ADDRESS, address],
  ];
}

/**
 * The caller's address: the entry's `clientAddress` binding (Node socket), else Cloudflare's
 * `cf-connecting-ip`, else `unknown` (all such callers share one counter).
 */
export function clientAddress(c: Context<AppEnv>): string {
  return c.env.clientAddress ?? c.req.header('cf-connecting-ip') ?? 'unknown';
}
