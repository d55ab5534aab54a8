/**
 * Prerequisite graph over the skills of the math bank (issue 18 "a real skill graph").
 *
 * Placement and the adaptive mode both reason over "which skills must be known before this one".
 * The edges are data beside the bank: each SkillDef lists its direct `prerequisites` (skills, not
 * whole grades). A skill without that list (a catalogue built by a test, or content from before
 * issue 18) falls back to "every skill of the nearest lower grade", which is coarse but safe.
 * An explicit map can still override both. The graph is checked for unknown keys and cycles, and
 * {@link teachingOrder} turns it into the one linear order the placement and the lesson choice use.
 */
import type { SkillDef } from '../bank/types.js';

/** One skill in the prerequisite graph. */
export interface SkillNode {
  /** Skill key, unique in the graph (SkillDef.key). */
  key: string;
  /** Product grade id: 13 = Pre-K, 14 = K, 1..8 = grades 1..8. */
  grade: number;
  /** Keys of the skills that must be known before this one (direct edges only), in catalogue order. */
  prerequisites: string[];
}

/** Grade id of Pre-K in the product (mirrors GRADE_PRE_K of the bank, kept local so this module imports only types). */
const PRE_K = 13;
/** Grade id of Kindergarten in the product. */
const KINDERGARTEN = 14;

/**
 * Position of a grade id on the school ladder, so ids can be compared:
 * Pre-K (13) → −1, K (14) → 0, grades 1..8 → 1..8; any other number maps to itself.
 */
export function gradeRank(grade: number): number {
  if (grade === PRE_K) return -1;
  if (grade === KINDERGARTEN) return 0;
  return grade;
}

/**
 * Build the prerequisite graph.
 * @param skills the catalogue in its order (e.g. the bank's SKILLS, Pre-K first). Only key and grade are read.
 * @param explicit optional map skill key → prerequisite keys; it replaces the skills' own
 *   prerequisites for the skills it names (an empty list makes a skill a root).
 * @param dropMissing when true, a skill's own prerequisite that is not in `skills` is dropped
 *   instead of rejected (a sub-catalogue cut at a grade whose edges point above the cut never
 *   happens, but a test or a partial catalogue may cut a lower grade off).
 * @returns one node per skill, in catalogue order. By default a skill's prerequisites are all
 *   skills of the nearest lower grade present in the catalogue (none for the lowest grade).
 * @throws Error('Duplicate skill: x') when a key repeats;
 *   Error('Unknown skill: x') when the explicit map names a skill not in the catalogue;
 *   Error('Unknown prerequisite: x') when a prerequisite key is not in the catalogue;
 *   Error('Prerequisite cycle: a -> b -> a') when the prerequisites form a cycle ("a -> b" = a requires b).
 */
export function buildSkillGraph(skills: Pick<SkillDef, 'key' | 'grade' | 'prerequisites'>[], explicit?: Record<string, string[]>, dropMissing = false): SkillNode[] {
  const keys = new Set<string>();
  for (const s of skills) {
    if (keys.has(s.key)) throw new Error(`Duplicate skill: ${s.key}`);
    keys.add(s.key);
  }
  for (const key of Object.keys(explicit ?? {})) if (!keys.has(key)) throw new Error(`Unknown skill: ${key}`);

  const byRank = new Map<number, string[]>();
  for (const s of skills) {
    const r = gradeRank(s.grade);
    const list = byRank.get(r);
    if (list) list.push(s.key);
    else byRank.set(r, [s.key]);
  }
  const ranks = [...byRank.keys()].sort((a, b) => a - b);

  const nodes = skills.map((s): SkillNode => {
    const override = explicit && Object.hasOwn(explicit, s.key) ? explicit[s.key] : undefined;
    if (override) return { key: s.key, grade: s.grade, prerequisites: [...new Set(override)] };
    if (s.prerequisites) return { key: s.key, grade: s.grade, prerequisites: [...new Set(s.prerequisites)].filter((p) => keys.has(p) || !dropMissing) };
    const i = ranks.indexOf(gradeRank(s.grade));
    const prevRank = i > 0 ? ranks[i - 1] : undefined;
    const prev = prevRank === undefined ? [] : (byRank.get(prevRank) ?? []);
    return { key: s.key, grade: s.grade, prerequisites: [...prev] };
  });
  validateSkillGraph(nodes);
  return nodes;
}

/**
 * Check a graph (e.g. one read back from storage): keys unique, every prerequisite exists, no cycle.
 * @throws the same errors as {@link buildSkillGraph}.
 */
export function validateSkillGraph(graph: readonly SkillNode[]): void {
  const byKey = new Map<string, SkillNode>();
  for (const n of graph) {
    if (byKey.has(n.key)) throw new Error(`Duplicate skill: ${n.key}`);
    byKey.set(n.key, n);
  }
  for (const n of graph) for (const p of n.prerequisites) if (!byKey.has(p)) throw new Error(`Unknown prerequisite: ${p}`);

  // Recursive DFS is fine here: its depth is bounded by the number of skills (a few hundred).
  // Marks: 1 = on the current path, 2 = finished.
  const mark = new Map<string, 1 | 2>();
  const path: string[] = [];
  const visit = (key: string): void => {
    const m = mark.get(key);
    if (m === 2) return;
    if (m === 1) {
      const cycle = [...path.slice(path.indexOf(key)), key];
      throw new Error(`Prerequisite cycle: ${cycle.join(' -> ')}`);
    }
    mark.set(key, 1);
    path.push(key);
    for (const p of byKey.get(key)?.prerequisites ?? []) visit(p);
    path.pop();
    mark.set(key, 2);
  };
  for (const n of graph) visit(n.key);
}

function closure(graph: readonly SkillNode[], key: string, next: (k: string) => readonly string[]): string[] {
  if (!graph.some((n) => n.key === key)) throw new Error(`Unknown skill: ${key}`);
  const seen = new Set<string>();
  const stack = [...next(key)];
  for (let k = stack.pop(); k !== undefined; k = stack.pop()) {
    if (seen.has(k)) continue;
    seen.add(k);
    stack.push(...next(k));
  }
  // Catalogue order, so callers get a deterministic list.
  return graph.filter((n) => seen.has(n.key)).map((n) => n.key);
}

/**
 * All skills a skill depends on, directly or transitively, in catalogue order.
 * @throws Error('Unknown skill: x') when the key is not in the graph.
 */
export function ancestorsOf(graph: readonly SkillNode[], key: string): string[] {
  const byKey = new Map(graph.map((n) => [n.key, n.prerequisites]));
  return closure(graph, key, (k) => byKey.get(k) ?? []);
}

/**
 * All skills that depend on a skill, directly or transitively, in catalogue order.
 * @throws Error('Unknown skill: x') when the key is not in the graph.
 */
export function descendantsOf(graph: readonly SkillNode[], key: string): string[] {
  const children = new Map<string, string[]>(graph.map((n) => [n.key, []]));
  for (const n of graph) for (const p of n.prerequisites) children.get(p)?.push(n.key);
  return closure(graph, key, (k) => children.get(k) ?? []);
}

/**
 * The teaching order: a topological order of the graph (every skill after all of its
 * prerequisites) that otherwise keeps the catalogue order, so grade by grade, easier first.
 * Kahn's algorithm, always taking the ready skill that comes first in the catalogue.
 * @param graph a valid graph (see validateSkillGraph), in catalogue order.
 * @returns the skill keys in teaching order (same length as graph).
 */
export function teachingOrder(graph: readonly SkillNode[]): string[] {
  const index = new Map(graph.map((n, i) => [n.key, i]));
  const waiting = graph.map((n) => n.prerequisites.filter((p) => index.has(p)).length);
  const children: number[][] = graph.map(() => []);
  graph.forEach((n, i) => n.prerequisites.forEach((p) => { const j = index.get(p); if (j !== undefined) children[j]!.push(i); }));
  // The ready set stays small (tens of skills), so a sorted array is simpler than a heap.
  const ready = graph.flatMap((_, i) => (waiting[i] === 0 ? [i] : []));
  const order: string[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => a - b);
    const i = ready.shift()!;
    order.push(graph[i]!.key);
    for (const c of children[i]!) if (--waiting[c]! === 0) ready.push(c);
  }
  if (order.length !== graph.length) throw new Error('Prerequisite cycle');
  return order;
}
