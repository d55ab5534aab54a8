/**
 * Helpers of the abuse-limit tests (issue 12 part 5): accounts stored directly with a cheap Argon2
 * hash (64 KiB: verification reads its parameters from the stored hash, so dozens of logins stay
 * fast) and the `rate_limit_counters` rows the limits keep.
 */
import { eq } from 'drizzle-orm';
import { parents, rate_limit_counters, students } from '../../db/schema';
import { hashPassword } from '../../worker/auth/passwords';
import { unique, type TestContext } from './context';

/** The password of every account made here. */
export const CHEAP_PASSWORD = 'right-pass-1';
let cheapHash: Promise<string> | undefined;
/** A cheap hash of {@link CHEAP_PASSWORD}, made once. */
export const cheapPasswordHash = () => (cheapHash ??= hashPassword(CHEAP_PASSWORD, 64));

/** A parent stored directly; returns its id and e-mail. */
export async function cheapParent(ctx: TestContext) {
  const email = `owner${unique()}@example.com`;
  const [row] = await ctx.deps.db.insert(parents).values({ email, password_hash: await cheapPasswordHash(), first_name: 'Olive', last_name: 'Owner' }).returning();
  return { id: row!.id, email };
}

/** `n` students of one new parent, stored directly; returns their usernames. */
export async function cheapClassroom(ctx: TestContext, n: number): Promise<string[]> {
  const { id } = await cheapParent(ctx);
  const hash = await cheapPasswordHash();
  const rows = Array.from({ length: n }, (_, i) => ({ parent_id: id, username: `pupil${i}x${unique()}`, password_hash: hash, first_name: 'Pupil', last_name: String(i) }));
  await ctx.deps.db.insert(students).values(rows);
  return rows.map((r) => r.username);
}

/** A login request from `address` (the Node entry's `clientAddress`). */
export const loginFrom = (ctx: TestContext, address: string, email_or_username: string, password: string) =>
  ctx.call('POST', '/api/o1/login', { body: { email_or_username, password }, address });

/** The count stored under `key` (0 when there is no row). */
export async function counterOf(ctx: TestContext, key: string): Promise<number> {
  const [row] = await ctx.deps.db.select().from(rate_limit_counters).where(eq(rate_limit_counters.key, key));
  return row?.count ?? 0;
}

/** Sets a counter as if `count` attempts had been counted now. */
export async function setCounter(ctx: TestContext, key: string, count: number): Promise<void> {
  const values = { key, count, window_start: new Date(ctx.clock.nowMs()) };
  await ctx.deps.db.insert(rate_limit_counters).values(values).onConflictDoUpdate({ target: rate_limit_counters.key, set: values });
}
