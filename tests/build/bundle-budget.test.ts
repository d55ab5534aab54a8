/**
 * The bundle budget (issue 21 "Light pages" and "Budgets checked in CI"): the gzipped JavaScript
 * each page loads (the entry plus the route's lazy screens and their static imports, read from the
 * Vite manifest) stays within ui/bundle-budgets.json; the landing and login pages at most 120,000
 * bytes. Sizes, never timings.
 *
 * It reads the client that `npm test`'s build phase has just built with `--manifest` (named by
 * BUILT_CLIENT_ENV, dist/client); run alone (`--only unit`, a bare vitest run) it builds the client
 * with `--manifest` into a temporary folder itself (4-10 s). `npm run build` and the deploys'
 * `build:workers` write no manifest; the one in npm test's dist/client lists only source file names.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetsSchema, BUILT_CLIENT_ENV, checkBudgets, MANIFEST_PATH, type Budgets } from '../../scripts/lib/route-bundles';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const budgets: Budgets = budgetsSchema.parse(JSON.parse(readFileSync(join(ROOT, 'ui', 'bundle-budgets.json'), 'utf8')));

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/**
 * The client build with its manifest: npm test's build phase's (BUILT_CLIENT_ENV), else a production
 * build of its own in a temporary folder.
 * @throws when the variable names a folder without a manifest (the build phase lost its --manifest)
 */
function clientWithManifest(): string {
  const built = process.env[BUILT_CLIENT_ENV];
  if (built) {
    if (!existsSync(join(built, MANIFEST_PATH))) throw new Error(`${BUILT_CLIENT_ENV} names ${built}, which has no ${MANIFEST_PATH}: build it with --manifest`);
    return built;
  }
  const out = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  temporary.push(out);
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--manifest', '--outDir', out, '--emptyOutDir'], {
    cwd: ROOT,
    // vitest sets NODE_ENV=test, which would build React's development runtime.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
    timeout: 180_000,
  });
  return out;
}

describe('bundle budget of the client build', () => {
  it('every route loads no more gzipped JS than its budget; the landing pages (with the cookie banner) and the login page at most 120,000 bytes', () => {
    expect(budgets.routes['/']?.gzip_bytes).toBeLessThanOrEqual(120_000);
    expect(budgets.routes['/login']?.gzip_bytes).toBeLessThanOrEqual(120_000);
    // Issue 14: every landing page, with its cookie banner, at most 120,000 bytes.
    const landing = Object.keys(budgets.routes).filter((r) => r === '/' || /^\/lp\/[\w-]+$/.test(r));
    expect(landing).toHaveLength(8);
    for (const route of landing) expect(budgets.routes[route]!.gzip_bytes, route).toBeLessThanOrEqual(120_000);
    const dir = clientWithManifest();
    const { sizes, problems } = checkBudgets(dir, budgets);
    expect(problems).toEqual([]);
    expect(sizes.map((s) => s.route)).toEqual(Object.keys(budgets.routes));
    // The light pages carry no game, validation or video code.
    const light = sizes.filter((s) => s.route === '/login' || landing.includes(s.route));
    expect(light).toHaveLength(9);
    // ...and no funnel before the play button (issue 14).
    for (const s of light) expect(s.files.join(' '), s.route).not.toMatch(/Phaser|MathScreen|zod|VideoStage|MyAccount|Funnel/);
    // The game route loads Phaser (a budget of nothing would prove nothing).
    expect(sizes.find((s) => s.route === '/math')!.files.join(' ')).toMatch(/PhaserGame/);

    // The same build fails a budget one byte under a route's size.
    const login = sizes.find((s) => s.route === '/login')!;
    const tight: Budgets = { routes: { ...budgets.routes, '/login': { screens: budgets.routes['/login']!.screens, gzip_bytes: login.bytes - 1 } } };
    expect(checkBudgets(dir, tight).problems).toEqual([expect.stringMatching(/^\/login loads \d+ bytes of gzipped JS, over its budget of \d+/)]);
  }, 200_000);
});

describe('checkBudgets on a small build of known sizes', () => {
  /** A client folder: an entry importing a shared chunk, a lazy screen importing it too. */
  function smallBuild(screenBytes: number): string {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-budget-small-'));
    temporary.push(dir);
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'static'));
    // Random bytes do not compress: gzip adds a few dozen bytes, so sizes are known to ±100.
    const file = (name: string, bytes: number) => writeFileSync(join(dir, 'static', name), randomBytes(bytes));
    file('index.js', 10_000);
    file('shared.js', 5_000);
    file('Screen.js', screenBytes);
    const manifest = {
      'index.html': { file: 'static/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['screens/Screen.tsx'] },
      '_shared.js': { file: 'static/shared.js' },
      'screens/Screen.tsx': { file: 'static/Screen.js', isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
    };
    writeFileSync(join(dir, MANIFEST_PATH), JSON.stringify(manifest));
    return dir;
  }
  const budget = (screens: string[]): Budgets => ({ routes: { '/': { screens: [], gzip_bytes: 15_200 }, '/screen': { screens, gzip_bytes: 20_300 } } });

  it('counts the entry, the screen and their static imports once each', () => {
    const { sizes, problems } = checkBudgets(smallBuild(5_000), budget(['screens/Screen.tsx']));
    expect(problems).toEqual([]);
    expect(sizes.map((s) => [s.route, s.files])).toEqual([
      ['/', ['static/index.js', 'static/shared.js']],
      ['/screen', ['static/index.js', 'static/shared.js', 'static/Screen.js']],
    ]);
    expect(sizes[1]!.bytes).toBeGreaterThan(20_000);
  });

  it('fails a route that grew past its budget, a lazy screen with no budget and a budgeted screen the build lacks', () => {
    expect(checkBudgets(smallBuild(6_000), budget(['screens/Screen.tsx'])).problems).toEqual([expect.stringMatching(/^\/screen loads 2\d{4} bytes of gzipped JS, over its budget of 20300/)]);
    expect(checkBudgets(smallBuild(5_000), budget([])).problems).toEqual(['screens/Screen.tsx is a lazy screen of the entry with no route in the budget file']);
    const renamed = checkBudgets(smallBuild(5_000), { routes: { ...budget(['screens/Screen.tsx']).routes, '/old': { screens: ['screens/Old.tsx'], gzip_bytes: 99_999 } } });
    expect(renamed.problems).toEqual(['/old: the build manifest has no chunk for "screens/Old.tsx"']);
  });
});
