/**
 * Zod contracts of the monster feature (spec part 1 sections 3 "Monster part", "Student monster"
 * and 7 "Monster"). Shared by the routes, the OpenAPI document and, as types, the client.
 */
import { z } from '@hono/zod-openapi';
import { FIRST_PART_ID, MONSTER_PART_TYPES, OPTIONS_PER_TYPE, type MonsterPartType } from '../../core/monster/monster-parts';
import { studentMonsterItemSchema } from './items.contracts';
import { int } from '../lib/fields';

export { studentIdParams } from '../students/students.contracts';

/** The six part types, in id order: body, color, pattern, eyes, mouth, headpart. */
export const monsterPartTypeSchema = z.enum(MONSTER_PART_TYPES as [MonsterPartType, ...MonsterPartType[]]).openapi('MonsterPartType');

/** One part option: `{id, type, legacy_number 1-5, name, prefix_url, preview_url, created_at, updated_at}` (times ISO 8601). */
export const monsterPartSchema = z
  .object({
    id: z.number().int(),
    type: monsterPartTypeSchema,
    legacy_number: z.number().int().openapi({ description: '1-based position of the option inside its type (1-5)' }),
    name: z.string(),
    prefix_url: z.string().openapi({ description: "Folder of the part's art" }),
    preview_url: z.string().openapi({ description: 'Thumbnail: the default monster wearing this part (SVG)' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('MonsterPart');

/** `GET monster_parts` response: all 30 parts, sorted by id. */
export const monsterPartsSchema = z.object({ monster_parts: z.array(monsterPartSchema) }).openapi('MonsterParts');

/**
 * A student's monster (spec "Student monster"): id, student_id, timestamps, student_monster_items
 * (every item the student bought, grouped by type and sorted by legacy_number) and, per type, the
 * part object plus `<type>_id`. The default monster (none made yet) has id 0 and student_id 0.
 */
export const studentMonsterSchema = z
  .object({
    id: z.number().int(),
    student_id: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    student_monster_items: z.array(studentMonsterItemSchema),
    body: monsterPartSchema,
    body_id: z.number().int(),
    color: monsterPartSchema,
    color_id: z.number().int(),
    pattern: monsterPartSchema,
    pattern_id: z.number().int(),
    eyes: monsterPartSchema,
    eyes_id: z.number().int(),
    mouth: monsterPartSchema,
    mouth_id: z.number().int(),
    headpart: monsterPartSchema,
    headpart_id: z.number().int(),
  })
  .openapi('StudentMonster');

/** Responses of the student monster calls: `{student_monster}`. */
export const studentMonsterResponseSchema = z.object({ student_monster: studentMonsterSchema }).openapi('StudentMonsterResponse');

/** The field name of a type's part id, e.g. `eyes_id`. */
export type PartIdField = `${MonsterPartType}_id`;

/** The per-field message for an id outside its type's range, e.g. "eyes_id must be one of the eyes parts (16–20)." */
export function partIdMessage(type: MonsterPartType): string {
  const first = FIRST_PART_ID[type];
  return `${type}_id must be one of the ${type} parts (${first}–${first + OPTIONS_PER_TYPE - 1}).`;
}

function partId(type: MonsterPartType) {
  const first = FIRST_PART_ID[type];
  const message = partIdMessage(type);
  return int(message, { min: first, max: first + OPTIONS_PER_TYPE - 1 }).openapi({ example: first, description: `${type} part id, ${first}-${first + OPTIONS_PER_TYPE - 1}` });
}

const partIdShape = {
  body_id: partId('body'),
  color_id: partId('color'),
  pattern_id: partId('pattern'),
  eyes_id: partId('eyes'),
  mouth_id: partId('mouth'),
  headpart_id: partId('headpart'),
};

/**
 * `POST student_monsters` body: the six part ids, each inside its type's range.
 * A bad one answers 422 with `fields[<type>_id]` = {@link partIdMessage}.
 */
export const createStudentMonsterBody = z.object(partIdShape).openapi('StudentMonsterBody');

/** `PUT student_monsters` body: any of the six part ids (missing ones keep their value). */
export const updateStudentMonsterBody = z.object(partIdShape).partial().openapi('StudentMonsterUpdate');

export type MonsterPart = z.infer<typeof monsterPartSchema>;
export type StudentMonster = z.infer<typeof studentMonsterSchema>;
export type StudentMonsterBody = z.infer<typeof createStudentMonsterBody>;
export type StudentMonsterUpdate = z.infer<typeof updateStudentMonsterBody>;
