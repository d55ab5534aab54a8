/**
 * Helpers shared by the grade 2 and 3 lessons of issue 18 (band G23): story contexts for picture
 * questions, clock times and small data sets.
 *
 * Picture questions ask the same thing every time ("What time is it?"), but the bank needs every
 * question of a lesson to have its own text. So each parameter set gets its own story context (a
 * child and what they do), dealt out by {@link withContexts}; the picture carries the numbers.
 */
import { KIDS } from './lesson.js';
import type { Kid } from './lesson.js';
import { createRng, hashString } from './rng.js';

/**
 * Pairs every parameter set with a different context, spread out so neighbouring parameters
 * (3:05, 3:10) don't get neighbouring contexts. Deterministic per `salt`.
 * @throws Error when there are fewer contexts than parameter sets (texts would repeat).
 */
export function withContexts<P, C>(params: readonly P[], contexts: readonly C[], salt: string): Array<[P, C]> {
  if (contexts.length < params.length) throw new Error(`Only ${contexts.length} contexts for ${params.length} questions (${salt})`);
  const order = createRng(hashString(salt)).shuffle(contexts);
  return params.map((p, i): [P, C] => [p, order[i] as C]);
}

/** Every kid paired with every item of a list: the usual context set. */
export function kidContexts<T>(items: readonly T[]): Array<[Kid, T]> {
  return KIDS.flatMap((k) => items.map((item): [Kid, T] => [k, item]));
}

/** "she" / "he". */
export function subject(kid: Kid): string {
  return kid.pronoun === 'She' ? 'she' : 'he';
}

/** "her" / "his". */
export function possessive(kid: Kid): string {
  return kid.pronoun === 'She' ? 'her' : 'his';
}

/** A kid other than `kid`, picked by `i` (for a friend in a story). */
export function friendOf(kid: Kid, i: number): Kid {
  const others = KIDS.filter((k) => k.name !== kid.name);
  return others[((i % others.length) + others.length) % others.length] ?? others[0] ?? kid;
}

/** Minutes written with two digits ("05"). */
export function pad2(m: number): string {
  return m < 10 ? `0${m}` : String(m);
}

/** "3:05". */
export function timeText(h: number, m: number): string {
  return `${h}:${pad2(m)}`;
}

/** The clock time `minutes` after h:m (12-hour clock, so 12:50 + 20 minutes is 1:10). */
export function addMinutes(h: number, m: number, minutes: number): [number, number] {
  const total = ((h % 12) * 60 + m + minutes) % 720;
  const wrapped = (total + 720) % 720;
  const hour = Math.floor(wrapped / 60);
  return [hour === 0 ? 12 : hour, wrapped % 60];
}

/** "1st", "2nd", "3rd", "11th". */
export function ordinal(k: number): string {
  const tail = k % 100 >= 11 && k % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[k % 10] ?? 'th';
  return `${k}${tail}`;
}

/** Survey topics for bar and picture graphs: a title, what was chosen, and 4 short bar labels. */
export interface GraphTopic { title: string; what: string; labels: [string, string, string, string] }
export const GRAPH_TOPICS: readonly GraphTopic[] = [
  { title: 'Favorite fruit', what: 'fruit', labels: ['Apple', 'Banana', 'Grapes', 'Pear'] },
  { title: 'Favorite pet', what: 'pet', labels: ['Dog', 'Cat', 'Fish', 'Bird'] },
  { title: 'Favorite color', what: 'color', labels: ['Red', 'Blue', 'Green', 'Yellow'] },
  { title: 'Favorite sport', what: 'sport', labels: ['Soccer', 'Swimming', 'Tennis', 'Biking'] },
  { title: 'Favorite snack', what: 'snack', labels: ['Popcorn', 'Pretzels', 'Carrots', 'Yogurt'] },
  { title: 'Favorite season', what: 'season', labels: ['Spring', 'Summer', 'Fall', 'Winter'] },
];

/**
 * Four different vote counts, each a multiple of `scale` between `scale` and `maxUnits × scale`,
 * drawn from a generator seeded by `key` (so a question always shows the same graph).
 */
export function graphValues(key: string, scale: number, maxUnits: number): [number, number, number, number] {
  const units = createRng(hashString(key)).shuffle(Array.from({ length: maxUnits }, (_, i) => i + 1)).slice(0, 4);
  return units.map((u) => u * scale) as [number, number, number, number];
}
