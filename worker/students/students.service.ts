import { inArray } from 'drizzle-orm';
import { math_games, type StudentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Student } from './students.contracts';

/** Maps student rows to the API shape, reading each one's current math level (1 when no game yet). */
export async function toStudents(db: Db, rows: StudentRow[]): Promise<Student[]> {
  if (rows.length === 0) return [];
  const games = await db
    .select({ student_id: math_games.student_id, current_level: math_games.current_level })
    .from(math_games)
    .where(inArray(math_games.student_id, rows.map((r) => r.id)));
  const levelOf = new Map(games.map((g) => [g.student_id, g.current_level]));
  return rows.map((r) => ({
    id: r.id,
    parent_id: r.parent_id,
    first_name: r.first_name,
    last_name: r.last_name,
    username: r.username,
    grade: r.grade,
    timezone: r.timezone,
    current_level: levelOf.get(r.id) ?? 1,
  }));
}

