/**
 * autocannon on the main API routes, each as a ratio to a bare Hono route (`GET /bench/bare`)
 * served by the same server process in the same run, on PGlite and on the PostgreSQL server
 * (issue 21 part 5). Per route: requests per second, the ratio, latency p50/p95/p99 (ms, every
 * response), non-2xx answers and errors.
 *
 * The server is bench/server.ts in a child process (so autocannon does not share its event loop);
 * the starting state is reached through the API: one family of BENCH_HTTP_STUDENTS grade-1
 * students, logged in, moved past level 1's start screen, with gems granted by the demo admin.
 * Each connection works for one student at a time and a student is never in two requests at once
 * (as one child on one tablet):
 * - answer: POST student_answers with a guess at the pending question; the answer's next question
 *   is the student's next request (a student whose level ends without a next question leaves);
 * - game / map: GET math_game/ocean and math_game/map;
 * - login (30 requests, not a duration): the students' real passwords (Argon2id m = 19 MiB, t = 2 per request, by design): a
 *   successful login gives its rate-limit slots back (worker/auth/rate-limit.ts), so the limits
 *   never refuse it, even with every request from 127.0.0.1; the figure is Argon2's cost;
 * - refresh: each student's rotating refresh token from the body (the native app's way);
 * - purchase: POST student_monster_items, every store item once per student (a fixed number of
 *   requests, not a duration).
 *
 * Environment: BENCH_HTTP_SECONDS (per route, default 3), BENCH_HTTP_CONNECTIONS (default 10),
 * BENCH_HTTP_STUDENTS (default 10), BENCH_HTTP_DBS (default `pglite,postgres`), BENCH_PG_URL.
 * Run alone: `npx tsx bench/http.ts`.
 */
import autocannon from 'autocannon';
import { z } from 'zod';
import { adminToken, api, createFamily, expectStatus, guess, startBenchServer, startPlaying, type BenchDb, type BenchStudent, type PendingQuestion } from './api';
import { isMain, machineLoad, percentile, round, table, writeResult } from './lib';

const env = z
  .object({
    BENCH_HTTP_SECONDS: z.coerce.number().positive().max(120).default(3),
    BENCH_HTTP_CONNECTIONS: z.coerce.number().int().min(1).max(200).default(10),
    BENCH_HTTP_STUDENTS: z.coerce.number().int().min(2).max(200).default(10),
    BENCH_HTTP_DBS: z.string().default('pglite,postgres').pipe(z.string().transform((s) => s.split(',').map((d) => z.enum(['pglite', 'postgres']).parse(d.trim())))),
  })
  .parse(process.env);

export interface HttpRow {
  db: BenchDb;
  route: string;
  requests: number;
  reqPerSec: number;
  /** reqPerSec / the bare route's reqPerSec in the same server process. */
  ratio: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  note: string;
}

export interface HttpResult {
  date: string;
  connections: number;
  seconds: number;
  load: { before: string; after: string };
  rows: HttpRow[];
}

type Request = autocannon.Request;
/** Logins per database (a fixed amount, not a duration). */
const LOGINS = 30;
/** The per-request context autocannon hands from setupRequest to onResponse. */
type Ctx = Record<string, unknown>;

/** One route to load: its requests and, for a fixed amount of work, how many. */
interface RouteLoad {
  route: string;
  requests: Request[];
  amount?: number;
  note: () => string;
}

async function load(url: string, spec: RouteLoad): Promise<Omit<HttpRow, 'db' | 'ratio'>> {
  const times: number[] = [];
  // autocannon's own duration is whole seconds: too coarse for a fixed amount of slow requests.
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: env.BENCH_HTTP_CONNECTIONS, ...(spec.amount ? { amount: spec.amount } : { duration: env.BENCH_HTTP_SECONDS }), requests: spec.requests },
      (err, res) => (err ? reject(err as Error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  return {
    route: spec.route,
    requests: times.length,
    reqPerSec: round(times.length / seconds),
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    p99Ms: round(percentile(times, 0.99)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    note: spec.note(),
  };
}

const json = (token: string | undefined, body?: unknown): Pick<Request, 'headers' | 'body'> => ({
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Round-robin over a list. */
const cycle = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

/**
 * A queue of students free for their next request: setupRequest takes one, onResponse puts back
 * what `next` makes of the answer (autocannon calls onResponse with the context its setupRequest
 * got), or counts it `dropped`. `starved` counts requests sent to the bare route because every
 * student was busy or gone.
 */
function studentQueue<T>(initial: T[]) {
  return { free: [...initial], starved: 0, dropped: 0 };
}

/** One autocannon request served by `queue`: `request` builds it for a free item, `next` reads the answer into the item's next state (null: drop it). */
function queuedRequest<T>(queue: ReturnType<typeof studentQueue<T>>, base: Request, request: (item: T) => Partial<Request>, next: (status: number, body: string, item: T) => T | null): Request {
  return {
    ...base,
    setupRequest: (req, ctx) => {
      const context = ctx as Ctx;
      const item = queue.free.shift();
      context.item = item;
      if (!item) {
        queue.starved += 1;
        return { ...req, method: 'GET', path: '/bench/bare' };
      }
      return { ...req, ...request(item) };
    },
    onResponse: (status, body, ctx) => {
      const item = (ctx as Ctx).item as T | undefined;
      if (!item) return;
      const after = next(status, body, item);
      if (after) queue.free.push(after);
      else queue.dropped += 1;
    },
  };
}

function answerLoad(students: { s: BenchStudent; q: PendingQuestion }[]): RouteLoad {
  const queue = studentQueue(students);
  return {
    route: 'POST student_answers (answer)',
    requests: [
      queuedRequest(
        queue,
        { method: 'POST' },
        (item) => ({ path: `/api/v1/students/${item.s.id}/math_game/-/questions/${item.q.id}/student_answers`, ...json(item.s.access, guess(item.q)) }),
        (status, body, item) => {
          const q = status === 200 ? ((JSON.parse(body) as { question: PendingQuestion | null }).question ?? null) : null;
          return q ? { s: item.s, q } : null;
        },
      ),
    ],
    note: () => `${students.length} students guessing; ${queue.dropped} left (level over or refused), ${queue.starved} requests starved`,
  };
}

function refreshLoad(students: BenchStudent[]): RouteLoad {
  const queue = studentQueue(students.map((s) => ({ s, token: s.refresh })));
  return {
    route: 'POST refresh (token in body)',
    requests: [
      queuedRequest(
        queue,
        { method: 'POST', path: '/api/o1/refresh' },
        (item) => json(undefined, { refresh_token: item.token }),
        (status, body, item) => (status === 200 ? { s: item.s, token: (JSON.parse(body) as { refresh_token: string }).refresh_token } : null),
      ),
    ],
    note: () => `${students.length} rotating tokens; ${queue.dropped} refused, ${queue.starved} starved`,
  };
}

/** Sets up the students and runs every route against one server; ratios are to its bare route. */
async function benchOneDb(db: BenchDb): Promise<HttpRow[]> {
  console.log(`\n[http] ${db}: starting the bench server…`);
  const server = await startBenchServer(db, 'bench_http');
  try {
    const base = server.url;
    console.log(`[http] ${db}: creating ${env.BENCH_HTTP_STUDENTS} students through the API (3 Argon2 runs each)…`);
    const students = await createFamily(base, `${db}${Date.now().toString(36)}`, env.BENCH_HTTP_STUDENTS);
    const admin = await adminToken(base);
    const playing: { s: BenchStudent; q: PendingQuestion }[] = [];
    for (const s of students) {
      const q = await startPlaying(base, s);
      if (q) playing.push({ s, q });
      expectStatus(await api(base, 'POST', `/api/v1/students/${s.id}/incentives/gems/add`, { token: admin, body: { gems: 5000 } }), 200, 'grant gems');
    }
    const items = (expectStatus(await api(base, 'GET', '/api/v1/students/-/monster_items?subject_id=1', { token: students[0]!.access }), 200, 'store').json.monster_items as { id: number }[]).map((i) => i.id);
    const purchases = items.flatMap((item_id) => students.map((s) => ({ s, item_id })));
    const nextPurchase = cycle(purchases);
    const nextStudent = cycle(students);
    const nextMapStudent = cycle(students);
    const nextLogin = cycle(students);
    const routes: RouteLoad[] = [
      { route: 'GET /bench/bare (baseline)', requests: [{ method: 'GET', path: '/bench/bare' }], note: () => 'plain Hono text route, same middleware' },
      { route: 'GET /api/health', requests: [{ method: 'GET', path: '/api/health' }], note: () => '' },
      answerLoad(playing),
      { route: 'GET math_game/ocean (game)', requests: [{ method: 'GET', setupRequest: (req) => ((s) => ({ ...req, path: `/api/v1/students/${s.id}/math_game/ocean`, ...json(s.access) }))(nextStudent()) }], note: () => `${students.length} students` },
      { route: 'GET math_game/map (map)', requests: [{ method: 'GET', setupRequest: (req) => ((s) => ({ ...req, path: `/api/v1/students/${s.id}/math_game/map`, ...json(s.access) }))(nextMapStudent()) }], note: () => `${students.length} students` },
      {
        route: 'POST login (Argon2)',
        requests: [{ method: 'POST', path: '/api/o1/login', setupRequest: (req) => ((s) => ({ ...req, ...json(undefined, { email_or_username: s.username, password: s.password }) }))(nextLogin()) }],
        // A fixed number: at a few logins a second, a 3 s window holds too few for percentiles.
        amount: LOGINS,
        note: () => `${LOGINS} logins over ${students.length} accounts, right passwords, one address`,
      },
      refreshLoad(students),
      {
        route: 'POST student_monster_items (purchase)',
        requests: [{ method: 'POST', path: '/api/v1/students/-/student_monster_items', setupRequest: (req) => ((p) => ({ ...req, ...json(p.s.access, { item_id: p.item_id }) }))(nextPurchase()) }],
        amount: purchases.length,
        note: () => `${purchases.length} purchases (${items.length} items x ${students.length} students), each once`,
      },
    ];
    const rows: Omit<HttpRow, 'db' | 'ratio'>[] = [];
    for (const spec of routes) {
      console.log(`[http] ${db}: ${spec.route}`);
      rows.push(await load(base, spec));
    }
    const bare = rows[0]!.reqPerSec;
    return rows.map((r) => ({ db, ratio: Number((r.reqPerSec / bare).toPrecision(2)), ...r }));
  } finally {
    await server.stop();
  }
}

/** Runs the routes on each database of BENCH_HTTP_DBS in turn. */
export async function runHttpBench(): Promise<HttpResult> {
  const before = machineLoad();
  const rows: HttpRow[] = [];
  for (const db of env.BENCH_HTTP_DBS) rows.push(...(await benchOneDb(db)));
  return { date: new Date().toISOString(), connections: env.BENCH_HTTP_CONNECTIONS, seconds: env.BENCH_HTTP_SECONDS, load: { before, after: machineLoad() }, rows };
}

export const HTTP_HEADERS = ['db', 'route', 'req/s', 'ratio', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors'];
export const httpRowCells = (r: HttpRow) => [r.db, r.route, r.reqPerSec, r.ratio, r.p50Ms, r.p95Ms, r.p99Ms, r.non2xx, r.errors];

if (isMain(import.meta.url)) {
  const result = await runHttpBench();
  console.log(`\nautocannon, ${result.connections} connections, ${result.seconds} s per route; ${result.load.before} before, ${result.load.after} after\n`);
  console.log(table(HTTP_HEADERS, result.rows.map(httpRowCells)));
  for (const r of result.rows) if (r.note) console.log(`  ${r.db} ${r.route}: ${r.note}`);
  console.log(`\nWrote ${writeResult('http.json', result)}`);
}
