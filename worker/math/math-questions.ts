/**
 * Which question the math map asks next, and what an answer teaches the game (spec part 1
 * section 4 "Math game modes"): the lesson by mode (pretest placement, pickskill, adaptive BKT
 * mastery), the lesson stats after an answer, and the pretest's steps.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { math_games, questions, student_answers, student_math_lessons, type StudentRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Deps } from '../env';
import { DomainError } from '../lib/errors';
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
import { publicQuestion } from './lessons.service';
import type { GameRow } from './math-game';
import type { CatalogueLesson, MathContent } from './math-content';
import type { AnswerResponse, PublicQuestion } from './math.contracts';

export type QuestionRow = typeof questions.$inferSelect;

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
export interface GameStateData {
  pretest?: PretestState;
  /** Skills the pretest placed as mastered (they count as prerequisites met). */
  pretest_mastered?: string[];
  /** pickskill mode: the chosen lesson. */
  lesson_id?: number;
  /** Lessons of the latest questions, oldest first. */
  recent_lessons?: number[];
}

export function stateOf(game: GameRow): GameStateData {
  return (game.state_data ?? {});
}

/**
 * Chooses the lesson of the next question by mode (spec part 1 section 4 "Math game modes"):
 * pretest → the placement's next skill; pickskill → the chosen lesson; adaptive → the first
 * lesson not yet mastered (BKT) whose prerequisites are met.
 */
async function chooseLesson(tx: Tx, content: MathContent, game: GameRow, student: StudentRow): Promise<{ lesson: CatalogueLesson; state: GameStateData }> {
  const all = content.catalogue;
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
export async function askNextQuestion(tx: Tx, deps: Deps, content: MathContent, game: GameRow, student: StudentRow): Promise<{ game: GameRow; question: QuestionRow }> {
  const { lesson, state } = await chooseLesson(tx, content, game, student);
  const n = lesson.questions;
  if (n === 0) throw new DomainError('internal', 'A lesson has no questions.', 'internal');
  // One round trip: the student's answers in the lesson pick the offset inside the same statement.
  const answered = tx
    .select({ n: count() })
    .from(student_answers)
    .where(and(eq(student_answers.student_id, student.id), eq(student_answers.math_lesson_id, lesson.id)));
  const [question] = await tx
    .select()
    .from(questions)
    .where(eq(questions.math_lesson_id, lesson.id))
    .orderBy(asc(questions.seed))
    // PostgreSQL takes an expression in OFFSET and drizzle renders an SQL value there; only its type says number.
    .offset(sql`((${answered}) + ${student.id * 7}) % ${n}` as unknown as number)
    .limit(1);
  const [updated] = await tx
    .update(math_games)
    .set({ current_question_id: question!.id, questions_asked: sql`${math_games.questions_asked} + 1`, state_data: state, updated_at: new Date(deps.clock.nowMs()) })
    .where(eq(math_games.id, game.id))
    .returning();
  return { game: updated!, question: question! };
}

/** Updates the lesson's BKT mastery after an answer (spec "Math lesson stats"). Returns the new value. */
export async function recordLessonAnswer(tx: Tx, studentId: number, lessonId: number, correct: boolean, question: { question_type: 'BLNK' | 'M'; optionCount: number }, at: Date) {
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
      .set({ mastery, mastery_algo, num_answered: row.num_answered + 1, num_correct: row.num_correct + (correct ? 1 : 0), updated_at: at })
      .where(eq(student_math_lessons.id, row.id));
  } else {
    await tx.insert(student_math_lessons).values({ student_id: studentId, math_lesson_id: lessonId, mastery, mastery_algo, num_answered: 1, num_correct: correct ? 1 : 0, created_at: at, updated_at: at });
  }
  return mastery;
}

/** Marks the lessons of the skills the pretest placed as mastered (`mastery_algo` 'pretest'). */
async function applyPretest(tx: Tx, content: MathContent, studentId: number, masteredSkills: string[], at: Date) {
  if (masteredSkills.length === 0) return;
  const lessons = content.catalogue.filter((l) => masteredSkills.includes(l.skill_key));
  for (const l of lessons) {
    await tx
      .insert(student_math_lessons)
      .values({ student_id: studentId, math_lesson_id: l.id, mastery: MASTERY_THRESHOLD, mastery_algo: 'pretest', created_at: at, updated_at: at })
      .onConflictDoUpdate({
        target: [student_math_lessons.student_id, student_math_lessons.math_lesson_id],
        set: { mastery: sql`greatest(${student_math_lessons.mastery}, ${MASTERY_THRESHOLD})`, mastery_algo: sql`coalesce(${student_math_lessons.mastery_algo}, 'pretest')`, updated_at: at },
      });
  }
}

/** The public view of a question put to `studentId`, with whether its lesson's intro was seen. */
export async function toPublicQuestion(db: Db | Tx, content: MathContent, q: QuestionRow, studentId: number): Promise<PublicQuestion> {
  const lesson = content.lesson(q.math_lesson_id);
  const [stats] = await db
    .select({ watched: student_math_lessons.lesson_intro_watched, algo: student_math_lessons.mastery_algo })
    .from(student_math_lessons)
    .where(and(eq(student_math_lessons.student_id, studentId), eq(student_math_lessons.math_lesson_id, q.math_lesson_id)));
  // A lesson the child already masters (or was placed in by the pretest) needs no intro.
  if (!lesson) throw new DomainError('internal', 'A question names an unknown lesson.', 'internal');
  return { ...publicQuestion(q, { id: lesson.id, grade: lesson.lesson_grade, skill_id: lesson.skill_id, name: lesson.name }), lesson_intro_watched: (stats?.watched ?? false) || stats?.algo != null };
}

/**
 * In pretest mode, records the answer in the placement and counts it
 * (`num_problems_pretest_and_correct` / `_minus`); when the placement is done, marks the placed
 * lessons mastered (`mastery_algo` 'pretest') and switches the game to adaptive. The game row
 * is not written here: the returned `patch` (empty outside the pretest) goes into the caller's one
 * UPDATE of the answer (issue 21: fewer round trips); `game` is the row as it will be.
 */
export async function recordPretestStep(
  tx: Tx,
  deps: Deps,
  content: MathContent,
  game: GameRow,
  skillKey: string,
  correct: boolean,
): Promise<{ game: GameRow; patch: Partial<GameRow>; completed: AnswerResponse['pretest_completed'] }> {
  const state = stateOf(game);
  if (game.learning_mode !== 'pretest' || !state.pretest) return { game, patch: {}, completed: null };
  let pretest = parsePretestState(state.pretest);
  if (nextPretestSkill(pretest) !== skillKey) return { game, patch: {}, completed: null };
  pretest = recordPretestAnswer(pretest, skillKey, correct);
  const now = new Date(deps.clock.nowMs());
  const counters = correct
    ? { num_problems_pretest_and_correct: game.num_problems_pretest_and_correct + 1 }
    : { num_problems_pretest_and_minus: game.num_problems_pretest_and_minus + 1 };
  if (!isPretestFinished(pretest)) {
    const patch = { ...counters, state_data: { ...state, pretest }, updated_at: now };
    return { game: { ...game, ...patch }, patch, completed: null };
  }
  const result = pretestResult(pretest);
  await applyPretest(tx, content, game.student_id, result.masteredSkills, now);
  const patch = { ...counters, learning_mode: 'adaptive' as const, pretest_completed_at: now, updated_at: now, state_data: { ...state, pretest, pretest_mastered: result.masteredSkills } };
  return { game: { ...game, ...patch }, patch, completed: { questions: result.questionsAsked, correct: result.correct, mastered_skills: result.masteredSkills.length } };
}
