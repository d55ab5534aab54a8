import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { parents } from './accounts';
import { timestamps } from './columns';

/** Subscription statuses (spec part 1 section 3). */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELLED', 'CANCELLED_END_OF_BILLING_PERIOD', 'FAILED', 'GIFT', 'HOLD', 'NO_SUBSCRIPTION', 'SCHOLARSHIP'] as const;

/** A parent's subscription to some subjects (ids 1..5). The card provider's ids live here too. */
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
    current_period_end: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('subscriptions_parent_idx').on(t.parent_id)],
);
