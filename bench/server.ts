/**
 * The server the HTTP benchmarks load (bench/http.ts, bench/ramp.ts), started as a child process
 * so the load generator (autocannon) does not share its event loop: `npm start`'s server
 * (worker/entry-node.ts: security headers, compression, the API, the built client) plus one bare
 * Hono route, `GET /bench/bare` answering `ok`, mounted in the same root app behind the same
 * middleware, as the baseline every route is divided by. Migrates and seeds like `npm start`
 * (NODE_ENV=test: demo accounts, a local JWT secret; production Argon2 parameters whatever
 * ARGON2_MEMORY_KIB says).
 *
 * Database: DATABASE_URL (the PostgreSQL server) or else a PGlite folder DATA_DIR. Prints
 * `bench server at <url>` once it listens; SIGTERM closes it.
 */
import { Hono } from 'hono';
import { openDatabase } from '../db/drivers/node';
import { loadContentOrThrow } from '../db/seed/content';
import { startNodeServer } from '../worker/entry-node';
import { runDbSteps } from '../scripts/db';

const content = loadContentOrThrow();
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
if (!(await runDbSteps(handle, ['migrate', 'seed'], { environment: 'test', argon2MemoryKiB: 19456, content, log: () => {} }))) {
  await handle.close();
  process.exit(1);
}
const bare = new Hono();
bare.get('/bench/bare', (c) => c.text('ok'));
const server = await startNodeServer({ port: Number(process.env.PORT ?? 0), handle, content, env: { ...process.env, NODE_ENV: 'test', ARGON2_MEMORY_KIB: '19456' }, devRoutes: { app: bare, close: () => {} } });
console.log(`bench server at ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
