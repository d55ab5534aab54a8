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
  })
  .openapi('Student');

export const studentIdParams = z.object({
  id: selfOrIdParam('Student id must be a number or -').openapi({ param: { name: 'id', in: 'path' }, example: '-' }),
});

export type Student = z.infer<typeof studentSchema>;
