import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { timestamps } from './columns';
import { questions } from './math';

/**
 * The pet catalogue (spec part 1 section 3 "Pet: id"): 12 rows seeded from
 * core/content/pet-catalogue.ts; the art and colours live there too.
 */
export const pets = pgTable('pets', {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  ...timestamps,
});

/**
 * A student's pet (spec part 1 section 3 "Student pet": id, pet_id, first_pet, student_id, pet).
 * `level` is the growth level 1-3 (raised only by the unlock call, which spends gems); `color`
 * (0-3) and `accessory` are the looks chosen in the pet customizer. `treats` counts every treat
 * the pet ate in the pet game; `fed_today` the treats of the day `fed_on` (YYYY-MM-DD in the
 * student's time zone), which caps the gems the pet game pays per pet and day.
 */
export const student_pets = pgTable(
  'student_pets',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    pet_id: integer()
      .notNull()
      .references(() => pets.id),
    first_pet: boolean().notNull().default(false),
    name: text().notNull(),
    level: integer().notNull().default(1),
    color: integer().notNull().default(0),
    accessory: text().notNull().default('none'),
    treats: integer().notNull().default(0),
    fed_today: integer().notNull().default(0),
    fed_on: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('student_pets_student_pet_unique').on(t.student_id, t.pet_id),
    // At most one first pet per student, even under concurrent hatching.
    uniqueIndex('student_pets_first_pet_unique').on(t.student_id).where(sql`${t.first_pet}`),
    index('student_pets_student_idx').on(t.student_id),
    check('student_pets_level_check', sql`${t.level} between 1 and 3`),
    check('student_pets_color_check', sql`${t.color} between 0 and 3`),
    check('student_pets_accessory_check', sql`${t.accessory} in ('none', 'bow', 'party-hat', 'scarf', 'glasses')`),
    check('student_pets_treats_nonnegative', sql`${t.treats} >= 0 and ${t.fed_today} >= 0`),
  ],
);

/**
 * The pet game (spec game mode "pet"; math game field pet_game): one per student, holding the
 * practice question put to it, apart from the map game's so feeding a pet never moves map progress.
 */
export const pet_games = pgTable('pet_games', {
  student_id: integer()
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  student_pet_id: integer().references(() => student_pets.id, { onDelete: 'set null' }),
  current_question_id: integer().references(() => questions.id),
  questions_asked: integer().notNull().default(0),
  num_correct: integer().notNull().default(0),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A row of {@link pets}. */
export type PetRow = typeof pets.$inferSelect;
/** A row of {@link student_pets}. */
export type StudentPetRow = typeof student_pets.$inferSelect;
/** A row of {@link pet_games}. */
export type PetGameRow = typeof pet_games.$inferSelect;
