/**
 * .ci/budget.sh, the phase times and 20-minute budget of .ci/run: sourced by a small script under
 * `set -euo pipefail` like .ci/run. Time passes by setting bash's SECONDS (it counts on from the value
 * assigned), so no test sleeps.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BUDGET_SH = join(fileURLToPath(new URL('../..', import.meta.url)), '.ci', 'budget.sh');

/** Runs `body` as a .ci/run-like script with the budget sourced; returns its exit code and output. */
function ci(body: string, budgetS?: string) {
  const script = `set -euo pipefail\nsource '${BUDGET_SH}'\n${body}\n`;
  const env = { ...process.env, CI_BUDGET_S: budgetS };
  if (budgetS === undefined) delete env.CI_BUDGET_S;
  const r = spawnSync('bash', ['-c', script], { encoding: 'utf8', env, timeout: 20_000 });
  return { status: r.status, out: r.stdout + r.stderr };
}

const phaseLine = (name: string) => new RegExp(`^  ${name} +\\d+ s$`, 'm');

describe('.ci/budget.sh', () => {
  it('prints each phase and the total, and passes under the budget', () => {
    const r = ci('ci_phase install\ntrue\nci_phase "npm test"\necho testing', '60');
    expect(r.status).toBe(0);
    expect(r.out).toContain('ci: phase install\nci: phase npm test\ntesting\nci: time per phase\n');
    expect(r.out).toMatch(phaseLine('install'));
    expect(r.out).toMatch(phaseLine('npm test'));
    expect(r.out).toMatch(/^ {2}total +\d+ s \(0\.\d min; budget 1-minute\)$/m);
    expect(r.out).not.toContain('over the');
  });

  it('fails a passing run that takes longer than the 20-minute default budget, with the message', () => {
    const r = ci('ci_phase install\nSECONDS=100\nci_phase "npm test"\nSECONDS=1300');
    expect(r.status).toBe(1);
    // The run and install start when the script does, at SECONDS 0, or 1 when a loaded machine took
    // over a second to start bash and source the file (SECONDS counts whole seconds).
    expect(r.out).toMatch(/^ {2}install +(99|100) s$/m);
    expect(r.out).toMatch(/^ {2}npm test +1200 s$/m);
    expect(r.out).toMatch(/^ {2}total +(1299|1300) s \(21\.6 min; budget 20-minute\)$/m);
    expect(r.out).toContain("ci: the run took 21.6 min, over the 20-minute budget; see the slowest tests above and README 'Test time budget'");
    expect(ci('SECONDS=1200').status).toBe(0);
  });

  it("keeps a failing phase's exit code, with the phase times up to the failure, over budget or not", () => {
    const failing = 'ci_phase "npm ci"\ntrue\nci_phase "npm test"\n(exit 7)\nci_phase never\necho never-reached';
    const under = ci(failing, '60');
    expect(under.status).toBe(7);
    expect(under.out).toMatch(phaseLine('npm ci'));
    expect(under.out).toMatch(phaseLine('npm test'));
    expect(under.out).not.toContain('never');
    const over = ci(`SECONDS=90\n${failing}`, '30');
    expect(over.status).toBe(7);
    expect(over.out).toContain('ci: the run took 1.5 min, over the 30-second budget');
  });

  it('refuses a budget that is not whole seconds', () => {
    const r = ci('ci_phase install', '20m');
    expect(r.status).toBe(2);
    expect(r.out).toContain('ci: CI_BUDGET_S must be a whole number of seconds');
  });
});
