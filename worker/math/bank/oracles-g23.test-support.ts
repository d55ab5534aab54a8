/**
 * Oracles for lessons of grades 2 and 3 added or reworked in issue 18 (see bank.test.ts): each
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
  if (!q.figure) throw new Error(`No picture: ${q.text}`);
  return q.figure.alt;
}

function options(q: GeneratedQuestion): string[] {
  return q.answers.map((a) => a.answer_text);
}

/** Options that are exactly the whole number `n`. */
function optionsEqual(q: GeneratedQuestion, n: number): string[] {
  return options(q).filter((o) => /^\d+$/.test(o) && Number(o) === n);
}

/** Options that are fractions a/b (or whole numbers) worth exactly num/den. */
function fractionOptions(q: GeneratedQuestion, num: number, den: number): string[] {
  return options(q).filter((o) => {
    const m = /^(\d+)(?:\/(\d+))?$/.exec(o);
    return m !== null && Number(m[1]) * den === num * Number(m[2] ?? 1);
  });
}

const pad = (m: number): string => (m < 10 ? `0${m}` : String(m));

/** Hour and minute read from a clock's alt (hands described in words). */
function readClock(text: string): [number, number] {
  const [, hour] = must(/The short hour hand (?:points to|is halfway between|is between) (\d+)/.exec(text), text);
  const exact = /The long minute hand points to (\d+)\./.exec(text);
  if (exact) return [Number(hour), (Number(exact[1]) % 12) * 5];
  const [, marks, num] = must(/The long minute hand is (\d+) small marks? past the (\d+)\./.exec(text), text);
  return [Number(hour), (Number(num) % 12) * 5 + Number(marks)];
}

/** "Label: value." pairs of a graph's alt, in bar order. */
function readGraph(text: string): Map<string, number> {
  const body = text.replace(/^A (?:bar|picture) graph titled "[^"]*"\.(?: Each (?:square|picture) stands for \d+\.)?/, '');
  return new Map([...body.matchAll(/([A-Za-z]+): (\d+)\./g)].map((m) => [m[1] ?? '', Number(m[2])]));
}

function graphValue(values: Map<string, number>, label: string): number {
  const v = values.get(label);
  if (v === undefined) throw new Error(`No bar ${label}`);
  return v;
}

/** Sides of a polygon by its name (grade 2–3 names). */
const SIDES_BY_NAME: Record<string, number> = { triangle: 3, quadrilateral: 4, pentagon: 5, hexagon: 6, octagon: 8 };

const COIN_VALUE: Record<string, number> = { quarter: 25, quarters: 25, dime: 10, dimes: 10, nickel: 5, nickels: 5, penny: 1, pennies: 1 };
function cents(text: string): number {
  return [...text.matchAll(/(\d+) (quarters?|dimes?|nickels?|penny|pennies)/g)].reduce((s, m) => s + Number(m[1]) * (COIN_VALUE[m[2] ?? ''] ?? NaN), 0);
}

/** A one-step grade 2 story: [answer] from its wording. */
function oneStepStory(text: string): number {
  let m = /has (\d+) \w+\. (?:He|She) gets (\d+) more\./.exec(text);
  if (m) return Number(m[1]) + Number(m[2]);
  m = /has (\d+) \w+\. (?:He|She) gives (\d+) to \w+\./.exec(text);
  if (m) return Number(m[1]) - Number(m[2]);
  m = /has (\d+) \w+\. \w+ has (\d+) more \w+ than/.exec(text);
  if (m) return Number(m[1]) + Number(m[2]);
  const [, a, b] = must(/has (\d+) \w+ and \w+ has (\d+)\. How many more/.exec(text), text);
  return Number(a) - Number(b);
}

function twoStepStory(text: string): number {
  let m = /has (\d+) \w+\. (?:He|She) gets (\d+) more from \w+, then gives (\d+) to/.exec(text);
  if (m) return Number(m[1]) + Number(m[2]) - Number(m[3]);
  m = /has (\d+) \w+\. (?:He|She) gives (\d+) to \w+ and (\d+) to/.exec(text);
  if (m) return Number(m[1]) - Number(m[2]) - Number(m[3]);
  const [, a, b, c] = must(/has (\d+) \w+\. (?:He|She) gets (\d+) from \w+ and (\d+) from/.exec(text), text);
  return Number(a) + Number(b) + Number(c);
}

/** The clock time `d` minutes after h:m on a 12-hour clock, as "h:mm". */
function later(h: number, m: number, d: number): string {
  const total = (((h % 12) * 60 + m + d) % 720 + 720) % 720;
  const hour = Math.floor(total / 60) === 0 ? 12 : Math.floor(total / 60);
  return `${hour}:${pad(total % 60)}`;
}

/** Minutes from h1:m1 forward to h2:m2 on a 12-hour clock. */
function minutesBetween(h1: number, m1: number, h2: number, m2: number): number {
  return ((((h2 % 12) * 60 + m2) - ((h1 % 12) * 60 + m1)) % 720 + 720) % 720;
}

/** A grade 3 two-step story: the answer from its wording. */
function g3Story(text: string): number {
  let m = /has (\d+) boxes of \w+ with (\d+) in each box, and (\d+) more/.exec(text);
  if (m) return Number(m[1]) * Number(m[2]) + Number(m[3]);
  m = /buys (\d+) books that cost (\d+) dollars each\. (?:He|She) pays with (\d+) dollars\./.exec(text);
  if (m) return Number(m[3]) - Number(m[1]) * Number(m[2]);
  m = /has (\d+) \w+\. (?:He|She) keeps (\d+) and shares the rest equally among (\d+) friends\./.exec(text);
  if (m) {
    const each = (Number(m[1]) - Number(m[2])) / Number(m[3]);
    expect(Number.isInteger(each)).toBe(true);
    return each;
  }
  const [, rows, per, taken] = must(/has (\d+) rows of chairs with (\d+) chairs in each row\. (\d+) chairs are taken\./.exec(text), text);
  return Number(rows) * Number(per) - Number(taken);
}

const QUAD_BY_DESCRIPTION: Array<[RegExp, string]> = [
  [/all the same length and 4 right angles/, 'square'],
  [/has 4 right angles, and 2 of its sides are longer/, 'rectangle'],
  [/all the same length but no right angles/, 'rhombus'],
  [/only one pair of parallel sides/, 'trapezoid'],
  [/2 pairs of parallel sides, no right angles, and 2 sides longer/, 'parallelogram'],
];
const QUADRILATERALS = new Set(['square', 'rectangle', 'rhombus', 'trapezoid', 'parallelogram', 'quadrilateral']);

/** Parts and shaded parts of a single fraction bar's alt. */
function readBar(text: string): [number, number] {
  const [, parts, shaded] = must(/^A bar split into (\d+) equal parts?, with (\d+) parts? shaded\.$/.exec(text), text);
  return [Number(parts), Number(shaded)];
}

/** Rows and dots per row of a dot array's alt. */
function readArray(text: string): [number, number] {
  const [, r, c] = must(/^An array of dots in (\d+) rows?, with (\d+) dots? in each row\.$/.exec(text), text);
  return [Number(r), Number(c)];
}

export const ORACLES_G23: Record<string, Oracle> = {
  // ---- grade 2
  'g2-time-clock-blank': (q) => {
    const [h, m] = readClock(alt(q));
    return [String(h), pad(m)];
  },
  'g2-time-clock-choice': (q) => {
    const [h, m] = readClock(alt(q));
    return options(q).filter((o) => o === `${h}:${pad(m)}`);
  },
  'g2-measure-ruler-blank': (q) => {
    const [, a, b] = must(/from the mark labeled (\d+) to the mark labeled (\d+)\./.exec(alt(q)), alt(q));
    expect(q.text).toMatch(/___ inches$/);
    return [String(Number(b) - Number(a))];
  },
  'g2-measure-ruler-choice': (q) => {
    const [, a, b] = must(/from the mark labeled (\d+) to the mark labeled (\d+)\./.exec(alt(q)), alt(q));
    return optionsEqual(q, Number(b) - Number(a));
  },
  'g2-bar-graph-blank': (q) => {
    const values = readGraph(alt(q));
    const more = /How many more votes did (\w+) get than (\w+)\?/.exec(q.text);
    if (more) return [String(graphValue(values, more[1] ?? '') - graphValue(values, more[2] ?? ''))];
    const [, a, b] = must(/How many votes did (\w+) and (\w+) get in all\?/.exec(q.text), q.text);
    return [String(graphValue(values, a ?? '') + graphValue(values, b ?? ''))];
  },
  'g2-picture-graph-choice': (q) => {
    const values = readGraph(alt(q));
    const [, word] = must(/got the (most|fewest) votes\?$/.exec(q.text), q.text);
    const all = [...values.values()];
    const target = word === 'most' ? Math.max(...all) : Math.min(...all);
    return options(q).filter((o) => values.get(o) === target);
  },
  'g2-shapes-name-choice': (q) => {
    const [, s] = must(/a flat shape with (\d+) (?:straight sides|angles)/.exec(q.text), q.text);
    return options(q).filter((o) => SIDES_BY_NAME[o] === Number(s));
  },
  'g2-shapes-count-blank': (q) => {
    const [, sides, corners] = must(/with (\d+) straight sides and (\d+) corners/.exec(alt(q)), alt(q));
    const [, ask] = must(/How many (sides|angles) does it have\?/.exec(q.text), q.text);
    return [ask === 'sides' ? sides ?? '' : corners ?? ''];
  },
  'g2-rows-columns-blank': (q) => {
    const [, r, c] = must(/(\d+) rows? and (\d+) columns?/.exec(alt(q)), alt(q));
    return [r ?? '', c ?? '', String(Number(r) * Number(c))];
  },
  'g2-rows-columns-choice': (q) => {
    const [, r, c] = must(/into (\d+) rows and (\d+) columns/.exec(q.text), q.text);
    expect(alt(q)).toContain(`${r ?? ''} rows and ${c ?? ''} columns`);
    return optionsEqual(q, Number(r) * Number(c));
  },
  'g2-word-problems-blank': (q) => [String(oneStepStory(q.text))],
  'g2-word-problems-two-step-choice': (q) => optionsEqual(q, twoStepStory(q.text)),
  'g2-money-coins-picture': (q) => {
    const [, list] = must(/^Coins: (.*)\.$/.exec(alt(q)), alt(q));
    return [String(cents(list ?? ''))];
  },
  // ---- grade 3
  'g3-time-clock-blank': (q) => {
    const [h, m] = readClock(alt(q));
    return [String(h), pad(m)];
  },
  'g3-elapsed-time-blank': (q) => {
    const end = /at (\d+):(\d+)\. (?:He|She) finishes (\d+) minutes later\./.exec(q.text);
    if (end) return later(Number(end[1]), Number(end[2]), Number(end[3])).split(':');
    const [, h1, m1, h2, m2] = must(/at (\d+):(\d+) and finishes at (\d+):(\d+)\. How many minutes/.exec(q.text), q.text);
    return [String(minutesBetween(Number(h1), Number(m1), Number(h2), Number(m2)))];
  },
  'g3-elapsed-time-choice': (q) => {
    const [h, m] = readClock(alt(q));
    const [, d] = must(/It lasts (\d+) minutes\./.exec(q.text), q.text);
    return options(q).filter((o) => o === later(h, m, Number(d)));
  },
  'g3-bar-graph-scaled-blank': (q) => {
    const values = readGraph(alt(q));
    expect(alt(q)).toMatch(/Each square stands for (2|5|10)\./);
    const more = /How many more votes did (\w+) get than (\w+)\?/.exec(q.text);
    if (more) return [String(graphValue(values, more[1] ?? '') - graphValue(values, more[2] ?? ''))];
    const [, a, b] = must(/How many votes did (\w+) and (\w+) get in all\?/.exec(q.text), q.text);
    return [String(graphValue(values, a ?? '') + graphValue(values, b ?? ''))];
  },
  'g3-picture-graph-choice': (q) => {
    const [, label] = must(/How many students chose (\w+)\?$/.exec(q.text), q.text);
    return optionsEqual(q, graphValue(readGraph(alt(q)), label ?? ''));
  },
  'g3-perimeter-blank': (q) => {
    const around = /a rectangle (\d+) \w+ long and (\d+) \w+ wide\. What is its perimeter\?/.exec(q.text);
    if (around) return [String(2 * (Number(around[1]) + Number(around[2])))];
    const [, p, l] = must(/has a perimeter of (\d+) \w+\. It is (\d+) \w+ long\. How wide/.exec(q.text), q.text);
    const w = (Number(p) - 2 * Number(l)) / 2;
    expect(Number.isInteger(w) && w > 0).toBe(true);
    return [String(w)];
  },
  'g3-perimeter-choice': (q) => {
    const [, l, w] = must(/that is (\d+) feet long and (\d+) feet wide\./.exec(q.text), q.text);
    return optionsEqual(q, 2 * (Number(l) + Number(w)));
  },
  'g3-quadrilaterals-name-choice': (q) => {
    const found = QUAD_BY_DESCRIPTION.filter(([re]) => re.test(q.text)).map(([, name]) => name);
    expect(found).toHaveLength(1);
    return options(q).filter((o) => o === found[0]);
  },
  'g3-quadrilaterals-not-choice': (q) => {
    const [, list] = must(/^Which shape is not a quadrilateral: ([a-z, ]+)\?$/.exec(q.text), q.text);
    expect((list ?? '').split(/, | or /)).toEqual(options(q));
    return options(q).filter((o) => !QUADRILATERALS.has(o));
  },
  'g3-word-problems-blank': (q) => [String(g3Story(q.text))],
  'g3-word-problems-choice': (q) => optionsEqual(q, g3Story(q.text)),
  'g3-arrays-choice': (q) => {
    const [r, c] = readArray(alt(q));
    return options(q).filter((o) => {
      const m = /^(\d+) × (\d+)$/.exec(o);
      return m !== null && Number(m[1]) * Number(m[2]) === r * c;
    });
  },
  'g3-arrays-blank': (q) => {
    const [r, c] = readArray(alt(q));
    return [String(r), String(c), String(r * c)];
  },
  'g3-fraction-bars-choice': (q) => {
    const [d, k] = readBar(alt(q));
    return fractionOptions(q, k, d).filter((o) => o === `${k}/${d}`);
  },
  'g3-fraction-bars-blank': (q) => {
    const [d, k] = readBar(alt(q));
    const [, ask] = must(/is (shaded|not shaded|one part)\? ___$/.exec(q.text), q.text);
    return [`${ask === 'shaded' ? k : ask === 'not shaded' ? d - k : 1}/${d}`];
  },
};

