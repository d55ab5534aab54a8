/**
 * Solves a grade-1, 2 or 3 question from the text a child sees (a child who masters its grade moves
 * on to the next one, and a long e2e run gets there) (no hidden data), for the e2e test.
 * Returns the blank values for BLNK, or the option text to pick for M.
 * @throws Error for a question shape it does not know, so the test fails loudly.
 */
export function solve(text: string, options: string[]): { blanks: string[] } | { choice: string } {
  const t = text.replace(/\s+/g, ' ').trim();
  const n = (s: string | undefined) => Number(s);
  let m: RegExpExecArray | null;
  if ((m = /^(\d+) \+ (\d+) = ___$/.exec(t))) return { blanks: [String(n(m[1]) + n(m[2]))] };
  if ((m = /^(\d+) - (\d+) = ___$/.exec(t))) return { blanks: [String(n(m[1]) - n(m[2]))] };
  if ((m = /^(\d+) \+ ___ = (\d+)$/.exec(t))) return { blanks: [String(n(m[2]) - n(m[1]))] };
  if ((m = /^___ \+ (\d+) = (\d+)$/.exec(t))) return { blanks: [String(n(m[2]) - n(m[1]))] };
  if ((m = /^(\d+) = ___ tens and ___ ones$/.exec(t))) return { blanks: [String(Math.floor(n(m[1]) / 10)), String(n(m[1]) % 10)] };
  if ((m = /^10 more than (\d+) is ___\.$/.exec(t))) return { blanks: [String(n(m[1]) + 10)] };
  if ((m = /^10 less than (\d+) is ___\.$/.exec(t))) return { blanks: [String(n(m[1]) - 10)] };
  if ((m = /^What is (\d+) \+ (\d+)\?$/.exec(t))) return { choice: String(n(m[1]) + n(m[2])) };
  if ((m = /^What number do you add to (\d+) to make (\d+)\?$/.exec(t))) return { choice: String(n(m[2]) - n(m[1])) };
  if ((m = /^Which number is (\d+) tens? and (\d+) ones?\?$/.exec(t))) return { choice: String(n(m[1]) * 10 + n(m[2])) };
  if ((m = /^There are (\d+) .*?\. (\d+) .* away\. How many .* left\?$/.exec(t))) return { choice: String(n(m[1]) - n(m[2])) };
  if ((m = /^What is (\d+) - (\d+)\?$/.exec(t))) return { choice: String(n(m[1]) - n(m[2])) };
  if ((m = /^(\d+) = ___ hundreds, ___ tens and ___ ones$/.exec(t))) return { blanks: [...m[1]!.padStart(3, '0')].map(String) };
  if ((m = /^Which number is (\d+) hundreds?, (\d+) tens? and (\d+) ones?\?$/.exec(t))) return { choice: String(n(m[1]) * 100 + n(m[2]) * 10 + n(m[3])) };
  if ((m = /^Which number is (even|odd): (.*)\?$/.exec(t))) {
    const parity = m[1] === 'even' ? 0 : 1;
    const pick = m[2]!.split(/, | or /).find((x) => n(x) % 2 === parity);
    if (pick) return { choice: pick };
  }
  if ((m = /^Skip count by (\d+)s: (.*)$/.exec(t))) {
    const step = n(m[1]);
    const items = m[2]!.split(', ');
    const i = items.indexOf('___');
    const known = items.findIndex((x) => x !== '___');
    if (i >= 0 && known >= 0) return { blanks: [String(n(items[known]) + (i - known) * step)] };
  }
  if ((m = /^\w+ has (.*)\. How many cents is that\?( ___ cents)?$/.exec(t))) {
    const worth: Record<string, number> = { quarter: 25, dime: 10, nickel: 5, penny: 1, pennie: 1 };
    let cents = 0;
    for (const c of m[1]!.matchAll(/(\d+) (quarter|dime|nickel|penn(?:y|ie))s?/g)) cents += n(c[1]) * worth[c[2]!]!;
    return m[2] ? { blanks: [String(cents)] } : { choice: String(cents) };
  }
  // Grade 3: products, quotients, rounding, area, unit fractions.
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  if ((m = /^(\d+) × (\d+) = ___$/.exec(t))) return { blanks: [String(n(m[1]) * n(m[2]))] };
  if ((m = /^(\d+) ÷ (\d+) = ___$/.exec(t))) return { blanks: [String(n(m[1]) / n(m[2]))] };
  if ((m = /^What is (\d+) × (\d+)\?$/.exec(t))) return { choice: String(n(m[1]) * n(m[2])) };
  if ((m = /^What is (\d+) ÷ (\d+)\?$/.exec(t))) return { choice: String(n(m[1]) / n(m[2])) };
  if ((m = /^(\d+) × ___ = (\d+)$/.exec(t))) return { blanks: [String(n(m[2]) / n(m[1]))] };
  if ((m = /^___ × (\d+) = (\d+)$/.exec(t))) return { blanks: [String(n(m[2]) / n(m[1]))] };
  if ((m = /^(\d+) ÷ ___ = (\d+)$/.exec(t))) return { blanks: [String(n(m[1]) / n(m[2]))] };
  if ((m = /^___ ÷ (\d+) = (\d+)$/.exec(t))) return { blanks: [String(n(m[1]) * n(m[2]))] };
  const round = (x: number, to: number) => Math.round(x / to) * to;
  if ((m = /^Round (\d+) to the nearest (ten|hundred): ___$/.exec(t))) return { blanks: [String(round(n(m[1]), m[2] === 'ten' ? 10 : 100))] };
  if ((m = /^What is (\d+) rounded to the nearest (ten|hundred)\?$/.exec(t))) return { choice: String(round(n(m[1]), m[2] === 'ten' ? 10 : 100)) };
  if ((m = /^A rectangle is (\d+) units? long and (\d+) units? wide\. Its area is ___ square units\.$/.exec(t))) return { blanks: [String(n(m[1]) * n(m[2]))] };
  if ((m = /is a rectangle (\d+) (\w+) long and (\d+) \w+ wide\. What is its area in square \w+\?$/.exec(t))) return { choice: String(n(m[1]) * n(m[3])) };
  if ((m = /^A number line goes from 0 to \d+\. Each whole is split into (\d+) equal parts\. What fraction is at the (\d+)\w\w mark after 0\?$/.exec(t))) return { choice: `${m[2]}/${m[1]}` };
  if ((m = /^A number line from 0 to 1 is split into (\d+) equal parts\. What fraction is at the (\d+)\w\w mark after 0\?$/.exec(t))) return { choice: `${m[2]}/${m[1]}` };
  if ((m = /^Count by \w+: (.*)$/.exec(t))) {
    const items = m[1]!.split(', ');
    const i = items.indexOf('___');
    const known = items.findIndex((x) => x !== '___');
    const f = /^(\d+)\/(\d+)$/.exec(items[known] ?? '');
    if (i >= 0 && f) return { blanks: [`${n(f[1]) + (i - known)}/${f[2]}`] };
  }
  if ((m = /colors (\d+)\/(\d+) of a .*? cut into (\d+) equal parts instead\. Which fraction is the same amount\?$/.exec(t))) {
    const parts = n(m[3]);
    const num = (n(m[1]) * parts) / n(m[2]);
    if (Number.isInteger(num)) {
      const g = gcd(num, parts);
      const exact = `${num}/${parts}`;
      return { choice: options.includes(exact) ? exact : `${num / g}/${parts / g}` };
    }
  }
  if (/^Compare (\d+) and (\d+)\. Which is true\?$/.test(t)) {
    const truth = options.find((o) => {
      const c = /^(\d+) ([<>=]) (\d+)$/.exec(o);
      if (!c) return false;
      const [a, b] = [n(c[1]), n(c[3])];
      return c[2] === '<' ? a < b : c[2] === '>' ? a > b : a === b;
    });
    if (truth) return { choice: truth };
  }
  throw new Error(`The e2e solver does not know this question: "${t}" [${options.join(' | ')}]`);
}
