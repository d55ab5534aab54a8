/**
 * Loads Stripe.js for the payment form (issue 14), only when a form mounts (never on a child's
 * screen). `@stripe/stripe-js/pure` (the main entry would inject Stripe's script as soon as it is
 * imported). With the server's fake (`mode: 'fake'`), the fake Stripe.js is loaded first from our
 * origin: loadStripe then finds `window.Stripe` and uses it instead of injecting js.stripe.com.
 */
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { BillingConfig } from './billing-api';

let loaded: Promise<Stripe | null> | null = null;

/** Adds `<script src>` once; resolves when it has run. */
function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    document.head.appendChild(script);
  });
}

/**
 * Stripe for this page's settings, once per page load (a failure is tried again next call).
 * @throws Error when the script cannot be loaded.
 */
export function loadStripeFor(config: BillingConfig): Promise<Stripe | null> {
  loaded ??= (async () => {
    if (config.mode === 'fake' && !(window as { Stripe?: unknown }).Stripe) await addScript(config.stripe_js_url);
    return loadStripe(config.publishable_key);
  })().catch((e: unknown) => {
    loaded = null;
    throw e;
  });
  return loaded;
}
