import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { parents } from './accounts';
import { guests } from './guests';
import { timestamps } from './columns';

/**
 * The landing funnel's saved progress (spec part 1 sections 3 "Start-flow state", 7
 * `parent_startflows`; issue 14 "Must deliver 2"): a refresh or a second device resumes at the same
 * step. `key` is the resume link's capability: 128 random bits in base64url (22 characters);
 * whoever holds it may read and update the flow until it is ended. `state` is the funnel's
 * StartflowState (worker/funnel/funnel.contracts.ts), never with a password. A guest creates it;
 * a parent attaches it (signed in) or registration ends it. Rows unchanged for 30 days are deleted
 * (worker/funnel/startflows.service.ts purgeStaleStartflows, the hourly job); they go with the
 * guest or the parent account too.
 */
export const parent_startflows = pgTable(
  'parent_startflows',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    /** The landing entry point the funnel started from (beginEnrollment, math, ...). */
    entry: text().notNull(),
    state: jsonb().$type<Record<string, unknown>>().notNull(),
    guest_id: integer().references(() => guests.id, { onDelete: 'cascade' }),
    parent_id: integer().references(() => parents.id, { onDelete: 'cascade' }),
    ended_at: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('parent_startflows_key_unique').on(t.key),
    index('parent_startflows_guest_idx').on(t.guest_id),
    index('parent_startflows_parent_idx').on(t.parent_id),
    index('parent_startflows_updated_idx').on(t.updated_at),
  ],
);

/**
 * A guest's exposure to an experiment (`POST /api/o1/guests/user_experiments/{experiment}`):
 * the variant it was shown, written once (the first exposure is what an analysis counts).
 * Deleted with the guest.
 */
export const guest_experiment_exposures = pgTable(
  'guest_experiment_exposures',
  {
    id: serial().primaryKey(),
    guest_id: integer()
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    experiment: text().notNull(),
    variant: text().notNull(),
    exposed_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_experiment_exposures_unique').on(t.guest_id, t.experiment)],
);

export type ParentStartflowRow = typeof parent_startflows.$inferSelect;
