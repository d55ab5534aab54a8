/**
 * The math game on the server (spec part 1 sections 3, 4, 5): the game and its map, setup
 * parameters, moving past the start level, the client's state and support's level moves. Its
 * parts: math-game.ts (levels, the game row, locks, completing a level), math-questions.ts (which
 * question comes next, mastery, pretest), math-answers.ts (the map mode of the one answer judge).
 * The server is the authority: the client never sees a correct answer before answering.
 */
import { eq } from 'drizzle-orm';
import { math_games, student_levels, students, type StudentRow } from '../../db/schema';
import type { Deps } from '../env';
import { invalid, notFound } from '../lib/errors';
import { completeLevel, getOrCreateGame, isQuestionLevel, lockGame, toMapGame, type GameRow } from './math-game';
import { mathContent, readContentVersion, type MathContent } from './math-content';
import type { MapContent } from '../../core/content/level-schema';
import { lockOfRead, readPlay } from './game-read';
import { dueQuestion, stateOf, toPublicQuestion, type QuestionRow } from './math-questions';
import type { MathGame, MathMapContent } from './math.contracts';

export { completeLevel, currentLock, earnsPet, getOrCreateGame, lastAnswerAt, loadLevel, lockMessage, MAX_LEVEL, toMapGame } from './math-game';
export { submitAnswer } from './math-answers';
export { INVALID_ANSWER_MESSAGE } from '../../core/answers/judge';

/**
 * The student's game with its current question (spec GET math_game/{map}): one read (issue 21,
 * reads that never write). The question is the stored pending one, or, when none is stored (a
 * new level, a changed mode), the one due next, derived from the stored state
 * (math-questions.ts dueQuestion) and named by the answer without being stored first.
 * `setup.lesson_id` switches to pickskill mode on that lesson; `setup.learning_mode: 'adaptive'`
 * leaves pickskill (back to pretest when the pretest is not finished): those two write, once.
 * @throws DomainError 404 for an unknown lesson id.
 */
export async function getMathGame(deps: Deps, student: StudentRow, setup: GameSetup = {}): Promise<MathGame> {
  let read = await readPlay(deps.db, deps.clock, student);
  const patch = setupPatch(read.content, read.game, setup);
  if (patch) {
    await deps.db.transaction(async (tx) => {
      await getOrCreateGame(tx, deps.clock, student.id);
      await tx
        .update(math_games)
        .set({ ...patch, current_question_id: null, updated_at: new Date(deps.clock.nowMs()) })
        .where(eq(math_games.student_id, student.id));
    });
    read = await readPlay(deps.db, deps.clock, student);
  }
  const { game, content } = read;
  const level = content.level(game.current_level);
  const locked = lockOfRead(deps, student, read);
  let question: QuestionRow | null = null;
  if (!locked && game.current_question_id) question = content.question(game.current_question_id) ?? null;
  else if (!locked && isQuestionLevel(level)) question = dueQuestion(content, game, student, read.lessons).question;
  return {
    learning_mode: { learning_mode: game.learning_mode, pretest: { completed_at: game.pretest_completed_at?.toISOString() ?? null } },
    map_game: toMapGame(game, level, read.lastAnswerAt),
    question: question ? toPublicQuestion(content, question, read.lessons) : null,
    prev_question_correct: null,
    incentives: { gems: read.gems },
    locked,
  };
}

/** Setup parameters of GET math_game (spec part 1 section 3 "Setup parameters"). */
export interface GameSetup {
  lesson_id?: number | undefined;
  learning_mode?: 'adaptive' | undefined;
}

/**
 * What the setup parameters change, or null when nothing: a lesson id switches to pickskill on
 * it; learning_mode 'adaptive' leaves pickskill. The caller also drops a pending question so the
 * next one follows the new mode.
 * @throws DomainError 404 for an unknown lesson id.
 */
function setupPatch(content: MathContent, game: GameRow, setup: GameSetup): Pick<GameRow, 'learning_mode' | 'state_data'> | null {
  const state = stateOf(game);
  if (setup.lesson_id !== undefined) {
    const lesson = content.lesson(setup.lesson_id);
    if (!lesson) throw notFound('Lesson');
    if (game.learning_mode === 'pickskill' && state.lesson_id === lesson.id) return null;
    return { learning_mode: 'pickskill', state_data: { ...state, lesson_id: lesson.id } };
  }
  if (setup.learning_mode === 'adaptive' && game.learning_mode === 'pickskill') {
    const { lesson_id: _dropped, ...rest } = state;
    return { learning_mode: game.pretest_completed_at ? 'adaptive' : 'pretest', state_data: rest };
  }
  return null;
}

/**
 * The map of the student's current level with all its levels, progress and gems (spec GET
 * math_game/map): one read (worker/math/game-read.ts), never a write.
 */
export async function getMathMap(deps: Deps, student: StudentRow) {
  const read = await readPlay(deps.db, deps.clock, student, true);
  const { game, content } = read;
  const { map } = content.mapOfLevel(game.current_level);
  const level = content.level(game.current_level);
  return {
    content: mapContentRef(content.version, map.key),
    completed_levels: read.completed_levels,
    student_monster: read.monster,
    monster_outfits: read.monster_outfits,
    map_game: toMapGame(game, level, read.lastAnswerAt),
    incentives: { gems: read.gems },
    locked: lockOfRead(deps, student, read),
    flags: { app_max_level: deps.config.appMaxLevel, app_play_background_music: deps.config.appPlayBackgroundMusic },
    student: { grade: student.grade, auto_read_aloud: read.auto_read_aloud },
  };
}

/** The content version's name in URLs ('unversioned' before the first seed stamps one). */
const versionName = (version: string | null) => version ?? 'unversioned';

/** Where a map's static content is for a content version (the static content call below). */
export function mapContentRef(version: string | null, map: MapContent['key']) {
  const name = versionName(version);
  return { version: name, map, url: `/api/o1/math_content/maps/${map}?v=${encodeURIComponent(name)}` };
}

/**
 * A map's static content for a content version (GET /api/o1/math_content/maps/{map}?v={version}):
 * `immutable` is true when `version` is the seeded one (the answer never changes, so it is cached
 * for a year); another version is gone (the client asks the map again for the new one).
 * @throws DomainError 404 for an unknown map or a version other than the seeded one.
 */
export async function getMapContent(deps: Deps, version: string, key: MapContent['key']): Promise<{ body: MathMapContent; immutable: boolean }> {
  const current = await readContentVersion(deps.db);
  if (version !== versionName(current)) throw notFound('Content version');
  const found = (await mathContent(deps.db, current)).mapByKey(key);
  if (!found) throw notFound('Map');
  return { body: { version, ...found }, immutable: current !== null };
}

/**
 * Sets the game (spec POST math_game). Here it moves past a level that has no questions
 * (the level-1 start screen): `new_level` must be the current level + 1 and the current level
 * must be a start level.
 * @throws DomainError 422 otherwise.
 */
export async function setMathGame(deps: Deps, student: StudentRow, newLevel: number): Promise<MathGame> {
  await deps.db.transaction(async (tx) => {
    const { game, content } = await lockGame(tx, deps.clock, student.id);
    const level = content.level(game.current_level);
    if (newLevel !== game.current_level + 1 || level.type !== 'start') {
      throw invalid('You can move to the next level once this one is finished.', { new_level: 'You can move to the next level once this one is finished.' });
    }
    await completeLevel(tx, deps, game, student, level.type);
  });
  return getMathGame(deps, student);
}

/**
 * Stores the client's own state of the game (spec PUT math_game/{map}, e.g. which intro step
 * was seen) under `state_data.client`, never touching the server's keys.
 */
export async function setClientState(deps: Deps, student: StudentRow, client: Record<string, unknown>): Promise<MathGame> {
  await deps.db.transaction(async (tx) => {
    await getOrCreateGame(tx, deps.clock, student.id);
    const [game] = await tx.select().from(math_games).where(eq(math_games.student_id, student.id)).for('update');
    await tx
      .update(math_games)
      .set({ state_data: { ...stateOf(game!), client }, updated_at: new Date(deps.clock.nowMs()) })
      .where(eq(math_games.id, game!.id));
  });
  return getMathGame(deps, student);
}

/**
 * Support staff move a student to a level (admin only): earlier levels count as completed,
 * progress starts at 0 and the daily lock is cleared. Billing locks still apply when playing.
 * @throws DomainError 404 when the student does not exist.
 */
export async function adminSetLevel(deps: Deps, studentId: number, level: number) {
  return deps.db.transaction(async (tx) => {
    const [student] = await tx.select({ id: students.id }).from(students).where(eq(students.id, studentId));
    if (!student) throw notFound('Student');
    await getOrCreateGame(tx, deps.clock, studentId);
    const now = new Date(deps.clock.nowMs());
    if (level > 1) {
      await tx
        .insert(student_levels)
        .values(Array.from({ length: level - 1 }, (_, i) => ({ student_id: studentId, level: i + 1, completed_at: now })))
        .onConflictDoNothing();
    }
    const [game] = await tx
      .update(math_games)
      .set({ current_level: level, current_level_at: now, num_problems_correct: 0, num_revealed: 0, current_question_id: null, lock_next_level: false, updated_at: now })
      .where(eq(math_games.student_id, studentId))
      .returning();
    return { student_id: studentId, current_level: game!.current_level };
  });
}
