/**
 * What the HTTP benchmarks share: the bench server as a child process (bench/server.ts) on PGlite
 * or on a fresh database of the PostgreSQL server, and calls to its API that reach a starting
 * state the way a family does (sign-up, students, the math game's first question), each from a
 * client address of its own where a per-address limit would otherwise refuse it.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../worker/seed/seed';
import { ROOT } from './lib';

export type BenchDb = 'pglite' | 'postgres';

/** The PostgreSQL server of the benchmarks (BENCH_PG_URL, a database name is added). */
export const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

export interface BenchServer {
  url: string;
  db: BenchDb;
  /** The server process id (its CPU use is read from /proc by the ramp). */
  pid: number;
  stop(): Promise<void>;
}

/** Drops and creates `name` on the PostgreSQL server; returns its URL. */
async function freshPgDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${PG_SERVER}/${name}`;
}

/** Starts bench/server.ts on a temporary PGlite folder or a fresh PostgreSQL database `pgName`. */
export async function startBenchServer(db: BenchDb, pgName = 'bench_http'): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'monsterific-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (db === 'postgres') env.DATABASE_URL = await freshPgDatabase(pgName);
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'server.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not start in 120 s:\n' + output)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /bench server at (http:\/\/localhost:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    db,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((done) => {
        const cleanup = () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return cleanup();
        child.once('exit', cleanup);
        child.kill('SIGTERM');
      }),
  };
}

/** A parsed JSON body: fields are read with a cast where the route's contract is known. */
export type Json = { [key: string]: unknown };

export interface ApiAnswer {
  status: number;
  json: Json;
  setCookies: string[];
}

let addressCounter = 0;
/** A new loopback client address (127.1.0.0/16): the server counts per-address limits by socket address. */
export function nextLocalAddress(): string {
  addressCounter += 1;
  return `127.1.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * One JSON call to the API with node:http (so the socket's local address can be chosen).
 * @param options.address the client's loopback address (default 127.0.0.1)
 */
export function api(base: string, method: string, path: string, options: { token?: string; body?: unknown; address?: string } = {}): Promise<ApiAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      base + path,
      {
        method,
        localAddress: options.address,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let json: Json = {};
          try {
            json = text ? (JSON.parse(text) as Json) : {};
          } catch {
            json = { text };
          }
          resolve({ status: res.statusCode ?? 0, json, setCookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Throws unless `res.status` is `expected`. */
export function expectStatus(res: ApiAnswer, expected: number, what: string): ApiAnswer {
  if (res.status !== expected) throw new Error(`${what}: expected ${expected}, got ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  return res;
}

/** The refresh token in a login's Set-Cookie (the HttpOnly refresh cookie). */
export function refreshTokenOf(res: ApiAnswer): string {
  const cookie = res.setCookies.find((c) => c.startsWith('monsterific_refresh=') && !c.startsWith('monsterific_refresh=;'));
  if (!cookie) throw new Error('the login set no refresh cookie');
  return decodeURIComponent(cookie.slice('monsterific_refresh='.length).split(';')[0]!);
}

export interface BenchStudent {
  id: number;
  username: string;
  password: string;
  access: string;
  refresh: string;
}

export const STUDENT_PASSWORD = 'kidpass1';

/**
 * Signs up one parent (from an address of its own: 10 sign-ups per address per 10 minutes) and
 * adds `count` grade-1 students, each logged in. Each student costs two Argon2 runs (the parent's
 * password check and the child's hash) plus one for its login.
 */
export async function createFamily(base: string, tag: string, count: number): Promise<BenchStudent[]> {
  const email = `bench-${tag}@example.com`;
  const password = 'secret123';
  const signup = expectStatus(await api(base, 'POST', '/api/o1/parents', { body: { email, password, first_name: 'Bench', last_name: 'Family' }, address: nextLocalAddress() }), 201, 'sign-up');
  const parentToken = signup.json.access_token as string;
  const students: BenchStudent[] = [];
  for (let i = 0; i < count; i++) {
    const username = `b${tag}x${i}`.replace(/[^a-z0-9]/gi, '').slice(0, 30);
    const made = expectStatus(
      await api(base, 'POST', '/api/v1/parents/-/students', { token: parentToken, body: { first_name: 'Kid', last_name: 'Bench', username, grade: 1, new_password: STUDENT_PASSWORD, parent_password: password } }),
      201,
      'add student',
    );
    const login = expectStatus(await api(base, 'POST', '/api/o1/login', { body: { email_or_username: username, password: STUDENT_PASSWORD } }), 200, 'student login');
    students.push({ id: made.json.id as number, username, password: STUDENT_PASSWORD, access: login.json.access_token as string, refresh: refreshTokenOf(login) });
  }
  return students;
}

/** The demo admin's access token (seeded outside production). */
export async function adminToken(base: string): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  return expectStatus(await api(base, 'POST', '/api/o1/login', { body: { email_or_username: email, password } }), 200, 'admin login').json.access_token as string;
}

/** A question as the API shows it before the answer. */
export interface PendingQuestion {
  id: number;
  question_type: 'BLNK' | 'M';
  answers: { id: number }[];
  num_blanks: number;
}

/**
 * A child's guess at a question: a random choice, or "1" in every blank. Right about as often as a
 * guess is, so students stay on their levels (a wrong answer still brings the next question).
 */
export function guess(q: PendingQuestion): { answer: { answer_id?: number; answer_data?: string[] } } {
  if (q.question_type === 'M') return { answer: { answer_id: q.answers[Math.floor(Math.random() * q.answers.length)]!.id } };
  return { answer: { answer_data: Array.from({ length: Math.max(1, q.num_blanks) }, () => '1') } };
}

/** Moves the student past level 1's start screen to level 2 (spec: POST math_game {new_level: 2}); returns its first question. */
export async function startPlaying(base: string, s: BenchStudent): Promise<PendingQuestion | null> {
  const res = expectStatus(await api(base, 'POST', `/api/v1/students/${s.id}/math_game`, { token: s.access, body: { new_level: 2 } }), 200, 'start level 2');
  return (res.json.question as PendingQuestion | null) ?? null;
}
