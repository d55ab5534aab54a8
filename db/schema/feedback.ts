import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { parents, students } from './accounts';
import { timestamps } from './columns';
import { guests } from './guests';

/**
 * Feedback (spec part 1 section 3): stars 1 to 5 and notes, left by a student, a parent or a
 * guest. `source` names where it was given (for example `my-account` or `math-map`).
 * Deleted with its author.
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial().primaryKey(),
    stars: integer().notNull(),
    notes: text().notNull().default(''),
    source: text().notNull().default('app'),
    guest_id: integer().references(() => guests.id, { onDelete: 'cascade' }),
    student_id: integer().references(() => students.id, { onDelete: 'cascade' }),
    parent_id: integer().references(() => parents.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    check('feedbacks_stars_range', sql`${t.stars} between 1 and 5`),
    check('feedbacks_owner', sql`${t.guest_id} is not null or ${t.student_id} is not null or ${t.parent_id} is not null`),
    index('feedbacks_student_idx').on(t.student_id),
    index('feedbacks_parent_idx').on(t.parent_id),
    index('feedbacks_guest_idx').on(t.guest_id),
  ],
);

export type FeedbackRow = typeof feedbacks.$inferSelect;
