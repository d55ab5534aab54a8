/**
 * bench/results/summary.md from the parts' latest JSON (bench/results/<part>.json, written by
 * bench/run.ts): every figure with the command that produced it, when, and the machine's load
 * then. A part without a JSON is listed as not run. Markdown only; reads nothing else.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANSWER_HEADERS, answerRowCells, type AnswerLatencyResult } from './answer-latency';
import type { FpsResult } from './fps';
import type { HttpResult } from './http';
import { markdownTable } from './lib';
import type { LighthouseResult } from './lighthouse';
import type { RampResult } from './ramp';
import type { Provenance } from './run';
import type { ChunkResult } from './sizes';

type WithProvenance<T> = T & { provenance: Provenance; date?: string };

function read<T>(dir: string, part: string): WithProvenance<T> | null {
  const path = join(dir, `${part}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as WithProvenance<T>) : null;
}

const how = (p: Provenance, date?: string) => `Command: \`${p.command}\` (${p.seconds} s${date ? `, ${date.slice(0, 16).replace('T', ' ')} UTC` : ''}; machine ${p.loadBefore} before, ${p.loadAfter} after).`;

function lighthouseSection(r: WithProvenance<LighthouseResult> | null): string[] {
  if (!r) return ['Not run yet.'];
  return [
    how(r.provenance, r.date),
    '',
    `Lighthouse ${r.lighthouse}, mobile preset (simulated throttling), performance category, ${r.chromium}; median of ${r.rows[0]?.runs ?? 0} runs.`,
    '',
    markdownTable(
      ['page', 'score (median)', 'target', 'met', 'each run', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'Speed Index ms'],
      r.rows.map((x) => [`${x.name} \`${x.path}\``, x.score, x.target ?? '-', x.target === null ? '-' : x.score >= x.target ? 'yes' : '**no**', x.scores.join(' '), x.lcpMs, x.tbtMs, x.cls, x.fcpMs, x.speedIndexMs]),
    ),
  ];
}

function httpSection(r: WithProvenance<HttpResult> | null): string[] {
  if (!r) return ['Not run yet.'];
  return [
    how(r.provenance, r.date),
    '',
    `autocannon, ${r.connections} connections, ${r.seconds} s per route (the purchase: a fixed number of requests). Ratio = the route's requests per second / the bare Hono route's (\`GET /bench/bare\`) in the same server process and run. Latencies of every response.`,
    '',
    markdownTable(
      ['database', 'route', 'req/s', 'ratio to bare', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'note'],
      r.rows.map((x) => [x.db, x.route, x.reqPerSec, x.ratio, x.p50Ms, x.p95Ms, x.p99Ms, x.non2xx, x.errors, x.note]),
    ),
  ];
}

function rampSection(r: WithProvenance<RampResult> | null): string[] {
  if (!r) return ['Not run yet.'];
  return [
    how(r.provenance, r.date),
    '',
    `${r.students} simulated students (HTTP clients, not browsers) arriving evenly over ${r.seconds} s from ${r.schools} school addresses on the PostgreSQL server: login, map, first question, then a guess every ~${r.thinkMs} ms until the window ends. ${r.studentsLoggedIn} logged in, ${r.studentsAnswering} got a question, ${r.answers} answers.`,
    '',
    markdownTable(
      ['call', 'calls', 'ok', 'failures', 'p50 ms', 'p95 ms', 'p99 ms'],
      r.kinds.map((k) => [k.kind, k.calls, k.ok, Object.entries(k.failures).map(([c, n]) => `${c}: ${n}`).join(', ') || '0', k.p50Ms, k.p95Ms, k.p99Ms]),
    ),
    '',
    markdownTable(
      ['from s', 'arrived', 'calls ended', 'failed', 'login p95 ms', 'answer p95 ms', 'server CPU % of a core', 'db active connections'],
      r.steps.map((s) => [s.fromS, s.started, s.calls, s.failures, s.loginP95Ms, s.answerP95Ms, s.serverCpuPercent ?? '-', s.dbActive ?? '-']),
    ),
    '',
    `First to break: ${r.firstBreak}`,
  ];
}

function fpsSection(r: WithProvenance<FpsResult> | null): string[] {
  if (!r) return ['Not run yet.'];
  const rows = r.rows as unknown as Record<string, unknown>[];
  const keys = Object.keys(rows[0] ?? {}).filter((k) => typeof rows[0]![k] !== 'object');
  return [how(r.provenance, r.date), '', `Headless ${r.chromium}, software WebGL (--disable-gpu), ${r.viewport.width}x${r.viewport.height}, ${r.secondsPerScene} s per scene.`, '', markdownTable(keys, rows.map((x) => keys.map((k) => String(x[k]))))];
}

function sizesSection(r: WithProvenance<{ chunks: ChunkResult[] }> | null): string[] {
  if (!r) return ['Not run yet.'];
  return [how(r.provenance, r.date), '', markdownTable(['chunk', 'bytes', 'gzip -9 bytes'], r.chunks.map((c) => [c.name, c.bytes, c.gzipBytes]))];
}

function answerSection(r: WithProvenance<AnswerLatencyResult> | null): string[] {
  if (!r) return ['Not run yet.'];
  return [
    how(r.provenance, r.date),
    '',
    `A fresh student answers in headless ${r.chromium} at ${r.viewport.width}x${r.viewport.height}${r.cpuSlowdown > 1 ? `, CPU slowed ${r.cpuSlowdown}x` : ''}, the game at its own frame rate, right and wrong answers in turn. Client times are taken in the page (the click's timestamp to the frame after the change); server times are the answer route's Server-Timing.`,
    '',
    markdownTable(ANSWER_HEADERS, r.rows.flatMap(answerRowCells)),
    '',
    r.line,
  ];
}

/** Writes `<dir>/summary.md` from the parts' JSON in `dir`; returns its path. */
export function writeSummary(dir: string): string {
  const lines = [
    '# Benchmark summary',
    '',
    'Written by `npm run bench` (bench/run.ts) from the latest JSON of each part in bench/results/. Each section names the command that produced it and the machine load (1/5/15-minute load averages) around it: on a loaded machine timings move; Lighthouse simulates its throttling and moves least. See bench/README.md for what each part measures.',
    '',
    '## Lighthouse (issue 21 targets: `/` >= 95, `/math` >= 80)',
    '',
    ...lighthouseSection(read<LighthouseResult>(dir, 'lighthouse')),
    '',
    '## HTTP routes (autocannon)',
    '',
    ...httpSection(read<HttpResult>(dir, 'http')),
    '',
    '## School-morning ramp',
    '',
    ...rampSection(read<RampResult>(dir, 'ramp')),
    '',
    '## Frame rate',
    '',
    ...fpsSection(read<FpsResult>(dir, 'fps')),
    '',
    '## Answer latency (issue 13: click → feedback p95 under 300 ms on an idle machine)',
    '',
    ...answerSection(read<AnswerLatencyResult>(dir, 'answer')),
    '',
    '## Client JavaScript sizes',
    '',
    ...sizesSection(read<{ chunks: ChunkResult[] }>(dir, 'sizes')),
    '',
  ];
  const path = join(dir, 'summary.md');
  writeFileSync(path, lines.join('\n'));
  return path;
}
