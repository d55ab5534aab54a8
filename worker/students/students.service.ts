import { eq, inArray, sql } from 'drizzle-orm';
import { admin_users, math_games, parents, students, type StudentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { revokeSessionsOf } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AuthUser, Clock, Deps } from '../env';
import { invalid, notFound } from '../lib/errors';
import { PLATO_MIGRATIONS } from './migrations';
import type { Student } from './students.contracts';
import { SKILLS } from '../math/bank';
import { parsePlacementState, placementResult } from '../math/mastery';
import { placementMessage } from '../math/mastery/placement-message';

const skillNames = new Map(SKILLS.map((s) => [s.key, s.name]));

/** The parent's sentence about a student's finished placement (issue 18), or null while none is finished. */
function placementOf(row: StudentRow, game: { state_data: unknown; pretest_completed_at: Date | null } | undefined): Student['math_placement'] {
  if (!game?.pretest_completed_at) return null;
  let placement;
  try {
    placement = parsePlacementState((game.state_data as { pretest?: unknown } | null)?.pretest);
  } catch {
    return null;
  }
  if (!placement) return null;
  const result = placementResult(placement);
  const message = placementMessage({ firstName: row.first_name, grade: row.grade, frontierGrade: result.frontierSkill ? result.frontierGrade : null, frontierSkillName: result.frontierSkill ? (skillNames.get(result.frontierSkill) ?? null) : null });
  return { message, below_grade: result.belowGrade, frontier_grade: result.frontierSkill ? result.frontierGrade : null };
}

export const WRONG_STUDENT_PASSWORD = 'Your current password is not correct.';
export const WRONG_ACCOUNT_PASSWORD_STUDENT = 'Your account password is not correct.';

/** Maps student rows to the API shape, reading each one's current math level (1 when no game yet). */
export async function toStudents(db: Db, rows: StudentRow[]): Promise<Student[]> {
  if (rows.length === 0) return [];
  const games = await db
    .select({ student_id: math_games.student_id, current_level: math_games.current_level, state_data: math_games.state_data, pretest_completed_at: math_games.pretest_completed_at })
    .from(math_games)
    .where(inArray(math_games.student_id, rows.map((r) => r.id)));
  const levelOf = new Map(games.map((g) => [g.student_id, g.current_level]));
  const gameOf = new Map(games.map((g) => [g.student_id, g]));
  return rows.map((r) => ({
    id: r.id,
    parent_id: r.parent_id,
    first_name: r.first_name,
    last_name: r.last_name,
    username: r.username,
    grade: r.grade,
    timezone: r.timezone,
    current_level: levelOf.get(r.id) ?? 1,
    math_placement: placementOf(r, gameOf.get(r.id)),
  }));
}


/** One student row in the API shape. */
export async function toStudent(db: Db, row: StudentRow): Promise<Student> {
  const [student] = await toStudents(db, [row]);
  return student!;
}

/** Partial update of a student's grade, names or time zone, stamped by `clock`; returns the API shape. */
export async function updateStudent(db: Db, clock: Clock, row: StudentRow, set: Partial<Pick<StudentRow, 'grade' | 'first_name' | 'last_name' | 'timezone'>>): Promise<Student> {
  const [updated] = await db.update(students).set({ ...set, updated_at: new Date(clock.nowMs()) }).where(eq(students.id, row.id)).returning();
  return toStudent(db, updated!);
}

/**
 * Changes a student's password: the student with its current password, its parent with the
 * account password. Ends the student's other sessions (issue 12 part 4): all of them when the
 * parent changes it, all but the student's own (refresh family `keepFamily`) when the student does.
 * @throws DomainError invalid {@link WRONG_STUDENT_PASSWORD} (field current_password) or
 *   {@link WRONG_ACCOUNT_PASSWORD_STUDENT} (field parent_password).
 */
export async function changeStudentPassword(
  deps: Deps,
  by: AuthUser['role'],
  row: StudentRow,
  body: { new_password: string; current_password?: string | undefined; parent_password?: string | undefined },
  keepFamily?: string,
): Promise<void> {
  if (by === 'student') {
    if (!body.current_password || !(await verifyPassword(body.current_password, row.password_hash))) {
      throw invalid(WRONG_STUDENT_PASSWORD, { current_password: WRONG_STUDENT_PASSWORD });
    }
  } else {
    const [parent] = await deps.db.select().from(parents).where(eq(parents.id, row.parent_id));
    if (!parent || !body.parent_password || !(await verifyPassword(body.parent_password, parent.password_hash))) {
      throw invalid(WRONG_ACCOUNT_PASSWORD_STUDENT, { parent_password: WRONG_ACCOUNT_PASSWORD_STUDENT });
    }
  }
  const password_hash = await hashPassword(body.new_password, deps.config.argon2MemoryKiB);
  const now = deps.clock.nowMs();
  await deps.db.transaction(async (tx) => {
    await tx.update(students).set({ password_hash, updated_at: new Date(now) }).where(eq(students.id, row.id));
    await revokeSessionsOf(tx, 'student', row.id, now, by === 'student' ? keepFamily : undefined);
  });
}

/**
 * Marks a legacy-platform migration done for the student's account (idempotent) and returns the
 * account's migration state. @throws DomainError not_found for an unknown migration.
 */
export async function runPlatoMigration(db: Db, row: StudentRow, migration: number): Promise<number> {
  if (!PLATO_MIGRATIONS.includes(migration)) throw notFound('Migration');
  // greatest(): running an older migration again never moves the account back.
  const [parent] = await db
    .update(parents)
    .set({ plato_final_migration: sql`greatest(${parents.plato_final_migration}, ${migration})` })
    .where(eq(parents.id, row.parent_id))
    .returning({ plato_final_migration: parents.plato_final_migration });
  return parent!.plato_final_migration;
}

/** Who is logged in (any role), for GET /api/v1/user. @throws DomainError not_found when the account is gone. */
export async function currentUser(db: Db, user: AuthUser) {
  if (user.role === 'parent') {
    const [p] = await db.select().from(parents).where(eq(parents.id, user.id));
    if (!p) throw notFound('User');
    return { role: user.role, id: p.id, first_name: p.first_name, email: p.email, username: null, parent_id: null };
  }
  if (user.role === 'student') {
    const [s] = await db.select().from(students).where(eq(students.id, user.id));
    if (!s) throw notFound('User');
    return { role: user.role, id: s.id, first_name: s.first_name, email: null, username: s.username, parent_id: s.parent_id };
  }
  const [a] = await db.select().from(admin_users).where(eq(admin_users.id, user.id));
  if (!a) throw notFound('User');
  return { role: user.role, id: a.id, first_name: a.first_name, email: a.email, username: null, parent_id: null };
}

/** The logged-in admin. @throws DomainError not_found when the account is gone. */
export async function currentAdmin(db: Db, id: number) {
  const [a] = await db.select().from(admin_users).where(eq(admin_users.id, id));
  if (!a) throw notFound('Admin user');
  return { id: a.id, email: a.email, first_name: a.first_name };
}
