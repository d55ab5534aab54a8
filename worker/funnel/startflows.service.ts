/**
 * The funnel's saved progress (spec part 1 sections 3 "Start-flow state", 7 `parent_startflows`;
 * docs/decisions.md "The funnel's server side"). The key is the capability: whoever holds the
 * resume link reads and updates the flow until it ends. A guest creates it; a signed-in parent
 * attaches it; the parent (or registration) ends it, which also strips the personal fields from
 * the state (the account holds them now). Flows unchanged for {@link STARTFLOW_RETENTION_MS} are
 * deleted by the hourly job ({@link purgeStaleStartflows}).
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { guests, parent_startflows, type GuestRow, type ParentRow, type ParentStartflowRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Deps } from '../env';
import { conflict, notFound } from '../lib/errors';
import type { LANDING_ENTRIES, StartflowState } from './funnel.contracts';

/** A flow unchanged this long is deleted, ms (30 days): a resume link is for this sign-up, not for ever. */
export const STARTFLOW_RETENTION_MS = 30 * 24 * 3600 * 1000;

export const STARTFLOW_ENDED = 'This sign-up is already finished. Please log in instead.';
export const STARTFLOW_OF_ANOTHER = 'This sign-up link belongs to another account.';

/** 128 random bits, base64url without padding (22 characters). */
export function newStartflowKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** API shape of a flow (times ISO 8601). */
export function toStartflow(row: ParentStartflowRow) {
  return {
    key: row.key,
    entry: row.entry as (typeof LANDING_ENTRIES)[number],
    state: row.state as StartflowState,
    updated_at: row.updated_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
  };
}

/** What an ended flow keeps: where it stopped, not who was in it (the account has that now). */
function endedState(state: StartflowState): StartflowState {
  return { viewer: state.viewer, lpState: state.lpState, modal: null, students: [], errors: {}, ...(state.experiment_variant ? { experiment_variant: state.experiment_variant } : {}) };
}

async function findByKey(db: Db | Tx, key: string): Promise<ParentStartflowRow> {
  const [row] = await db.select().from(parent_startflows).where(eq(parent_startflows.key, key));
  if (!row) throw notFound('Sign-up');
  return row;
}

/** Creates a guest's flow (`POST /api/o1/parent_startflows`). */
export async function createStartflow(deps: Deps, guest: GuestRow, entry: string, state: StartflowState) {
  const now = new Date(deps.clock.nowMs());
  const [row] = await deps.db.insert(parent_startflows).values({ key: newStartflowKey(), entry, state, guest_id: guest.id, created_at: now, updated_at: now }).returning();
  return toStartflow(row!);
}

/** A flow by its key (`GET /api/o1/parent_startflows/{key}`). @throws DomainError 404. */
export async function readStartflow(deps: Deps, key: string) {
  return toStartflow(await findByKey(deps.db, key));
}

/**
 * Replaces a flow's state (`PUT /api/o1/parent_startflows/{key}`).
 * @throws DomainError 404 unknown key; 409 {@link STARTFLOW_ENDED} once it is ended.
 */
export async function updateStartflow(deps: Deps, key: string, state: StartflowState) {
  const [row] = await deps.db
    .update(parent_startflows)
    .set({ state, updated_at: new Date(deps.clock.nowMs()) })
    .where(and(eq(parent_startflows.key, key), isNull(parent_startflows.ended_at)))
    .returning();
  if (row) return toStartflow(row);
  await findByKey(deps.db, key); // 404 when unknown
  throw conflict(STARTFLOW_ENDED);
}

/**
 * Attaches a flow to a signed-in parent (`POST /api/v1/parents/{id}/parent_startflows?startflow_key=`).
 * Attaching it again to the same parent answers the same.
 * @throws DomainError 404 unknown key; 409 {@link STARTFLOW_OF_ANOTHER} when another parent has it.
 */
export async function attachStartflow(deps: Deps, parent: ParentRow, key: string, db: Db | Tx = deps.db) {
  const row = await findByKey(db, key);
  if (row.parent_id !== null && row.parent_id !== parent.id) throw conflict(STARTFLOW_OF_ANOTHER);
  if (row.parent_id === parent.id) return toStartflow(row);
  const [updated] = await db.update(parent_startflows).set({ parent_id: parent.id, updated_at: new Date(deps.clock.nowMs()) }).where(eq(parent_startflows.id, row.id)).returning();
  return toStartflow(updated!);
}

/**
 * Ends a flow for its parent (`PUT /api/v1/parents/{id}/parent_startflows/{key}/end`; registration
 * too): attaches it if it was nobody's, stamps `ended_at` (once) and strips the personal fields.
 * @throws DomainError 404 unknown key; 409 {@link STARTFLOW_OF_ANOTHER}.
 */
export async function endStartflow(deps: Deps, parent: Pick<ParentRow, 'id'>, key: string, db: Db | Tx = deps.db) {
  const row = await findByKey(db, key);
  if (row.parent_id !== null && row.parent_id !== parent.id) throw conflict(STARTFLOW_OF_ANOTHER);
  if (row.ended_at && row.parent_id === parent.id) return toStartflow(row);
  const now = new Date(deps.clock.nowMs());
  const [updated] = await db
    .update(parent_startflows)
    .set({ parent_id: parent.id, ended_at: row.ended_at ?? now, state: endedState(row.state as StartflowState), updated_at: now })
    .where(eq(parent_startflows.id, row.id))
    .returning();
  return toStartflow(updated!);
}

/**
 * Registration's side (worker/funnel/registration-extras.ts): ends the flow of `key` for the new
 * parent (only attaches it when `keepOpen`) and returns its guest's first-touch tracked
 * parameters. A key that is unknown (deleted after 30 days) or belongs to another account is
 * passed over: the sign-up itself must not fail on it.
 */
export async function endStartflowAtRegistration(deps: Deps, tx: Tx, parentId: number, key: string, keepOpen = false): Promise<Record<string, string> | null> {
  const [row] = await tx.select().from(parent_startflows).where(eq(parent_startflows.key, key));
  if (!row || (row.parent_id !== null && row.parent_id !== parentId)) return null;
  if (keepOpen) await tx.update(parent_startflows).set({ parent_id: parentId, updated_at: new Date(deps.clock.nowMs()) }).where(eq(parent_startflows.id, row.id));
  else await endStartflow(deps, { id: parentId }, key, tx);
  if (row.guest_id === null) return null;
  const [guest] = await tx.select({ tracked_params: guests.tracked_params }).from(guests).where(eq(guests.id, row.guest_id));
  return guest?.tracked_params ?? null;
}

/** Deletes flows unchanged for {@link STARTFLOW_RETENTION_MS}; returns how many. Run hourly with the reminders. */
export async function purgeStaleStartflows(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.nowMs() - STARTFLOW_RETENTION_MS);
  const gone = await deps.db.delete(parent_startflows).where(lt(parent_startflows.updated_at, before)).returning({ id: parent_startflows.id });
  return gone.length;
}
