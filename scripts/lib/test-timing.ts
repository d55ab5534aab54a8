/**
 * The pure part of `npm test`'s time summary (scripts/test.ts): read vitest's and Playwright's JSON
 * reports into per-test durations, pick the slowest, and format the summary lines. Only the report
 * fields used here are parsed; a report of another shape throws a ZodError.
 */
import { orderBy, sumBy } from 'es-toolkit';
import { relative, resolve } from 'node:path';
import { z } from 'zod';

/** One test's time: `durationMs` in milliseconds, `file` relative to the repository root. */
export interface TestTiming {
  durationMs: number;
  project: string;
  file: string;
  title: string;
}

/** One phase of a run (typecheck, lint, unit...) and its wall-clock time in milliseconds. */
export interface PhaseTiming {
  name: string;
  durationMs: number;
}

// vitest 4's `--reporter=json`: one entry per test file, one assertion result per test.
const vitestReport = z.object({
  testResults: z.array(
    z.object({
      name: z.string(), // absolute path of the test file
      assertionResults: z.array(
        z.object({
          ancestorTitles: z.array(z.string()),
          title: z.string(),
          duration: z.number().nullish(), // absent or null for a test that did not run
        }),
      ),
    }),
  ),
});

/**
 * Per-test durations from a vitest JSON report (`report` is the parsed JSON). vitest's report names
 * no project, so the caller passes the one it ran; `root` is the directory file paths are shown
 * relative to. Tests that did not run are left out.
 */
export function vitestTimings(report: unknown, project: string, root: string): TestTiming[] {
  return vitestReport.parse(report).testResults.flatMap((file) =>
    file.assertionResults.flatMap((test) =>
      test.duration == null ? [] : [{ durationMs: test.duration, project, file: relative(root, file.name), title: [...test.ancestorTitles, test.title].join(' › ') }],
    ),
  );
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    file: z.string(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          file: z.string(), // relative to config.rootDir
          tests: z.array(z.object({ projectName: z.string(), results: z.array(z.object({ duration: z.number() })) })),
        }),
      )
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);
// @playwright/test 1.65's `--reporter=json`: file suites holding specs and nested describe suites.
const playwrightReport = z.object({ config: z.object({ rootDir: z.string() }), suites: z.array(playwrightSuite) });

/**
 * Per-test durations from a Playwright JSON report: a test's time is the sum of its results (one per
 * attempt), its title the describe titles and the test's, its project the Playwright project's name
 * or `e2e` when the config has none. `root` is the directory file paths are shown relative to.
 */
export function playwrightTimings(report: unknown, root: string): TestTiming[] {
  const { config, suites } = playwrightReport.parse(report);
  const walk = (suite: PlaywrightSuite, titles: string[]): TestTiming[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        durationMs: sumBy(test.results, (r) => r.duration),
        project: test.projectName || 'e2e',
        file: relative(root, resolve(config.rootDir, spec.file)),
        title: [...titles, spec.title].join(' › '),
      })),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  // The top-level suites are the files themselves: their title is the file name, not a describe.
  return suites.flatMap((file) => walk(file, []));
}

/** The `n` slowest tests, slowest first. */
export function slowest(timings: readonly TestTiming[], n: number): TestTiming[] {
  return orderBy(timings, [(t) => t.durationMs], ['desc']).slice(0, n);
}

/** Milliseconds as seconds with one decimal: `12.3 s`. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Milliseconds as minutes with one decimal: `7.6 min`. */
export function formatMinutes(ms: number): string {
  return `${(ms / 60_000).toFixed(1)} min`;
}

/**
 * The summary printed at the end of a run: each phase's time, the total, the slowest tests and,
 * when `budgetMs` is given and the total passes it, a line saying so. Returns the lines.
 */
export function summaryLines(opts: { phases: readonly PhaseTiming[]; slowest: readonly TestTiming[]; budgetMs?: number; label: string }): string[] {
  const totalMs = sumBy(opts.phases, (p) => p.durationMs);
  const nameWidth = Math.max(5, ...opts.phases.map((p) => p.name.length));
  const secondsWidth = Math.max(...[...opts.phases.map((p) => p.durationMs), totalMs, ...opts.slowest.map((t) => t.durationMs)].map((ms) => formatSeconds(ms).length));
  const projectWidth = Math.max(0, ...opts.slowest.map((t) => t.project.length));
  const lines = [`${opts.label}: time per phase`];
  for (const p of opts.phases) lines.push(`  ${p.name.padEnd(nameWidth)}  ${formatSeconds(p.durationMs).padStart(secondsWidth)}`);
  lines.push(`  ${'total'.padEnd(nameWidth)}  ${formatSeconds(totalMs).padStart(secondsWidth)} (${formatMinutes(totalMs)})`);
  if (opts.slowest.length > 0) {
    lines.push(`${opts.label}: slowest ${opts.slowest.length === 1 ? 'test' : `${opts.slowest.length} tests`}`);
    for (const t of opts.slowest) lines.push(`  ${formatSeconds(t.durationMs).padStart(secondsWidth)}  ${t.project.padEnd(projectWidth)}  ${t.file} › ${t.title}`);
  }
  if (opts.budgetMs !== undefined && totalMs > opts.budgetMs) {
    lines.push(
      `${opts.label}: the run took ${formatMinutes(totalMs)}, over the ${opts.budgetMs / 60_000}-minute budget; ` +
        `see the slowest tests above and README 'Test time budget'`,
    );
  }
  return lines;
}
