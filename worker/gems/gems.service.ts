import { eq, sql } from 'drizzle-orm';
import { gem_ledger, incentives, students } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Clock } from '../env';
import { DomainError, notFound } from '../lib/errors';

/** Gems for a correct answer and for a completed level (DECISIONS "Game economy"; spec gem count 16). */
export const GEMS_PER_CORRECT_ANSWER = 1;
export const GEMS_PER_LEVEL = 16;

/**
 * Changes a student's gem balance by `delta` and writes the ledger row, inside the caller's
 * transaction so the ledger sum always equals the balance.
 * `clock` stamps the balance and the ledger row.
 * @returns the new balance.
 * @throws DomainError 422 "Not enough gems." when the balance would go below zero (nothing changes).
 */
export async function changeGems(tx: Tx | Db, studentId: number, delta: number, reason: string, clock: Clock): Promise<number> {
  const at = new Date(clock.nowMs());
  await tx.insert(incentives).values({ student_id: studentId, gems: 0, updated_at: at }).onConflictDoNothing();
  const [row] = await tx
    .update(incentives)
    .set({ gems: sql`${incentives.gems} + ${delta}`, updated_at: at })
    .where(delta < 0 ? sql`${incentives.student_id} = ${studentId} and ${incentives.gems} >= ${-delta}` : eq(incentives.student_id, studentId))
    .returning({ gems: incentives.gems });
  if (!row) throw new DomainError('invalid', 'Not enough gems.', 'not_enough_gems');
  if (delta !== 0) await tx.insert(gem_ledger).values({ student_id: studentId, delta, reason, created_at: at });
  return row.gems;
}

/**
 * Adds `delta` (> 0) gems earned in play and writes the ledger row in ONE statement (issue 21:
 * the answer path's round trips); same effect as {@link changeGems} with a positive delta.
 * @returns the new balance. @throws Error when `delta` is not positive (a bug of the caller).
 */
export async function earnGems(tx: Tx | Db, studentId: number, delta: number, reason: string, clock: Clock): Promise<number> {
  if (!(delta > 0)) throw new Error(`earnGems needs a positive delta, got ${delta}`);
  const at = new Date(clock.nowMs()).toISOString();
  const result: unknown = await tx.execute(sql`
    with balance as (
      insert into ${incentives} (student_id, gems, updated_at) values (${studentId}, ${delta}, ${at})
      on conflict (student_id) do update set gems = ${incentives}.gems + excluded.gems, updated_at = excluded.updated_at
      returning gems
    ), ledger as (
      insert into ${gem_ledger} (student_id, delta, reason, created_at) values (${studentId}, ${delta}, ${reason}, ${at})
    )
    select gems from balance`);
  // PGlite, node-postgres and Neon all answer { rows }.
  return Number((result as { rows: { gems: number }[] }).rows[0]!.gems);
}

/** The student's gem balance (0 when none recorded yet). */
export async function getGems(db: Db | Tx, studentId: number): Promise<number> {
  const [row] = await db.select({ gems: incentives.gems }).from(incentives).where(eq(incentives.student_id, studentId));
  return row?.gems ?? 0;
}

/**
 * Support: adds gems to any existing student (admins; the ledger names the admin), stamped by `clock`.
 * @returns the new balance. @throws DomainError not_found when there is no such student.
 */
export async function grantGems(db: Db, studentIdParam: '-' | number, gems: number, adminId: number, clock: Clock): Promise<number> {
  const id = Number(studentIdParam);
  const [row] = Number.isSafeInteger(id) && id > 0 ? await db.select({ id: students.id }).from(students).where(eq(students.id, id)) : [];
  if (!row) throw notFound('Student');
  return db.transaction((tx) => changeGems(tx, row.id, gems, `admin ${adminId} grant`, clock));
}
