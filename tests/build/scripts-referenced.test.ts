/**
 * Every command and file that package.json, wrangler.toml, the README, docs/database.md and CI name
 * exists: `npm run X` is a package.json script, a script's `tsx <file>` is a file, a path written in
 * backticks is a file. And `npm run build:workers`' copy step puts assets/ into the client build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** Repository files named in `text`: tokens like `dir/name.ext` (not URLs, globs, templates or absolute paths). */
function filesNamed(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?<![\w/.:{*-])((?:\.\/)?[A-Za-z_.][\w.-]*(?:\/[\w.-]+)+\.[a-z]{1,4})(?![\w/{*])/g)) found.add(m[1]!);
  return [...found];
}
const npmRuns = (text: string) => [...new Set([...text.matchAll(/npm run (?:--silent |-s )?"?([\w:-]+)/g)].map((m) => m[1]!))];

describe('commands and files named by package.json, wrangler.toml, the README and CI', () => {
  const docs = ['README.md', 'wrangler.toml', 'docs/database.md', '.ci/run'];

  it('every package.json script names existing files and existing npm scripts', () => {
    const named = Object.values(scripts).flatMap(filesNamed);
    expect(named).toContain('scripts/db.ts');
    expect(named.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
    expect(Object.values(scripts).flatMap(npmRuns).filter((s) => !(s in scripts))).toEqual([]);
    expect(scripts['db:migrate']).toBe('tsx scripts/db.ts migrate');
    expect(scripts['db:seed']).toBe('tsx scripts/db.ts seed');
    expect(scripts['db:check']).toBe('tsx scripts/db.ts check');
  });

  it.each(docs)('%s names only npm scripts that exist', (doc) => {
    const runs = npmRuns(read(doc));
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.filter((s) => !(s in scripts))).toEqual([]);
  });

  it.each(docs.filter((d) => d !== '.ci/run'))('%s names only files that exist', (doc) => {
    const named = filesNamed(read(doc));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
  });

  it("wrangler.toml's entry exists and its deploy recipe uses the database script", () => {
    const toml = read('wrangler.toml');
    expect(existsSync(join(ROOT, /^main = "([^"]+)"/m.exec(toml)![1]!))).toBe(true);
    expect(npmRuns(toml)).toEqual(expect.arrayContaining(['db:migrate', 'db:seed', 'db:check', 'build:workers']));
  });
});

describe('npm run build:workers, copy step (scripts/build-workers-assets.ts)', () => {
  const run = (dir: string) =>
    spawnSync(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'build-workers-assets.ts'), dir], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

  it('copies assets/ into the client build folder, and refuses when the client is not built', () => {
    const out = mkdtempSync(join(tmpdir(), 'workers-client-'));
    try {
      const r = run(out);
      expect(r.stdout).toContain(`assets/ copied to ${join(out, 'assets')}`);
      expect(r.status).toBe(0);
      expect(readFileSync(join(out, 'assets', 'maps', 'ocean.json'), 'utf8')).toBe(read('assets/maps/ocean.json'));
      const missing = run(join(out, 'nothing-here'));
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('build the client first (npm run build)');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
