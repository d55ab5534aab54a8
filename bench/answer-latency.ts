/**
 * `npm run bench:answer`: the answer round trip as a child feels it (issue 13 bug 11, "Must
 * deliver" 4): a fresh student answers BENCH_ANSWERS questions by clicking Check in headless
 * Chromium, on the built app (bench/server.ts, production client), and every answer is timed:
 *
 * - **pressed**: the click on Check → the first frame after the button shows it was pressed
 *   (aria-busy "Checking…", or disabled) or, if sooner, the feedback;
 * - **feedback**: the click → the first frame after the feedback card (compliment or "Nice
 *   effort!") is in the page;
 * - **server**: the answer route's Server-Timing `total` (access check, judgement, write: hono/timing
 *   in worker/app.ts) and `answer` (read, judge and write alone);
 * - and where the rest goes: click → request sent (`before request`), the request in the browser
 *   (`request`: sent → last byte, Resource Timing), last byte → feedback frame (`after response`).
 *
 * Times are taken in the page (the click event's timestamp, a MutationObserver, then
 * requestAnimationFrame + a task, i.e. after the frame that shows the change; the request's
 * Resource Timing entry with its serverTiming), not by Playwright, whose own round trips to the
 * browser would add to them. The game runs at its real frame rate (no test-hook cap).
 *
 * The child alternates right answers (solved from the text, tests/e2e/solver.ts) and wrong ones,
 * so both kinds of feedback are measured, but never gives the level's last right answer (a free
 * account's next level opens the next day), and goes on through whatever the game shows next (the
 * pretest's modals, learn overlays, the map's Play). Not a test: nothing asserts
 * a figure; it prints a table and a one-line summary for the README, and writes
 * bench/results/answer.json (git-ignored); `npm run bench` runs it as its part `answer`.
 *
 * Environment: BENCH_ANSWERS (per database, default 40), BENCH_ANSWER_DBS (default `pglite`; add
 * `postgres` for the PostgreSQL server at BENCH_PG_URL, database `bench_answer`), CHROMIUM_PATH.
 * Run alone: `npm run bench:answer` (builds the client unless BENCH_NO_BUILD=1).
 */
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { z } from 'zod';
import { solve } from '../tests/e2e/solver';
import { createFamily, startBenchServer, startPlaying, type BenchDb } from './api';
import { describeFrame, RECORDER, topScripts, type LongFrame, type PageLongFrame, type PageRequest, type PageTiming } from './answer-page';
import { buildClient, CHROMIUM_FLAGS, CHROMIUM_PATH, isMain, machineLoad, percentile, RESULTS_DIR, round, table, writeResult } from './lib';

const env = z
  .object({
    BENCH_ANSWERS: z.coerce.number().int().min(2).max(500).default(40),
    BENCH_ANSWER_CPU_SLOWDOWN: z.coerce.number().min(1).max(20).default(1),
    BENCH_ANSWER_DBS: z.string().default('pglite').pipe(z.string().transform((s) => s.split(',').map((d) => z.enum(['pglite', 'postgres']).parse(d.trim())))),
  })
  .parse(process.env);

/** The tablet the game is designed for (issue 13's target width). */
const VIEWPORT = { width: 1024, height: 768 };

/** p50, p95 and max of one measure, ms (rounded to 0.1 ms). */
export interface Spread {
  p50: number;
  p95: number;
  max: number;
}

/** One database's figures over its answers. */
export interface AnswerLatencyRow {
  db: BenchDb;
  answers: number;
  right: number;
  /** Click on Check → the frame showing the button pressed (or the feedback, whichever first). */
  pressed: Spread;
  /** Click on Check → the frame showing the feedback card. */
  feedback: Spread;
  /** The same for right answers (the game reveals a sprite, the gem flies) and for wrong ones. */
  feedbackRight: Spread;
  feedbackWrong: Spread;
  /** Server-Timing `total`: the answer route with its access check. */
  serverTotal: Spread;
  /** Server-Timing `answer`: read, judge and write. */
  serverAnswer: Spread;
  /** Click → the answer request sent (the client's work before it). */
  beforeRequest: Spread;
  /** The request in the browser: sent → last byte (network and server). */
  request: Spread;
  /** Last byte of the answer → the feedback frame (the client's work after it). */
  afterResponse: Spread;
  /** Every answer, in order (ms). */
  samples: AnswerSample[];
  /** Where the client's time went in the long frames between click and feedback, summed over the answers. */
  longFrameScripts: { script: string; ms: number; frames: number }[];
}

/** One answer's times, ms. */
export interface AnswerSample {
  correct: boolean;
  pressed: number;
  feedback: number;
  serverTotal: number;
  serverAnswer: number;
  beforeRequest: number;
  request: number;
  afterResponse: number;
  /** The long animation frames (over 50 ms) between the click and the feedback frame. */
  longFrames: LongFrame[];
}

export interface AnswerLatencyResult {
  date: string;
  chromium: string;
  viewport: { width: number; height: number };
  /** Chromium's CPU throttling rate (1: none; 4: a four times slower CPU), BENCH_ANSWER_CPU_SLOWDOWN. */
  cpuSlowdown: number;
  load: { before: string; after: string };
  rows: AnswerLatencyRow[];
  /** The line for the README (see {@link summaryLine}). */
  line: string;
}

const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), max: round(sorted.at(-1) ?? 0) };
};

/** Every screen the child may meet between answers, with what the child does there. */
const NEXT_STEPS = ['question-card', 'next-question', 'pretest-start', 'pretest-end', 'learn-overlay', 'level-complete', 'play-level'] as const;

/** The button the child taps on each of those screens. */
const BUTTON_OF = { 'next-question': 'next-question', 'pretest-start': 'pretest-start-go', 'pretest-end': 'pretest-end-continue', 'learn-overlay': 'learn-done', 'level-complete': 'back-to-map', 'play-level': 'play-level' } as const;

/** Answers the question on screen (right, or wrong on purpose; a guess when the solver cannot read it) and clicks Check. */
async function answer(page: Page, right: boolean): Promise<void> {
  const text = await page.getByTestId('question-text').evaluate((el) => {
    const clone = el.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('input').forEach((i) => i.replaceWith(document.createTextNode('___')));
    return clone.textContent ?? '';
  });
  const options = await page.locator('[data-testid^="choice-"]').evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/^[A-E]/, '').trim()));
  let solution: ReturnType<typeof solve> | null = null;
  try {
    solution = solve(text, options);
  } catch {
    solution = null; // a shape the solver does not know: a guess
  }
  if (options.length > 0) {
    const rightIndex = solution && 'choice' in solution ? options.indexOf(solution.choice) : -1;
    const index = right && rightIndex >= 0 ? rightIndex : options.findIndex((_, i) => i !== rightIndex);
    await page.getByTestId(`choice-${index}`).click();
  } else {
    const blanks = await page.locator('[data-testid^="blank-"]').count();
    const values = solution && 'blanks' in solution ? solution.blanks : Array.from({ length: blanks }, () => '1');
    for (const [i, v] of values.entries()) await page.getByTestId(`blank-${i}`).fill(right ? v : String(Number(v) + 1));
  }
  await page.getByTestId('check-answer').click();
}

/** Plays until `count` answers were given, doing what each screen asks. */
async function play(page: Page, count: number): Promise<void> {
  let given = 0;
  const any = page.locator(NEXT_STEPS.map((id) => `[data-testid="${id}"]`).join(', ')).filter({ visible: true });
  while (given < count) {
    const shown = any.first();
    await shown.waitFor({ timeout: 60_000 }).catch(async (e: unknown) => {
      const picture = join(RESULTS_DIR, 'answer-stuck.png');
      await page.screenshot({ path: picture });
      const state = await page.locator('.game-screen').getAttribute('data-level-state').catch(() => null);
      throw new Error(`after ${given} answers no known screen came in 60 s (level state ${state}; picture ${picture})`, { cause: e });
    });
    const id = await shown.getAttribute('data-testid');
    if (id === 'question-card') {
      if (await page.getByTestId('check-answer').isVisible()) {
        // Right and wrong in turn, but never the level's last right answer: a free account's next
        // level opens only the next day, and the child must stay on a question level.
        const progress = page.getByTestId('level-progress');
        const [now, goal] = [Number(await progress.getAttribute('aria-valuenow')), Number(await progress.getAttribute('aria-valuemax'))];
        await answer(page, given % 2 === 0 && now < goal - 1);
        await page.getByTestId('answer-feedback').waitFor({ timeout: 60_000 });
        given += 1;
        if (given % 10 === 0) console.log(`  ${given}/${count} answers`);
      }
    } else {
      const button = BUTTON_OF[id as Exclude<(typeof NEXT_STEPS)[number], 'question-card'>];
      // An overlay stays a moment after its button (seen again, its gone button would be waited
      // on): a click that finds nothing is fine, and the overlay is let go before the next look.
      if (id !== 'play-level' || (await page.getByTestId('play-level').isEnabled())) await page.getByTestId(button).click({ timeout: 5000 }).catch(() => undefined);
      if (id !== 'play-level') await page.getByTestId(id!).waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
    }
    await page.waitForTimeout(50);
  }
}

/** One database: a fresh student on a fresh server, `count` answers in the browser. */
async function measure(db: BenchDb, count: number, chromiumPath: string, cpuSlowdown: number): Promise<{ row: AnswerLatencyRow; chromium: string }> {
  const server = await startBenchServer(db, 'bench_answer');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    const [student] = await createFamily(server.url, `answer${Date.now().toString(36)}`, 1);
    // Past level 1's intro: the map opens on level 2, a question level.
    await startPlaying(server.url, student!);
    const context = await browser.newContext({ viewport: VIEWPORT });
    // The browser's own login call: its HttpOnly refresh cookie lands in this context, and the
    // client's readable `signed_in` cookie (ui/lib/session.ts) says who is signed in.
    const login = await context.request.post(`${server.url}/api/o1/login`, { data: { email_or_username: student!.username, password: student!.password } });
    if (login.status() !== 200) throw new Error(`student login in the browser: ${login.status()}`);
    await context.addCookies([{ name: 'signed_in', value: `student.${student!.id}`, url: server.url }]);
    const page = await context.newPage();
    await page.addInitScript(RECORDER);
    if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${server.url}/math`);
    await play(page, count);
    // The last answer's frame and Resource Timing entry arrive a moment after its card.
    await page.waitForFunction((n) => {
      const w = window as unknown as { __answerTimings: PageTiming[]; __answerRequests: PageRequest[] };
      return w.__answerRequests.length >= n && w.__answerTimings.slice(0, n).every((t) => t.feedbackMs !== null);
    }, count);
    const { timings, requests, longFrames } = await page.evaluate(() => {
      const w = window as unknown as { __answerTimings: PageTiming[]; __answerRequests: PageRequest[]; __longFrames: PageLongFrame[] };
      return { timings: w.__answerTimings, requests: w.__answerRequests, longFrames: w.__longFrames };
    });
    if (timings.length !== requests.length) throw new Error(`${timings.length} clicks on Check but ${requests.length} answer requests`);
    const samples: AnswerSample[] = timings.map((t, i) => {
      const r = requests[i]!;
      const metric = (name: string) => r.serverTiming.find((m) => m.name === name)?.duration ?? NaN;
      return {
        correct: t.correct === true,
        pressed: t.pressedMs!,
        feedback: t.feedbackMs!,
        serverTotal: metric('total'),
        serverAnswer: metric('answer'),
        beforeRequest: r.startTime - t.t0,
        request: r.responseEnd - r.startTime,
        afterResponse: t.t0 + t.feedbackMs! - r.responseEnd,
        longFrames: longFrames.filter((f) => f.startTime + f.duration > t.t0 && f.startTime < t.t0 + t.feedbackMs!).map(describeFrame),
      };
    });
    const of = (key: Exclude<keyof AnswerSample, 'correct' | 'longFrames'>, which: AnswerSample[] = samples) => spread(which.map((x) => x[key]));
    const row: AnswerLatencyRow = {
      db,
      answers: samples.length,
      right: samples.filter((x) => x.correct).length,
      pressed: of('pressed'),
      feedback: of('feedback'),
      feedbackRight: of('feedback', samples.filter((x) => x.correct)),
      feedbackWrong: of('feedback', samples.filter((x) => !x.correct)),
      serverTotal: of('serverTotal'),
      serverAnswer: of('serverAnswer'),
      beforeRequest: of('beforeRequest'),
      request: of('request'),
      afterResponse: of('afterResponse'),
      samples: samples.map((x) => Object.fromEntries(Object.entries(x).map(([k, v]) => [k, typeof v === 'number' ? round(v) : v])) as unknown as AnswerSample),
      longFrameScripts: topScripts(samples.flatMap((x) => x.longFrames)),
    };
    return { row, chromium: browser.version() };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Runs the benchmark on every database of BENCH_ANSWER_DBS; builds the client unless BENCH_NO_BUILD=1. */
export async function runAnswerLatencyBench(options: { count?: number; dbs?: BenchDb[]; chromiumPath?: string; cpuSlowdown?: number } = {}): Promise<AnswerLatencyResult> {
  const cpuSlowdown = options.cpuSlowdown ?? env.BENCH_ANSWER_CPU_SLOWDOWN;
  buildClient();
  const before = machineLoad();
  const rows: AnswerLatencyRow[] = [];
  let version = '';
  for (const db of options.dbs ?? env.BENCH_ANSWER_DBS) {
    console.log(`answer latency on ${db}: ${options.count ?? env.BENCH_ANSWERS} answers`);
    const { row, chromium: v } = await measure(db, options.count ?? env.BENCH_ANSWERS, options.chromiumPath ?? CHROMIUM_PATH, cpuSlowdown);
    rows.push(row);
    version = v;
  }
  const load = { before, after: machineLoad() };
  return { date: new Date().toISOString(), chromium: `Chromium ${version}`, viewport: VIEWPORT, cpuSlowdown, load, rows, line: summaryLine(rows, load.after) };
}

/** The one line to paste in the README: click → feedback and click → pressed, p50/p95/max, and the server's p95, per database. */
export function summaryLine(rows: AnswerLatencyRow[], load: string): string {
  const parts = rows.map(
    (r) =>
      `${r.db} (${r.answers} answers): click → feedback p50 ${Math.round(r.feedback.p50)} / p95 ${Math.round(r.feedback.p95)} / max ${Math.round(r.feedback.max)} ms, ` +
      `click → button pressed p95 ${Math.round(r.pressed.p95)} ms, server p95 ${Math.round(r.serverTotal.p95)} ms`,
  );
  return `Answer latency (${new Date().toISOString().slice(0, 10)}, ${load}): ${parts.join('; ')}.`;
}

export const ANSWER_HEADERS = ['database', 'measure', 'p50 ms', 'p95 ms', 'max ms'];

/** The rows of {@link ANSWER_HEADERS}: each measure of each database. */
export function answerRowCells(r: AnswerLatencyRow): (string | number)[][] {
  const measures: [string, Spread][] = [
    ['click → button pressed', r.pressed],
    ['click → feedback shown', r.feedback],
    ['click → feedback, right answers', r.feedbackRight],
    ['click → feedback, wrong answers', r.feedbackWrong],
    ['server total (Server-Timing)', r.serverTotal],
    ['server read, judge, write', r.serverAnswer],
    ['click → request sent', r.beforeRequest],
    ['request in the browser', r.request],
    ['response → feedback shown', r.afterResponse],
  ];
  return measures.map(([name, s]) => [`${r.db} (${r.answers}, ${r.right} right)`, name, s.p50, s.p95, s.max]);
}

/** Where a database's client time went: the long frames' scripts between click and feedback, summed. */
export function longFrameLines(r: AnswerLatencyRow): string {
  if (r.longFrameScripts.length === 0) return `${r.db}: no frame over 50 ms between a click and its feedback.`;
  return [`${r.db}: long frames (over 50 ms) between click and feedback, summed over the answers:`, ...r.longFrameScripts.map((s) => `  ${s.ms} ms in ${s.frames} frames: ${s.script}`)].join('\n');
}

/** The result as a text table with its summary line. */
export function answerLatencyTable(r: AnswerLatencyResult): string {
  return `Headless ${r.chromium}, ${r.viewport.width}x${r.viewport.height}, the game at its own frame rate${r.cpuSlowdown > 1 ? `, CPU slowed ${r.cpuSlowdown}x` : ''}\n\n${table(ANSWER_HEADERS, r.rows.flatMap(answerRowCells))}\n\n${r.rows.map(longFrameLines).join('\n\n')}\n\n${r.line}`;
}

if (isMain(import.meta.url)) {
  const result = await runAnswerLatencyBench();
  console.log('\n' + answerLatencyTable(result));
  console.log(`\n${result.load.before} before, ${result.load.after} after. Wrote ${writeResult('answer.json', result)}`);
}
