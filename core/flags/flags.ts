/**
 * The product's feature flags (spec part 1 section 3 "Feature flags"; issue 19 item 1): their
 * names, value shapes, defaults, owners and expiry dates, and how stored values resolve. Pure and
 * shared by the server (which serves them through OpenFeature, worker/flags) and the clients
 * (which receive the resolved values in their configs).
 *
 * Defaults: the spec gives `app_max_level` = 5; for the others it is silent, so each default is
 * the behaviour the product has without the flag (docs/decisions.md "Feature flags"): music plays,
 * the support e-mail shows, everything else is off. An expiry date is a reminder to its owner to
 * remove or keep the flag; an expired flag keeps working and is listed as expired in the console.
 */
import { z } from 'zod';

const forceUpdate = z.object({
  /** Whether an app older than min_version must update before it can be used. */
  mandatory: z.boolean(),
  /** The oldest app version still served, as "major.minor.patch". */
  min_version: z.string().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'min_version must look like 1.2.3'),
});

/** One flag: the shape of its value, its default, who owns it and until when it is meant to live. */
interface FlagDefinition<S extends z.ZodType> {
  schema: S;
  default: z.infer<S>;
  /** The team that decides about the flag. */
  owner: 'platform' | 'billing' | 'game' | 'support';
  /** ISO date (YYYY-MM-DD) after which the owner reviews the flag. */
  expires: string;
  description: string;
}

const flag = <S extends z.ZodType>(d: FlagDefinition<S>): FlagDefinition<S> => d;

/** Every flag of the spec, in its order. */
export const FLAGS = {
  app_force_scholarship_payment: flag({ schema: z.boolean(), default: false, owner: 'billing', expires: '2027-06-30', description: 'Ask scholarship families for the payment step too.' }),
  app_force_update: flag({ schema: forceUpdate, default: { mandatory: false, min_version: '0.0.0' }, owner: 'platform', expires: '2027-12-31', description: 'Embedded apps older than min_version show the update screen (mandatory: no way past it).' }),
  app_max_level: flag({ schema: z.number().int().min(1).max(36), default: 5, owner: 'game', expires: '2027-12-31', description: 'The last math level a free account may play.' }),
  app_play_background_music: flag({ schema: z.boolean(), default: true, owner: 'game', expires: '2027-06-30', description: 'Play the maps’ background music (the child can still mute it).' }),
  app_show_att_on_load: flag({ schema: z.boolean(), default: false, owner: 'platform', expires: '2027-06-30', description: 'Show the iOS tracking-permission prompt at launch (we track nothing, so off).' }),
  app_show_debug_button: flag({ schema: z.boolean(), default: false, owner: 'platform', expires: '2027-03-31', description: 'Show the debug button in embedded apps (support sessions only).' }),
  app_show_floating_keyboard: flag({ schema: z.boolean(), default: false, owner: 'game', expires: '2027-06-30', description: 'Show the on-screen number keyboard for typed answers.' }),
  app_show_lounge_button: flag({ schema: z.boolean(), default: false, owner: 'game', expires: '2027-06-30', description: 'Show the lounge button on the map.' }),
  app_show_maintenance_page: flag({ schema: z.boolean(), default: false, owner: 'platform', expires: '2027-12-31', description: 'Show the maintenance page instead of the app (admins still get in).' }),
  app_show_support_email: flag({ schema: z.boolean(), default: true, owner: 'support', expires: '2027-12-31', description: 'Show the support e-mail address to parents.' }),
} as const;

export type FlagKey = keyof typeof FLAGS;
/** The value type of each flag. */
export type FlagValues = { [K in FlagKey]: z.infer<(typeof FLAGS)[K]['schema']> };

/** Every flag key, in the spec's order. */
export const FLAG_KEYS = Object.keys(FLAGS) as FlagKey[];

/** Whether a string names a flag. */
export function isFlagKey(key: string): key is FlagKey {
  return Object.hasOwn(FLAGS, key);
}

/** The defaults of every flag. */
export function defaultFlags(): FlagValues {
  return Object.fromEntries(FLAG_KEYS.map((k) => [k, structuredClone(FLAGS[k].default)])) as FlagValues;
}

/**
 * Checks a value for a flag.
 * @returns the value, typed.
 * @throws z.ZodError when the value does not fit the flag (the admin API answers 422 with it).
 */
export function parseFlagValue<K extends FlagKey>(key: K, value: unknown): FlagValues[K] {
  return FLAGS[key].schema.parse(value) as FlagValues[K];
}

/**
 * The flags as served: each stored value that still fits its flag, else the default. Stored
 * values for unknown keys (a flag removed since) are ignored, so a stale row never breaks a client.
 */
export function resolveFlags(stored: Readonly<Record<string, unknown>>): FlagValues {
  const out = defaultFlags() as Record<FlagKey, unknown>;
  for (const key of FLAG_KEYS) {
    if (!Object.hasOwn(stored, key)) continue;
    const parsed = FLAGS[key].schema.safeParse(stored[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as FlagValues;
}

/** Flags whose expiry date has passed at `nowMs` (the console lists them for their owners). */
export function expiredFlags(nowMs: number): FlagKey[] {
  const today = new Date(nowMs).toISOString().slice(0, 10);
  return FLAG_KEYS.filter((k) => FLAGS[k].expires < today);
}
