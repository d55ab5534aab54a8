/**
 * Oracles for lessons of grades 6 and 7 added or reworked in issue 18 (see bank.test.ts): each
 * recomputes the right answer from the question's text and, for a picture question, its figure's
 * alt text, never through the generators' helpers. An entry here overrides an older oracle of
 * the same lesson key.
 */
import type { GeneratedQuestion } from './types.js';
import { close, evaluate, meaning } from './expression.test-support.js';

type Oracle = (q: GeneratedQuestion) => string[];

function must(m: RegExpExecArray | null, text: string): string[] {
  if (!m) throw new Error(`Oracle could not read: ${text}`);
  return m.map((g) => g ?? '');
}

function alt(q: GeneratedQuestion): string {
  const a = q.figure?.alt;
  if (!a) throw new Error(`Question has no figure: ${q.text}`);
  return a;
}

function options(q: GeneratedQuestion): string[] {
  return q.answers.map((a) => a.answer_text);
}

function optionsWorth(q: GeneratedQuestion, target: number): string[] {
  return options(q).filter((o) => {
    const v = meaning(o);
    return v !== undefined && v.length === 1 && close(v[0] ?? NaN, target);
  });
}

/** "Point A is at (2, -3)." sentences of a coordinate grid's alt. */
function gridPoints(a: string): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  for (const m of a.matchAll(/Point ([A-Z]) is at \((-?\d+), (-?\d+)\)\./g)) out.set(m[1] ?? '', [Number(m[2]), Number(m[3])]);
  return out;
}

function point(points: Map<string, [number, number]>, name: string): [number, number] {
  const p = points.get(name);
  if (!p) throw new Error(`No point ${name}`);
  return p;
}

/** Length of an axis-parallel segment (throws if it is slanted). */
function gridLength(p: [number, number], q: [number, number]): number {
  if (p[0] !== q[0] && p[1] !== q[1]) throw new Error('slanted segment');
  return Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]);
}

/** Values of a dot plot from its alt ("2 dots above 3"). */
function dotValues(a: string): number[] {
  const values: number[] = [];
  for (const m of a.matchAll(/(\d+) dots? above (-?\d+)/g)) for (let i = 0; i < Number(m[1]); i++) values.push(Number(m[2]));
  const [, total] = must(/There (?:is|are) (\d+) dots? in all\./.exec(a), a);
  if (values.length !== Number(total)) throw new Error(`dot count mismatch in ${a}`);
  return values.sort((x, y) => x - y);
}

const mean = (xs: number[]): number => xs.reduce((s, v) => s + v, 0) / xs.length;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length % 2 === 0) throw new Error('even count');
  return s[(s.length - 1) / 2] ?? NaN;
};

function holds(v: number, op: string, c: number): boolean {
  switch (op) {
    case '>': return v > c;
    case '<': return v < c;
    case '≥': return v >= c;
    case '≤': return v <= c;
    default: throw new Error(`bad sign ${op}`);
  }
}

const FLIP: Record<string, string> = { '>': '<', '<': '>', '≥': '≤', '≤': '≥' };

/** Named lists "Mia: 3, 4, 5." in a text. */
function namedLists(text: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const m of text.matchAll(/([A-Z][a-z]+): ((?:\d+, )*\d+)\./g)) out.set(m[1] ?? '', (m[2] ?? '').split(', ').map(Number));
  return out;
}

function list(lists: Map<string, number[]>, name: string): number[] {
  const l = lists.get(name);
  if (!l) throw new Error(`No list for ${name}`);
  return l;
}

/** Coefficients p, q of a linear expression px + q (read by evaluating at 0 and 1). */
function linearIn(expr: string): [number, number] {
  const q = evaluate(expr, { x: 0 });
  return [evaluate(expr, { x: 1 }) - q, q];
}

export const ORACLES_G67: Record<string, Oracle> = {
  // ---------------- grade 6
  'g6-area-triangles-blank': (q) => {
    const [, b, unit, h] = must(/base is (\d+) (\w+) long and its height is (\d+) \2/.exec(alt(q)), alt(q));
    if (!q.text.includes(`base of ${b} ${unit} and a height of ${h} ${unit}`)) throw new Error(`text and picture disagree: ${q.text}`);
    return [String((Number(b) * Number(h)) / 2)];
  },
  'g6-area-parallelograms-choice': (q) => {
    const [, b, h] = must(/base is (\d+) \w+ long and its height is (\d+) /.exec(alt(q)), alt(q));
    return optionsWorth(q, Number(b) * Number(h));
  },
  'g6-coordinate-points-choice': (q) => {
    const [, x, y] = must(/^Which point is at \((-?\d+), (-?\d+)\)\?$/.exec(q.text), q.text);
    const points = gridPoints(alt(q));
    if (points.size !== 4) throw new Error(`expected 4 points in ${alt(q)}`);
    const names = [...points].filter(([, p]) => p[0] === Number(x) && p[1] === Number(y)).map(([name]) => name);
    return options(q).filter((o) => names.includes(o));
  },
  'g6-coordinate-distance-blank': (q) => {
    const points = gridPoints(alt(q));
    const [P, Q] = [point(points, 'P'), point(points, 'Q')];
    if (!q.text.includes(`P(${P[0]}, ${P[1]}) to Q(${Q[0]}, ${Q[1]})`)) throw new Error(`text and picture disagree: ${q.text}`);
    return [String(gridLength(P, Q))];
  },
  'g6-coordinate-polygon-choice': (q) => {
    const points = gridPoints(alt(q));
    const [A, B, C] = [point(points, 'A'), point(points, 'B'), point(points, 'C')];
    const [ab, bc] = [gridLength(A, B), gridLength(B, C)];
    if (/perimeter/.test(q.text)) return optionsWorth(q, 2 * (ab + bc));
    const [, side] = must(/How long is side (AB|BC) in units\?$/.exec(q.text), q.text);
    return optionsWorth(q, side === 'AB' ? ab : bc);
  },
  'g6-dot-plot-stats-blank': (q) => {
    const values = dotValues(alt(q));
    const [, stat] = must(/The (mean|median|mode|range) of the data is ___\.$/.exec(q.text), q.text);
    if (stat === 'mean') return [String(mean(values))];
    if (stat === 'median') return [String(median(values))];
    if (stat === 'range') return [String((values[values.length - 1] ?? NaN) - (values[0] ?? NaN))];
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    const top = Math.max(...counts.values());
    const modes = [...counts].filter(([, c]) => c === top).map(([v]) => v);
    if (modes.length !== 1) throw new Error(`no single mode in ${alt(q)}`);
    return [String(modes[0])];
  },
  // A statistical question asks the same thing of each member of a group.
  'g6-statistical-questions-choice': (q) => options(q).filter((o) => /\beach\b/.test(o)),
  'g6-inequality-solutions-choice': (q) => {
    const [, op, c, listed] = must(/^Which number makes x (>|<|≥|≤) (-?\d+) true: (.*)\?$/.exec(q.text), q.text);
    if (listed !== `${options(q).slice(0, -1).join(', ')} or ${options(q)[options(q).length - 1] ?? ''}`) throw new Error(`listed options differ: ${q.text}`);
    return options(q).filter((o) => holds(Number(o), op ?? '', Number(c)));
  },
  'g6-inequality-graph-choice': (q) => {
    const [, v] = must(/graphed an inequality for ([a-z]) on this number line/.exec(q.text), q.text);
    const [, kind, c, side] = must(/(open|filled) circle at (-?\d+), and the line is shaded from there to the (right|left)/.exec(alt(q)), alt(q));
    const op = side === 'right' ? (kind === 'open' ? '>' : '≥') : kind === 'open' ? '<' : '≤';
    return options(q).filter((o) => o === `${v} ${op} ${c}`);
  },
  'g6-evaluate-expressions-blank': (q) => {
    const [, v, x, e] = must(/^If ([a-z]) = (\d+), then (.*) = ___$/.exec(q.text), q.text);
    return [String(evaluate(e ?? '', { [v ?? 'x']: Number(x) }))];
  },
  'g6-evaluate-expressions-choice': (q) => {
    const [, e, v, x] = must(/^What is the value of (.*) when ([a-z]) = (\d+)\?$/.exec(q.text), q.text);
    return optionsWorth(q, evaluate(e ?? '', { [v ?? 'x']: Number(x) }));
  },
  'g6-ratio-word-blank': (q) => {
    // a of the first thing for every b of the second; c of the first → b × c / a of the second.
    const m = /with (\d+) cups of lemon juice for every (\d+) cups of water\. .* for (\d+) cups of lemon juice\?/.exec(q.text)
      ?? /with (\d+) cans of blue for every (\d+) cans of yellow\. \w+ uses (\d+) cans of blue\./.exec(q.text)
      ?? /who walk to kids who ride the bus is (\d+) to (\d+)\. (\d+) kids walk\./.exec(q.text)
      ?? /reads (\d+) pages for every (\d+) minutes\. .* to read (\d+) pages\?/.exec(q.text);
    const [, a, b, c] = must(m, q.text);
    const value = (Number(b) * Number(c)) / Number(a);
    if (!Number.isInteger(value)) throw new Error(`not whole: ${q.text}`);
    return [String(value)];
  },
  'g6-unit-rate-word-choice': (q) => {
    const m = /pays (\d+) dollars for (\d+) [a-z ]+\. At the same price, how many dollars do (\d+) [a-z ]+ cost\?$/.exec(q.text)
      ?? /drives (\d+) miles in (\d+) hours\. At the same speed, how many miles do they drive in (\d+) hours\?$/.exec(q.text);
    const [, total, n, m2] = must(m, q.text);
    return optionsWorth(q, (Number(total) / Number(n)) * Number(m2));
  },

  // ---------------- grade 7
  'g7-angle-pairs-blank': (q) => {
    const a = alt(q);
    const [, k] = must(/(?:one is|One angle is) (\d+)°/.exec(a), a);
    if (!q.text.includes(`${k}°`)) throw new Error(`text and picture disagree: ${q.text}`);
    const known = Number(k);
    if (/splits a right angle/.test(a)) return [String(90 - known)];
    if (/across from it/.test(a)) return [String(known)];
    if (/stands on a straight line|next to it, on the same straight line/.test(a)) return [String(180 - known)];
    throw new Error(`unknown picture ${a}`);
  },
  'g7-angle-pairs-choice': (q) => {
    const a = alt(q);
    const name = /splits a right angle/.test(a) ? 'complementary' : /across from it/.test(a) ? 'vertical' : /straight line/.test(a) ? 'supplementary' : '';
    return options(q).filter((o) => o === name);
  },
  'g7-angle-equations-blank': (q) => {
    const m = /^Two vertical angles measure (\d+)° and \((\d+)x(?: \+ (\d+))?\)°\. x = ___$/.exec(q.text);
    if (m) return [String((Number(m[1]) - Number(m[3] ?? 0)) / Number(m[2]))];
    const [, kind, k, a, b] = must(/^Two angles are (complementary|supplementary)\. One measures (\d+)° and the other measures \((\d+)x(?: \+ (\d+))?\)°\. x = ___$/.exec(q.text), q.text);
    const total = kind === 'complementary' ? 90 : 180;
    return [String((total - Number(k) - Number(b || 0)) / Number(a))];
  },
  'g7-scale-drawing-blank': (q) => {
    let m = /1 cm stands for (\d+) km\. Two towns are (\d+) cm apart on the map\./.exec(q.text)
      ?? /1 inch for every (\d+) feet\. A room is (\d+) inches long on the plan\./.exec(q.text)
      ?? /1 cm for every (\d+) m of the real ship\. The model is (\d+) cm long\./.exec(q.text);
    if (m) return [String(Number(m[1]) * Number(m[2]))];
    m = /1 cm stands for (\d+) km\. Two towns are (\d+) km apart\. How far apart are they on the map\?/.exec(q.text);
    const [, s, d] = must(m, q.text);
    return [String(Number(d) / Number(s))];
  },
  'g7-scale-area-choice': (q) => {
    const [, w, h, s] = must(/as a (\d+) cm by (\d+) cm rectangle\. The scale is 1 cm to (\d+) m\./.exec(q.text), q.text);
    return optionsWorth(q, Number(w) * Number(s) * Number(h) * Number(s));
  },
  'g7-compare-means-blank': (q) => {
    const [, b, a] = must(/(\w+)'s mean is ___ more than (\w+)'s mean\.$/.exec(q.text), q.text);
    const lists = namedLists(q.text);
    return [String(mean(list(lists, b ?? '')) - mean(list(lists, a ?? '')))];
  },
  'g7-compare-medians-choice': (q) => {
    const lists = namedLists(q.text);
    if (lists.size !== 2) throw new Error(`expected two lists: ${q.text}`);
    const [[n1, l1], [n2, l2]] = [...lists] as Array<[string, number[]]> as [[string, number[]], [string, number[]]];
    const [m1, m2] = [median(l1), median(l2)];
    const right = `${m1 > m2 ? n1 : n2}'s, by ${Math.abs(m1 - m2)}`;
    return options(q).filter((o) => o === right);
  },
  'g7-compare-dot-plots-blank': (q) => {
    const [, stat, b, a] = must(/The (mean|median|range) of (.+?) is ___ more than the \1 of (.+?)\.$/.exec(q.text), q.text);
    const plots = new Map<string, number[]>();
    for (const m of alt(q).matchAll(/([A-Z][a-z]+'s team): there (?:is|are) (.*?) \((\d+) dots? in all\)\./g)) {
      const values: number[] = [];
      for (const d of (m[2] ?? '').matchAll(/(\d+) dots? above (-?\d+)/g)) for (let i = 0; i < Number(d[1]); i++) values.push(Number(d[2]));
      if (values.length !== Number(m[3])) throw new Error(`dot count mismatch in ${alt(q)}`);
      plots.set(m[1] ?? '', values);
    }
    const statOf = (xs: number[]): number => (stat === 'mean' ? mean(xs) : stat === 'median' ? median(xs) : Math.max(...xs) - Math.min(...xs));
    return [String(statOf(list(plots, b ?? '')) - statOf(list(plots, a ?? '')))];
  },
  'g7-solve-inequalities-blank': (q) => {
    const [, e, op, r, op2] = must(/^Solve (.*) (>|<|≥|≤) (-?\d+)\. x (>|<|≥|≤) ___$/.exec(q.text), q.text);
    const [p, c] = linearIn(e ?? '');
    if (!(p > 0) || op !== op2) throw new Error(`sign should stay: ${q.text}`);
    return [String((Number(r) - c) / p)];
  },
  'g7-solve-inequalities-choice': (q) => {
    const [, e, op, r] = must(/^Which is the solution of (.*) (>|<|≥|≤) (-?\d+)\?$/.exec(q.text), q.text);
    const [p, c] = linearIn(e ?? '');
    const bound = (Number(r) - c) / p;
    const sign = p > 0 ? op : FLIP[op ?? ''];
    return options(q).filter((o) => o === `x ${sign} ${bound}`);
  },
  'g7-percent-word-blank': (q) => {
    const [, price] = must(/(\d+) dollars/.exec(q.text), q.text);
    const [, pct] = must(/(\d+)%/.exec(q.text), q.text);
    const part = (Number(price) * Number(pct)) / 100;
    if (/on sale for \d+% off/.test(q.text)) return [String(Number(price) - part)];
    if (/sales tax is|% tip|went up by/.test(q.text)) return [String(Number(price) + part)];
    throw new Error(`unknown story: ${q.text}`);
  },
  'g7-percent-change-word-choice': (q) => {
    const [first] = q.text.split('. ');
    const [a, b] = (first?.match(/\d+/g) ?? []).map(Number);
    if (a === undefined || b === undefined) throw new Error(`Oracle could not read: ${q.text}`);
    const [, word] = must(/What is the percent (increase|decrease)\?$/.exec(q.text), q.text);
    if ((word === 'increase') !== b > a) throw new Error(`wrong word: ${q.text}`);
    const pct = (Math.abs(b - a) / a) * 100;
    return options(q).filter((o) => o === `${pct}%`);
  },
};
