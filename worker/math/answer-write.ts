/**
 * The writes of one math map answer as ONE statement (issue 21 "Must deliver 2": one transaction
 * per answer with the work batched): a writable CTE updates the game row only if it is still the
 * version the answer was judged against (optimistic concurrency on PostgreSQL's `xmin`, which
 * every write of the row changes), and every other write (the answer row, the lesson stats, the
 * completed level, the gems and their ledger row) selects from that update, so it happens only
 * when the game row was written. A single statement is atomic on its own, without BEGIN/COMMIT,
 * on PGlite, node-postgres and Neon alike.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { gem_ledger, incentives, math_games, student_answers, student_levels, student_math_lessons } from '../../db/schema';
import type { Db } from '../../db/types';
import type { LessonStats } from './game-read';
import type { GameRow } from './math-game';

/** Everything one answer writes. Times are the clock's. */
export interface AnswerWrite {
  /** The game row as it will be, and the version it was read at. */
  game: GameRow;
  rowVersion: string;
  answer: {
    student_id: number;
    question_id: number;
    math_lesson_id: number;
    level: number;
    answer_id: number | null;
    answer_data: unknown;
    dont_know: boolean;
    correct: boolean;
  };
  /** Lesson stats to store (the answered lesson, the lessons the placement placed, siblings moved by a review), as they will be. */
  stats: { math_lesson_id: number; stats: LessonStats }[];
  /** The level completed by this answer, if any. */
  completedLevel: number | null;
  /** Gems earned (> 0 writes the balance and one ledger row with `reason`). */
  gems: { earned: number; reason: string };
  at: Date;
}

/**
 * Runs the one statement.
 * @returns null when the game row changed since it was read (nothing was written; the caller
 *   re-reads), else the new gem balance when gems were earned (null balance otherwise).
 */
export async function writeAnswer(db: Db, w: AnswerWrite): Promise<{ gems: number | null } | null> {
  const at = w.at.toISOString();
  const sid = w.answer.student_id;
  const { id: _id, student_id: _student, created_at: _created, ...patch } = w.game;
  const update = db
    .update(math_games)
    .set(patch)
    .where(sql`${eq(math_games.id, w.game.id)} and ${math_games}.xmin::text = ${w.rowVersion}`)
    .returning({ id: math_games.id });
  const a = w.answer;
  const parts: SQL[] = [
    sql`answer as (
      insert into ${student_answers} (student_id, math_game_id, question_id, math_lesson_id, level, answer_id, answer_data, dont_know, correct, created_at)
      select ${sid}::int, game.id, ${a.question_id}::int, ${a.math_lesson_id}::int, ${a.level}::int, ${a.answer_id}::int, ${a.answer_data === undefined || a.answer_data === null ? null : JSON.stringify(a.answer_data)}::jsonb, ${a.dont_know}::boolean, ${a.correct}::boolean, ${at}::timestamptz from game
    )`,
  ];
  if (w.stats.length > 0) {
    const rows = sql.join(
      w.stats.map(
        ({ math_lesson_id, stats: s }) =>
          sql`(${math_lesson_id}::int, ${s.mastery}::float8, ${s.mastery_algo}::text, ${s.num_answered}::int, ${s.num_correct}::int, ${JSON.stringify(s.tracing ?? {})}::jsonb)`,
      ),
      sql`, `,
    );
    // The answer's own write is the only writer of these columns while the game row is unchanged (the optimistic check).
    parts.push(sql`stats as (
      insert into ${student_math_lessons} (student_id, math_lesson_id, mastery, mastery_algo, num_answered, num_correct, tracing, created_at, updated_at)
      select ${sid}::int, v.lesson, v.mastery, v.algo, v.answered, v.correct, v.tracing, ${at}::timestamptz, ${at}::timestamptz from (values ${rows}) as v(lesson, mastery, algo, answered, correct, tracing) cross join game
      on conflict (student_id, math_lesson_id) do update set mastery = excluded.mastery, mastery_algo = excluded.mastery_algo, num_answered = excluded.num_answered, num_correct = excluded.num_correct, tracing = excluded.tracing, updated_at = excluded.updated_at
    )`);
  }
  if (w.completedLevel !== null) {
    parts.push(sql`level as (
      insert into ${student_levels} (student_id, level, completed_at) select ${sid}::int, ${w.completedLevel}::int, ${at}::timestamptz from game
      on conflict do nothing
    )`);
  }
  const earning = w.gems.earned > 0;
  if (earning) {
    parts.push(sql`balance as (
      insert into ${incentives} (student_id, gems, updated_at) select ${sid}::int, ${w.gems.earned}::int, ${at}::timestamptz from game
      on conflict (student_id) do update set gems = ${incentives}.gems + excluded.gems, updated_at = excluded.updated_at
      returning gems
    )`);
    parts.push(sql`ledger as (
      insert into ${gem_ledger} (student_id, delta, reason, created_at) select ${sid}::int, ${w.gems.earned}::int, ${w.gems.reason}::text, ${at}::timestamptz from game
    )`);
  }
  const result: unknown = await db.execute(sql`
    with game as (${update.getSQL()}), ${sql.join(parts, sql`, `)}
    select (select count(*) from game)::int as written, ${earning ? sql`(select gems from balance)` : sql`null::int`} as gems`);
  // PGlite, node-postgres and Neon all answer { rows }.
  const row = (result as { rows: { written: number; gems: number | null }[] }).rows[0]!;
  if (Number(row.written) === 0) return null;
  return { gems: row.gems === null ? null : Number(row.gems) };
}
