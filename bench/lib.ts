/**
 * Helpers shared by the benchmarks (bench/*.ts): the production client build, text tables,
 * percentiles, the machine's load and where results go. Nothing here measures anything.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RESULTS_DIR = join(ROOT, 'bench', 'results');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The flags every benchmark's Chromium runs with (headless, software rendering, no background traffic). */
export const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** The value at quantile `p` (0..1) of an ascending array; 0 for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** The median of any array (the lower middle for an even length). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Rounds to `digits` decimals. */
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** The same table in Markdown (for bench/results/summary.md). */
export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const line = (r: (string | number)[]) => `| ${r.map(String).join(' | ')} |`;
  return [line(headers), line(headers.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

/** The 1, 5 and 15 minute load averages and the core count, e.g. "load 3.1 / 2.8 / 2.0 on 2 cores". */
export function machineLoad(): string {
  const [a, b, c] = loadavg().map((n) => n.toFixed(1));
  return `load ${a} / ${b} / ${c} on ${cpus().length} cores`;
}

/**
 * Builds the client for production (`vite build`) unless BENCH_NO_BUILD=1 (the suite runner builds
 * once). Always NODE_ENV=production: under the e2e server's NODE_ENV=test a build bundles React's
 * development build. Returns dist/client/index.html so a caller can tell if a server rebuilt it.
 */
export function buildClient(): string {
  if (process.env.BENCH_NO_BUILD !== '1') {
    console.log('Building the client for production (vite build)…');
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  return readFileSync(join(ROOT, 'dist', 'client', 'index.html'), 'utf8');
}

/** Writes `bench/results/<name>` as pretty JSON; returns its path. */
export function writeResult(name: string, data: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, name);
  writeFileSync(path, JSON.stringify(data, null, 2) + '\n');
  return path;
}

/** Whether the module at `metaUrl` is the script node was started with (run alone, not imported by run.ts). */
export function isMain(metaUrl: string): boolean {
  return process.argv[1] !== undefined && fileURLToPath(metaUrl) === process.argv[1];
}
