/**
 * The student's reading map (spec part 2 sections 3 "Student reading game map" and 4): level
 * 0..9 and state. Reads never write (docs/decisions.md "Reads that never write"): a student who
 * never opened reading gets the new map's defaults (level 0, 'initial') and the first POST creates
 * the row. POST moves the level only 0 -> 1 (the first visit; books move it further) and the state
 * only forward; anything else is 409 `reading_map_conflict`.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { READING_MAX_LEVEL } from '../../core/reading/book-schema';
import { reading_book_parts, reading_books, student_reading_book_parts, student_reading_game_maps, type StudentReadingGameMapRow, type StudentRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Deps } from '../env';
import { DomainError } from '../lib/errors';
import { readingBilling, type ReadingBilling } from './reading-access';
import { loadBook } from './reading-content';
import type { GameMap, GameMapResponse, SetGameMapBody } from './reading.contracts';
import { FREE_READING_LEVEL, isLevelLocked, readingMaxLevel, stateMayMove } from './reading-rules';

type Reader = Db | Tx;

/** The map in its answer shape; no row: a new map's defaults. */
export function toGameMap(row: StudentReadingGameMapRow | undefined): GameMap {
  return { current_level: row?.current_level ?? 0, state: row?.state ?? 'initial', latest_reading_book_id: row?.latest_reading_book_id ?? null };
}

/** The student's map row, or undefined when reading was never opened. */
export async function readMapRow(db: Reader, studentId: number): Promise<StudentReadingGameMapRow | undefined> {
  const [row] = await db.select().from(student_reading_game_maps).where(eq(student_reading_game_maps.student_id, studentId));
  return row;
}

/** The student's map row, created at level 0 when missing, locked for this transaction. */
export async function lockMapRow(tx: Tx, deps: Deps, studentId: number): Promise<StudentReadingGameMapRow> {
  const now = new Date(deps.clock.nowMs());
  await tx.insert(student_reading_game_maps).values({ student_id: studentId, created_at: now, updated_at: now }).onConflictDoNothing();
  const [row] = await tx.select().from(student_reading_game_maps).where(eq(student_reading_game_maps.student_id, studentId)).for('update');
  return row!;
}

/**
 * Whether some part of an unlocked book of the map's current level is not completed (level 0
 * counts as level 1, the first visit's; past level 8 there is nothing left to read).
 */
export async function hasUnreadParts(db: Reader, studentId: number, currentLevel: number, billing: ReadingBilling): Promise<boolean> {
  const level = Math.max(currentLevel, FREE_READING_LEVEL);
  if (level > READING_MAX_LEVEL || isLevelLocked(level, billing.status)) return false;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reading_book_parts)
    .innerJoin(reading_books, eq(reading_books.id, reading_book_parts.reading_book_id))
    .leftJoin(student_reading_book_parts, and(eq(student_reading_book_parts.reading_book_part_id, reading_book_parts.id), eq(student_reading_book_parts.student_id, studentId)))
    .where(and(eq(reading_books.difficulty_level, level), isNull(student_reading_book_parts.completed_at)));
  return Number(row?.n ?? 0) > 0;
}

/** The map answer: the map, what the billing status opens and whether the current level has parts to read. */
export async function mapAnswer(db: Reader, studentId: number, map: GameMap, billing: ReadingBilling): Promise<GameMapResponse> {
  return {
    game_map: map,
    max_level: readingMaxLevel(billing.status),
    has_unread_parts: await hasUnreadParts(db, studentId, map.current_level, billing),
    billing: billing.status,
    payment_prompt: billing.paymentPrompt,
  };
}

/** GET student_reading_game_maps: the map (defaults when none yet), max level and unread parts. Writes nothing. */
export async function getGameMap(deps: Deps, student: StudentRow): Promise<GameMapResponse> {
  const [row, billing] = await Promise.all([readMapRow(deps.db, student.id), readingBilling(deps, student)]);
  return mapAnswer(deps.db, student.id, toGameMap(row), billing);
}

const mapConflict = (message: string) => new DomainError('conflict', message, 'reading_map_conflict');

/**
 * POST student_reading_game_maps: creates the map on first use and applies the body.
 * @throws DomainError 409 `reading_map_conflict` for a level move other than 0 -> 1 or a state
 *   moving back; 404 `book_not_found` for an unknown latest_reading_book_id.
 */
export async function setGameMap(deps: Deps, student: StudentRow, body: SetGameMapBody): Promise<{ game_map: GameMap }> {
  if (body.latest_reading_book_id !== undefined) await loadBook(deps.db, body.latest_reading_book_id);
  return deps.db.transaction(async (tx) => {
    const row = await lockMapRow(tx, deps, student.id);
    const set: Partial<typeof student_reading_game_maps.$inferInsert> = {};
    if (body.current_level !== undefined && body.current_level !== row.current_level) {
      if (row.current_level !== 0) throw mapConflict(`The reading map is on level ${row.current_level} already; books move it on.`);
      set.current_level = body.current_level;
    }
    if (body.state !== undefined && body.state !== row.state) {
      if (!stateMayMove(row.state, body.state)) throw mapConflict(`The reading map's state can't go back from "${row.state}" to "${body.state}".`);
      set.state = body.state;
    }
    if (body.latest_reading_book_id !== undefined) set.latest_reading_book_id = body.latest_reading_book_id;
    if (!Object.keys(set).length) return { game_map: toGameMap(row) };
    const [updated] = await tx
      .update(student_reading_game_maps)
      .set({ ...set, updated_at: new Date(deps.clock.nowMs()) })
      .where(eq(student_reading_game_maps.id, row.id))
      .returning();
    return { game_map: toGameMap(updated) };
  });
}
