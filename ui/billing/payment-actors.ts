/**
 * The payment flow's real steps (payment.machine.ts), as functions of the SUBMIT's request: Stripe
 * and the card field (Stripe.js or the fake), the form's mode and data. Register mode calls
 * create_stripe_subscription (then the session holds the new parent), confirm_stripe_setup_intent
 * and, when the bank refuses, cancel_by_stripe_intent_failure (the account is removed: the session
 * is logged out). Add-card mode calls payment_methods, then default_payment_method once the bank
 * confirmed. Failures carry the catalogue's message and tracked event (terms.ts failureOf).
 */
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { fromPromise } from 'xstate';
import { ApiError, sessionClient } from '../lib/api';
import { billingApi, trackBillingEvent, type Registration } from './billing-api';
import { paymentMachine, StepError, type PendingAction, type StepInput } from './payment.machine';
import { failureOf, GENERIC_FAILURE } from './terms';

/** Said when the bank refuses a new card's 3-D Secure step on the update page (nothing is saved). */
export const CARD_SCA_FAILED = 'Your bank did not confirm the card, so it was not saved. Please try again or use another card.';

/** What the form hands the flow when the parent submits. */
export interface PaymentRequest {
  stripe: Stripe | null;
  card: StripeCardElement | null;
  name: { first_name: string; last_name: string };
  /** Register mode: the registration and the consent text shown; add-card mode: neither. */
  register: { body: Record<string, unknown> & { email: string }; consent: string } | null;
}

const req = (input: StepInput) => input.request as PaymentRequest;
const pending = (a: { setup_intent_id: string; client_secret: string } | null): PendingAction | null => (a ? { intentId: a.setup_intent_id, clientSecret: a.client_secret } : null);

/** The machine with its real steps. */
export const livePaymentMachine = paymentMachine.provide({
  actors: {
    createCard: fromPromise(async ({ input }: { input: StepInput }) => {
      const { stripe, card, name, register } = req(input);
      if (!stripe || !card) throw new Error('The card form is still loading. Please try again in a moment.');
      const billingName = `${name.first_name} ${name.last_name}`.trim();
      const r = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: billingName || null, ...(register ? { email: register.body.email } : {}) } });
      if (r.error) throw new Error(r.error.message ?? GENERIC_FAILURE);
      return r.paymentMethod.id;
    }),
    submit: fromPromise(async ({ input }: { input: StepInput }): Promise<{ requiresAction: PendingAction | null; result: unknown }> => {
      const { register, name } = req(input);
      try {
        if (register) {
          const res: Registration = await billingApi.register({ ...register.body, stripe_token: input.paymentMethodId, payment_method: 'ccPay', consent: { text: register.consent, accepted: true } });
          sessionClient.storeLogin(res);
          return { requiresAction: pending(res.requires_action), result: res };
        }
        const res = await billingApi.addCard({ ...name, stripe_token: input.paymentMethodId });
        return { requiresAction: pending(res.requires_action), result: res };
      } catch (e) {
        const f = failureOf(e instanceof ApiError ? e : { status: 0, message: '' }, register ? 'register' : 'add-card');
        throw new StepError(f.message, f.event);
      }
    }),
    authenticate: fromPromise(async ({ input }: { input: StepInput }) => {
      const { stripe } = req(input);
      if (!stripe) throw new Error(GENERIC_FAILURE);
      const r = await stripe.confirmCardSetup(input.action.clientSecret);
      if (r.error) throw new Error(r.error.message ?? GENERIC_FAILURE);
    }),
    confirm: fromPromise(async ({ input }: { input: StepInput }) => {
      if (req(input).register) await billingApi.confirmSetupIntent(input.action.intentId);
      // The card was attached when the bank confirmed it: now it becomes the one charged.
      else await billingApi.setDefaultCard(input.paymentMethodId);
    }),
    cancelFailure: fromPromise(async ({ input }: { input: StepInput }) => {
      if (!req(input).register) return CARD_SCA_FAILED;
      const r = await billingApi.cancelByIntentFailure(input.action.intentId);
      // The registration's account is gone: so is its session.
      await sessionClient.logout();
      return r.message;
    }),
  },
  actions: {
    reportFailure: (_, params: { event: string }) => {
      if (params.event) trackBillingEvent(params.event);
    },
  },
});
