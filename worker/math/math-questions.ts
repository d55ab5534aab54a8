/**
 * Which question the math map asks next, and what an answer teaches the game (spec part 1
 * section 4 "Math game modes"): the lesson by mode (pretest placement, pickskill, adaptive BKT
 * mastery), the lesson stats after an answer, and the pretest's steps.
 */
import type { StudentRow } from '../../db/schema';
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
 * lesson not yet mastered (BKT) whose prerequisites are met. Pure: `lessons` is the student's
 * lesson stats as read (worker/math/game-read.ts).
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
  if (game.learning_mode === 'pretest') {
    const pretest = state.pretest ? parsePretestState(state.pretest) : startPretest(skillGraphUpTo(all, grade), grade);
    const skill = nextPretestSkill(pretest);
    const lesson = skill ? all.find((l) => l.skill_key === skill) : undefined;
    if (lesson) return { lesson, state: { ...state, pretest } };
  }
  const mastery = Object.fromEntries([...lessons].map(([id, s]) => [id, s.mastery]));
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
 * The question due next, derived from the stored state alone (issue 21 "reads that never write"):
 * the lesson by mode ({@link chooseLesson}), then inside the lesson the bank question at
 * (answers in the lesson + 7 × student id) mod the lesson's size in seed order, so siblings see
 * different sequences. The same state always gives the same question, so GET math_game shows it
 * without storing it and the answer names it (docs/decisions.md "Round trips of the answer path").
 * `state` is the game's state_data with the pretest started, for the caller's next write.
 */
export function dueQuestion(content: MathContent, game: GameRow, student: StudentRow, lessons: ReadonlyMap<number, LessonStats>): { question: QuestionRow; state: GameStateData } {
  const { lesson, state } = chooseLesson(content, game, student, lessons);
  const bank = content.questionsOf(lesson.id);
  if (bank.length === 0) throw new DomainError('internal', 'A lesson has no questions.', 'internal');
  const answered = lessons.get(lesson.id)?.num_answered ?? 0;
  return { question: bank[(answered + student.id * 7) % bank.length]!, state };
}

/** A lesson's stats after one more answer (spec "Math lesson stats": BKT mastery, counts). Pure. */
export function statsAfterAnswer(prev: LessonStats | undefined, correct: boolean, question: { question_type: 'BLNK' | 'M'; optionCount: number }): LessonStats {
  const params = question.question_type === 'M' ? paramsFor('M', Math.max(2, question.optionCount)) : paramsFor('BLNK');
  const mastery = updateMastery(prev?.mastery ?? DEFAULT_BKT.pInit, correct, params);
  return {
    mastery,
    mastery_algo: isMastered(mastery) ? 'mastered' : (prev?.mastery_algo ?? null),
    lesson_intro_watched: prev?.lesson_intro_watched ?? false,
    num_answered: (prev?.num_answered ?? 0) + 1,
    num_correct: (prev?.num_correct ?? 0) + (correct ? 1 : 0),
  };
}

/** A lesson's stats once the pretest placed its skill as mastered (`mastery_algo` 'pretest' unless already set). Pure. */
export function statsPlacedByPretest(prev: LessonStats | undefined): LessonStats {
  return {
    mastery: Math.max(prev?.mastery ?? 0, MASTERY_THRESHOLD),
    mastery_algo: prev?.mastery_algo ?? 'pretest',
    lesson_intro_watched: prev?.lesson_intro_watched ?? false,
    num_answered: prev?.num_answered ?? 0,
    num_correct: prev?.num_correct ?? 0,
  };
}

/** The public view of a question put to a student with lesson stats `lessons`, with whether its lesson's intro was seen. Pure. */
export function toPublicQuestion(content: MathContent, q: QuestionRow, lessons: ReadonlyMap<number, LessonStats>): PublicQuestion {
  const lesson = content.lesson(q.math_lesson_id);
  if (!lesson) throw new DomainError('internal', 'A question names an unknown lesson.', 'internal');
  const stats = lessons.get(q.math_lesson_id);
  // A lesson the child already masters (or was placed in by the pretest) needs no intro.
  return { ...publicQuestion(q, { id: lesson.id, grade: lesson.lesson_grade, skill_id: lesson.skill_id, name: lesson.name }), lesson_intro_watched: (stats?.lesson_intro_watched ?? false) || stats?.mastery_algo != null };
}

/**
 * In pretest mode, records the answer in the placement and counts it
 * (`num_problems_pretest_and_correct` / `_minus`); when the placement is done, names the lessons
 * of the skills it placed as mastered (`placedLessons`, for the caller's stats write) and switches
 * the game to adaptive. Pure: the returned `patch` (empty outside the pretest) goes into the
 * caller's one write of the answer (issue 21); `game` is the row as it will be.
 */
export function pretestStep(
  content: MathContent,
  game: GameRow,
  skillKey: string,
  correct: boolean,
  now: Date,
): { game: GameRow; patch: Partial<GameRow>; completed: AnswerResponse['pretest_completed']; placedLessons: number[] } {
  const state = stateOf(game);
  if (game.learning_mode !== 'pretest' || !state.pretest) return { game, patch: {}, completed: null, placedLessons: [] };
  let pretest = parsePretestState(state.pretest);
  if (nextPretestSkill(pretest) !== skillKey) return { game, patch: {}, completed: null, placedLessons: [] };
  pretest = recordPretestAnswer(pretest, skillKey, correct);
  const counters = correct
    ? { num_problems_pretest_and_correct: game.num_problems_pretest_and_correct + 1 }
    : { num_problems_pretest_and_minus: game.num_problems_pretest_and_minus + 1 };
  if (!isPretestFinished(pretest)) {
    const patch = { ...counters, state_data: { ...state, pretest }, updated_at: now };
    return { game: { ...game, ...patch }, patch, completed: null, placedLessons: [] };
  }
  const result = pretestResult(pretest);
  const placedLessons = content.catalogue.filter((l) => result.masteredSkills.includes(l.skill_key)).map((l) => l.id);
  const patch = { ...counters, learning_mode: 'adaptive' as const, pretest_completed_at: now, updated_at: now, state_data: { ...state, pretest, pretest_mastered: result.masteredSkills } };
  return {
    game: { ...game, ...patch },
    patch,
    completed: { questions: result.questionsAsked, correct: result.correct, mastered_skills: result.masteredSkills.length },
    placedLessons,
  };
}
