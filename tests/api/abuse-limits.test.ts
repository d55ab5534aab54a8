/**
 * Abuse limits that don't lock the owner out (issue 12 part 5): growing per-account delays instead
 * of a hard lock, per-address limits that count failures only and let a classroom in, sign-up and
 * forgot-password limits with Retry-After, and one Argon2 verification per failed login whether or
 * not the account exists. Real app and database; time moves with TestClock. Accounts made here
 * store cheap hashes (tests/helpers/limits.ts). Concurrency on a real server:
 * tests/pg/login-limits-concurrency.test.ts.
 */
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin_users, rate_limit_counters } from '../../db/schema';
import { BAD_LOGIN } from '../../worker/auth/auth.service';
import { dummyHash, hashPassword, passwordVerifications } from '../../worker/auth/passwords';
import {
  FORGOT_PER_ADDRESS,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_ADDRESS,
  LOGIN_PER_ADDRESS,
  SIGNUP_PER_ADDRESS,
  throttleDelayMs,
} from '../../worker/auth/rate-limit';
import { unique, uniqueAddress } from '../helpers/context';
import { CHEAP_PASSWORD, cheapClassroom, cheapParent, cheapPasswordHash, counterOf, loginFrom, setCounter } from '../helpers/limits';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();
const PASSWORD = CHEAP_PASSWORD;
const parent = () => cheapParent(ctx);
const classroom = (n: number) => cheapClassroom(ctx, n);
const login = (address: string, who: string, password: string) => loginFrom(ctx, address, who, password);
const counter = (key: string) => counterOf(ctx, key);

describe('per-account growing delays instead of a lock', () => {
  it("an attacker's failures slow only the attacker's address; at its address the owner's right password works once the delay has passed", async () => {
    const owner = await parent();
    const attacker = uniqueAddress();
    for (let i = 0; i < LOGIN_PER_ACCOUNT_ADDRESS.free; i++) {
      const res = await login(attacker, owner.email, `guess-${i}`);
      expect(res.status).toBe(401);
      expect(res.json.error.message).toBe(BAD_LOGIN);
    }
    const refused = await login(attacker, owner.email, 'guess-x');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.json.error).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please wait 1 second and try again.' });
    // The owner at home is not delayed at all.
    expect((await login(uniqueAddress(), owner.email.toUpperCase(), PASSWORD)).status).toBe(200);
    // Behind the attacker's address (a sibling on the same Wi-Fi): refused during the delay, let in after it.
    expect((await login(attacker, owner.email, PASSWORD)).status).toBe(429);
    ctx.clock.advance(1000);
    expect((await login(attacker, owner.email, PASSWORD)).status).toBe(200);
    // The success forgot that address's failures: the next typo is not delayed.
    expect(await counter(`login:pair:${attacker}:${owner.email}`)).toBe(0);
    expect((await login(attacker, owner.email, 'typo')).status).toBe(401);
    expect((await login(attacker, owner.email, PASSWORD)).status).toBe(200);
  });

  it('delays double per failure up to 15 minutes; refused attempts neither count nor extend the delay; the right password works after the capped delay', async () => {
    const owner = await parent();
    const address = uniqueAddress();
    const waits: number[] = [];
    for (let i = 0; i < LOGIN_PER_ACCOUNT_ADDRESS.free; i++) expect((await login(address, owner.email, 'wrong')).status).toBe(401);
    for (let failures = LOGIN_PER_ACCOUNT_ADDRESS.free; failures < 18; failures++) {
      const refused = await login(address, owner.email, PASSWORD);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      // Hammering during the delay: a second before it ends the wait is 1 s, not a new delay.
      ctx.clock.advance(wait * 1000 - 1000);
      const again = await login(address, owner.email, 'wrong');
      expect(again.status).toBe(429);
      expect(again.headers.get('retry-after')).toBe('1');
      ctx.clock.advance(1000);
      expect((await login(address, owner.email, 'wrong')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect(waits.map((w, i) => throttleDelayMs(LOGIN_PER_ACCOUNT_ADDRESS, LOGIN_PER_ACCOUNT_ADDRESS.free + i) / 1000)).toEqual(waits);
    // Only the checked guesses counted: 5 free + 13 after their delays.
    expect(await counter(`login:pair:${address}:${owner.email}`)).toBe(18);
    const last = await login(address, owner.email, PASSWORD);
    expect(last.status).toBe(429);
    expect(last.json.error.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    ctx.clock.advance(15 * 60_000);
    expect((await login(address, owner.email, PASSWORD)).status).toBe(200);
  });

  it(`refuses an account after ${LOGIN_PER_ACCOUNT.max} failures in an hour from all addresses together, then lets the owner in when the hour ends`, async () => {
    const owner = await parent();
    const key = `login:account:${owner.email}`;
    await setCounter(ctx, key, LOGIN_PER_ACCOUNT.max - 1);
    expect((await login(uniqueAddress(), owner.email, 'spread-guess')).status).toBe(401);
    const refused = await login(uniqueAddress(), owner.email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(LOGIN_PER_ACCOUNT.windowMs / 1000));
    expect(await counter(key)).toBe(LOGIN_PER_ACCOUNT.max);
    ctx.clock.advance(LOGIN_PER_ACCOUNT.windowMs);
    expect((await login(uniqueAddress(), owner.email, PASSWORD)).status).toBe(200);
    // The success gave its own slot back: only the new window's failures remain (none).
    expect(await counter(key)).toBe(0);
  });
});

describe('per-address limits count failures only', () => {
  it('a classroom of 30 behind one address, a third of them mistyping first, all log in together; only the typos count', async () => {
    const school = uniqueAddress();
    const pupils = await classroom(30);
    const typos = pupils.filter((_, i) => i % 3 === 0);
    const first = await Promise.all(typos.map((u) => login(school, u, 'oops')));
    expect(first.map((r) => r.status)).toEqual(typos.map(() => 401));
    const all = await Promise.all(pupils.map((u) => login(school, u.toUpperCase(), PASSWORD)));
    expect(all.map((r) => r.status)).toEqual(pupils.map(() => 200));
    expect(await counter(`login:address:${school}`)).toBe(typos.length);
  });

  it(`trips after ${LOGIN_PER_ADDRESS.max} failures, not on successes, and tells how long to wait`, async () => {
    const school = uniqueAddress();
    const key = `login:address:${school}`;
    const pupils = await classroom(12);
    await setCounter(ctx, key, LOGIN_PER_ADDRESS.max - 2);
    for (const u of pupils.slice(0, 10)) expect((await login(school, u, PASSWORD)).status).toBe(200);
    expect(await counter(key)).toBe(LOGIN_PER_ADDRESS.max - 2);
    expect((await login(school, pupils[10]!, 'oops')).status).toBe(401);
    expect((await login(school, pupils[11]!, 'oops')).status).toBe(401);
    // Over the limit: everyone behind the address waits (no password is checked), others do not.
    const refused = await login(school, pupils[10]!, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(LOGIN_PER_ADDRESS.windowMs / 1000));
    expect((await login(uniqueAddress(), pupils[10]!, PASSWORD)).status).toBe(200);
    expect(await counter(key)).toBe(LOGIN_PER_ADDRESS.max);
    ctx.clock.advance(LOGIN_PER_ADDRESS.windowMs - 60_000);
    expect((await login(school, pupils[10]!, PASSWORD)).json.error.message).toBe('Too many attempts. Please wait 1 minute and try again.');
    ctx.clock.advance(60_000);
    expect((await login(school, pupils[10]!, PASSWORD)).status).toBe(200);
  });

  it('a refused attempt takes no slot on the other limits (all or none)', async () => {
    const owner = await parent();
    const address = uniqueAddress();
    await setCounter(ctx, `login:account:${owner.email}`, LOGIN_PER_ACCOUNT.max);
    for (let i = 0; i < 3; i++) expect((await login(address, owner.email, 'guess')).status).toBe(429);
    expect(await counter(`login:address:${address}`)).toBe(0);
    expect(await counter(`login:pair:${address}:${owner.email}`)).toBe(0);
  });
});

describe('sign-up and forgot-password limits', () => {
  it(`allows ${SIGNUP_PER_ADDRESS.max} sign-ups per address in ${SIGNUP_PER_ADDRESS.windowMs / 60_000} minutes, then 429 with Retry-After`, async () => {
    const address = uniqueAddress();
    const signUp = (from: string) =>
      ctx.call('POST', '/api/o1/parents', { body: { email: `family${unique()}@example.com`, password: 'secret123', first_name: 'Ann', last_name: 'Lee' }, address: from });
    // Concurrent sign-ups can't slip past: 15 at once, 10 hashed and created.
    const burst = await Promise.all(Array.from({ length: SIGNUP_PER_ADDRESS.max + 5 }, () => signUp(address)));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(SIGNUP_PER_ADDRESS.max);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.headers.get('retry-after')).toBe(String(SIGNUP_PER_ADDRESS.windowMs / 1000));
    expect(refused[0]!.json.error.message).toBe('Too many attempts. Please wait 10 minutes and try again.');
    // Invalid bodies are refused before the limit (422, not 429), and other addresses are unaffected.
    expect((await ctx.call('POST', '/api/o1/parents', { body: { email: 'x' }, address })).status).toBe(422);
    expect((await signUp(uniqueAddress())).status).toBe(201);
    ctx.clock.advance(SIGNUP_PER_ADDRESS.windowMs);
    expect((await signUp(address)).status).toBe(201);
  });

  it('limits reset requests per account whatever the spelling, and per address, with Retry-After', async () => {
    const owner = await parent();
    const spellings = [owner.email, ` ${owner.email}`, owner.email.toUpperCase(), `${owner.email} `, ` ${owner.email.toUpperCase()} `, owner.email];
    const statuses = [];
    for (const s of spellings) statuses.push((await ctx.call('POST', '/api/o1/forgot_password', { body: { email_or_username: s }, address: uniqueAddress() })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const address = uniqueAddress();
    for (let i = 0; i < FORGOT_PER_ADDRESS.max; i++) {
      expect((await ctx.call('POST', '/api/o1/forgot_password', { body: { email_or_username: `who${i}` }, address })).status).toBe(200);
    }
    const refused = await ctx.call('POST', '/api/o1/forgot_password', { body: { email_or_username: 'one-more' }, address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(FORGOT_PER_ADDRESS.windowMs / 1000));
  });
});

describe('failed logins cost one hash whether or not the account exists', () => {
  it('unknown e-mails and usernames are verified against a dummy hash with the real parameters', async () => {
    const owner = await parent();
    const [pupil] = await classroom(1);
    const adminEmail = `staff${unique()}@example.com`;
    await ctx.deps.db.insert(admin_users).values({ email: adminEmail, password_hash: await cheapPasswordHash() });
    const cases: Array<[string, string, number]> = [
      [owner.email, 'wrong', 401],
      [`nobody${unique()}@example.com`, 'wrong', 401],
      [pupil!, 'wrong', 401],
      [`nobody${unique()}`, 'wrong', 401],
      [adminEmail, 'wrong', 401],
      [adminEmail, PASSWORD, 200],
    ];
    for (const [who, password, status] of cases) {
      const before = passwordVerifications();
      expect((await login(uniqueAddress(), who, password)).status).toBe(status);
      expect(passwordVerifications() - before, who).toBe(1);
    }
    // The dummy hash costs what a stored one costs: Argon2id with the configured parameters.
    const stored = await hashPassword('anything', ctx.deps.config.argon2MemoryKiB);
    const params = (h: string) => h.split('$').slice(1, 4).join('$');
    expect(params(await dummyHash(ctx.deps.config.argon2MemoryKiB))).toBe(params(stored));
    expect(params(stored)).toBe(`argon2id$v=19$m=${ctx.deps.config.argon2MemoryKiB},t=2,p=1`);
  });
});

describe('counter keys', () => {
  it('every account counter ends in ":<lowercased account>" (deleting an account deletes them by that suffix)', async () => {
    const [pupil] = await classroom(1);
    const address = uniqueAddress();
    await login(address, pupil!.toUpperCase(), 'wrong');
    await ctx.call('POST', '/api/o1/forgot_password', { body: { email_or_username: ` ${pupil!.toUpperCase()}` }, address });
    const keys = (await ctx.deps.db.select().from(rate_limit_counters).where(like(rate_limit_counters.key, `%:${pupil}`))).map((r) => r.key).sort();
    expect(keys).toEqual([`forgot:account:${pupil}`, `login:account:${pupil}`, `login:pair:${address}:${pupil}`]);
  });
});
