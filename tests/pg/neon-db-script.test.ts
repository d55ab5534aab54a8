/**
 * The Workers/Neon deploy path of the database script: `db migrate seed check --neon` through
 * Neon's serverless driver (WebSocket Pool, as the Workers entry uses) and drizzle's neon migrator,
 * against an empty database of this file's own on the PostgreSQL server (next to TEST_DATABASE_URL's,
 * dropped afterwards) behind tests/helpers/neon-proxy.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedMigrations, openDatabase } from '../../db/drivers/node';
import { parents } from '../../db/schema';
import { loadContentOrThrow } from '../../db/seed/content';
import { runDbCommand } from '../../scripts/db';
import { contentVersion, DEMO_ACCOUNTS, seededContentVersion } from '../../worker/seed/seed';
import { createServerDatabase, type ServerDatabase } from '../helpers/databases';
import { useNeonProxy } from '../helpers/neon-proxy';

let url = '';
let database: ServerDatabase | undefined;

useNeonProxy();
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server database for these tests.');
  database = await createServerDatabase(process.env.TEST_DATABASE_URL, null);
  url = database.url;
});
afterAll(() => database?.drop());

describe('db migrate | seed | check with --neon (the Workers deploy recipe)', () => {
  it('migrates with the neon migrator, seeds content as production (no demo accounts), and the check passes; a second seed is a no-op', async () => {
    const lines: string[] = [];
    const env = { DATABASE_URL: url, NODE_ENV: 'development' };
    expect(await runDbCommand(['migrate', 'seed', 'check', '--neon'], env, (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toMatch(/^db: neon at postgres/);
    expect(lines).toContain(`db migrate: applied ${committedMigrations().length} migration(s): ${committedMigrations().map((m) => m.tag).join(', ')}`);
    expect(lines[2]).toMatch(/^db seed: content seeded \(version [0-9a-f]{12}\)$/);
    expect(lines[3]).toMatch(/^db check: schema current/);
    lines.length = 0;
    expect(await runDbCommand(['seed', '--neon'], env, (l) => lines.push(l))).toBe(0);
    expect(lines[1]).toBe('db seed: content unchanged');

    const handle = await openDatabase({ databaseUrl: url });
    try {
      expect(handle.kind).toBe('node-postgres');
      expect(await seededContentVersion(handle.db)).toBe(await contentVersion(loadContentOrThrow()));
      expect(await handle.db.$count(parents, eq(parents.email, DEMO_ACCOUNTS.parent.email))).toBe(0);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
