import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { timestamps } from './columns';

/**
 * The monster part catalogue: 30 options, 5 per type (spec part 1 section 3 "Monster part").
 * Ids are fixed by the spec (body 1-5, color 6-10, pattern 11-15, eyes 16-20, mouth 21-25,
 * headpart 26-30) and seeded from core/monster/monster-parts.ts. `preview_url` is the part's
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

/**
 * The store catalogue (spec part 1 section 3 "Student monster item": monster_item with type and
 * subject_id): outfits and house items per subject, seeded from assets/items/*.json (ids fixed
 * there). `position`: where an outfit is worn (head, face, body, hand) or where a house item stands
 * (floor, wall). `price` in gems, 10-80 (DECISIONS "Game economy"). `room_width`: a house item's
 * drawn width in percent of the room (null for outfits).
 */
export const monster_items = pgTable(
  'monster_items',
  {
    id: integer().primaryKey(),
    key: text().notNull(),
    type: text().notNull(),
    subject_id: integer().notNull(),
    legacy_number: integer().notNull(),
    name: text().notNull(),
    price: integer().notNull(),
    position: text().notNull(),
    image_url: text().notNull(),
    room_width: real(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('monster_items_subject_type_number_unique').on(t.subject_id, t.type, t.legacy_number),
    check('monster_items_type_check', sql`${t.type} in ('outfit', 'house')`),
    check('monster_items_price_check', sql`${t.price} between 10 and 80`),
  ],
);

/** Metadata of a bought item (spec "metadata (position, topPosition, leftPosition)"); see core/content/monster-items.ts. */
export interface StudentMonsterItemMetadata {
  position: 'house' | 'outfit-room' | 'store';
  topPosition: number | null;
  leftPosition: number | null;
}

/**
 * Items a student bought (spec "Student monster item"): one row per student and catalogue item,
 * `is_shown` (worn, or standing in the house) and the placement metadata.
 */
export const student_monster_items = pgTable(
  'student_monster_items',
  {
    id: serial().primaryKey(),
    student_id: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    monster_item_id: integer()
      .notNull()
      .references(() => monster_items.id),
    is_shown: boolean().notNull().default(false),
    metadata: jsonb().$type<StudentMonsterItemMetadata>().notNull(),
    ...timestamps,
  },
  // Leads with student_id, so it also serves the per-student lists.
  (t) => [uniqueIndex('student_monster_items_student_item_unique').on(t.student_id, t.monster_item_id)],
);

/** A row of {@link monster_items}. */
export type MonsterItemRow = typeof monster_items.$inferSelect;
/** A row of {@link student_monster_items}. */
export type StudentMonsterItemRow = typeof student_monster_items.$inferSelect;
