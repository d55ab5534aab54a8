/**
 * A school morning (issue 21 part 5): 0 -> BENCH_RAMP_STUDENTS (default 2,000) students arriving
 * evenly over BENCH_RAMP_SECONDS (default 60) on the PostgreSQL server, each logging in and then
 * answering, with errors, percentiles per call, a timeline in 5-second steps and what broke first.
 *
 * What is simulated: a student is a loop in this process, not a browser (no page, no JavaScript
 * bundle, no art): POST login (Argon2id, the real password), GET math_game/map, POST math_game
 * {new_level: 2} (past level 1's start screen, the first question), then an answer (a guess, as
 * bench/api.ts `guess`) every BENCH_RAMP_THINK_MS (default 4,000 ms, a child reading and tapping)
 * until the window ends. Students come from BENCH_RAMP_SCHOOLS (default 20) client addresses
 * (127.2.x.y loopback: a school's children share its address, so the per-address login limit
 * applies as in a school). Every call has a BENCH_RAMP_TIMEOUT_MS (default 20 s) client timeout.
 *
 * The accounts: one family is made through the API, then its student row is copied in SQL into
 * BENCH_RAMP_STUDENTS students with the same password hash (making 2,000 through the API costs
 * 4,000 Argon2 runs, longer than the whole suite may take); everything after that goes through
 * the API. The server (bench/server.ts) runs in a child process; its CPU use (from /proc) and
 * the database's active connections (pg_stat_activity; the pool holds 10) are sampled every 5 s.
 *
 * Run alone: `npx tsx bench/ramp.ts`.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { z } from 'zod';
import { createFamily, guess, type Json, nextLocalAddress, PG_SERVER, startBenchServer, STUDENT_PASSWORD, type PendingQuestion } from './api';
import { isMain, machineLoad, percentile, table, writeResult } from './lib';

const env = z
  .object({
    BENCH_RAMP_STUDENTS: z.coerce.number().int().min(1).max(20_000).default(2000),
    BENCH_RAMP_SECONDS: z.coerce.number().positive().max(600).default(60),
    BENCH_RAMP_THINK_MS: z.coerce.number().int().min(0).default(4000),
    BENCH_RAMP_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    BENCH_RAMP_SCHOOLS: z.coerce.number().int().min(1).max(250).default(20),
  })
  .parse(process.env);

const STEP_S = 5;
type Kind = 'login' | 'map' | 'start' | 'answer';
const KINDS: Kind[] = ['login', 'map', 'start', 'answer'];

interface Call {
  kind: Kind;
  /** Seconds since the ramp began, when the call ended. */
  at: number;
  ms: number;
  /** HTTP status, or 0 for a client-side failure. */
  status: number;
  error?: string;
}

export interface RampKindRow {
  kind: Kind;
  calls: number;
  ok: number;
  /** Failures by cause: HTTP status or client error. */
  failures: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface RampStep {
  fromS: number;
  started: number;
  calls: number;
  failures: number;
  loginP95Ms: number;
  answerP95Ms: number;
  serverCpuPercent: number;
  dbActive: number;
}

export interface RampResult {
  date: string;
  students: number;
  seconds: number;
  thinkMs: number;
  schools: number;
  load: { before: string; after: string };
  studentsLoggedIn: number;
  studentsAnswering: number;
  answers: number;
  kinds: RampKindRow[];
  steps: RampStep[];
  firstBreak: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4096 });

/** One JSON call with a timeout; never throws (a failure is status 0 with its error). */
function call(base: string, method: string, path: string, options: { token?: string; body?: unknown; address?: string }): Promise<{ status: number; json: Json | null; error?: string }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = request(
      base + path,
      { method, agent, localAddress: options.address, timeout: env.BENCH_RAMP_TIMEOUT_MS, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let json: Json | null = null;
          try {
            json = JSON.parse(text) as Json;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
        res.on('error', (e) => resolve({ status: 0, json: null, error: e.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ status: 0, json: null, error: e.code ?? e.message }));
    req.end(body);
  });
}

/** CPU seconds (user + system) the process has used, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Runs the ramp on a fresh database `bench_ramp` of the PostgreSQL server. */
export async function runRampBench(): Promise<RampResult> {
  const server = await startBenchServer('postgres', 'bench_ramp');
  const dbUrl = `${PG_SERVER}/bench_ramp`;
  const sampler = new pg.Client({ connectionString: dbUrl });
  await sampler.connect();
  const before = machineLoad();
  try {
    const base = server.url;
    const [template] = await createFamily(base, `ramp${Date.now().toString(36)}`, 1);
    await sampler.query(
      `insert into students (parent_id, first_name, last_name, username, password_hash, grade, timezone)
       select parent_id, first_name, last_name, 'ramp' || g, password_hash, grade, timezone from students, generate_series(1, $2::int) g where id = $1`,
      [template!.id, env.BENCH_RAMP_STUDENTS],
    );
    const schools = Array.from({ length: env.BENCH_RAMP_SCHOOLS }, () => nextLocalAddress().replace(/^127\.1\./, '127.2.'));
    const calls: Call[] = [];
    const startedAt: number[] = [];
    let loggedIn = 0;
    let answering = 0;
    const t0 = performance.now();
    const now = () => (performance.now() - t0) / 1000;
    const endS = env.BENCH_RAMP_SECONDS;
    const timed = async (kind: Kind, run: () => ReturnType<typeof call>) => {
      const start = performance.now();
      const res = await run();
      calls.push({ kind, at: now(), ms: performance.now() - start, status: res.status, ...(res.error ? { error: res.error } : {}) });
      return res;
    };
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    const student = async (n: number) => {
      const address = schools[n % schools.length]!;
      startedAt.push(now());
      const login = await timed('login', () => call(base, 'POST', '/api/o1/login', { address, body: { email_or_username: `ramp${n}`, password: STUDENT_PASSWORD } }));
      if (login.status !== 200) return;
      loggedIn += 1;
      const { access_token: token, user_id: id } = login.json as { access_token: string; user_id: number };
      if ((await timed('map', () => call(base, 'GET', `/api/v1/students/${id}/math_game/map`, { address, token }))).status !== 200) return;
      const started = await timed('start', () => call(base, 'POST', `/api/v1/students/${id}/math_game`, { address, token, body: { new_level: 2 } }));
      let q = (started.json?.question ?? null) as PendingQuestion | null;
      if (q) answering += 1;
      while (q && now() < endS) {
        await sleep(env.BENCH_RAMP_THINK_MS * (0.5 + Math.random()));
        if (now() >= endS) break;
        const current = q;
        const res = await timed('answer', () => call(base, 'POST', `/api/v1/students/${id}/math_game/-/questions/${current.id}/student_answers`, { address, token, body: guess(current) }));
        q = res.status === 200 ? ((res.json?.question ?? null) as PendingQuestion | null) : current;
      }
    };

    // Samples every STEP_S: the server's CPU share and the database's active connections.
    const samples: { cpu: number; active: number }[] = [];
    let lastCpu = cpuSeconds(server.pid);
    const sampling = setInterval(() => {
      const cpu = cpuSeconds(server.pid);
      const delta = cpu - lastCpu;
      lastCpu = cpu;
      void sampler
        .query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = 'bench_ramp' and state = 'active' and pid <> pg_backend_pid()`)
        .then((r) => samples.push({ cpu: (delta / STEP_S) * 100, active: Number(r.rows[0]!.n) }))
        .catch(() => samples.push({ cpu: (delta / STEP_S) * 100, active: NaN }));
    }, STEP_S * 1000);

    console.log(`[ramp] ${env.BENCH_RAMP_STUDENTS} students over ${endS} s from ${schools.length} addresses…`);
    const running: Promise<void>[] = [];
    for (let n = 1; n <= env.BENCH_RAMP_STUDENTS; n++) {
      const due = ((n - 1) / env.BENCH_RAMP_STUDENTS) * endS;
      const wait = due - now();
      if (wait > 0) await sleep(wait * 1000);
      running.push(student(n));
    }
    await Promise.all(running);
    clearInterval(sampling);

    const kinds = KINDS.map((kind): RampKindRow => {
      const mine = calls.filter((c) => c.kind === kind);
      const times = mine.map((c) => c.ms).sort((a, b) => a - b);
      const failures: Record<string, number> = {};
      for (const c of mine) if (c.status !== 200) failures[c.error ?? String(c.status)] = (failures[c.error ?? String(c.status)] ?? 0) + 1;
      return { kind, calls: mine.length, ok: mine.filter((c) => c.status === 200).length, failures, p50Ms: Math.round(percentile(times, 0.5)), p95Ms: Math.round(percentile(times, 0.95)), p99Ms: Math.round(percentile(times, 0.99)) };
    });
    const lastS = Math.max(endS, ...calls.map((c) => c.at));
    const steps: RampStep[] = [];
    for (let from = 0; from < lastS; from += STEP_S) {
      const inStep = calls.filter((c) => c.at >= from && c.at < from + STEP_S);
      const p95 = (kind: Kind) => Math.round(percentile(inStep.filter((c) => c.kind === kind).map((c) => c.ms).sort((a, b) => a - b), 0.95));
      const sample = samples[Math.floor(from / STEP_S)];
      steps.push({
        fromS: from,
        started: startedAt.filter((s) => s >= from && s < from + STEP_S).length,
        calls: inStep.length,
        failures: inStep.filter((c) => c.status !== 200).length,
        loginP95Ms: p95('login'),
        answerP95Ms: p95('answer'),
        serverCpuPercent: sample ? Math.round(sample.cpu) : NaN,
        dbActive: sample ? sample.active : NaN,
      });
    }
    return {
      date: new Date().toISOString(),
      students: env.BENCH_RAMP_STUDENTS,
      seconds: endS,
      thinkMs: env.BENCH_RAMP_THINK_MS,
      schools: schools.length,
      load: { before, after: machineLoad() },
      studentsLoggedIn: loggedIn,
      studentsAnswering: answering,
      answers: kinds.find((k) => k.kind === 'answer')!.ok,
      kinds,
      steps,
      firstBreak: firstBreak(steps, kinds, calls),
    };
  } finally {
    await sampler.end();
    await server.stop();
  }
}

/**
 * What broke first, read from the figures: the first 5-second step where calls failed or a p95
 * passed 2 s, with the failures' causes, the logins' service rate against their arrival rate,
 * and the server's CPU and database connections then. A heuristic for the report, not a diagnosis.
 */
function firstBreak(steps: RampStep[], kinds: RampKindRow[], calls: Call[]): string {
  const bad = steps.find((s) => s.failures > 0 || s.loginP95Ms > 2000 || s.answerP95Ms > 2000);
  if (!bad) return 'nothing: no failures and every p95 under 2 s';
  const inStep = calls.filter((c) => c.at >= bad.fromS && c.at < bad.fromS + STEP_S && c.status !== 200);
  const causes = new Map<string, number>();
  for (const c of inStep) causes.set(`${c.kind} ${c.error ?? c.status}`, (causes.get(`${c.kind} ${c.error ?? c.status}`) ?? 0) + 1);
  const login = kinds.find((k) => k.kind === 'login')!;
  const okLogins = calls.filter((c) => c.kind === 'login' && c.status === 200);
  const lastOk = Math.max(1, ...okLogins.map((c) => c.at));
  const served = okLogins.length / lastOk;
  const arriving = env.BENCH_RAMP_STUDENTS / env.BENCH_RAMP_SECONDS;
  const rising = steps.slice(0, 4).every((s, i, a) => i === 0 || s.loginP95Ms >= a[i - 1]!.loginP95Ms);
  const maxActive = Math.max(0, ...steps.map((s) => s.dbActive).filter((n) => Number.isFinite(n)));
  const cpus = steps.map((s) => s.serverCpuPercent).filter((n) => Number.isFinite(n));
  const cpu = cpus.length ? Math.round(cpus.reduce((a, b) => a + b, 0) / cpus.length) : NaN;
  const why = [
    `logins were served at ${served.toFixed(1)}/s while ${arriving.toFixed(1)}/s arrived`,
    rising ? 'the login p95 grows step after step: a queue in front of the Argon2 hashes, which Node runs on its one JavaScript thread (every other call of that process waits behind them)' : '',
    maxActive >= 10 ? `the database pool was full (${maxActive} active connections of 10)` : `the database was not the limit (at most ${maxActive} active connections of the pool's 10)`,
    causes.size || kinds.some((k) => k.failures['503'])
      ? 'the 503s are the pool\'s 5 s wait for a connection running out (db/drivers/pool-errors.ts) while the event loop was busy, not a busy database'
      : '',
    `the server process used ${cpu}% of a core on average (${cpu < 75 ? 'the rest of the machine took the other share' : 'near one full core: CPU-bound on its one thread'})`,
  ].filter(Boolean);
  const failed = [...causes].map(([k, n]) => `${n} x ${k}`).join(', ') || 'no failures yet';
  return `at ${bad.fromS}-${bad.fromS + STEP_S} s: login p95 ${bad.loginP95Ms} ms, answer p95 ${bad.answerP95Ms} ms, ${failed}. ${why.join('; ')}. Logins overall: ${login.ok}/${login.calls} ok, p95 ${login.p95Ms} ms.`;
}

export const rampKindTable = (r: RampResult) =>
  table(
    ['call', 'calls', 'ok', 'failures', 'p50 ms', 'p95 ms', 'p99 ms'],
    r.kinds.map((k) => [k.kind, k.calls, k.ok, Object.entries(k.failures).map(([c, n]) => `${c}: ${n}`).join(', ') || '0', k.p50Ms, k.p95Ms, k.p99Ms]),
  );
export const rampStepTable = (r: RampResult) =>
  table(
    ['from s', 'arrived', 'calls', 'failed', 'login p95 ms', 'answer p95 ms', 'server CPU %', 'db active'],
    r.steps.map((s) => [s.fromS, s.started, s.calls, s.failures, s.loginP95Ms, s.answerP95Ms, s.serverCpuPercent, s.dbActive]),
  );

if (isMain(import.meta.url)) {
  const r = await runRampBench();
  console.log(`\nSchool-morning ramp: ${r.students} students over ${r.seconds} s (PostgreSQL server), think ${r.thinkMs} ms, ${r.schools} addresses; ${r.load.before} before, ${r.load.after} after`);
  console.log(`${r.studentsLoggedIn} logged in, ${r.studentsAnswering} answering, ${r.answers} answers\n`);
  console.log(rampKindTable(r) + '\n\n' + rampStepTable(r));
  console.log(`\nFirst to break: ${r.firstBreak}`);
  console.log(`\nWrote ${writeResult('ramp.json', r)}`);
}
