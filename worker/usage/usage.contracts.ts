import { z } from '@hono/zod-openapi';
import { behaviorEvent } from '../guests/guests.contracts';
import { freeJson, idParam, selfOrIdParam } from '../lib/fields';

/** The usage flags of a day (spec part 2 section 3 "Daily usage"). */
export const USAGE_FLAGS = ['used_guest', 'used_math', 'used_reading', 'used_social_studies', 'used_superskills', 'used_science'] as const;
export type UsageFlag = (typeof USAGE_FLAGS)[number];

const flag = z.boolean({ error: 'Usage flags are true or false.' }).optional();

/** POST /api/v1/students/{id}/daily_usages: flags to turn on for today, and free data. */
export const dailyUsageBody = z
  .object({
    used_guest: flag,
    used_math: flag,
    used_reading: flag,
    used_social_studies: flag,
    used_superskills: flag,
    used_science: flag,
    data: freeJson(
      z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).refine((d) => Object.keys(d).length <= 30, 'At most 30 data keys.'),
    ).optional(),
  })
  .strict()
  .openapi('DailyUsageBody');

export const dailyUsageSchema = z
  .object({
    id: z.number().int(),
    student_id: z.number().int(),
    day: z.string().openapi({ description: "The student's local calendar day, YYYY-MM-DD" }),
    used_guest: z.boolean(),
    used_math: z.boolean(),
    used_reading: z.boolean(),
    used_social_studies: z.boolean(),
    used_superskills: z.boolean(),
    used_science: z.boolean(),
    data: z.record(z.string(), z.unknown()),
  })
  .openapi('DailyUsage');

export const dailyUsageResponse = z.object({ daily_usage: dailyUsageSchema }).openapi('DailyUsageResponse');

export const behaviorEventsBody = z
  .object({ behavior_events: z.array(behaviorEvent).min(1, 'Send at least one event.').max(50, 'At most 50 events at a time.') })
  .openapi('BehaviorEventsBody');

export const studentParentParams = z.object({
  student: selfOrIdParam('Student id must be a number or -').openapi({ param: { name: 'student', in: 'path' }, example: '-' }),
  parent: idParam('Parent id must be a number.').openapi({ param: { name: 'parent', in: 'path' }, example: 1 }),
});

export type DailyUsageBody = z.infer<typeof dailyUsageBody>;
