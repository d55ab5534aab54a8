import { z } from '@hono/zod-openapi';
import { clientFlagsSchema } from '../flags/flags.contracts';
import { TRACKED_PARAMS, MAX_TRACKED_VALUE_LENGTH } from '../../core/tracking/tracked-params';
import { freeJson, id, idParam, text, textRecord } from '../lib/fields';

const varValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** Guest variables: up to 50 keys of letters, digits and underscores. */
export const guestVars = freeJson(
  z
    .record(z.string(), varValue)
    .refine((v) => Object.keys(v).every((k) => /^[A-Za-z0-9_]{1,64}$/.test(k)), 'Variable names may only have letters, digits and underscores.')
    .refine((v) => Object.keys(v).length <= 50, 'At most 50 variables.'),
);

/** Optional in the schema so a missing token answers 401 "No Guest Token" (not 422), like a missing bearer token. */
export const authIdToken = text().max(4000).optional().openapi({ description: 'The guest token (required; 401 without it)' });

export const guestSchema = z
  .object({
    id: z.number().int(),
    experiments: z.record(z.string(), z.string()),
    vars: z.record(z.string(), varValue),
    tracked_params: z.record(z.string(), z.string()).nullable().openapi({ description: 'First-touch tracked URL parameters (utm_*, click ids); null until a visit brings some' }),
    student_id: z.number().int().nullable(),
    parent_id: z.number().int().nullable(),
  })
  .openapi('Guest');

export const createGuestResponse = z
  .object({ guest: guestSchema, auth_id_token: z.string().openapi({ description: 'Guest JWT: guest_id, experiments; exp in seconds (7 days)' }) })
  .openapi('CreateGuestResponse');

/** PUT /api/o1/guests and /update_vars_once (spec part 1 section 7). */
export const updateGuestBody = z
  .object({ auth_id_token: authIdToken, guest: z.object({ vars: guestVars }, { error: 'Please send the guest variables.' }) })
  .openapi('UpdateGuestBody');

/**
 * First-touch tracked URL parameters (core/tracking/tracked-params.ts): only allow-listed names,
 * single-line text of 1 to {@link MAX_TRACKED_VALUE_LENGTH} characters (the client trims and cuts).
 */
export const trackedParamsSchema = z
  .object(Object.fromEntries(TRACKED_PARAMS.map((k) => [k, text(`${k} must be text.`).min(1).max(MAX_TRACKED_VALUE_LENGTH, `${k} is too long.`).optional()])))
  .strict()
  .openapi('TrackedParams');

/**
 * PUT /api/o1/guests/update_vars_once: variables not set yet, and the first-touch tracked
 * parameters (kept only if the guest has none yet: the first visit with parameters wins, whole).
 */
export const updateGuestOnceBody = z
  .object({
    auth_id_token: authIdToken,
    guest: z
      .object({ vars: guestVars.optional(), tracked_params: trackedParamsSchema.optional() }, { error: 'Please send the guest variables.' })
      .refine((g) => g.vars !== undefined || g.tracked_params !== undefined, 'Please send the guest variables.'),
  })
  .openapi('UpdateGuestOnceBody');

export const guestResponse = z.object({ guest: guestSchema }).openapi('GuestResponse');

/** Guest behaviour event metadata (spec part 1 section 3 "Guest behaviour event"). */
export const behaviorMetadata = z
  .object({
    device: text().max(40).optional(),
    is_mobile: z.boolean().optional(),
    is_portrait: z.boolean().optional(),
    platform: z.enum(['web', 'webview']).optional(),
    timezone: text().max(64).optional(),
    user_agent: text().max(500).optional(),
    viewport_height: z.number().nonnegative().optional(),
    viewport_width: z.number().nonnegative().optional(),
    aspect_ratio: z.number().nonnegative().optional(),
    path: text().max(500).optional(),
    experiments: textRecord(text().max(64)).optional(),
  })
  // Only the spec's fields: children's privacy asks to collect the minimum.
  .strict()
  .openapi('BehaviorMetadata');

export const behaviorEvent = z.object({
  name: text('Every event needs a name.').trim().min(1, 'Every event needs a name.').max(120, 'An event name is at most 120 characters.'),
  metadata: behaviorMetadata.default({}),
});

export const guestBehaviorEventsBody = z
  .object({
    auth_id_token: authIdToken,
    guest_behavior_events: z.array(behaviorEvent).min(1, 'Send at least one event.').max(50, 'At most 50 events at a time.'),
  })
  .openapi('GuestBehaviorEventsBody');

export const savedCountResponse = z.object({ saved: z.number().int() }).openapi('SavedCount');

export const guestParams = z.object({
  guest: idParam('Guest id must be a number.').openapi({ param: { name: 'guest', in: 'path' }, example: 12 }),
});
export const guestIdParams = z.object({
  id: idParam('Guest id must be a number.').openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
});

/** POST /api/v1/guests/{guest}/student: a parent names the student; a student is itself. */
export const guestToStudentBody = z.object({ student_id: id('student_id must be the number of a student.').optional() }).openapi('GuestToStudentBody');

export const userConfigsResponse = z
  .object({ user_configs: z.object({ guest_id: z.number().int(), experiments: z.record(z.string(), z.string()), vars: z.record(z.string(), varValue), flags: clientFlagsSchema.openapi({ description: 'The feature flags as served (issue 19)' }) }) })
  .openapi('UserConfigs');

export type Guest = z.infer<typeof guestSchema>;
export type BehaviorMetadata = z.infer<typeof behaviorMetadata>;
