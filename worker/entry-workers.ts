/**
 * Cloudflare Workers entry: the same app object as `npm start`, with the Neon serverless
 * driver (WebSocket Pool, per request). Static client and art are served by Workers assets
 * (wrangler.toml); only /api/* reaches this code.
 */
import { openNeon } from '../db/drivers/neon';
import { createApp } from './app';
import { parseConfig } from './config';
import { systemClock } from './env';

interface WorkerEnv {
  DATABASE_URL: string;
  JWT_SECRET: string;
  [key: string]: unknown;
}

const app = createApp();

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: { waitUntil(p: Promise<unknown>): void }): Promise<Response> {
    const config = parseConfig({ ...env, NODE_ENV: 'production' });
    const handle = openNeon(env.DATABASE_URL);
    try {
      return await app.fetch(request, { deps: { db: handle.db, clock: systemClock, config } }, ctx as never);
    } finally {
      ctx.waitUntil(handle.close());
    }
  },
};
