import { sql } from 'drizzle-orm';
import { behavior_events, daily_usages, type StudentRow } from '../../db/schema';
import type { Deps } from '../env';
import { calendarDate } from '../../core/calendar';
import { USAGE_FLAGS, type DailyUsageBody } from './usage.contracts';

/**
 * Records today's usage for a student (today = the student's calendar day in its time zone).
 * One row per day: an upsert that only turns flags on (`old OR new`) and merges `data`, in one
 * statement, so concurrent posts from two tabs can't lose a flag.
 */
export async function recordDailyUsage(deps: Deps, student: StudentRow, body: DailyUsageBody) {
  const day = calendarDate(deps.clock.nowMs(), student.timezone);
  const flags = Object.fromEntries(USAGE_FLAGS.map((f) => [f, body[f] === true]));
  const now = new Date(deps.clock.nowMs());
  const set: Record<string, unknown> = { data: sql`${daily_usages.data} || excluded.data`, updated_at: now };
  for (const f of USAGE_FLAGS) set[f] = sql`${daily_usages[f]} or excluded.${sql.identifier(f)}`;
  const [row] = await deps.db
    .insert(daily_usages)
    .values({ student_id: student.id, day, data: body.data ?? {}, ...flags, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: [daily_usages.student_id, daily_usages.day], set })
    .returning();
  const { created_at: _c, updated_at: _u, ...usage } = row!;
  return usage;
}

/** Stores a student's behaviour events, attributed to `parentId` too when given. */
export async function saveStudentEvents(deps: Deps, studentId: number, parentId: number | null, events: { name: string; metadata: Record<string, unknown> }[]) {
  const now = new Date(deps.clock.nowMs());
  await deps.db.insert(behavior_events).values(events.map((e) => ({ name: e.name, metadata: e.metadata, student_id: studentId, parent_id: parentId, created_at: now })));
  return events.length;
}
