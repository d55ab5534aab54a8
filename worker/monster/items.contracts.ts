/**
 * Zod contracts of the store, house and outfit room (spec part 1 section 3 "Student monster item"
 * and section 7 "Monster": student monster_items, student_monster_items, admin item list).
 * Shared by the routes, the OpenAPI document and, as types, the client.
 */
import { z } from '@hono/zod-openapi';
import { HOUSE_POSITIONS, MONSTER_ITEM_TYPES, OUTFIT_POSITIONS, PLACEMENTS } from '../../core/content/monster-items';
import { id, idParam, intParam, selfOrIdParam } from '../lib/fields';

/** A catalogue item: `{id, key, type, subject_id, legacy_number, name, price (gems), position, image_url, room_width}`. */
export const monsterItemSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    type: z.enum(MONSTER_ITEM_TYPES),
    subject_id: z.number().int().openapi({ description: 'Subject 1-5 (1 = math)' }),
    legacy_number: z.number().int().openapi({ description: 'Order inside the subject and type' }),
    name: z.string(),
    price: z.number().int().openapi({ description: 'Price in gems (10-80)' }),
    position: z.enum([...OUTFIT_POSITIONS, ...HOUSE_POSITIONS]).openapi({ description: 'Outfits: where worn (head, face, body, hand). House items: floor or wall.' }),
    image_url: z.string(),
    room_width: z.number().nullable().openapi({ description: "House items: drawn width in percent of the room's width" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('MonsterItem');

/** A store entry: the catalogue item plus whether this student owns it. */
export const storeItemSchema = monsterItemSchema
  .extend({
    owned: z.boolean(),
    student_monster_item_id: z.number().int().nullable().openapi({ description: "The student's item id when owned, else null" }),
  })
  .openapi('StoreItem');

const percent = (name: string) =>
  z
    .number({ error: `${name} must be a number from 0 to 100.` })
    .min(0, `${name} must be a number from 0 to 100.`)
    .max(100, `${name} must be a number from 0 to 100.`)
    .nullable();

/** Spec "metadata (position, topPosition, leftPosition)": placement plus a house item's centre in percent of the room. */
export const itemMetadataSchema = z
  .object({
    position: z.enum(PLACEMENTS, { error: 'position must be house, outfit-room or store.' }),
    topPosition: percent('topPosition').openapi({ description: 'Centre of a house item, percent of the room height (0-100)' }),
    leftPosition: percent('leftPosition').openapi({ description: 'Centre of a house item, percent of the room width (0-100)' }),
  })
  .openapi('StudentMonsterItemMetadata');

/** A bought item (spec "Student monster item"): `{id, student_id, monster_item_id, monster_item, is_shown, metadata, created_at, updated_at}`. */
export const studentMonsterItemSchema = z
  .object({
    id: z.number().int(),
    student_id: z.number().int(),
    monster_item_id: z.number().int(),
    monster_item: monsterItemSchema,
    is_shown: z.boolean().openapi({ description: 'Outfits: worn. House items: standing in the house.' }),
    metadata: itemMetadataSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('StudentMonsterItem');

/** `?subject_id=` filter of the lists (all subjects when missing). */
export const subjectQuery = z.object({
  subject_id: intParam('subject_id must be a subject number from 1 to 5.', { min: 1, max: 5 })
    .optional()
    .openapi({ param: { name: 'subject_id', in: 'query' }, example: 1 }),
});

/** `{id}` (student, `-` = the current one) and `{student_monster_item_id}`. */
export const studentItemParams = z.object({
  id: selfOrIdParam('Student id must be a number or -').openapi({ param: { name: 'id', in: 'path' }, example: '-' }),
  student_monster_item_id: idParam('The item id must be a number.').openapi({ param: { name: 'student_monster_item_id', in: 'path' }, example: 1 }),
});

/** `POST student_monster_items` body: the catalogue item to buy. */
export const buyItemBody = z
  .object({
    item_id: id('item_id must be the number of an item in the store.'),
  })
  .openapi('BuyMonsterItem');

/**
 * `PUT student_monster_items/{id}` body: new metadata (any of its fields) and/or `show`.
 * At least one of the two is needed.
 */
export const updateItemBody = z
  .object({
    metadata: itemMetadataSchema.partial().optional(),
    show: z.boolean({ error: 'show must be true or false.' }).optional(),
  })
  .refine((b) => b.metadata !== undefined || b.show !== undefined, { message: 'Send metadata or show: there is nothing to change.', path: ['_'] })
  .openapi('UpdateStudentMonsterItem');

export const monsterItemsResponseSchema = z.object({ monster_items: z.array(monsterItemSchema) }).openapi('MonsterItems');
export const storeResponseSchema = z.object({ monster_items: z.array(storeItemSchema) }).openapi('Store');
export const studentItemsResponseSchema = z.object({ student_monster_items: z.array(studentMonsterItemSchema) }).openapi('StudentMonsterItems');
export const studentItemResponseSchema = z.object({ student_monster_item: studentMonsterItemSchema }).openapi('StudentMonsterItemResponse');

export type MonsterItem = z.infer<typeof monsterItemSchema>;
export type StoreItem = z.infer<typeof storeItemSchema>;
export type StudentMonsterItem = z.infer<typeof studentMonsterItemSchema>;
export type ItemMetadataUpdate = NonNullable<z.infer<typeof updateItemBody>['metadata']>;
export type UpdateItemBody = z.infer<typeof updateItemBody>;
