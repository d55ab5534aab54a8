/**
 * What a registration from the funnel adds (issue 14 "Must deliver 2"; helpers' contract
 * "Registration"): the monster each child made in the funnel, given through the monster service so
 * the child finds it on first login; the funnel's flow (`startflow_key`) attached to the new parent
 * and ended; the first-touch tracked URL parameters of the flow's guest copied to the parent.
 * Runs inside the registration's transaction: all of it or none.
 *
 * A card waiting for 3-D Secure leaves the flow attached but open ({@link endOpenStartflows} at
 * confirmation); a failed 3-D Secure deletes the account, so its flows are first given back to
 * their guest ({@link releaseStartflows}) and the resume link still works.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { parent_startflows, parents, type StudentRow } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { Deps } from '../env';
import { createStudentMonster } from '../monster/monster.service';
import type { StartflowState } from './funnel.contracts';
import { endStartflow, endStartflowAtRegistration } from './startflows.service';

/** A funnel monster (core/monster/monster-parts.ts MonsterDescription, ids range-checked by the contract). */
type FunnelMonster = NonNullable<StartflowState['monster']>;

/**
 * Gives each new student the monster it made (students and monsters in the same order) and takes
 * the flow of `startflowKey`: ended unless `keepOpen` (3-D Secure pending), tracked parameters copied.
 */
export async function applyFunnelExtras(
  deps: Deps,
  tx: Tx,
  parentId: number,
  kids: { row: StudentRow; monster?: FunnelMonster | undefined }[],
  startflowKey: string | undefined,
  keepOpen = false,
): Promise<void> {
  for (const { row, monster } of kids) {
    if (!monster) continue;
    await createStudentMonster(tx, deps.clock, row.id, {
      body_id: monster.body,
      color_id: monster.color,
      pattern_id: monster.pattern,
      eyes_id: monster.eyes,
      mouth_id: monster.mouth,
      headpart_id: monster.headpart,
    });
  }
  if (!startflowKey) return;
  const tracked = await endStartflowAtRegistration(deps, tx, parentId, startflowKey, keepOpen);
  if (tracked && Object.keys(tracked).length) await tx.update(parents).set({ tracked_params: tracked }).where(and(eq(parents.id, parentId), isNull(parents.tracked_params)));
}

/** Ends the parent's flows still open (its card was confirmed after 3-D Secure). */
export async function endOpenStartflows(deps: Deps, parentId: number): Promise<void> {
  const open = await deps.db.select({ key: parent_startflows.key }).from(parent_startflows).where(and(eq(parent_startflows.parent_id, parentId), isNull(parent_startflows.ended_at)));
  for (const { key } of open) await endStartflow(deps, { id: parentId }, key);
}

/** Detaches the parent's open flows before its account is deleted, so their guest can resume. */
export async function releaseStartflows(deps: Deps, parentId: number): Promise<void> {
  await deps.db.update(parent_startflows).set({ parent_id: null }).where(and(eq(parent_startflows.parent_id, parentId), isNull(parent_startflows.ended_at)));
}
