/**
 * Which question the math map asks next, and what an answer teaches the game (spec part 1
 * section 4 "Math game modes"): the lesson by mode (pretest placement, pickskill, adaptive BKT
 * mastery), the lesson stats after an answer, and the pretest's steps.
 */
import type { StudentRow } from '../../db/schema';
import { DomainError } from '../lib/errors';
import { SKILLS } from './bank';
import {
  buildSkillGraph,
  chooseNextLesson,
  freshTrace,
  gradeRank,
  groupBySkill,
  isPlacementFinished,
  nextPlacementSkill,
  parsePlacementState,
  placedTraces,
  placementGuess,
  placementItems,
  placementLesson,
  placementResult,
  recordPlacementAnswer,
  remediation,
  siblingsAfterReview,
  startPlacement,
  teachingPositions,
  traceAnswer,
  type EngineLesson,
  type LessonRef,
  type LessonTrace,
  type PlacementState,
  type RecentLesson,
  type SkillNode,
} from './mastery';
import { publicQuestion } from './lessons.service';
import type { GameRow } from './math-game';
import type { CatalogueLesson, MathContent, QuestionRow } from './math-content';
import type { LessonStats } from './game-read';
import type { AnswerResponse, PublicQuestion } from './math.contracts';

export type { QuestionRow };

/**
 * The grade whose lessons a student practises: its own, or the closest lower grade that has
 * lessons (then the lowest) when its grade has none.
 */
function practiceGrade(lessons: CatalogueLesson[], grade: number): number | undefined {
  const grades = [...new Set(lessons.map((r) => r.grade))].sort((a, b) => gradeRank(a) - gradeRank(b));
  return grades.filter((g) => gradeRank(g) <= gradeRank(grade)).at(-1) ?? grades[0];
}

/** The engine's view of one content version: the skill graph, the lessons and their teaching order. */
interface EngineView {
  graph: SkillNode[];
  lessons: (EngineLesson & { catalogue: CatalogueLesson })[];
  bySkill: Map<string, (EngineLesson & { catalogue: CatalogueLesson })[]>;
  refs: LessonRef[];
}

const views = new WeakMap<MathContent, EngineView>();

/**
 * The engine's view of `content`, built once per content version: the skill graph is the bank's
 * data (SkillDef.prerequisites) for the skills the content has, in catalogue order; each lesson's
 * question type and option count come from its first bank question.
 */
function engineView(content: MathContent): EngineView {
  let view = views.get(content);
  if (view) return view;
  const skillKeys = new Set(content.catalogue.map((l) => l.skill_key));
  const seen = new Set<string>();
  const catalogueSkills: { key: string; grade: number; prerequisites?: string[] }[] = [];
  const bankSkills = new Map(SKILLS.map((s) => [s.key, s]));
  for (const l of content.catalogue) {
    if (seen.has(l.skill_key)) continue;
    seen.add(l.skill_key);
    const prerequisites = bankSkills.get(l.skill_key)?.prerequisites?.filter((p) => skillKeys.has(p));
    catalogueSkills.push({ key: l.skill_key, grade: l.grade, ...(prerequisites ? { prerequisites } : {}) });
  }
  const graph = buildSkillGraph(catalogueSkills);
  const lessons = content.catalogue.map((l) => {
    const first = content.questionsOf(l.id)[0];
    const questionType = first?.question_type ?? 'BLNK';
    return { id: l.id, skillKey: l.skill_key, questionType, optionCount: questionType === 'M' ? (first?.answers as unknown[] | undefined)?.length ?? 4 : 0, catalogue: l };
  });
  const positions = teachingPositions(graph, lessons);
  view = { graph, lessons, bySkill: groupBySkill(lessons), refs: lessons.map((l) => ({ id: l.id, skillKey: l.skillKey, position: positions.get(l.id)! })) };
  views.set(content, view);
  return view;
}

/** What the game remembers between questions (`map_game.state_data`). */
export interface GameStateData {
  /** The placement in progress or done (version 2; a version-1 state of the old pretest is restarted). */
  pretest?: PlacementState | { version: 1 };
  /** Before issue 18: skills the old pretest placed (kept readable for games in progress). */
  pretest_mastered?: string[];
  /** Whether the issue-18 placement has run (else an older game: lessons below its grade count as done). */
  placed?: boolean;
  /** pickskill mode: the chosen lesson. */
  lesson_id?: number;
  /** Before issue 18: lessons of the latest questions, oldest first. */
  recent_lessons?: number[];
  /** Lessons of the latest questions and whether each was a review, oldest first. */
  recent?: RecentLesson[];
}

export function stateOf(game: GameRow): GameStateData {
  return (game.state_data ?? {});
}

/** A lesson's tracing state from its stored stats (mastery = P(L), mastery_algo, tracing = the rest). */
export function traceOf(stats: LessonStats | undefined): LessonTrace {
  if (!stats) return freshTrace();
  const t = (stats.tracing ?? {}) as Partial<LessonTrace>;
  const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return {
    p: stats.mastery,
    e: num(t.e, 0),
    algo: stats.mastery_algo,
    // A lesson done before issue 18 has no box: it enters box 1, due at once for a first review.
    box: num(t.box, stats.mastery_algo ? 1 : 0),
    due: stats.mastery_algo ? num(t.due, 0) : null,
    lapses: num(t.lapses, 0),
    n: num(t.n, stats.num_answered),
  };
}

/** Every lesson's trace from its stored stats, by lesson id. */
function tracesOfStats(lessons: ReadonlyMap<number, LessonStats>): Record<number, LessonTrace> {
  return Object.fromEntries([...lessons].map(([id, stats]) => [id, traceOf(stats)]));
}

/** Stored stats with a new trace (counts unchanged). */
function withTrace(prev: LessonStats | undefined, t: LessonTrace): LessonStats {
  return {
    mastery: t.p,
    mastery_algo: t.algo,
    lesson_intro_watched: prev?.lesson_intro_watched ?? false,
    num_answered: prev?.num_answered ?? 0,
    num_correct: prev?.num_correct ?? 0,
    tracing: { e: t.e, box: t.box, due: t.due, lapses: t.lapses, n: t.n ?? 0 },
  };
}

/** The placement state of a game in pretest mode, started when there is none (or only an old one). */
function placementOf(content: MathContent, state: GameStateData, grade: number): PlacementState {
  const stored = state.pretest ? parsePlacementState(state.pretest) : null;
  if (stored) return stored;
  const view = engineView(content);
  return startPlacement(placementItems(view.graph, view.lessons, grade), grade);
}

/**
 * "Now" for reviews: the time of the game's last write, not the wall clock, so the question due
 * is a function of the stored state alone (GET math_game shows what the answer will expect).
 */
function stateNow(game: GameRow): number {
  return game.updated_at.getTime();
}

/**
 * The traces the lesson choice sees: the stored ones, and for an older game (before issue 18's
 * placement) every lesson below the practice grade counted as done, as the old adaptive mode
 * assumed, so those children keep their place.
 */
function tracesOf(view: EngineView, state: GameStateData, lessons: ReadonlyMap<number, LessonStats>, grade: number): Record<number, LessonTrace> {
  const traces = tracesOfStats(lessons);
  if (!state.placed) {
    const legacyPlaced = new Set(state.pretest_mastered ?? []);
    for (const l of view.lessons) {
      if (traces[l.id]) continue;
      if (legacyPlaced.has(l.skillKey) || gradeRank(l.catalogue.grade) < gradeRank(grade)) traces[l.id] = { ...freshTrace(), p: 0.95, algo: 'pretest', box: 5, due: Number.MAX_SAFE_INTEGER };
    }
  }
  return traces;
}

function recentOf(state: GameStateData): RecentLesson[] {
  return state.recent ?? (state.recent_lessons ?? []).map((id) => ({ id, review: false }));
}

/**
 * Chooses the lesson of the next question by mode (spec part 1 section 4 "Math game modes";
 * issue 18): pretest → the placement's next skill, asked by its typed lesson when it has one;
 * pickskill → the chosen lesson; adaptive → a due review or the first lesson in teaching order
 * not yet done whose prerequisites are (worker/math/mastery/next-lesson.ts), below the child's
 * grade when that is where its frontier is. Pure.
 */
function chooseLesson(content: MathContent, game: GameRow, student: StudentRow, lessons: ReadonlyMap<number, LessonStats>): { lesson: CatalogueLesson; state: GameStateData } {
  const all = content.catalogue;
  const grade = practiceGrade(all, student.grade);
  if (grade === undefined) throw new DomainError('internal', 'No math lessons are loaded.', 'internal');
  const state = stateOf(game);
  if (game.learning_mode === 'pickskill' && state.lesson_id) {
    const chosen = all.find((l) => l.id === state.lesson_id);
    if (chosen) return { lesson: chosen, state };
  }
  const view = engineView(content);
  if (game.learning_mode === 'pretest') {
    const placement = placementOf(content, state, grade);
    const skill = nextPlacementSkill(placement);
    const lesson = skill ? placementLesson(view.bySkill.get(skill) ?? []) : undefined;
    if (lesson) return { lesson: lesson.catalogue, state: { ...state, pretest: placement } };
  }
  const choice = chooseNextLesson({ lessons: view.refs, traces: tracesOf(view, state, lessons, grade), graph: view.graph, recent: recentOf(state), nowMs: stateNow(game) });
  return { lesson: content.lesson(choice.id)!, state };
}

/**
 * The question due next, derived from the stored state alone (issue 21 "reads that never write"):
 * the lesson by mode ({@link chooseLesson}), then inside the lesson the bank question at
 * (answers in the lesson + 7 × student id) mod the lesson's size in seed order, so siblings see
 * different sequences. The same state always gives the same question, so GET math_game shows it
 * without storing it and the answer names it (docs/decisions.md "Round trips of the answer path").
 * `state` is the game's state_data with the placement started, for the caller's next write.
 */
export function dueQuestion(content: MathContent, game: GameRow, student: StudentRow, lessons: ReadonlyMap<number, LessonStats>): { question: QuestionRow; state: GameStateData } {
  const { lesson, state } = chooseLesson(content, game, student, lessons);
  const bank = content.questionsOf(lesson.id);
  if (bank.length === 0) throw new DomainError('internal', 'A lesson has no questions.', 'internal');
  const answered = lessons.get(lesson.id)?.num_answered ?? 0;
  return { question: bank[(answered + student.id * 7) % bank.length]!, state };
}

/**
 * What one answer teaches the engine (issue 18), pure: the answered lesson's new stats (tracing:
 * BKT with the question's guess, evidence, review box, demotion; counts), the siblings a right
 * review moves on, the placed prerequisites a struggle makes due, and whether it was a review.
 * @returns stats to write by lesson id (the answered lesson first) and the `recent` entry.
 */
export function statsAfterAnswer(
  content: MathContent,
  lessons: ReadonlyMap<number, LessonStats>,
  lessonId: number,
  correct: boolean,
  question: { question_type: 'BLNK' | 'M'; optionCount: number },
  nowMs: number,
): { stats: Map<number, LessonStats>; recent: RecentLesson } {
  const view = engineView(content);
  const prev = lessons.get(lessonId);
  const before = traceOf(prev);
  const after = traceAnswer(before, { questionType: question.question_type, optionCount: question.optionCount }, correct, nowMs).trace;
  const own: LessonStats = { ...withTrace(prev, after), num_answered: (prev?.num_answered ?? 0) + 1, num_correct: (prev?.num_correct ?? 0) + (correct ? 1 : 0) };
  const out = new Map<number, LessonStats>([[lessonId, own]]);
  const engineLesson = view.lessons.find((l) => l.id === lessonId);
  if (engineLesson) {
    const traces = tracesOfStats(lessons);
    const moved = { ...siblingsAfterReview(before, after, engineLesson, view.lessons, traces), ...remediation(view.graph, engineLesson, after, view.lessons, traces, nowMs) };
    for (const [id, t] of Object.entries(moved)) out.set(Number(id), withTrace(lessons.get(Number(id)), t));
  }
  return { stats: out, recent: { id: lessonId, review: before.algo !== null } };
}

/**
 * In pretest mode, records the answer in the placement and counts it
 * (`num_problems_pretest_and_correct` / `_minus`); when the placement is done, gives the stats of
 * the lessons it placed (`placed`, mastery_algo 'pretest', the ones just under the frontier due
 * for a verifying review at once) and switches the game to adaptive. Pure: the returned `patch`
 * (empty outside the pretest) goes into the caller's one write of the answer (issue 21); `game`
 * is the row as it will be.
 */
export function pretestStep(
  content: MathContent,
  game: GameRow,
  student: StudentRow,
  lessons: ReadonlyMap<number, LessonStats>,
  skillKey: string,
  correct: boolean,
  question: { question_type: 'BLNK' | 'M'; optionCount: number },
  now: Date,
): { game: GameRow; patch: Partial<GameRow>; completed: AnswerResponse['pretest_completed']; placed: Map<number, LessonStats> } {
  const state = stateOf(game);
  const none = { game, patch: {}, completed: null, placed: new Map<number, LessonStats>() };
  const grade = practiceGrade(content.catalogue, student.grade);
  if (game.learning_mode !== 'pretest' || grade === undefined) return none;
  let placement = placementOf(content, state, grade);
  if (nextPlacementSkill(placement) !== skillKey) return none;
  placement = recordPlacementAnswer(placement, skillKey, correct, placementGuess({ questionType: question.question_type, optionCount: question.optionCount }));
  const counters = correct
    ? { num_problems_pretest_and_correct: game.num_problems_pretest_and_correct + 1 }
    : { num_problems_pretest_and_minus: game.num_problems_pretest_and_minus + 1 };
  if (!isPlacementFinished(placement)) {
    const patch = { ...counters, state_data: { ...state, pretest: placement }, updated_at: now };
    return { game: { ...game, ...patch }, patch, completed: null, placed: new Map() };
  }
  const result = placementResult(placement);
  const view = engineView(content);
  const placed = new Map<number, LessonStats>();
  for (const [id, t] of Object.entries(placedTraces(result, view.lessons, tracesOfStats(lessons), now.getTime()))) placed.set(Number(id), withTrace(lessons.get(Number(id)), t));
  const patch = { ...counters, learning_mode: 'adaptive' as const, pretest_completed_at: now, updated_at: now, state_data: { ...state, pretest: placement, placed: true } };
  return {
    game: { ...game, ...patch },
    patch,
    completed: { questions: result.questionsAsked, correct: result.correct, mastered_skills: result.placedSkills.length },
    placed,
  };
}

/** The public view of a question put to a student with lesson stats `lessons`, with whether its lesson's intro was seen. Pure. */
export function toPublicQuestion(content: MathContent, q: QuestionRow, lessons: ReadonlyMap<number, LessonStats>): PublicQuestion {
  const lesson = content.lesson(q.math_lesson_id);
  if (!lesson) throw new DomainError('internal', 'A question names an unknown lesson.', 'internal');
  const stats = lessons.get(q.math_lesson_id);
  // A lesson the child already masters (or was placed in by the pretest) needs no intro.
  return { ...publicQuestion(q, { id: lesson.id, grade: lesson.lesson_grade, skill_id: lesson.skill_id, name: lesson.name, hints: lesson.hints }), lesson_intro_watched: (stats?.lesson_intro_watched ?? false) || stats?.mastery_algo != null };
}

