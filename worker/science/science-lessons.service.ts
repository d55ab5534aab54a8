/**
 * A child's way through a science lesson (issue 16 contract "The API" 4-6; spec part 2 section 4
 * "Science": a lesson is started, watched, or completed with a star; timestamps are set only if
 * empty; star_earned never reverts). Every call on a lesson beyond what the science billing status
 * opens answers 403 `subject_locked`. Each call works on the student's lesson row locked for its
 * transaction (created on first use), so simultaneous starts keep one `started_at` and a double
 * tap on an answer pays its gem once.
 *
 * The star (docs/decisions.md "Science lessons"): the film watched to its end (`completed_at`) and
 * every question of the lesson answered right at least once, checked by the complete and the
 * answer calls. Earning it earns the topic's badge when every lesson of the topic has its star:
 * the student's badge row is created with the default items (the first of each kind).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { defaultBadgeItem } from '../../core/science/badge-items';
import {
  science_badges,
  student_science_badges,
  student_video_lesson_answers,
  student_video_lessons,
  video_lesson_questions,
  video_lessons,
  type StudentRow,
  type StudentVideoLessonRow,
  type VideoLessonRow,
} from '../../db/schema';
import type { Tx } from '../../db/types';
import type { Deps } from '../env';
import { earnGems, GEMS_PER_CORRECT_ANSWER, getGems } from '../gems/gems.service';
import { DomainError, invalid } from '../lib/errors';
import { assertLessonOpen } from './science-access';
import type { ScienceAnswerResponse, StudentVideoLesson } from './science.contracts';
import { loadLesson, studentVideoLessonOf } from './science-map.service';

/** The student's row of a lesson, created (not started) when missing, locked for this transaction. */
export async function lockLessonRow(tx: Tx, deps: Deps, studentId: number, lessonId: number): Promise<StudentVideoLessonRow> {
  const now = new Date(deps.clock.nowMs());
  await tx.insert(student_video_lessons).values({ student_id: studentId, video_lesson_id: lessonId, created_at: now, updated_at: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(student_video_lessons)
    .where(and(eq(student_video_lessons.student_id, studentId), eq(student_video_lessons.video_lesson_id, lessonId)))
    .for('update');
  return row!;
}

/** Sets the empty ones of `started_at` / `completed_at` to now (never a set one); the row unchanged when nothing is empty. */
async function stamp(tx: Tx, deps: Deps, row: StudentVideoLessonRow, fields: ('started_at' | 'completed_at')[]): Promise<StudentVideoLessonRow> {
  const now = new Date(deps.clock.nowMs());
  const set: Partial<Record<'started_at' | 'completed_at', Date>> = {};
  for (const f of fields) if (!row[f]) set[f] = now;
  if (!Object.keys(set).length) return row;
  const [updated] = await tx
    .update(student_video_lessons)
    .set({ ...set, updated_at: now })
    .where(eq(student_video_lessons.id, row.id))
    .returning();
  return updated!;
}

/** Creates the student's badge of the lesson's topic (default items) when every lesson of the topic has its star. */
async function earnTopicBadge(tx: Tx, deps: Deps, studentId: number, topicId: number): Promise<void> {
  const [open] = await tx
    .select({ n: count() })
    .from(video_lessons)
    .leftJoin(student_video_lessons, and(eq(student_video_lessons.video_lesson_id, video_lessons.id), eq(student_video_lessons.student_id, studentId)))
    .where(and(eq(video_lessons.science_topic_id, topicId), sql`coalesce(${student_video_lessons.star_earned}, false) = false`));
  if (Number(open?.n ?? 0) > 0) return;
  const [badge] = await tx.select({ id: science_badges.id }).from(science_badges).where(eq(science_badges.science_topic_id, topicId));
  if (!badge) return;
  const now = new Date(deps.clock.nowMs());
  await tx
    .insert(student_science_badges)
    .values({
      student_id: studentId,
      science_badge_id: badge.id,
      background_science_badge_item_id: defaultBadgeItem('background').id,
      border_science_badge_item_id: defaultBadgeItem('border').id,
      color_science_badge_item_id: defaultBadgeItem('color').id,
      pose_science_badge_item_id: defaultBadgeItem('pose').id,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing();
}

/**
 * Earns the star (and maybe the topic's badge) once the film was watched and every question of
 * the lesson has been answered right at least once; a star already earned stays.
 */
async function maybeEarnStar(tx: Tx, deps: Deps, row: StudentVideoLessonRow, lesson: VideoLessonRow): Promise<StudentVideoLessonRow> {
  if (row.star_earned || !row.completed_at) return row;
  const [missing] = await tx
    .select({ n: count() })
    .from(video_lesson_questions)
    .where(
      and(
        eq(video_lesson_questions.video_lesson_id, lesson.id),
        sql`not exists (select 1 from ${student_video_lesson_answers} a where a.student_id = ${row.student_id} and a.video_lesson_question_id = ${video_lesson_questions.id} and a.correct)`,
      ),
    );
  if (Number(missing?.n ?? 0) > 0) return row;
  const [updated] = await tx
    .update(student_video_lessons)
    .set({ star_earned: true, updated_at: new Date(deps.clock.nowMs()) })
    .where(eq(student_video_lessons.id, row.id))
    .returning();
  await earnTopicBadge(tx, deps, row.student_id, lesson.science_topic_id);
  return updated!;
}

/** A lesson the student may open. @throws DomainError 404 `lesson_not_found`, 403 `subject_locked`. */
async function openLesson(deps: Deps, student: StudentRow, lessonId: number): Promise<VideoLessonRow> {
  const lesson = await loadLesson(deps.db, lessonId);
  await assertLessonOpen(deps, student, lesson.id);
  return lesson;
}

/** POST video_lessons/{lessonId}/start: sets started_at the first time. */
export async function startLesson(deps: Deps, student: StudentRow, lessonId: number): Promise<StudentVideoLesson> {
  const lesson = await openLesson(deps, student, lessonId);
  return deps.db.transaction(async (tx) => {
    const row = await stamp(tx, deps, await lockLessonRow(tx, deps, student.id, lesson.id), ['started_at']);
    return studentVideoLessonOf(tx, row, lesson);
  });
}

/** POST video_lessons/{lessonId}/complete (the film watched): sets completed_at (and started_at) the first time; may earn the star. */
export async function completeLesson(deps: Deps, student: StudentRow, lessonId: number): Promise<StudentVideoLesson> {
  const lesson = await openLesson(deps, student, lessonId);
  return deps.db.transaction(async (tx) => {
    const row = await stamp(tx, deps, await lockLessonRow(tx, deps, student.id, lesson.id), ['started_at', 'completed_at']);
    return studentVideoLessonOf(tx, await maybeEarnStar(tx, deps, row, lesson), lesson);
  });
}

/**
 * POST video_lessons/{lessonId}/questions/{questionId}/answers {answer_id}: records the answer
 * (every answer is kept; retries are allowed), pays 1 gem the first time the question is answered
 * right, sets started_at if empty and may earn the star.
 * @throws DomainError 404 `lesson_not_found` / `question_not_found` (a question of another lesson
 *   too); 403 `subject_locked`; 422 on `answer_id` when it is not one of the question's answers.
 */
export async function answerQuestion(deps: Deps, student: StudentRow, lessonId: number, questionId: number, body: { answer_id: number }): Promise<ScienceAnswerResponse> {
  const lesson = await openLesson(deps, student, lessonId);
  const [question] = await deps.db
    .select()
    .from(video_lesson_questions)
    .where(and(eq(video_lesson_questions.id, questionId), eq(video_lesson_questions.video_lesson_id, lesson.id)));
  if (!question) throw new DomainError('not_found', 'Question not found.', 'question_not_found');
  const chosen = question.answers.find((a) => a.id === body.answer_id);
  if (!chosen) throw invalid('Please choose one of the answers.', { answer_id: 'Please choose one of the answers.' });
  const right = question.answers.find((a) => a.correct)!;
  return deps.db.transaction(async (tx) => {
    // The lesson row's lock serializes this student's answers to the lesson: the "first right" check and the gem happen once.
    const row = await stamp(tx, deps, await lockLessonRow(tx, deps, student.id, lesson.id), ['started_at']);
    const [before] = chosen.correct
      ? await tx
          .select({ id: student_video_lesson_answers.id })
          .from(student_video_lesson_answers)
          .where(and(eq(student_video_lesson_answers.student_id, student.id), eq(student_video_lesson_answers.video_lesson_question_id, question.id), eq(student_video_lesson_answers.correct, true)))
          .limit(1)
      : [];
    await tx.insert(student_video_lesson_answers).values({
      student_id: student.id,
      video_lesson_id: lesson.id,
      video_lesson_question_id: question.id,
      answer_id: chosen.id,
      correct: chosen.correct,
      created_at: new Date(deps.clock.nowMs()),
    });
    const gems = chosen.correct && !before ? await earnGems(tx, student.id, GEMS_PER_CORRECT_ANSWER, `science question ${question.id}`, deps.clock) : await getGems(tx, student.id);
    const updated = chosen.correct ? await maybeEarnStar(tx, deps, row, lesson) : row;
    return { correct: chosen.correct, correct_answer_id: right.id, explanation: question.explanation, gems, student_video_lesson: await studentVideoLessonOf(tx, updated, lesson) };
  });
}
