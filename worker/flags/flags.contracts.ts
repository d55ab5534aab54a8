import { z } from '@hono/zod-openapi';
import { FLAG_KEYS } from '../../core/flags/flags';

/** A flag's value: a boolean, a number or the force-update object (checked per flag by core/flags). */
const flagValue = z.union([z.boolean(), z.number(), z.object({ mandatory: z.boolean(), min_version: z.string().max(20).regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'min_version must look like 1.2.3') })]).openapi('FeatureFlagValue');

export const flagKeyParam = z.object({
  key: z.enum(FLAG_KEYS as [string, ...string[]], { error: 'Unknown feature flag.' }).openapi({ param: { name: 'key', in: 'path' }, example: 'app_show_maintenance_page' }),
});

/** One flag as the console lists it. */
export const consoleFlagSchema = z
  .object({
    key: z.string(),
    value: flagValue,
    default: flagValue,
    owner: z.string(),
    expires: z.string().openapi({ description: 'YYYY-MM-DD: when the owner reviews the flag' }),
    expired: z.boolean(),
    description: z.string(),
    updated_at: z.string().nullable(),
  })
  .openapi('FeatureFlag');

export const flagsListResponse = z.object({ feature_flags: z.array(consoleFlagSchema) }).openapi('FeatureFlags');

export const setFlagBody = z.object({ value: flagValue }).openapi('FeatureFlagSet');

/** The resolved flags as clients receive them (user configs). */
export const clientFlagsSchema = z.record(z.string(), flagValue).openapi('ClientFeatureFlags');
