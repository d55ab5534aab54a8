/** API shapes of the desert video levels (issue 6; spec part 1 sections 3, 5, 9). */
import { z } from '@hono/zod-openapi';
import { studentIdParams } from '../../students/students.contracts';
import { levelLockSchema, mapGameSchema } from '../math.contracts';
import { VIDEO_QUESTION_TYPES } from './video-questions';
import { id, idParam, text } from '../../lib/fields';

/** A video question as the child sees it before answering: no `correct`, no expected text or blanks. */
export const publicVideoQuestionSchema = z
  .object({
    id: z.number().int(),
    cue: z.number().int().min(0),
    question_type: z.enum(VIDEO_QUESTION_TYPES),
    text: z.string().openapi({ description: 'Prompt; each blank of a VIDEO_BLNK question is ___' }),
    answers: z.array(
      z.object({
        id: z.number().int(),
        answer_text: z.string().openapi({ description: 'Option text; empty for text and blank questions' }),
        position: z.object({ x: z.number(), y: z.number() }).nullable().openapi({ description: 'VIDEO_TEXT_INSIDE: where the box sits in the picture, percent' }),
      }),
    ),
    num_blanks: z.number().int().min(0),
  })
  .openapi('VideoQuestion');

export const videoLevelSchema = z
  .object({
    level: z.number().int(),
    /** The next cue to answer (0..20); 21 when every cue is answered and the video plays to its end. */
    cue: z.number().int().min(0),
    total_cues: z.number().int(),
    question: publicVideoQuestionSchema.nullable(),
    map_game: mapGameSchema,
    incentives: z.object({ gems: z.number().int() }),
    locked: levelLockSchema.nullable(),
  })
  .openapi('VideoLevel');

export const videoAnswerParams = studentIdParams.extend({
  q: idParam('Question id must be a number.').openapi({ param: { name: 'q', in: 'path' } }),
});

export const videoAnswerBody = z
  .object({
    answer: z
      .object({
        answer_id: id('answer_id must be the number of an answer.').nullable().optional(),
        answer_ids: z.array(id('answer_ids must be numbers of answers.')).max(10).nullable().optional(),
        answer_data: z.array(text().max(40, 'That answer is too long.')).max(10).nullable().optional(),
      })
      .strict(),
  })
  .openapi('VideoAnswerBody');

export const videoAnswerResponseSchema = z
  .object({
    result: z.enum(['correct', 'incorrect']),
    correct_answer: z.array(z.string()),
    explanation: z.string(),
    /** The next cue to answer after this one. */
    cue: z.number().int(),
    question: publicVideoQuestionSchema.nullable(),
    map_game: mapGameSchema,
    incentives: z.object({ gems: z.number().int(), earned: z.number().int() }),
  })
  .openapi('VideoAnswerResponse');

export const videoEndResponseSchema = z
  .object({
    level_completed: z.object({ level: z.number().int(), gems_earned: z.number().int(), next_level: z.number().int(), earned_pet: z.boolean() }),
    map_game: mapGameSchema,
    incentives: z.object({ gems: z.number().int() }),
  })
  .openapi('VideoEndResponse');

export type PublicVideoQuestion = z.infer<typeof publicVideoQuestionSchema>;
export type VideoLevelGame = z.infer<typeof videoLevelSchema>;
export type VideoAnswerBody = z.infer<typeof videoAnswerBody>;
export type VideoAnswerResponse = z.infer<typeof videoAnswerResponseSchema>;
export type VideoEndResponse = z.infer<typeof videoEndResponseSchema>;
