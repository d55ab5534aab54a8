/**
 * The math game rules on the server (spec part 1 sections 3, 4, 5): which question comes next,
 * judging answers, progress toward a level's goal, level completion and gems.
 * The server is the authority: the client never sees a correct answer before answering.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { math_games, math_lessons, math_levels, math_maps, parents, questions, skills, student_answers, student_levels, student_math_lessons, student_monsters, students, type StudentRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { levelSchema, mapSchema, type LevelContent, type MapContent } from '../../core/content/level-schema';
import type { Deps } from '../env';
import { changeGems, getGems, GEMS_PER_CORRECT_ANSWER, GEMS_PER_LEVEL } from '../gems/gems.service';
import { SUBJECT_IDS, subjectBillingStatus } from '../billing/billing.service';
import { shownOutfitKeys } from '../monster/items.service';
import { conflict, DomainError, invalid, notFound } from '../lib/errors';
import { levelLock, shouldLockNextLevel, type LevelLock } from './level-access';
import {
  allLessonsDone,
  buildSkillGraph,
  chooseAdaptiveGrade,
  chooseNextLesson,
  DEFAULT_BKT,
  gradeRank,
  isMastered,
  isPretestFinished,
  MASTERY_THRESHOLD,
  nextPretestSkill,
  paramsFor,
  parsePretestState,
  pretestResult,
  recordPretestAnswer,
  startPretest,
  updateMastery,
  type PretestState,
} from './mastery';
import { checkAnswer, isComplete } from './bank/check';
import { publicQuestion } from './lessons.service';
import type { AnswerFormPolicy, BankAnswer } from './bank/types';
import type { AnswerBody, AnswerResponse, MapGame, MathGame, PublicQuestion } from './math.contracts';

/**
 * Whether completing `level` earns a pet egg (DECISIONS "Game economy": levels 3, 6, then every
 * 5th level: 11, 16, 21, ...). The pet itself hatches in the pets feature.
 */
export function earnsPet(level: number): boolean {
  return level === 3 || (level >= 6 && (level - 6) % 5 === 0);
}

/** Highest level of the game (spec part 1 section 9). */
export const MAX_LEVEL = 36;

/** Told to the child when an entry can't be read as an answer; nothing is counted. */
export const INVALID_ANSWER_MESSAGE = "Hmm, that doesn't look like an answer I can read. Try again!";

type GameRow = typeof math_games.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

/** Loads and validates one level's content. @throws DomainError 404 when the level is not seeded. */
export async function loadLevel(db: Db | Tx, level: number): Promise<LevelContent> {
  const [row] = await db.select({ data: math_levels.data }).from(math_levels).where(eq(math_levels.level, level));
  if (!row) throw notFound('Level');
  return levelSchema.parse(row.data);
}

async function loadMapOfLevel(db: Db, level: number): Promise<{ map: MapContent; levels: LevelContent[] }> {
  const [lvl] = await db.select({ map_id: math_levels.map_id }).from(math_levels).where(eq(math_levels.level, level));
  if (!lvl) throw notFound('Level');
  const [mapRow] = await db.select({ data: math_maps.data }).from(math_maps).where(eq(math_maps.id, lvl.map_id));
  if (!mapRow) throw notFound('Map');
  const levelRows = await db.select({ data: math_levels.data }).from(math_levels).where(eq(math_levels.map_id, lvl.map_id)).orderBy(asc(math_levels.level));
  return { map: mapSchema.parse(mapRow.data), levels: levelRows.map((r) => levelSchema.parse(r.data)) };
}

/** The student's math game, created on first use (at level 1). */
export async function getOrCreateGame(db: Db | Tx, studentId: number): Promise<GameRow> {
  await db.insert(math_games).values({ student_id: studentId }).onConflictDoNothing();
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

/** Every lesson with its skill, in catalogue order (skills by position, then lessons). */
async function catalogue(db: Db | Tx) {
  return db
    .select({ id: math_lessons.id, grade: skills.grade, skill_id: skills.id, skill_key: skills.key, name: math_lessons.name, answer_form: math_lessons.answer_form })
    .from(math_lessons)
    .innerJoin(skills, eq(math_lessons.skill_id, skills.id))
    .orderBy(asc(skills.position), asc(math_lessons.position));
}
type CatalogueLesson = Awaited<ReturnType<typeof catalogue>>[number];

/**
 * The grade whose lessons a student practises: its own, or the closest lower grade that has
 * lessons (then the lowest) when its grade has none.
 */
function practiceGrade(lessons: CatalogueLesson[], grade: number): number | undefined {
  const grades = [...new Set(lessons.map((r) => r.grade))].sort((a, b) => gradeRank(a) - gradeRank(b));
  return grades.filter((g) => gradeRank(g) <= gradeRank(grade)).at(-1) ?? grades[0];
}

/** The prerequisite graph of the skills up to `grade` (the pretest's placement space). */
function skillGraphUpTo(lessons: CatalogueLesson[], grade: number) {
  const seen = new Set<string>();
  const skillList: { key: string; grade: number }[] = [];
  for (const l of lessons) {
    if (gradeRank(l.grade) > gradeRank(grade) || seen.has(l.skill_key)) continue;
    seen.add(l.skill_key);
    skillList.push({ key: l.skill_key, grade: l.grade });
  }
  return buildSkillGraph(skillList);
}

/** What the game remembers between questions (`map_game.state_data`). */
interface GameStateData {
  pretest?: PretestState;
  /** Skills the pretest placed as mastered (they count as prerequisites met). */
  pretest_mastered?: string[];
  /** pickskill mode: the chosen lesson. */
  lesson_id?: number;
  /** Lessons of the latest questions, oldest first. */
  recent_lessons?: number[];
}

function stateOf(game: GameRow): GameStateData {
  return (game.state_data ?? {});
}

/**
 * Chooses the lesson of the next question by mode (spec part 1 section 4 "Math game modes"):
 * pretest → the placement's next skill; pickskill → the chosen lesson; adaptive → the first
 * lesson not yet mastered (BKT) whose prerequisites are met.
 */
async function chooseLesson(tx: Tx, game: GameRow, student: StudentRow): Promise<{ lesson: CatalogueLesson; state: GameStateData }> {
  const all = await catalogue(tx);
  const grade = practiceGrade(all, student.grade);
  if (grade === undefined) throw new DomainError('internal', 'No math lessons are loaded.', 'internal');
  const state = stateOf(game);
  if (game.learning_mode === 'pickskill' && state.lesson_id) {
    const chosen = all.find((l) => l.id === state.lesson_id);
    if (chosen) return { lesson: chosen, state };
  }
  if (game.learning_mode === 'pretest') {
    const pretest = state.pretest ? parsePretestState(state.pretest) : startPretest(skillGraphUpTo(all, grade), grade);
    const skill = nextPretestSkill(pretest);
    const lesson = skill ? all.find((l) => l.skill_key === skill) : undefined;
    if (lesson) return { lesson, state: { ...state, pretest } };
  }
  const stats = await tx
    .select({ id: student_math_lessons.math_lesson_id, mastery: student_math_lessons.mastery })
    .from(student_math_lessons)
    .where(eq(student_math_lessons.student_id, student.id));
  const mastery = Object.fromEntries(stats.map((s) => [s.id, s.mastery]));
  const placedSkills = state.pretest_mastered ?? [];
  const refsOf = (g: number) => all.filter((l) => l.grade === g).map((l, position) => ({ id: l.id, skillKey: l.skill_key, position }));
  const gradesUpward = [...new Set(all.map((l) => l.grade))].filter((g) => gradeRank(g) >= gradeRank(grade)).sort((a, b) => gradeRank(a) - gradeRank(b));
  const adaptiveGrade = chooseAdaptiveGrade(gradesUpward, (g) => allLessonsDone({ lessons: refsOf(g), mastery, placedSkills }));
  const id = chooseNextLesson({
    lessons: refsOf(adaptiveGrade),
    mastery,
    graph: skillGraphUpTo(all, adaptiveGrade),
    recentLessonIds: state.recent_lessons ?? [],
    placedSkills,
  });
  return { lesson: all.find((l) => l.id === id)!, state };
}

/**
 * Puts the next question to the student and records it as pending. Inside a lesson the student
 * walks the seeded questions in an order offset by its id, so siblings see different sequences.
 */
async function askNextQuestion(tx: Tx, deps: Deps, game: GameRow, student: StudentRow): Promise<{ game: GameRow; question: QuestionRow }> {
  const { lesson, state } = await chooseLesson(tx, game, student);
  const [answered] = await tx
    .select({ n: count() })
    .from(student_answers)
    .where(and(eq(student_answers.student_id, student.id), eq(student_answers.math_lesson_id, lesson.id)));
  const [total] = await tx.select({ n: count() }).from(questions).where(eq(questions.math_lesson_id, lesson.id));
  const n = total?.n ?? 0;
  if (n === 0) throw new DomainError('internal', 'A lesson has no questions.', 'internal');
  const index = ((answered?.n ?? 0) + student.id * 7) % n;
  const [question] = await tx.select().from(questions).where(eq(questions.math_lesson_id, lesson.id)).orderBy(asc(questions.seed)).offset(index).limit(1);
  const [updated] = await tx
    .update(math_games)
    .set({ current_question_id: question!.id, questions_asked: sql`${math_games.questions_asked} + 1`, state_data: state, updated_at: new Date(deps.clock.nowMs()) })
    .where(eq(math_games.id, game.id))
    .returning();
  return { game: updated!, question: question! };
}

/** Updates the lesson's BKT mastery after an answer (spec "Math lesson stats"). Returns the new value. */
async function recordLessonAnswer(tx: Tx, studentId: number, lessonId: number, correct: boolean, question: { question_type: 'BLNK' | 'M'; optionCount: number }) {
  const [row] = await tx
    .select()
    .from(student_math_lessons)
    .where(and(eq(student_math_lessons.student_id, studentId), eq(student_math_lessons.math_lesson_id, lessonId)));
  const params = question.question_type === 'M' ? paramsFor('M', Math.max(2, question.optionCount)) : paramsFor('BLNK');
  const mastery = updateMastery(row?.mastery ?? DEFAULT_BKT.pInit, correct, params);
  const mastery_algo = isMastered(mastery) ? 'mastered' : (row?.mastery_algo ?? null);
  if (row) {
    await tx
      .update(student_math_lessons)
      .set({ mastery, mastery_algo, num_answered: row.num_answered + 1, num_correct: row.num_correct + (correct ? 1 : 0), updated_at: sql`now()` })
      .where(eq(student_math_lessons.id, row.id));
  } else {
    await tx.insert(student_math_lessons).values({ student_id: studentId, math_lesson_id: lessonId, mastery, mastery_algo, num_answered: 1, num_correct: correct ? 1 : 0 });
  }
  return mastery;
}

/** Marks the lessons of the skills the pretest placed as mastered (`mastery_algo` 'pretest'). */
async function applyPretest(tx: Tx, studentId: number, masteredSkills: string[]) {
  if (masteredSkills.length === 0) return;
  const lessons = (await catalogue(tx)).filter((l) => masteredSkills.includes(l.skill_key));
  for (const l of lessons) {
    await tx
      .insert(student_math_lessons)
      .values({ student_id: studentId, math_lesson_id: l.id, mastery: MASTERY_THRESHOLD, mastery_algo: 'pretest' })
      .onConflictDoUpdate({
        target: [student_math_lessons.student_id, student_math_lessons.math_lesson_id],
        set: { mastery: sql`greatest(${student_math_lessons.mastery}, ${MASTERY_THRESHOLD})`, mastery_algo: sql`coalesce(${student_math_lessons.mastery_algo}, 'pretest')` },
      });
  }
}

/** The public view of a question put to `studentId`, with whether its lesson's intro was seen. */
async function toPublicQuestion(db: Db | Tx, q: QuestionRow, studentId: number): Promise<PublicQuestion> {
  const [lesson] = await db
    .select({ id: math_lessons.id, grade: math_lessons.grade, skill_id: math_lessons.skill_id, name: math_lessons.name })
    .from(math_lessons)
    .where(eq(math_lessons.id, q.math_lesson_id));
  const [stats] = await db
    .select({ watched: student_math_lessons.lesson_intro_watched, algo: student_math_lessons.mastery_algo })
    .from(student_math_lessons)
    .where(and(eq(student_math_lessons.student_id, studentId), eq(student_math_lessons.math_lesson_id, q.math_lesson_id)));
  // A lesson the child already masters (or was placed in by the pretest) needs no intro.
  return { ...publicQuestion(q, lesson!), lesson_intro_watched: (stats?.watched ?? false) || stats?.algo != null };
}

async function parentOptions(db: Db | Tx, parentId: number) {
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
const isQuestionLevel = (level: LevelContent) => level.type === 'sprite';

/**
 * The student's game with its current question (spec GET math_game/{map}); puts a question to
 * the student when its level is a question level and none is pending.
 * `setup.lesson_id` switches to pickskill mode on that lesson; `setup.learning_mode: 'adaptive'`
 * leaves pickskill (back to pretest when the pretest is not finished).
 * @throws DomainError 404 for an unknown lesson id.
 */
export async function getMathGame(deps: Deps, student: StudentRow, setup: GameSetup = {}): Promise<MathGame> {
  return deps.db.transaction(async (tx) => {
    await getOrCreateGame(tx, student.id);
    const [game] = await tx.select().from(math_games).where(eq(math_games.student_id, student.id)).for('update');
    let current = await applySetup(tx, game!, setup);
    const level = await loadLevel(tx, current.current_level);
    const locked = await currentLock(tx, deps, student, current);
    let question: QuestionRow | null = null;
    if (locked) {
      question = null;
    } else if (current.current_question_id) {
      [question = null] = await tx.select().from(questions).where(eq(questions.id, current.current_question_id));
    } else if (isQuestionLevel(level)) {
      ({ game: current, question } = await askNextQuestion(tx, deps, current, student));
    }
    return {
      learning_mode: { learning_mode: current.learning_mode, pretest: { completed_at: current.pretest_completed_at?.toISOString() ?? null } },
      map_game: toMapGame(current, level, await lastAnswerAt(tx, current.id)),
      question: question ? await toPublicQuestion(tx, question, student.id) : null,
      prev_question_correct: null,
      incentives: { gems: await getGems(tx, student.id) },
      locked,
    };
  });
}

/** Setup parameters of GET math_game (spec part 1 section 3 "Setup parameters"). */
export interface GameSetup {
  lesson_id?: number | undefined;
  learning_mode?: 'adaptive' | undefined;
}

/**
 * Applies the setup parameters: a lesson id switches to pickskill on it; learning_mode
 * 'adaptive' leaves pickskill. A pending question is dropped so the next one follows the new mode.
 */
async function applySetup(tx: Tx, game: GameRow, setup: GameSetup): Promise<GameRow> {
  const state = stateOf(game);
  if (setup.lesson_id !== undefined) {
    const [lesson] = await tx.select({ id: math_lessons.id }).from(math_lessons).where(eq(math_lessons.id, setup.lesson_id));
    if (!lesson) throw notFound('Lesson');
    if (game.learning_mode === 'pickskill' && state.lesson_id === lesson.id) return game;
    const [updated] = await tx
      .update(math_games)
      .set({ learning_mode: 'pickskill', state_data: { ...state, lesson_id: lesson.id }, current_question_id: null })
      .where(eq(math_games.id, game.id))
      .returning();
    return updated!;
  }
  if (setup.learning_mode === 'adaptive' && game.learning_mode === 'pickskill') {
    const { lesson_id: _dropped, ...rest } = state;
    const [updated] = await tx
      .update(math_games)
      .set({ learning_mode: game.pretest_completed_at ? 'adaptive' : 'pretest', state_data: rest, current_question_id: null })
      .where(eq(math_games.id, game.id))
      .returning();
    return updated!;
  }
  return game;
}

/** The map of the student's current level with all its levels, progress and gems (spec GET math_game/map). */
export async function getMathMap(deps: Deps, student: StudentRow) {
  const game = await getOrCreateGame(deps.db, student.id);
  const { map, levels } = await loadMapOfLevel(deps.db, game.current_level);
  const level = levels.find((l) => l.level === game.current_level) ?? (await loadLevel(deps.db, game.current_level));
  const [monster] = await deps.db.select().from(student_monsters).where(eq(student_monsters.student_id, student.id));
  const completed = await deps.db.select({ level: student_levels.level }).from(student_levels).where(eq(student_levels.student_id, student.id)).orderBy(asc(student_levels.level));
  return {
    map,
    levels,
    completed_levels: completed.map((r) => r.level),
    student_monster: monster
      ? { body: monster.body_id, color: monster.color_id, eyes: monster.eyes_id, headpart: monster.headpart_id, mouth: monster.mouth_id, pattern: monster.pattern_id }
      : null,
    monster_outfits: await shownOutfitKeys(deps.db, student.id, SUBJECT_IDS.math),
    map_game: toMapGame(game, level, await lastAnswerAt(deps.db, game.id)),
    incentives: { gems: await getGems(deps.db, student.id) },
    locked: await currentLock(deps.db, deps, student, game),
    flags: { app_max_level: deps.config.appMaxLevel, app_play_background_music: deps.config.appPlayBackgroundMusic },
  };
}

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

/**
 * Judges an answer to the pending question and advances the game (spec POST
 * math_game/{game}/questions/{q}/student_answers). One transaction: the answer row, progress,
 * gems and the next question change together or not at all.
 * @throws DomainError 409 when `q` is not the pending question (already answered), 422 when the
 *   answer is incomplete, 404 when the game id is not the student's game.
 */
export async function submitAnswer(deps: Deps, student: StudentRow, gameParam: string, questionId: number, body: AnswerBody): Promise<AnswerResponse> {
  return deps.db.transaction(async (tx) => {
    await getOrCreateGame(tx, student.id);
    const [game] = await tx.select().from(math_games).where(eq(math_games.student_id, student.id)).for('update');
    if (!game || (gameParam !== '-' && Number(gameParam) !== game.id)) throw notFound('Math game');
    const locked = await currentLock(tx, deps, student, game);
    if (locked) throw new DomainError('locked', lockMessage(locked), 'level_locked');
    if (game.current_question_id !== questionId) {
      throw conflict('This question was already answered. Here is the next one!');
    }
    const [question] = await tx.select().from(questions).where(eq(questions.id, questionId));
    if (!question) throw notFound('Question');
    const level = await loadLevel(tx, game.current_level);
    const [lesson] = await tx.select({ answer_form: math_lessons.answer_form }).from(math_lessons).where(eq(math_lessons.id, question.math_lesson_id));
    const bankQuestion = { question_type: question.question_type, text: question.text, answers: question.answers as BankAnswer[], correct_answer: question.correct_answer as string[] };
    const submitted = { answer_id: body.answer.answer_id ?? null, answer_data: body.answer.answer_data?.map((s) => s.trim()) ?? null };
    const dontKnow = body.answer.dont_know === true;

    if (!dontKnow && !isComplete(bankQuestion, submitted)) throw invalid('Please answer the question before checking.');
    const verdict = dontKnow ? 'incorrect' : checkAnswer(bankQuestion, submitted, lesson!.answer_form as AnswerFormPolicy);
    if (verdict === 'invalid') {
      return {
        result: 'invalid',
        message: INVALID_ANSWER_MESSAGE,
        prev_question_correct: null,
        prev_answer: null,
        question: await toPublicQuestion(tx, question, student.id),
        map_game: toMapGame(game, level, await lastAnswerAt(tx, game.id)),
        incentives: { gems: await getGems(tx, student.id), earned: 0 },
        level_completed: null,
        pretest_completed: null,
        learning_mode: game.learning_mode,
      };
    }
    const correct = verdict === 'correct';
    const now = new Date(deps.clock.nowMs());
    await tx.insert(student_answers).values({
      student_id: student.id,
      math_game_id: game.id,
      question_id: question.id,
      math_lesson_id: question.math_lesson_id,
      level: game.current_level,
      answer_id: submitted.answer_id,
      answer_data: submitted.answer_data,
      dont_know: dontKnow,
      correct,
      created_at: now,
    });

    const [lessonRow] = await tx.select({ skill_key: skills.key }).from(math_lessons).innerJoin(skills, eq(skills.id, math_lessons.skill_id)).where(eq(math_lessons.id, question.math_lesson_id));
    await recordLessonAnswer(tx, student.id, question.math_lesson_id, correct, { question_type: question.question_type, optionCount: bankQuestion.answers.length });
    const pretest = await recordPretestStep(tx, deps, game, lessonRow!.skill_key, correct);
    const state = stateOf(pretest.game);
    const recent = [...(state.recent_lessons ?? []), question.math_lesson_id].slice(-8);
    await tx.update(math_games).set({ state_data: { ...state, recent_lessons: recent } }).where(eq(math_games.id, game.id));

    let progress = game.num_problems_correct;
    let earned = 0;
    if (correct) {
      progress += 1;
      earned += GEMS_PER_CORRECT_ANSWER;
    } else if (level.rule === 'minus') {
      progress = Math.max(0, progress - 1);
    }
    let [current] = (await tx
      .update(math_games)
      .set({ num_problems_correct: progress, num_revealed: Math.max(game.num_revealed, progress), current_question_id: null, updated_at: now })
      .where(eq(math_games.id, game.id))
      .returning()) as [GameRow];

    let levelCompleted: AnswerResponse['level_completed'] = null;
    if (progress >= level.goal) {
      current = await completeLevel(tx, deps, current, student, level.type);
      earned += GEMS_PER_LEVEL;
      levelCompleted = { level: game.current_level, gems_earned: GEMS_PER_LEVEL, next_level: current.current_level, earned_pet: earnsPet(game.current_level) };
    }
    const gems = earned > 0 ? await changeGems(tx, student.id, earned, levelCompleted ? `math level ${levelCompleted.level}` : 'math answer') : await getGems(tx, student.id);

    let next: QuestionRow | null = null;
    const nextLevel = levelCompleted ? await loadLevel(tx, current.current_level) : level;
    if (!levelCompleted && isQuestionLevel(level)) {
      ({ game: current, question: next } = await askNextQuestion(tx, deps, current, student));
    }
    return {
      result: dontKnow ? 'dont_know' : correct ? 'correct' : 'incorrect',
      message: null,
      prev_question_correct: correct,
      prev_answer: { correct_answer: bankQuestion.correct_answer, explanation: question.explanation },
      question: next ? await toPublicQuestion(tx, next, student.id) : null,
      map_game: toMapGame(current, nextLevel, now),
      incentives: { gems, earned },
      level_completed: levelCompleted,
      pretest_completed: pretest.completed,
      learning_mode: current.learning_mode,
    };
  });
}

/**
 * In pretest mode, records the answer in the placement and counts it
 * (`num_problems_pretest_and_correct` / `_minus`); when the placement is done, marks the placed
 * lessons mastered (`mastery_algo` 'pretest') and switches the game to adaptive.
 */
async function recordPretestStep(tx: Tx, deps: Deps, game: GameRow, skillKey: string, correct: boolean): Promise<{ game: GameRow; completed: AnswerResponse['pretest_completed'] }> {
  const state = stateOf(game);
  if (game.learning_mode !== 'pretest' || !state.pretest) return { game, completed: null };
  let pretest = parsePretestState(state.pretest);
  if (nextPretestSkill(pretest) !== skillKey) return { game, completed: null };
  pretest = recordPretestAnswer(pretest, skillKey, correct);
  const counters = correct
    ? { num_problems_pretest_and_correct: game.num_problems_pretest_and_correct + 1 }
    : { num_problems_pretest_and_minus: game.num_problems_pretest_and_minus + 1 };
  if (!isPretestFinished(pretest)) {
    const [updated] = await tx.update(math_games).set({ ...counters, state_data: { ...state, pretest } }).where(eq(math_games.id, game.id)).returning();
    return { game: updated!, completed: null };
  }
  const result = pretestResult(pretest);
  await applyPretest(tx, game.student_id, result.masteredSkills);
  const [updated] = await tx
    .update(math_games)
    .set({ ...counters, learning_mode: 'adaptive', pretest_completed_at: new Date(deps.clock.nowMs()), state_data: { ...state, pretest, pretest_mastered: result.masteredSkills } })
    .where(eq(math_games.id, game.id))
    .returning();
  return { game: updated!, completed: { questions: result.questionsAsked, correct: result.correct, mastered_skills: result.masteredSkills.length } };
}

/**
 * Sets the game (spec POST math_game). Here it moves past a level that has no questions
 * (the level-1 start screen): `new_level` must be the current level + 1 and the current level
 * must be a start level.
 * @throws DomainError 422 otherwise.
 */
export async function setMathGame(deps: Deps, student: StudentRow, newLevel: number): Promise<MathGame> {
  await deps.db.transaction(async (tx) => {
    await getOrCreateGame(tx, student.id);
    const [game] = await tx.select().from(math_games).where(eq(math_games.student_id, student.id)).for('update');
    const level = await loadLevel(tx, game!.current_level);
    if (newLevel !== game!.current_level + 1 || level.type !== 'start') {
      throw invalid('You can move to the next level once this one is finished.', { new_level: 'You can move to the next level once this one is finished.' });
    }
    await completeLevel(tx, deps, game!, student, level.type);
  });
  return getMathGame(deps, student);
}

/**
 * Stores the client's own state of the game (spec PUT math_game/{map}, e.g. which intro step
 * was seen) under `state_data.client`, never touching the server's keys.
 */
export async function setClientState(deps: Deps, student: StudentRow, client: Record<string, unknown>): Promise<MathGame> {
  await deps.db.transaction(async (tx) => {
    await getOrCreateGame(tx, student.id);
    const [game] = await tx.select().from(math_games).where(eq(math_games.student_id, student.id)).for('update');
    await tx
      .update(math_games)
      .set({ state_data: { ...stateOf(game!), client } })
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
    await getOrCreateGame(tx, studentId);
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
