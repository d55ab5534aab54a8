import { eq, sql } from 'drizzle-orm';
import { behavior_events, guests, type GuestRow } from '../../db/schema';
import type { Deps } from '../env';
import { EXPERIMENTS, type BehaviorMetadata, type Guest } from './guests.contracts';
import { signGuestToken } from './guest-token';

/** API shape of a guest row. */
export function toGuest(row: GuestRow): Guest {
  return { id: row.id, experiments: row.experiments, vars: row.vars, student_id: row.student_id, parent_id: row.parent_id };
}

/**
 * Variant of each experiment for a guest: by guest id modulo the number of variants, so the split
 * is even and the same guest always gets the same variant.
 */
export function assignExperiments(guestId: number): Record<string, string> {
  return Object.fromEntries(Object.entries(EXPERIMENTS).map(([key, variants]) => [key, variants[guestId % variants.length]!]));
}

/** Creates a guest with its experiments and returns it with its token. */
export async function createGuest(deps: Deps) {
  return deps.db.transaction(async (tx) => {
    const now = new Date(deps.clock.nowMs());
    const [row] = await tx.insert(guests).values({ created_at: now, updated_at: now }).returning();
    const experiments = assignExperiments(row!.id);
    const [updated] = await tx.update(guests).set({ experiments, updated_at: now }).where(eq(guests.id, row!.id)).returning();
    const auth_id_token = await signGuestToken(updated!.id, experiments, deps.config.jwtSecret, deps.clock.nowMs());
    return { guest: toGuest(updated!), auth_id_token };
  });
}

/**
 * Merges `vars` into a guest's variables in one statement (no read-modify-write race).
 * @param once true for `update_vars_once`: keys the guest already has keep their value.
 */
export async function updateGuestVars(deps: Deps, guestId: number, vars: Record<string, unknown>, once: boolean): Promise<Guest> {
  const json = JSON.stringify(vars);
  const merged = once ? sql`${json}::jsonb || ${guests.vars}` : sql`${guests.vars} || ${json}::jsonb`;
  const [row] = await deps.db.update(guests).set({ vars: merged, updated_at: new Date(deps.clock.nowMs()) }).where(eq(guests.id, guestId)).returning();
  return toGuest(row!);
}

/** Stores behaviour events for a guest; attributed to the student and parent it was linked to. */
export async function saveGuestEvents(deps: Deps, guest: GuestRow, events: { name: string; metadata: BehaviorMetadata }[]): Promise<number> {
  await deps.db.insert(behavior_events).values(
    events.map((e) => ({ name: e.name, metadata: e.metadata, guest_id: guest.id, student_id: guest.student_id, parent_id: guest.parent_id, created_at: new Date(deps.clock.nowMs()) })),
  );
  return events.length;
}
