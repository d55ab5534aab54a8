/**
 * The database script, for every runtime: `tsx scripts/db.ts <migrate|seed|check>...`
 * (`npm run db:migrate`, `db:seed`, `db:check`; several steps run in the order given).
 *
 * - migrate: applies the committed drizzle migrations (db/migrations) not yet applied.
 * - seed: writes the content from assets/ (maps, levels, the question bank, the catalogues) when
 *   its version changed, and outside production the demo accounts and a local JWT secret, once.
 * - check: exits 1 unless every migration is applied and the seeded content is assets/' content.
 *
 * The database: `DATABASE_URL` (a PostgreSQL server through node-postgres; Neon's serverless
 * driver, as on Workers, with `--neon` or a `*.neon.tech` host), else embedded PGlite in
 * `DATA_DIR` (default .data/pglite). A Neon database serves the Workers entry, which always runs
 * as production: it is seeded without demo accounts whatever NODE_ENV says.
 * Exit codes: 0 done, 1 a step failed or the check found problems, 2 bad arguments or environment.
 * docs/database.md has the whole picture.
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase, type NodeDbHandle } from '../db/drivers/node';
import { loadContentOrThrow, type ContentBundle } from '../db/seed/content';
import { systemClock } from '../worker/env';
import { checkDatabase, migrateDatabase, seedDatabase } from '../worker/seed/database';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const DB_STEPS = ['migrate', 'seed', 'check'] as const;
export type DbStep = (typeof DB_STEPS)[number];

/** The environment the database steps read (also part of `npm start`'s). */
export const dbEnvSchema = z.object({
  DATA_DIR: z.string().min(1).default(join(ROOT, '.data', 'pglite')),
  DATABASE_URL: z.url().optional(),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
});
export type DbEnv = z.infer<typeof dbEnvSchema>;

export interface DbStepSettings {
  environment: DbEnv['NODE_ENV'];
  argon2MemoryKiB: number;
  /** Content to seed and check against (default: assets/, loaded once). */
  content?: ContentBundle;
  log?: (line: string) => void;
}

/**
 * Runs `steps` in order on an open database. Returns false (after logging why) when a step found
 * the database not ready; a broken database or content throws.
 */
export async function runDbSteps(handle: NodeDbHandle, steps: readonly DbStep[], settings: DbStepSettings): Promise<boolean> {
  const log = settings.log ?? ((line: string) => console.log(line));
  const content = settings.content ?? loadContentOrThrow();
  for (const step of steps) {
    if (step === 'migrate') {
      const applied = await migrateDatabase(handle);
      log(applied.length ? `db migrate: applied ${applied.length} migration(s): ${applied.join(', ')}` : 'db migrate: nothing to apply, the schema is current');
    } else if (step === 'seed') {
      const pending = await handle.pendingMigrations();
      if (pending.length) {
        log(`db seed: ${pending.length} migration(s) not applied (${pending.join(', ')}): run \`npm run db:migrate\` first`);
        return false;
      }
      const r = await seedDatabase(handle.db, content, { environment: settings.environment, clock: systemClock, argon2MemoryKiB: settings.argon2MemoryKiB });
      const parts = [r.content ? `content seeded (version ${r.contentVersion.slice(0, 12)})` : 'content unchanged'];
      if (r.demoAccounts) parts.push('demo accounts created');
      if (r.localJwtSecret) parts.push('local JWT secret stored');
      if (r.demoJourney) parts.push('demo student played to the desert map');
      log(`db seed: ${parts.join(', ')}`);
    } else {
      const r = await checkDatabase(handle, content);
      if (!r.ok) {
        log(`db check: the database is not ready:\n${r.problems.map((p) => `  - ${p}`).join('\n')}`);
        return false;
      }
      log(`db check: schema current, content version ${r.expectedContentVersion.slice(0, 12)}`);
    }
  }
  return true;
}

const USAGE = `usage: tsx scripts/db.ts [--neon] <migrate|seed|check>...
  DATABASE_URL  PostgreSQL server (Neon's serverless driver with --neon or a *.neon.tech host)
  DATA_DIR      embedded PGlite folder when DATABASE_URL is unset (default .data/pglite)
  NODE_ENV      production skips the demo accounts and the local JWT secret`;

/**
 * The command line: parses `argv` (the arguments after the script) and `env`, opens the database,
 * runs the steps and closes it. Returns the exit code (0 done, 1 not ready, 2 usage).
 */
export async function runDbCommand(argv: string[], env: Record<string, string | undefined>, log = (line: string) => console.log(line)): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { neon: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } });
  } catch (e) {
    log(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    log(USAGE);
    return 0;
  }
  const steps = z.array(z.enum(DB_STEPS)).min(1).safeParse(parsed.positionals);
  if (!steps.success) {
    log(`Unknown or missing step: ${parsed.positionals.join(' ') || '(none)'}\n${USAGE}`);
    return 2;
  }
  const envParsed = dbEnvSchema.safeParse(env);
  if (!envParsed.success) {
    log('Invalid environment: ' + envParsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return 2;
  }
  const e = envParsed.data;
  if (parsed.values.neon && !e.DATABASE_URL) {
    log('--neon needs DATABASE_URL (the Neon connection string).');
    return 2;
  }
  const handle = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR, neon: parsed.values.neon || undefined });
  try {
    log(`db: ${handle.kind} at ${handle.where}`);
    const environment = handle.kind === 'neon' ? 'production' : e.NODE_ENV;
    return (await runDbSteps(handle, steps.data, { environment, argon2MemoryKiB: e.ARGON2_MEMORY_KIB, log })) ? 0 : 1;
  } finally {
    await handle.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (invokedDirectly) {
  try {
    process.exitCode = await runDbCommand(process.argv.slice(2), process.env);
  } catch (e) {
    console.error(`db: ${(e as Error).message}`);
    process.exitCode = 1;
  }
}
