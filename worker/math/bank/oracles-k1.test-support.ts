/**
 * Oracles for lessons of grades Pre-K, K and 1 added or reworked in issue 18 (see bank.test.ts): each
 * recomputes the right answer from the question's text and, for a picture question, its figure's
 * alt text, never through the generators' helpers. An entry here overrides an older oracle of
 * the same lesson key.
 */
import { expect } from 'vitest';
import type { GeneratedQuestion } from './types.js';

type Oracle = (q: GeneratedQuestion) => string[];

function must(m: RegExpExecArray | null, text: string): string[] {
  if (!m) throw new Error(`Oracle could not read: ${text}`);
  return m.map((g) => g ?? '');
}

function alt(q: GeneratedQuestion): string {
  const a = q.figure?.alt;
  if (!a) throw new Error(`No figure on: ${q.text}`);
  return a;
}

function options(q: GeneratedQuestion): string[] {
  return q.answers.map((a) => a.answer_text);
}

/** For M questions: the options equal to one of the right texts. */
function pick(q: GeneratedQuestion, ...right: string[]): string[] {
  return options(q).filter((o) => right.includes(o));
}

/** "The pencil is 7 units long." → Map pencil → 7 (also "tall" and "as long as 7 cubes"). */
function lengthsOf(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(/The (\w+) is (?:as long as )?(\d+) (?:units?|cubes?)(?: long| tall)?\./g)) out.set(m[1] ?? '', Number(m[2]));
  return out;
}

/** Compare two things named in "Look at the X and the Y. Which is longer?" using the figure's lengths. */
const compareOracle: Oracle = (q) => {
  const [, x, y, word] = must(/^Look at the (\w+) and the (\w+)\. Which is (longer|shorter|taller)\?$/.exec(q.text), q.text);
  const sizes = lengthsOf(alt(q));
  const [a, b] = [sizes.get(x ?? ''), sizes.get(y ?? '')];
  if (a === undefined || b === undefined) throw new Error(`lengths missing: ${alt(q)}`);
  if (a === b) return pick(q, 'They are the same length', 'They are the same height');
  const bigger = a > b ? x : y;
  const smaller = a > b ? y : x;
  return pick(q, `the ${word === 'shorter' ? smaller ?? '' : bigger ?? ''}`);
};

/** Sides of the flat shapes, from geometry (not from the generators). */
const SIDES: Record<string, number> = { triangle: 3, square: 4, rectangle: 4, rhombus: 4, trapezoid: 4, parallelogram: 4, pentagon: 5, hexagon: 6, octagon: 8, circle: 0 };

function tenFrameDots(a: string): number {
  let m = /^A ten frame: 2 rows of 5 boxes\. (?:No box has a dot|(\d+) box(?:es)? (?:has|have) a dot)\.$/.exec(a);
  if (m) return Number(m[1] ?? 0);
  m = /^Two ten frames, each 2 rows of 5 boxes\. The first has (\d+) dots?\. The second has (\d+) dots?\.$/.exec(a);
  const [, f, s] = must(m, a);
  return Number(f) + Number(s);
}


/** Hour and minute from the clock's alt (hands described, not the time). */
function clockTime(a: string): [number, number] {
  let m = /The short hour hand points to (\d+)\. The long minute hand points to 12\.$/.exec(a);
  if (m) return [Number(m[1]), 0];
  m = /The short hour hand is halfway between (\d+) and (\d+)\. The long minute hand points to 6\.$/.exec(a);
  const [, h, next] = must(m, a);
  expect(Number(next)).toBe(Number(h) === 12 ? 1 : Number(h) + 1);
  return [Number(h), 30];
}

/** "A picture graph titled "…". Dogs: 4. Cats: 6." → [[Dogs, 4], [Cats, 6]]. */
function graphRows(a: string): Array<[string, number]> {
  expect(a).toMatch(/^A picture graph titled "[^"]+"\. /);
  expect(a).not.toMatch(/stands for/);
  return [...a.matchAll(/ (\w+): (\d+)\./g)].map((m) => [m[1] ?? '', Number(m[2])]);
}

/** "A circle cut into 4 equal parts. 1 part is shaded." → parts, equal, shaded. */
function cutShape(a: string): { parts: number; equal: boolean; shaded: number } {
  const [, parts, how, shaded] = must(/^An? \w+ cut into (\d+) (equal parts|parts that are not the same size)\. (?:No part is shaded|All \d+ parts are shaded|(\d+) parts? (?:is|are) shaded)\.$/.exec(a), a);
  const all = /All (\d+) parts are shaded/.exec(a);
  return { parts: Number(parts), equal: how === 'equal parts', shaded: all ? Number(all[1]) : Number(shaded || 0) };
}

export const ORACLES_K1: Record<string, Oracle> = {
  'pk-count-ten-frame': (q) => {
    expect(q.text).toMatch(/puts a dot in the ten frame for each \w+\. How many \w+ does \w+ have\?$/);
    return pick(q, String(tenFrameDots(alt(q))));
  },
  'pk-word-problems-one-more-less': (q) => {
    let m = /^\w+ has (\d+) balloons\. \w+ gives \w+ 1 more balloon\./.exec(q.text);
    if (m) return pick(q, String(Number(m[1]) + 1));
    m = /^\w+ has (\d+) balloons\. 1 balloon floats away\./.exec(q.text);
    const [, n] = must(m, q.text);
    return pick(q, String(Number(n) - 1));
  },
  'k-compare-lengths-longer': compareOracle,
  'k-compare-heights-taller': (q) => {
    // "shorter" in the heights lesson means less tall; the same comparison.
    expect(alt(q)).toMatch(/stand on the same line/);
    return compareOracle(q);
  },
  'k-shapes-name-picture': (q) => {
    const [, kind] = must(/^An? (\w+): /.exec(alt(q)), alt(q));
    return pick(q, kind ?? '');
  },
  'k-shapes-count-sides': (q) => {
    const [, shape, part, shape2] = must(/has an? (\w+) card\. How many (sides|corners) does the (\w+) have\? ___$/.exec(q.text), q.text);
    expect(shape2).toBe(shape);
    const [, fromAlt] = must(/a flat shape with (\d+) straight sides and \d+ corners/.exec(alt(q)), alt(q));
    expect(Number(fromAlt)).toBe(SIDES[shape ?? '']);
    expect(['sides', 'corners']).toContain(part);
    return [String(SIDES[shape ?? ''])];
  },
  'k-ten-frame-count': (q) => {
    const two = /fills two ten frames/.test(q.text);
    expect(/^Two ten frames/.test(alt(q))).toBe(two);
    return [String(tenFrameDots(alt(q)))];
  },
  'k-ten-frame-make-10': (q) => {
    expect(q.text).toMatch(/need to have 10\?$/);
    return pick(q, String(10 - tenFrameDots(alt(q))));
  },
  'k-word-problems-add': (q) => {
    const m = /has (\d+) \w+\. (?:He|She) gets (\d+) more\./.exec(q.text) ?? /has (\d+) \w+ in one hand and (\d+) \w+ in the other hand\./.exec(q.text);
    const [, a, b] = must(m, q.text);
    const sum = Number(a) + Number(b);
    expect(sum).toBeLessThanOrEqual(10);
    return [String(sum)];
  },
  'k-word-problems-take': (q) => {
    const m = /^There are (\d+) .*?\. (\d+) \w+ \w+ away\./.exec(q.text) ?? /has (\d+) balloons\. (\d+) of them pops?\./.exec(q.text) ?? /has (\d+) cookies\. (?:He|She) eats (\d+)\./.exec(q.text);
    const [, a, b] = must(m, q.text);
    return pick(q, String(Number(a) - Number(b)));
  },
  'g1-time-clock-choice': (q) => {
    const [h, m] = clockTime(alt(q));
    expect(q.text).toMatch(/ at this time\. What time does the clock show\?$/);
    return pick(q, m === 0 ? `${h}:00 (${h} o'clock)` : `${h}:30 (half past ${h})`);
  },
  'g1-time-clock-blank': (q) => {
    const [h, m] = clockTime(alt(q));
    if (m === 0) { expect(q.text).toMatch(/The clock shows ___ o'clock\.$/); return [String(h)]; }
    expect(q.text).toMatch(/The clock shows half past ___\. That is ___:30\.$/);
    return [String(h), String(h)];
  },
  'g1-measure-length-cubes': (q) => {
    const [, item, item2] = must(/cubes along the (\w+)\. How many cubes long is the (\w+)\? ___$/.exec(q.text), q.text);
    expect(item2).toBe(item);
    const len = lengthsOf(alt(q)).get(item ?? '');
    expect(alt(q)).toMatch(/as long as \d+ cubes?\./);
    return [String(len)];
  },
  'g1-measure-length-compare': (q) => {
    const [, x, y, x2, y2] = must(/^The (\w+) and the (\w+) are measured with cubes\. How many cubes longer is the (\w+) than the (\w+)\?$/.exec(q.text), q.text);
    expect([x2, y2]).toEqual([x, y]);
    const sizes = lengthsOf(alt(q));
    const d = (sizes.get(x ?? '') ?? NaN) - (sizes.get(y ?? '') ?? NaN);
    expect(d).toBeGreaterThan(0);
    return pick(q, String(d));
  },
  'g1-picture-graph-read': (q) => {
    const rows = graphRows(alt(q));
    const count = (w: string): number => {
      const row = rows.find(([label]) => label.toLowerCase() === w);
      if (!row) throw new Error(`no row ${w}`);
      return row[1];
    };
    let m = /How many children chose (\w+)\? ___$/.exec(q.text);
    if (m) return [String(count(m[1] ?? ''))];
    if (/How many children voted in all\? ___$/.test(q.text)) return [String(rows.reduce((t, [, v]) => t + v, 0))];
    m = /How many more children chose (\w+) than (\w+)\? ___$/.exec(q.text);
    const [, big, small] = must(m, q.text);
    const d = count(big ?? '') - count(small ?? '');
    expect(d).toBeGreaterThan(0);
    return [String(d)];
  },
  'g1-picture-graph-most': (q) => {
    const [, ask] = must(/Which \w+ got the (most|fewest) votes\?$/.exec(q.text), q.text);
    const rows = graphRows(alt(q));
    const target = (ask === 'most' ? Math.max : Math.min)(...rows.map(([, v]) => v));
    return pick(q, ...rows.filter(([, v]) => v === target).map(([label]) => label));
  },
  'g1-halves-fourths-name': (q) => {
    expect(q.text).toMatch(/cuts an? [\w ]+ into parts\. Are the parts halves, fourths or not equal\?$/);
    const { parts, equal } = cutShape(alt(q));
    return pick(q, !equal ? 'not equal' : parts === 2 ? 'halves' : parts === 4 ? 'fourths' : '?');
  },
  'g1-halves-fourths-left': (q) => {
    const [, unit] = must(/into (halves|fourths)\. (?:He|She) eats the shaded parts\. How many (?:halves|fourths) are left\? ___$/.exec(q.text), q.text);
    const { parts, equal, shaded } = cutShape(alt(q));
    expect(equal).toBe(true);
    expect(parts).toBe(unit === 'halves' ? 2 : 4);
    return [String(parts - shaded)];
  },
  'g1-shape-attributes-defining': (q) => {
    const [, kind] = must(/this shape is an? (\w+)\. What makes it an? \w+\?$/.exec(q.text), q.text);
    const a = alt(q);
    expect(a.startsWith(`A ${kind ?? ''}:`)).toBe(true);
    const m = /a flat shape with (\d+) straight sides and (\d+) corners/.exec(a);
    // The defining fact names the number of sides (and corners); a round shape is the one with no corners.
    if (!m) return options(q).filter((o) => /round/.test(o) && /no corners/.test(o));
    return options(q).filter((o) => new RegExp(`^It has ${m[1] ?? ''} (?:straight|equal) sides and ${m[2] ?? ''} (?:square )?corners\\.$`).test(o));
  },
  'g1-shape-attributes-still': (q) => {
    const [, shape] = must(/(?:turns an?|draws a big|paints an?) (\w+)/.exec(q.text), q.text);
    const sides = SIDES[shape ?? ''];
    if (!sides) throw new Error(q.text);
    return [String(sides)];
  },
  'g1-word-problems-20': (q) => {
    const t = q.text;
    let m = /has (\d+) \w+\. (?:He|She) finds (\d+) more\./.exec(t) ?? /has (\d+) big \w+ and (\d+) small \w+\./.exec(t);
    if (m) return [String(Number(m[1]) + Number(m[2]))];
    m = /has (\d+) \w+\. (?:He|She) gives (\d+) to \w+\./.exec(t) ?? /has (\d+) \w+\. \w+ has (\d+) \w+\. How many more/.exec(t);
    if (m) return [String(Number(m[1]) - Number(m[2]))];
    const [, a, c] = must(/has (\d+) \w+\. (?:He|She) gets some more\. Now (?:he|she) has (\d+)\./.exec(t), t);
    return [String(Number(c) - Number(a))];
  },
  'g1-word-problems-three': (q) => {
    const [, a, b, c] = must(/picks (\d+) \w+ flowers, (\d+) \w+ flowers and (\d+) \w+ flowers\. How many flowers/.exec(q.text), q.text);
    return pick(q, String(Number(a) + Number(b) + Number(c)));
  },
};
