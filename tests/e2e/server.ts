/**
 * Runs `npm start`'s entry (scripts/start.ts) as a child process for end-to-end tests, on its own
 * PGlite data folder, so tests can stop and restart the real server. Like `npm start`, that runs
 * the database script's migrate and seed steps (a no-op on a restart) before the server, in the
 * same process, so no extra process or database open is added per spec. A spec's database starts
 * as a copy of the template that global-setup.ts migrated and seeded once for the whole run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface AppServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts the server; resolves with its URL once it prints that it is running.
 * @param extraEnv more variables for the server, e.g. `ASSETS_DIR` (the level preview reads its
 *   level and map JSON there, so a test can edit a temporary copy)
 */
export function startServer(dataDir: string, port = 0, extraEnv: Record<string, string> = {}): Promise<AppServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', ...extraEnv };
  delete env.DATABASE_URL;
  // The bundle global-setup.ts made (server-bundle.ts); a spec run without it (no global setup) uses tsx.
  const bundle = process.env.MONSTERIFIC_E2E_SERVER_BUNDLE;
  const entry = bundle ? [bundle] : [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'start.ts')];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 90 s:\n' + output)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (http:\/\/localhost:(\d+))/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1]!,
          port: Number(m[2]),
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** A server for one spec file, on its own temporary data folder; `restart()` keeps the data and port. */
export interface SpecServer {
  readonly url: string;
  restart(): Promise<void>;
}

/**
 * Registers beforeAll/afterAll hooks that start the real server for this spec file and remove its
 * data folder afterwards. Call at the top level of a spec. `extraEnv` configures the server (e.g. a
 * short `ACCESS_TOKEN_TTL_S`).
 */
export function useSpecServer(
  name: string,
  hooks: { beforeAll(fn: () => Promise<void>): void; afterAll(fn: () => Promise<void>): void },
  extraEnv: Record<string, string> = {},
): SpecServer {
  let server: AppServer | undefined;
  let dataDir = '';
  hooks.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `monsterific-${name}-`));
    // A copy of the migrated and seeded template (global-setup.ts): start's migrate and seed steps
    // then find nothing to do. Without the template (a spec run on its own setup), start does both.
    const template = process.env.MONSTERIFIC_E2E_TEMPLATE_DIR;
    if (template) cpSync(template, dataDir, { recursive: true });
    server = await startServer(dataDir, 0, extraEnv);
  });
  hooks.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!server) throw new Error('the spec server has not started');
      return server.url;
    },
    async restart() {
      if (!server) throw new Error('the spec server has not started');
      await server.stop();
      server = await startServer(dataDir, server.port, extraEnv);
    },
  };
}
