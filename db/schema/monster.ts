import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { timestamps } from './columns';

/** A student's monster: one part id per type (spec part 1 section 3 "Student monster"). */
export const student_monsters = pgTable(
  'student_monsters',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    body_id: integer().notNull(),
    color_id: integer().notNull(),
    eyes_id: integer().notNull(),
    headpart_id: integer().notNull(),
    mouth_id: integer().notNull(),
    pattern_id: integer().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('student_monsters_student_unique').on(t.student_id)],
);
