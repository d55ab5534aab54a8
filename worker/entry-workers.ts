/**
 * Cloudflare Workers entry: the same app object as `npm start`, with the Neon serverless
 * driver (WebSocket Pool, per request). Static client and art are served by Workers assets
 * (wrangler.toml); only /api/* reaches this code.
 */
import { openNeon } from '../db/drivers/neon';
import { createApp } from './app';
import { parseConfig } from './config';
import { systemClock } from './env';
import { sendTrialReminders } from './billing/reminders';
import { purgeStaleStartflows } from './funnel/startflows.service';

interface WorkerEnv {
  DATABASE_URL: string;
  JWT_SECRET: string;
  [key: string]: unknown;
}

const app = createApp();

export default {
  /** The cron trigger (wrangler.toml): the free month's three-day reminders (worker/billing/reminders.ts) and the funnel flows' 30-day clean-up. */
  async scheduled(_event: unknown, env: WorkerEnv, ctx: { waitUntil(p: Promise<unknown>): void }): Promise<void> {
    const config = parseConfig({ ...env, NODE_ENV: 'production' });
    const handle = openNeon(env.DATABASE_URL);
    try {
      if (config.publicUrl) await sendTrialReminders({ db: handle.db, clock: systemClock, config }, config.publicUrl);
      else console.error('Trial reminders need PUBLIC_URL for their links.');
      await purgeStaleStartflows({ db: handle.db, clock: systemClock });
    } finally {
      ctx.waitUntil(handle.close());
    }
  },
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
