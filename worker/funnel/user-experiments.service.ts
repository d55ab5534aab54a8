/**
 * `POST /api/o1/guests/user_experiments/{experiment}` (spec part 1 section 7 "Guests"): the guest's
 * variant of an experiment, and its exposure recorded once. The variant is the registry's
 * deterministic assignment (worker/experiments/experiments.ts), the same the guest token carries
 * from `POST /api/o1/guests`; a guest whose token predates the registry's variants (an older
 * split) gets the registry's variant here and in its row, so the token's stale value never
 * decides an exposure.
 */
import { and, eq, sql } from 'drizzle-orm';
import { guest_experiment_exposures, guests, type GuestRow } from '../../db/schema';
import type { Deps } from '../env';
import { DomainError } from '../lib/errors';
import { assignVariant, EXPERIMENTS, isExperimentKey } from '../experiments/experiments';

/** 404 for an experiment the registry does not know. */
export const UNKNOWN_EXPERIMENT = 'There is no such experiment.';

/**
 * The guest's variant of `experiment`; the first call records the exposure (later calls answer the
 * variant first recorded).
 * @throws DomainError 404 {@link UNKNOWN_EXPERIMENT}.
 */
export async function exposeGuest(deps: Deps, guest: GuestRow, experiment: string): Promise<{ experiment: string; variant: string }> {
  if (!isExperimentKey(experiment)) throw new DomainError('not_found', UNKNOWN_EXPERIMENT, 'not_found');
  const known: readonly string[] = EXPERIMENTS[experiment].variants;
  const stored = guest.experiments[experiment];
  const variant = stored !== undefined && known.includes(stored) ? stored : assignVariant(experiment, guest.id);
  const now = new Date(deps.clock.nowMs());
  return deps.db.transaction(async (tx) => {
    await tx.insert(guest_experiment_exposures).values({ guest_id: guest.id, experiment, variant, exposed_at: now }).onConflictDoNothing();
    const [first] = await tx.select({ variant: guest_experiment_exposures.variant }).from(guest_experiment_exposures).where(and(eq(guest_experiment_exposures.guest_id, guest.id), eq(guest_experiment_exposures.experiment, experiment)));
    if (stored !== first!.variant) {
      await tx.update(guests).set({ experiments: sql`${guests.experiments} || ${JSON.stringify({ [experiment]: first!.variant })}::jsonb`, updated_at: now }).where(eq(guests.id, guest.id));
    }
    return { experiment, variant: first!.variant };
  });
}
