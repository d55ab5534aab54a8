/**
 * Lesson choice for the adaptive and pickskill modes of the math game (issue 18).
 *
 * Spec: "Math game modes: pretest, adaptive, pickskill. … giving a lesson parameter switches to
 * pickskill." In adaptive mode the game walks the teaching order (prerequisites.ts) like a
 * mastery-learning tutor, from the child's frontier — below its grade when the placement found
 * gaps there, past it when the grade is done: the child practises the first lesson not yet done
 * whose prerequisite skills are done, and reviews of done lessons that are due are mixed in from
 * the start (one in {@link REVIEW_EVERY} questions at most), most overdue first.
 */
import { isDone, isDue, type LessonTrace } from './tracing.js';
import type { SkillNode } from './prerequisites.js';

/** Most consecutive questions from one lesson before another ready lesson is interleaved. */
export const MAX_SAME_LESSON_STREAK = 4;

/** At most one review in this many questions, so new learning keeps going. */
export const REVIEW_EVERY = 3;

/** A lesson as the chooser sees it. */
export interface LessonRef {
  /** Lesson id (database id of the lesson row). */
  id: number;
  /** Key of the skill the lesson belongs to (a SkillNode key). */
  skillKey: string;
  /** Place in the teaching order; lower comes first. Ties keep input order. */
  position: number;
}

/** One of the latest questions. */
export interface RecentLesson {
  id: number;
  /** Whether it was asked as a review of a done lesson. */
  review: boolean;
}

/** Input of {@link chooseNextLesson}. */
export interface NextLessonInput {
  /** Lessons the child can be given (at least one), any grades. */
  lessons: readonly LessonRef[];
  /** Lesson id → tracing state; a missing id is a lesson never practised. */
  traces: Readonly<Record<number, LessonTrace>>;
  /** Prerequisite graph. A skill missing from it has no prerequisites. */
  graph: readonly SkillNode[];
  /** The latest questions, oldest first (only the tail matters). */
  recent: readonly RecentLesson[];
  /** Now, epoch ms (reviews fall due by time). */
  nowMs: number;
}

/** The chosen lesson and whether it is a review. */
export interface LessonChoice {
  id: number;
  review: boolean;
}

/**
 * Choose the lesson of the next question in adaptive mode. Rules, in order:
 * 1. A review, when a done lesson is due and none of the last {@link REVIEW_EVERY} − 1 questions
 *    was one: the most overdue (earliest due; ties: teaching order).
 * 2. Else new learning: the first lesson in teaching order not done whose skill's prerequisites are
 *    all done (a skill is done when all of its lessons in `lessons` are); after
 *    {@link MAX_SAME_LESSON_STREAK} questions in a row on it, the next such lesson if there is one.
 * 3. When every lesson is done: a due review, else the least known lesson.
 * @throws Error('No lessons') when `lessons` is empty.
 */
export function chooseNextLesson(input: NextLessonInput): LessonChoice {
  const lessons = [...input.lessons].sort((a, b) => a.position - b.position);
  if (lessons.length === 0) throw new Error('No lessons');
  const trace = (id: number): LessonTrace | undefined => input.traces[id];
  const done = (l: LessonRef): boolean => {
    const t = trace(l.id);
    return t !== undefined && isDone(t);
  };
  const dueReviews = lessons
    .filter((l) => { const t = trace(l.id); return t !== undefined && isDue(t, input.nowMs); })
    .sort((a, b) => (trace(a.id)!.due ?? 0) - (trace(b.id)!.due ?? 0) || a.position - b.position);
  const recentReview = input.recent.slice(-(REVIEW_EVERY - 1)).some((r) => r.review);
  const firstDue = dueReviews[0];
  if (firstDue && !recentReview) return { id: firstDue.id, review: true };

  const bySkill = new Map<string, LessonRef[]>();
  for (const l of lessons) bySkill.set(l.skillKey, [...(bySkill.get(l.skillKey) ?? []), l]);
  const skillDone = (key: string): boolean => (bySkill.get(key) ?? []).every(done);
  const prerequisites = new Map(input.graph.map((n) => [n.key, n.prerequisites]));
  const ready = (l: LessonRef): boolean => (prerequisites.get(l.skillKey) ?? []).every(skillDone);
  const open = lessons.filter((l) => !done(l));
  const candidates = [...open.filter(ready), ...open.filter((l) => !ready(l))];
  const first = candidates[0];
  if (first) {
    const last = input.recent[input.recent.length - 1];
    let streak = 0;
    for (let i = input.recent.length - 1; i >= 0 && input.recent[i]!.id === first.id; i--) streak++;
    if (last?.id === first.id && streak >= MAX_SAME_LESSON_STREAK) {
      const other = candidates.find((l) => l.id !== first.id && ready(l));
      if (other) return { id: other.id, review: false };
    }
    return { id: first.id, review: false };
  }
  if (firstDue) return { id: firstDue.id, review: true };
  const weakest = [...lessons].sort((a, b) => (trace(a.id)?.p ?? 0) - (trace(b.id)?.p ?? 0) || a.position - b.position)[0]!;
  return { id: weakest.id, review: true };
}

/**
 * The lesson for pickskill mode (the game was started with a lesson parameter).
 * @param lessons lessons the child may play.
 * @param lessonId the requested lesson id.
 * @returns lessonId, once checked.
 * @throws Error('Unknown lesson') when no lesson has that id.
 */
export function pickSkillLesson(lessons: readonly Pick<LessonRef, 'id'>[], lessonId: number): number {
  if (!lessons.some((l) => l.id === lessonId)) throw new Error('Unknown lesson');
  return lessonId;
}

