/**
 * Issue 14 "Not done until": the spec's billing, funnel and parents' subject calls (spec part 1
 * section 7) are in the OpenAPI document, at the paths docs/decisions.md gives them ("Billing:
 * Stripe and its local fake", "Paths"; the funnel's server side).
 */
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

const P = '/api/v1/parents/{id}';
const ISSUE_14_CALLS = [
  // Subscription calls (/api/o1 in the spec; the signed-in parent's under /api/v1/parents/{id}).
  'POST /api/o1/create_stripe_subscription',
  'POST /api/o1/create_scholarship_subscription',
  `POST ${P}/create_stripe_subscription_with_token_validated`,
  `POST ${P}/confirm_stripe_setup_intent`,
  `POST ${P}/confirm_stripe_payment_intent`,
  `POST ${P}/cancel_by_stripe_intent_failure`,
  'POST /api/o1/stripe/webhook',
  'POST /api/o1/cancel_subscription_with_token',
  'GET /api/o1/billing_config',
  // Parents' billing.
  `GET ${P}/account_status`,
  `GET ${P}/subscriptions`,
  `GET ${P}/default_payment_method`,
  `PUT ${P}/default_payment_method`,
  `GET ${P}/payment_methods`,
  `POST ${P}/payment_methods`,
  `POST ${P}/hold_subscription`,
  `POST ${P}/resume_subscription`,
  `POST ${P}/cancel_subscription`,
  'GET /api/v1/students/{id}/subjects/{subject}/billing_status',
  // Parents' subjects, bundle and discount.
  `GET ${P}/subjects`,
  `PUT ${P}/subject`,
  `DELETE ${P}/subjects`,
  `GET ${P}/eligible_bundle`,
  `PUT ${P}/discount`,
  `DELETE ${P}/discount_bundle`,
  // The funnel: start flows, quizzes, the guest experiment, first-touch parameters.
  'POST /api/o1/parent_startflows',
  'GET /api/o1/parent_startflows/{key}',
  'PUT /api/o1/parent_startflows/{key}',
  `POST ${P}/parent_startflows`,
  `PUT ${P}/parent_startflows/{key}/end`,
  'POST /api/o1/guests/funnel_quiz',
  'POST /api/o1/guests/funnel_quiz/answer',
  'POST /api/o1/guests/user_experiments/{experiment}',
  'PUT /api/o1/guests/update_vars_once',
];

describe('issue 14 calls in /api/openapi.json', () => {
  it('documents every billing, funnel and subject call', async () => {
    const res = await ctx.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.json.paths as Record<string, Record<string, unknown>>;
    const documented = new Set(Object.entries(paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`)));
    expect(ISSUE_14_CALLS.filter((c) => !documented.has(c))).toEqual([]);
  });
});
