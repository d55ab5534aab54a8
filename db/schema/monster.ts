import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { timestamps } from './columns';

/**
 * The monster part catalogue: 30 options, 5 per type (spec part 1 section 3 "Monster part").
 * Ids are fixed by the spec (body 1-5, color 6-10, pattern 11-15, eyes 16-20, mouth 21-25,
 * headpart 26-30) and seeded from game/monster/monster-parts.ts. `preview_url` is the part's
 * thumbnail (the default monster wearing it); `prefix_url` the folder of the part's art.
 */
export const monster_parts = pgTable(
  'monster_parts',
  {
    id: integer().primaryKey(),
    type: text().notNull(),
    legacy_number: integer().notNull(),
    name: text().notNull(),
    prefix_url: text().notNull(),
    preview_url: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('monster_parts_type_number_unique').on(t.type, t.legacy_number),
    check('monster_parts_type_check', sql`${t.type} in ('body', 'color', 'eyes', 'headpart', 'mouth', 'pattern')`),
    check('monster_parts_legacy_number_check', sql`${t.legacy_number} between 1 and 5`),
  ],
);

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

/** A row of {@link monster_parts}. */
export type MonsterPartRow = typeof monster_parts.$inferSelect;
/** A row of {@link student_monsters}. */
export type StudentMonsterRow = typeof student_monsters.$inferSelect;
