/**
 * Reads of science (issue 16 contract "The API" 1 and 3): the world map with its habitats, topics
 * and lessons (each marked locked by the science billing status), and the student's lessons with
 * their progress. Reads never write. Order (spec part 2 section 2 and the topic table): habitats
 * in world map order, topics in the table's order, lessons and questions in authored order.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { groupBy } from 'es-toolkit';
import { SCIENCE_WORLD_MAP_ID } from '../../core/science/habitats';
import {
  science_habitats,
  science_topics,
  student_video_lesson_answers,
  student_video_lessons,
  video_lesson_questions,
  video_lessons,
  type StudentRow,
  type StudentVideoLessonRow,
  type VideoLessonRow,
} from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Deps } from '../env';
import { DomainError } from '../lib/errors';
import { freeLessonIds, isLessonLocked, scienceBilling } from './science-access';
import type { ScienceHabitatEntry, ScienceMapResponse, StudentVideoLesson } from './science.contracts';

type Reader = Db | Tx;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** @throws DomainError 404 `lesson_not_found`. */
export async function loadLesson(db: Reader, lessonId: number): Promise<VideoLessonRow> {
  const [lesson] = await db.select().from(video_lessons).where(eq(video_lessons.id, lessonId));
  if (!lesson) throw new DomainError('not_found', 'Lesson not found.', 'lesson_not_found');
  return lesson;
}

/** The question ids of these lessons the student has answered right at least once, by lesson id. */
export async function answeredRight(db: Reader, studentId: number, lessonIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!lessonIds.length) return out;
  const rows = await db
    .selectDistinct({ lesson: student_video_lesson_answers.video_lesson_id, question: student_video_lesson_answers.video_lesson_question_id })
    .from(student_video_lesson_answers)
    .where(and(eq(student_video_lesson_answers.student_id, studentId), inArray(student_video_lesson_answers.video_lesson_id, lessonIds), eq(student_video_lesson_answers.correct, true)))
    .orderBy(asc(student_video_lesson_answers.video_lesson_question_id));
  for (const r of rows) out.set(r.lesson, [...(out.get(r.lesson) ?? []), r.question]);
  return out;
}

/** A student's lesson row in its answer shape. */
export function toStudentVideoLesson(row: StudentVideoLessonRow, lesson: Pick<VideoLessonRow, 'id' | 'title' | 'science_topic_id'>, rightIds: number[]): StudentVideoLesson {
  return {
    video_lesson_id: row.video_lesson_id,
    student_id: row.student_id,
    started_at: iso(row.started_at),
    completed_at: iso(row.completed_at),
    star_earned: row.star_earned,
    video_lesson: { id: lesson.id, title: lesson.title, science_topic_id: lesson.science_topic_id },
    answered_right_question_ids: rightIds,
  };
}

/** One student lesson row in its answer shape, with its right-answered questions read in `db`. */
export async function studentVideoLessonOf(db: Reader, row: StudentVideoLessonRow, lesson: VideoLessonRow): Promise<StudentVideoLesson> {
  return toStudentVideoLesson(row, lesson, (await answeredRight(db, row.student_id, [lesson.id])).get(lesson.id) ?? []);
}

/**
 * GET science_maps/{mapId}: the world (id 1) with every habitat, topic and lesson; questions
 * without which answer is right; `locked` by the science billing status.
 * @throws DomainError 404 `map_not_found` for any other map id.
 */
export async function getScienceMap(deps: Deps, student: StudentRow, mapId: number): Promise<ScienceMapResponse> {
  if (mapId !== SCIENCE_WORLD_MAP_ID) throw new DomainError('not_found', 'Science map not found.', 'map_not_found');
  const db = deps.db;
  const [billing, free, habitats, topics, lessons, questions] = await Promise.all([
    scienceBilling(deps, student),
    freeLessonIds(db),
    db.select().from(science_habitats).orderBy(asc(science_habitats.position)),
    db.select().from(science_topics).orderBy(asc(science_topics.position), asc(science_topics.id)),
    db.select().from(video_lessons).orderBy(asc(video_lessons.position), asc(video_lessons.id)),
    db.select().from(video_lesson_questions).orderBy(asc(video_lesson_questions.position), asc(video_lesson_questions.id)),
  ]);
  const questionsOf = groupBy(questions, (q) => q.video_lesson_id);
  const lessonsOf = groupBy(lessons, (l) => l.science_topic_id);
  const topicsOf = groupBy(topics, (t) => t.science_habitat_key);
  const science_habitats_out: ScienceHabitatEntry[] = habitats.map((h) => ({
    key: h.key as ScienceHabitatEntry['key'],
    title: h.title,
    sub_title: h.sub_title,
    science_topics: (topicsOf[h.key] ?? []).map((t) => ({
      id: t.id,
      key: t.key,
      title: t.title,
      video_lessons: (lessonsOf[t.id] ?? []).map((l) => {
        const qs = questionsOf[l.id] ?? [];
        return {
          id: l.id,
          title: l.title,
          youtube: null,
          science_topic_id: l.science_topic_id,
          locked: isLessonLocked(l.id, billing, free),
          video: { source: 'own' as const, url: l.url, captions_url: l.captions_url, poster_url: l.poster_url },
          duration_s: l.duration_s,
          cues: qs.flatMap((q) => (q.cue_s === null ? [] : [{ time_s: q.cue_s, question_id: q.id }])).sort((a, b) => a.time_s - b.time_s),
          questions: qs.map((q) => ({ id: q.id, text: q.text, answers: q.answers.map((a) => ({ id: a.id, text: a.text })) })),
          try_at_home: l.try_at_home,
        };
      }),
    })),
  }));
  return {
    id: SCIENCE_WORLD_MAP_ID,
    key: 'world',
    billing: billing.status,
    ...(billing.paymentPrompt ? { payment_prompt: billing.paymentPrompt } : {}),
    science_habitats: science_habitats_out,
  };
}

/** GET student_video_lessons: every lesson the student has a row for, by lesson id, with its right-answered questions. */
export async function listStudentVideoLessons(deps: Deps, student: StudentRow): Promise<StudentVideoLesson[]> {
  const rows = await deps.db
    .select({ row: student_video_lessons, lesson: video_lessons })
    .from(student_video_lessons)
    .innerJoin(video_lessons, eq(video_lessons.id, student_video_lessons.video_lesson_id))
    .where(eq(student_video_lessons.student_id, student.id))
    .orderBy(asc(student_video_lessons.video_lesson_id));
  const right = await answeredRight(
    deps.db,
    student.id,
    rows.map((r) => r.lesson.id),
  );
  return rows.map(({ row, lesson }) => toStudentVideoLesson(row, lesson, right.get(lesson.id) ?? []));
}
