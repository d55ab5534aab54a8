/**
 * The payment form's calls (issue 14; spec part 1 section 7), through the session client
 * (ui/lib/api.ts `request`: headers, refresh on 401, ApiError with the server's message and
 * fields). Types come from the route contracts (type imports only: nothing of the server is bundled).
 */
import type { z } from 'zod';
import type { addPaymentMethodResponse, defaultPaymentMethodResponse, paymentMethodsResponse, registrationResponse, subscriptionResponse, subscriptionsResponse } from '../../worker/billing/billing.contracts';
import type { billingConfigResponse } from '../../worker/billing/billing-client.routes';
import { sessionClient } from '../lib/api';
import { collectMetadata, browserBeaconEnv, sendGuestBehaviorEvents } from '../lib/behavior';
import { currentGuest } from '../lib/guest';

export type BillingConfig = z.infer<typeof billingConfigResponse>;
export type Registration = z.infer<typeof registrationResponse>;
export type CardList = z.infer<typeof paymentMethodsResponse>;
export type AddedCard = z.infer<typeof addPaymentMethodResponse>;
export type DefaultCard = z.infer<typeof defaultPaymentMethodResponse>;
export type SubscriptionAnswer = z.infer<typeof subscriptionResponse>;
export type Subscriptions = z.infer<typeof subscriptionsResponse>;

const call = <T>(method: string, path: string, body?: unknown) => sessionClient.request<T>(method, path, body === undefined ? {} : { body });
const me = '/api/v1/parents/-';

let config: Promise<BillingConfig> | null = null;

export const billingApi = {
  /** Stripe.js settings; asked once per page (a failure is asked again next time). */
  config(): Promise<BillingConfig> {
    config ??= call<BillingConfig>('GET', '/api/o1/billing_config').catch((e: unknown) => {
      config = null;
      throw e;
    });
    return config;
  },
  register: (body: Record<string, unknown>) => call<Registration>('POST', '/api/o1/create_stripe_subscription', body),
  confirmSetupIntent: (setup_intent_id: string) => call<SubscriptionAnswer>('POST', `${me}/confirm_stripe_setup_intent`, { setup_intent_id }),
  cancelByIntentFailure: (setup_intent_id: string) => call<{ cancelled: true; message: string }>('POST', `${me}/cancel_by_stripe_intent_failure`, { setup_intent_id }),
  addCard: (body: { first_name: string; last_name: string; stripe_token: string }) => call<AddedCard>('POST', `${me}/payment_methods`, body),
  setDefaultCard: (stripe_token: string) => call<CardList>('PUT', `${me}/default_payment_method`, { stripe_token }),
  defaultCard: () => call<DefaultCard>('GET', `${me}/default_payment_method`),
  subscriptions: () => call<Subscriptions>('GET', `${me}/subscriptions`),
};

/**
 * A tracked event of the catalogue ("Registration Failed", "CC Payment Failed"), sent as a guest
 * behaviour event when the visitor has a guest token (the funnel makes one); without one (a
 * signed-in parent on the update page) it is only logged: parents' events have no endpoint yet.
 */
export function trackBillingEvent(name: string): void {
  const guest = currentGuest();
  if (!guest) {
    console.debug('[billing]', name);
    return;
  }
  try {
    sendGuestBehaviorEvents(guest.token, [{ name, metadata: collectMetadata(window, guest.experiments) }], browserBeaconEnv());
  } catch (e) {
    console.error('[billing] event not sent', e);
  }
}
