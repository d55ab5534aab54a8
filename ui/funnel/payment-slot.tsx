/**
 * Where the funnel's billing modal gets the payment form (contracts.md "Payment form"): the
 * stripe-client helper's ui/billing/PaymentForm.tsx, loaded lazily. Until that file is on the
 * branch, the glob finds nothing and the local placeholder (payment-placeholder.tsx) renders, so
 * this branch builds, and its screenshots show where the form goes. No edit is needed on merge.
 */
import { lazy, type ComponentType } from 'react';
import type { PaidResult } from './funnel.machine';

/** The register mode of PaymentFormProps (contracts.md), the only one the funnel uses. */
export interface RegisterPaymentProps {
  mode: 'register';
  registration: {
    email: string;
    password: string;
    first_name: string;
    last_name: string;
    students: { first_name: string; last_name: string; username: string; grade: number; password: string; monster?: unknown }[];
    subject_ids: number[];
    startflow_key?: string;
  };
  onPaid: (r: PaidResult) => void;
}

type FormModule = { PaymentForm: ComponentType<RegisterPaymentProps> };
const real = import.meta.glob<FormModule>('../billing/PaymentForm.tsx');
const load = real['../billing/PaymentForm.tsx'] ?? (() => import('./payment-placeholder'));

/** The payment form, lazily (wrap in Suspense). */
export const PaymentSlot = lazy(() => load().then((m) => ({ default: m.PaymentForm })));
