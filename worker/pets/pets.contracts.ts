/**
 * Zod contracts of the pets feature (spec part 1 sections 3 "Pet", "Student pet", "Incentives",
 * 4 "Pets" and 7 "Pets": responses are read from a `data` field; lists default to empty).
 * Shared by the routes, the OpenAPI document and, as types, the client.
 */
import { z } from '@hono/zod-openapi';
import { PET_ACCESSORIES, PET_COLOR_COUNT, type PetAccessory } from '../../core/content/pet-catalogue';
import { answerBody, answerResponseSchema, publicQuestionSchema } from '../math/math.contracts';
import { studentIdParams } from '../students/students.contracts';
import { petNameSchema } from './pet-rules';
import { id, idParam, int } from '../lib/fields';

const accessorySchema = z.enum(PET_ACCESSORIES as unknown as [PetAccessory, ...PetAccessory[]], { error: `accessory must be one of: ${PET_ACCESSORIES.join(', ')}.` }).openapi('PetAccessory');
const colorSchema = int(`color must be a colour number from 0 to ${PET_COLOR_COUNT - 1}.`, { min: 0, max: PET_COLOR_COUNT - 1 });

/** A catalogue pet: `{id, key, name, description, art: {1,2,3: url}, colors, unlock_costs}`. */
export const petSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    art: z.object({ 1: z.string(), 2: z.string(), 3: z.string() }).openapi({ description: 'SVG art per growth level, natural colour' }),
    colors: z.array(z.object({ index: z.number().int(), name: z.string(), base: z.string() })).openapi({ description: 'The 4 colour variants (the customizer draws them live)' }),
    unlock_costs: z.object({ 2: z.number().int(), 3: z.number().int() }).openapi({ description: 'Gems to grow to level 2 and to level 3' }),
  })
  .openapi('Pet');

/** A student's pet (spec "Student pet": id, pet_id, first_pet, student_id, pet) with its looks and growth. */
export const studentPetSchema = z
  .object({
    id: z.number().int(),
    pet_id: z.number().int(),
    first_pet: z.boolean(),
    student_id: z.number().int(),
    pet: petSchema,
    name: z.string(),
    level: z.number().int().min(1).max(3).openapi({ description: 'Growth level 1-3' }),
    color: z.number().int().openapi({ description: 'Colour variant 0-3' }),
    accessory: accessorySchema,
    treats: z.number().int().openapi({ description: 'Treats eaten in the pet game, ever' }),
    fed_today: z.number().int().openapi({ description: "Treats eaten today (student's time zone)" }),
    treats_per_day: z.number().int(),
    next_level_cost: z.number().int().nullable().openapi({ description: 'Gems to grow to the next level; null when grown up' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('StudentPet');

/** Incentives after a pet call (spec "Incentives: gems"). */
export const incentivesSchema = z.object({ gems: z.number().int().openapi({ description: 'The new balance' }) }).openapi('PetIncentives');

export const petsResponseSchema = z.object({ data: z.array(petSchema) }).openapi('PetsResponse');

export const eggsSchema = z
  .object({
    earned: z.number().int().openapi({ description: 'Eggs earned by completed levels (3, 6, then every 5th)' }),
    hatched: z.number().int(),
    available: z.number().int().openapi({ description: 'Eggs waiting to hatch' }),
  })
  .openapi('PetEggs');

export const studentPetsResponseSchema = z
  .object({ data: z.array(studentPetSchema), eggs: eggsSchema, incentives: incentivesSchema })
  .openapi('StudentPetsResponse');

/** The create / update / unlock response: `{data: {student_pet, incentives}}` (spec section 4 "Pets"). */
export const studentPetResponseSchema = z.object({ data: z.object({ student_pet: studentPetSchema, incentives: incentivesSchema }) }).openapi('StudentPetResponse');

/** POST student_pets: hatch an egg into `pet_id` (spec body first_pet, pet_id), optionally named and dressed. */
export const createStudentPetBody = z
  .object({
    pet_id: id('Please choose a pet.'),
    first_pet: z.boolean({ error: 'first_pet must be true or false.' }).optional(),
    name: petNameSchema.optional(),
    color: colorSchema.optional(),
    accessory: accessorySchema.optional(),
  })
  .openapi('CreateStudentPetBody');

/**
 * PUT student_pets/{id} "with the pet's fields": the looks the customizer changes. Other fields of
 * a student pet may be sent back and are ignored (growth changes only by unlocking).
 */
export const updateStudentPetBody = z
  .object({ name: petNameSchema.optional(), color: colorSchema.optional(), accessory: accessorySchema.optional() })
  .refine((b) => b.name !== undefined || b.color !== undefined || b.accessory !== undefined, { message: 'Send a name, color or accessory to change.' })
  .openapi('UpdateStudentPetBody');

export const studentPetParams = studentIdParams.extend({
  pet: idParam('Pet id must be a number.').openapi({ param: { name: 'pet', in: 'path' } }),
});

export const petGameAnswerParams = studentPetParams.extend({
  q: idParam('Question id must be a number.').openapi({ param: { name: 'q', in: 'path' } }),
});

/** The pet game's state (math game field pet_game): the practice question and how full the pet is. */
export const petGameSchema = z
  .object({
    student_pet_id: z.number().int(),
    question: publicQuestionSchema.nullable().openapi({ description: 'The practice question; null when the pet is full for today' }),
    fed_today: z.number().int(),
    treats_per_day: z.number().int(),
    full: z.boolean(),
    num_correct: z.number().int().openapi({ description: 'Correct pet-game answers, ever' }),
  })
  .openapi('PetGame');

export const petGameResponseSchema = z.object({ data: z.object({ pet_game: petGameSchema, student_pet: studentPetSchema, incentives: incentivesSchema }) }).openapi('PetGameResponse');

export const petGameAnswerBody = answerBody;

export const petGameAnswerResponseSchema = z
  .object({
    data: z.object({
      result: answerResponseSchema.shape.result,
      message: z.string().nullable(),
      prev_question_correct: z.boolean().nullable(),
      prev_answer: answerResponseSchema.shape.prev_answer,
      pet_game: petGameSchema,
      student_pet: studentPetSchema,
      incentives: z.object({ gems: z.number().int(), earned: z.number().int() }),
    }),
  })
  .openapi('PetGameAnswerResponse');

export type Pet = z.infer<typeof petSchema>;
export type StudentPet = z.infer<typeof studentPetSchema>;
export type PetEggs = z.infer<typeof eggsSchema>;
export type StudentPetsResponse = z.infer<typeof studentPetsResponseSchema>;
export type StudentPetResponse = z.infer<typeof studentPetResponseSchema>;
export type CreateStudentPetBody = z.infer<typeof createStudentPetBody>;
export type UpdateStudentPetBody = z.infer<typeof updateStudentPetBody>;
export type PetGame = z.infer<typeof petGameSchema>;
export type PetGameResponse = z.infer<typeof petGameResponseSchema>;
export type PetGameAnswerResponse = z.infer<typeof petGameAnswerResponseSchema>;
