/**
 * `npm test`: the typecheck and the linter (side by side, phase `checks`), the client build (with
 * its manifest), the unit and API tests (vitest) and the end-to-end tests (Playwright), in that
 * order, each a child process with its usual output. The unit phase's bundle-budget test reads the
 * build phase's manifest (env {@link BUILT_CLIENT_ENV}) instead of building the client again. It stops
 * at the first failing phase with that phase's exit code, and always ends with a summary: each
 * phase's time, the total and the 10 slowest tests (read from vitest's and Playwright's JSON
 * reports), plus a warning when a full run passes the 10-minute budget (README "Test time budget").
 *
 *   npx tsx scripts/test.ts [--only unit,e2e] [-- <test file filters for vitest and Playwright>]
 *
 * `--only` runs the named phases (also `pg`: `npm run test:pg`, which CI runs this way for its
 * summary). Exit code: the failing phase's (128 + signal number when a signal ended it), 2 for bad
 * arguments, else 0.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sumBy } from 'es-toolkit';
import { z } from 'zod';
import { BUILT_CLIENT_ENV } from './lib/route-bundles';
import { type PhaseTiming, type TestTiming, playwrightTimings, slowest, summaryLines, vitestTimings } from './lib/test-timing';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_MS = 10 * 60_000;
const SLOWEST = 10;

type Report = { kind: 'vitest'; project: string; file: string } | { kind: 'playwright'; file: string };
interface Phase {
  command: string[];
  env?: Record<string, string>;
  report?: Report;
}

/** The phases by name, their report files in `dir`; `filters` go to the test runners. */
function phases(dir: string, filters: string[]): Record<PhaseName, Phase> {
  const vitest = (project: string, script: string): Phase => {
    const file = join(dir, `vitest-${project}.json`);
    return { command: ['npm', 'run', script, '--', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...filters], report: { kind: 'vitest', project, file } };
  };
  const playwrightFile = join(dir, 'playwright.json');
  return {
    typecheck: { command: ['npm', 'run', 'typecheck'] },
    lint: { command: ['npm', 'run', 'lint'] },
    // Both at once: each is one busy thread, so on 2 cores they take about as long as the lint alone
    // (docs/testing.md); --group prints each one's output whole, in this order.
    checks: { command: [join(ROOT, 'node_modules', '.bin', 'concurrently'), '--group', '--success', 'all', '--names', 'typecheck,lint', 'npm run typecheck', 'npm run lint'] },
    // With the manifest, which the unit phase's bundle budget reads (tests/build/bundle-budget.test.ts).
    build: { command: ['npm', 'run', 'build', '--', '--logLevel', 'warn', '--manifest'] },
    unit: vitest('unit', 'test:unit'),
    // The same command as `npm run test:e2e` after its build, with a JSON report beside the list.
    e2e: {
      command: [join(ROOT, 'node_modules', '.bin', 'playwright'), 'test', '--reporter=list,json', ...filters],
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightFile },
      report: { kind: 'playwright', file: playwrightFile },
    },
    pg: vitest('pg', 'test:pg'),
  };
}
// The build before the unit tests: its manifest spares the bundle-budget test a build of its own.
const PHASE_NAMES = ['checks', 'typecheck', 'lint', 'build', 'unit', 'e2e', 'pg'] as const;
type PhaseName = (typeof PHASE_NAMES)[number];
const DEFAULT_PHASES: readonly PhaseName[] = ['checks', 'build', 'unit', 'e2e'];


const onlySchema = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(z.enum(PHASE_NAMES)).min(1));

let running: ReturnType<typeof spawn> | undefined;
let interrupted = false;
// Ctrl-C reaches the child directly; a signal sent to this process alone is passed on. Either way
// no later phase starts, and the summary is still printed once the child has ended.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    running?.kill(signal);
  });
}

/** Runs one command with inherited output; resolves with its exit code (128 + signal when killed). */
function run(command: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    running = child;
    child.on('error', (error) => {
      console.error(`test: could not start ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  });
}

/** The timings in a report file; a missing report (the phase stopped early) gives none, a bad one a warning. */
function readReport(report: Report): TestTiming[] {
  if (!existsSync(report.file)) return [];
  try {
    const json: unknown = JSON.parse(readFileSync(report.file, 'utf8'));
    return report.kind === 'vitest' ? vitestTimings(json, report.project, ROOT) : playwrightTimings(json, ROOT);
  } catch (error) {
    console.warn(`test: could not read the ${report.kind} JSON report, so its tests are not in the summary: ${String(error)}`);
    return [];
  }
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { only: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    console.error(`test: ${(error as Error).message} (usage: scripts/test.ts [--only phase,...] [-- test file filters])`);
    return 2;
  }
  const { values, positionals } = args;
  const only = values.only === undefined ? undefined : onlySchema.safeParse(values.only);
  if (only && !only.success) {
    console.error(`test: --only takes a comma-separated list of ${PHASE_NAMES.join(', ')}`);
    return 2;
  }
  const selected = only ? PHASE_NAMES.filter((n) => only.data.includes(n)) : DEFAULT_PHASES;
  const dir = mkdtempSync(join(tmpdir(), 'monsterific-test-'));
  const all = phases(dir, positionals);
  const timings: PhaseTiming[] = [];
  const tests: TestTiming[] = [];
  let exitCode = 0;
  let built = false;
  try {
    for (const name of selected) {
      const phase = all[name];
      const started = performance.now();
      exitCode = await run(phase.command, { ...phase.env, ...(built ? { [BUILT_CLIENT_ENV]: join(ROOT, 'dist', 'client') } : {}) });
      timings.push({ name, durationMs: performance.now() - started });
      built ||= name === 'build' && exitCode === 0;
      if (phase.report) tests.push(...readReport(phase.report));
      if (exitCode !== 0 || interrupted) {
        exitCode ||= 130;
        console.error(`test: phase ${name} ${interrupted ? 'interrupted' : 'failed'} (exit code ${exitCode}); later phases not run`);
        break;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The budget is for the whole of `npm test`; a partial run has none.
  const budgetMs = only ? undefined : BUDGET_MS;
  console.log('\n' + summaryLines({ phases: timings, slowest: slowest(tests, SLOWEST), budgetMs, label: 'npm test' }).join('\n'));
  if (budgetMs !== undefined && sumBy(timings, (t) => t.durationMs) > budgetMs) {
    console.log('npm test: a warning only, since a loaded machine is slower; CI (.ci/run) fails past 20 minutes');
  }
  return exitCode;
}

process.exitCode = await main();
