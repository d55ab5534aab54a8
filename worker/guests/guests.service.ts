import { eq, sql } from 'drizzle-orm';
import { readFlags } from '../flags/flags.service';
import { behavior_events, guests, type GuestRow, type StudentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { authorizeStudent } from '../auth/auth.middleware';
import type { AuthUser, Deps } from '../env';
import { forbidden, invalid } from '../lib/errors';
import { assignExperiments } from '../experiments/experiments';
import type { BehaviorMetadata, Guest } from './guests.contracts';
import { signGuestToken } from './guest-token';

/** API shape of a guest row. */
export function toGuest(row: GuestRow): Guest {
  return { id: row.id, experiments: row.experiments, vars: row.vars, tracked_params: row.tracked_params, student_id: row.student_id, parent_id: row.parent_id };
}

/** Creates a guest with its experiments (worker/experiments/experiments.ts) and returns it with its token. */
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
export async function updateGuestVars(deps: Deps, guestId: number, vars: Record<string, unknown>, once: boolean, trackedParams?: Record<string, string | undefined>): Promise<Guest> {
  const json = JSON.stringify(vars);
  const merged = once ? sql`${json}::jsonb || ${guests.vars}` : sql`${guests.vars} || ${json}::jsonb`;
  const tracked = Object.fromEntries(Object.entries(trackedParams ?? {}).filter((e): e is [string, string] => e[1] !== undefined));
  // First touch: a guest's set is written once, whole (mixing two visits' parameters would
  // credit a campaign with a click it did not bring); an empty set leaves room for a later visit.
  const firstTouch = Object.keys(tracked).length ? { tracked_params: sql`coalesce(${guests.tracked_params}, ${JSON.stringify(tracked)}::jsonb)` } : {};
  const [row] = await deps.db
    .update(guests)
    .set({ vars: merged, ...firstTouch, updated_at: new Date(deps.clock.nowMs()) })
    .where(eq(guests.id, guestId))
    .returning();
  return toGuest(row!);
}

/** Stores behaviour events for a guest; attributed to the student and parent it was linked to. */
export async function saveGuestEvents(deps: Deps, guest: GuestRow, events: { name: string; metadata: BehaviorMetadata }[]): Promise<number> {
  await deps.db.insert(behavior_events).values(
    events.map((e) => ({ name: e.name, metadata: e.metadata, guest_id: guest.id, student_id: guest.student_id, parent_id: guest.parent_id, created_at: new Date(deps.clock.nowMs()) })),
  );
  return events.length;
}

/**
 * A guest this student came from (linked by POST /api/v1/guests/{guest}/student).
 * @throws DomainError forbidden when it does not exist or is not linked to the student.
 */
export async function linkedGuestOf(db: Db, guestId: number, student: StudentRow): Promise<GuestRow> {
  const [guest] = await db.select().from(guests).where(eq(guests.id, guestId));
  if (!guest || guest.student_id !== student.id) throw forbidden();
  return guest;
}

/**
 * Links the guest of the caller's guest token to the student it became: a student itself, or a
 * parent naming `studentId`.
 * @throws DomainError forbidden when the path's guest is not the token's, the student is not the
 *   caller's, or the guest already belongs to another family; invalid when a parent names no student.
 */
export async function linkGuestToStudent(deps: Deps, user: AuthUser, guest: GuestRow, pathGuestId: number, studentId: number | undefined): Promise<Guest> {
  // The guest token proves the caller is this visitor: a logged-in user can't claim someone else's guest.
  if (guest.id !== pathGuestId) throw forbidden();
  if (user.role === 'parent' && studentId === undefined) throw invalid('Please choose the student.', { student_id: 'Please choose the student.' });
  const student = await authorizeStudent(deps, user, user.role === 'student' ? '-' : String(studentId));
  // A guest becomes one family: once linked, another family can't take it over.
  if (guest.parent_id !== null && guest.parent_id !== student.parent_id) throw forbidden();
  const [row] = await deps.db.update(guests).set({ student_id: student.id, parent_id: student.parent_id }).where(eq(guests.id, guest.id)).returning();
  return toGuest(row!);
}

/**
 * A linked guest's experiments and variables, for the student or parent it became.
 * @throws DomainError forbidden for an unknown guest and someone else's alike, so ids can't be probed.
 */
export async function userConfigsOf(db: Db, user: AuthUser, guestId: number) {
  const [guest] = await db.select().from(guests).where(eq(guests.id, guestId));
  const mine = guest && ((user.role === 'student' && guest.student_id === user.id) || (user.role === 'parent' && guest.parent_id === user.id));
  if (!guest || !mine) throw forbidden();
  return { guest_id: guest.id, experiments: guest.experiments, vars: guest.vars, flags: await readFlags(db) };
}
