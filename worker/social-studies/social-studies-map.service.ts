/**
 * Reads of social studies (issue 17 contract "The API" 1-3): the maps, one map with its topics and
 * lessons (each marked locked by the social studies billing status, questions without which
 * answer is right), and the student's lessons with every answer. Reads never write. Order (spec
 * part 2 section 4): maps egypt, greece; topics in map order (the intro topic first); lessons
 * defaultVideo, returnVideo, completeVideo; questions in authored order.
 *
 * Access (DECISIONS "Access"; spec section 6 "free counts as social studies complete"): free and
 * unpaid accounts open the intro topic's lessons of each map; paid ones every lesson.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { groupBy } from 'es-toolkit';
import { VIDEO_TYPES } from '../../core/social-studies/map-schema';
import {
  social_studies_maps,
  social_studies_questions,
  social_studies_topics,
  social_studies_video_lessons,
  student_social_studies_answers,
  student_social_studies_video_lessons,
  student_subject_completions,
  type SocialStudiesVideoLessonRow,
  type StudentRow,
} from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Deps } from '../env';
import { SUBJECT_IDS } from '../billing/billing.service';
import { DomainError } from '../lib/errors';
import type { SsLessonOut, SsMapResponse, SsMapsResponse, SsTopic, StudentSsLesson } from './social-studies.contracts';
import { assertOpen, billingFields, subjectBilling, type SubjectBilling } from './subject-access';

type Reader = Db | Tx;

/** A lesson with the ids of its topic's map and of that map's intro topic. */
export type SsLessonInMap = SocialStudiesVideoLessonRow & { map_id: number; intro_topic_id: number | null };

export const SS_LOCKED = 'This lesson opens with a Social Studies membership. Ask a grown-up!';

/** The social studies billing status (subject 4) of the student's parent. */
export const ssBilling = (deps: Deps, student: Pick<StudentRow, 'parent_id'>, db: Reader = deps.db) => subjectBilling(deps, student, SUBJECT_IDS.socialStudies, db);

/** Whether a lesson is open to every account: a lesson of its map's intro topic. */
export const isFreeLesson = (l: Pick<SsLessonInMap, 'social_studies_topic_id' | 'intro_topic_id'>) => l.social_studies_topic_id === l.intro_topic_id;

/** @throws DomainError 404 `lesson_not_found`. */
export async function loadSsLesson(db: Reader, lessonId: number): Promise<SsLessonInMap> {
  const [row] = await db
    .select({ lesson: social_studies_video_lessons, map_id: social_studies_topics.map_id, intro_topic_id: social_studies_maps.intro_topic_id })
    .from(social_studies_video_lessons)
    .innerJoin(social_studies_topics, eq(social_studies_topics.id, social_studies_video_lessons.social_studies_topic_id))
    .innerJoin(social_studies_maps, eq(social_studies_maps.id, social_studies_topics.map_id))
    .where(eq(social_studies_video_lessons.id, lessonId));
  if (!row) throw new DomainError('not_found', 'Lesson not found.', 'lesson_not_found');
  return { ...row.lesson, map_id: row.map_id, intro_topic_id: row.intro_topic_id };
}

/** A lesson the student may open. @throws DomainError 404 `lesson_not_found`, 403 `subject_locked`. */
export async function openSsLesson(deps: Deps, student: StudentRow, lessonId: number): Promise<SsLessonInMap> {
  const lesson = await loadSsLesson(deps.db, lessonId);
  assertOpen(await ssBilling(deps, student), isFreeLesson(lesson), SS_LOCKED);
  return lesson;
}

/** GET social_studies_maps: every map in map order. */
export async function listSsMaps(deps: Deps): Promise<SsMapsResponse> {
  const maps = await deps.db.select({ id: social_studies_maps.id, key: social_studies_maps.key, name: social_studies_maps.name }).from(social_studies_maps).orderBy(asc(social_studies_maps.id));
  return { maps: maps.map((m) => ({ ...m, key: m.key as SsMapsResponse['maps'][number]['key'] })) };
}

/**
 * Whether social studies is complete for the student (spec section 4): free billing, the subject
 * set completed, or every completeVideo lesson of every map completed at least once.
 */
export async function ssComplete(db: Reader, studentId: number, billing: SubjectBilling): Promise<boolean> {
  if (billing.status === 'free') return true;
  const [flag] = await db
    .select({ id: student_subject_completions.id })
    .from(student_subject_completions)
    .where(and(eq(student_subject_completions.student_id, studentId), eq(student_subject_completions.subject, 'socialStudies')));
  if (flag) return true;
  const finals = await db
    .select({ id: social_studies_video_lessons.id, done: student_social_studies_video_lessons.id })
    .from(social_studies_video_lessons)
    .leftJoin(
      student_social_studies_video_lessons,
      and(
        eq(student_social_studies_video_lessons.social_studies_video_lesson_id, social_studies_video_lessons.id),
        eq(student_social_studies_video_lessons.student_id, studentId),
        gt(student_social_studies_video_lessons.num_times_completed, 0),
      ),
    )
    .where(eq(social_studies_video_lessons.video_type, 'completeVideo'));
  return finals.length > 0 && finals.every((f) => f.done !== null);
}

/**
 * GET social_studies_maps/{mapId}: the map with its topics, lessons and quiz questions (without
 * which answer is right), `locked` by the billing status, and whether the subject is complete.
 * @throws DomainError 404 `map_not_found`.
 */
export async function getSsMap(deps: Deps, student: StudentRow, mapId: number): Promise<SsMapResponse> {
  const db = deps.db;
  const [map] = await db.select().from(social_studies_maps).where(eq(social_studies_maps.id, mapId));
  if (!map) throw new DomainError('not_found', 'Map not found', 'map_not_found');
  const topics = await db.select().from(social_studies_topics).where(eq(social_studies_topics.map_id, map.id)).orderBy(asc(social_studies_topics.position), asc(social_studies_topics.id));
  const topicIds = topics.map((t) => t.id);
  const lessons = topicIds.length ? await db.select().from(social_studies_video_lessons).where(inArray(social_studies_video_lessons.social_studies_topic_id, topicIds)) : [];
  const lessonIds = lessons.map((l) => l.id);
  const [billing, questions] = await Promise.all([
    ssBilling(deps, student),
    lessonIds.length
      ? db.select().from(social_studies_questions).where(inArray(social_studies_questions.social_studies_video_lesson_id, lessonIds)).orderBy(asc(social_studies_questions.position))
      : Promise.resolve([]),
  ]);
  const completed = await ssComplete(db, student.id, billing);
  const questionsOf = groupBy(questions, (q) => q.social_studies_video_lesson_id);
  const lessonsOf = groupBy(lessons, (l) => l.social_studies_topic_id);
  const lessonOut = (l: SocialStudiesVideoLessonRow): SsLessonOut => ({
    id: l.id,
    vimeo_id: null,
    video_type: l.video_type,
    title: l.title,
    social_studies_topic_id: l.social_studies_topic_id,
    locked: billing.status !== 'paid' && l.social_studies_topic_id !== map.intro_topic_id,
    video: { source: 'own', url: l.url, captions_url: l.captions_url, poster_url: l.poster_url },
    duration_s: l.duration_s,
    video_states: l.video_states.map((s) =>
      s.state === 'videoQuizTime'
        ? { state: s.state, time_s: s.time_s, questions: (questionsOf[l.id] ?? []).map((q) => ({ id: q.id, text: q.text, answers: q.answers.map((a) => ({ id: a.id, text: a.text })) })) }
        : { state: s.state },
    ),
  });
  const topicsOut: SsTopic[] = topics.map((t) => ({
    id: t.id,
    key: t.key,
    name: t.name,
    quest: t.quest,
    social_studies_video_lessons: (lessonsOf[t.id] ?? []).sort((a, b) => VIDEO_TYPES.indexOf(a.video_type) - VIDEO_TYPES.indexOf(b.video_type)).map(lessonOut),
  }));
  const intro = topicsOut.find((t) => t.id === map.intro_topic_id);
  const firstOrb = topicsOut.find((t) => t.id === map.first_orb_topic_id);
  if (!intro || !firstOrb) throw new DomainError('internal', 'Social studies content is missing: run the seed.');
  return {
    id: map.id,
    key: map.key as SsMapResponse['key'],
    name: map.name,
    intro_topic_id: intro.id,
    intro_topic: intro,
    first_orb_topic_id: firstOrb.id,
    ...billingFields(billing),
    completed,
    social_studies_topics: topicsOut,
  };
}

/** GET student_social_studies_video_lessons (and the answer of every write): the student's lessons by lesson id, each with every answer in order. */
export async function listStudentSsLessons(db: Reader, studentId: number): Promise<StudentSsLesson[]> {
  // One after the other: `db` may be a transaction (one connection).
  const rows = await db
    .select({ row: student_social_studies_video_lessons, video_type: social_studies_video_lessons.video_type, topic: social_studies_video_lessons.social_studies_topic_id, map_id: social_studies_topics.map_id })
    .from(student_social_studies_video_lessons)
    .innerJoin(social_studies_video_lessons, eq(social_studies_video_lessons.id, student_social_studies_video_lessons.social_studies_video_lesson_id))
    .innerJoin(social_studies_topics, eq(social_studies_topics.id, social_studies_video_lessons.social_studies_topic_id))
    .where(eq(student_social_studies_video_lessons.student_id, studentId))
    .orderBy(asc(student_social_studies_video_lessons.social_studies_video_lesson_id));
  const answers = await db
    .select()
    .from(student_social_studies_answers)
    .where(eq(student_social_studies_answers.student_id, studentId))
    .orderBy(asc(student_social_studies_answers.created_at), asc(student_social_studies_answers.id));
  const answersOf = groupBy(answers, (a) => a.social_studies_video_lesson_id);
  return rows.map(({ row, video_type, topic, map_id }) => ({
    student_id: row.student_id,
    social_studies_video_lesson_id: row.social_studies_video_lesson_id,
    social_studies_video_lesson: { id: row.social_studies_video_lesson_id, video_type, social_studies_topic_id: topic, map_id },
    num_times_started: row.num_times_started,
    num_times_completed: row.num_times_completed,
    orb_earned_at: row.orb_earned_at ? row.orb_earned_at.toISOString() : null,
    student_answers: (answersOf[row.social_studies_video_lesson_id] ?? []).map((a) => ({ question_id: a.social_studies_question_id, answer_id: a.answer_id, correct: a.correct })),
  }));
}
