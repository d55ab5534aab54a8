/**
 * Everything a math game call reads, in ONE round trip (issue 21 "Must deliver 2": at most 2
 * round trips per game read, the access check's one included): the game row (none yet for a new
 * student) with its row version, the content version, the latest answer's time, the lock's inputs
 * (the parent's daily-limit option and subscriptions), the student's lesson stats (mastery, intro
 * watched, answers per lesson: what picks the next question), the gem balance, and for the map
 * the monster, completed levels and shown outfits. Scalar subqueries on the student's parent
 * row, which always exists, so a student without a game still gets one row.
 */
import { and, eq, sql } from 'drizzle-orm';
import { incentives, math_games, monster_items, parents, student_answers, student_levels, student_math_lessons, student_monster_items, student_monsters, subscriptions, type StudentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock, Deps } from '../env';
import { SUBJECT_IDS, type BillingSubscription } from '../billing/billing.service';
import { DomainError } from '../lib/errors';
import type { LevelLock } from './level-access';
import { mathContent, contentVersionSql, type MathContent } from './math-content';
import { lockFrom, type GameRow } from './math-game';

/** A student's stats in one lesson (spec "Math lesson stats"), as the game reads them. */
export interface LessonStats {
  mastery: number;
  mastery_algo: 'mastered' | 'pretest' | null;
  lesson_intro_watched: boolean;
  num_answered: number;
  num_correct: number;
  /** The mastery engine's tracing state beside `mastery` (issue 18: evidence, review box, due, lapses; worker/math/math-questions.ts traceOf). */
  tracing?: Record<string, unknown>;
}

/** What the map reads beside the game (GET math_game/map). */
export interface MapExtras {
  monster: { body: number; color: number; eyes: number; headpart: number; mouth: number; pattern: number } | null;
  completed_levels: number[];
  monster_outfits: string[];
  /** The parent's option: read new questions aloud by themselves for Pre-K to grade 1 (issue 18). */
  auto_read_aloud: boolean;
}

/** One read of a student's math game. */
export interface PlayRead {
  /** The stored game row; null while the student has none (reads never create it). */
  stored: GameRow | null;
  /** The stored row, or a new game's defaults (level 1, arrived now). */
  game: GameRow;
  /** The row's version (PostgreSQL `xmin`, changed by every write of the row): the answer's optimistic check. */
  rowVersion: string | null;
  content: MathContent;
  lastAnswerAt: Date | null;
  dontLockAtDailyLimit: boolean;
  subscriptions: BillingSubscription[];
  /** Lesson stats by lesson id. */
  lessons: Map<number, LessonStats>;
  gems: number;
}

type LessonTuple = [number, number, LessonStats['mastery_algo'], boolean, number, number, Record<string, unknown>];
type SubscriptionJson = { status: BillingSubscription['status']; subject_ids: number[]; current_period_end: string | null };

function playColumns(studentId: number) {
  return {
    game: math_games,
    row_version: sql<string | null>`${math_games}.xmin::text`,
    content_version: contentVersionSql,
    last_answer_at: sql<Date | null>`(select ${student_answers.created_at} from ${student_answers} where ${student_answers.math_game_id} = ${math_games.id} order by ${student_answers.id} desc limit 1)`.mapWith(student_answers.created_at),
    dont_lock: parents.dont_lock_at_daily_limit,
    subscriptions: sql<SubscriptionJson[]>`(select coalesce(json_agg(json_build_object('status', ${subscriptions.status}, 'subject_ids', ${subscriptions.subject_ids}, 'current_period_end', ${subscriptions.current_period_end})), '[]'::json) from ${subscriptions} where ${subscriptions.parent_id} = ${parents.id})`,
    lessons: sql<LessonTuple[]>`(select coalesce(json_agg(json_build_array(${student_math_lessons.math_lesson_id}, ${student_math_lessons.mastery}, ${student_math_lessons.mastery_algo}, ${student_math_lessons.lesson_intro_watched}, ${student_math_lessons.num_answered}, ${student_math_lessons.num_correct}, ${student_math_lessons.tracing})), '[]'::json) from ${student_math_lessons} where ${student_math_lessons.student_id} = ${studentId})`,
    gems: sql<number>`coalesce((select ${incentives.gems} from ${incentives} where ${incentives.student_id} = ${studentId}), 0)`.mapWith(Number),
  };
}

function mapColumns(studentId: number) {
  return {
    auto_read_aloud: parents.auto_read_aloud,
    monster: sql<MapExtras['monster']>`(select json_build_object('body', ${student_monsters.body_id}, 'color', ${student_monsters.color_id}, 'eyes', ${student_monsters.eyes_id}, 'headpart', ${student_monsters.headpart_id}, 'mouth', ${student_monsters.mouth_id}, 'pattern', ${student_monsters.pattern_id}) from ${student_monsters} where ${student_monsters.student_id} = ${studentId})`,
    completed_levels: sql<number[]>`(select coalesce(json_agg(${student_levels.level} order by ${student_levels.level}), '[]'::json) from ${student_levels} where ${student_levels.student_id} = ${studentId})`,
    // Sorted as the store sorts items (core/content/monster-items.ts compareItems: one type here).
    monster_outfits: sql<string[]>`(select coalesce(json_agg(${monster_items.key} order by ${monster_items.legacy_number}, ${monster_items.subject_id}, ${monster_items.id}), '[]'::json) from ${student_monster_items} join ${monster_items} on ${monster_items.id} = ${student_monster_items.monster_item_id} where ${student_monster_items.student_id} = ${studentId} and ${student_monster_items.is_shown} and ${monster_items.type} = 'outfit' and ${monster_items.subject_id} = ${SUBJECT_IDS.math})`,
  };
}

/** A new game's row before it is stored (the first write creates it). */
function newGame(studentId: number, now: Date): GameRow {
  return {
    id: 0,
    student_id: studentId,
    learning_mode: 'pretest',
    pretest_completed_at: null,
    current_level: 1,
    current_level_at: now,
    num_problems_correct: 0,
    num_revealed: 0,
    num_problems_pretest_and_correct: 0,
    num_problems_pretest_and_minus: 0,
    lock_next_level: false,
    state_data: {},
    current_question_id: null,
    questions_asked: 0,
    created_at: now,
    updated_at: now,
  };
}

/** Reads a student's math game (see the module comment): one round trip, plus the content's own reads once per content version. */
export async function readPlay(db: Db, clock: Clock, student: StudentRow): Promise<PlayRead>;
export async function readPlay(db: Db, clock: Clock, student: StudentRow, withMap: true): Promise<PlayRead & MapExtras>;
export async function readPlay(db: Db, clock: Clock, student: StudentRow, withMap = false): Promise<PlayRead | (PlayRead & MapExtras)> {
  const columns = withMap ? { ...playColumns(student.id), ...mapColumns(student.id) } : playColumns(student.id);
  const [row] = await db
    .select(columns)
    .from(parents)
    .leftJoin(math_games, eq(math_games.student_id, student.id))
    .where(and(eq(parents.id, student.parent_id)));
  if (!row) throw new DomainError('internal', "The student's parent is missing.", 'internal');
  const lessons = new Map(
    row.lessons.map(([id, mastery, mastery_algo, lesson_intro_watched, num_answered, num_correct, tracing]) => [id, { mastery, mastery_algo, lesson_intro_watched, num_answered, num_correct, tracing }]),
  );
  const read: PlayRead = {
    stored: row.game,
    game: row.game ?? newGame(student.id, new Date(clock.nowMs())),
    rowVersion: row.row_version,
    content: await mathContent(db, row.content_version),
    lastAnswerAt: row.last_answer_at,
    dontLockAtDailyLimit: row.dont_lock,
    subscriptions: row.subscriptions.map((s) => ({ ...s, current_period_end: s.current_period_end ? new Date(s.current_period_end) : null })),
    lessons,
    gems: row.gems,
  };
  if (!withMap) return read;
  const extras = row as unknown as MapExtras;
  return { ...read, monster: extras.monster, completed_levels: extras.completed_levels, monster_outfits: extras.monster_outfits, auto_read_aloud: extras.auto_read_aloud };
}

/** Whether the student may play its current level now, from a {@link readPlay} (no round trip). */
export function lockOfRead(deps: Deps, student: StudentRow, read: PlayRead): LevelLock | null {
  return lockFrom(deps, student, read.game, read.subscriptions, read.dontLockAtDailyLimit);
}
