/**
 * Runs against the PostgreSQL server (CI sets TEST_DATABASE_URL), where requests really run in
 * parallel: concurrent wrong guesses at a login limit let exactly the allowed number through to the
 * password check, and concurrent successes at the address limit never stay counted (issue 12
 * part 5). The same rules one request at a time: tests/api/abuse-limits.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_ACCOUNT_ADDRESS, LOGIN_PER_ADDRESS } from '../../worker/auth/rate-limit';
import { uniqueAddress } from '../helpers/context';
import { CHEAP_PASSWORD, cheapClassroom, cheapParent, counterOf, loginFrom, setCounter } from '../helpers/limits';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });
const K = 20;
const statuses = (results: Array<{ status: number }>) => results.map((r) => r.status);
const count = (all: number[], status: number) => all.filter((s) => s === status).length;

describe('concurrent login attempts on a PostgreSQL server', () => {
  it(`${K} simultaneous wrong guesses on one account from one address: exactly the ${LOGIN_PER_ACCOUNT_ADDRESS.free} free ones are checked`, async () => {
    const owner = await cheapParent(ctx);
    const address = uniqueAddress();
    const all = statuses(await Promise.all(Array.from({ length: K }, (_, i) => loginFrom(ctx, address, owner.email, `guess-${i}`))));
    expect(count(all, 401)).toBe(LOGIN_PER_ACCOUNT_ADDRESS.free);
    expect(count(all, 429)).toBe(K - LOGIN_PER_ACCOUNT_ADDRESS.free);
    expect(await counterOf(ctx, `login:pair:${address}:${owner.email}`)).toBe(LOGIN_PER_ACCOUNT_ADDRESS.free);
  });

  it(`${K} simultaneous wrong guesses from ${K} addresses, 3 below the account limit: exactly 3 are checked`, async () => {
    const owner = await cheapParent(ctx);
    await setCounter(ctx, `login:account:${owner.email}`, LOGIN_PER_ACCOUNT.max - 3);
    const all = statuses(await Promise.all(Array.from({ length: K }, (_, i) => loginFrom(ctx, uniqueAddress(), owner.email, `guess-${i}`))));
    expect(count(all, 401)).toBe(3);
    expect(count(all, 429)).toBe(K - 3);
    expect(await counterOf(ctx, `login:account:${owner.email}`)).toBe(LOGIN_PER_ACCOUNT.max);
  });

  it('at the address limit, simultaneous successes and typos: failures never pass the limit and successes leave no count', async () => {
    const school = uniqueAddress();
    const key = `login:address:${school}`;
    const pupils = await cheapClassroom(ctx, K);
    await setCounter(ctx, key, LOGIN_PER_ADDRESS.max - 5);
    // Even pupils type the right password, odd ones a typo.
    const all = statuses(await Promise.all(pupils.map((u, i) => loginFrom(ctx, school, u, i % 2 === 0 ? CHEAP_PASSWORD : 'oops'))));
    const failures = count(all, 401);
    expect(failures).toBeLessThanOrEqual(5);
    expect(count(all, 200) + failures + count(all, 429)).toBe(K);
    expect(all.filter((s, i) => (i % 2 === 0 ? s === 401 : s === 200))).toEqual([]);
    // Only the checked typos stayed counted.
    expect(await counterOf(ctx, key)).toBe(LOGIN_PER_ADDRESS.max - 5 + failures);
  });

  it('a classroom far from the limit logs in all at once', async () => {
    const school = uniqueAddress();
    const pupils = await cheapClassroom(ctx, 30);
    const all = statuses(await Promise.all(pupils.map((u) => loginFrom(ctx, school, u, CHEAP_PASSWORD))));
    expect(all).toEqual(pupils.map(() => 200));
    expect(await counterOf(ctx, `login:address:${school}`)).toBe(0);
  });
});
