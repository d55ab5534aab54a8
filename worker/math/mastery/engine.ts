/**
 * The learning engine's glue between the catalogue and the pure parts (issue 18), shared by the
 * server (worker/math/math-questions.ts) and the learner simulator (scripts/simulate-learners.ts),
 * so the simulator drives exactly the code the children meet: which skills a placement covers and
 * how each is asked, which lesson asks a placement skill, which placed lessons are verified first,
 * and the lessons' places in the teaching order.
 */
import { gradeRank, teachingOrder, type SkillNode } from './prerequisites.js';
import { TYPED_GUESS, type PlacementItem, type PlacementResult } from './placement.js';
import { placedTrace, type LessonTrace } from './tracing.js';

/** A lesson still under this P(L) after {@link STRUGGLE_ANSWERS} answers is a struggle: its prerequisites are checked. */
export const STRUGGLE_BELOW = 0.4;

/** Answers on a lesson before a struggle is called. */
export const STRUGGLE_ANSWERS = 6;

/** A lesson as the engine sees it. */
export interface EngineLesson {
  id: number;
  skillKey: string;
  /** Question type of the lesson's questions. */
  questionType: 'BLNK' | 'M';
  /** Options of its multiple-choice questions (0 for typed). */
  optionCount: number;
}

/** Placed skills this close under the frontier (in teaching order) are reviewed at once: they verify the placement. */
export const VERIFY_NEAR_FRONTIER = 3;

/** First review, in days, of the other placed lessons. */
export const PLACED_FIRST_REVIEW_DAYS = 35;

/** The lesson that asks a skill in placement: its first typed lesson (a guess is unlikely), else its first lesson. */
export function placementLesson<L extends EngineLesson>(lessonsOfSkill: readonly L[]): L | undefined {
  return lessonsOfSkill.find((l) => l.questionType === 'BLNK') ?? lessonsOfSkill[0];
}

/** P(G) of a lesson's questions as placement models it. */
export function placementGuess(lesson: Pick<EngineLesson, 'questionType' | 'optionCount'>): number {
  return lesson.questionType === 'BLNK' ? TYPED_GUESS : 1 / Math.max(2, lesson.optionCount);
}

/**
 * The placement's items: every skill with a lesson, up to the end of the child's grade, in
 * teaching order, each with the guess of the lesson that will ask it.
 * @param graph the whole skill graph, catalogue order.
 * @param lessons every lesson (any order).
 * @param grade the child's grade id.
 */
export function placementItems(graph: readonly SkillNode[], lessons: readonly EngineLesson[], grade: number): PlacementItem[] {
  const bySkill = groupBySkill(lessons);
  const gradeOf = new Map(graph.map((n) => [n.key, n.grade]));
  return teachingOrder(graph).flatMap((key): PlacementItem[] => {
    const g = gradeOf.get(key)!;
    const lesson = placementLesson(bySkill.get(key) ?? []);
    if (!lesson || gradeRank(g) > gradeRank(grade)) return [];
    return [{ key, grade: g, guess: placementGuess(lesson) }];
  });
}

/** Lessons grouped by skill, in input order. */
export function groupBySkill<L extends EngineLesson>(lessons: readonly L[]): Map<string, L[]> {
  const out = new Map<string, L[]>();
  for (const l of lessons) out.set(l.skillKey, [...(out.get(l.skillKey) ?? []), l]);
  return out;
}

/**
 * Traces of the lessons a placement placed: the lessons of the {@link VERIFY_NEAR_FRONTIER} skills
 * just under the frontier, and of placed skills the child answered wrong in placement (a gap the
 * one-frontier model took for a slip), are due now (a wrong placement is caught and demoted
 * early); the others after {@link PLACED_FIRST_REVIEW_DAYS}. Lessons already done keep their trace.
 */
export function placedTraces(result: Pick<PlacementResult, 'placedSkills'> & Partial<Pick<PlacementResult, 'doubtfulSkills'>>, lessons: readonly EngineLesson[], prev: Readonly<Record<number, LessonTrace>>, nowMs: number): Record<number, LessonTrace> {
  const bySkill = groupBySkill(lessons);
  const out: Record<number, LessonTrace> = {};
  const placed = result.placedSkills;
  const doubtful = new Set(result.doubtfulSkills ?? []);
  placed.forEach((key, i) => {
    const days = i >= placed.length - VERIFY_NEAR_FRONTIER || doubtful.has(key) ? 0 : PLACED_FIRST_REVIEW_DAYS;
    for (const l of bySkill.get(key) ?? []) out[l.id] = placedTrace(prev[l.id], nowMs, days);
  });
  return out;
}

/** Each lesson's place in the teaching order (skill order, then the lesson's order in its skill). */
export function teachingPositions(graph: readonly SkillNode[], lessons: readonly EngineLesson[]): Map<number, number> {
  const skillPos = new Map(teachingOrder(graph).map((k, i) => [k, i]));
  const out = new Map<number, number>();
  const seen = new Map<string, number>();
  for (const l of lessons) {
    const within = seen.get(l.skillKey) ?? 0;
    seen.set(l.skillKey, within + 1);
    out.set(l.id, (skillPos.get(l.skillKey) ?? Number.MAX_SAFE_INTEGER / 100) * 100 + within);
  }
  return out;
}

/**
 * A right review speaks for the whole skill: the skill's other done lessons are pushed to the
 * same box and due date (never earlier than they were), so a skill is reviewed once per interval
 * rather than once per lesson. Returns the traces to write for those siblings (empty after a
 * wrong review or when the lesson was not done before the answer).
 * @param before the reviewed lesson's trace before the answer; @param after its trace after.
 */
export function siblingsAfterReview(before: LessonTrace, after: LessonTrace, lesson: EngineLesson, lessons: readonly EngineLesson[], traces: Readonly<Record<number, LessonTrace>>): Record<number, LessonTrace> {
  const out: Record<number, LessonTrace> = {};
  if (before.algo === null || after.algo === null || after.box <= before.box || after.due === null) return out;
  for (const l of lessons) {
    const t = traces[l.id];
    if (l.id === lesson.id || l.skillKey !== lesson.skillKey || !t || t.algo === null) continue;
    if ((t.due ?? 0) < after.due) out[l.id] = { ...t, box: Math.max(t.box, after.box), due: after.due };
  }
  return out;
}

/**
 * Stepping down when a child is stuck (the other half of the demotion path): when a lesson in
 * practice stays under {@link STRUGGLE_BELOW} after {@link STRUGGLE_ANSWERS} answers, the lessons
 * of its direct prerequisite skills that were only placed (never verified by an answer) fall due
 * now, so a gap the placement missed is found by review, demoted and taught.
 * @returns the traces to write (empty when the child is not stuck or nothing is left to check).
 */
export function remediation(graph: readonly SkillNode[], lesson: EngineLesson, trace: LessonTrace, lessons: readonly EngineLesson[], traces: Readonly<Record<number, LessonTrace>>, nowMs: number): Record<number, LessonTrace> {
  const out: Record<number, LessonTrace> = {};
  if (trace.algo !== null || (trace.n ?? 0) < STRUGGLE_ANSWERS || trace.p >= STRUGGLE_BELOW) return out;
  const prerequisites = new Set(graph.find((n) => n.key === lesson.skillKey)?.prerequisites ?? []);
  for (const l of lessons) {
    const t = traces[l.id];
    if (!prerequisites.has(l.skillKey) || !t || t.algo !== 'pretest' || (t.due !== null && t.due <= nowMs)) continue;
    out[l.id] = { ...t, due: nowMs };
  }
  return out;
}
