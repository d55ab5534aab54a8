/**
 * Solves a grade-1 question from the text a child sees (no hidden data), for the e2e test.
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
