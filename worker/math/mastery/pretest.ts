/**
 * Pretest (placement) of the math game, in the style of Oppia's diagnostic test
 * (oppia/oppia, core/templates/pages/diagnostic-test-player-page: DiagnosticTestTopicTrackerModel).
 *
 * Spec: "Math game modes: pretest, adaptive, pickskill. A fresh game starts in pretest; the
 * pretest modal shows in pretest mode." Lesson stats count the answers given here as
 * `num_problems_pretest_and_correct` / `num_problems_pretest_and_minus`.
 *
 * The skills form a prerequisite graph ({@link SkillNode}). Answers are assumed consistent with
 * it, which lets one question classify many skills:
 * - a right answer on skill S marks S and all its ancestors (prerequisites, transitively) as
 *   presumed mastered, and the next question goes to a harder skill that depends on S;
 * - a wrong answer gets one second chance on the same skill (as Oppia fails a topic only after
 *   two wrong answers); a second wrong answer marks S and all its descendants as not mastered,
 *   and the next question goes to an easier skill S depends on; a right second answer passes S.
 * The first question is a middle skill of the child's grade. Each later one is the unclassified
 * skill whose answer is guaranteed to classify the most skills either way — Oppia's rule,
 * maximise min(#unclassified ancestors, #unclassified descendants) — restricted to the harder or
 * easier side given by the last answer when that side has unclassified skills.
 * The test stops when every skill is classified or after {@link MAX_PRETEST_QUESTIONS}.
 * Skills still unclassified then are treated as not mastered (the adaptive mode verifies them
 * cheaply with BKT, whereas a wrong "mastered" would skip teaching).
 *
 * Everything here is a pure function over a plain-JSON {@link PretestState}, so the server can
 * keep the state in `map_game.state_data` between requests; no randomness is used.
 */
import { z } from 'zod';
import { gradeRank, validateSkillGraph, type SkillNode } from './prerequisites.js';

/** Most questions one pretest asks (the spec's short placement; Oppia uses a larger cap of 15 for whole classrooms). */
export const MAX_PRETEST_QUESTIONS = 8;

/** Most questions asked about one skill: the first and one second chance after a wrong answer. */
export const MAX_QUESTIONS_PER_SKILL = 2;

/** Classification of one skill during the pretest. */
export type PretestSkillStatus = 'unknown' | 'mastered' | 'not_mastered';

/** One answered pretest question. */
export interface PretestAnswer {
  /** Skill key the question was about. */
  skill: string;
  /** Whether the answer was right ("I don't know" is recorded as wrong). */
  correct: boolean;
}

/**
 * Serializable pretest state (plain JSON: strings, numbers, booleans, arrays, objects).
 * The graph is stored in compact index form so the state stays small for a whole catalogue.
 */
export interface PretestState {
  /** Format version, for reading states stored by older code. */
  version: 1;
  /** The child's grade id (13 = Pre-K, 14 = K, 1..8). */
  grade: number;
  /** Skill keys in catalogue order; the other arrays are parallel to it. */
  keys: string[];
  /** Grade id of each skill. */
  grades: number[];
  /** Direct prerequisites of each skill, as indices into `keys`. */
  prerequisites: number[][];
  /** Current classification of each skill. */
  status: PretestSkillStatus[];
  /** Answers so far, oldest first (at most {@link MAX_PRETEST_QUESTIONS}). */
  history: PretestAnswer[];
}

/** Outcome of a pretest, to seed lesson stats and the adaptive mode. */
export interface PretestResult {
  /** Skills presumed mastered (answered right, or an ancestor of one), in catalogue order. */
  masteredSkills: string[];
  /** Skills to learn next: not mastered, with every prerequisite mastered, in catalogue order. */
  frontierSkills: string[];
  /** Questions asked. */
  questionsAsked: number;
  /** Right answers (`num_problems_pretest_and_correct`). */
  correct: number;
  /** Wrong answers, "I don't know" included (`num_problems_pretest_and_minus`). */
  minus: number;
}

/** Ancestors and descendants of every skill as index sets, derived from the stored edges. */
interface Closures {
  ancestors: Set<number>[];
  descendants: Set<number>[];
}

function closures(prerequisites: readonly (readonly number[])[]): Closures {
  const n = prerequisites.length;
  const children: number[][] = Array.from({ length: n }, () => []);
  prerequisites.forEach((ps, i) => ps.forEach((p) => children[p]?.push(i)));
  const reach = (start: number, next: readonly (readonly number[])[]): Set<number> => {
    const seen = new Set<number>();
    const stack = [...(next[start] ?? [])];
    for (let k = stack.pop(); k !== undefined; k = stack.pop()) {
      if (seen.has(k)) continue;
      seen.add(k);
      stack.push(...(next[k] ?? []));
    }
    return seen;
  };
  return {
    ancestors: Array.from({ length: n }, (_, i) => reach(i, prerequisites)),
    descendants: Array.from({ length: n }, (_, i) => reach(i, children)),
  };
}

/**
 * Start a pretest.
 * @param graph the prerequisite graph (e.g. from buildSkillGraph), in catalogue order.
 * @param grade the child's grade id (13 = Pre-K, 14 = K, 1..8). A grade without skills in the graph
 *   starts from the nearest lower grade that has some (as the bank serves grade 3 to grades 4–8),
 *   or from the lowest grade when there is none below.
 * @returns a fresh state; with an empty graph it is already finished.
 * @throws the graph validation errors of validateSkillGraph (unknown prerequisite, cycle, duplicate).
 */
export function startPretest(graph: readonly SkillNode[], grade: number): PretestState {
  validateSkillGraph(graph);
  const index = new Map(graph.map((n, i) => [n.key, i]));
  return {
    version: 1,
    grade,
    keys: graph.map((n) => n.key),
    grades: graph.map((n) => n.grade),
    prerequisites: graph.map((n) => n.prerequisites.map((p) => index.get(p) ?? -1)),
    status: graph.map((): PretestSkillStatus => 'unknown'),
    history: [],
  };
}

/** Index of the first question's skill: the middle (lower middle for even counts, the easier one) skill of the child's grade. */
function startIndex(state: PretestState): number | null {
  const ranks = [...new Set(state.grades.map(gradeRank))].sort((a, b) => a - b);
  if (ranks.length === 0) return null;
  const want = gradeRank(state.grade);
  const lower = ranks.filter((r) => r <= want);
  const rank = lower.length > 0 ? lower[lower.length - 1] : ranks[0];
  const inGrade = state.grades.flatMap((g, i) => (gradeRank(g) === rank ? [i] : []));
  return inGrade[Math.floor((inGrade.length - 1) / 2)] ?? null;
}

function attemptsOn(state: PretestState, key: string): number {
  return state.history.filter((a) => a.skill === key).length;
}

/**
 * The skill the next pretest question should be about.
 * @returns a skill key, or null when the pretest is done (every skill classified, or
 *   {@link MAX_PRETEST_QUESTIONS} asked). The same state always gives the same answer.
 */
export function nextPretestSkill(state: PretestState): string | null {
  if (state.history.length >= MAX_PRETEST_QUESTIONS) return null;
  const unknown = new Set<number>();
  state.status.forEach((s, i) => {
    if (s === 'unknown') unknown.add(i);
  });
  if (unknown.size === 0) return null;

  const last = state.history[state.history.length - 1];
  if (!last) {
    const start = startIndex(state);
    return start === null ? null : (state.keys[start] ?? null);
  }
  const lastIndex = state.keys.indexOf(last.skill);
  // Second chance: the last answer was wrong and left its skill unclassified.
  if (!last.correct && state.status[lastIndex] === 'unknown' && attemptsOn(state, last.skill) < MAX_QUESTIONS_PER_SKILL) return last.skill;

  const { ancestors, descendants } = closures(state.prerequisites);
  const countUnknown = (set: Set<number> | undefined): number => [...(set ?? [])].filter((i) => unknown.has(i)).length;
  // Move harder after a pass and easier after a fail, when that side still has open skills.
  const side = [...((last.correct ? descendants : ancestors)[lastIndex] ?? [])].filter((i) => unknown.has(i));
  const candidates = side.length > 0 ? side : [...unknown];
  const want = gradeRank(state.grade);

  // Score, compared lexicographically: skills classified for sure either way (Oppia's
  // min(ancestors, descendants)), then skills classified at best, then closeness to the child's grade.
  const score = (i: number): number[] => {
    const a = countUnknown(ancestors[i]);
    const d = countUnknown(descendants[i]);
    return [Math.min(a, d), a + d, -Math.abs(gradeRank(state.grades[i] ?? 0) - want)];
  };
  const better = (x: number[], y: number[]): boolean => {
    const k = x.findIndex((v, j) => v !== y[j]);
    return k >= 0 && (x[k] ?? 0) > (y[k] ?? 0);
  };
  let best: { i: number; score: number[] } | null = null;
  // Ascending index, and only a strictly better score replaces: ties go to catalogue order.
  for (const i of candidates.sort((a, b) => a - b)) {
    const sc = score(i);
    if (!best || better(sc, best.score)) best = { i, score: sc };
  }
  return best ? (state.keys[best.i] ?? null) : null;
}

/**
 * Whether the pretest is over (no next question).
 */
export function isPretestFinished(state: PretestState): boolean {
  return nextPretestSkill(state) === null;
}

/**
 * Record the answer to the question asked about `skillKey` and classify skills.
 * The input state is not modified.
 * @param state current state.
 * @param skillKey the skill the question was about; must equal {@link nextPretestSkill}(state).
 * @param correct whether the answer was right; pass false for "I don't know".
 * @returns the new state.
 * @throws Error('Pretest is finished') when no question is due;
 *   Error('Unexpected pretest skill: x (expected y)') when the answer is for another skill (a stale or replayed request).
 */
export function recordPretestAnswer(state: PretestState, skillKey: string, correct: boolean): PretestState {
  const expected = nextPretestSkill(state);
  if (expected === null) throw new Error('Pretest is finished');
  if (skillKey !== expected) throw new Error(`Unexpected pretest skill: ${skillKey} (expected ${expected})`);

  const i = state.keys.indexOf(skillKey);
  const history = [...state.history, { skill: skillKey, correct }];
  const status = [...state.status];
  const attempts = history.filter((a) => a.skill === skillKey).length;
  if (correct || attempts >= MAX_QUESTIONS_PER_SKILL) {
    const { ancestors, descendants } = closures(state.prerequisites);
    const value: PretestSkillStatus = correct ? 'mastered' : 'not_mastered';
    const related = (correct ? ancestors : descendants)[i] ?? new Set<number>();
    // Only open skills change: answers inconsistent with the graph never overturn an earlier classification.
    for (const j of [i, ...related]) if (status[j] === 'unknown') status[j] = value;
  }
  return { ...state, status, history };
}

/**
 * Summarise a (finished or interrupted) pretest. Unclassified skills count as not mastered.
 */
export function pretestResult(state: PretestState): PretestResult {
  const mastered = new Set<number>();
  state.status.forEach((s, i) => {
    if (s === 'mastered') mastered.add(i);
  });
  const correct = state.history.filter((a) => a.correct).length;
  return {
    masteredSkills: state.keys.filter((_, i) => mastered.has(i)),
    frontierSkills: state.keys.filter((_, i) => !mastered.has(i) && (state.prerequisites[i] ?? []).every((p) => mastered.has(p))),
    questionsAsked: state.history.length,
    correct,
    minus: state.history.length - correct,
  };
}

const stateSchema = z.object({
  version: z.literal(1),
  grade: z.number().int(),
  keys: z.array(z.string().min(1)),
  grades: z.array(z.number().int()),
  prerequisites: z.array(z.array(z.number().int().nonnegative())),
  status: z.array(z.enum(['unknown', 'mastered', 'not_mastered'])),
  history: z.array(z.object({ skill: z.string(), correct: z.boolean() })).max(MAX_PRETEST_QUESTIONS),
});

/**
 * Read a pretest state back from storage (e.g. `map_game.state_data` parsed from JSON).
 * @param data untrusted value.
 * @returns the state, checked for shape and internal consistency.
 * @throws Error('Invalid pretest state: …') when the shape or the cross-references are wrong;
 *   the graph validation errors when the stored graph has a cycle.
 */
export function parsePretestState(data: unknown): PretestState {
  const parsed = stateSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Invalid pretest state: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  const s = parsed.data;
  const n = s.keys.length;
  if (s.grades.length !== n || s.prerequisites.length !== n || s.status.length !== n) throw new Error('Invalid pretest state: array lengths differ');
  if (s.prerequisites.some((ps) => ps.some((p) => p >= n))) throw new Error('Invalid pretest state: prerequisite index out of range');
  if (s.history.some((a) => !s.keys.includes(a.skill))) throw new Error('Invalid pretest state: unknown skill in history');
  validateSkillGraph(s.keys.map((key, i) => ({ key, grade: s.grades[i] ?? 0, prerequisites: (s.prerequisites[i] ?? []).map((p) => s.keys[p] ?? '') })));
  return s;
}
