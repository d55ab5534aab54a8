/**
 * The accessibility check of the end-to-end tests (issue 21 part 6): axe-core (through
 * @axe-core/playwright) on the page as it is now, with the WCAG 2.0/2.1 A and AA rules. A test
 * fails on any violation whose impact is serious or critical; minor and moderate ones are printed,
 * not failed. See docs/testing.md "Accessibility".
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The rule set: WCAG 2.0 and 2.1, levels A and AA (axe's own tags). */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Left out of the analysis, each with its reason. Nothing else is excluded.
 * - `canvas`: the Phaser game draws pixels axe cannot read; its keyboard access and announcements
 *   are DOM (ui/math/MapKeys.tsx, the live region) and are analysed with the rest of the page.
 */
export const A11Y_EXCLUDE = ['canvas'];

/**
 * Waits (at most 3 s) for the page's finite CSS animations to end: a card popping in is half
 * transparent for 320 ms, and axe would measure the contrast of the blend. Endless ones (spinners)
 * are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/** One violation as the failure message lists it: rule, impact, and the first nodes' selectors and summaries. */
export interface A11yFinding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe on `page` and returns its serious and critical violations, printing the minor and
 * moderate ones under `label` (the screen's name in the report).
 */
export async function seriousA11yViolations(page: Page, label: string): Promise<A11yFinding[]> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  for (const selector of A11Y_EXCLUDE) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const findings = violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(0, 2).join(' ') ?? ''}`),
  }));
  const minor = findings.filter((f) => f.impact !== 'serious' && f.impact !== 'critical');
  if (minor.length > 0) console.log(`[a11y] ${label}: ${minor.length} minor/moderate: ${minor.map((f) => f.rule).join(', ')}`);
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

/** Fails (softly: the test goes on to the next screen) on serious or critical axe violations on `page`. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  expect.soft(await seriousA11yViolations(page, label), `axe: serious or critical violations on ${label}`).toEqual([]);
}
