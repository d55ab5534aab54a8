import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { students } from './accounts';

/** Gem balance per student (spec "Incentives": gems). Never negative. */
export const incentives = pgTable(
  'incentives',
  {
    student_id: integer()
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    gems: integer().notNull().default(0),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('incentives_gems_nonnegative', sql`${t.gems} >= 0`)],
);

/** Every gem change, written in the same transaction as the balance: the sum equals the balance. */
export const gem_ledger = pgTable(
  'gem_ledger',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    reason: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('gem_ledger_student_idx').on(t.student_id)],
);
