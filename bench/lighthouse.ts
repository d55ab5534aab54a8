/**
 * Lighthouse, mobile preset (Lighthouse's default: a Moto G Power sized screen, simulated slow 4G
 * and 4x CPU slowdown), performance category, on the pages of {@link PAGES}: the median of
 * BENCH_LH_RUNS runs (default 5) of the performance score, LCP, TBT, CLS, FCP and Speed Index, with
 * the LCP element of the median run (whose whole report goes to bench/results/lighthouse-<page>.json,
 * git-ignored, for the opportunities and the long tasks). Issue 21 targets: `/` >= 95, `/math` >= 80.
 *
 * Runs on the production build (`vite build`) served by the real server (tests/e2e/server.ts, a
 * temporary PGlite with the demo accounts) and Debian's Chromium (CHROMIUM_PATH). A page marked
 * `as: 'student'` is opened logged in as the demo student the way the app stores a session: the
 * login call's HttpOnly refresh cookie and its readable `signed_in` cookie, put in the browser
 * before the runs (Lighthouse clears caches and storage between runs, not cookies), so the page
 * refreshes its access token itself as after a reload.
 *
 * Run alone: `npx tsx bench/lighthouse.ts` (BENCH_NO_BUILD=1 to reuse dist/client; BENCH_LH_PAGES=/math
 * for some pages only; BENCH_LH_RUNS for another number of runs).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../worker/seed/seed';
import { startServer } from '../tests/e2e/server';
import { buildClient, CHROMIUM_FLAGS, CHROMIUM_PATH, isMain, machineLoad, median, ROOT, round, table, writeResult } from './lib';

/** A page to measure; add a subject's book and lesson here as they arrive. */
export interface LighthousePage {
  name: string;
  path: string;
  /** Opened logged in as the demo student. */
  as?: 'student';
  /** Issue 21's target for the median performance score (0-100), if any. */
  target?: number;
}

export const PAGES: LighthousePage[] = [
  { name: 'landing', path: '/', target: 95 },
  { name: 'login', path: '/login' },
  { name: 'math map', path: '/math', as: 'student', target: 80 },
];

/** The page-load metrics of one run (ms, CLS unitless) and its LCP element. */
export interface LighthouseMetrics {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  lcpElement: string;
}

/** A page's median run: its metrics and LCP element are the median-scoring run's. */
export interface LighthouseRow extends LighthouseMetrics {
  name: string;
  path: string;
  runs: number;
  /** Median performance score, 0-100. */
  score: number;
  scores: number[];
  target: number | null;
}

export interface LighthouseResult {
  date: string;
  chromium: string;
  lighthouse: string;
  load: { before: string; after: string };
  rows: LighthouseRow[];
}

const env = z
  .object({
    BENCH_LH_RUNS: z.coerce.number().int().min(1).max(15).default(5),
    /** Paths to measure, comma-separated (default: every page of PAGES). */
    BENCH_LH_PAGES: z.string().optional(),
  })
  .parse(process.env);

interface OneRun extends LighthouseMetrics {
  /** The full report, written for the median run (bench/results/lighthouse-<page>.json). */
  lhr: unknown;
  score: number;
}

/**
 * How long Lighthouse waits for the page to go quiet (its default is 45 s). A page that never goes
 * quiet (a game drawing every frame) scores 0 on TBT either way; the shorter wait keeps the suite
 * within its 10 minutes.
 */
const MAX_WAIT_FOR_LOAD_MS = 25_000;

const auditValue = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** The session cookies a student login sets (name=value pairs of its Set-Cookie headers). */
async function studentCookies(baseUrl: string): Promise<{ name: string; value: string }[]> {
  const { username, password } = DEMO_ACCOUNTS.students[0];
  const res = await fetch(`${baseUrl}/api/o1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email_or_username: username, password }) });
  if (res.status !== 200) throw new Error(`demo student login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { role: string; user_id: number };
  const fromServer = res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    return { name: pair!.slice(0, eq), value: decodeURIComponent(pair!.slice(eq + 1)) };
  });
  // The client writes `signed_in` itself after a login (ui/lib/session.ts): `<role>.<user id>`.
  return [...fromServer, { name: 'signed_in', value: `${body.role}.${body.user_id}` }];
}

/**
 * One Lighthouse run; a run that fails to record (NO_NAVSTART, NO_FCP: trace trouble on a loaded
 * machine) is retried up to twice, and the retries are logged.
 */
async function oneRun(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const out = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS });
    if (!out) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = out.lhr.runtimeError;
    if (!error) return out.lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
    console.warn(`  ${url}: ${error.code}, running again`);
  }
}

async function measurePage(baseUrl: string, page: LighthousePage, runs: number): Promise<LighthouseRow> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results: OneRun[] = [];
  try {
    if (page.as === 'student') {
      const cookies = await studentCookies(baseUrl);
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.setCookies', { cookies: cookies.map((c) => ({ ...c, url: baseUrl, path: '/' })) });
      await tab.close();
      await browser.disconnect();
    }
    for (let i = 0; i < runs; i++) {
      const lhr = await oneRun(baseUrl + page.path, chrome.port);
      if (page.as === 'student' && !new URL(lhr.finalDisplayedUrl).pathname.startsWith(page.path)) throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}: the student session was not taken`);
      const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined)?.items;
      const node = lcpItems?.[0]?.items?.[0]?.node;
      results.push({
        lhr,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: auditValue(lhr, 'largest-contentful-paint'),
        tbtMs: auditValue(lhr, 'total-blocking-time'),
        cls: auditValue(lhr, 'cumulative-layout-shift'),
        fcpMs: auditValue(lhr, 'first-contentful-paint'),
        speedIndexMs: auditValue(lhr, 'speed-index'),
        lcpElement: node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 120) : '',
      });
      console.log(`  ${page.path} run ${i + 1}/${runs}: score ${results.at(-1)!.score}, LCP ${Math.round(results.at(-1)!.lcpMs)} ms, TBT ${Math.round(results.at(-1)!.tbtMs)} ms`);
    }
  } finally {
    chrome.kill();
  }
  const scores = results.map((r) => r.score);
  const medianRun = [...results].sort((a, b) => a.score - b.score)[Math.floor((results.length - 1) / 2)]!;
  writeResult(`lighthouse-${page.name.replace(/\W+/g, '-')}.json`, medianRun.lhr);
  return {
    name: page.name,
    path: page.path,
    runs,
    score: median(scores),
    scores,
    target: page.target ?? null,
    lcpMs: Math.round(median(results.map((r) => r.lcpMs))),
    tbtMs: Math.round(median(results.map((r) => r.tbtMs))),
    cls: round(median(results.map((r) => r.cls)), 3),
    fcpMs: Math.round(median(results.map((r) => r.fcpMs))),
    speedIndexMs: Math.round(median(results.map((r) => r.speedIndexMs))),
    lcpElement: medianRun.lcpElement,
  };
}

/** Runs Lighthouse on every page of {@link PAGES}; builds the client unless BENCH_NO_BUILD=1. */
export async function runLighthouseBench(pages: LighthousePage[] = PAGES.filter((p) => !env.BENCH_LH_PAGES || env.BENCH_LH_PAGES.split(',').includes(p.path))): Promise<LighthouseResult> {
  buildClient();
  const dataDir = mkdtempSync(join(tmpdir(), 'monsterific-bench-lh-'));
  const server = await startServer(dataDir);
  const lighthouseVersion = (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
  const before = machineLoad();
  const rows: LighthouseRow[] = [];
  let chromium = '';
  try {
    for (const page of pages) rows.push(await measurePage(server.url, page, env.BENCH_LH_RUNS));
    const probe = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    chromium = ((await (await fetch(`http://127.0.0.1:${probe.port}/json/version`)).json()) as { Browser: string }).Browser;
    probe.kill();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { date: new Date().toISOString(), chromium, lighthouse: lighthouseVersion, load: { before, after: machineLoad() }, rows };
}

/** The result as a text table. */
export function lighthouseTable(result: LighthouseResult): string {
  return table(
    ['page', 'score', 'target', 'runs', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'SI ms', 'LCP element'],
    result.rows.map((r) => [`${r.name} ${r.path}`, r.score, r.target ?? '', r.scores.join(' '), r.lcpMs, r.tbtMs, r.cls, r.fcpMs, r.speedIndexMs, r.lcpElement.slice(0, 60)]),
  );
}

if (isMain(import.meta.url)) {
  const result = await runLighthouseBench();
  console.log(`\nLighthouse ${result.lighthouse}, mobile preset, ${result.chromium}; ${result.load.before} before, ${result.load.after} after\n`);
  console.log(lighthouseTable(result));
  console.log(`\nWrote ${writeResult('lighthouse.json', result)}`);
}
