/**
 * My Account's membership calls (spec part 1 section 7 "Parents": subscriptions, subjects,
 * subject, eligible_bundle, discount, discount_bundle, hold_subscription, resume, cancel_subscription,
 * payment_methods, students). Types come from the server's contracts (type imports only).
 */
import type { z } from 'zod';
import type { cancelBody, holdResponse, paymentMethodsResponse, subscriptionsResponse } from '../../worker/billing/billing.contracts';
import type { eligibleBundleResponse, subjectChangeResponse, subjectsResponse } from '../../worker/billing/subjects.contracts';
import { request } from '../lib/api';
import type { Subscription } from './status-words';

export type SubjectsInfo = z.infer<typeof subjectsResponse>;
export type EligibleBundle = NonNullable<z.infer<typeof eligibleBundleResponse>['eligible_bundle']>;
export type PaymentMethod = z.infer<typeof paymentMethodsResponse>['payment_methods'][number];
export type CancelForm = z.input<typeof cancelBody>;

const me = '/api/v1/parents/-';
type Change = z.infer<typeof subjectChangeResponse>;

export const billingApi = {
  subscriptions: () => request<z.infer<typeof subscriptionsResponse>>('GET', `${me}/subscriptions`),
  subjects: () => request<SubjectsInfo>('GET', `${me}/subjects`),
  eligibleBundle: () => request<z.infer<typeof eligibleBundleResponse>>('GET', `${me}/eligible_bundle`),
  addSubject: (subject_id: number) => request<Change>('PUT', `${me}/subject`, { add_subject: true, subject_id }),
  removeSubjects: (subject_ids: number[], reason?: string, feedback?: string) => request<Change>('DELETE', `${me}/subjects`, { subject_ids, ...(reason ? { reason } : {}), ...(feedback ? { feedback } : {}) }),
  addBundle: (discount_to_add: EligibleBundle['id']) => request<Change>('PUT', `${me}/discount`, { discount_to_add }),
  removeBundle: () => request<Change>('DELETE', `${me}/discount_bundle`),
  hold: (to_date: string, reason?: string) => request<z.infer<typeof holdResponse>>('POST', `${me}/hold_subscription`, { to_date, ...(reason ? { reason } : {}) }),
  resume: () => request<{ subscription: Subscription }>('POST', `${me}/resume_subscription`),
  cancel: (form: CancelForm) => request<{ subscription: Subscription }>('POST', `${me}/cancel_subscription`, form),
  paymentMethods: () => request<z.infer<typeof paymentMethodsResponse>>('GET', `${me}/payment_methods`),
  removeStudent: (student_id: number, parent_password: string) => request<unknown>('DELETE', `${me}/students`, { student_id, parent_password }),
};
