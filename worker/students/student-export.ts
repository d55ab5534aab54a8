/**
 * A student's data export (children's privacy: a parent can download everything the service holds
 * about its child as JSON). Every table with a `student_id` column is included automatically, so
 * tables added later (pets, store items...) are exported without touching this file.
 */
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import type { StudentRow } from '../../db/schema';
import type { Db } from '../../db/types';

/** Tables that hold a student's data, keyed by table name (computed once). */
function studentTables(): [string, PgTable, PgColumn][] {
  const out: [string, PgTable, PgColumn][] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const column = (getTableColumns(value) as Record<string, PgColumn>).student_id;
    if (column) out.push([getTableName(value), value, column]);
  }
  return out.sort((a, b) => a[0].localeCompare(b[0]));
}

export interface StudentExport {
  format: 'monsterific-student-export/1';
  /** ISO 8601 UTC time of the export. */
  exported_at: string;
  /** The student's profile, without the password hash. */
  student: Omit<StudentRow, 'password_hash'>;
  /** Rows of every table with the student's id, by table name. */
  tables: Record<string, unknown[]>;
}

/** Collects all of a student's rows. Dates become ISO strings in the JSON. */
export async function exportStudent(db: Db, student: StudentRow, nowMs: number): Promise<StudentExport> {
  const { password_hash: _hash, ...profile } = student;
  const tables: Record<string, unknown[]> = {};
  for (const [name, table, column] of studentTables()) {
    tables[name] = await db.select().from(table).where(eq(column, student.id));
  }
  return { format: 'monsterific-student-export/1', exported_at: new Date(nowMs).toISOString(), student: profile, tables };
}
