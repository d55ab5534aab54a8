/**
 * A student's data export (children's privacy: a parent can download everything the service holds
 * about its child as JSON). Every table with a `student_id` column is included automatically, so
 * tables added later (pets, store items...) are exported without touching this file. So is every
 * table with a `guest_id` column for the guests the child came from (issue 12 part 7: the
 * behaviour events and feedback recorded before sign-up), in the `guest_era` section.
 */
import { and, eq, getTableColumns, getTableName, inArray, is, isNull, ne, or } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import type { StudentRow } from '../../db/schema';
import type { Db } from '../../db/types';

/** Tables with a column named `column`, as [table name, table, that column], by name. */
function tablesWith(column: string): [string, PgTable, PgColumn][] {
  const out: [string, PgTable, PgColumn][] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const found = (getTableColumns(value) as Record<string, PgColumn>)[column];
    if (found) out.push([getTableName(value), value, found]);
  }
  return out.sort((a, b) => a[0].localeCompare(b[0]));
}

const STUDENT_TABLES = tablesWith('student_id');
/** Tables of guest-era rows (not `guests` itself: linked guests have the student's id, so they are in `tables`). */
const GUEST_TABLES = tablesWith('guest_id').filter(([name]) => name !== getTableName(schema.guests));

export interface StudentExport {
  format: 'monsterific-student-export/1';
  /** ISO 8601 UTC time of the export. */
  exported_at: string;
  /** The student's profile, without the password hash. */
  student: Omit<StudentRow, 'password_hash'>;
  /** Rows of every table with the student's id, by table name. */
  tables: Record<string, unknown[]>;
  /**
   * What was recorded while the child was a guest, before sign-up, by table name: the rows of
   * every table with a `guest_id` column naming a guest linked to the child (those guests are in
   * `tables.guests`) that `tables` does not already hold (rows without the student's id).
   */
  guest_era: Record<string, unknown[]>;
}

/** Collects all of a student's rows. Dates become ISO strings in the JSON. */
export async function exportStudent(db: Db, student: StudentRow, nowMs: number): Promise<StudentExport> {
  const { password_hash: _hash, ...profile } = student;
  const tables: Record<string, unknown[]> = {};
  for (const [name, table, column] of STUDENT_TABLES) {
    tables[name] = await db.select().from(table).where(eq(column, student.id));
  }
  const guestIds = (await db.select({ id: schema.guests.id }).from(schema.guests).where(eq(schema.guests.student_id, student.id))).map((g) => g.id);
  const guestTables: Record<string, unknown[]> = {};
  for (const [name, table, column] of GUEST_TABLES) {
    const studentColumn = (getTableColumns(table) as Record<string, PgColumn>).student_id;
    const notInTables = studentColumn ? or(isNull(studentColumn), ne(studentColumn, student.id)) : undefined;
    guestTables[name] = guestIds.length ? await db.select().from(table).where(and(inArray(column, guestIds), notInTables)) : [];
  }
  return { format: 'monsterific-student-export/1', exported_at: new Date(nowMs).toISOString(), student: profile, tables, guest_era: guestTables };
}
