/**
 * Test-only support for bank.test.ts: answer
 * oracles for the grade 4–8 lessons and the newer Pre-K–3 lessons. Everything
 * here recomputes answers from the question TEXT with its own parsing and
 * arithmetic; nothing is imported from the generators, so a generator bug
 * cannot hide behind a shared helper.
 */
import type { GeneratedQuestion } from './types.js';
import { close, evaluate, lineValues, meaning, numberValue, SAMPLES, solveForX } from './expression.test-support.js';

// bank.test.ts reads the evaluator through this module.
export { close, meaning, numberValue };

/** Returns the correct blank values (BLNK) or every option judged right (M). */
export type Oracle = (q: GeneratedQuestion) => string[];

function must(m: RegExpExecArray | null, text: string): string[] {
  if (!m) throw new Error(`Oracle could not read: ${text}`);
  return m.map((g) => g ?? '');
}

function options(q: GeneratedQuestion): string[] {
  return q.answers.map((a) => a.answer_text);
}

/** Options whose value equals `target`. */
function optionsWorth(q: GeneratedQuestion, target: number): string[] {
  return options(q).filter((o) => {
    const v = meaning(o);
    return v !== undefined && v.length === 1 && close(v[0] ?? NaN, target);
  });
}

/** Options that mean the same as the expression/equation `model`. */
function optionsMeaning(q: GeneratedQuestion, model: number[]): string[] {
  return options(q).filter((o) => {
    const v = meaning(o);
    return v !== undefined && v.length === model.length && v.every((x, k) => close(x, model[k] ?? NaN));
  });
}

/** "3/4" for the value a/b in lowest terms (own gcd). */
function lowestTerms(a: number, b: number): string {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return b / x === 1 ? String(a / x) : `${a / x}/${b / x}`;
}

/** Left side of "... = ___" (with an optional note after the blank), evaluated. */
const leftOfBlank: Oracle = (q) => {
  const [, left] = must(/^(.*) = ___(?: \(.*\))?$/.exec(q.text), q.text);
  return [String(evaluate(left ?? ''))];
};
/** "What is <expr>?" evaluated, then the options with that value. */
const whatIs: Oracle = (q) => {
  const [, e] = must(/^What is (.*)\?$/.exec(q.text), q.text);
  return optionsWorth(q, evaluate(e ?? ''));
};
const solveX: Oracle = (q) => {
  const [, eq] = must(/^Solve (.*)\. (?:x = ___|What is x\?)$/.exec(q.text), q.text);
  const x = solveForX(eq ?? '');
  return q.question_type === 'BLNK' ? [String(x)] : optionsWorth(q, x);
};

const SHAPE_BY_WORDS: Array<[RegExp, string]> = [
  [/3 straight sides and 3 corners/, 'triangle'],
  [/4 straight sides that are all the same length/, 'square'],
  [/4 straight sides, 2 long and 2 short/, 'rectangle'],
  [/round shape with no straight sides/, 'circle'],
  [/6 straight sides and 6 corners/, 'hexagon'],
];
const SIDES: Record<string, number> = { triangle: 3, square: 4, rectangle: 4, hexagon: 6, circle: 0 };
const COIN_CENTS: Record<string, number> = { quarter: 25, quarters: 25, dime: 10, dimes: 10, nickel: 5, nickels: 5, penny: 1, pennies: 1 };

function cubeCount(label: string): number {
  const faces = [1, 2, 3, 4, 5, 6];
  let m = /^a number greater than (\d)$/.exec(label);
  if (m) return faces.filter((n) => n > Number(m?.[1])).length;
  m = /^a number less than (\d)$/.exec(label);
  if (m) return faces.filter((n) => n < Number(m?.[1])).length;
  if (label === 'an even number') return 3;
  if (label === 'an odd number') return 3;
  if (label === 'a multiple of 3') return 2;
  if (/^a \d$/.test(label)) return 1;
  throw new Error(`Unknown event ${label}`);
}

function points(text: string): number[] {
  const [, x1, y1, x2, y2] = must(/\((-?\d+), (-?\d+)\) and \((-?\d+), (-?\d+)\)/.exec(text), text);
  return [x1, y1, x2, y2].map(Number);
}

/** Exponents of x in a polynomial text, in the order written. */
function exponentsInOrder(poly: string): number[] {
  return poly.split(/ [+-] /).map((t) => {
    const m = /x(?:\^(\d+))?/.exec(t);
    return m ? Number(m[1] ?? '1') : 0;
  });
}

/** Oracles by lesson key for the lessons added with the K–8 catalogue (bank.test.ts merges them with its own). */
export const NEW_ORACLES: Record<string, Oracle> = {
  'pk-shapes-name': (q) => {
    const found = SHAPE_BY_WORDS.find(([re]) => re.test(q.text));
    if (!found) throw new Error(`Unknown shape in ${q.text}`);
    return options(q).filter((o) => o === found[1]);
  },
  'pk-shapes-count-sides': (q) => {
    const [, shape] = must(/has a (\w+) block\. How many (?:sides|corners) does it have\? ___$/.exec(q.text), q.text);
    return [String(SIDES[shape ?? ''] ?? NaN)];
  },
  'pk-more-fewer-choice': (q) => {
    const [, p1, a, p2, b, ask] = must(/^(\w+) has (\d+) \w+\. (\w+) has (\d+) \w+\. Who has (more|fewer) \w+\?$/.exec(q.text), q.text);
    const [x, y] = [Number(a), Number(b)];
    const answer = x === y ? 'They have the same' : (x > y) === (ask === 'more') ? p1 : p2;
    return options(q).filter((o) => o === answer);
  },
  'pk-one-more-story': (q) => {
    const [, n] = must(/has (\d+) \w+\. Then \w+ finds 1 more/.exec(q.text), q.text);
    return [String(Number(n) + 1)];
  },
  'pk-number-after-blank': (q) => {
    let m = /(?:right after (\d+)\?|Count on: (\d+),) ___$/.exec(q.text);
    if (m) return [String(Number(m[1] ?? m[2]) + 1)];
    m = /(?:just before (\d+)\?|Count back: (\d+),) ___$/.exec(q.text);
    const [, a, b] = must(m, q.text);
    return [String(Number(a || b) - 1)];
  },
  'pk-patterns-next': (q) => {
    const [, list] = must(/^What comes next\? (.*), \.\.\.$/.exec(q.text), q.text);
    const seq = (list ?? '').split(', ');
    const period = [1, 2, 3, 4].find((p) => seq.every((w, k) => k < p || w === seq[k - p]));
    if (!period || seq.length < 2 * period) throw new Error(`No clear pattern in ${q.text}`);
    return options(q).filter((o) => o === seq[seq.length - period]);
  },
  'k-teen-numbers-blank': (q) => {
    let m = /^(\d+) = 10 \+ ___$/.exec(q.text) ?? /^(\d+) is 10 ones and ___ more ones\.$/.exec(q.text);
    if (m) return [String(Number(m[1]) - 10)];
    m = /^10 \+ (\d+) = ___$/.exec(q.text) ?? /^___ = 10 \+ (\d+)$/.exec(q.text) ?? /^10 ones and (\d+) more ones? make ___\.$/.exec(q.text);
    return [String(10 + Number(must(m, q.text)[1]))];
  },
  'k-teen-numbers-choice': (q) => {
    const [, o] = must(/of 10 \w+ and (\d+) more/.exec(q.text), q.text);
    return [String(10 + Number(o))];
  },
  'g1-add-100-blank': leftOfBlank,
  'g1-add-100-choice': whatIs,
  'g2-money-count-blank': (q) => {
    const coins = [...q.text.matchAll(/(\d+) (quarters?|dimes?|nickels?|penny|pennies)/g)];
    return [String(coins.reduce((s, m) => s + Number(m[1]) * (COIN_CENTS[m[2] ?? ''] ?? NaN), 0))];
  },
  'g2-money-count-choice': (q) => {
    const coins = [...q.text.matchAll(/(\d+) (quarters?|dimes?|nickels?|penny|pennies)/g)];
    return optionsWorth(q, coins.reduce((s, m) => s + Number(m[1]) * (COIN_CENTS[m[2] ?? ''] ?? NaN), 0));
  },
  'g3-area-blank': (q) => {
    const [, l, w] = must(/is (\d+) units long and (\d+) units? wide/.exec(q.text), q.text);
    return [String(Number(l) * Number(w))];
  },
  'g3-area-choice': (q) => {
    const [, l, w] = must(/rectangle (\d+) meters long and (\d+) meters wide/.exec(q.text), q.text);
    return optionsWorth(q, Number(l) * Number(w));
  },
  'g3-equivalent-fractions-choice': (q) => {
    const [, a, b, parts] = must(/colors (\d+)\/(\d+) of a paper strip\. The same strip is cut into (\d+) equal parts/.exec(q.text), q.text);
    return optionsWorth(q, Number(a) / Number(b)).filter((o) => o.endsWith(`/${parts ?? ''}`));
  },
  'g4-mult-blank': leftOfBlank,
  'g4-mult-choice': whatIs,
  'g4-divide-remainder-blank': (q) => {
    const [, n, d] = must(/^(\d+) ÷ (\d+) = ___ R ___$/.exec(q.text), q.text);
    return [String(Math.floor(Number(n) / Number(d))), String(Number(n) % Number(d))];
  },
  'g4-divide-remainder-choice': (q) => {
    const [, n, d] = must(/^What is (\d+) ÷ (\d+)\?$/.exec(q.text), q.text);
    const [nn, dd] = [Number(n), Number(d)];
    return options(q).filter((o) => {
      const m = /^(\d+) R (\d+)$/.exec(o);
      return m !== null && Number(m[1]) * dd + Number(m[2]) === nn && Number(m[2]) < dd;
    });
  },
  'g4-equivalent-fractions-blank': (q) => {
    const [, a, b, e] = must(/^(\d+)\/(\d+) = ___\/(\d+)$/.exec(q.text), q.text);
    return [String((Number(a) * Number(e)) / Number(b))];
  },
  'g4-simplify-fraction-blank': (q) => {
    const [, a, b] = must(/^Write (\d+)\/(\d+) in simplest form: ___$/.exec(q.text), q.text);
    return [lowestTerms(Number(a), Number(b))];
  },
  'g4-add-like-fractions-blank': leftOfBlank,
  'g4-add-like-fractions-choice': whatIs,
  'g4-mixed-to-improper': (q) => {
    const [, w, n, d] = must(/^Write (\d+) (\d+)\/(\d+) as an improper fraction: ___$/.exec(q.text), q.text);
    return [`${Number(w) * Number(d) + Number(n)}/${d}`];
  },
  'g4-improper-to-mixed': (q) => {
    const [, top, d] = must(/^Write (\d+)\/(\d+) as a mixed number: ___$/.exec(q.text), q.text);
    return [`${Math.floor(Number(top) / Number(d))} ${Number(top) % Number(d)}/${d}`];
  },
  'g4-mixed-improper-choice': (q) => {
    const [, mixed] = must(/^Which improper fraction is equal to (\d+ \d+\/\d+)\?$/.exec(q.text), q.text);
    return optionsWorth(q, numberValue(mixed ?? '')).filter((o) => /^\d+\/\d+$/.test(o));
  },
  'g4-fraction-to-decimal-blank': (q) => {
    const [, a, b] = must(/^Write (\d+)\/(\d+) as a decimal: ___$/.exec(q.text), q.text);
    return [String(Number(a) / Number(b))];
  },
  'g4-fraction-to-decimal-choice': (q) => {
    const [, a, b] = must(/^Which decimal is equal to (?:(\d+)\/100|(\d+) hundredths)\?$/.exec(q.text), q.text);
    return optionsWorth(q, Number(a || b) / 100).filter((o) => o.includes('.'));
  },
  'g4-factors-multiples-choice': (q) => {
    const [, kind, n, list] = must(/^Which number is a (factor|multiple) of (\d+): ([\d, or]+)\?$/.exec(q.text), q.text);
    const listed = (list ?? '').split(/, | or /);
    if (listed.join('|') !== options(q).join('|')) throw new Error(`Listed options differ: ${q.text}`);
    return listed.filter((o) => (kind === 'factor' ? Number(n) % Number(o) === 0 : Number(o) % Number(n) === 0));
  },
  'g5-unlike-fractions-blank': leftOfBlank,
  'g5-unlike-fractions-choice': whatIs,
  'g5-multiply-fractions-blank': leftOfBlank,
  'g5-multiply-fractions-choice': whatIs,
  'g5-decimal-operations-blank': leftOfBlank,
  'g5-decimal-operations-choice': whatIs,
  'g5-volume-blank': (q) => {
    const [, l, w, h] = must(/is (\d+) cm long, (\d+) cm wide and (\d+) cm tall/.exec(q.text), q.text);
    return [String(Number(l) * Number(w) * Number(h))];
  },
  'g5-volume-choice': (q) => {
    const [, l, w, h] = must(/is (\d+) m long, (\d+) m wide and (\d+) m tall/.exec(q.text), q.text);
    return optionsWorth(q, Number(l) * Number(w) * Number(h));
  },
  'g5-order-of-operations-blank': leftOfBlank,
  'g5-order-of-operations-choice': whatIs,
  'g5-powers-of-ten-blank': leftOfBlank,
  'g5-powers-of-ten-choice': whatIs,
  'g6-equivalent-ratios-blank': (q) => {
    const [, a, b, c, d] = must(/^(\d+) to (\d+) is the same ratio as (___|\d+) to (___|\d+)\.$/.exec(q.text), q.text);
    return [String(c === '___' ? (Number(a) * Number(d)) / Number(b) : (Number(b) * Number(c)) / Number(a))];
  },
  'g6-unit-rate-choice': (q) => {
    const [first, second] = (q.text.match(/\d+/g) ?? []).map(Number);
    return optionsWorth(q, Math.max(first ?? NaN, second ?? NaN) / Math.min(first ?? NaN, second ?? NaN));
  },
  'g6-divide-fractions-blank': leftOfBlank,
  'g6-divide-fractions-choice': whatIs,
  'g6-absolute-value-blank': (q) => {
    const m = /^The opposite of (-?\d+) is ___\.$/.exec(q.text);
    return m ? [String(-Number(m[1]))] : leftOfBlank(q);
  },
  'g6-compare-integers-choice': (q) => {
    const [, want, list] = must(/^Which number is the (least|greatest): ([-\d, or]+)\?$/.exec(q.text), q.text);
    const listed = (list ?? '').split(/, | or /);
    if (listed.join('|') !== options(q).join('|')) throw new Error(`Listed options differ: ${q.text}`);
    const values = listed.map(Number);
    const target = want === 'least' ? Math.min(...values) : Math.max(...values);
    return listed.filter((o) => Number(o) === target);
  },
  'g6-exponents-blank': leftOfBlank,
  'g6-exponents-choice': whatIs,
  'g6-one-step-equations-blank': solveX,
  'g6-one-step-equations-choice': solveX,
  'g6-percent-of-number-blank': (q) => {
    const [, p, n] = must(/^(\d+)% of (\d+) = ___$/.exec(q.text), q.text);
    return [String((Number(p) / 100) * Number(n))];
  },
  'g6-percent-of-number-choice': (q) => {
    const [, p, n] = must(/^What is (\d+)% of (\d+)\?$/.exec(q.text), q.text);
    return optionsWorth(q, (Number(p) / 100) * Number(n));
  },
  'g7-constant-of-proportionality-blank': (q) => {
    const [, x, y] = must(/When x = (\d+), y = (\d+)\./.exec(q.text), q.text);
    return [String(Number(y) / Number(x))];
  },
  'g7-constant-of-proportionality-choice': (q) => {
    const [, xs, ys] = must(/x = ([\d, ]+) and y = ([\d, ]+)\./.exec(q.text), q.text);
    const x = (xs ?? '').split(', ').map(Number);
    const y = (ys ?? '').split(', ').map(Number);
    const k = (y[0] ?? NaN) / (x[0] ?? NaN);
    if (!x.every((v, i) => close((y[i] ?? NaN) / v, k))) throw new Error(`Not proportional: ${q.text}`);
    return optionsWorth(q, k);
  },
  'g7-add-subtract-integers-blank': leftOfBlank,
  'g7-add-subtract-integers-choice': whatIs,
  'g7-multiply-divide-integers-blank': leftOfBlank,
  'g7-two-step-equations-blank': solveX,
  'g7-two-step-equations-choice': solveX,
  'g7-probability-blank': (q) => {
    const [, r, b, g, color] = must(/has (\d+) red, (\d+) blue and (\d+) green marbles\..* that it is (red|blue|green)\?/.exec(q.text), q.text);
    const counts: Record<string, number> = { red: Number(r), blue: Number(b), green: Number(g) };
    return [String((counts[color ?? ''] ?? NaN) / (Number(r) + Number(b) + Number(g)))];
  },
  'g7-probability-choice': (q) => {
    const [, label] = must(/(?:rolling|getting|gives) (.*)\?$/.exec(q.text), q.text);
    return optionsWorth(q, cubeCount(label ?? '') / 6);
  },
  'g7-circle-blank': (q) => {
    const [, given, size, ask] = must(/has a (radius|diameter) of (\d+) cm\. Use 3\.14 for π\. Its (area|circumference) is/.exec(q.text), q.text);
    const r = given === 'radius' ? Number(size) : Number(size) / 2;
    return [String(ask === 'area' ? 3.14 * r * r : 2 * 3.14 * r)];
  },
  'g7-circle-area-choice': (q) => {
    const [, r] = must(/radius of (\d+) m\. Using 3\.14 for π/.exec(q.text), q.text);
    return optionsWorth(q, 3.14 * Number(r) ** 2);
  },
  'g7-like-terms-blank': (q) => {
    const [, e] = must(/^Write (.*) in the form ax \+ b\. a = ___ and b = ___$/.exec(q.text), q.text);
    const b = evaluate(e ?? '', { x: 0 });
    return [String(evaluate(e ?? '', { x: 1 }) - b), String(b)];
  },
  'g7-like-terms-choice': (q) => {
    const [, e] = must(/^Which expression is equal to (.*)\?$/.exec(q.text), q.text);
    return optionsMeaning(q, meaning(e ?? '') ?? []);
  },
  'g8-slope-two-points-blank': (q) => {
    const [x1, y1, x2, y2] = points(q.text);
    return [String(((y2 ?? NaN) - (y1 ?? NaN)) / ((x2 ?? NaN) - (x1 ?? NaN)))];
  },
  'g8-slope-two-points-choice': (q) => {
    const [x1, y1, x2, y2] = points(q.text);
    return optionsWorth(q, ((y2 ?? NaN) - (y1 ?? NaN)) / ((x2 ?? NaN) - (x1 ?? NaN)));
  },
  'g8-slope-intercept-blank': (q) => {
    const [, eq] = must(/^For the line (y = .*), the slope is m = ___ and the y-intercept is b = ___\.$/.exec(q.text), q.text);
    const [, right] = (eq ?? '').split(' = ');
    const b = evaluate(right ?? '', { x: 0 });
    return [String(evaluate(right ?? '', { x: 1 }) - b), String(b)];
  },
  'g8-slope-intercept-choice': (q) => {
    const [, m, b] = must(/slope (-?\d+) and crosses the y-axis at \(0, (-?\d+)\)/.exec(q.text), q.text);
    return optionsMeaning(q, SAMPLES.map((x) => Number(m) * x + Number(b))).filter((o) => /^y = /.test(o));
  },
  'g8-point-slope-choice': (q) => {
    const [, m, x1, y1] = must(/slope (-?\d+) and passes through \((-?\d+), (-?\d+)\)/.exec(q.text), q.text);
    const line = SAMPLES.map((x) => Number(m) * (x - Number(x1)) + Number(y1));
    return optionsMeaning(q, line).filter((o) => /^y [+-] \d+ = -?\d+\(x [+-] \d+\)$/.test(o));
  },
  'g8-point-slope-to-slope-intercept-blank': (q) => {
    const [, eq] = must(/^Write (.*) in slope-intercept form y = mx \+ b\. m = ___ and b = ___$/.exec(q.text), q.text);
    const [atMinus2, atHalf] = lineValues(eq ?? '');
    const m = ((atHalf ?? NaN) - (atMinus2 ?? NaN)) / 2.5;
    return [String(m), String((atHalf ?? NaN) - 0.5 * m)];
  },
  'g8-point-slope-to-slope-intercept-choice': (q) => {
    const [, eq] = must(/^Which equation in slope-intercept form is the same line as (.*)\?$/.exec(q.text), q.text);
    return optionsMeaning(q, lineValues(eq ?? '')).filter((o) => /^y = -?\d*x(?: [+-] \d+)?$/.test(o));
  },
  'g8-exponent-laws-blank': (q) => {
    // Put 2 in for the letter (or keep the number base) and read the exponent off the value.
    const [, left, base] = must(/^(.*) = (\w)\^___$/.exec(q.text), q.text);
    const b = /\d/.test(base ?? '') ? Number(base) : 2;
    const value = evaluate(left ?? '', { x: b, y: b, a: b, n: b });
    return [String(Math.round(Math.log(value) / Math.log(b)))];
  },
  'g8-exponent-laws-choice': (q) => {
    const [, e] = must(/^Which is equal to (.*)\?$/.exec(q.text), q.text);
    return optionsWorth(q, evaluate(e ?? ''));
  },
  'g8-scientific-notation-blank': (q) => {
    let m = /^Write ([\d.]+) in scientific notation: ([\d.]+) × 10\^___$/.exec(q.text);
    if (m) return [String(Math.round(Math.log10(Number(m[1]) / Number(m[2]))))];
    m = /^Write (.*) as an ordinary number: ___$/.exec(q.text);
    return [String(evaluate(must(m, q.text)[1] ?? ''))];
  },
  'g8-scientific-notation-choice': (q) => {
    const [, n] = must(/^Which is ([\d.]+) written in scientific notation\?$/.exec(q.text), q.text);
    return optionsWorth(q, Number(n)).filter((o) => {
      const c = /^(\d+(?:\.\d+)?) × 10\^-?\d+$/.exec(o);
      return c !== null && Number(c[1]) >= 1 && Number(c[1]) < 10;
    });
  },
  'g8-pythagorean-blank': (q) => {
    let m = /legs (\d+) and (\d+)\./.exec(q.text);
    if (m) return [String(Math.hypot(Number(m[1]), Number(m[2])))];
    m = /a leg of (\d+) and a hypotenuse of (\d+)\./.exec(q.text);
    const [, a, c] = must(m, q.text);
    return [String(Math.sqrt(Number(c) ** 2 - Number(a) ** 2))];
  },
  'g8-pythagorean-choice': (q) => {
    const [, a, b] = must(/are (\d+) cm and (\d+) cm\./.exec(q.text), q.text);
    return optionsWorth(q, Math.hypot(Number(a), Number(b)));
  },
  'g8-polynomial-standard-form-blank': (q) => {
    const [, e] = must(/^Write (.*) in standard form ax\^2 \+ bx \+ c/.exec(q.text), q.text);
    const f = (x: number): number => evaluate(e ?? '', { x });
    const c = f(0);
    return [String((f(1) + f(-1)) / 2 - c), String((f(1) - f(-1)) / 2), String(c)];
  },
  'g8-polynomial-standard-form-choice': (q) => {
    const [, e] = must(/^Which polynomial is (.*) written in standard form\?$/.exec(q.text), q.text);
    return optionsMeaning(q, meaning(e ?? '') ?? []).filter((o) => {
      const exps = exponentsInOrder(o);
      return exps.every((p, k) => k === 0 || p < (exps[k - 1] ?? Infinity));
    });
  },
};
