/**
 * A child's way through social studies (issue 17 contract "The API" 4-7; spec part 2 sections 4
 * and 7 "Social studies"): create a lesson record, update it (whole record), answer a quiz
 * question, set the subject completed. Every call answers the student's whole list of lessons
 * (spec: "All return the updated list of student lessons"), except the completion call.
 *
 * Rules (docs/decisions.md "Social studies and Superskills: the database and the API"): counts
 * never go down (a lower one is 409 `count_decreased`); `orb_earned_at` is stamped with the
 * server's clock once and never cleared; an orb needs a defaultVideo lesson of a quest topic (not
 * the intro topic: orbs per map are topics - 1) with a right answer recorded on it (else 409
 * `orb_not_earned`); 1 gem the first time a question is answered right. Each write works on the
 * student's lesson row locked for its transaction, so simultaneous calls neither lose a count nor
 * pay a gem twice.
 */
import { and, eq } from 'drizzle-orm';
import { social_studies_questions, student_social_studies_answers, student_social_studies_video_lessons, student_subject_completions, type StudentRow, type StudentSocialStudiesVideoLessonRow } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { Deps } from '../env';
import { earnGems, GEMS_PER_CORRECT_ANSWER } from '../gems/gems.service';
import { DomainError, invalid } from '../lib/errors';
import type { StudentSsLesson, UpdateStudentSsLessonBody } from './social-studies.contracts';
import { listStudentSsLessons, openSsLesson, ssBilling, ssComplete, type SsLessonInMap } from './social-studies-map.service';

/** The student's row of a lesson locked for this transaction, or undefined. */
async function lockRow(tx: Tx, studentId: number, lessonId: number): Promise<StudentSocialStudiesVideoLessonRow | undefined> {
  const [row] = await tx
    .select()
    .from(student_social_studies_video_lessons)
    .where(and(eq(student_social_studies_video_lessons.student_id, studentId), eq(student_social_studies_video_lessons.social_studies_video_lesson_id, lessonId)))
    .for('update');
  return row;
}

/** Inserts the student's row of a lesson, started once, unless it exists; whether it was created. */
async function insertStarted(tx: Tx, deps: Deps, studentId: number, lessonId: number): Promise<boolean> {
  const now = new Date(deps.clock.nowMs());
  const created = await tx
    .insert(student_social_studies_video_lessons)
    .values({ student_id: studentId, social_studies_video_lesson_id: lessonId, num_times_started: 1, created_at: now, updated_at: now })
    .onConflictDoNothing()
    .returning({ id: student_social_studies_video_lessons.id });
  return created.length > 0;
}

/**
 * POST student_social_studies_video_lessons {social_studies_video_lesson_id}: creates the record
 * with num_times_started 1.
 * @throws DomainError 404 `lesson_not_found`; 403 `subject_locked`; 409 `already_exists` (the client then PUTs the increment).
 */
export async function createStudentSsLesson(deps: Deps, student: StudentRow, lessonId: number): Promise<StudentSsLesson[]> {
  const lesson = await openSsLesson(deps, student, lessonId);
  return deps.db.transaction(async (tx) => {
    if (!(await insertStarted(tx, deps, student.id, lesson.id))) throw new DomainError('conflict', 'This lesson was started before: update it instead.', 'already_exists');
    return listStudentSsLessons(tx, student.id);
  });
}

/** Whether the lesson may carry an orb now: a quest topic's defaultVideo with a right answer recorded on it. */
async function orbEarnable(tx: Tx, studentId: number, lesson: SsLessonInMap): Promise<boolean> {
  if (lesson.video_type !== 'defaultVideo' || lesson.social_studies_topic_id === lesson.intro_topic_id) return false;
  const [right] = await tx
    .select({ id: student_social_studies_answers.id })
    .from(student_social_studies_answers)
    .where(and(eq(student_social_studies_answers.student_id, studentId), eq(student_social_studies_answers.social_studies_video_lesson_id, lesson.id), eq(student_social_studies_answers.correct, true)))
    .limit(1);
  return right !== undefined;
}

/**
 * PUT student_social_studies_video_lessons/{lessonId} (the whole record): counts may stay or go
 * up; `orb_earned_at` set (to the server's time) the first time a value is sent, never cleared.
 * @throws DomainError 404 `lesson_not_found` / `student_lesson_not_found` (POST it first); 403
 *   `subject_locked`; 409 `count_decreased` for a count below the stored one; 409 `orb_not_earned`.
 */
export async function updateStudentSsLesson(deps: Deps, student: StudentRow, lessonId: number, body: UpdateStudentSsLessonBody): Promise<StudentSsLesson[]> {
  const lesson = await openSsLesson(deps, student, lessonId);
  return deps.db.transaction(async (tx) => {
    const row = await lockRow(tx, student.id, lesson.id);
    if (!row) throw new DomainError('not_found', 'This lesson was not started yet.', 'student_lesson_not_found');
    const lower = (['num_times_started', 'num_times_completed'] as const).filter((f) => body[f] < row[f]);
    if (lower.length) {
      throw new DomainError('conflict', 'A count can only go up.', 'count_decreased', Object.fromEntries(lower.map((f) => [f, `${f} is ${row[f]} already: it can only go up.`])));
    }
    const now = new Date(deps.clock.nowMs());
    let orb = row.orb_earned_at;
    if (!orb && body.orb_earned_at !== null) {
      if (!(await orbEarnable(tx, student.id, lesson))) throw new DomainError('conflict', 'An orb is earned by answering the quest’s quiz right first.', 'orb_not_earned');
      orb = now;
    }
    await tx
      .update(student_social_studies_video_lessons)
      .set({ num_times_started: body.num_times_started, num_times_completed: body.num_times_completed, orb_earned_at: orb, updated_at: now })
      .where(eq(student_social_studies_video_lessons.id, row.id));
    return listStudentSsLessons(tx, student.id);
  });
}

/**
 * POST social_studies_video_lessons/{lessonId}/questions/{questionId}/student_answers {answer_id}:
 * records the answer on the student's lesson record (created, started once, when missing); 1 gem
 * the first time the question is answered right. Every answer is kept (retries too).
 * @throws DomainError 404 `lesson_not_found` / `question_not_found` (a question of another lesson
 *   too); 403 `subject_locked`; 422 on `answer_id` when it is not one of the question's answers.
 */
export async function answerSsQuestion(deps: Deps, student: StudentRow, lessonId: number, questionId: number, answerId: number): Promise<StudentSsLesson[]> {
  const lesson = await openSsLesson(deps, student, lessonId);
  const [question] = await deps.db
    .select()
    .from(social_studies_questions)
    .where(and(eq(social_studies_questions.id, questionId), eq(social_studies_questions.social_studies_video_lesson_id, lesson.id)));
  if (!question) throw new DomainError('not_found', 'Question not found.', 'question_not_found');
  const chosen = question.answers.find((a) => a.id === answerId);
  if (!chosen) throw invalid('Please choose one of the answers.', { answer_id: 'Please choose one of the answers.' });
  return deps.db.transaction(async (tx) => {
    await insertStarted(tx, deps, student.id, lesson.id);
    // The lesson row's lock serializes this student's answers to the lesson: the "first right" check and the gem happen once.
    await lockRow(tx, student.id, lesson.id);
    const [before] = chosen.correct
      ? await tx
          .select({ id: student_social_studies_answers.id })
          .from(student_social_studies_answers)
          .where(and(eq(student_social_studies_answers.student_id, student.id), eq(student_social_studies_answers.social_studies_question_id, question.id), eq(student_social_studies_answers.correct, true)))
          .limit(1)
      : [];
    await tx.insert(student_social_studies_answers).values({
      student_id: student.id,
      social_studies_video_lesson_id: lesson.id,
      social_studies_question_id: question.id,
      answer_id: chosen.id,
      correct: chosen.correct,
      created_at: new Date(deps.clock.nowMs()),
    });
    if (chosen.correct && !before) await earnGems(tx, student.id, GEMS_PER_CORRECT_ANSWER, `social studies question ${question.id}`, deps.clock);
    return listStudentSsLessons(tx, student.id);
  });
}

/**
 * POST subjects/{subject}/completed (spec "set subject completed"; subject socialStudies): records
 * the completion once (its time is the first call's).
 * @throws DomainError 409 `subject_not_complete` unless the billing status is free or every
 *   completeVideo lesson of every map was completed.
 */
export async function completeSubject(deps: Deps, student: StudentRow, subject: 'socialStudies'): Promise<{ completed: true }> {
  if (!(await ssComplete(deps.db, student.id, await ssBilling(deps, student)))) {
    throw new DomainError('conflict', 'Finish every map’s last film first.', 'subject_not_complete');
  }
  await deps.db
    .insert(student_subject_completions)
    .values({ student_id: student.id, subject, completed_at: new Date(deps.clock.nowMs()) })
    .onConflictDoNothing();
  return { completed: true };
}
