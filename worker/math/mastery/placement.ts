/**
 * Placement of the math game (the spec's "pretest" mode, issue 18 "placement that finds the right
 * lesson"): an adaptive test of at most {@link MAX_PLACEMENT_QUESTIONS} questions that finds the
 * child's frontier in the teaching order, below its grade when that is where the gaps are.
 *
 * Model. The skills up to the end of the child's grade are put in teaching order (a topological
 * order of the skill graph, worker/math/mastery/prerequisites.ts). A hypothesis h ∈ {0..N} says
 * "the child knows the first h skills of that order and none after" — a knowledge state that
 * respects the prerequisites, as in knowledge-space placement (Doignon & Falmagne 1999; ALEKS).
 * The frontier is skill h, the first lesson to teach. Answers are noisy: a child who knows a
 * skill still slips (P(S)), and one who doesn't can guess (P(G): 1 / options for multiple
 * choice, {@link TYPED_GUESS} for a typed answer), the same slip and guess as knowledge tracing
 * (bkt.ts). The posterior over h is
 *
 *     P(h | answers) ∝ prior(h) · Π_i [ pos_i < h ? (correct_i ? 1−S : S) : (correct_i ? G_i : 1−G_i) ]
 *
 * The prior leans to the child's own grade and fades a grade at a time below it (a gap two grades
 * down is possible, five grades down rare). Each question goes to the skill whose answer is
 * expected to tell the most about h (largest expected reduction of the posterior's entropy: it
 * splits the remaining candidate frontiers, weighing slip and guess). The test stops after 12
 * questions, or earlier once three neighbouring frontiers hold {@link CONFIDENT} of the mass; but
 * never while the placement rests on one multiple-choice answer near the frontier that may have
 * been a guess: that skill is asked again (typed when it can be).
 *
 * Pure functions over plain JSON ({@link PlacementState} lives in map_game.state_data); no
 * randomness, so the same answers always give the same questions and result.
 */
import { z } from 'zod';
import { gradeRank } from './prerequisites.js';

/** Most questions a placement asks (issue 18: at most 12). */
export const MAX_PLACEMENT_QUESTIONS = 12;

/** Most questions about one skill (a first answer and one re-check). */
export const MAX_QUESTIONS_PER_SKILL = 2;

/** P(S): the placement's slip, as in tracing (bkt.ts DEFAULT_BKT.pSlip). */
export const PLACEMENT_SLIP = 0.1;

/** P(G) of a typed answer: the chance of typing the right number without the skill (partial knowledge, counting on fingers). */
export const TYPED_GUESS = 0.1;

/** Posterior mass of the best three neighbouring frontiers at which the test may stop early. */
export const CONFIDENT = 0.99;

/** How a skill is asked in placement: typed (BLNK) when it has such a lesson, else multiple choice with its option count. */
export interface PlacementItem {
  /** Skill key. */
  key: string;
  /** Product grade id of the skill (13 Pre-K, 14 K, 1..8). */
  grade: number;
  /** P(G) of the question that will be asked: {@link TYPED_GUESS} for typed, 1 / options for multiple choice. */
  guess: number;
}

/** One answered placement question. */
export interface PlacementAnswer {
  skill: string;
  correct: boolean;
  /** P(G) of the question actually asked (typed or multiple choice). */
  guess: number;
}

/** Serializable placement state (map_game.state_data.pretest). */
export interface PlacementState {
  version: 2;
  /** The child's grade id. */
  grade: number;
  /** Skills in teaching order, up to the end of the child's grade. */
  items: PlacementItem[];
  /** Answers so far, oldest first. */
  answers: PlacementAnswer[];
}

/** What a finished (or interrupted) placement concluded. */
export interface PlacementResult {
  /** Index in the teaching order of the frontier (= number of skills placed as known); items.length when all are known. */
  frontier: number;
  /** The frontier skill (first to teach), or null when every skill up to the grade is known. */
  frontierSkill: string | null;
  /** Its grade id, or the child's grade when all is known. */
  frontierGrade: number;
  /** Skills placed as known: the teaching order before the frontier. */
  placedSkills: string[];
  /** Placed skills the child answered wrong at least once in placement (a slip, or a gap under the frontier): verified first. */
  doubtfulSkills: string[];
  /** Whether teaching starts below the child's grade. */
  belowGrade: boolean;
  /** Posterior mass within ±1 of the frontier (how sure the placement is). */
  confidence: number;
  questionsAsked: number;
  correct: number;
  minus: number;
}

/**
 * A fresh placement.
 * @param items every skill up to the end of the child's grade, in teaching order, with how it will be asked.
 * @param grade the child's grade id.
 */
export function startPlacement(items: readonly PlacementItem[], grade: number): PlacementState {
  return { version: 2, grade, items: items.map((i) => ({ ...i })), answers: [] };
}

/**
 * Prior weight of frontier h: by how many grades the frontier skill sits below the child's grade
 * (1 in its grade, 0.6 one grade down, 0.3 two, 0.12 three, then 0.05); "knows everything" as own grade.
 */
function priorWeight(state: PlacementState, h: number): number {
  const item = state.items[h];
  if (!item) return 1;
  const below = gradeRank(state.grade) - gradeRank(item.grade);
  return below <= 0 ? 1 : below === 1 ? 0.6 : below === 2 ? 0.3 : below === 3 ? 0.12 : 0.05;
}

/** Normalised posterior over h = 0..N. */
export function placementPosterior(state: PlacementState): number[] {
  const position = new Map(state.items.map((it, i) => [it.key, i]));
  const post = Array.from({ length: state.items.length + 1 }, (_, h) => priorWeight(state, h));
  for (const a of state.answers) {
    const i = position.get(a.skill);
    if (i === undefined) continue;
    for (let h = 0; h < post.length; h++) {
      const known = i < h;
      const p = known ? (a.correct ? 1 - PLACEMENT_SLIP : PLACEMENT_SLIP) : a.correct ? a.guess : 1 - a.guess;
      post[h]! *= p;
    }
  }
  const total = post.reduce((s, v) => s + v, 0);
  return post.map((v) => v / total);
}

function entropy(ps: readonly number[]): number {
  let e = 0;
  for (const p of ps) if (p > 0) e -= p * Math.log(p);
  return e;
}

/** The frontier the posterior supports best: the centre of the three neighbouring frontiers with the most mass (ties: the lower, teaching too low is cheaper than too high). */
function bestWindow(post: readonly number[]): { h: number; mass: number } {
  let best = { h: 0, mass: -1 };
  for (let h = 0; h < post.length; h++) {
    const mass = (post[h - 1] ?? 0) + (post[h] ?? 0) + (post[h + 1] ?? 0);
    if (mass > best.mass + 1e-12) best = { h, mass };
  }
  return best;
}

/**
 * A multiple-choice answer near the estimate that the placement rests on alone: a right answer
 * with a guessable question on a skill just below the frontier, never confirmed by a second right
 * answer. Returns its skill to re-check, or null.
 */
function guessToRecheck(state: PlacementState, h: number): string | null {
  const position = new Map(state.items.map((it, i) => [it.key, i]));
  for (const a of state.answers) {
    const i = position.get(a.skill);
    if (i === undefined || !a.correct || a.guess <= TYPED_GUESS || i < h - 2 || i >= h) continue;
    const rights = state.answers.filter((b) => b.skill === a.skill && b.correct).length;
    const asked = state.answers.filter((b) => b.skill === a.skill).length;
    if (rights === 1 && asked < MAX_QUESTIONS_PER_SKILL) return a.skill;
  }
  return null;
}

/**
 * The skill of the next placement question, or null when the placement is over (12 asked, or
 * confident and resting on no lone guess, or nothing left to ask).
 */
export function nextPlacementSkill(state: PlacementState): string | null {
  if (state.answers.length >= MAX_PLACEMENT_QUESTIONS || state.items.length === 0) return null;
  const post = placementPosterior(state);
  const window = bestWindow(post);
  const recheck = guessToRecheck(state, window.h);
  if (recheck) return recheck;
  if (window.mass >= CONFIDENT) return null;

  const asked = new Map<string, number>();
  for (const a of state.answers) asked.set(a.skill, (asked.get(a.skill) ?? 0) + 1);
  const now = entropy(post);
  let best: { i: number; gain: number } | null = null;
  // Cumulative mass P(h > i) lets each candidate be scored in O(N).
  const above = new Array<number>(post.length).fill(0);
  for (let h = post.length - 2; h >= 0; h--) above[h] = above[h + 1]! + post[h + 1]!;
  state.items.forEach((item, i) => {
    if ((asked.get(item.key) ?? 0) >= MAX_QUESTIONS_PER_SKILL) return;
    const pKnown = above[i]!; // P(h > i): the skill is among the known ones.
    const pRight = pKnown * (1 - PLACEMENT_SLIP) + (1 - pKnown) * item.guess;
    const after = (correct: boolean): number => {
      const q = post.map((p, h) => p * (i < h ? (correct ? 1 - PLACEMENT_SLIP : PLACEMENT_SLIP) : correct ? item.guess : 1 - item.guess));
      const z = q.reduce((s, v) => s + v, 0);
      return z > 0 ? entropy(q.map((v) => v / z)) : 0;
    };
    const gain = now - (pRight * after(true) + (1 - pRight) * after(false));
    if (!best || gain > best.gain + 1e-12) best = { i, gain };
  });
  const chosen = best as { i: number; gain: number } | null;
  return chosen ? state.items[chosen.i]!.key : null;
}

/** Whether the placement has no question left. */
export function isPlacementFinished(state: PlacementState): boolean {
  return nextPlacementSkill(state) === null;
}

/**
 * Records the answer to the question asked about `skill` (must be {@link nextPlacementSkill}).
 * @param guess P(G) of the question asked: {@link TYPED_GUESS} for typed, 1 / options for multiple choice.
 * @throws Error('Placement is finished') | Error('Unexpected placement skill: x (expected y)').
 */
export function recordPlacementAnswer(state: PlacementState, skill: string, correct: boolean, guess: number): PlacementState {
  const expected = nextPlacementSkill(state);
  if (expected === null) throw new Error('Placement is finished');
  if (skill !== expected) throw new Error(`Unexpected placement skill: ${skill} (expected ${expected})`);
  return { ...state, answers: [...state.answers, { skill, correct, guess: Math.min(0.9, Math.max(0, guess)) }] };
}

/** What the placement concluded so far (an interrupted one concludes from the answers it has). */
export function placementResult(state: PlacementState): PlacementResult {
  const post = placementPosterior(state);
  const { h, mass } = bestWindow(post);
  const frontierItem = state.items[h];
  const correct = state.answers.filter((a) => a.correct).length;
  return {
    frontier: h,
    frontierSkill: frontierItem?.key ?? null,
    frontierGrade: frontierItem?.grade ?? state.grade,
    placedSkills: state.items.slice(0, h).map((i) => i.key),
    doubtfulSkills: state.items.slice(0, h).filter((i) => state.answers.some((a) => a.skill === i.key && !a.correct)).map((i) => i.key),
    belowGrade: frontierItem !== undefined && gradeRank(frontierItem.grade) < gradeRank(state.grade),
    confidence: mass,
    questionsAsked: state.answers.length,
    correct,
    minus: state.answers.length - correct,
  };
}

const stateSchema = z.object({
  version: z.literal(2),
  grade: z.number().int(),
  items: z.array(z.object({ key: z.string().min(1), grade: z.number().int(), guess: z.number().min(0).max(0.9) })),
  answers: z.array(z.object({ skill: z.string(), correct: z.boolean(), guess: z.number().min(0).max(0.9) })).max(MAX_PLACEMENT_QUESTIONS),
});

/**
 * Reads a stored placement back (untrusted JSON). Returns null for a state of the old pretest
 * (version 1, before issue 18): the caller starts a fresh placement.
 * @throws Error('Invalid placement state: …') for anything else malformed.
 */
export function parsePlacementState(data: unknown): PlacementState | null {
  if (typeof data === 'object' && data !== null && (data as { version?: unknown }).version === 1) return null;
  const parsed = stateSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Invalid placement state: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  const keys = new Set(parsed.data.items.map((i) => i.key));
  if (keys.size !== parsed.data.items.length) throw new Error('Invalid placement state: duplicate skill');
  if (parsed.data.answers.some((a) => !keys.has(a.skill))) throw new Error('Invalid placement state: unknown skill in answers');
  return parsed.data;
}
