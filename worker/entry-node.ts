/**
 * Node entry: opens the database (embedded PGlite on disk by default, PostgreSQL when
 * DATABASE_URL is set), checks that it is migrated and seeded with the content on disk (it never
 * migrates or seeds: scripts/db.ts does, and `npm start` runs it first), and serves the API plus
 * the built client and the content art on one port. The only file under worker/ that may use Node
 * built-ins; it imports nothing from scripts/ (the level preview is passed in by scripts/start.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { openDatabase, type NodeDbHandle } from '../db/drivers/node';
import { loadContentOrThrow, type ContentBundle } from '../db/seed/content';
import type { DbHandle } from '../db/types';
import { createApp } from './app';
import { securityHeaders } from './lib/security-headers';
import { parseConfig } from './config';
import { systemClock, type Clock, type Deps } from './env';
import { checkDatabase, DatabaseNotReadyError, storedLocalJwtSecret } from './seed/database';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CLIENT_DIR = join(ROOT, 'dist', 'client');

/** Routes mounted before the client (the designer's level preview in development); closed with the server. */
export interface NodeServerExtension {
  app: Hono;
  close(): void;
}

export interface NodeServerOptions {
  port: number;
  /** An open database to serve (closed with the server); else one is opened from databaseUrl/dataDir. */
  handle?: NodeDbHandle | undefined;
  /** PGlite data folder (ignored when databaseUrl is set). */
  dataDir?: string | undefined;
  databaseUrl?: string | undefined;
  env?: Record<string, string | undefined>;
  clock?: Clock;
  /** The content the database must hold (default: assets/). */
  content?: ContentBundle | undefined;
  /** Development routes (e.g. `/dev/*`), never mounted in production, where /dev/* answers 404. */
  devRoutes?: NodeServerExtension | undefined;
}

export interface RunningServer {
  url: string;
  deps: Deps;
  handle: DbHandle;
  close(): Promise<void>;
}

/**
 * Builds deps: opens the database (unless given), checks migrations and the content version,
 * and reads the configuration.
 * @throws DatabaseNotReadyError naming the command to run when the database is behind the code
 *   or, outside production without JWT_SECRET, when no local secret was seeded.
 */
export async function prepare(options: Omit<NodeServerOptions, 'port' | 'devRoutes'>): Promise<{ deps: Deps; handle: NodeDbHandle }> {
  const env = options.env ?? process.env;
  const handle = options.handle ?? (await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }));
  try {
    const status = await checkDatabase(handle, options.content ?? loadContentOrThrow());
    if (!status.ok) throw new DatabaseNotReadyError(handle.where, status.problems);
    const production = env.NODE_ENV === 'production';
    const jwtSecret = env.JWT_SECRET ?? (production ? undefined : await storedLocalJwtSecret(handle.db));
    if (!jwtSecret && !production) throw new DatabaseNotReadyError(handle.where, ['No JWT secret: set JWT_SECRET, or run `npm run db:seed` (outside production it stores a local one).']);
    const config = parseConfig({ ...env, JWT_SECRET: jwtSecret });
    return { deps: { db: handle.db, clock: options.clock ?? systemClock, config }, handle };
  } catch (e) {
    await handle.close();
    throw e;
  }
}

/**
 * Starts the HTTP server. Resolves once it listens.
 * @throws DatabaseNotReadyError (see {@link prepare}); the database and devRoutes are closed then.
 */
export async function startNodeServer(options: NodeServerOptions): Promise<RunningServer> {
  let prepared;
  try {
    prepared = await prepare(options);
  } catch (e) {
    options.devRoutes?.close();
    throw e;
  }
  const { deps, handle } = prepared;
  const api = createApp();
  const root = new Hono();
  // The client, the art and the dev preview get the API's security headers too (issue 12 part 6).
  root.use('*', securityHeaders(deps.config));
  root.use('/assets/*', serveStatic({ root: ROOT, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  // The socket address feeds the login rate limit per address (auth/rate-limit.ts).
  root.all('/api/*', (c) => api.fetch(c.req.raw, { deps, clientAddress: getConnInfo(c).remote.address ?? 'unknown' }));
  // Designer's level preview (/dev/levels, /dev/maps pages and their /dev/api), passed in by
  // scripts/start.ts outside production; in production /dev/* answers 404 instead of the client.
  const devPreview = deps.config.environment === 'production' ? null : (options.devRoutes ?? null);
  if (options.devRoutes && !devPreview) options.devRoutes.close();
  if (devPreview) root.route('/', devPreview.app);
  else root.all('/dev/*', (c) => c.json({ error: { message: 'Not found.', code: 'not_found' } }, 404));
  root.use('/static/*', serveStatic({ root: CLIENT_DIR, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
  root.use('*', serveStatic({ root: CLIENT_DIR }));
  root.get('*', async (c) => {
    const index = join(CLIENT_DIR, 'index.html');
    if (!existsSync(index)) return c.text('The client is not built. Run `npm run build` (npm start does it for you).', 503);
    return serveStatic({ root: CLIENT_DIR, path: 'index.html' })(c, async () => {});
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: root.fetch, port: options.port, hostname: '0.0.0.0' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    deps,
    handle,
    close: async () => {
      devPreview?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}
