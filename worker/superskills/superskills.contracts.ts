/**
 * Zod contracts of Superskills (issue 17 shared contract "The API" 8-12; spec part 2 sections 3, 4,
 * 5 and 7 "Superskills"): an episode as every call answers it, the answer's verdict, parameters
 * and bodies. Bodies refuse unknown fields. The episode number is any int4 in the path: numbers
 * outside 1..N are 404 `episode_not_found` (spec section 5: the client falls back), not 422.
 */
import { z } from '@hono/zod-openapi';
import { SUPERSKILLS } from '../../core/superskills/episode-schema';
import { SUPERSKILLS_STATES } from '../../db/schema/superskills';
import { id, idParam, intParam } from '../lib/fields';
import { studentIdParams } from '../students/students.contracts';

const time = z.string().nullable().openapi({ description: 'ISO 8601 UTC time, or null when not yet' });

export const studentEpisodeSchema = z
  .object({ started_at: time, completed_superskills_at: time, completed_math_at: time, state: z.enum(SUPERSKILLS_STATES).nullable() })
  .openapi('StudentSuperskillsVideo');

export const episodeSchema = z
  .object({
    episode_number: z.number().int(),
    title: z.string(),
    skill: z.enum(SUPERSKILLS),
    big_idea: z.string(),
    locked: z.boolean().openapi({ description: 'Beyond what the Superskills billing status opens (free and unpaid: episode 1 only)' }),
    video: z
      .object({ source: z.literal('own'), url: z.string(), captions_url: z.string().openapi({ description: 'WebVTT' }), poster_url: z.string() })
      .openapi('SuperskillsVideo'),
    duration_s: z.number().nullable().openapi({ description: 'Film length in seconds; null before the film is rendered' }),
    question: z
      .object({ id: z.number().int(), text: z.string(), answers: z.array(z.object({ id: z.number().int(), text: z.string() })) })
      .openapi({ description: 'Asked after the film; which answer is right is not sent' }),
    parent_prompt: z.object({ ask: z.string(), tip: z.string() }),
    student_superskills_video: z.array(studentEpisodeSchema).openapi({ description: "The student's record of the episode: 0 or 1 (spec: the first is used)" }),
  })
  .openapi('SuperskillsEpisode');

export const episodesResponse = z.array(episodeSchema).openapi('SuperskillsEpisodes', { description: 'Every episode by number (1..N)' });

export const superskillsAnswerResponse = z
  .object({
    correct: z.boolean(),
    correct_answer_id: z.number().int(),
    explanation: z.string(),
    gems: z.number().int().openapi({ description: "The student's gem total after this answer (1 gem the first time the question is answered right)" }),
  })
  .openapi('SuperskillsAnswerResult');

export const episodeParams = studentIdParams.extend({
  episode: intParam('Episode number must be a whole number.').openapi({ param: { name: 'episode', in: 'path' }, description: '1..N; another number is 404 `episode_not_found`', example: '1' }),
});

export const episodeQuestionParams = episodeParams.extend({
  questionId: idParam('Question id must be a number.').openapi({ param: { name: 'questionId', in: 'path' }, description: "The episode's question (its id is the episode number)", example: '1' }),
});

export const completeBody = z
  .strictObject({ subject: z.enum(['superSkills', 'math'], { error: 'subject must be superSkills or math.' }).openapi({ description: 'Which map the episode was watched from: sets completed_superskills_at or completed_math_at' }) })
  .openapi('SuperskillsCompleteBody');

export const stateBody = z.strictObject({ state: z.enum(SUPERSKILLS_STATES, { error: 'Unknown state.' }) }).openapi('SuperskillsStateBody');

export const superskillsAnswerBody = z.strictObject({ answer_id: id('Please choose an answer.') }).openapi('SuperskillsAnswerBody');

export type Episode = z.infer<typeof episodeSchema>;
export type SuperskillsAnswerResult = z.infer<typeof superskillsAnswerResponse>;
