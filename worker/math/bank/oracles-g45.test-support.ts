/**
 * Oracles for lessons of grades 4 and 5 added or reworked in issue 18 (see bank.test.ts): each
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

function options(q: GeneratedQuestion): string[] {
  return q.answers.map((a) => a.answer_text);
}

function alt(q: GeneratedQuestion): string {
  const a = q.figure?.alt;
  if (!a) throw new Error(`No picture for: ${q.text}`);
  return a;
}

/** Value of "3", "3/4", "2 1/4" or "1.5" (NaN otherwise). */
function value(text: string): number {
  const t = text.trim();
  let m = /^(\d+) (\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[1]) + Number(m[2]) / Number(m[3]);
  m = /^(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[1]) / Number(m[2]);
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

/** Options whose number equals `target`. */
function optionsWorth(q: GeneratedQuestion, target: number): string[] {
  return options(q).filter((o) => near(value(o.replace(/°$/, '')), target));
}

/** The option list written in a prompt ("...: 35°, 90° or 120°?") must be the options in order. */
function listed(q: GeneratedQuestion): string[] {
  const [, list] = must(/: ([^:]+)\?$/.exec(q.text), q.text);
  expect((list ?? '').split(/, | or /)).toEqual(options(q));
  return options(q);
}

function angleKind(d: number): string {
  if (d < 90) return 'acute';
  if (d === 90) return 'right';
  return d < 180 ? 'obtuse' : 'straight';
}

/** Quadrilateral names as the properties they demand. */
const QUAD_PROPS: Record<string, string[]> = {
  quadrilateral: [],
  parallelogram: ['parallel'],
  rectangle: ['parallel', 'right angles'],
  rhombus: ['parallel', 'equal sides'],
  square: ['parallel', 'right angles', 'equal sides'],
};

/** Every kind of triangle by sides and by angles; an equilateral triangle can only be acute. */
const TRIANGLE_KINDS: Array<{ sides: 'equilateral' | 'isosceles' | 'scalene'; angles: 'acute' | 'right' | 'obtuse' }> = [
  { sides: 'equilateral', angles: 'acute' },
  ...(['isosceles', 'scalene'] as const).flatMap((sides) => (['acute', 'right', 'obtuse'] as const).map((angles) => ({ sides, angles }))),
];

function triangleIs(name: string, t: { sides: string; angles: string }): boolean {
  const word = name.replace(/ triangle$/, '');
  if (word === 'isosceles') return t.sides === 'isosceles' || t.sides === 'equilateral';
  if (word === 'equilateral' || word === 'scalene') return t.sides === word;
  return t.angles === word;
}

function alwaysSometimesNever(x: string, y: string): string {
  if (x in QUAD_PROPS && y in QUAD_PROPS) {
    // Any mix of these properties can be drawn, so a quadrilateral family is never ruled out.
    return (QUAD_PROPS[y] ?? []).every((p) => (QUAD_PROPS[x] ?? []).includes(p)) ? 'always' : 'sometimes';
  }
  const xs = TRIANGLE_KINDS.filter((t) => triangleIs(x, t));
  expect(xs.length).toBeGreaterThan(0);
  const both = xs.filter((t) => triangleIs(y, t)).length;
  return both === xs.length ? 'always' : both === 0 ? 'never' : 'sometimes';
}

/** How many of the second unit make one of the first (the oracle's own table). */
const PER: Record<string, number> = {
  'ft>in': 12, 'feet>inches': 12, 'yd>ft': 3, 'm>cm': 100, 'meters>centimeters': 100, 'km>m': 1000, 'kg>g': 1000, 'kg>grams': 1000,
  'lb>oz': 16, 'pounds>ounces': 16, 'L>mL': 1000, 'L>milliliters': 1000, 'hours>minutes': 60, 'hour>minutes': 60,
  'minutes>seconds': 60, 'cm>mm': 10,
};

function per(big: string, small: string): number {
  const f = PER[`${big}>${small}`];
  if (f === undefined) throw new Error(`No conversion ${big} > ${small}`);
  return f;
}

/** Length and width of a rectangle from "... is 12 ft long and 7 ft wide." and the picture agrees. */
function rectangle(q: GeneratedQuestion): { w: number; h: number; unit: string } {
  const [, w, unit, h] = must(/ is (\d+) (\w+) long and (\d+) \w+ wide\./.exec(q.text), q.text);
  expect(alt(q)).toContain(`Its bottom side is ${w} ${unit} and its left side is ${h} ${unit}.`);
  return { w: Number(w), h: Number(h), unit: unit ?? '' };
}

/** The whole-number story problems of grade 4: the answer with the remainder read as the story means it. */
function remainderStory(text: string): number {
  let m = /^[A-Z][a-z]+'s school is taking (\d+) children on a trip\. Each van holds (\d+) children\. How many vans/.exec(text);
  if (m) return Math.ceil(Number(m[1]) / Number(m[2]));
  m = /bakes (\d+) cookies and packs (\d+) cookies in each box\. How many boxes/.exec(text);
  if (m) return Math.floor(Number(m[1]) / Number(m[2]));
  m = /shares (\d+) marbles equally among (\d+) friends\. How many marbles are left over/.exec(text);
  if (m) return Number(m[1]) % Number(m[2]);
  const [, packs, per, given, friends] = must(/buys (\d+) packs of (\d+) pencils\. \w+ gives (\d+) pencils to \w+ teacher and shares the rest equally among (\d+) friends\. How many pencils does each friend get/.exec(text), text);
  const each = (Number(packs) * Number(per) - Number(given)) / Number(friends);
  expect(Number.isInteger(each)).toBe(true);
  return each;
}

const F = '(\\d+ \\d+/\\d+|\\d+/\\d+)';

/** The fraction stories of grade 5, as an exact value. */
function fractionStory(text: string): number {
  const read = (re: string): number[] => must(new RegExp(re).exec(text), text).slice(1).map(value);
  if (/mile to the park/.test(text)) { const [a, b] = read(`walks ${F} mile to the park and then ${F} mile to the library\\. How far`); return (a ?? NaN) + (b ?? NaN); }
  if (/cup of milk/.test(text)) { const [a, b] = read(`has ${F} cup of milk\\. \\w+ pours ${F} cup into a bowl\\. How much milk is left`); return (a ?? NaN) - (b ?? NaN); }
  if (/cup of flour/.test(text)) { const [a, w] = read(`needs ${F} cup of flour\\. \\w+ makes (\\d+) batches`); return (a ?? NaN) * (w ?? NaN); }
  if (/of a pizza/.test(text)) { const [a, b] = read(`has ${F} of a pizza\\. \\w+ eats ${F} of it\\. What fraction of the whole pizza`); return (a ?? NaN) * (b ?? NaN); }
  const [a, b] = read(`A trail is ${F} miles long\\. \\w+ walks ${F} of the trail\\. How many miles`);
  return (a ?? NaN) * (b ?? NaN);
}

/** Totals, fair shares and differences of the grade 5 line plots. */
function eighthsAnswer(q: GeneratedQuestion): number {
  const data = linePlotData(q).filter((d) => d.count > 0);
  const total = data.reduce((a, d) => a + d.count * d.value, 0);
  const how = data.reduce((a, d) => a + d.count, 0);
  if (/together\?/.test(q.text)) return total;
  if (/shared out equally/.test(q.text)) return total / how;
  expect(q.text).toMatch(/in the fullest \w+ than in the emptiest one\?/);
  return Math.max(...data.map((d) => d.value)) - Math.min(...data.map((d) => d.value));
}

/** The marks of a line plot and how many X's are above each, read from its alt text. */
function linePlotData(q: GeneratedQuestion): Array<{ value: number; count: number; label: string }> {
  const [, body] = must(/^A line plot titled "[^"]+"\. Each X is one data value\. (.*)\.$/.exec(alt(q)), alt(q));
  return (body ?? '').split(', ').map((part) => {
    const [, label, many] = must(/^[Aa]bove (.+?) there (?:are no X's|is 1 X|are (\d+) X's)$/.exec(part), part);
    const count = /no X's/.test(part) ? 0 : many ? Number(many) : 1;
    return { value: value(label ?? ''), count, label: label ?? '' };
  });
}

/** Labelled points of a coordinate grid, read from its alt text. */
function gridPoints(q: GeneratedQuestion): Map<string, [number, number]> {
  expect(alt(q)).toMatch(/^A coordinate grid with x from 0 to 10 and y from 0 to 10\./);
  return new Map([...alt(q).matchAll(/Point ([A-Z]) is at \((\d+), (\d+)\)\./g)].map((m) => [m[1] ?? '', [Number(m[2]), Number(m[3])]]));
}

export const ORACLES_G45: Record<string, Oracle> = {
  'g5-coordinate-plane-which': (q) => {
    const [, x, y] = must(/^Which point is at \((\d+), (\d+)\)\?$/.exec(q.text), q.text);
    const points = gridPoints(q);
    expect([...points.keys()]).toEqual(options(q));
    return options(q).filter((o) => points.get(o)?.[0] === Number(x) && points.get(o)?.[1] === Number(y));
  },
  'g5-coordinate-plane-move': (q) => {
    const [, x, y, dx, h, dy, v] = must(/^Point P is at \((\d+), (\d+)\)\. Move it (\d+) units (right|left) and (\d+) units? (up|down)\. Where is it now\? \(___, ___\)$/.exec(q.text), q.text);
    expect(gridPoints(q).get('P')).toEqual([Number(x), Number(y)]);
    return [String(Number(x) + (h === 'right' ? 1 : -1) * Number(dx)), String(Number(y) + (v === 'up' ? 1 : -1) * Number(dy))];
  },
  'g4-line-plot-count': (q) => {
    const data = linePlotData(q);
    let m = /How many [a-z ]+ are exactly (.+?) (?:inches|feet|inch|foot) (?:long|tall)\? ___$/.exec(q.text);
    if (m) return [String(data.filter((d) => near(d.value, value(m?.[1] ?? ''))).reduce((a, d) => a + d.count, 0))];
    m = must(/How many [a-z ]+ are (?:longer|taller) than (.+?) (?:inches|feet|inch|foot)\? ___$/.exec(q.text), q.text) as unknown as RegExpExecArray;
    const v = value(m[1] ?? '');
    return [String(data.filter((d) => d.value > v + 1e-9).reduce((a, d) => a + d.count, 0))];
  },
  'g4-line-plot-difference': (q) => {
    const data = linePlotData(q).filter((d) => d.count > 0);
    if (/than the shortest\?$/.test(q.text)) {
      const vs = data.map((d) => d.value);
      return optionsWorth(q, Math.max(...vs) - Math.min(...vs));
    }
    const [, label] = must(/that are exactly (.+?) (?:inches|feet|inch|foot) (?:long|tall) are put end to end\./.exec(q.text), q.text);
    const v = value(label ?? '');
    return optionsWorth(q, data.filter((d) => near(d.value, v)).reduce((a, d) => a + d.count * d.value, 0));
  },
  'g5-line-plot-blank': (q) => [String(eighthsAnswer(q))],
  'g5-line-plot-choice': (q) => optionsWorth(q, eighthsAnswer(q)),
  'g4-word-problems-blank': (q) => [String(remainderStory(q.text))],
  'g4-word-problems-choice': (q) => optionsWorth(q, remainderStory(q.text)),
  'g5-word-problems-blank': (q) => [String(fractionStory(q.text))],
  'g5-word-problems-choice': (q) => optionsWorth(q, fractionStory(q.text)),
  'g4-angles-protractor': (q) => {
    const [, name] = must(/^How many degrees does angle ([A-Z]{3}) measure\?$/.exec(q.text), q.text);
    const [, angle, zeroRay, otherRay, reading] = must(/^Angle ([A-Z]{3}) on a protractor; .*Ray ([A-Z]{2}) points to 0 on the protractor's scale and ray ([A-Z]{2}) points to (\d+)\.$/.exec(alt(q)), alt(q));
    expect(angle).toBe(name);
    expect(zeroRay?.charAt(0)).toBe(name?.charAt(1));
    expect(otherRay?.charAt(0)).toBe(name?.charAt(1));
    return optionsWorth(q, Number(reading));
  },
  'g4-angles-add-blank': (q) => {
    const known = new Map<string, number>();
    for (const m of q.text.matchAll(/[Aa]ngle ([A-Z]{3}) is (\d+)°/g)) known.set(m[1] ?? '', Number(m[2]));
    const [, asked] = must(/Angle ([A-Z]{3}) = ___°$/.exec(q.text), q.text);
    // The picture's marks agree with the text: the known parts by value, the asked one as "?".
    for (const [name, v] of known) expect(alt(q)).toContain(`ngle ${name} is marked ${v}°`);
    expect(alt(q)).toContain(`ngle ${asked ?? ''} is marked ?`);
    const [abc, cbd, abd] = [known.get('ABC'), known.get('CBD'), known.get('ABD')];
    if (asked === 'ABD') return [String((abc ?? NaN) + (cbd ?? NaN))];
    if (asked === 'ABC') return [String((abd ?? NaN) - (cbd ?? NaN))];
    return [String((abd ?? NaN) - (abc ?? NaN))];
  },
  'g4-classify-angles-choice': (q) => {
    const [, d] = must(/^An angle measures (\d+)°\. Is it acute, right, obtuse or straight\?$/.exec(q.text), q.text);
    expect(alt(q)).toMatch(new RegExp(`^An angle that measures ${d} degrees?[;,]`));
    return options(q).filter((o) => o === angleKind(Number(d)));
  },
  'g4-classify-angles-which': (q) => {
    const [, kind] = must(/^Which angle is (acute|right|obtuse|straight):/.exec(q.text), q.text);
    return listed(q).filter((o) => angleKind(Number(must(/^(\d+)°$/.exec(o), o)[1])) === kind);
  },
  'g4-area-perimeter-blank': (q) => {
    const { w, h } = rectangle(q);
    return [String(/What is its area\?/.test(q.text) ? w * h : w + h + w + h)];
  },
  'g4-area-perimeter-choice': (q) => {
    const { w, h } = rectangle(q);
    expect(alt(q)).toContain(`${w} squares across and ${h} squares up`);
    return optionsWorth(q, /What is its area/.test(q.text) ? w * h : w + h + w + h);
  },
  'g4-area-perimeter-missing': (q) => {
    const [, kind, total, , long, unit] = must(/has an? (area|perimeter) of (\d+) (square \w+|\w+)\. It is (\d+) (\w+) long\. How wide is it\? ___ \w+$/.exec(q.text), q.text);
    expect(alt(q)).toContain(`Its bottom side is ${long} ${unit} and its left side is marked ? ${unit}.`);
    const [t, l] = [Number(total), Number(long)];
    return [String(kind === 'area' ? t / l : (t - 2 * l) / 2)];
  },
  'g4-unit-conversion-blank': (q) => {
    const [, a, big, extra, small1, small] = must(/^(\d+) (\w+)(?: (\d+) (\w+))? = ___ (\w+)$/.exec(q.text), q.text);
    if (extra) expect(small1).toBe(small);
    return [String(Number(a) * per(big ?? '', small ?? '') + Number(extra || 0))];
  },
  'g4-unit-conversion-word': (q) => {
    const [, n, big] = must(/ (\d+)(?: |-)(feet|meters|pounds|hours|kg|L)[ .]/.exec(q.text), q.text);
    const [, small] = must(/How many (\w+) /.exec(q.text), q.text);
    return optionsWorth(q, Number(n) * per(big ?? '', small ?? ''));
  },
  'g5-unit-conversion-blank': (q) => {
    const [, amount, from, to] = must(/^(\d+(?:\.\d+)?|\d+ \d+\/\d+|\d+\/\d+) (\w+) = ___ (\w+)$/.exec(q.text), q.text);
    const v = value(amount ?? '');
    const down = PER[`${from}>${to}`];
    const result = down !== undefined ? v * down : v / per(to ?? '', from ?? '');
    return [String(Math.round(result * 1e6) / 1e6)];
  },
  'g5-unit-conversion-word': (q) => {
    let m = /has a ribbon (\d+) m long\. \w+ cuts off (\d+) cm\. How many centimeters/.exec(q.text);
    if (m) return optionsWorth(q, Number(m[1]) * 100 - Number(m[2]));
    m = /pours (\d+) glasses of juice with (\d+) mL in each glass\. How many liters/.exec(q.text);
    if (m) return optionsWorth(q, (Number(m[1]) * Number(m[2])) / 1000);
    const [, laps, track] = must(/runs (\d+) laps around a (\d+) m track\. How many kilometers/.exec(q.text), q.text);
    return optionsWorth(q, (Number(laps) * Number(track)) / 1000);
  },
  'g5-classify-figures-triangles': (q) => {
    const angles = /^A triangle has angles of (\d+)°, (\d+)° and (\d+)°\. Is it an acute, right or obtuse triangle\?$/.exec(q.text);
    if (angles) {
      const a = angles.slice(1).map(Number);
      expect(a.reduce((x, y) => x + y, 0)).toBe(180);
      const big = Math.max(...a);
      return options(q).filter((o) => o === (big > 90 ? 'obtuse' : big === 90 ? 'right' : 'acute'));
    }
    const [, x, y, z] = must(/^A triangle has sides of (\d+) (?:cm|m), (\d+) (?:cm|m) and (\d+) (?:cm|m)\. Which name fits it best: equilateral, isosceles or scalene\?$/.exec(q.text), q.text);
    const sides = [x, y, z].map(Number).sort((p, r) => p - r);
    expect((sides[0] ?? 0) + (sides[1] ?? 0)).toBeGreaterThan(sides[2] ?? 0);
    const pairs = Number(x === y) + Number(y === z) + Number(x === z);
    return options(q).filter((o) => o === (pairs === 3 ? 'equilateral' : pairs === 1 ? 'isosceles' : 'scalene'));
  },
  'g5-classify-figures-choice': (q) => {
    const [, x, y] = must(/^Always, sometimes or never true\? An? ([a-z ]+) is an? ([a-z ]+)\.$/.exec(q.text), q.text);
    return options(q).filter((o) => o === alwaysSometimesNever(x ?? '', y ?? ''));
  },
};
