/**
 * Where the funnel's billing modal gets the payment form (contracts.md "Payment form"): the
 * stripe-client helper's ui/billing/PaymentForm.tsx in register mode, loaded lazily so Stripe.js
 * and the card form load only when a parent reaches the payment step. One small module, so the
 * funnel can be pointed at another form (a test's) in one place.
 */
import { lazy } from 'react';

/** The payment form, lazily (wrap in Suspense). */
export const PaymentSlot = lazy(() => import('../billing/PaymentForm').then((m) => ({ default: m.PaymentForm })));
