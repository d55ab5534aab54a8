/**
 * Test-only support for the bank's oracles (oracles.test-support.ts, bank.test.ts): an expression
 * evaluator and the value of typed numbers, written independently of the generators and of the
 * product's number normaliser (core/answers/number.ts) so that neither can hide a bug.
 */

type Token = { kind: 'num'; value: number } | { kind: 'id'; name: string } | { kind: 'op'; op: string };

// "3/4" written without spaces is one number, as children read it: 3/4 ÷ 1/2 is (3/4) ÷ (1/2).

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?(?:\/\d+)?)|([a-zπ])|([-+×·*÷/^()|=]))/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(text)) !== null) {
    if (m[1] !== undefined) {
      const [top, bottom] = m[1].split('/');
      out.push({ kind: 'num', value: Number(top) / (bottom === undefined ? 1 : Number(bottom)) });
    }
    else if (m[2] !== undefined) out.push({ kind: 'id', name: m[2] });
    else out.push({ kind: 'op', op: m[3] ?? '' });
    end = re.lastIndex;
  }
  if (text.slice(end).trim() !== '') throw new Error(`Cannot read "${text}" at "${text.slice(end)}"`);
  return out;
}

/**
 * Evaluates an arithmetic expression as children see it: + - × · ÷ / ^,
 * parentheses, |absolute value|, implicit multiplication ("3x^2", "2(x - 1)")
 * and variables from `vars`. Throws on anything it cannot read.
 */
export function evaluate(text: string, vars: Record<string, number> = {}): number {
  const tokens = tokenize(text);
  let i = 0;
  const peek = (): Token | undefined => tokens[i];
  const isOp = (op: string): boolean => {
    const t = peek();
    return t?.kind === 'op' && t.op === op;
  };
  const expr = (): number => {
    let v = term();
    while (isOp('+') || isOp('-')) {
      const plus = isOp('+');
      i++;
      v = plus ? v + term() : v - term();
    }
    return v;
  };
  const term = (): number => {
    let v = unary();
    for (;;) {
      const t = peek();
      if (t?.kind === 'op' && ['×', '·', '*', '÷', '/'].includes(t.op)) {
        i++;
        const r = unary();
        v = t.op === '÷' || t.op === '/' ? v / r : v * r;
      } else if (t && (t.kind === 'num' || t.kind === 'id' || (t.kind === 'op' && t.op === '('))) {
        v *= unary();
      } else {
        return v;
      }
    }
  };
  const unary = (): number => {
    if (isOp('-')) {
      i++;
      return -unary();
    }
    return power();
  };
  const power = (): number => {
    const base = primary();
    if (isOp('^')) {
      i++;
      return base ** unary();
    }
    return base;
  };
  const primary = (): number => {
    const t = tokens[i++];
    if (!t) throw new Error(`Unexpected end of "${text}"`);
    if (t.kind === 'num') return t.value;
    if (t.kind === 'id') {
      const v = vars[t.name];
      if (v === undefined) throw new Error(`Unknown variable ${t.name} in "${text}"`);
      return v;
    }
    if (t.op === '(' || t.op === '|') {
      const v = expr();
      const close = tokens[i++];
      const want = t.op === '(' ? ')' : '|';
      if (close?.kind !== 'op' || close.op !== want) throw new Error(`Missing ${want} in "${text}"`);
      return t.op === '|' ? Math.abs(v) : v;
    }
    throw new Error(`Unexpected ${t.op} in "${text}"`);
  };
  const v = expr();
  if (i !== tokens.length) throw new Error(`Trailing input in "${text}"`);
  return v;
}

/** Value of a typed number: "-7", "2.50", "3/4", "-3/4", "8 3/4", "1,000"; NaN otherwise. */
export function numberValue(text: string): number {
  const t = text.trim().replace(/,(?=\d{3})/g, '');
  let m = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(t);
  if (m) return (m[1] === '-' ? -1 : 1) * (Number(m[2]) + Number(m[3]) / Number(m[4]));
  m = /^(-?\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[1]) / Number(m[2]);
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
}

/** Equal up to floating-point noise (relative for big numbers). */
export function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** The x values at which expressions and lines are compared. */
export const SAMPLES = [-2, 0.5, 3];

/**
 * What an option means, as numbers to compare: a number's value, an
 * expression in x at three x values, a line "y = ..." / "y - 3 = 2(x - 1)" as
 * its y at three x values, "q R r" as [q, r]. Undefined for words.
 */
export function meaning(text: string): number[] | undefined {
  const n = numberValue(text);
  if (!Number.isNaN(n)) return [n];
  const rem = /^(\d+) R (\d+)$/.exec(text);
  if (rem) return [Number(rem[1]), Number(rem[2])];
  try {
    if (text.includes('=')) return /y/.test(text) ? lineValues(text) : undefined;
    if (/x/.test(text)) return SAMPLES.map((x) => evaluate(text, { x }));
    if (/^[-\d.\s×·÷^()]+$/.test(text)) return [evaluate(text)];
  } catch {
    return undefined;
  }
  return undefined;
}

/** y at the sample x values for a linear equation in x and y. */
export function lineValues(equation: string): number[] {
  const [left, right, extra] = equation.split('=');
  if (left === undefined || right === undefined || extra !== undefined) throw new Error(`Not an equation: ${equation}`);
  const g = (x: number, y: number): number => evaluate(left, { x, y }) - evaluate(right, { x, y });
  return SAMPLES.map((x) => {
    const g0 = g(x, 0);
    return -g0 / (g(x, 1) - g0);
  });
}

/** Solves a linear equation in x ("3x + 5 = 20", "x ÷ 4 = 7"). */
export function solveForX(equation: string): number {
  const [left, right] = equation.split('=');
  if (left === undefined || right === undefined) throw new Error(`Not an equation: ${equation}`);
  const g = (x: number): number => evaluate(left, { x }) - evaluate(right, { x });
  const g0 = g(0);
  return -g0 / (g(1) - g0);
}
