/**
 * A test app with a local Stripe fake of its own whose webhooks reach the app over real HTTP (the
 * billing API tests, issue 14): the fake runs on the file's TestClock, the app is served on
 * 127.0.0.1 and the fake's webhook URL points at it. Call once at a test file's top level; the
 * returned object is filled in beforeAll and closed in afterAll.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { startStripeFake, type RunningStripeFake } from '../../scripts/stripe-fake/server';
import { createTestContext, TestClock, type TestContext } from './context';

export interface StripeApp {
  clock: TestClock;
  /** Set in beforeAll. */
  ctx: TestContext;
  /** Set in beforeAll. */
  stripe: RunningStripeFake;
}

export function useStripeApp(): StripeApp {
  const app = { clock: new TestClock() } as StripeApp;
  let server: ServerType;
  beforeAll(async () => {
    app.stripe = await startStripeFake({ nowMs: () => app.clock.nowMs() });
    const { env } = app.stripe;
    app.ctx = await createTestContext({
      clock: app.clock,
      config: { stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, publishableKey: env.STRIPE_PUBLISHABLE_KEY, host: env.STRIPE_API_HOST, port: app.stripe.port, protocol: 'http' } },
    });
    server = await new Promise((resolve) => {
      const s = serve({ fetch: (req) => app.ctx.app.fetch(req, { deps: app.ctx.deps }), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    app.stripe.fake.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/o1/stripe/webhook`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.stripe.close();
    await app.ctx.close();
  });
  return app;
}
