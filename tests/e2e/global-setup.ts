/**
 * Playwright global setup: migrates and seeds ONE embedded database with the database script
 * (`scripts/db.ts migrate seed`, exactly as `npm start` does) into a template folder, which every
 * spec's server then starts from a copy of (tests/e2e/server.ts). Each spec still gets its own
 * database; it just skips the migrations and the content seed, which are the same for all.
 * It also bundles the server once (server-bundle.ts), which every spec's server then runs.
 * Returns the teardown that removes the template.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './server-bundle';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The variable through which the specs' workers find the template folder. */
export const TEMPLATE_ENV = 'MONSTERIFIC_E2E_TEMPLATE_DIR';
/** The variable through which the specs' workers find the bundled server (tests/e2e/server.ts). */
export const SERVER_BUNDLE_ENV = 'MONSTERIFIC_E2E_SERVER_BUNDLE';

export default async function globalSetup(): Promise<() => void> {
  process.env[SERVER_BUNDLE_ENV] = await bundleServer();
  const dir = mkdtempSync(join(tmpdir(), 'monsterific-e2e-template-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'db.ts'), 'migrate', 'seed'], { cwd: ROOT, env, stdio: 'pipe' });
  // Workers are started after global setup and inherit its environment (Playwright docs, "globalSetup").
  process.env[TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
