/**
 * `npm run bench`: the benchmark suite (issue 21 part 5). Builds the client once (production),
 * then runs, in this order, each printing its tables and writing its JSON under bench/results/
 * (git-ignored):
 * - http: autocannon on the main API routes vs a bare Hono route, PGlite and PostgreSQL (http.ts);
 * - ramp: the school-morning ramp on PostgreSQL (ramp.ts);
 * - lighthouse: mobile preset on /, /login and /math, median of 5 (lighthouse.ts);
 * - fps: frame rate of the map and a level against an empty Phaser scene (fps.ts);
 * - answer: the answer round trip in the browser, click → pressed and → feedback, with the
 *   server's Server-Timing (answer-latency.ts);
 * - sizes: the client's JavaScript sizes (sizes.ts).
 * Then writes bench/results/summary.md (committed) from every part's latest JSON, each figure
 * with the command that produced it, so a partial run keeps the other parts' last figures.
 *
 * Flags: `--only http,ramp` (some parts), `--skip lighthouse`. Each part reads its own BENCH_*
 * variables (see the part's file and bench/README.md).
 */
import { existsSync, readFileSync, rmSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { startServer } from '../tests/e2e/server';
import { formatFpsTable, runFpsBench, type FpsResult } from './fps';
import { HTTP_HEADERS, httpRowCells, runHttpBench, type HttpResult } from './http';
import { buildClient, CHROMIUM_PATH, machineLoad, RESULTS_DIR, table, writeResult } from './lib';
import { lighthouseTable, runLighthouseBench, type LighthouseResult } from './lighthouse';
import { rampKindTable, rampStepTable, runRampBench, type RampResult } from './ramp';
import { chunkSizes, sizesTable, type ChunkResult } from './sizes';
import { writeSummary } from './summary';
import { answerLatencyTable, runAnswerLatencyBench, type AnswerLatencyResult } from './answer-latency';

export const PARTS = ['http', 'ramp', 'lighthouse', 'fps', 'answer', 'sizes'] as const;
export type Part = (typeof PARTS)[number];

/** What every part's JSON carries besides its figures: when, how, on what load. */
export interface Provenance {
  command: string;
  seconds: number;
  loadBefore: string;
  loadAfter: string;
}

const { values } = parseArgs({ options: { only: { type: 'string' }, skip: { type: 'string' } } });
const list = (s: string | undefined) => (s ? s.split(',').map((p) => z.enum(PARTS).parse(p.trim())) : []);
const only = list(values.only);
const skip = list(values.skip);
const parts = PARTS.filter((p) => (only.length === 0 || only.includes(p)) && !skip.includes(p));

/** The command that reproduces one part: `npm run bench -- --only <part>` with the BENCH_* variables set now. */
function commandFor(part: Part): string {
  const vars = Object.entries(process.env)
    .filter(([k]) => k.startsWith('BENCH_') && k !== 'BENCH_NO_BUILD')
    .map(([k, v]) => `${k}=${v}`);
  return [...vars, `npm run bench -- --only ${part}`].join(' ');
}

/** Runs `part`'s measurement, prints its table and writes `<part>.json` with its provenance. */
async function step<T>(part: Part, run: () => Promise<T>, print: (r: T) => string): Promise<void> {
  console.log(`\n=== ${part} ===`);
  const loadBefore = machineLoad();
  const started = performance.now();
  const result = await run();
  const provenance: Provenance = { command: commandFor(part), seconds: Math.round((performance.now() - started) / 1000), loadBefore, loadAfter: machineLoad() };
  console.log('\n' + print(result));
  console.log(`\n(${part}: ${provenance.seconds} s; ${loadBefore} before, ${provenance.loadAfter} after) wrote ${writeResult(`${part}.json`, { ...result, provenance })}`);
}

/**
 * The frame-rate step: the /dev preview routes need a non-production server (tests/e2e/server.ts).
 * bench/fps.ts measures the map and a level against an empty Phaser scene (BENCH_SECONDS,
 * BENCH_ROUNDS as when it runs alone).
 */
async function fpsStep(): Promise<FpsResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'monsterific-bench-fps-'));
  const server = await startServer(dataDir);
  try {
    const env = z.object({ BENCH_SECONDS: z.coerce.number().positive().max(120).optional(), BENCH_ROUNDS: z.coerce.number().int().min(1).max(20).optional() }).parse(process.env);
    return await runFpsBench({ baseUrl: server.url, chromiumPath: CHROMIUM_PATH, ...(env.BENCH_SECONDS ? { seconds: env.BENCH_SECONDS } : {}), ...(env.BENCH_ROUNDS ? { rounds: env.BENCH_ROUNDS } : {}) });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const suiteStart = performance.now();
  const builtIndex = buildClient();
  // Built once: the parts skip their own build; a server that finds the client stale rebuilds it
  // under NODE_ENV=test (React's development build), which the check at the end reports.
  process.env.BENCH_NO_BUILD = '1';
  for (const part of parts) {
    if (part === 'http') await step<HttpResult>('http', runHttpBench, (r) => `autocannon, ${r.connections} connections, ${r.seconds} s per route\n\n` + table(HTTP_HEADERS, r.rows.map(httpRowCells)));
    if (part === 'ramp') await step<RampResult>('ramp', runRampBench, (r) => `${r.students} students over ${r.seconds} s: ${r.studentsLoggedIn} logged in, ${r.answers} answers\n\n${rampKindTable(r)}\n\n${rampStepTable(r)}\n\nFirst to break: ${r.firstBreak}`);
    if (part === 'lighthouse') await step<LighthouseResult>('lighthouse', () => runLighthouseBench(), lighthouseTable);
    if (part === 'fps') await step<FpsResult>('fps', fpsStep, formatFpsTable);
    if (part === 'answer') await step<AnswerLatencyResult>('answer', () => runAnswerLatencyBench(), answerLatencyTable);
    if (part === 'sizes') await step<{ chunks: ChunkResult[] }>('sizes', () => Promise.resolve({ chunks: chunkSizes() }), (r) => sizesTable(r.chunks));
  }
  const index = join('dist', 'client', 'index.html');
  if (existsSync(index) && readFileSync(index, 'utf8') !== builtIndex) console.warn('warning: a server rebuilt the client during the run (a source changed): some figures are of a development build.');
  const summary = writeSummary(RESULTS_DIR);
  writeFileSync(join(RESULTS_DIR, 'last-suite.txt'), `${parts.join(',')} in ${Math.round((performance.now() - suiteStart) / 1000)} s\n`);
  console.log(`\nSuite (${parts.join(', ')}) took ${Math.round((performance.now() - suiteStart) / 1000)} s. Wrote ${summary}`);
}

await main();
