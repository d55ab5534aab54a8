/**
 * Read models of the math catalogue and of a student's learning (spec part 1 section 7 "Math"):
 * skills, lessons, their questions, a student's answers, lesson stats, recent stats, the pretest.
 */
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { math_games, math_lessons, questions, skills, student_answers, student_levels, student_math_lessons, type StudentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock, Deps } from '../env';
import { notFound } from '../lib/errors';
import { findLesson } from './bank';
import type { BankAnswer } from './bank/types';
import { calendarDate, lastDays } from '../../core/calendar';
import { DEFAULT_BKT, parsePlacementState, placementResult } from './mastery';
import { countBlanks } from '../../core/answers/number';
import type { PublicQuestion } from './math.contracts';

/** Seed of the learn overlay's worked example: beyond the seeded range, so it is never asked. */
export const INTRO_EXAMPLE_SEED = 1000;

export async function listSkills(db: Db, grade?: number) {
  const rows = await db.select({ id: skills.id, key: skills.key, grade: skills.grade, name: skills.name, standard: skills.standard }).from(skills).orderBy(asc(skills.position));
  return grade === undefined ? rows : rows.filter((s) => s.grade === grade);
}

export async function listLessonsOfSkill(db: Db, skillId: number) {
  const [skill] = await db.select({ id: skills.id }).from(skills).where(eq(skills.id, skillId));
  if (!skill) throw notFound('Skill');
  return db
    .select({ id: math_lessons.id, key: math_lessons.key, name: math_lessons.name, grade: math_lessons.grade, skill_id: math_lessons.skill_id })
    .from(math_lessons)
    .where(eq(math_lessons.skill_id, skillId))
    .orderBy(asc(math_lessons.position));
}

/** A lesson with its skill, answer-form policy and a worked example. @throws DomainError 404. */
export async function lessonDetail(db: Db, lessonId: number) {
  const [row] = await db
    .select({ lesson: math_lessons, skill: { id: skills.id, key: skills.key, grade: skills.grade, name: skills.name, standard: skills.standard } })
    .from(math_lessons)
    .innerJoin(skills, eq(skills.id, math_lessons.skill_id))
    .where(eq(math_lessons.id, lessonId));
  if (!row) throw notFound('Lesson');
  const def = findLesson(row.lesson.key);
  const example = def?.generate(INTRO_EXAMPLE_SEED);
  return {
    id: row.lesson.id,
    key: row.lesson.key,
    name: row.lesson.name,
    grade: row.lesson.grade,
    skill_id: row.lesson.skill_id,
    skill: row.skill,
    answer_form: row.lesson.answer_form as { answerForms: string[]; simplify: string },
    intro: example
      ? { text: example.text, answer: example.correct_answer, explanation: example.explanation, figure: example.figure ? { svg: example.figure.svg, alt: example.figure.alt } : null }
      : { text: row.lesson.name, answer: [], explanation: '', figure: null },
  };
}

type QuestionRow = typeof questions.$inferSelect;

/** The lesson of a public question: its head, and its step-by-step hint (issue 18; none when absent). */
export interface PublicQuestionLesson {
  id: number;
  grade: number;
  skill_id: number;
  name: string;
  hints?: readonly string[] | undefined;
}

/**
 * A question as the client may see it before answering (no correctness data), with its figure
 * (the SVG picture and its alt text) and its lesson's hint steps: neither tells the answer.
 */
export function publicQuestion(q: QuestionRow, lesson: PublicQuestionLesson): PublicQuestion {
  const answers = q.answers as BankAnswer[];
  const figure = q.figure;
  return {
    id: q.id,
    question_type: q.question_type,
    text: q.text,
    answers: q.question_type === 'M' ? answers.map((a) => ({ id: a.id, answer_text: a.answer_text })) : [],
    num_blanks: q.question_type === 'BLNK' ? countBlanks(q.text) : 0,
    math_lesson: { id: lesson.id, grade: lesson.grade, skill_id: lesson.skill_id, name: lesson.name },
    figure: figure ? { svg: figure.svg, alt: figure.alt } : null,
    hints: [...(lesson.hints ?? [])],
  };
}

async function lessonHead(db: Db, lessonId: number) {
  const [lesson] = await db
    .select({ id: math_lessons.id, grade: math_lessons.grade, skill_id: math_lessons.skill_id, name: math_lessons.name, hints: math_lessons.hints })
    .from(math_lessons)
    .where(eq(math_lessons.id, lessonId));
  if (!lesson) throw notFound('Lesson');
  return lesson;
}

export async function lessonQuestions(db: Db, lessonId: number) {
  const lesson = await lessonHead(db, lessonId);
  const rows = await db.select().from(questions).where(eq(questions.math_lesson_id, lessonId)).orderBy(asc(questions.seed));
  return rows.map((q) => publicQuestion(q, lesson));
}

/** Correct answers of a lesson's questions (admins only: see the route). */
export async function lessonCorrectAnswers(db: Db, lessonId: number) {
  await lessonHead(db, lessonId);
  const rows = await db.select().from(questions).where(eq(questions.math_lesson_id, lessonId)).orderBy(asc(questions.seed));
  return rows.map((q) => ({ question_id: q.id, correct_answer: q.correct_answer as string[], explanation: q.explanation }));
}

/** One question, public view; with `lessonId`, it must belong to that lesson. @throws DomainError 404. */
export async function questionById(db: Db, questionId: number, lessonId?: number) {
  const [q] = await db.select().from(questions).where(eq(questions.id, questionId));
  if (!q || (lessonId !== undefined && q.math_lesson_id !== lessonId)) throw notFound('Question');
  return publicQuestion(q, await lessonHead(db, q.math_lesson_id));
}

export async function studentAnswers(db: Db, studentId: number, lessonId?: number) {
  const rows = await db
    .select()
    .from(student_answers)
    .where(lessonId === undefined ? eq(student_answers.student_id, studentId) : and(eq(student_answers.student_id, studentId), eq(student_answers.math_lesson_id, lessonId)))
    .orderBy(desc(student_answers.id))
    .limit(500);
  return rows.map((a) => ({
    id: a.id,
    question_id: a.question_id,
    math_lesson_id: a.math_lesson_id,
    level: a.level,
    answer_id: a.answer_id,
    answer_data: (a.answer_data as string[] | null) ?? null,
    dont_know: a.dont_know,
    correct: a.correct,
    created_at: a.created_at.toISOString(),
  }));
}

/** The lessons of the student's grade with its stats (defaults when never practised). */
export async function lessonsWithStudent(db: Db, student: StudentRow) {
  const lessons = await db
    .select({ id: math_lessons.id, key: math_lessons.key, name: math_lessons.name, grade: math_lessons.grade, skill_id: math_lessons.skill_id, skill_key: skills.key })
    .from(math_lessons)
    .innerJoin(skills, eq(skills.id, math_lessons.skill_id))
    .where(eq(skills.grade, student.grade))
    .orderBy(asc(skills.position), asc(math_lessons.position));
  const ids = lessons.map((l) => l.id);
  const stats = ids.length
    ? await db.select().from(student_math_lessons).where(and(eq(student_math_lessons.student_id, student.id), inArray(student_math_lessons.math_lesson_id, ids)))
    : [];
  const byLesson = new Map(stats.map((s) => [s.math_lesson_id, s]));
  return lessons.map((l) => {
    const s = byLesson.get(l.id);
    return {
      ...l,
      stats: {
        mastery: s?.mastery ?? DEFAULT_BKT.pInit,
        mastery_algo: s?.mastery_algo ?? null,
        lesson_intro_watched: s?.lesson_intro_watched ?? false,
        num_answered: s?.num_answered ?? 0,
        num_correct: s?.num_correct ?? 0,
      },
    };
  });
}

/**
 * Answers per calendar day (student's time zone) over the last 7 days, today included, and the
 * levels completed on those days. Days step by calendar date, so a daylight-saving change neither
 * skips nor repeats a day.
 */
export async function recentStats(deps: Deps, student: StudentRow) {
  const now = deps.clock.nowMs();
  const dates = lastDays(now, student.timezone, 7);
  // A superset of the 7 days in any zone (offsets are within ±14 h, days 23 to 25 h); rows are then kept by calendar date.
  const since = new Date(now - 8 * 24 * 3600 * 1000);
  const answers = await deps.db
    .select({ created_at: student_answers.created_at, correct: student_answers.correct })
    .from(student_answers)
    .where(and(eq(student_answers.student_id, student.id), gte(student_answers.created_at, since)));
  const days = new Map(dates.map((d) => [d, { answered: 0, correct: 0 }]));
  for (const a of answers) {
    const d = days.get(calendarDate(a.created_at.getTime(), student.timezone));
    if (!d) continue;
    d.answered += 1;
    if (a.correct) d.correct += 1;
  }
  const completed = await deps.db
    .select({ completed_at: student_levels.completed_at })
    .from(student_levels)
    .where(and(eq(student_levels.student_id, student.id), gte(student_levels.completed_at, since)));
  const levels = completed.filter((l) => days.has(calendarDate(l.completed_at.getTime(), student.timezone))).length;
  return { days: [...days].map(([date, v]) => ({ date, ...v })), levels_completed: levels };
}

/** The pretest's state and outcome (spec GET math_pretest). */
export async function mathPretest(db: Db, studentId: number) {
  const [game] = await db.select().from(math_games).where(eq(math_games.student_id, studentId));
  const state = (game?.state_data ?? {}) as { pretest?: unknown };
  const placement = state.pretest ? parsePlacementState(state.pretest) : null;
  const result = placement ? placementResult(placement) : null;
  return {
    learning_mode: game?.learning_mode ?? 'pretest',
    completed_at: game?.pretest_completed_at?.toISOString() ?? null,
    questions: result?.questionsAsked ?? 0,
    correct: result?.correct ?? 0,
    minus: result?.minus ?? 0,
    mastered_skills: result?.placedSkills ?? [],
    frontier_skills: result?.frontierSkill ? [result.frontierSkill] : [],
  };
}

/**
 * Marks a lesson's intro (learn overlay) watched (spec "lesson_intro_watched"). A new stats row is
 * stamped by `clock`; an existing one keeps its updated_at (the pet game picks lessons by it).
 * @throws DomainError 404.
 */
export async function markLessonIntroWatched(db: Db, clock: Clock, studentId: number, lessonId: number) {
  await lessonHead(db, lessonId);
  const now = new Date(clock.nowMs());
  await db
    .insert(student_math_lessons)
    .values({ student_id: studentId, math_lesson_id: lessonId, mastery: DEFAULT_BKT.pInit, lesson_intro_watched: true, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: [student_math_lessons.student_id, student_math_lessons.math_lesson_id], set: { lesson_intro_watched: true } });
  const [row] = await db.select().from(student_math_lessons).where(and(eq(student_math_lessons.student_id, studentId), eq(student_math_lessons.math_lesson_id, lessonId)));
  return { mastery: row!.mastery, mastery_algo: row!.mastery_algo, lesson_intro_watched: row!.lesson_intro_watched, num_answered: row!.num_answered, num_correct: row!.num_correct };
}
