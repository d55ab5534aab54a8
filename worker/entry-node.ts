/**
 * Node entry: opens the database (embedded PGlite on disk by default, PostgreSQL when
 * DATABASE_URL is set), checks that it is migrated and seeded with the content on disk (it never
 * migrates or seeds: scripts/db.ts does, and `npm start` runs it first), and serves the API plus
 * the built client and the content art on one port. The only file under worker/ that may use Node
 * built-ins; it imports nothing from scripts/ (the level preview is passed in by scripts/start.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { openDatabase, type NodeDbHandle } from '../db/drivers/node';
import { loadContentOrThrow, type ContentBundle } from '../db/seed/content';
import type { DbHandle } from '../db/types';
import { createApp } from './app';
import { securityHeaders } from './lib/security-headers';
import { staticCacheControl } from './lib/cache-headers';
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
  /**
   * The local Stripe fake's browser side (fake Stripe.js and the few fake API calls it makes, under
   * `/_stripe-fake/*`), passed in by scripts/start.ts when it runs the fake; never in production.
   */
  stripeFakeRoutes?: NodeServerExtension | undefined;
  /** The built client to serve (default {@link CLIENT_DIR}, dist/client). */
  clientDir?: string | undefined;
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

/** How long requests in flight may finish when the server closes, in ms, before their sockets are cut. */
export const SHUTDOWN_DRAIN_MS = 2000;

/** Strong ETags of the served files, by file path, computed once per size and modification time. */
const fileEtags = new Map<string, { version: string; etag: string }>();

/** A strong ETag of the file's bytes (SHA-1, base64url): the same on every server for the same file. */
async function fileEtag(path: string): Promise<string> {
  const { size, mtimeMs } = await stat(path);
  const version = `${size}:${mtimeMs}`;
  const known = fileEtags.get(path);
  if (known?.version === version) return known.etag;
  const tag = `"${createHash('sha1').update(await readFile(path)).digest('base64url')}"`;
  fileEtags.set(path, { version, etag: tag });
  return tag;
}

/**
 * Files under `root` (issue 21): the Cache-Control of worker/lib/cache-headers.ts by URL path, an
 * ETag of the file actually sent (so a .br and a .gz variant have their own), and 304 for a matching
 * If-None-Match (hono/etag). With `precompressed`, a `.br` or `.gz` sibling is sent when the
 * request accepts it (@hono/node-server's serveStatic: br first, then gzip).
 */
function staticFiles(options: { root: string; path?: string; precompressed?: boolean }): MiddlewareHandler[] {
  return [
    etag(),
    serveStatic({
      ...options,
      onFound: async (path, c) => {
        c.header('Cache-Control', staticCacheControl(c.req.path));
        c.header('ETag', await fileEtag(path));
      },
    }),
  ];
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
  const clientDir = options.clientDir ?? CLIENT_DIR;
  const root = new Hono();
  // The client, the art and the dev preview get the API's security headers too (issue 12 part 6).
  root.use('*', securityHeaders(deps.config));
  // Issue 21: gzip (or deflate) for what was not compressed at build time, i.e. the API's JSON and
  // the art's SVG and JSON; it leaves alone what is already encoded (the build's .br/.gz files),
  // media types that are compressed already (jpg, png, webp, mp3, ogg, webm, woff2) and bodies
  // under 1 KB, and it adds `Vary: Accept-Encoding` to every compressible answer.
  root.use('*', compress());
  root.use('/assets/*', ...staticFiles({ root: ROOT }));
  // The socket address feeds the login rate limit per address (auth/rate-limit.ts).
  root.all('/api/*', (c) => api.fetch(c.req.raw, { deps, clientAddress: getConnInfo(c).remote.address ?? 'unknown' }));
  // Designer's level preview (/dev/levels, /dev/maps pages and their /dev/api), passed in by
  // scripts/start.ts outside production; in production /dev/* answers 404 instead of the client.
  const devPreview = deps.config.environment === 'production' ? null : (options.devRoutes ?? null);
  if (options.devRoutes && !devPreview) options.devRoutes.close();
  if (devPreview) root.route('/', devPreview.app);
  const stripeFake = deps.config.environment === 'production' ? null : (options.stripeFakeRoutes ?? null);
  if (stripeFake) root.route('/', stripeFake.app);
  else root.all('/dev/*', (c) => c.json({ error: { message: 'Not found.', code: 'not_found' } }, 404));
  // The build's files, with the .br/.gz siblings vite-plugin-compression2 wrote beside them.
  root.use('*', ...staticFiles({ root: clientDir, precompressed: true }));
  // The SPA fallback: index.html (its ETag's 304 comes from the etag middleware of the line above).
  const indexFile = staticFiles({ root: clientDir, path: 'index.html', precompressed: true })[1]!;
  root.get('*', async (c, next) => {
    if (!existsSync(join(clientDir, 'index.html'))) return c.text('The client is not built. Run `npm run build` (npm start does it for you).', 503);
    return indexFile(c, next);
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
      stripeFake?.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // server.close() waits for every open connection, and a browser's streamed media (the map's
      // music, read in ranges and paused) kept one open for 60 s, so Ctrl-C and the e2e restart
      // waited a minute. Requests in flight get a short drain, then the sockets are cut.
      const drain = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, SHUTDOWN_DRAIN_MS);
      await closed;
      clearTimeout(drain);
      await handle.close();
    },
  };
}
