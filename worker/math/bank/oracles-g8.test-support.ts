/**
 * Oracles for lessons of grades 8 added or reworked in issue 18 (see bank.test.ts): each
 * recomputes the right answer from the question's text and, for a picture question, its figure's
 * alt text, never through the generators' helpers. An entry here overrides an older oracle of
 * the same lesson key.
 */
import type { GeneratedQuestion } from './types.js';
import { close, evaluate, meaning, numberValue } from './expression.test-support.js';

type Oracle = (q: GeneratedQuestion) => string[];

function must(m: RegExpExecArray | null, text: string): string[] {
  if (!m) throw new Error(`G8 oracle could not read: ${text}`);
  return m.map((g) => g ?? '');
}

function alt(q: GeneratedQuestion): string {
  if (!q.figure) throw new Error(`G8 oracle: no figure on "${q.text}"`);
  return q.figure.alt;
}

function options(q: GeneratedQuestion): string[] {
  return q.answers.map((a) => a.answer_text);
}

/** Options whose numeric value is `target`. */
function worth(q: GeneratedQuestion, target: number): string[] {
  return options(q).filter((o) => {
    const v = numberValue(o);
    return !Number.isNaN(v) && close(v, target);
  });
}

/** Options that are the point (x, y). */
function pointOptions(q: GeneratedQuestion, x: number, y: number): string[] {
  return options(q).filter((o) => {
    const m = /^\((-?\d+), (-?\d+)\)$/.exec(o);
    return m !== null && Number(m[1]) === x && Number(m[2]) === y;
  });
}

/** Options that mean the line y = mx + b (compared through the shared option meaning). */
function lineOptions(q: GeneratedQuestion, m: number, b: number): string[] {
  const want = [-2, 0.5, 3].map((x) => m * x + b);
  return options(q).filter((o) => {
    const v = meaning(o);
    return v !== undefined && v.length === 3 && v.every((y, i) => close(y, want[i] ?? NaN));
  });
}

/** All "(x, y)" pairs in a piece of text. */
function pairsIn(text: string): Array<[number, number]> {
  return [...text.matchAll(/\((-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** Rows of a two-column table from its alt: "Row 1: Hours 1, Cost ($) 12." */
function tableRows(text: string): Array<[number, number]> {
  const rows = [...text.matchAll(/Row \d+: .*? (-?\d+(?:\.\d+)?), .*? (-?\d+(?:\.\d+)?)\./g)].map((m): [number, number] => [Number(m[1]), Number(m[2])]);
  if (rows.length === 0) throw new Error(`G8 oracle: no table rows in ${text}`);
  return rows;
}

/** Slope and intercept of the line through the given points (checked to be one line). */
function lineThrough(points: Array<[number, number]>): { m: number; b: number } {
  const [p, r] = [points[0], points[1]];
  if (!p || !r) throw new Error('G8 oracle: need two points');
  const m = (r[1] - p[1]) / (r[0] - p[0]);
  const b = p[1] - m * p[0];
  for (const [x, y] of points) if (!close(m * x + b, y)) throw new Error(`G8 oracle: (${x}, ${y}) is off the line`);
  return { m, b };
}

/** Coefficients [a, b, c] of a linear equation in x and y written as a x + b y + c = 0. */
function linear(equation: string): [number, number, number] {
  const [left, right] = equation.split('=');
  if (left === undefined || right === undefined) throw new Error(`G8 oracle: not an equation ${equation}`);
  const f = (x: number, y: number): number => evaluate(left, { x, y }) - evaluate(right, { x, y });
  const c = f(0, 0);
  return [f(1, 0) - c, f(0, 1) - c, c];
}

/** Solution of two linear equations (Cramer's rule). */
function solve(e1: string, e2: string): [number, number] {
  const [a1, b1, c1] = linear(e1);
  const [a2, b2, c2] = linear(e2);
  const det = a1 * b2 - a2 * b1;
  if (det === 0) throw new Error('G8 oracle: parallel lines');
  return [(-c1 * b2 + c2 * b1) / det, (-a1 * c2 + a2 * c1) / det];
}

function whole(v: number, what: string): string {
  if (!Number.isInteger(v) || v < 0) throw new Error(`G8 oracle: ${what} is ${v}, not a whole number`);
  return String(v);
}

export const ORACLES_G8: Record<string, Oracle> = {
  'g8-function-table-blank': (q) => {
    const rows = tableRows(alt(q));
    const [, input] = must(/output for the input (-?\d+)\?/.exec(q.text), q.text);
    const [, output] = must(/gives the output (-?\d+)\?/.exec(q.text), q.text);
    const forward = rows.filter(([x]) => x === Number(input)).map(([, y]) => y);
    const back = rows.filter(([, y]) => y === Number(output)).map(([x]) => x);
    if (forward.length !== 1 || back.length !== 1) throw new Error(`G8 oracle: ambiguous table for ${q.text}`);
    return [String(forward[0]), String(back[0])];
  },
  'g8-is-function-choice': (q) => {
    const pairs = [...q.text.matchAll(/(\d+) → (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    const outputs = new Map<number, Set<number>>();
    for (const [x, y] of pairs) outputs.set(x, (outputs.get(x) ?? new Set()).add(y));
    const fn = [...outputs.values()].every((ys) => ys.size === 1);
    return options(q).filter((o) => (fn ? /^Yes, each input has exactly one output$/.test(o) : /^No, one input has two different outputs$/.test(o)));
  },
  'g8-rate-of-change-graph-blank': (q) => {
    const [, list] = must(/The line goes through the points (.*)\.$/.exec(alt(q)), alt(q));
    const { m, b } = lineThrough(pairsIn(list ?? ''));
    must(/The rate of change is ___ .* and the initial value is ___ /.exec(q.text), q.text);
    return [String(m), String(b)];
  },
  'g8-rate-of-change-table-choice': (q) => {
    const { m, b } = lineThrough(tableRows(alt(q)));
    if (/What is the rate of change/.test(q.text)) return worth(q, m);
    must(/What is the initial value \(the value at 0 \w+\)/.exec(q.text), q.text);
    return worth(q, b);
  },
  'g8-systems-graph-choice': (q) => {
    const lines = [...alt(q).matchAll(/The line (y = [^.]*?) is drawn\./g)].map((m) => m[1] ?? '');
    if (lines.length !== 2) throw new Error(`G8 oracle: expected two lines in ${alt(q)}`);
    const [x, y] = solve(lines[0] ?? '', lines[1] ?? '');
    // The text names the same two lines as the picture.
    for (const line of lines) if (!q.text.includes(line)) throw new Error(`G8 oracle: ${line} is not in ${q.text}`);
    return pointOptions(q, x, y);
  },
  'g8-systems-blank': (q) => {
    const [, e1, e2] = must(/^Solve the system (.*) and (.*)\. x = ___, y = ___$/.exec(q.text), q.text);
    const [x, y] = solve(e1 ?? '', e2 ?? '');
    return [String(x), String(y)];
  },
  'g8-linear-word-problems-blank': (q) => {
    const t = q.text;
    let m = /costs \$(\d+) a month plus \$(\d+) for each GB of data used\. One month the bill was \$(\d+)\./.exec(t);
    if (m) return [whole((Number(m[3]) - Number(m[1])) / Number(m[2]), 'GB')];
    m = /has \$(\d+) saved and saves \$(\d+) more each week\. After how many weeks will (?:he|she) have \$(\d+)\?/.exec(t);
    if (m) return [whole((Number(m[3]) - Number(m[1])) / Number(m[2]), 'weeks')];
    m = /Gym A charges \$(\d+) to join and \$(\d+) a visit\. Gym B charges \$(\d+) to join and \$(\d+) a visit\./.exec(t);
    if (m) return [whole((Number(m[3]) - Number(m[1])) / (Number(m[2]) - Number(m[4])), 'visits')];
    m = /is (\d+) km from home and rides a bike away from home at (\d+) km each hour\. After how many hours is (?:he|she) (\d+) km from home\?/.exec(t);
    if (m) return [whole((Number(m[3]) - Number(m[1])) / Number(m[2]), 'hours')];
    const [, a, pa, b, pb] = must(/has (\d+) stickers and gets (\d+) more each day\. \w+ has (\d+) stickers and gets (\d+) more each day\. After how many days/.exec(t), t);
    return [whole((Number(a) - Number(b)) / (Number(pb) - Number(pa)), 'days')];
  },
  'g8-linear-word-problems-choice': (q) => {
    const t = q.text;
    const read: Array<[RegExp, (a: number, b: number) => [number, number]]> = [
      [/costs \$(\d+) to sign up and \$(\d+) each month\. Which equation gives the total cost y in dollars after x months\?/, (fee, per) => [per, fee]],
      [/has \$(\d+) in a piggy bank and adds \$(\d+) every week\. Which equation gives the money y in dollars after x weeks\?/, (start, per) => [per, start]],
      [/is (\d+) cm tall when \w+ lights it, and it burns (\d+) cm each hour\. Which equation gives the height y in cm after x hours\?/, (tall, burn) => [-burn, tall]],
      [/rents a kayak for a \$(\d+) fee plus \$(\d+) for each hour\. Which equation gives the total cost y in dollars after x hours\?/, (fee, per) => [per, fee]],
      [/is (\d+) miles from camp and hikes toward it at (\d+) miles each hour\. Which equation gives the distance y from camp in miles after x hours\?/, (far, speed) => [-speed, far]],
    ];
    for (const [re, model] of read) {
      const m = re.exec(t);
      if (m) {
        const [slope, start] = model(Number(m[1]), Number(m[2]));
        return lineOptions(q, slope, start);
      }
    }
    throw new Error(`G8 oracle could not read: ${t}`);
  },
  'g8-rational-irrational-choice': (q) => {
    const [, want] = must(/^Which number is (rational|irrational): .*\?$/.exec(q.text), q.text);
    const listed = (must(/: (.*)\?$/.exec(q.text), q.text)[1] ?? '').split(/, | or /);
    if (listed.join('|') !== options(q).join('|')) throw new Error(`G8 oracle: listed options differ in ${q.text}`);
    const rational = (o: string): boolean => {
      const root = /^√(\d+)$/.exec(o);
      if (root) return Number.isInteger(Math.sqrt(Number(root[1])));
      if (o === 'π') return false;
      if (/^-?\d+(\.\d+)?$/.test(o) || /^-?\d+\/\d+$/.test(o) || /^0\.(\d)\1\1…$/.test(o)) return true;
      throw new Error(`G8 oracle: cannot classify ${o}`);
    };
    return options(q).filter((o) => rational(o) === (want === 'rational'));
  },
  'g8-square-root-between-blank': (q) => {
    const [, n] = must(/^√(\d+) is between two whole numbers/.exec(q.text), q.text);
    let k = 0;
    while ((k + 1) * (k + 1) <= Number(n)) k++;
    return [String(k), String(k + 1)];
  },
  'g8-square-root-estimate-choice': (q) => {
    const [, n] = must(/^Which whole number is closest to √(\d+)\?$/.exec(q.text), q.text);
    const root = Math.sqrt(Number(n));
    const best = Math.floor(root) + (root - Math.floor(root) < 0.5 ? 0 : 1);
    return worth(q, best);
  },
  'g8-translate-point-blank': (q) => {
    const [, letter, x, y, dx, h, dy, v] = must(/^Point ([A-Z]) is at \((-?\d+), (-?\d+)\)\. Translate it (\d+) units? (right|left) and (\d+) units? (up|down)\./.exec(q.text), q.text);
    if (!alt(q).includes(`Point ${letter ?? ''} is at (${x ?? ''}, ${y ?? ''}).`)) throw new Error(`G8 oracle: picture disagrees with ${q.text}`);
    return [String(Number(x) + (h === 'right' ? 1 : -1) * Number(dx)), String(Number(y) + (v === 'up' ? 1 : -1) * Number(dy))];
  },
  'g8-reflect-rotate-point-choice': (q) => {
    const [, letter] = must(/^Point ([A-Z]) is at/.exec(q.text), q.text);
    const [, x0, y0] = must(new RegExp(`Point ${letter ?? ''} is at \\((-?\\d+), (-?\\d+)\\)\\.`).exec(alt(q)), alt(q));
    const [x, y] = [Number(x0), Number(y0)];
    if (/Reflect it across the x-axis\./.test(q.text)) return pointOptions(q, x, -y);
    if (/Reflect it across the y-axis\./.test(q.text)) return pointOptions(q, -x, y);
    if (/Rotate it 180° around the origin\./.test(q.text)) return pointOptions(q, -x, -y);
    must(/Rotate it 90° counterclockwise around the origin\./.exec(q.text), q.text);
    return pointOptions(q, -y, x);
  },
  'g8-scatter-association-choice': (q) => {
    const [, list] = must(/It has \d+ points: (.*?)\.(?: The point labeled|$)/.exec(alt(q)), alt(q));
    const pts = pairsIn(list ?? '');
    const [, count] = must(/ for (\d+) \w+\. What kind of association/.exec(q.text), q.text);
    if (pts.length !== Number(count)) throw new Error(`G8 oracle: ${pts.length} points, text says ${count ?? ''}`);
    const mx = pts.reduce((s, [a]) => s + a, 0) / pts.length;
    const my = pts.reduce((s, [, b]) => s + b, 0) / pts.length;
    const sxy = pts.reduce((s, [a, b]) => s + (a - mx) * (b - my), 0);
    const sxx = pts.reduce((s, [a]) => s + (a - mx) ** 2, 0);
    const syy = pts.reduce((s, [, b]) => s + (b - my) ** 2, 0);
    const r = sxy / Math.sqrt(sxx * syy);
    const want = r > 0.6 ? 'positive association' : r < -0.6 ? 'negative association' : Math.abs(r) < 0.3 ? 'no association' : '';
    if (want === '') throw new Error(`G8 oracle: unclear association r = ${r}`);
    return options(q).filter((o) => o === want);
  },
  'g8-scatter-read-point-blank': (q) => {
    const [, name] = must(/One point is labeled (\w+)\./.exec(q.text), q.text);
    const [, x, y] = must(new RegExp(`The point labeled ${name ?? ''} is at \\((\\d+), (\\d+)\\)\\.`).exec(alt(q)), alt(q));
    return [x ?? '', y ?? ''];
  },
  'g8-two-way-table-blank': (q) => {
    const cells = twoWayCells(alt(q));
    const get = (r: string, c: string): number => cellCount(cells, r, c);
    let m = /Of the \w+ in the row "([^"]+)", what fraction are in the column "([^"]+)"\?/.exec(q.text);
    if (m) return [lowest(get(m[1] ?? '', m[2] ?? ''), get(m[1] ?? '', 'Total'))];
    m = /Of the \w+ in the column "([^"]+)", what fraction are in the row "([^"]+)"\?/.exec(q.text);
    if (m) return [lowest(get(m[2] ?? '', m[1] ?? ''), get('Total', m[1] ?? ''))];
    const [, all, r, c] = must(/What fraction of all (\d+) \w+ are in both the row "([^"]+)" and the column "([^"]+)"\?/.exec(q.text), q.text);
    if (Number(all) !== get('Total', 'Total')) throw new Error(`G8 oracle: total disagrees in ${q.text}`);
    return [lowest(get(r ?? '', c ?? ''), get('Total', 'Total'))];
  },
  'g8-two-way-table-choice': (q) => {
    const cells = twoWayCells(alt(q));
    const [, all, r, c] = must(/asked (\d+) \w+ two questions.* What percent of the \w+ in the row "([^"]+)" are in the column "([^"]+)"\?$/.exec(q.text), q.text);
    if (Number(all) !== cellCount(cells, 'Total', 'Total')) throw new Error(`G8 oracle: total disagrees in ${q.text}`);
    const percent = (100 * cellCount(cells, r ?? '', c ?? '')) / cellCount(cells, r ?? '', 'Total');
    return options(q).filter((o) => o === `${percent}%`);
  },
};

/** Cells of a two-way table alt: "Plays a sport: Has a pet 12, No pet 8, Total 20." → row → column → count. */
function twoWayCells(text: string): Map<string, Map<string, number>> {
  const [, body] = must(/^A two-way table with the rows .*? and the columns .*?\. (.*)$/.exec(text), text);
  const cells = new Map<string, Map<string, number>>();
  for (const m of (body ?? '').matchAll(/([^:.]+): ([^.]+)\./g)) {
    const row = new Map<string, number>();
    for (const cell of (m[2] ?? '').split(', ')) {
      const [, col, v] = must(/^(.*) (\d+)$/.exec(cell), cell);
      row.set(col ?? '', Number(v));
    }
    cells.set((m[1] ?? '').trim(), row);
  }
  // The totals must add up.
  for (const [, row] of cells) {
    const values = [...row.values()];
    if ((values[0] ?? 0) + (values[1] ?? 0) !== values[2]) throw new Error(`G8 oracle: row total wrong in ${text}`);
  }
  return cells;
}

function cellCount(cells: Map<string, Map<string, number>>, row: string, col: string): number {
  const v = cells.get(row)?.get(col);
  if (v === undefined) throw new Error(`G8 oracle: no cell ${row} / ${col}`);
  return v;
}

/** "a/b" in lowest terms (a whole number when b divides a). */
function lowest(a: number, b: number): string {
  let [x, y] = [a, b];
  while (y) [x, y] = [y, x % y];
  return b / x === 1 ? String(a / x) : `${a / x}/${b / x}`;
}
