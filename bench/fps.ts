/**
 * `npm run bench:fps`: frame rate of the game's map and level scenes against an empty Phaser scene
 * of the same size, in the same browser and run (issue 21 part 3: target ratio >= 0.95). Not a
 * test: it prints a table and writes `bench/results/fps.json` (git-ignored). bench/run.ts calls
 * `runFpsBench` on its own server.
 *
 * Scenes are opened through the designer routes (development only), which create the game exactly
 * as play does: `/dev/empty` (the game with no scene shown: the baseline), `/dev/maps/ocean` and
 * `/dev/levels/2` with every sprite revealed. Frames are counted with requestAnimationFrame, which
 * Phaser's loop runs on, so a scene that cannot keep up shows as fewer frames; the frames the game
 * actually drew are counted too (`drawn/s`: it redraws only when something visibly changed).
 * Scenes are measured in interleaved rounds (empty, map, level, empty, …) and each round's ratio
 * is taken against that round's empty scene, so the machine's load moves both sides alike.
 *
 * Environment (when run alone): BENCH_SECONDS (per scene and round, default 4), BENCH_ROUNDS
 * (default 3), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { z } from 'zod';
import type { GameTestState } from '../game/test-hook';
import { startServer } from '../tests/e2e/server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results', 'fps.json');
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const VIEWPORT = { width: 1280, height: 800 };
/** Let textures, tweens and the JIT settle before counting. */
const WARM_UP_MS = 1500;

export interface FpsOptions {
  /** Server to measure (a development build: the /dev routes); without it, builds and starts one. */
  baseUrl?: string;
  /** Measuring time per scene and round, s (default 4). */
  seconds?: number;
  /** Interleaved rounds (default 3); figures are medians over rounds. */
  rounds?: number;
  /** Chromium binary (default /usr/bin/chromium). */
  chromiumPath?: string;
}

/** One scene's figures: medians over the rounds. */
export interface FpsRow {
  scene: 'empty' | 'MapScene' | 'LevelScene';
  route: string;
  detail: string;
  /** Animation frames per second the browser delivered (requestAnimationFrame). */
  fps: number;
  /** Frames per second the game actually drew (redraws happen only when something changed). */
  drawnPerSecond: number;
  frameMsP50: number;
  frameMsP95: number;
  frameMsMax: number;
  /** Frames longer than 50 ms (a visible hitch), summed over rounds. */
  longFrames: number;
  /** fps / the empty scene's fps in the same round (median over rounds); 1 for the baseline. */
  ratio: number;
  /** Each round's fps, in order. */
  fpsPerRound: number[];
}

export interface FpsResult {
  date: string;
  chromium: string;
  chromiumArgs: string[];
  viewport: { width: number; height: number };
  secondsPerScene: number;
  rounds: number;
  rows: FpsRow[];
}

interface Window {
  frames: number;
  durationMs: number;
  fps: number;
  drawnPerSecond: number;
  deltas: number[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!);
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Counts animation frames (and the game's drawn frames) in the page for `ms` milliseconds. */
async function measureFrames(page: Page, ms: number): Promise<Window> {
  // A string, not a function: tsx compiles named inner functions with a `__name` helper the page lacks.
  const { stamps, drawn } = await page.evaluate<{ stamps: number[]; drawn: number }>(`new Promise((resolve) => {
    const times = [];
    let draws0 = 0;
    const tick = (t) => {
      if (times.length === 0) draws0 = window.__MONSTERIFIC_DRAWS__ || 0;
      times.push(t);
      if (t - times[0] < ${ms}) requestAnimationFrame(tick);
      else resolve({ stamps: times, drawn: (window.__MONSTERIFIC_DRAWS__ || 0) - draws0 });
    };
    requestAnimationFrame(tick);
  })`);
  const deltas = stamps.slice(1).map((t, i) => t - stamps[i]!);
  const durationMs = stamps.at(-1)! - stamps[0]!;
  return { frames: deltas.length, durationMs, fps: (deltas.length / durationMs) * 1000, drawnPerSecond: (drawn / durationMs) * 1000, deltas };
}

async function gameState(page: Page): Promise<GameTestState | null> {
  return page.evaluate(() => (window as unknown as { __MONSTERIFIC_STATE__?: GameTestState }).__MONSTERIFIC_STATE__ ?? null);
}

/** Polls the page until `ready` holds (scenes load their textures asynchronously). */
async function waitFor(page: Page, what: string, ready: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; state: ${JSON.stringify(await gameState(page))}`);
    await page.waitForTimeout(100);
  }
}

interface SceneSpec {
  scene: FpsRow['scene'];
  route: string;
  /** Resolves to the row's detail once the scene is drawn and settled. */
  open(page: Page, baseUrl: string): Promise<string>;
}

const SCENES: SceneSpec[] = [
  {
    scene: 'empty',
    route: '/dev/empty',
    async open(page, baseUrl) {
      await page.goto(baseUrl + '/dev/empty');
      await waitFor(page, 'the empty stage', async () => page.evaluate(() => ((window as unknown as { __MONSTERIFIC_DRAWS__?: number }).__MONSTERIFIC_DRAWS__ ?? 0) > 0));
      return 'empty Phaser scene, same stage and config';
    },
  },
  {
    scene: 'MapScene',
    route: '/dev/maps/ocean',
    async open(page, baseUrl) {
      await page.goto(baseUrl + '/dev/maps/ocean');
      await waitFor(page, 'the ocean map', async () => {
        const s = await gameState(page);
        return s?.scene === 'MapScene' && s.monsterLevel !== null;
      });
      return 'ocean map, 16 nodes';
    },
  },
  {
    scene: 'LevelScene',
    route: '/dev/levels/2',
    async open(page, baseUrl) {
      await page.goto(baseUrl + '/dev/levels/2');
      let detail = '';
      await waitFor(page, 'level 2 fully revealed', async () => {
        const s = await gameState(page);
        detail = `level 2, ${s?.revealedSprites}/${s?.totalSprites} sprites`;
        return s?.scene === 'LevelScene' && s.level === 2 && s.totalSprites > 0 && s.revealedSprites === s.totalSprites;
      });
      return detail;
    },
  },
];

/**
 * Measures the empty stage, the map and the level in `rounds` interleaved rounds on `baseUrl` (or
 * on a server it builds and starts). Returns one row per scene, medians over rounds; prints nothing.
 */
export async function runFpsBench(options: FpsOptions = {}): Promise<FpsResult> {
  const seconds = options.seconds ?? 4;
  const rounds = options.rounds ?? 3;
  let stopServer = async () => {};
  let baseUrl = options.baseUrl;
  if (!baseUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'monsterific-fps-'));
    const server = await startServer(dataDir);
    baseUrl = server.url;
    stopServer = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const browser = await chromium.launch({ executablePath: options.chromiumPath ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  const windows = new Map<FpsRow['scene'], { detail: string; w: Window }[]>(SCENES.map((s) => [s.scene, []]));
  try {
    // Full motion: with reduced motion the game stops its idle tweens (game/motion.ts) and the map
    // would be measured standing still. The page's own CSS animations (the preview's pulsing "Live"
    // dot) run on all three pages, the empty one included, so the ratios stay fair.
    const page = await browser.newPage({ viewport: VIEWPORT, reducedMotion: 'no-preference' });
    await page.addInitScript(() => {
      (window as unknown as { __MONSTERIFIC_TEST__: boolean }).__MONSTERIFIC_TEST__ = true;
    });
    for (let r = 0; r < rounds; r++) {
      for (const spec of SCENES) {
        const detail = await spec.open(page, baseUrl);
        await page.waitForTimeout(WARM_UP_MS);
        windows.get(spec.scene)!.push({ detail, w: await measureFrames(page, seconds * 1000) });
        const failed = (await gameState(page))?.failedTextures ?? [];
        if (failed.length) console.warn(`warning: textures failed to load: ${failed.join(', ')}`);
      }
    }
    const baseline = windows.get('empty')!;
    const rows = SCENES.map((spec): FpsRow => {
      const ws = windows.get(spec.scene)!;
      const deltas = ws.flatMap(({ w }) => w.deltas).sort((a, b) => a - b);
      return {
        scene: spec.scene,
        route: spec.route,
        detail: ws[0]!.detail,
        fps: round1(median(ws.map(({ w }) => w.fps))),
        drawnPerSecond: round1(median(ws.map(({ w }) => w.drawnPerSecond))),
        frameMsP50: round1(percentile(deltas, 0.5)),
        frameMsP95: round1(percentile(deltas, 0.95)),
        frameMsMax: round1(deltas.at(-1) ?? 0),
        longFrames: deltas.filter((d) => d > 50).length,
        ratio: round2(median(ws.map(({ w }, i) => w.fps / baseline[i]!.w.fps))),
        fpsPerRound: ws.map(({ w }) => round1(w.fps)),
      };
    });
    return { date: new Date().toISOString(), chromium: browser.version(), chromiumArgs: CHROMIUM_ARGS, viewport: VIEWPORT, secondsPerScene: seconds, rounds, rows };
  } finally {
    await browser.close();
    await stopServer();
  }
}

/** The result as a plain-text table (with a heading naming the browser and sizes). */
export function formatFpsTable(result: FpsResult): string {
  const headers = ['scene', 'fps', 'ratio', 'drawn/s', 'p50 ms', 'p95 ms', 'max ms', '>50 ms', 'fps per round'];
  const rows = result.rows.map((r) => [`${r.scene} (${r.detail})`, r.fps, r.ratio.toFixed(2), r.drawnPerSecond, r.frameMsP50, r.frameMsP95, r.frameMsMax, r.longFrames, r.fpsPerRound.join(' / ')].map(String));
  const cells = [headers, ...rows];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const title = `Frame rate, headless Chromium ${result.chromium} (software WebGL, --disable-gpu), ${result.viewport.width}x${result.viewport.height}, ${result.rounds} rounds x ${result.secondsPerScene} s per scene; ratio = fps / empty scene's fps in the same round (median)`;
  return [title, '', line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

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
  const env = z
    .object({
      BENCH_SECONDS: z.coerce.number().positive().max(120).default(4),
      BENCH_ROUNDS: z.coerce.number().int().min(1).max(20).default(3),
      CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    })
    .parse(process.env);
  const builtIndex = buildClient();
  console.log('Starting the server and measuring…');
  const result = await runFpsBench({ seconds: env.BENCH_SECONDS, rounds: env.BENCH_ROUNDS, chromiumPath: env.CHROMIUM_PATH });
  if (readFileSync(join(ROOT, 'dist', 'client', 'index.html'), 'utf8') !== builtIndex) {
    console.warn('warning: the server rebuilt the client (a source changed meanwhile) under NODE_ENV=test: frame rates are of a development build.');
  }
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify(result, null, 2) + '\n');
  console.log('\n' + formatFpsTable(result) + `\n\nWrote ${RESULTS}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
