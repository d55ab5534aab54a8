/**
 * The systematic phonics and sight-word sequence the early books follow (issue 15,
 * docs/reading-sequence.md explains it). Each step teaches sound-spellings (`graphemes`: letters,
 * digraphs, vowel patterns) and introduces high-frequency words (`sightWords`, Dolch/Fry order).
 * Book N (its `ranking`) of a grade practises step N of that grade and may use everything taught
 * up to and including that step; a book ranked past the last step may use the whole grade.
 *
 * `decodable(word, taught)` is a deliberately simple model of "decodable": the spelling must split
 * into taught graphemes with no two vowel spellings side by side, and spellings that a letter-by-
 * letter reading gets wrong (silent e, r after a vowel, vowel + w/y, final y, -le, soft c, -ind/-old)
 * need their pattern taught. Irregular words (was, of, said...) are only readable as sight words.
 *
 * Pure data and functions (no Node built-ins).
 */

/** One step of the sequence. `focus` is what a book of this step lists as `phonics.focus`. */
export interface PhonicsStep {
  grade: 'prek' | 'k' | '1' | '2';
  focus: string[];
  graphemes: string[];
  sightWords: string[];
}

/** Vowel spellings (every other grapheme is a consonant spelling). `y_` is y as a vowel (my, happy). */
const VOWELS = new Set([
  'a', 'e', 'i', 'o', 'u', 'y_', 'a_e', 'e_e', 'i_e', 'o_e', 'u_e', 'ee', 'ea', 'ai', 'ay', 'oa', 'ow', 'oe', 'ie', 'igh', 'ue', 'ew',
  'ar', 'or', 'er', 'ir', 'ur', 'ore', 'oo', 'ou', 'oi', 'oy', 'aw', 'au', 'all', 'ind', 'ild', 'old', 'ey', 'le', 'are', 'air', 'ear', 'eer',
]);

export const PHONICS_SEQUENCE: PhonicsStep[] = [
  { grade: 'prek', focus: ['short a', 'short i', 'm', 's', 't', 'p', 'n', 'c'], graphemes: ['a', 'i', 'm', 's', 't', 'p', 'n', 'c'], sightWords: ['i', 'a', 'see', 'the', 'is', 'on'] },
  { grade: 'prek', focus: ['short o', 'd', 'g', 'h'], graphemes: ['o', 'd', 'g', 'h'], sightWords: ['no', 'his', 'go', 'has'] },
  { grade: 'prek', focus: ['short u', 'b', 'r', 'f'], graphemes: ['u', 'b', 'r', 'f'], sightWords: ['you', 'to', 'my'] },
  { grade: 'prek', focus: ['short e', 'l', 'k', 'ck', 'w'], graphemes: ['e', 'l', 'k', 'ck', 'w'], sightWords: ['he', 'we', 'look'] },
  { grade: 'k', focus: ['short vowels', 'j', 'v', 'x', 'y', 'z', 'qu', 'ff ll ss zz'], graphemes: ['j', 'v', 'x', 'y', 'z', 'qu', 'ff', 'll', 'ss', 'zz'], sightWords: ['was', 'said', 'of', 'she', 'me', 'be', 'are'] },
  { grade: 'k', focus: ['sh', 'ch', 'th', 'wh', 'ng', 'nk'], graphemes: ['sh', 'ch', 'th', 'wh', 'ng', 'nk'], sightWords: ['what', 'they', 'so', 'do', 'put', 'her'] },
  { grade: 'k', focus: ['blends', 'all', '-ing', '-ed'], graphemes: ['all', 'tch'], sightWords: ['come', 'some', 'there', 'want', 'who', 'out', 'for'] },
  { grade: 'k', focus: ['review: short vowels, digraphs, blends'], graphemes: [], sightWords: ['two', 'one', 'little', 'into', 'your', 'were'] },
  { grade: '1', focus: ['a_e', 'i_e', 'o_e', 'u_e', 'e_e'], graphemes: ['a_e', 'i_e', 'o_e', 'u_e', 'e_e'], sightWords: ['have', 'give', 'where', 'now', 'from', 'by'] },
  { grade: '1', focus: ['ee', 'ea', 'ai', 'ay', 'oa', 'ow', 'oo'], graphemes: ['ee', 'ea', 'ai', 'ay', 'oa', 'ow', 'oe', 'oo'], sightWords: ['does', 'again', 'very', 'could', 'would', 'too'] },
  { grade: '1', focus: ['ar', 'or', 'er', 'ir', 'ur'], graphemes: ['ar', 'or', 'ore', 'er', 'ir', 'ur'], sightWords: ['any', 'many', 'every', 'great', 'over', 'about'] },
  { grade: '1', focus: ['igh', 'y as a vowel', 'ind old', 'ew ue', 'contractions'], graphemes: ['igh', 'y_', 'ie', 'ind', 'ild', 'old', 'ew', 'ue'], sightWords: ['after', 'once', 'friend', 'water', 'always', 'other'] },
  { grade: '2', focus: ['ou', 'ow', 'oi', 'oy'], graphemes: ['ou', 'oi', 'oy'], sightWords: ['because', 'around', 'together'] },
  { grade: '2', focus: ['aw', 'au', 'soft c', 'soft g'], graphemes: ['aw', 'au', 'ge', 'dge', 'soft c'], sightWords: ['thought', 'through', 'enough'] },
  { grade: '2', focus: ['-le', 'two-syllable words'], graphemes: ['le', 'ey', 'ph', 'kn', 'wr'], sightWords: ['carry', 'laugh', 'only'] },
  { grade: '2', focus: ['prefixes un re', 'suffixes -ful -less -ly'], graphemes: ['are', 'air', 'ear', 'eer'], sightWords: ['beautiful', 'caught', 'answer'] },
];

/** Words a letter-by-letter reading gets wrong: readable only once taught as sight words. */
export const IRREGULAR_WORDS = new Set([
  'a', 'i', 'the', 'is', 'his', 'has', 'as', 'was', 'of', 'to', 'do', 'two', 'who', 'you', 'your', 'said', 'says', 'are', 'were', 'what', 'want',
  'put', 'push', 'pull', 'full', 'come', 'some', 'done', 'one', 'once', 'none', 'have', 'give', 'live', 'love', 'move', 'they', 'there', 'where',
  'here', 'she', 'he', 'we', 'me', 'be', 'no', 'go', 'so', 'my', 'by', 'into', 'out', 'from', 'look', 'does', 'again', 'very', 'could', 'would',
  'should', 'too', 'any', 'many', 'every', 'great', 'over', 'about', 'after', 'friend', 'water', 'always', 'other', 'because', 'around', 'together',
  'thought', 'through', 'enough', 'for', 'carry', 'laugh', 'only', 'beautiful', 'caught', 'answer', 'little', 'now', 'see', 'her', 'on',
]);

const SUFFIXES = ["'s", 's', 'es', 'ed', 'ing', 'er', 'est', 'y', 'ly'];
const CONTRACTIONS = ["n't", "'m", "'ll", "'re", "'ve", "'d", "'s"];

/** Steps a book of `grade` ranked `ranking` may use (earlier grades, then its grade up to step `ranking`). */
export function stepsFor(grade: PhonicsStep['grade'], ranking: number): PhonicsStep[] {
  const order = ['prek', 'k', '1', '2'];
  const g = order.indexOf(grade);
  const own = PHONICS_SEQUENCE.filter((s) => s.grade === grade);
  return [...PHONICS_SEQUENCE.filter((s) => order.indexOf(s.grade) < g), ...own.slice(0, Math.max(1, Math.min(ranking, own.length)))];
}

/** What the given steps teach: their graphemes and sight words. */
export function taughtBy(steps: PhonicsStep[]): { graphemes: Set<string>; sightWords: Set<string> } {
  return { graphemes: new Set(steps.flatMap((s) => s.graphemes)), sightWords: new Set(steps.flatMap((s) => s.sightWords)) };
}

/** Patterns a letter-by-letter reading gets wrong, and the grapheme each needs. */
const TRAPS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/([aeiou])[^aeiouwxy]e(s|d)?$/, (m) => `${m[1]}_e`],
  [/[^aeiou]le(s|d)?$/, () => 'le'],
  [/[^aeiou]y$/, () => 'y_'],
  [/c[eiy]/, () => 'soft c'],
  // wind (the air) keeps its short i; find, mild, cold need the long-vowel pattern.
  [/^(?!wind$).*(ind|ild|old)$/, (m) => m[1] ?? ''],
];

/** Single letters that, followed by h, spell a digraph (sh, ch, th, wh, ph, gh): "ship" is not s-h-i-p. */
const BEFORE_H = new Set(['s', 'c', 't', 'w', 'p', 'g']);

function splits(word: string, graphemes: Set<string>): boolean {
  // Dynamic programming over positions: reach[i] holds the last grapheme of every way to split
  // the letters before i into taught graphemes (two vowel spellings may not touch).
  const n = word.length;
  const reach: Set<string>[] = Array.from({ length: n + 1 }, () => new Set<string>());
  const at = (i: number): Set<string> => reach[i] ?? new Set<string>();
  at(0).add('');
  const list = [...graphemes].filter((g) => !g.includes('_') && g !== 'soft c');
  if (graphemes.has('y_')) list.push('y');
  const isVowel = (g: string, i: number) => VOWELS.has(g) || (g === 'y' && i > 0 && graphemes.has('y_') && !/[aeiou]/.test(word[i - 1] ?? ''));
  for (let i = 0; i < n; i++) {
    for (const prev of at(i)) {
      const last = prev !== '' && isVowel(prev, i - prev.length);
      for (const g of list) {
        if (!word.startsWith(g, i)) continue;
        const vowel = isVowel(g, i);
        if (vowel && last) continue;
        // r after a vowel spelling (not before a vowel or another r) must be read as ar/or/er/ir/ur.
        if (g === 'r' && last && !/[aeiour]/.test(word[i + 1] ?? '')) continue;
        // w or y straight after a vowel makes a vowel team (aw, ow, ew, ay, oy, ey).
        if ((g === 'w' || g === 'y') && last) continue;
        // sh, ch, th, wh, ph and a final ng are digraphs, not two letters.
        if (g === 'h' && BEFORE_H.has(prev)) continue;
        if (g === 'g' && prev === 'n' && i + 1 === n) continue;
        at(i + g.length).add(g);
      }
    }
  }
  return at(n).size > 0 && /[aeiouy]/.test(word);
}

function decodableStem(word: string, graphemes: Set<string>): boolean {
  if (IRREGULAR_WORDS.has(word)) return false;
  for (const [re, needs] of TRAPS) {
    const m = word.match(re);
    if (m && !graphemes.has(needs(m))) return false;
  }
  // Silent e: decode the word without its final e.
  const vce = word.match(/^(.*[aeiou][^aeiouwxy])e(s|d)?$/);
  if (vce && vce[1] !== undefined) return splits(vce[1] + (vce[2] ?? ''), graphemes);
  return splits(word, graphemes);
}

/**
 * Whether `word` (lower case) is readable with what `taught` holds: a sight word, a decodable
 * spelling, or either of those plus a regular ending (-s, -es, -ed, -ing, -er, -est, -y, -ly, 's,
 * doubled consonant or dropped e before it) or a contraction (-n't, 'm, 'll, 're, 've, 'd).
 */
export function decodable(word: string, taught: { graphemes: Set<string>; sightWords: Set<string> }): boolean {
  const w = word.toLowerCase().replace(/’/g, "'");
  if (w.includes('-')) return w.split('-').every((part) => decodable(part, taught));
  const base = (s: string): boolean => taught.sightWords.has(s) || decodableStem(s, taught.graphemes);
  if (base(w)) return true;
  if (IRREGULAR_WORDS.has(w)) return false; // "has" is not ha + s
  for (const c of CONTRACTIONS) if (w.endsWith(c) && base(w.slice(0, -c.length))) return true;
  for (const suf of SUFFIXES) {
    if (!w.endsWith(suf) || w.length <= suf.length + 1) continue;
    const stem = w.slice(0, -suf.length);
    if (base(stem)) return true;
    if (/([b-df-hj-np-tv-z])\1$/.test(stem) && base(stem.slice(0, -1))) return true;
    // A dropped silent e: baking → bake (only before an ending that starts with a vowel).
    if (/^[aeiy]/.test(suf) && /[aeiou][^aeiouwxy]$/.test(stem) && base(`${stem}e`)) return true;
    if (stem.endsWith('i') && base(`${stem.slice(0, -1)}y`)) return true;
  }
  return false;
}
