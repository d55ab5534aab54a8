import { z } from '@hono/zod-openapi';
import { levelSchema, mapSchema } from '../../core/content/level-schema';
import { studentIdParams } from '../students/students.contracts';
import { freeJson, id, idParam, int, selfOrIdParam, text } from '../lib/fields';

/** A question as the client may see it before answering: no `correct`, no answer data, no explanation. */
export const publicQuestionSchema = z
  .object({
    id: z.number().int(),
    question_type: z.enum(['BLNK', 'M']),
    text: z.string().openapi({ description: 'Prompt; each blank of a BLNK question is the token ___' }),
    answers: z.array(z.object({ id: z.number().int(), answer_text: z.string() })),
    num_blanks: z.number().int().min(0),
    math_lesson: z.object({ id: z.number().int(), grade: z.number().int(), skill_id: z.number().int(), name: z.string() }),
    figure: z
      .object({ svg: z.string().openapi({ description: 'A self-contained SVG document (no scripts, no external references); shown as an image, never as markup' }), alt: z.string() })
      .nullable()
      .openapi({ description: 'The picture the question is about (number line, clock, ten frame...), shown above the text; null when none' }),
    hints: z.array(z.string()).openapi({ description: "The lesson's step-by-step hint, opened one step at a time before answering; [] when none" }),
    /** Whether the student has seen this lesson's learn overlay (only on questions put to a student). */
    lesson_intro_watched: z.boolean().optional(),
  })
  .openapi('Question');

export const mapGameSchema = z
  .object({
    current_level: z.number().int(),
    current_level_at: z.string(),
    num_problems_correct: z.number().int().openapi({ description: 'Progress in the current level toward its goal' }),
    num_revealed: z.number().int().openapi({ description: 'Sprites revealed in the current level (highest progress reached; never taken away)' }),
    num_problems_pretest_and_correct: z.number().int(),
    num_problems_pretest_and_minus: z.number().int(),
    lock_next_level: z.boolean(),
    state_data: z.record(z.string(), z.unknown()),
    goal: z.number().int(),
    rule: z.enum(['correct', 'minus']),
    last_student_answer: z.object({ created_at: z.string() }).nullable(),
  })
  .openapi('MapGame');

/** Why the current level can't be played now (spec "locked" and "locked-why" modals). */
export const levelLockSchema = z
  .discriminatedUnion('reason', [
    z.object({ reason: z.literal('paywall'), level: z.number().int(), app_max_level: z.number().int() }),
    z.object({ reason: z.literal('unpaid'), level: z.number().int(), payment_prompt: z.enum(['ASK_PAYMENT_HARD', 'ASK_PAYMENT_SOFT']) }),
    z.object({ reason: z.literal('daily_limit'), level: z.number().int(), unlocks_on: z.string().openapi({ description: 'YYYY-MM-DD in the student time zone' }) }),
  ])
  .openapi('LevelLock');

export const mathGameSchema = z
  .object({
    learning_mode: z.object({ learning_mode: z.enum(['pretest', 'adaptive', 'pickskill']), pretest: z.object({ completed_at: z.string().nullable() }) }),
    map_game: mapGameSchema,
    question: publicQuestionSchema.nullable(),
    prev_question_correct: z.boolean().nullable(),
    incentives: z.object({ gems: z.number().int() }),
    locked: levelLockSchema.nullable(),
  })
  .openapi('MathGame');

export const monsterDescriptionSchema = z
  .object({ body: z.number().int(), color: z.number().int(), eyes: z.number().int(), headpart: z.number().int(), mouth: z.number().int(), pattern: z.number().int() })
  .openapi('MonsterDescription');

/** The map key of the static content call (core/content/level-schema.ts mapSchema keys). */
export const mapKeySchema = z.enum(['ocean', 'desert', 'jungle', 'arctic']);

/**
 * A map's static content (GET /api/o1/math_content/maps/{map}?v={version}): the map and its levels,
 * immutable for a content version, so cached by the browser for a year (issue 21 "Must deliver 2").
 */
export const mathMapContentSchema = z
  .object({
    version: z.string(),
    map: mapSchema,
    levels: z.array(levelSchema),
  })
  .openapi('MathMapContent');

export const mathContentParams = z.object({
  map: mapKeySchema.openapi({ param: { name: 'map', in: 'path' } }),
});

/** The content version in the query (`v`): a SHA-256 in hex, or 'unversioned' before the first seed. */
export const mathContentQuery = z.object({
  v: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, 'v must be a content version.')
    .openapi({ param: { name: 'v', in: 'query' }, example: 'unversioned', description: 'The content version (GET math_game/map names it)' }),
});

/**
 * The child's side of the map (spec GET math_game/map): progress, monster, gems, lock, flags, and
 * where the map's static content is (`content`: fetch it once per content version; the client's
 * `MathMap` joins the two, docs/decisions.md "Static map content, the child's progress apart").
 */
export const mathMapSchema = z
  .object({
    content: z.object({ version: z.string(), map: mapKeySchema, url: z.string() }),
    completed_levels: z.array(z.number().int()),
    map_game: mapGameSchema,
    student_monster: monsterDescriptionSchema.nullable(),
    /** Art keys of the math outfits the monster wears (store, worker/monster/items.service.ts), drawn on it in the map and level scenes. */
    monster_outfits: z.array(z.string()),
    incentives: z.object({ gems: z.number().int() }),
    locked: levelLockSchema.nullable(),
    /** Feature flags the game screen needs (spec part 1 section 3 "Feature flags"). */
    flags: z.object({ app_max_level: z.number().int(), app_play_background_music: z.boolean() }),
    /** What the game screen needs of the student to read questions aloud by itself (issue 18, ui/lib/speech.ts shouldAutoRead). */
    student: z.object({
      grade: z.number().int().openapi({ description: "The student's grade (13 Pre-K, 14 K, 1..8; 0 unset)" }),
      auto_read_aloud: z.boolean().openapi({ description: "The parent's option: read new questions aloud automatically for Pre-K to grade 1" }),
    }),
  })
  .openapi('MathMap');

export const mapParams = studentIdParams.extend({
  map: z.enum(['ocean', 'desert', 'jungle', 'arctic', 'map']).openapi({ param: { name: 'map', in: 'path' } }),
});

export const gameSetupQuery = z.object({
  lesson_id: idParam('lesson_id must be a number.').optional().openapi({ param: { name: 'lesson_id', in: 'query' }, description: 'Switches to pickskill mode on this lesson' }),
  learning_mode: z.enum(['adaptive']).optional().openapi({ param: { name: 'learning_mode', in: 'query' }, description: 'adaptive: leave pickskill' }),
});

export const answerParams = studentIdParams.extend({
  game: selfOrIdParam('Game id must be a number or -').openapi({ param: { name: 'game', in: 'path' } }),
  q: idParam('Question id must be a number.').openapi({ param: { name: 'q', in: 'path' } }),
});

export const answerBody = z
  .object({
    answer: z
      .object({
        answer_id: id('answer_id must be the number of an answer.').nullable().optional(),
        answer_data: z.array(text().max(40, 'That answer is too long.')).max(10).nullable().optional(),
        dont_know: z.boolean().optional(),
      })
      .strict(),
    question_lesson_id: id('question_lesson_id must be the number of a lesson.').optional(),
    lesson_id: id('lesson_id must be the number of a lesson.').nullable().optional(),
  })
  .openapi('StudentAnswerBody');

export const answerResponseSchema = z
  .object({
    result: z.enum(['correct', 'incorrect', 'dont_know', 'invalid']),
    /** For `invalid`: what to tell the child. Nothing was saved. */
    message: z.string().nullable(),
    prev_question_correct: z.boolean().nullable(),
    prev_answer: z.object({ correct_answer: z.array(z.string()), explanation: z.string() }).nullable(),
    question: publicQuestionSchema.nullable(),
    map_game: mapGameSchema,
    incentives: z.object({ gems: z.number().int(), earned: z.number().int() }),
    level_completed: z
      .object({ level: z.number().int(), gems_earned: z.number().int(), next_level: z.number().int(), earned_pet: z.boolean().openapi({ description: 'A pet egg was earned (spec earned_pet)' }) })
      .nullable(),
    /** Set on the answer that finished the pretest (spec "pretest end modal"). */
    pretest_completed: z.object({ questions: z.number().int(), correct: z.number().int(), mastered_skills: z.number().int() }).nullable(),
    learning_mode: z.enum(['pretest', 'adaptive', 'pickskill']),
  })
  .openapi('StudentAnswerResponse');

export const setGameBody = z
  .object({
    new_level: int('new_level must be a level number.', { min: 1, max: 36 }),
    lock_next_level: z.boolean().optional(),
    state_data: freeJson(z.record(z.string(), z.unknown())).optional(),
  })
  .openapi('SetMathGameBody');

export type LevelLockInfo = z.infer<typeof levelLockSchema>;
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;
export type MapGame = z.infer<typeof mapGameSchema>;
export type MathGame = z.infer<typeof mathGameSchema>;
/** The API's answer to GET math_game/map (the child's progress, without the static content). */
export type MathMapProgress = z.infer<typeof mathMapSchema>;
export type MathMapContent = z.infer<typeof mathMapContentSchema>;
/** The map as the client uses it: the child's progress joined with the map's static content. */
export type MathMap = MathMapProgress & Pick<MathMapContent, 'map' | 'levels'>;
export type AnswerBody = z.infer<typeof answerBody>;
export type AnswerResponse = z.infer<typeof answerResponseSchema>;
