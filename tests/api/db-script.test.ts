/**
 * The database script (scripts/db.ts) through its npm scripts, on a temporary PGlite folder, or on
 * an empty database of this file's own on the PostgreSQL server when TEST_DATABASE_URL is set (the
 * `pg` project; created next to that URL's database, dropped afterwards):
 * check refuses an empty database, migrate applies every migration, seed writes the content once
 * (the second run is a no-op), check then passes. The Node entry's boot only checks.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedMigrations, openDatabase, openPglite } from '../../db/drivers/node';
import { parents } from '../../db/schema';
import { loadContentOrThrow } from '../../db/seed/content';
import { runDbCommand } from '../../scripts/db';
import { prepare } from '../../worker/entry-node';
import { DatabaseNotReadyError, migrateDatabase } from '../../worker/seed/database';
import { contentVersion, DEMO_ACCOUNTS, seededContentVersion } from '../../worker/seed/seed';
import { createServerDatabase, type ServerDatabase } from '../helpers/databases';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const testServerUrl = process.env.TEST_DATABASE_URL;
/** The URL of this file's own server database (set in beforeAll), or undefined on PGlite. */
let serverUrl: string | undefined;
let serverDb: ServerDatabase | undefined;
let dataDir = '';

/** The environment naming the database under test (and nothing else of the caller's). */
function dbEnv(): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), NODE_ENV: 'test' };
  if (serverUrl) env.DATABASE_URL = serverUrl;
  else env.DATA_DIR = dataDir;
  return env;
}

/** Runs `npm run <script>` like a developer or CI would; returns its exit code and output. */
function npmRun(script: string): { code: number | null; out: string } {
  const r = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, env: dbEnv(), encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

beforeAll(async () => {
  if (testServerUrl) {
    // Not the template's copy: the script must start from an empty database.
    serverDb = await createServerDatabase(testServerUrl, null);
    serverUrl = serverDb.url;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'monsterific-db-script-'));
  }
});
afterAll(async () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await serverDb?.drop();
});

// One database's life cycle, in order (empty, migrated, seeded, content changed): never shuffled.
describe(`npm run db:* on ${testServerUrl ? 'the PostgreSQL server' : 'a temporary PGlite folder'}`, { shuffle: false }, () => {
  it('check fails on an empty database and names db:migrate; seed refuses to run before migrate', async () => {
    const lines: string[] = [];
    expect(await runDbCommand(['check'], dbEnv(), (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toContain(`${committedMigrations().length} migration(s) not applied`);
    expect(lines.join('\n')).toContain('npm run db:migrate');
    lines.length = 0;
    expect(await runDbCommand(['seed'], dbEnv(), (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toContain('run `npm run db:migrate` first');
  }, 120_000);

  it('migrate applies every committed migration; a second migrate has nothing to do', async () => {
    const first = npmRun('db:migrate');
    expect(first.out).toContain(`applied ${committedMigrations().length} migration(s): 0000_init`);
    expect(first.code).toBe(0);
    const lines: string[] = [];
    expect(await runDbCommand(['migrate'], dbEnv(), (l) => lines.push(l))).toBe(0);
    expect(lines).toContain('db migrate: nothing to apply, the schema is current');
  }, 180_000);

  it('the server boot refuses a migrated database whose content was never seeded, and writes nothing', async () => {
    const handle = await openDatabase({ databaseUrl: serverUrl, dataDir });
    const prepared = prepare({ handle, env: { NODE_ENV: 'test' } });
    await expect(prepared).rejects.toBeInstanceOf(DatabaseNotReadyError);
    await expect(prepared).rejects.toThrow('The content was never seeded: run `npm run db:seed`.');
    // prepare closed the handle it was given; reopen to look.
    const again = await openDatabase({ databaseUrl: serverUrl, dataDir });
    try {
      expect(await seededContentVersion(again.db)).toBeNull();
    } finally {
      await again.close();
    }
  }, 120_000);

  it('seed writes content and demo accounts once; the second seed is a no-op; check passes', async () => {
    const first = npmRun('db:seed');
    expect(first.out).toMatch(/db seed: content seeded \(version [0-9a-f]{12}\), demo accounts created, local JWT secret stored/);
    expect(first.code).toBe(0);
    // The second seed and the check in-process: the npm scripts' wiring is proven by the two spawns
    // above (db:check's by tests/build/scripts-referenced.test.ts), and a spawn costs ~8 s.
    const lines: string[] = [];
    expect(await runDbCommand(['seed'], dbEnv(), (l) => lines.push(l))).toBe(0);
    expect(lines).toContain('db seed: content unchanged');
    lines.length = 0;
    expect(await runDbCommand(['check'], dbEnv(), (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toMatch(/db check: schema current, content version [0-9a-f]{12}/);

    const handle = await openDatabase({ databaseUrl: serverUrl, dataDir });
    try {
      expect(await seededContentVersion(handle.db)).toBe(await contentVersion(loadContentOrThrow()));
      expect(await handle.db.$count(parents, eq(parents.email, DEMO_ACCOUNTS.parent.email))).toBe(1);
      // The boot check passes now and yields a configured app (the stored local JWT secret).
      const { deps } = await prepare({ handle, env: { NODE_ENV: 'test' } });
      expect(deps.config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    } finally {
      await handle.close();
    }
  }, 240_000);

  it('check names db:seed when the content on disk changed since the seed', async () => {
    const content = loadContentOrThrow();
    const changed = { ...content, maps: content.maps.map((m, i) => (i === 0 ? { ...m, title: `${m.title} (edited)` } : m)) };
    const handle = await openDatabase({ databaseUrl: serverUrl, dataDir });
    const prepared = prepare({ handle, content: changed, env: { NODE_ENV: 'test' } });
    await expect(prepared).rejects.toThrow(/The seeded content \(version [0-9a-f]{12}\) is not the content in assets\/ \(version [0-9a-f]{12}\): run `npm run db:seed`\./);
  }, 120_000);

  it('rejects an unknown step and a bad environment with exit code 2', async () => {
    const lines: string[] = [];
    expect(await runDbCommand(['migrat'], dbEnv(), (l) => lines.push(l))).toBe(2);
    expect(lines[0]).toContain('Unknown or missing step: migrat');
    expect(await runDbCommand([], dbEnv(), (l) => lines.push(l))).toBe(2);
    expect(await runDbCommand(['check'], { ...dbEnv(), DATABASE_URL: 'not a url' }, (l) => lines.push(l))).toBe(2);
    expect(lines.at(-1)).toContain('Invalid environment: DATABASE_URL');
    expect(await runDbCommand(['check', '--neon'], { NODE_ENV: 'test' }, (l) => lines.push(l))).toBe(2);
    expect(lines.at(-1)).toBe('--neon needs DATABASE_URL (the Neon connection string).');
  });
});

describe('migrations on a fresh in-memory database', () => {
  it('migrateDatabase applies all, then pendingMigrations is empty', async () => {
    const handle = await openPglite();
    try {
      expect(await handle.pendingMigrations()).toEqual(committedMigrations().map((m) => m.tag));
      expect(await migrateDatabase(handle)).toHaveLength(committedMigrations().length);
      expect(await handle.pendingMigrations()).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
