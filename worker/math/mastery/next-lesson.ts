/**
 * Lesson choice for the adaptive and pickskill modes of the math game.
 *
 * Spec: "Math game modes: pretest, adaptive, pickskill. … giving a lesson parameter switches to
 * pickskill." In adaptive mode the game walks the catalogue like a mastery-learning tutor: the
 * child practises the first lesson not yet mastered whose prerequisite skills are in place
 * (mastered by BKT or placed by the pretest), so nothing is taught before what it builds on.
 */
import { DEFAULT_BKT, isMastered } from './bkt.js';
import type { SkillNode } from './prerequisites.js';

/** Most consecutive questions from one lesson before another lesson is interleaved (when there is one). */
export const MAX_SAME_LESSON_STREAK = 4;

/** A lesson as the chooser sees it. */
export interface LessonRef {
  /** Lesson id (database id of the lesson row). */
  id: number;
  /** Key of the skill the lesson belongs to (a SkillNode key). */
  skillKey: string;
  /** Catalogue position; lower comes first (easier). Ties keep input order. */
  position: number;
}

/** Input of {@link chooseNextLesson}. */
export interface NextLessonInput {
  /** Lessons the child can be given (at least one). */
  lessons: readonly LessonRef[];
  /** Lesson id → P(known) from BKT (lesson stat `mastery`), in [0, 1]. Missing ids count as DEFAULT_BKT.pInit. */
  mastery: Readonly<Record<number, number>>;
  /** Prerequisite graph. A skill missing from it has no prerequisites. */
  graph: readonly SkillNode[];
  /** Ids of the lessons of the latest questions, oldest first (only the tail matters). */
  recentLessonIds: readonly number[];
  /**
   * Skills the pretest placed as mastered (PretestResult.masteredSkills, i.e. lessons with
   * `mastery_algo = 'pretest'`). Their lessons count as done and they satisfy prerequisites even
   * before BKT confirms them. Optional; default none.
   */
  placedSkills?: readonly string[];
}

function byPosition(lessons: readonly LessonRef[]): LessonRef[] {
  // Array.prototype.sort is stable, so equal positions keep input order.
  return [...lessons].sort((a, b) => a.position - b.position);
}

/** How many of the latest questions in a row were from the last lesson of `recent`. */
function trailingStreak(recent: readonly number[]): { id: number | undefined; length: number } {
  const id = recent[recent.length - 1];
  let length = 0;
  for (let i = recent.length - 1; i >= 0 && recent[i] === id; i--) length++;
  return { id, length };
}

/**
 * Choose the lesson of the next question in adaptive mode.
 *
 * Rules, in order:
 * 1. Candidates are lessons not done (BKT mastery below MASTERY_THRESHOLD and skill not placed by the
 *    pretest) whose skill's prerequisites are all mastered — a skill is mastered when it is placed
 *    or all of its listed lessons are mastered; a prerequisite with no lesson in `lessons` cannot be
 *    practised here and so does not block. The first candidate in catalogue order is chosen.
 * 2. When every lesson is done, the lesson with the lowest mastery is reviewed (ties: catalogue order).
 * 3. If that lesson already had {@link MAX_SAME_LESSON_STREAK} questions in a row, the next choice
 *    of the same rule is taken instead (next candidate; else the lowest-mastery other lesson), so
 *    practice is interleaved; with a single lesson it is repeated.
 * @returns the chosen lesson id.
 * @throws Error('No lessons') when `lessons` is empty.
 */
export function chooseNextLesson(input: NextLessonInput): number {
  const lessons = byPosition(input.lessons);
  const placed = new Set(input.placedSkills ?? []);
  const p = (id: number): number => input.mastery[id] ?? DEFAULT_BKT.pInit;
  const done = (l: LessonRef): boolean => placed.has(l.skillKey) || isMastered(p(l.id));

  const lessonsBySkill = new Map<string, LessonRef[]>();
  for (const l of lessons) {
    const list = lessonsBySkill.get(l.skillKey);
    if (list) list.push(l);
    else lessonsBySkill.set(l.skillKey, [l]);
  }
  const skillMastered = (key: string): boolean => placed.has(key) || (lessonsBySkill.get(key) ?? []).every((l) => isMastered(p(l.id)));
  const prerequisites = new Map(input.graph.map((n) => [n.key, n.prerequisites]));
  const ready = (l: LessonRef): boolean => (prerequisites.get(l.skillKey) ?? []).every(skillMastered);

  const open = lessons.filter((l) => !done(l));
  // Acyclic prerequisites guarantee a ready open lesson exists when any is open; the fallback only
  // guards a graph that does not match the lessons.
  const ranked = open.length > 0 ? [...open.filter(ready), ...open.filter((l) => !ready(l))] : [...lessons].sort((a, b) => p(a.id) - p(b.id));

  const streak = trailingStreak(input.recentLessonIds);
  const first = ranked[0];
  if (!first) throw new Error('No lessons');
  if (first.id === streak.id && streak.length >= MAX_SAME_LESSON_STREAK) {
    const alternative =
      ranked.find((l) => l.id !== first.id && (open.length === 0 || ready(l))) ??
      // Everything ready is this one lesson: interleave a review of the weakest done lesson.
      [...lessons].filter((l) => l.id !== first.id && done(l)).sort((a, b) => p(a.id) - p(b.id))[0];
    if (alternative) return alternative.id;
  }
  return first.id;
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

/**
 * Whether every lesson of `lessons` is done: BKT mastery at the threshold or its skill placed
 * by the pretest (the same "done" as {@link chooseNextLesson}'s rule 1).
 */
export function allLessonsDone(input: Pick<NextLessonInput, 'lessons' | 'mastery' | 'placedSkills'>): boolean {
  const placed = new Set(input.placedSkills ?? []);
  return input.lessons.every((l) => placed.has(l.skillKey) || isMastered(input.mastery[l.id] ?? DEFAULT_BKT.pInit));
}

/**
 * The grade adaptive mode practises. A child keeps to its own grade until every lesson there is
 * done, then moves up a grade (and on, over grades it has also finished), so a child who masters
 * everything keeps learning instead of reviewing forever. When every grade is done the highest
 * one is reviewed.
 * @param gradesUpward grade ids from the child's practice grade upward, in teaching order
 *   (13 Pre-K, 14 K, 1..8; see gradeRank). At least one.
 * @param isDone whether all lessons of a grade are done (see {@link allLessonsDone}).
 * @throws Error('No grades') when `gradesUpward` is empty.
 */
export function chooseAdaptiveGrade(gradesUpward: readonly number[], isDone: (grade: number) => boolean): number {
  const last = gradesUpward.at(-1);
  if (last === undefined) throw new Error('No grades');
  return gradesUpward.find((g) => !isDone(g)) ?? last;
}
