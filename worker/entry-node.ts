/**
 * Node entry: opens the database (embedded PGlite on disk by default, PostgreSQL when
 * DATABASE_URL is set), migrates, seeds, and serves the API plus the built client and the
 * content art on one port. The only file under worker/ that may use Node built-ins.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { app_settings } from '../db/schema';
import { openDatabase } from '../db/drivers/node';
import type { Db, DbHandle } from '../db/types';
import { loadContentOrThrow } from '../scripts/lib/content';
import { createApp } from './app';
import { parseConfig } from './config';
import { systemClock, type Clock, type Deps } from './env';
import { seedContent, seedDemoAccounts } from './seed/seed';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CLIENT_DIR = join(ROOT, 'dist', 'client');

export interface NodeServerOptions {
  port: number;
  /** PGlite data folder (ignored when databaseUrl is set). */
  dataDir?: string | undefined;
  databaseUrl?: string | undefined;
  env?: Record<string, string | undefined>;
  clock?: Clock;
  /** Seed demo accounts (refused in production). Default true. */
  demo?: boolean;
}

export interface RunningServer {
  url: string;
  deps: Deps;
  handle: DbHandle;
  close(): Promise<void>;
}

/** Reads the local JWT secret from the database, creating a random one on first start. */
async function localJwtSecret(db: Db): Promise<string> {
  const [row] = await db.select().from(app_settings).where(eq(app_settings.key, 'jwt_secret'));
  if (row) return row.value;
  const bytes = new Uint8Array(48);
  crypto.getRandomValues(bytes);
  const secret = btoa(String.fromCharCode(...bytes));
  await db.insert(app_settings).values({ key: 'jwt_secret', value: secret }).onConflictDoNothing();
  const [again] = await db.select().from(app_settings).where(eq(app_settings.key, 'jwt_secret'));
  return again!.value;
}

/** Builds deps: database, migrations, config, content and demo seed. */
export async function prepare(options: Omit<NodeServerOptions, 'port'>): Promise<{ deps: Deps; handle: DbHandle }> {
  const env = options.env ?? process.env;
  const handle = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const jwtSecret = env.JWT_SECRET ?? (env.NODE_ENV === 'production' ? undefined : await localJwtSecret(handle.db));
  const config = parseConfig({ ...env, JWT_SECRET: jwtSecret });
  await seedContent(handle.db, loadContentOrThrow());
  if (options.demo !== false && config.environment !== 'production') await seedDemoAccounts(handle.db, config.environment, config.argon2MemoryKiB);
  return { deps: { db: handle.db, clock: options.clock ?? systemClock, config }, handle };
}

/** Starts the HTTP server. Resolves once it listens. */
export async function startNodeServer(options: NodeServerOptions): Promise<RunningServer> {
  const { deps, handle } = await prepare(options);
  const api = createApp();
  const root = new Hono();
  root.use('/assets/*', serveStatic({ root: ROOT, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  // The socket address feeds the login rate limit per address (auth/rate-limit.ts).
  root.all('/api/*', (c) => api.fetch(c.req.raw, { deps, clientAddress: getConnInfo(c).remote.address ?? 'unknown' }));
  // Designer's level preview (/dev/levels, /dev/maps pages and their /dev/api): development only. The
  // Node-only module (scripts/dev/level-preview.ts) is imported on demand so production never loads
  // it, and there /dev/* answers 404 instead of the client. Its live streams end on close() below.
  const devPreview = deps.config.environment === 'production' ? null : (await import('../scripts/dev/level-preview')).createLevelPreview();
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
