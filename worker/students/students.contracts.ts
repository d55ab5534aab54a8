import { z } from '@hono/zod-openapi';
import { selfOrIdParam } from '../lib/fields';

export { GRADE_IDS, GRADE_NAMES } from './grades';

export const studentSchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    grade: z.number().int(),
    timezone: z.string(),
    current_level: z.number().int().openapi({ description: 'Current math level id' }),
    math_placement: z
      .object({
        message: z.string().openapi({ description: "A kind sentence for the parent: where math practice starts after placement (issue 18)" }),
        below_grade: z.boolean(),
        frontier_grade: z.number().int().nullable(),
      })
      .nullable()
      .openapi({ description: 'The finished math placement, null before' }),
  })
  .openapi('Student');

export const studentIdParams = z.object({
  id: selfOrIdParam('Student id must be a number or -').openapi({ param: { name: 'id', in: 'path' }, example: '-' }),
});

export type Student = z.infer<typeof studentSchema>;
