/**
 * vitest global setup (both projects, once per run in the main process): builds the migrated and
 * seeded template every test file's database is cloned from (tests/helpers/databases.ts), so files
 * skip migrating and seeding. Without TEST_DATABASE_URL: a PGlite dump under os.tmpdir(); with it:
 * the server database `<db>_template`. Teardown removes the template and, on the server, any
 * per-file database still there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite } from '../../db/drivers/node';
import { dropServerDatabases, listServerFileDatabases, migrateAndSeedTestDatabase, recreateServerDatabase, serverTemplateName } from './databases';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = serverTemplateName(url);
    const handle = await openDatabase({ databaseUrl: await recreateServerDatabase(url, name) });
    try {
      await migrateAndSeedTestDatabase(handle);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
      await handle.close();
    }
    project.provide('testTemplate', { kind: 'server', database: name });
    return async () => dropServerDatabases(url, [name, ...(await listServerFileDatabases(url))], { force: true });
  }
  const dir = await mkdtemp(join(tmpdir(), 'monsterific-test-template-'));
  const file = join(dir, 'template.tar');
  const handle = await openPglite();
  try {
    await migrateAndSeedTestDatabase(handle);
    await handle.dumpDataDir(file);
  } finally {
    await handle.close();
  }
  project.provide('testTemplate', { kind: 'pglite', file });
  return () => rm(dir, { recursive: true, force: true });
}
