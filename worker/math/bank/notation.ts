/**
 * Writing numbers and expressions the way the catalogue shows them to children:
 * fractions "3/4", mixed numbers "8 3/4", decimals without trailing zeros,
 * polynomials in descending order of exponents with "^" ("3x^2 + 2x - 5"),
 * and lines in slope-intercept ("y = 2x + 1") and point-slope ("y - 3 = 2(x - 1)") form.
 * Pure integer arithmetic, so the same parameters always give the same text.
 */

/** Greatest common divisor of two integers (always ≥ 0; gcd(0, 0) = 0). */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** Least common multiple of two positive integers. */
export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** An exact fraction n/d with d > 0, kept as the caller built it (not reduced). */
export interface Frac { n: number; d: number }

/** n/d in lowest terms with a positive denominator. Throws on d = 0. */
export function reduce(n: number, d: number): Frac {
  if (d === 0) throw new Error('Zero denominator');
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** "n/d" exactly as given (no reducing), e.g. fractionText(6, 8) = "6/8". */
export function fractionText(n: number, d: number): string {
  return `${n}/${d}`;
}

/** Lowest terms: "3/4", "-5/2", or a whole number "3" when the denominator reduces to 1. */
export function simplestText(n: number, d: number): string {
  const r = reduce(n, d);
  return r.d === 1 ? String(r.n) : `${r.n}/${r.d}`;
}

/** Mixed number of a positive improper fraction in lowest terms: 35/4 → "8 3/4"; whole values give "9". */
export function mixedText(n: number, d: number): string {
  const r = reduce(n, d);
  const sign = r.n < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(r.n) / r.d);
  const rest = Math.abs(r.n) % r.d;
  if (rest === 0) return `${sign}${whole}`;
  return whole === 0 ? `${sign}${rest}/${r.d}` : `${sign}${whole} ${rest}/${r.d}`;
}

/**
 * Decimal text of scaled / 10^places with trailing zeros dropped:
 * decimalText(7850, 2) = "78.5", decimalText(300, 2) = "3", decimalText(-5, 1) = "-0.5".
 */
export function decimalText(scaled: number, places: number): string {
  const sign = scaled < 0 ? '-' : '';
  const digits = String(Math.abs(scaled)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const frac = digits.slice(digits.length - places).replace(/0+$/, '');
  return frac === '' ? `${sign}${whole}` : `${sign}${whole}.${frac}`;
}

/** A negative number after an operator is put in parentheses: "-6 - (-9)". */
export function paren(n: number): string {
  return n < 0 ? `(${n})` : String(n);
}

/** One term c·x^p of a polynomial. */
export interface Term { coef: number; power: number }

function termBody(abs: number, power: number, variable: string): string {
  if (power === 0) return String(abs);
  const coef = abs === 1 ? '' : String(abs);
  return power === 1 ? `${coef}${variable}` : `${coef}${variable}^${power}`;
}

/**
 * Writes terms in the order given, joined with " + " / " - ", skipping zero
 * coefficients: [{3,2},{2,1},{-5,0}] → "3x^2 + 2x - 5". Callers that mean
 * standard form pass terms in descending order of power (see descending()).
 */
export function termsText(terms: readonly Term[], variable = 'x'): string {
  const parts = terms.filter((t) => t.coef !== 0);
  if (parts.length === 0) return '0';
  return parts.map((t, i) => {
    const body = termBody(Math.abs(t.coef), t.power, variable);
    if (i === 0) return t.coef < 0 ? `-${body}` : body;
    return t.coef < 0 ? `- ${body}` : `+ ${body}`;
  }).join(' ');
}

/** Like terms added together and sorted by descending power (standard form); zero terms dropped. */
export function descending(terms: readonly Term[]): Term[] {
  const byPower = new Map<number, number>();
  for (const t of terms) byPower.set(t.power, (byPower.get(t.power) ?? 0) + t.coef);
  return [...byPower.entries()]
    .filter(([, coef]) => coef !== 0)
    .sort(([a], [b]) => b - a)
    .map(([power, coef]) => ({ coef, power }));
}

/** Slope-intercept form: (2, 1) → "y = 2x + 1", (-1, 0) → "y = -x", (0, 4) → "y = 4". */
export function slopeInterceptText(m: number, b: number): string {
  return `y = ${termsText([{ coef: m, power: 1 }, { coef: b, power: 0 }])}`;
}

/** "x - 1" / "x + 1" / "x" for the shift inside point-slope form. */
function shifted(variable: string, value: number): string {
  if (value === 0) return variable;
  return value > 0 ? `${variable} - ${value}` : `${variable} + ${-value}`;
}

/** Point-slope form through (x1, y1) with integer slope m: "y - 3 = 2(x - 1)", "y + 4 = -3(x + 2)". */
export function pointSlopeText(m: number, x1: number, y1: number): string {
  return `${shifted('y', y1)} = ${m}(${shifted('x', x1)})`;
}

/** "(3, -4)". */
export function pointText(x: number, y: number): string {
  return `(${x}, ${y})`;
}

const UNIT_NAMES: Record<number, readonly [string, string]> = {
  2: ['half', 'halves'], 3: ['third', 'thirds'], 4: ['fourth', 'fourths'], 5: ['fifth', 'fifths'], 6: ['sixth', 'sixths'],
  7: ['seventh', 'sevenths'], 8: ['eighth', 'eighths'], 9: ['ninth', 'ninths'], 10: ['tenth', 'tenths'], 12: ['twelfth', 'twelfths'],
  100: ['hundredth', 'hundredths'],
};

/** Name of the parts for a denominator: partsName(4) = "fourths", partsName(4, 1) = "fourth". */
export function partsName(d: number, count = 2): string {
  const names = UNIT_NAMES[d];
  if (!names) return count === 1 ? `part of size 1/${d}` : `parts of size 1/${d}`;
  return count === 1 ? names[0] : names[1];
}
