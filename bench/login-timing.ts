/**
 * `npm run bench:login`: how long a failed login takes for a known and an unknown account (issue 12
 * part 5, "login timing reveals accounts"). Not a test: it prints a table and writes
 * `bench/results/login-timing.json` (git-ignored); the structural proof that both paths run one
 * Argon2 verification is tests/api/abuse-limits.test.ts.
 *
 * Runs the real app in process (`app.request`, as the tests do) over an in-memory PGlite with the
 * migrations and the demo accounts (Argon2id m = 19 MiB, t = 2, p = 1, as in production). The
 * cases run interleaved, each request from an address of its own so the login limits stay out of
 * the way (each known account gets BENCH_LOGINS failures, below its 50 an hour).
 *
 * Environment: BENCH_LOGINS (failed logins per case, default 20, at most 45).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { openPglite } from '../db/drivers/node';
import { createApp } from '../worker/app';
import { systemClock, type Deps } from '../worker/env';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../worker/seed/seed';

const RESULTS = join(fileURLToPath(new URL('..', import.meta.url)), 'bench', 'results', 'login-timing.json');
const env = z.object({ BENCH_LOGINS: z.coerce.number().int().min(1).max(45).default(20) }).parse(process.env);

const CASES: Array<{ name: string; login: string }> = [
  { name: 'known parent e-mail, wrong password', login: DEMO_ACCOUNTS.parent.email },
  { name: 'unknown e-mail', login: 'nobody-here@example.com' },
  { name: 'known student username, wrong password', login: DEMO_ACCOUNTS.students[0].username },
  { name: 'unknown username', login: 'nobodyhere' },
  { name: 'known admin e-mail, wrong password', login: DEMO_ACCOUNTS.admin.email },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main() {
  const handle = await openPglite();
  await handle.migrate();
  const deps: Deps = {
    db: handle.db,
    clock: systemClock,
    config: { jwtSecret: 'bench-secret-bench-secret-bench-secret-0123', accessTokenTtlS: 900, refreshTokenTtlS: 30 * 24 * 3600, argon2MemoryKiB: 19456, appMaxLevel: 5, appPlayBackgroundMusic: true, environment: 'test' },
  };
  await seedDemoAccounts(deps.db, deps.clock, 'test', deps.config.argon2MemoryKiB);
  const app = createApp();
  let address = 0;
  const attempt = async (login: string) => {
    address += 1;
    const started = performance.now();
    const res = await app.request(
      '/api/o1/login',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email_or_username: login, password: 'not-the-password' }) },
      { deps, clientAddress: `198.18.${address >> 8}.${address & 255}` },
    );
    await res.arrayBuffer();
    if (res.status !== 401) throw new Error(`expected 401 for ${login}, got ${res.status}`);
    return performance.now() - started;
  };
  // Warm-up: the first unknown login also makes the dummy hash; JIT and WASM settle.
  for (const c of CASES) await attempt(c.login);
  const times = CASES.map(() => [] as number[]);
  for (let round = 0; round < env.BENCH_LOGINS; round++) {
    for (const [i, c] of CASES.entries()) times[i]!.push(await attempt(c.login));
  }
  await handle.close();
  const rows = CASES.map((c, i) => {
    const sorted = [...times[i]!].sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return { case: c.name, logins: sorted.length, p50Ms: round(percentile(sorted, 0.5)), p95Ms: round(percentile(sorted, 0.95)), meanMs: round(sorted.reduce((a, b) => a + b, 0) / sorted.length) };
  });
  console.table(rows);
  const p50 = rows.map((r) => r.p50Ms);
  console.log(`Spread of the medians: ${Math.round((Math.max(...p50) - Math.min(...p50)) * 10) / 10} ms (known vs unknown should be within noise).`);
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify({ when: new Date().toISOString(), logins: env.BENCH_LOGINS, rows }, null, 2));
}

await main();
