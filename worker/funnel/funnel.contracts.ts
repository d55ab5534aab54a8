/**
 * Contracts of the landing funnel's server calls (issue 14 items 2 and 3; spec part 1 sections 3
 * "Start-flow state", "Experiments", 7 `parent_startflows`, guests' `user_experiments`; the
 * helpers' contract: /work/helper-briefs/contracts.md "Server calls for the funnel").
 */
import { z } from '@hono/zod-openapi';
import { FIRST_PART_ID, OPTIONS_PER_TYPE, type MonsterPartType } from '../../core/monster/monster-parts';
import { FUNNEL_STEP_NAMES } from '../../core/funnel/funnel-steps';
import { authIdToken } from '../guests/guests.contracts';
import { publicQuestionSchema } from '../math/math.contracts';
import { id, int, text, textRecord } from '../lib/fields';

/** The landing entry points a funnel starts from (spec part 1 section 1 "landing entry points"). */
export const LANDING_ENTRIES = ['beginEnrollment', 'math', 'mathMobile', 'reading', 'scholarship', 'socialStudies', 'superSkills'] as const;

/** Said when a start-flow state carries a password: it is never sent or saved with the progress. */
export const PASSWORD_NEVER_SAVED = 'A password is never saved with the sign-up progress: send it only with the registration.';

/** Grades of the funnel: 0 = Pre-K / Kindergarten, 1..8. */
const funnelGrade = (message: string) => int(message, { min: 0, max: 8 });

function partId(type: MonsterPartType) {
  const first = FIRST_PART_ID[type];
  return int(`${type} must be one of the ${type} parts (${first}–${first + OPTIONS_PER_TYPE - 1}).`, { min: first, max: first + OPTIONS_PER_TYPE - 1 });
}

/** A monster made in the funnel's monster maker (core/monster/monster-parts.ts MonsterDescription), each part in its type's range. */
export const funnelMonsterSchema = z
  .object({
    body: partId('body'),
    color: partId('color'),
    eyes: partId('eyes'),
    headpart: partId('headpart'),
    mouth: partId('mouth'),
    pattern: partId('pattern'),
    outfits: z.array(text().max(64)).max(10).optional(),
  })
  .strict()
  .openapi('FunnelMonster');

/**
 * The start-flow state (spec "Start-flow state", without the password, which is never sent or
 * saved: an unknown key, and `password` above all, is refused with a 422). Strict at every level.
 */
export const startflowStateSchema = z
  .strictObject(
    {
      email: text().trim().max(254).optional(),
      firstName: text().trim().max(100).optional(),
      lastName: text().trim().max(100).optional(),
      grade: funnelGrade('Please choose a grade.').optional(),
      viewer: z.enum(['parent', 'kid']).default('parent'),
      students: z
        .array(z.strictObject({ id: int('A student id is a number.', { min: 0 }), grade: funnelGrade('Please choose a grade.'), name: text().trim().max(100) }))
        .max(10, 'At most 10 students.')
        .default([]),
      lpState: z.enum(FUNNEL_STEP_NAMES, { error: 'lpState must be a funnel step.' }),
      modal: text().max(64).nullable().default(null),
      errors: textRecord(text().max(500))
        .refine((e) => Object.keys(e).length <= 20, 'At most 20 error messages.')
        .default({}),
      monster: funnelMonsterSchema.optional(),
      experiment_variant: text().max(64).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' && issue.keys.includes('password') ? PASSWORD_NEVER_SAVED : undefined) },
  )
  .openapi('StartflowState');

export type StartflowState = z.infer<typeof startflowStateSchema>;

export const startflowSchema = z
  .object({
    key: z.string().openapi({ description: 'The resume capability: 128 random bits, base64url (22 characters)' }),
    entry: z.enum(LANDING_ENTRIES),
    state: startflowStateSchema,
    updated_at: z.string(),
    ended_at: z.string().nullable(),
  })
  .openapi('Startflow');
export const startflowResponse = z.object({ startflow: startflowSchema }).openapi('StartflowResponse');

/** A start-flow key: 22 base64url characters. */
export const startflowKeyField = z
  .string({ error: 'That is not a sign-up link.' })
  .regex(/^[A-Za-z0-9_-]{22}$/, 'That is not a sign-up link.')
  .openapi({ example: 'AAAAAAAAAAAAAAAAAAAAAA' });

export const startflowKeyParams = z.object({ key: startflowKeyField.openapi({ param: { name: 'key', in: 'path' } }) });
export const startflowKeyQuery = z.object({ startflow_key: startflowKeyField.openapi({ param: { name: 'startflow_key', in: 'query' } }) });

export const createStartflowBody = z
  .object({ auth_id_token: authIdToken, entry: z.enum(LANDING_ENTRIES, { error: 'entry must be a landing entry point.' }), state: startflowStateSchema })
  .openapi('CreateStartflowBody');
export const updateStartflowBody = z.object({ state: startflowStateSchema }).openapi('UpdateStartflowBody');

/** POST /api/o1/guests/funnel_quiz. */
export const funnelQuizBody = z
  .object({ auth_id_token: authIdToken, grade: funnelGrade('grade must be 0 (Pre-K / K) to 8.'), index: z.union([z.literal(0), z.literal(1)], { error: 'index must be 0 or 1.' }) })
  .openapi('FunnelQuizBody');
export const funnelQuizResponse = z
  .object({ question: publicQuestionSchema, quiz_token: z.string().openapi({ description: 'Signed, valid 30 minutes: names the question, so the answer is judged without storing anything' }) })
  .openapi('FunnelQuiz');

export const funnelQuizAnswerBody = z
  .object({
    auth_id_token: authIdToken,
    quiz_token: text('Please start the quiz again.').min(1, 'Please start the quiz again.').max(2000),
    answer: z
      .object({
        answer_id: id('answer_id must be the number of an answer.').optional(),
        answer_data: z.array(text().max(40, 'That answer is too long.')).max(10).optional(),
        dont_know: z.boolean().optional(),
      })
      .strict(),
  })
  .openapi('FunnelQuizAnswerBody');
export const funnelQuizAnswerResponse = z
  .object({ correct: z.boolean(), correct_answer: z.array(z.string()), explanation: z.string() })
  .openapi('FunnelQuizAnswer');

export const experimentParams = z.object({
  experiment: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/, 'That is not an experiment name.')
    .openapi({ param: { name: 'experiment', in: 'path' }, example: 'math_startflow_order' }),
});
export const userExperimentBody = z.object({ auth_id_token: authIdToken }).openapi('UserExperimentBody');
export const userExperimentResponse = z.object({ experiment: z.string(), variant: z.string() }).openapi('UserExperiment');
