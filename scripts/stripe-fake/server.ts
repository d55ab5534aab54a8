/**
 * Serves the Stripe fake (./fake.ts) over real HTTP on 127.0.0.1, for `npm start` without keys and
 * for the API tests: the server's official Stripe SDK reaches it through its `host`, `port` and
 * `protocol` options (worker/billing/stripe-client.ts), exactly as it would reach api.stripe.com.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createStripeFake, type StripeFake, type StripeFakeOptions } from './fake';

/** The fake's own keys: Stripe's test-mode shapes, usable only against the fake. */
export const FAKE_SECRET_KEY = 'sk_test_local_fake_monsterific';
export const FAKE_WEBHOOK_SECRET = 'whsec_local_fake_monsterific';
/** The fake Stripe.js's key (scripts/stripe-fake/stripe-js/stripe.js sends it, the fake accepts it for browser calls). */
export const FAKE_PUBLISHABLE_KEY = 'pk_test_local_fake_monsterific';

export interface RunningStripeFake {
  fake: StripeFake;
  host: string;
  port: number;
  /** The environment that points the server at this fake (worker/config.ts reads it). */
  env: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_PUBLISHABLE_KEY: string; STRIPE_API_HOST: string; STRIPE_API_PORT: string; STRIPE_API_PROTOCOL: 'http' };
  close(): Promise<void>;
}

/**
 * Starts the fake on a free port of 127.0.0.1. Resolves once it listens. `unref`: the open server
 * does not keep the process alive (a test worker's shared fake, never closed).
 */
export async function startStripeFake(options: Partial<StripeFakeOptions> & { unref?: boolean } = {}): Promise<RunningStripeFake> {
  const { unref, ...fakeOptions } = options;
  const fake = createStripeFake({ webhookSecret: FAKE_WEBHOOK_SECRET, ...fakeOptions });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: fake.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  if (unref) server.unref();
  const port = (server.address() as AddressInfo).port;
  return {
    fake,
    host: '127.0.0.1',
    port,
    env: { STRIPE_SECRET_KEY: FAKE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: options.webhookSecret ?? FAKE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY, STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: 'http' },
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
