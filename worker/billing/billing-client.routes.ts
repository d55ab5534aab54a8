/**
 * What the browser's payment form needs beyond billing.routes.ts (issue 14): the Stripe.js
 * settings (`billing_config`) and the 3-D Secure return of a one-off payment
 * (`confirm_stripe_payment_intent`, spec part 1 section 7, under /api/v1/parents/{id}/ like the
 * other SCA call; docs/routes.md).
 */
import { z } from '@hono/zod-openapi';
import type { AppConfig } from '../env';
import { DomainError } from '../lib/errors';
import { text } from '../lib/fields';
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { parentIdParams } from '../parents/parents.contracts';
import { subscriptionSchema } from './billing.contracts';
import { confirmPaymentIntent } from './payment-intents';
import { BILLING_UNAVAILABLE } from './stripe-client';

/** Where the Node entry serves the local fake's browser side (fake Stripe.js, and its API for the browser). */
export const STRIPE_FAKE_PREFIX = '/_stripe-fake';
/** The fake Stripe.js the browser loads in fake mode. */
export const STRIPE_FAKE_JS_URL = `${STRIPE_FAKE_PREFIX}/stripe.js`;
/** Stripe.js as @stripe/stripe-js 10 loads it (its release train). */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

export const billingConfigResponse = z
  .object({
    mode: z.enum(['stripe', 'fake']).openapi({ description: 'fake: the local Stripe fake (npm start without keys); no real card is charged' }),
    publishable_key: z.string(),
    stripe_js_url: z.string(),
  })
  .openapi('BillingConfig');

/**
 * The browser's Stripe settings: `fake` when the server talks to the local fake (its API host is
 * set, which only scripts/stripe-fake does), else Stripe.
 * @throws DomainError 503 billing_unavailable without Stripe or without a publishable key.
 */
export function billingConfigOf(config: AppConfig): z.infer<typeof billingConfigResponse> {
  const s = config.stripe;
  if (!s?.publishableKey) throw new DomainError('unavailable', BILLING_UNAVAILABLE, 'billing_unavailable');
  const fake = Boolean(s.host);
  return { mode: fake ? 'fake' : 'stripe', publishable_key: s.publishableKey, stripe_js_url: fake ? STRIPE_FAKE_JS_URL : STRIPE_JS_URL };
}

const billingConfig = defineRoute({
  access: 'public',
  method: 'get',
  path: '/api/o1/billing_config',
  tags: ['billing'],
  summary: "Stripe.js settings for the payment form: mode (stripe | fake), publishable key, the script's URL",
  responses: { 200: jsonResponse(billingConfigResponse, 'Settings'), 503: errorResponse('Payments not set up (billing_unavailable)') },
});

const paymentIntentBody = z
  .object({ payment_intent_id: text('No payment.').min(1, 'No payment.').max(255).regex(/^pi_[A-Za-z0-9_]+$/, 'That is not a PaymentIntent id.') })
  .openapi('PaymentIntentBody');

const paymentIntentResponse = z
  .object({
    subscription: subscriptionSchema,
    payment: z.object({ id: z.string(), status: z.string(), amount_cents: z.number().int() }),
    requires_action: z.object({ payment_intent_id: z.string(), client_secret: z.string() }).nullable(),
  })
  .openapi('PaymentIntentConfirmed');

const confirmPayment = defineRoute({
  access: 'parent',
  method: 'post',
  path: '/api/v1/parents/{id}/confirm_stripe_payment_intent',
  tags: ['billing'],
  summary: "After the browser's 3-D Secure step of a payment (failed renewal, hold cost): reads it back from Stripe and saves the subscription",
  request: { params: parentIdParams, body: jsonBody(paymentIntentBody, { payment_intent_id: 'pi_example' }) },
  responses: {
    200: jsonResponse(paymentIntentResponse, 'The payment and the subscription as Stripe has them now'),
    401: errorResponse('Not logged in'),
    402: errorResponse('The bank refused the payment (authentication_failed)'),
    403: errorResponse('Not this parent'),
    404: errorResponse("Not a payment of this parent's"),
    409: errorResponse('No card membership'),
    422: errorResponse('Invalid body'),
    503: errorResponse('Stripe unreachable or not configured'),
  },
});

/** billing_config and confirm_stripe_payment_intent. */
export const billingClientRoutes = createRouter()
  .openapi(billingConfig, (c) => c.json(billingConfigOf(c.env.deps.config), 200))
  .openapi(confirmPayment, async (c) => c.json(await confirmPaymentIntent(c.env.deps, c.var.parent, c.req.valid('json').payment_intent_id), 200));
