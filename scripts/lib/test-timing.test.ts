import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { formatMinutes, formatSeconds, playwrightTimings, slowest, summaryLines, vitestTimings } from './test-timing';

// Reports captured from real runs (vitest 4.1 on core/calendar.test.ts, Playwright 1.65 on a
// three-test spec with nested describes), their absolute paths rewritten to /repo.
const sample = (name: string): unknown => JSON.parse(readFileSync(new URL(`./test-timing.samples/${name}.json`, import.meta.url), 'utf8'));

describe('reading the JSON reports', () => {
  it('vitest: one timing per test, titled with its describes, file relative to the root', () => {
    const timings = vitestTimings(sample('vitest'), 'unit', '/repo');
    expect(timings).toHaveLength(4);
    expect(timings[0]).toEqual({
      durationMs: 14.809138000000019,
      project: 'unit',
      file: 'core/calendar.test.ts',
      title: 'dates › formats calendar dates per time zone and rolls over months and years',
    });
  });

  it('vitest: a test that did not run (no duration) is left out', () => {
    const report = sample('vitest') as { testResults: { assertionResults: Record<string, unknown>[] }[] };
    report.testResults[0]!.assertionResults[1]!.duration = null;
    delete report.testResults[0]!.assertionResults[2]!.duration;
    expect(vitestTimings(report, 'unit', '/repo').map((t) => t.durationMs)).toEqual([14.809138000000019, 0.24618700000002036]);
  });

  it('Playwright: nested describes in the title, file under the config rootDir, project e2e when unnamed', () => {
    const timings = playwrightTimings(sample('playwright'), '/repo');
    expect(timings).toEqual([
      { durationMs: 136, project: 'e2e', file: 'tests/e2e/sample.spec.ts', title: 'top-level test' },
      { durationMs: 12, project: 'e2e', file: 'tests/e2e/sample.spec.ts', title: 'a group › group test' },
      { durationMs: 63, project: 'e2e', file: 'tests/e2e/sample.spec.ts', title: 'a group › nested › inner test' },
    ]);
  });

  it('Playwright: a retried test counts every attempt', () => {
    const report = sample('playwright') as any;
    const test = report.suites[0].specs[0].tests[0];
    test.results.push({ ...test.results[0], duration: 500, retry: 1 });
    expect(playwrightTimings(report, '/repo')[0]!.durationMs).toBe(636);
  });

  it('a report of another shape throws a ZodError naming the field', () => {
    expect(() => vitestTimings({ testResults: [{ name: 1 }] }, 'unit', '/repo')).toThrow(ZodError);
    expect(() => playwrightTimings({ config: {}, suites: [] }, '/repo')).toThrow(/rootDir/);
  });
});

describe('the summary', () => {
  const tests = [...vitestTimings(sample('vitest'), 'unit', '/repo'), ...playwrightTimings(sample('playwright'), '/repo')];

  it('picks the slowest tests across both runners, slowest first', () => {
    expect(slowest(tests, 3).map((t) => [t.durationMs, t.project])).toEqual([
      [136, 'e2e'],
      [63, 'e2e'],
      [14.809138000000019, 'unit'],
    ]);
    expect(slowest(tests, 10)).toHaveLength(7);
  });

  it('formats durations in seconds and minutes with one decimal', () => {
    expect([formatSeconds(14.8), formatSeconds(1_234_567), formatMinutes(412_300), formatMinutes(1_260_000)]).toEqual(['0.0 s', '1234.6 s', '6.9 min', '21.0 min']);
  });

  it('prints the phases, the total, the slowest tests, and a budget line only past the budget', () => {
    const phases = [
      { name: 'typecheck', durationMs: 12_300 },
      { name: 'e2e', durationMs: 300_000 },
    ];
    const lines = summaryLines({ phases, slowest: slowest(tests, 2), budgetMs: 600_000, label: 'npm test' });
    expect(lines).toEqual([
      'npm test: time per phase',
      '  typecheck   12.3 s',
      '  e2e        300.0 s',
      '  total      312.3 s (5.2 min)',
      'npm test: slowest 2 tests',
      '    0.1 s  e2e  tests/e2e/sample.spec.ts › top-level test',
      '    0.1 s  e2e  tests/e2e/sample.spec.ts › a group › nested › inner test',
    ]);
    const over = summaryLines({ phases, slowest: [], budgetMs: 300_000, label: 'npm test' });
    expect(over.at(-1)).toBe("npm test: the run took 5.2 min, over the 5-minute budget; see the slowest tests above and README 'Test time budget'");
    expect(over).toHaveLength(5);
  });
});
