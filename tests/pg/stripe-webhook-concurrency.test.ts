/**
 * Stripe delivers at least once, and may deliver the same event twice at the same moment (a retry
 * racing a slow first attempt). On the PostgreSQL server, concurrent deliveries of one event must
 * have one effect: `stripe_events`' primary key makes the later transactions wait for the first
 * and then find the id (worker/billing/webhook.ts).
 */
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stripe_events, subscriptions } from '../../db/schema';
import { FAKE_WEBHOOK_SECRET } from '../../scripts/stripe-fake/server';
import { unique, uniqueAddress } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });

describe('Stripe webhook idempotency on PostgreSQL', () => {
  it('eight concurrent deliveries of one event: one handles it, seven are duplicates, one row', async () => {
    const res = await ctx.call('POST', '/api/o1/create_stripe_subscription', {
      address: uniqueAddress(),
      body: {
        email: `race${unique()}@example.com`,
        password: 'secret123',
        first_name: 'Ada',
        last_name: 'Lovelace',
        students: [{ first_name: 'Sam', last_name: 'Lee', username: `kid${unique()}`, grade: 1, password: 'kidpass1' }],
        subject_ids: [1],
        stripe_token: 'pm_card_visa',
        consent: { text: 'Your first month is free, then $9.99 a month until you cancel.', accepted: true },
      },
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.parent_id, res.json.parent.id));
    const event = { id: `evt_race_${unique()}`, object: 'event', type: 'customer.subscription.updated', created: Math.floor(ctx.clock.nowMs() / 1000), data: { object: { id: row!.provider_subscription_id, object: 'subscription' } } };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET, timestamp: Math.floor(ctx.clock.nowMs() / 1000) });
    const answers = await Promise.all(Array.from({ length: 8 }, () => ctx.call('POST', '/api/o1/stripe/webhook', { rawBody: payload, headers: { 'stripe-signature': signature } })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.json.duplicate === false)).toHaveLength(1);
    expect(await ctx.deps.db.select().from(stripe_events).where(eq(stripe_events.id, event.id))).toHaveLength(1);
    const [after] = await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id));
    expect(after!.status).toBe('ACTIVE');
  });
});
