/**
 * The math game's rows and rules shared by its modes (the map, the video levels): levels and
 * maps, the game row, the lock on the current level, and completing a level (spec part 1
 * sections 3, 4, 9).
 */
import { asc, desc, eq } from 'drizzle-orm';
import { math_games, math_levels, math_maps, parents, student_answers, student_levels, type StudentRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { levelSchema, mapSchema, type LevelContent, type MapContent } from '../../core/content/level-schema';
import type { Clock, Deps } from '../env';
import { SUBJECT_IDS, subjectBillingStatus } from '../billing/billing.service';
import { DomainError, notFound } from '../lib/errors';
import { levelLock, shouldLockNextLevel, type LevelLock } from './level-access';
import type { MapGame } from './math.contracts';

/**
 * Whether completing `level` earns a pet egg (DECISIONS "Game economy": levels 3, 6, then every
 * 5th level: 11, 16, 21, ...). The pet itself hatches in the pets feature.
 */
export function earnsPet(level: number): boolean {
  return level === 3 || (level >= 6 && (level - 6) % 5 === 0);
}

/** Highest level of the game (spec part 1 section 9). */
export const MAX_LEVEL = 36;

export type GameRow = typeof math_games.$inferSelect;

/** Loads and validates one level's content. @throws DomainError 404 when the level is not seeded. */
export async function loadLevel(db: Db | Tx, level: number): Promise<LevelContent> {
  const [row] = await db.select({ data: math_levels.data }).from(math_levels).where(eq(math_levels.level, level));
  if (!row) throw notFound('Level');
  return levelSchema.parse(row.data);
}

export async function loadMapOfLevel(db: Db, level: number): Promise<{ map: MapContent; levels: LevelContent[] }> {
  const [lvl] = await db.select({ map_id: math_levels.map_id }).from(math_levels).where(eq(math_levels.level, level));
  if (!lvl) throw notFound('Level');
  const [mapRow] = await db.select({ data: math_maps.data }).from(math_maps).where(eq(math_maps.id, lvl.map_id));
  if (!mapRow) throw notFound('Map');
  const levelRows = await db.select({ data: math_levels.data }).from(math_levels).where(eq(math_levels.map_id, lvl.map_id)).orderBy(asc(math_levels.level));
  return { map: mapSchema.parse(mapRow.data), levels: levelRows.map((r) => levelSchema.parse(r.data)) };
}

/** The student's math game, created on first use (at level 1, arrived at the clock's time). */
export async function getOrCreateGame(db: Db | Tx, clock: Clock, studentId: number): Promise<GameRow> {
  const now = new Date(clock.nowMs());
  await db.insert(math_games).values({ student_id: studentId, current_level_at: now, created_at: now, updated_at: now }).onConflictDoNothing();
  const [game] = await db.select().from(math_games).where(eq(math_games.student_id, studentId));
  if (!game) throw new DomainError('internal', 'Could not create the math game.', 'internal');
  return game;
}

export async function lastAnswerAt(db: Db | Tx, gameId: number): Promise<Date | null> {
  const [row] = await db
    .select({ created_at: student_answers.created_at })
    .from(student_answers)
    .where(eq(student_answers.math_game_id, gameId))
    .orderBy(desc(student_answers.id))
    .limit(1);
  return row?.created_at ?? null;
}

export function toMapGame(game: GameRow, level: LevelContent, lastAt: Date | null): MapGame {
  return {
    current_level: game.current_level,
    current_level_at: game.current_level_at.toISOString(),
    num_problems_correct: game.num_problems_correct,
    num_revealed: game.num_revealed,
    num_problems_pretest_and_correct: game.num_problems_pretest_and_correct,
    num_problems_pretest_and_minus: game.num_problems_pretest_and_minus,
    lock_next_level: game.lock_next_level,
    state_data: (game.state_data ?? {}) as Record<string, unknown>,
    goal: level.goal,
    rule: level.rule,
    last_student_answer: lastAt ? { created_at: lastAt.toISOString() } : null,
  };
}

export async function parentOptions(db: Db | Tx, parentId: number) {
  const [parent] = await db.select({ dont_lock: parents.dont_lock_at_daily_limit }).from(parents).where(eq(parents.id, parentId));
  return { dontLockAtDailyLimit: parent?.dont_lock ?? false };
}

/** Whether the student may play its current level now, and if not why (paywall, unpaid, daily limit). */
export async function currentLock(db: Db | Tx, deps: Deps, student: StudentRow, game: GameRow): Promise<LevelLock | null> {
  const now = deps.clock.nowMs();
  const billing = await subjectBillingStatus(db, student.parent_id, SUBJECT_IDS.math, now);
  return levelLock({
    level: game.current_level,
    progress: game.num_problems_correct,
    lockNextLevel: game.lock_next_level,
    levelAtMs: game.current_level_at.getTime(),
    nowMs: now,
    timezone: student.timezone,
    billing: billing.status,
    paymentPrompt: billing.paymentPrompt,
    appMaxLevel: deps.config.appMaxLevel,
    ...(await parentOptions(db, student.parent_id)),
  });
}

/** A friendly sentence for a lock, used in the 403 answer of a refused action. */
export function lockMessage(lock: LevelLock): string {
  switch (lock.reason) {
    case 'daily_limit':
      return `Level ${lock.level} opens tomorrow. Great work today!`;
    case 'paywall':
      return `Level ${lock.level} is for members. Ask a grown-up to unlock all the levels.`;
    case 'unpaid':
      return 'The membership needs a grown-up to update the payment.';
  }
}

/**
 * True when the level is played by answering bank questions: sprite levels. Start levels (the
 * level-1 intro) have none; video levels ask their per-cue questions (worker/math/video).
 */
export const isQuestionLevel = (level: LevelContent) => level.type === 'sprite';

/**
 * Marks the current level completed and moves to the next one (spec "Completing a level":
 * new_level = current + 1). Adds the level's gems. Returns the updated game row.
 */
export async function completeLevel(tx: Tx, deps: Deps, game: GameRow, student: StudentRow, completedType: LevelContent['type']): Promise<GameRow> {
  const now = new Date(deps.clock.nowMs());
  await tx.insert(student_levels).values({ student_id: game.student_id, level: game.current_level, completed_at: now }).onConflictDoNothing();
  const next = Math.min(game.current_level + 1, MAX_LEVEL);
  const { dontLockAtDailyLimit } = await parentOptions(tx, student.parent_id);
  const [updated] = await tx
    .update(math_games)
    .set({
      current_level: next,
      current_level_at: now,
      num_problems_correct: 0,
      num_revealed: 0,
      current_question_id: null,
      // The intro (a start level without questions) is not a day's work: it never triggers the daily limit.
      lock_next_level: completedType !== 'start' && shouldLockNextLevel(next, dontLockAtDailyLimit),
      updated_at: now,
    })
    .where(eq(math_games.id, game.id))
    .returning();
  return updated!;
}

