/**
 * `npm start`: builds the client when it is missing or older than its sources, runs the database
 * script's migrate and seed steps (scripts/db.ts; a no-op when nothing changed), then serves API +
 * client on http://localhost:8787 (PORT overrides), whose boot only checks the database. Data
 * persists in DATA_DIR (default .data/pglite) or in the PostgreSQL server named by DATABASE_URL.
 * The database stays open from the steps to the server (PGlite allows one opener per folder).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { openDatabase } from '../db/drivers/node';
import { loadContentOrThrow } from '../db/seed/content';
import { CLIENT_DIR, startNodeServer } from '../worker/entry-node';
import { DEMO_ACCOUNTS } from '../worker/seed/seed';
import { dbEnvSchema, runDbSteps } from './db';
import { startStripeFake, type RunningStripeFake } from './stripe-fake/server';
import { stripeFakeBrowserRoutes } from './stripe-fake/browser';
import { sendTrialReminders } from '../worker/billing/reminders';
import { purgeStaleStartflows } from '../worker/funnel/startflows.service';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const envSchema = dbEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
});

/** How often the trial reminders are looked for, ms (the reminder is due 3 days ahead, so an hour late is harmless). */
const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

function newestMtimeMs(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtimeMs(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** True when dist/client is missing or older than ui/, game/ or the worker contracts it imports. */
function clientIsStale(): boolean {
  const index = join(CLIENT_DIR, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return ['ui', 'game', 'worker'].some((d) => newestMtimeMs(join(ROOT, d)) > built);
}

async function main() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error('Invalid environment: ' + parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    process.exit(2);
  }
  const env = parsed.data;
  if (clientIsStale()) {
    console.log('Building the client (vite build)...');
    // Always a production bundle: NODE_ENV=test (e2e) would otherwise give React's development build.
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const content = loadContentOrThrow();
  if (!(await runDbSteps(handle, ['migrate', 'seed'], { environment: env.NODE_ENV, argon2MemoryKiB: env.ARGON2_MEMORY_KIB, content }))) {
    await handle.close();
    process.exit(1);
  }
  // Stripe (issue 14): without a key outside production, the local fake (scripts/stripe-fake) in this
  // process, with the SDK pointed at it; production without a key runs with billing off (503).
  let stripeFake: RunningStripeFake | undefined;
  if (!process.env.STRIPE_SECRET_KEY && env.NODE_ENV !== 'production') {
    stripeFake = await startStripeFake({ autoDeliver: true });
    Object.assign(process.env, stripeFake.env);
  } else if (!process.env.STRIPE_SECRET_KEY) {
    console.error('Billing is OFF: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set, so every payment route answers 503 (billing_unavailable).');
  }
  // The designer's level preview (Node only, scripts/dev): never loaded in production.
  const devRoutes = env.NODE_ENV === 'production' ? undefined : (await import('./dev/level-preview')).createLevelPreview();
  const server = await startNodeServer({ port: env.PORT, handle, content, devRoutes, stripeFakeRoutes: stripeFake ? stripeFakeBrowserRoutes(stripeFake.fake) : undefined });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite at ${env.DATA_DIR}`;
  console.log(`\nMonsterific is running at ${server.url}  (database: ${where})`);
  if (stripeFake) {
    stripeFake.fake.webhookUrl = `${server.url}/api/o1/stripe/webhook`;
    console.log(`Payments: no STRIPE_SECRET_KEY, so a local Stripe fake runs at http://127.0.0.1:${stripeFake.port} (test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure).`);
  }
  if (env.NODE_ENV !== 'production') {
    const d = DEMO_ACCOUNTS;
    console.log('Demo logins (local use only):');
    console.log(`  parent   ${d.parent.email} / ${d.parent.password}\n           ${d.parent.shows}`);
    for (const s of d.students) console.log(`  student  ${s.username} / ${s.password}  (${s.first_name}, grade ${s.grade})\n           ${s.shows}`);
    console.log(`  admin    ${d.admin.email} / ${d.admin.password}\n           ${d.admin.shows}`);
  }
  // The free month's three-day reminder (issue 14): checked at start and every hour.
  // The same hourly tick deletes funnel flows unchanged for 30 days (docs/decisions.md "The funnel's server side").
  const remind = () => {
    void sendTrialReminders(server.deps, server.deps.config.publicUrl ?? server.url).catch((e: unknown) => console.error(`Trial reminders failed: ${(e as Error).message}`));
    void purgeStaleStartflows(server.deps).catch((e: unknown) => console.error(`Funnel clean-up failed: ${(e as Error).message}`));
  };
  remind();
  const reminders = setInterval(remind, REMINDER_INTERVAL_MS);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    clearInterval(reminders);
    await server.close();
    await stripeFake?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

try {
  await main();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
