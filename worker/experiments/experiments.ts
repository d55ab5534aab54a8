/**
 * The guest experiments (spec part 1 section 3 "Experiments": status, type multivariate /
 * redirect / segment; "Guest experiment start-flow key: math_startflow_order"). One data-driven
 * registry: an experiment is a key, its variants (the first is the control) and a status; issue
 * 19 generalises it (admin-managed experiments, devices, segments).
 *
 * Assignment is deterministic with GrowthBook's own hashing (`@growthbook/growthbook`,
 * `runInlineExperiment` with the guest id as the hash attribute, hash version 2, equal weights):
 * the same guest always gets the same variant, on the server and in any GrowthBook-based tool
 * that reads the same key, with no network call and nothing to store for the assignment itself.
 * Exposures are stored apart (worker/funnel/user-experiments.service.ts).
 */
import { GrowthBookClient } from '@growthbook/growthbook';

export type ExperimentStatus = 'active' | 'draft' | 'ended' | 'paused';

export interface ExperimentDef {
  /** Variants in order; the first is the control (what a guest outside the experiment sees). */
  variants: readonly [string, string, ...string[]];
  status: ExperimentStatus;
  /** What the variants mean, for the people who read the results. */
  description: string;
}

/** Every experiment, by key. */
export const EXPERIMENTS = {
  math_startflow_order: {
    variants: ['quiz_first', 'email_first'],
    status: 'active',
    description:
      "The landing funnel's order. quiz_first (control): the spec's order, quiz then e-mail. email_first: the e-mail step (enterEmailParent / enterEmailKid) right after the grade modal, before monstersTeachYouMath.",
  },
} as const satisfies Record<string, ExperimentDef>;

export type ExperimentKey = keyof typeof EXPERIMENTS;

/** Whether `key` names an experiment of the registry. */
export function isExperimentKey(key: string): key is ExperimentKey {
  return Object.hasOwn(EXPERIMENTS, key);
}

// Server-side (multi-user) client: no features to load, no network, no tracking callback.
const growthbook = new GrowthBookClient({});

/**
 * The variant of experiment `key` for guest `guestId`: GrowthBook's hash of (key, id) chooses
 * among equal-weight buckets. An experiment that is not active gives its control.
 */
export function assignVariant(key: ExperimentKey, guestId: number): string {
  const def: ExperimentDef = EXPERIMENTS[key];
  if (def.status !== 'active') return def.variants[0];
  const variations = [...def.variants] as [string, string, ...string[]];
  const result = growthbook.runInlineExperiment<string>({ key, variations, hashAttribute: 'id', hashVersion: 2 }, { attributes: { id: String(guestId) } });
  return result.inExperiment ? result.value : def.variants[0];
}

/** The variant of every active experiment for a new guest (the guest token's `experiments` map). */
export function assignExperiments(guestId: number): Record<string, string> {
  return Object.fromEntries((Object.keys(EXPERIMENTS) as ExperimentKey[]).filter((k) => EXPERIMENTS[k].status === 'active').map((k) => [k, assignVariant(k, guestId)]));
}
