/**
 * The words a speech engine should say for a question's text (issue 18 "Read aloud, everything":
 * math spoken properly by one well-tested function). Browsers' speech synthesis reads "3/4" as
 * "three slash four", "x^5" as "x caret five" and "-9" as "minus nine" or nothing at all; a child
 * who cannot read yet needs "three fourths", "x to the fifth", "negative nine".
 *
 * Handles: blanks (___), money ($5.25, 75¢), absolute value (|16|), square roots (√49), mixed
 * numbers (8 3/4), fractions (3/4, 35/4, -1/2), powers (x^2, 10^6, 2^-3), negative numbers (-9,
 * (-9), −9) against subtraction (7 - 2), operators (× ÷ · = ≠ < > ≤ ≥ ≈ +), percent, degrees, pi,
 * clock times (3:05), ratios (3:4), coefficients (2x), decimals (3.25) and numbers with commas
 * (1,000). Numbers become words (number-to-words). Anything else passes through unchanged.
 * Pure module (no DOM, no Node built-ins).
 *
 * @example mathSpeech('What is 3/4 of 8?') === 'What is three fourths of eight?'
 */
import numberToWords from 'number-to-words';

const { toWords, toWordsOrdinal } = numberToWords;

/** A whole number in words, without the library's commas ("one thousand two hundred"). */
export function numberWords(n: number): string {
  const words = toWords(Math.abs(n)).replace(/,/g, '');
  return n < 0 ? `negative ${words}` : words;
}

/** A numeral as spoken: "3.25" → "three point two five", "1,000" → "one thousand", "-4" → "negative four". */
export function numeralWords(numeral: string): string {
  const negative = /^[-−]/.test(numeral);
  const digits = numeral.replace(/^[-−]/, '').replace(/,/g, '');
  const [whole = '0', fraction] = digits.split('.');
  let words = numberWords(Number(whole));
  if (fraction !== undefined && fraction !== '') words += ` point ${[...fraction].map((d) => numberWords(Number(d))).join(' ')}`;
  return negative ? `negative ${words}` : words;
}

/** A fraction's words: 1/2 → "one half", 3/4 → "three fourths", 5/8 → "five eighths", 7/1 → "seven over one". */
export function fractionWords(numerator: number, denominator: number): string {
  const top = numberWords(numerator);
  const one = Math.abs(numerator) === 1;
  if (denominator === 1 || denominator === 0) return `${top} over ${numberWords(denominator)}`;
  if (denominator === 2) return `${top} ${one ? 'half' : 'halves'}`;
  // "one hundredth" as a denominator is said "hundredths" ("nine hundredths", not "nine one hundredths").
  const ordinal = toWordsOrdinal(denominator).replace(/,/g, '').replace(/^one (hundredth|thousandth|millionth)$/, '$1');
  return `${top} ${one ? ordinal : `${ordinal}s`}`;
}

/** A power's words: 2 → "squared", 3 → "cubed", 5 → "to the fifth", -2 → "to the negative second". */
function powerWords(exponent: number): string {
  if (exponent === 2) return 'squared';
  if (exponent === 3) return 'cubed';
  const ordinal = toWordsOrdinal(Math.abs(exponent)).replace(/,/g, '');
  return exponent < 0 ? `to the negative ${ordinal}` : `to the ${ordinal}`;
}

/** A clock time's words: 3:00 → "three o'clock", 3:05 → "three oh five", 10:45 → "ten forty-five". */
function timeWords(hours: number, minutes: number): string {
  const h = numberWords(hours);
  if (minutes === 0) return `${h} o'clock`;
  return minutes < 10 ? `${h} oh ${numberWords(minutes)}` : `${h} ${numberWords(minutes)}`;
}

/** Where a "-" before a number is a sign, not subtraction: at the start, after an opening bracket, an operator or a comma. */
const SIGN_BEFORE = String.raw`(^|[\s(\[{=+×÷*·<>≤≥≠≈,:|])`;
const NUM = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`;

/**
 * The text to speak for `text` (a question, a choice, a hint, an explanation).
 * @returns plain words and punctuation, whitespace collapsed
 */
export function mathSpeech(text: string): string {
  let s = ` ${text} `;
  s = s.replace(/_{2,}/g, ' blank ');
  s = s.replace(/\$(\d+(?:,\d{3})*)\.(\d{2})\b/g, (_, d: string, c: string) => ` ${money(Number(d.replace(/,/g, '')), Number(c))} `);
  s = s.replace(/\$(\d+(?:,\d{3})*)\b/g, (_, d: string) => ` ${money(Number(d.replace(/,/g, '')), 0)} `);
  s = s.replace(/(\d+)\s?¢/g, (_, c: string) => ` ${numberWords(Number(c))} ${c === '1' ? 'cent' : 'cents'} `);
  s = s.replace(/\|([^|]+)\|/g, (_, inner: string) => ` the absolute value of ${mathSpeech(inner)} `);
  s = s.replace(/√\s?(\d+(?:\.\d+)?|[a-z]|\([^)]*\))/g, (_, inner: string) => ` the square root of ${mathSpeech(inner.replace(/^\(|\)$/g, ''))} `);
  // Mixed numbers before plain fractions: "8 3/4" is eight and three fourths.
  s = s.replace(/(\d+) (\d+)\/(\d+)/g, (_, w: string, n: string, d: string) => ` ${numberWords(Number(w))} and ${fractionWords(Number(n), Number(d))} `);
  s = s.replace(new RegExp(`${SIGN_BEFORE}[-−](\\d+)\\/(\\d+)`, 'g'), (_, pre: string, n: string, d: string) => `${pre} negative ${fractionWords(Number(n), Number(d))} `);
  s = s.replace(/(\d+)\/(\d+)/g, (_, n: string, d: string) => ` ${fractionWords(Number(n), Number(d))} `);
  s = s.replace(/([a-z]|\d+|\))\s?\^\s?\(?([-−]?\d+)\)?/gi, (_, base: string, e: string) => `${base} ${powerWords(Number(e.replace('−', '-')))} `);
  s = s.replace(/(\d{1,2}):(\d{2})\b/g, (_, h: string, m: string) => ` ${timeWords(Number(h), Number(m))} `);
  s = s.replace(/(\d+)\s?:\s?(\d+)/g, (_, a: string, b: string) => ` ${numberWords(Number(a))} to ${numberWords(Number(b))} `);
  // Signs: a "-" (or the minus sign) right before a number after an operator, a bracket or the start.
  s = s.replace(new RegExp(`${SIGN_BEFORE}[-−](${NUM}|[a-z]\\b)`, 'g'), (_, pre: string, num: string) => `${pre} negative ${/\d/.test(num) ? numeralWords(num) : num} `);
  s = s.replace(/\(\s*(negative [a-z -]+?|[\d.,]+)\s*\)/g, ' $1 ');
  s = s.replace(/(\d)\s?%/g, '$1 percent ');
  s = s.replace(/(\d)\s?°/g, '$1 degrees ');
  s = s.replace(/(\d)([a-z])\b/gi, '$1 $2');
  s = s.replace(/\b(\d+)\(/g, '$1 times (');
  s = s.replace(new RegExp(NUM, 'g'), (n) => ` ${numeralWords(n)} `);
  const words: [RegExp, string][] = [
    [/×|\*|·/g, ' times '],
    [/÷/g, ' divided by '],
    [/≠/g, ' does not equal '],
    [/≤/g, ' is less than or equal to '],
    [/≥/g, ' is greater than or equal to '],
    [/≈/g, ' is about '],
    [/</g, ' is less than '],
    [/>/g, ' is greater than '],
    [/=/g, ' equals '],
    [/\+/g, ' plus '],
    [/\s[-−–]\s|(?<=\w)[-−](?=\s|\()/g, ' minus '],
    [/π/g, ' pi '],
    [/★/g, ' star '],
    [/[()[\]{}]/g, ' '],
  ];
  for (const [pattern, word] of words) s = s.replace(pattern, word);
  s = s.replace(/\s+([?.!,;])/g, '$1').replace(/\s{2,}/g, ' ').trim();
  // "7:00 (7 o'clock)" says the same time twice once both are words: keep one.
  return s.replace(/\b((?:[a-z]+[ -])?[a-z]+ o'clock) \1(?![\w'])/gi, '$1');
}

function money(dollars: number, cents: number): string {
  const d = dollars > 0 ? `${numberWords(dollars)} ${dollars === 1 ? 'dollar' : 'dollars'}` : '';
  const c = cents > 0 ? `${numberWords(cents)} ${cents === 1 ? 'cent' : 'cents'}` : '';
  return d && c ? `${d} and ${c}` : d || c || 'zero dollars';
}
