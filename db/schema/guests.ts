import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { parents, students } from './accounts';
import { timestamps } from './columns';

/**
 * Guests are visitors without an account (spec part 1 sections 1, 3, 6). A guest token carries the
 * row's id (`guest_id`) and its `experiments` map. When the visitor later signs up, the guest is
 * linked to the student and parent (`POST /api/v1/guests/{guest}/student`). Deleting the child or
 * the account deletes its linked guests with their events and feedback
 * (worker/parents/account-deletion.ts); the `set null` below only guards a direct row delete.
 */
export const guests = pgTable(
  'guests',
  {
    id: serial().primaryKey(),
    /** Experiment key to variant, e.g. `{ math_startflow_order: "b" }`. */
    experiments: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Free key/value variables the funnel stores (marketing source, chosen grade...). */
    vars: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /**
     * First-touch tracked URL parameters (core/tracking/tracked-params.ts): set once by
     * `update_vars_once`, never overwritten; null until a visit brings some. Copied to the parent
     * at registration.
     */
    tracked_params: jsonb().$type<Record<string, string>>(),
    student_id: integer().references(() => students.id, { onDelete: 'set null' }),
    parent_id: integer().references(() => parents.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('guests_student_idx').on(t.student_id), index('guests_parent_idx').on(t.parent_id)],
);

/**
 * Behaviour events (spec part 1 section 3 "Guest behaviour event"): from guests by beacon, and
 * from students (optionally attributed to their parent). Deleted with the student or parent.
 */
export const behavior_events = pgTable(
  'behavior_events',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    guest_id: integer().references(() => guests.id, { onDelete: 'cascade' }),
    student_id: integer().references(() => students.id, { onDelete: 'cascade' }),
    parent_id: integer().references(() => parents.id, { onDelete: 'cascade' }),
    /** device, is_mobile, is_portrait, platform, timezone, user_agent, viewport, path, experiments. */
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('behavior_events_guest_idx').on(t.guest_id),
    index('behavior_events_student_idx').on(t.student_id),
    index('behavior_events_parent_idx').on(t.parent_id),
    check('behavior_events_owner', sql`${t.guest_id} is not null or ${t.student_id} is not null or ${t.parent_id} is not null`),
  ],
);

export type GuestRow = typeof guests.$inferSelect;
