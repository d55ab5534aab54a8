/**
 * The math game's rows and rules shared by its modes (the map, the video levels): levels and
 * maps, the game row, the lock on the current level, and completing a level (spec part 1
 * sections 3, 4, 9).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { math_games, parents, student_answers, student_levels, subscriptions, type StudentRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { LevelContent } from '../../core/content/level-schema';
import type { Clock, Deps } from '../env';
import { billingStatusOf, SUBJECT_IDS, type BillingSubscription } from '../billing/billing.service';
import { DomainError } from '../lib/errors';
import { levelLock, shouldLockNextLevel, type LevelLock } from './level-access';
import type { MapGame } from './math.contracts';
import { contentVersionSql, mathContent, readContentVersion, type MathContent } from './math-content';

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

/**
 * One level's content (validated once per content version, worker/math/math-content.ts).
 * @throws DomainError 404 when the level is not seeded.
 */
export async function loadLevel(db: Db | Tx, level: number): Promise<LevelContent> {
  return (await mathContent(db, await readContentVersion(db))).level(level);
}

/** The game row with what every game call reads beside it, in the same round trip. */
export interface GameRead {
  game: GameRow;
  /** The math content of the seeded content version. */
  content: MathContent;
  /** When the game's latest answer was stored (map_game.last_student_answer), or null. */
  lastAnswerAt: Date | null;
}

const gameReadColumns = {
  game: math_games,
  content_version: contentVersionSql,
  last_answer_at: sql<Date | null>`(select ${student_answers.created_at} from ${student_answers} where ${student_answers.math_game_id} = ${math_games.id} order by ${student_answers.id} desc limit 1)`.mapWith(student_answers.created_at),
};

/**
 * The student's game locked for this transaction (`FOR UPDATE`), created on first use (at level
 * 1, arrived at the clock's time), with the content version and the latest answer's time: one
 * round trip once the game exists.
 */
export async function lockGame(tx: Tx, clock: Clock, studentId: number): Promise<GameRead> {
  const select = () => tx.select(gameReadColumns).from(math_games).where(eq(math_games.student_id, studentId)).for('update', { of: math_games });
  let [row] = await select();
  if (!row) {
    await getOrCreateGame(tx, clock, studentId);
    [row] = await select();
  }
  if (!row) throw new DomainError('internal', 'Could not create the math game.', 'internal');
  return { game: row.game, content: await mathContent(tx, row.content_version), lastAnswerAt: row.last_answer_at };
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
  // The parent's option and subscriptions in one round trip.
  const rows = await db
    .select({ dont_lock: parents.dont_lock_at_daily_limit, subscription: subscriptions })
    .from(parents)
    .leftJoin(subscriptions, eq(subscriptions.parent_id, parents.id))
    .where(eq(parents.id, student.parent_id));
  const subs = rows.flatMap((r) => (r.subscription ? [r.subscription] : []));
  return lockFrom(deps, student, game, subs, rows[0]?.dont_lock ?? false);
}

/**
 * The lock of the student's current level from what was read (no round trip): the game row, the
 * parent's subscriptions and its "don't lock at the daily limit" option. Null when it may be played.
 */
export function lockFrom(deps: Deps, student: StudentRow, game: GameRow, subs: BillingSubscription[], dontLockAtDailyLimit: boolean): LevelLock | null {
  const now = deps.clock.nowMs();
  const billing = billingStatusOf(subs, SUBJECT_IDS.math, now);
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
    dontLockAtDailyLimit,
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

