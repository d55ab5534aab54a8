import { boolean, date, integer, jsonb, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { timestamps } from './columns';

/**
 * Daily usage (spec part 2 section 3 "Daily usage"): one row per student and calendar day (in the
 * student's time zone) with a flag per area used that day. Posting again the same day only turns
 * flags on (never off) and merges `data`.
 */
export const daily_usages = pgTable(
  'daily_usages',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The student's local calendar day, YYYY-MM-DD. */
    day: date({ mode: 'string' }).notNull(),
    used_guest: boolean().notNull().default(false),
    used_math: boolean().notNull().default(false),
    used_reading: boolean().notNull().default(false),
    used_social_studies: boolean().notNull().default(false),
    used_superskills: boolean().notNull().default(false),
    used_science: boolean().notNull().default(false),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('daily_usages_student_day_unique').on(t.student_id, t.day)],
);

export type DailyUsageRow = typeof daily_usages.$inferSelect;
