/**
 * Billing routes (issue 14; spec part 1 section 7 "/api/o1 subscription calls" and "Parents"
 * billing calls). Registration answers like sign-up: the access token in the body, the refresh
 * token in the HttpOnly cookie. The spec's o1 calls made by a signed-in parent (the subscription
 * "with token validated" and the two SCA endpoints) keep their names under
 * /api/v1/parents/{id}/: in this API a bearer token is needed exactly on /api/v1 (docs/routes.md).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { setRefreshCookie } from '../auth/session-cookie';
import { clientAddress, reserve, SIGNUP_PER_ADDRESS } from '../auth/rate-limit';
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { parentIdParams } from '../parents/parents.contracts';
import {
  addPaymentMethodBody,
  addPaymentMethodResponse,
  billingStatusResponse,
  cancelBody,
  cancelledRegistrationResponse,
  cancelTokenBody,
  createScholarshipBody,
  createStripeSubscriptionBody,
  createSubscriptionForParentBody,
  defaultPaymentMethodResponse,
  holdBody,
  holdResponse,
  paymentMethodsResponse,
  registrationResponse,
  setDefaultPaymentMethodBody,
  setupIntentBody,
  studentSubjectParams,
  subscriptionResponse,
  subscriptionsResponse,
  webhookResponse,
} from './billing.contracts';
import { cancelByIntentFailure, confirmSetupIntent, registerScholarship, registerWithStripe, subscribeParent } from './registration';
import {
  addPaymentMethod,
  cancelSubscription,
  defaultPaymentMethod,
  holdSubscription,
  listPaymentMethods,
  listSubscriptions,
  resumeSubscription,
  setDefaultPaymentMethod,
  studentBillingStatus,
} from './subscriptions.service';
import { handleStripeWebhook } from './webhook';
import { cancelWithToken } from './reminders';
import { subjectsRoutes } from './subjects.routes';

const paymentErrors = {
  402: errorResponse('The card was refused (declined, failed 3-D Secure): code card_declined or authentication_failed, with a message for the parent'),
  503: errorResponse('Stripe unreachable (stripe_unreachable, Retry-After) or not configured (billing_unavailable)'),
};

const createStripeSubscription = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/create_stripe_subscription',
  tags: ['billing'],
  summary: 'Register: parent, students and a Stripe subscription whose first month is free (trial)',
  description:
    'Creates the Stripe customer, attaches the card (`stripe_token`: a PaymentMethod id from Stripe Elements), subscribes to the chosen subjects with a one-month trial and records the consent (the text shown, when, the parent). A card needing 3-D Secure answers 201 with `requires_action`: run it in the browser, then call confirm_stripe_setup_intent or cancel_by_stripe_intent_failure.',
  request: { body: jsonBody(createStripeSubscriptionBody) },
  responses: {
    201: jsonResponse(registrationResponse, 'Registered and logged in'),
    409: errorResponse('E-mail already registered, or a username taken'),
    422: errorResponse('Invalid body, consent without the price, or a card Stripe does not know'),
    429: errorResponse('Too many sign-ups from this address'),
    ...paymentErrors,
  },
});

const createWithToken = defineRoute({
  access: 'parent',
  method: 'post',
  path: '/api/v1/parents/{id}/create_stripe_subscription_with_token_validated',
  tags: ['billing'],
  summary: 'A signed-in parent subscribes (free first month), optionally adding students',
  request: { params: parentIdParams, body: jsonBody(createSubscriptionForParentBody) },
  responses: {
    201: jsonResponse(subscriptionResponse, 'Subscribed'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not this parent'),
    409: errorResponse('Already a member, or a username taken'),
    422: errorResponse('Invalid body'),
    ...paymentErrors,
  },
});

const createScholarship = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/create_scholarship_subscription',
  tags: ['billing'],
  summary: 'Register with a scholarship: parent, students and a SCHOLARSHIP subscription, no card',
  request: { body: jsonBody(createScholarshipBody) },
  responses: {
    201: jsonResponse(registrationResponse, 'Registered and logged in'),
    403: errorResponse('Scholarship sign-ups are closed (production by default)'),
    409: errorResponse('E-mail already registered, or a username taken'),
    422: errorResponse('Invalid body'),
    429: errorResponse('Too many sign-ups from this address'),
  },
});

const confirmSetup = defineRoute({
  access: 'parent',
  method: 'post',
  path: '/api/v1/parents/{id}/confirm_stripe_setup_intent',
  tags: ['billing'],
  summary: "After the browser's 3-D Secure step: saves the card's setup (the subscription becomes ACTIVE)",
  request: { params: parentIdParams, body: jsonBody(setupIntentBody) },
  responses: {
    200: jsonResponse(subscriptionResponse, 'The subscription as Stripe has it now'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not this parent'),
    404: errorResponse("No subscription of this parent waits for that SetupIntent"),
    422: errorResponse('Invalid body'),
    ...paymentErrors,
  },
});

const cancelByFailure = defineRoute({
  access: 'parent',
  method: 'post',
  path: '/api/v1/parents/{id}/cancel_by_stripe_intent_failure',
  tags: ['billing'],
  summary: '3-D Secure failed or was abandoned: cancels the subscription and removes the account this registration created',
  request: { params: parentIdParams, body: jsonBody(setupIntentBody) },
  responses: {
    200: jsonResponse(cancelledRegistrationResponse, 'Cancelled'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not this parent'),
    404: errorResponse('No subscription of this parent waits for that SetupIntent'),
    409: errorResponse('The card was set up after all: nothing cancelled'),
    422: errorResponse('Invalid body'),
    503: paymentErrors[503],
  },
});

const webhook = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/stripe/webhook',
  tags: ['billing'],
  summary: "Stripe's webhook: verified by signature, idempotent on the event id, order-proof",
  description: 'Body: a Stripe event as Stripe sent it (raw JSON, signed in the `Stripe-Signature` header). Events already handled answer 200 with `duplicate: true`.',
  responses: {
    200: jsonResponse(webhookResponse, 'Handled (or handled before)'),
    400: errorResponse('Bad or missing signature (code bad_signature)'),
    503: paymentErrors[503],
  },
});

/** The common part of a parent's billing route (the path is written out beside it). */
const cancelByLink = defineRoute({
  access: 'public',
  method: 'post',
  path: '/api/o1/cancel_subscription_with_token',
  tags: ['billing'],
  summary: "The reminder e-mail's one-click cancel: its token cancels the membership at the period's end (no login)",
  request: { body: jsonBody(cancelTokenBody, { token: 'not-a-token' }) },
  responses: {
    200: jsonResponse(subscriptionResponse.pick({ subscription: true }), 'Cancelled at period end (also on a second click)'),
    409: errorResponse('No membership to cancel'),
    422: errorResponse('Unknown or expired link (code invalid, field token)'),
    503: paymentErrors[503],
  },
});

const parentRoute = <M extends 'get' | 'post' | 'put'>(method: M, summary: string) => ({ access: 'parent' as const, method, tags: ['billing'], summary });

const listSubs = defineRoute({
  ...parentRoute('get', "The parent's subscriptions, newest first, with the next charge's date and amount"),
  path: '/api/v1/parents/{id}/subscriptions',
  request: { params: parentIdParams },
  responses: { 200: jsonResponse(subscriptionsResponse, 'Subscriptions'), 401: errorResponse('Not logged in'), 403: errorResponse('Not this parent') },
});

const membershipErrors = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not this parent'),
  409: errorResponse('No card membership to change'),
  ...paymentErrors,
};

const hold = defineRoute({
  ...parentRoute('post', 'Hold the membership until to_date (no charges; Stripe pause_collection with resumes_at); answers the hold cost'),
  path: '/api/v1/parents/{id}/hold_subscription',
  request: { params: parentIdParams, body: jsonBody(holdBody) },
  responses: { 200: jsonResponse(holdResponse, 'On hold'), 422: errorResponse('Date not after today or more than 5 months away'), ...membershipErrors },
});

const resume = defineRoute({
  ...parentRoute('post', 'End a hold, or take back a cancellation before the period ends'),
  path: '/api/v1/parents/{id}/resume_subscription',
  request: { params: parentIdParams },
  responses: { 200: jsonResponse(subscriptionResponse.pick({ subscription: true }), 'Resumed'), ...membershipErrors },
});

const cancel = defineRoute({
  ...parentRoute('post', 'Cancel with the cancel-account form: ends at the end of the paid period (CANCELLED_END_OF_BILLING_PERIOD)'),
  path: '/api/v1/parents/{id}/cancel_subscription',
  request: { params: parentIdParams, body: jsonBody(cancelBody) },
  responses: { 200: jsonResponse(subscriptionResponse.pick({ subscription: true }), 'Cancelled at period end'), 422: errorResponse('Invalid form'), ...membershipErrors },
});

const listCards = defineRoute({
  ...parentRoute('get', "The parent's cards, the default one marked"),
  path: '/api/v1/parents/{id}/payment_methods',
  request: { params: parentIdParams },
  responses: { 200: jsonResponse(paymentMethodsResponse, 'Cards'), ...membershipErrors },
});

const addCard = defineRoute({
  ...parentRoute('post', 'Add a card (first_name, last_name, stripe_token), by default as the one charged next'),
  path: '/api/v1/parents/{id}/payment_methods',
  request: { params: parentIdParams, body: jsonBody(addPaymentMethodBody) },
  responses: { 201: jsonResponse(addPaymentMethodResponse, 'Cards (requires_action: run 3-D Secure, then PUT default_payment_method)'), 422: errorResponse('Invalid body or unknown card'), ...membershipErrors },
});

const getDefaultCard = defineRoute({
  ...parentRoute('get', 'The card the next charge uses'),
  path: '/api/v1/parents/{id}/default_payment_method',
  request: { params: parentIdParams },
  responses: { 200: jsonResponse(defaultPaymentMethodResponse, 'Default card or null'), ...membershipErrors },
});

const setDefaultCard = defineRoute({
  ...parentRoute('put', "Make one of the parent's cards the one charged"),
  path: '/api/v1/parents/{id}/default_payment_method',
  request: { params: parentIdParams, body: jsonBody(setDefaultPaymentMethodBody) },
  responses: { 200: jsonResponse(paymentMethodsResponse, 'Cards'), 422: errorResponse("Invalid body or not one of the parent's cards"), ...membershipErrors },
});

const billingStatus = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/subjects/{subject}/billing_status',
  tags: ['billing'],
  summary: "A student's billing status for a subject (paid / free / unpaid with the parent's payment prompt; never a price)",
  request: { params: studentSubjectParams },
  responses: { 200: jsonResponse(billingStatusResponse, 'Billing status'), 401: errorResponse('Not logged in'), 403: errorResponse('Not this student or its parent') },
});

/** Sets the new session's refresh cookie; returns the JSON answer (access token, refresh expiry). */
function withSession<T extends { refresh_token: string; access_token: string; refresh_exp: number }>(c: Context<AppEnv>, result: T) {
  const { refresh_token, ...rest } = result;
  setRefreshCookie(c, refresh_token, c.env.deps.config.refreshTokenTtlS);
  return rest;
}

/** Billing routes: registration with Stripe, SCA steps, the webhook and the parent's membership. */
export const billingRoutes = createRouter()
  .openapi(createStripeSubscription, async (c) => {
    await reserve(c.env.deps, [[SIGNUP_PER_ADDRESS, clientAddress(c)]]);
    return c.json(withSession(c, await registerWithStripe(c.env.deps, c.req.valid('json'))), 201);
  })
  .openapi(createWithToken, async (c) => c.json(await subscribeParent(c.env.deps, c.var.parent, c.req.valid('json')), 201))
  .openapi(createScholarship, async (c) => {
    await reserve(c.env.deps, [[SIGNUP_PER_ADDRESS, clientAddress(c)]]);
    return c.json(withSession(c, await registerScholarship(c.env.deps, c.req.valid('json'))), 201);
  })
  .openapi(confirmSetup, async (c) => c.json(await confirmSetupIntent(c.env.deps, c.var.parent, c.req.valid('json').setup_intent_id), 200))
  .openapi(cancelByFailure, async (c) => c.json(await cancelByIntentFailure(c.env.deps, c.var.parent, c.req.valid('json').setup_intent_id), 200))
  .openapi(webhook, async (c) => c.json(await handleStripeWebhook(c.env.deps, await c.req.text(), c.req.header('stripe-signature'), c.env.deps.config.publicUrl ?? new URL(c.req.url).origin), 200))
  .openapi(cancelByLink, async (c) => c.json(await cancelWithToken(c.env.deps, c.req.valid('json').token), 200))
  .openapi(listSubs, async (c) => c.json({ subscriptions: await listSubscriptions(c.env.deps.db, c.var.parent.id) }, 200))
  .openapi(hold, async (c) => c.json(await holdSubscription(c.env.deps, c.var.parent, c.req.valid('json')), 200))
  .openapi(resume, async (c) => c.json(await resumeSubscription(c.env.deps, c.var.parent), 200))
  .openapi(cancel, async (c) => c.json(await cancelSubscription(c.env.deps, c.var.parent, c.req.valid('json')), 200))
  .openapi(listCards, async (c) => c.json(await listPaymentMethods(c.env.deps, c.var.parent), 200))
  .openapi(addCard, async (c) => c.json(await addPaymentMethod(c.env.deps, c.var.parent, c.req.valid('json')), 201))
  .openapi(getDefaultCard, async (c) => c.json(await defaultPaymentMethod(c.env.deps, c.var.parent), 200))
  .openapi(setDefaultCard, async (c) => c.json(await setDefaultPaymentMethod(c.env.deps, c.var.parent, c.req.valid('json').stripe_token), 200))
  .openapi(billingStatus, async (c) => c.json(await studentBillingStatus(c.env.deps, c.var.student, c.req.valid('param').subject), 200))
  .route('/', subjectsRoutes);
