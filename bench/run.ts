/**
 * `npm run bench`: frame rate of the game scenes in headless Chromium (bench/fps.ts), and the size of the
 * client's JavaScript. Not a test: it prints a table and writes `bench/results/latest.json`
 * (git-ignored) so runs can be compared. See bench/README.md.
 *
 * Scenes are opened through the designer preview routes (development only), which draw the real
 * MapScene and LevelScene without an account: `/dev/maps/ocean` and `/dev/levels/2` with every
 * sprite revealed. Frames are counted with requestAnimationFrame, which Phaser's loop runs on, so
 * a scene that cannot keep up shows as fewer frames.
 *
 * Environment: BENCH_SECONDS (measuring time per scene, default 5), CHROMIUM_PATH (default
 * /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { startServer } from '../tests/e2e/server';
import { formatFpsTable, runFpsBench, type FpsResult } from './fps';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STATIC_DIR = join(ROOT, 'dist', 'client', 'static');
const RESULTS = join(ROOT, 'bench', 'results', 'latest.json');

const env = z
  .object({
    BENCH_SECONDS: z.coerce.number().positive().max(120).default(5),
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  })
  .parse(process.env);

interface ChunkResult {
  name: string;
  files: string[];
  bytes: number;
  gzipBytes: number;
}

/** Static `import ... from "./x.js"` targets of a built chunk (Rolldown's minified output). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(STATIC_DIR, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

function chunkSize(name: string, files: string[]): ChunkResult {
  const buffers = files.map((f) => readFileSync(join(STATIC_DIR, f)));
  return { name, files, bytes: buffers.reduce((n, b) => n + b.length, 0), gzipBytes: buffers.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) };
}

/**
 * Sizes of the entry chunk (what every page loads) and of the lazily loaded game route: the
 * `MathScreen-*.js` chunk alone, and with the chunks it imports statically beyond the entry
 * (Phaser sits in a chunk shared with the level preview, so MathScreen-*.js alone is small).
 */
function chunkSizes(): ChunkResult[] {
  const html = readFileSync(join(ROOT, 'dist', 'client', 'index.html'), 'utf8');
  const entry = /src="\/static\/([^"]+\.js)"/.exec(html)?.[1];
  const math = readdirSync(STATIC_DIR).find((f) => /^MathScreen-.*\.js$/.test(f));
  if (!entry || !math) throw new Error('dist/client is not built (entry or MathScreen chunk missing): run `npx vite build`.');
  const closure = new Set<string>();
  const visit = (f: string) => {
    if (f === entry || closure.has(f)) return;
    closure.add(f);
    for (const dep of staticImports(f)) visit(dep);
  };
  visit(math);
  const css = readdirSync(STATIC_DIR).filter((f) => /^index-.*\.css$/.test(f));
  return [chunkSize('entry chunk (index-*.js)', [entry]), chunkSize('entry stylesheet (index-*.css)', css), chunkSize('MathScreen-*.js alone', [math]), chunkSize('game route: MathScreen + its imports', [...closure])];
}

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * Builds the client for production first. The server helper runs with NODE_ENV=test, and a build
 * started under it (start.ts rebuilds a stale client) bundles React's development build.
 */
function buildClient(): string {
  console.log('Building the client for production (vite build)…');
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return readFileSync(join(ROOT, 'dist', 'client', 'index.html'), 'utf8');
}

async function main() {
  const builtIndex = buildClient();
  const dataDir = mkdtempSync(join(tmpdir(), 'monsterific-bench-'));
  console.log('Starting the server…');
  const server = await startServer(dataDir);
  if (readFileSync(join(ROOT, 'dist', 'client', 'index.html'), 'utf8') !== builtIndex) {
    console.warn('warning: the server rebuilt the client (a source changed meanwhile) under NODE_ENV=test: sizes and frame rates are of a development build.');
  }
  let fps: FpsResult;
  try {
    fps = await runFpsBench({ baseUrl: server.url, seconds: env.BENCH_SECONDS, chromiumPath: env.CHROMIUM_PATH });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const chunks = chunkSizes();
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    chromium: fps.chromium,
    viewport: fps.viewport,
    chromiumArgs: fps.chromiumArgs,
    secondsPerScene: env.BENCH_SECONDS,
    scenes: fps.rows,
    chunks,
  };
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify(result, null, 2) + '\n');

  console.log('\n' + formatFpsTable(fps));
  console.log('\nClient JavaScript (dist/client/static, gzip -9)\n');
  console.log(table(['chunk', 'bytes', 'gzip bytes', 'size', 'gzip'], chunks.map((c) => [c.name, c.bytes, c.gzipBytes, kb(c.bytes), kb(c.gzipBytes)])));
  console.log(`\nWrote ${RESULTS}`);
}

await main();
