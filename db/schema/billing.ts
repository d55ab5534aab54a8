import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { parents } from './accounts';
import { timestamps } from './columns';

/** Subscription statuses (spec part 1 section 3). */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELLED', 'CANCELLED_END_OF_BILLING_PERIOD', 'FAILED', 'GIFT', 'HOLD', 'NO_SUBSCRIPTION', 'SCHOLARSHIP'] as const;

/**
 * A parent's subscription to some subjects (ids 1..5). The card provider's ids live here too. For
 * a Stripe subscription every column below `provider_subscription_id` is a copy of Stripe's state,
 * written only by the sync (worker/billing/stripe-sync.ts) from an object just read from Stripe.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial().primaryKey(),
    parent_id: integer()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    subject_ids: integer().array().notNull(),
    provider: text({ enum: ['apple', 'google', 'paypal', 'stripe', 'none'] }).notNull().default('none'),
    provider_subscription_id: text(),
    /** Stripe customer (`cus_...`) the subscription bills. */
    provider_customer_id: text(),
    current_period_end: timestamp({ withTimezone: true, mode: 'date' }),
    /** End of the free first month (Stripe `trial_end`); null without a trial. */
    trial_end: timestamp({ withTimezone: true, mode: 'date' }),
    /** Stripe `cancel_at_period_end`: cancelled, paid until `current_period_end`. */
    cancel_at_period_end: boolean().notNull().default(false),
    /** On hold until (Stripe `pause_collection.resumes_at`); null when not on hold. */
    hold_until: timestamp({ withTimezone: true, mode: 'date' }),
    /** A SetupIntent waiting for the parent's 3-D Secure authentication (Stripe `pending_setup_intent`). */
    pending_setup_intent_id: text(),
    /** What a month costs, in cents (sum of the subjects' prices when it was created). */
    monthly_cents: integer().notNull().default(0),
    /** Stripe's raw status (`trialing`, `active`, `past_due`...), kept to explain `status`. */
    provider_status: text(),
    /** When the e-mail three days before the free month ends was sent (worker/billing/reminders.ts); null: not yet. */
    trial_reminder_sent_at: timestamp({ withTimezone: true, mode: 'date' }),
    /** The bundle discount applied in Stripe (worker/billing/subjects-rules.ts BUNDLES), e.g. `all_subjects`; null: none. */
    bundle: text(),
    ...timestamps,
  },
  (t) => [index('subscriptions_parent_idx').on(t.parent_id), uniqueIndex('subscriptions_provider_subscription_unique').on(t.provider_subscription_id)],
);

/**
 * Stripe webhook events already handled, by event id (Stripe delivers at least once: a second
 * delivery of the same id is acknowledged and does nothing). Names no person.
 */
export const stripe_events = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  received_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Express consent to the automatic renewal (issue 14 "Consent that means something"; California's
 * automatic-renewal law): the exact text the parent was shown and ticked, when, and the terms it
 * states. Kept as long as the account.
 */
export const billing_consents = pgTable(
  'billing_consents',
  {
    id: serial().primaryKey(),
    parent_id: integer()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    subscription_id: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    consent_text: text().notNull(),
    monthly_cents: integer().notNull(),
    trial_end: timestamp({ withTimezone: true, mode: 'date' }),
    accepted_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('billing_consents_parent_idx').on(t.parent_id)],
);

/** The cancel-account form as sent (spec part 1 section 3 "Cancel-account form"). */
export const cancellation_feedbacks = pgTable(
  'cancellation_feedbacks',
  {
    id: serial().primaryKey(),
    parent_id: integer()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    subscription_id: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    action: text().notNull(),
    afford_per_month: integer(),
    cancel_reason: text(),
    feedback: text(),
    pause_months: integer(),
    score: integer(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('cancellation_feedbacks_parent_idx').on(t.parent_id)],
);

/** Why a parent removed subjects (spec part 1 section 7 "DELETE subjects with a feedback body"), as sent. */
export const subject_feedbacks = pgTable(
  'subject_feedbacks',
  {
    id: serial().primaryKey(),
    parent_id: integer()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    subject_ids: integer().array().notNull(),
    reason: text(),
    feedback: text(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('subject_feedbacks_parent_idx').on(t.parent_id)],
);
