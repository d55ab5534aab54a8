/**
 * `npm run bench`: frame rate of the game scenes in headless Chromium, and the size of the
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
import { chromium, type Page } from 'playwright-core';
import { z } from 'zod';
import type { GameTestState } from '../game/test-hook';
import { startServer } from '../tests/e2e/server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STATIC_DIR = join(ROOT, 'dist', 'client', 'static');
const RESULTS = join(ROOT, 'bench', 'results', 'latest.json');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const VIEWPORT = { width: 1280, height: 800 };
/** Let textures, tweens and the JIT settle before counting. */
const WARM_UP_MS = 1500;

const env = z
  .object({
    BENCH_SECONDS: z.coerce.number().positive().max(120).default(5),
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  })
  .parse(process.env);

/** Frame statistics over one measuring window. */
interface FrameStats {
  frames: number;
  durationMs: number;
  fps: number;
  frameMsP50: number;
  frameMsP95: number;
  frameMsMax: number;
  /** Frames longer than 50 ms (a visible hitch). */
  longFrames: number;
}

interface SceneResult extends FrameStats {
  scene: string;
  route: string;
  detail: string;
}

interface ChunkResult {
  name: string;
  files: string[];
  bytes: number;
  gzipBytes: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Counts animation frames in the page for `ms` milliseconds. */
async function measureFrames(page: Page, ms: number): Promise<FrameStats> {
  // A string, not a function: tsx compiles named inner functions with a `__name` helper the page lacks.
  const stamps = await page.evaluate<number[]>(`new Promise((resolve) => {
    const times = [];
    const tick = (t) => {
      times.push(t);
      if (t - times[0] < ${ms}) requestAnimationFrame(tick);
      else resolve(times);
    };
    requestAnimationFrame(tick);
  })`);
  const deltas = stamps.slice(1).map((t, i) => t - stamps[i]!);
  const durationMs = stamps.at(-1)! - stamps[0]!;
  const sorted = [...deltas].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    frames: deltas.length,
    durationMs: Math.round(durationMs),
    fps: round((deltas.length / durationMs) * 1000),
    frameMsP50: round(percentile(sorted, 0.5)),
    frameMsP95: round(percentile(sorted, 0.95)),
    frameMsMax: round(sorted.at(-1) ?? 0),
    longFrames: deltas.filter((d) => d > 50).length,
  };
}

async function gameState(page: Page): Promise<GameTestState | null> {
  return page.evaluate(() => (window as unknown as { __MONSTERIFIC_STATE__?: GameTestState }).__MONSTERIFIC_STATE__ ?? null);
}

/** Polls the test hook until `ready` holds (scenes load their textures asynchronously). */
async function waitFor(page: Page, what: string, ready: (s: GameTestState | null) => boolean, timeoutMs = 30_000): Promise<GameTestState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await gameState(page);
    if (s && ready(s)) return s;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; state: ${JSON.stringify(s)}`);
    await page.waitForTimeout(100);
  }
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
  const browser = await chromium.launch({ executablePath: env.CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const chromiumVersion = browser.version();
  const scenes: SceneResult[] = [];
  try {
    // Reduced motion stills the page's CSS animations (the preview's pulsing "Live" dot), so only
    // the canvas is measured; Phaser's tweens do not read it.
    const page = await browser.newPage({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      (window as unknown as { __MONSTERIFIC_TEST__: boolean }).__MONSTERIFIC_TEST__ = true;
    });
    const ms = env.BENCH_SECONDS * 1000;

    await page.goto(server.url + '/dev/maps/ocean');
    await waitFor(page, 'the ocean map', (s) => s?.scene === 'MapScene' && s.monsterLevel !== null);
    await page.waitForTimeout(WARM_UP_MS);
    scenes.push({ scene: 'MapScene', route: '/dev/maps/ocean', detail: 'ocean map, 16 nodes', ...(await measureFrames(page, ms)) });

    await page.goto(server.url + '/dev/levels/2');
    const level = await waitFor(page, 'level 2 fully revealed', (s) => s?.scene === 'LevelScene' && s.level === 2 && s.totalSprites > 0 && s.revealedSprites === s.totalSprites);
    await page.waitForTimeout(WARM_UP_MS);
    scenes.push({ scene: 'LevelScene', route: '/dev/levels/2', detail: `level 2, ${level.revealedSprites}/${level.totalSprites} sprites`, ...(await measureFrames(page, ms)) });
    const failed = (await gameState(page))?.failedTextures ?? [];
    if (failed.length) console.warn(`warning: textures failed to load: ${failed.join(', ')}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const chunks = chunkSizes();
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    chromium: chromiumVersion,
    viewport: VIEWPORT,
    chromiumArgs: CHROMIUM_ARGS,
    secondsPerScene: env.BENCH_SECONDS,
    scenes,
    chunks,
  };
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify(result, null, 2) + '\n');

  console.log(`\nFrame rate, headless Chromium ${result.chromium} (software rendering, --disable-gpu), ${VIEWPORT.width}x${VIEWPORT.height}, ${env.BENCH_SECONDS} s per scene\n`);
  console.log(table(['scene', 'fps', 'frames', 'p50 ms', 'p95 ms', 'max ms', '>50 ms'], scenes.map((s) => [`${s.scene} (${s.detail})`, s.fps, s.frames, s.frameMsP50, s.frameMsP95, s.frameMsMax, s.longFrames])));
  console.log('\nClient JavaScript (dist/client/static, gzip -9)\n');
  console.log(table(['chunk', 'bytes', 'gzip bytes', 'size', 'gzip'], chunks.map((c) => [c.name, c.bytes, c.gzipBytes, kb(c.bytes), kb(c.gzipBytes)])));
  console.log(`\nWrote ${RESULTS}`);
}

await main();
