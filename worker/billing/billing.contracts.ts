/**
 * Billing contracts (issue 14; spec part 1 sections 3 "Subscription status", "Payment methods",
 * "Subscription payload", "Cancel-account form", 7 "/api/o1 subscription calls" and "Parents").
 * Card details never reach us: the browser turns them into a Stripe PaymentMethod (Stripe
 * Elements) and sends its id as `stripe_token` (the spec's payload name).
 */
import { z } from '@hono/zod-openapi';
import { SUBSCRIPTION_STATUSES } from '../../db/schema/billing';
import { tokensSchema, parentSchema } from '../auth/auth.contracts';
import { emailField, nameField, parentPasswordField } from '../auth/parent-form';
import { int, intParam, multilineText, selfOrIdParam, text } from '../lib/fields';
import { studentFields } from '../parents/student-form';
import { funnelMonsterSchema, startflowKeyField } from '../funnel/funnel.contracts';
import { PAYMENT_METHOD_KINDS } from './billing-rules';
import { SUBJECT_IDS } from './billing.service';

const SUBJECTS = Object.values(SUBJECT_IDS) as number[];

/** A Stripe PaymentMethod id made by Stripe Elements in the browser. */
export const stripeTokenField = text('Please enter your card.')
  .min(1, 'Please enter your card.')
  .max(255)
  .regex(/^pm_[A-Za-z0-9_]+$/, 'That card could not be used. Please enter it again.');

const subjectIdsField = z
  .array(int('Please choose a subject.', { min: 1, max: 5 }).refine((v) => SUBJECTS.includes(v), 'Please choose a subject from the list.'), { error: 'Please choose at least one subject.' })
  .min(1, 'Please choose at least one subject.')
  .max(5)
  .refine((ids) => new Set(ids).size === ids.length, 'Each subject only once, please.');

/** A student created with the account (the spec's new-student rules, without the account password: the parent's own password is in the same form). */
const registrationStudent = z.object({
  first_name: studentFields.first_name,
  last_name: studentFields.last_name,
  username: studentFields.username,
  grade: studentFields.grade,
  password: studentFields.student_password,
  /** The monster the child made in the funnel's monster maker: the child finds it on first login. */
  monster: funnelMonsterSchema.optional(),
});

/** The consent box (issue 14 "Consent that means something"): the exact text shown beside it, and that it was ticked. */
const consentField = z.object({
  text: multilineText('Please read and accept the membership terms.').min(20, 'Please read and accept the membership terms.').max(2000),
  accepted: z.literal(true, { error: 'Please tick the box to accept the membership terms.' }),
});

const paid = {
  subject_ids: subjectIdsField,
  stripe_token: stripeTokenField,
  payment_method: z.enum(PAYMENT_METHOD_KINDS, { error: 'Please choose how to pay.' }).default('ccPay'),
  consent: consentField,
};

const newAccount = {
  email: emailField,
  password: parentPasswordField,
  first_name: nameField('first'),
  last_name: nameField('last'),
  students: z.array(registrationStudent, { error: 'Please add your student.' }).min(1, 'Please add your student.').max(10, 'At most 10 students at once.'),
  /** The funnel's flow (worker/funnel): ended on success, its guest's first-touch tracked URL parameters copied to the parent. */
  startflow_key: startflowKeyField.optional(),
};

export const createStripeSubscriptionBody = z.object({ ...newAccount, ...paid }).openapi('CreateStripeSubscriptionBody');
export const createSubscriptionForParentBody = z
  .object({ ...paid, students: newAccount.students.max(10).optional() })
  .openapi('CreateStripeSubscriptionWithTokenBody');
export const createScholarshipBody = z.object({ ...newAccount, subject_ids: subjectIdsField }).openapi('CreateScholarshipSubscriptionBody');

/** The subscription as the funnel and My Account show it (spec "Subscription payload"). Times are ISO strings. */
export const subscriptionSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    provider: z.enum(['apple', 'google', 'paypal', 'stripe', 'none']),
    subject_ids: z.array(z.number().int()),
    monthly_cents: z.number().int().openapi({ description: 'Price of a month, in cents (USD)' }),
    currency: z.literal('usd'),
    trial_end: z.string().nullable().openapi({ description: 'End of the free month' }),
    current_period_end: z.string().nullable(),
    next_charge_at: z.string().nullable().openapi({ description: 'When the next charge happens; null when none will (cancelled, scholarship, on hold without a date)' }),
    next_charge_cents: z.number().int().nullable(),
    cancel_at_period_end: z.boolean(),
    hold_until: z.string().nullable(),
    bundle: z.string().nullable().openapi({ description: 'The bundle discount applied (e.g. all_subjects), or null' }),
  })
  .openapi('Subscription');

/** A 3-D Secure step the browser must run (stripe.confirmCardSetup with this client secret). */
export const requiresActionSchema = z.object({ setup_intent_id: z.string(), client_secret: z.string() }).nullable().openapi('RequiresAction');

/** A student made with the account: the funnel opens the game for a single child straight away. */
const registeredStudentSchema = z.object({ id: z.number().int(), first_name: z.string(), username: z.string(), grade: z.number().int() }).openapi('RegisteredStudent');
export const registrationResponse = tokensSchema
  .extend({ parent: parentSchema, students: z.array(registeredStudentSchema), subscription: subscriptionSchema, requires_action: requiresActionSchema })
  .openapi('RegistrationResponse');
export const subscriptionResponse = z.object({ subscription: subscriptionSchema, requires_action: requiresActionSchema }).openapi('SubscriptionResponse');
export const subscriptionsResponse = z.object({ subscriptions: z.array(subscriptionSchema) }).openapi('SubscriptionList');

const setupIntentField = text('No SetupIntent.').min(1, 'No SetupIntent.').max(255).regex(/^seti_[A-Za-z0-9_]+$/, 'That is not a SetupIntent id.');
export const setupIntentBody = z.object({ setup_intent_id: setupIntentField }).openapi('SetupIntentBody');
export const cancelledRegistrationResponse = z.object({ cancelled: z.literal(true), message: z.string() }).openapi('CancelledRegistration');

export const holdBody = z
  .object({
    to_date: text('Please choose until when.').regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date.'),
    reason: text().max(40).optional(),
  })
  .openapi('HoldBody');
export const holdResponse = z
  .object({ subscription: subscriptionSchema, hold: z.object({ months: z.number().int(), cost_cents: z.number().int() }) })
  .openapi('HoldResponse');

/** The cancel-account form (spec part 1 section 3), as sent. */
export const cancelBody = z
  .object({
    action: text('Please choose what to do.').trim().min(1, 'Please choose what to do.').max(40),
    affordPerMonth: int('Please enter an amount.', { min: 0, max: 100_000 }).optional(),
    cancelReason: text().max(200).optional(),
    feedback: multilineText().max(2000).optional(),
    pauseMonths: int('Please choose a number of months.', { min: 0, max: 12 }).optional(),
    score: int('Please choose a score.', { min: 0, max: 10 }).optional(),
  })
  .openapi('CancelSubscriptionBody');

export const paymentMethodSchema = z
  .object({ id: z.string(), brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int(), default: z.boolean() })
  .openapi('PaymentMethod');
export const paymentMethodsResponse = z.object({ payment_methods: z.array(paymentMethodSchema) }).openapi('PaymentMethods');
/** POST payment_methods' answer: the cards, and the 3-D Secure step when the new card needs one (then it is not saved yet). */
export const addPaymentMethodResponse = paymentMethodsResponse.extend({ requires_action: requiresActionSchema }).openapi('AddedPaymentMethod');
export const defaultPaymentMethodResponse = z.object({ default_payment_method: paymentMethodSchema.nullable() }).openapi('DefaultPaymentMethod');
export const addPaymentMethodBody = z
  .object({ first_name: nameField('first'), last_name: nameField('last'), stripe_token: stripeTokenField, make_default: z.boolean().default(true) })
  .openapi('AddPaymentMethodBody');
export const setDefaultPaymentMethodBody = z.object({ stripe_token: stripeTokenField }).openapi('SetDefaultPaymentMethodBody');

export const studentSubjectParams = z.object({
  id: selfOrIdParam('Student id must be a number or -').openapi({ param: { name: 'id', in: 'path' }, example: '-' }),
  subject: intParam('Subject id must be 1 to 5', { min: 1, max: 5 }).openapi({ param: { name: 'subject', in: 'path' }, example: '1' }),
});
export const billingStatusResponse = z
  .object({ billing_status: z.enum(['paid', 'free', 'unpaid']), payment_prompt: z.enum(['ASK_PAYMENT_HARD', 'ASK_PAYMENT_SOFT']).nullable() })
  .openapi('BillingStatus');

export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi('WebhookReceived');

export const cancelTokenBody = z.object({ token: text('No cancel link.').min(1, 'No cancel link.').max(200) }).openapi('CancelWithTokenBody');
