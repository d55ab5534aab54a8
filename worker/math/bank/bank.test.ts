import { describe, it, expect } from 'vitest';
import type { GeneratedQuestion, LessonDef } from './types.js';
import { SKILLS, findLesson, skillsForGrade } from './index.js';
import { checkAnswer, countBlanks } from '../../../core/answers/check';
import { spaceSize } from './lesson.js';
import { NEW_ORACLES, close, meaning, numberValue } from './oracles.test-support.js';
import { ORACLES_K1 } from './oracles-k1.test-support.js';
import { ORACLES_G23 } from './oracles-g23.test-support.js';
import { ORACLES_G45 } from './oracles-g45.test-support.js';
import { ORACLES_G67 } from './oracles-g67.test-support.js';
import { ORACLES_G8 } from './oracles-g8.test-support.js';

/*
 * Oracles recompute the right answer from the question TEXT alone (regexes +
 * arithmetic written here), never through the generators' helpers. For M
 * questions an oracle returns every option it judges right; the test then
 * demands exactly one, and that it is the one marked correct.
 */
type Oracle = (q: GeneratedQuestion) => string[];

/** A blank value equals the oracle's: same text, or the same number ("3/4" and "0.75"). */
function sameAnswer(got: string, want: string): boolean {
  if (got === want) return true;
  const [a, b] = [numberValue(got), numberValue(want)];
  return !Number.isNaN(a) && !Number.isNaN(b) && close(a, b);
}

function ints(text: string): number[] {
  return (text.match(/\d+/g) ?? []).map(Number);
}

/** Whole match and up to four groups; unmatched groups are ''. Throws when the text does not match. */
type Groups = [string, string, string, string, string];
function must(m: RegExpExecArray | RegExpMatchArray | null, text: string): Groups {
  if (!m) throw new Error(`Oracle could not read: ${text}`);
  return [m[0], m[1] ?? '', m[2] ?? '', m[3] ?? '', m[4] ?? ''];
}

function options(q: GeneratedQuestion): string[] {
  return q.answers.map((a) => a.answer_text);
}

/** For prompts that list their choices ("...: 3, 9 or 4?"), the list must match the options in order. */
function listedOptions(q: GeneratedQuestion): string[] {
  const [, list] = must(/: ([\d, or]+)\?$/.exec(q.text), q.text);
  expect(list.split(/, | or /)).toEqual(options(q));
  return options(q);
}

/** "3, 4, ___, 6" style sequences with a constant step; returns the value at the blank. */
function sequenceBlank(list: string, step: number, valueOf: (token: string) => number): number {
  const tokens = list.split(',').map((t) => t.trim());
  const hole = tokens.indexOf('___');
  const known = tokens.findIndex((t) => t !== '___');
  const knownToken = tokens[known];
  if (hole < 0 || known < 0 || knownToken === undefined) throw new Error(`bad sequence ${list}`);
  const start = valueOf(knownToken) - known * step;
  tokens.forEach((t, i) => { if (t !== '___') expect(valueOf(t)).toBe(start + i * step); });
  return start + hole * step;
}

const addFromText: Oracle = (q) => {
  const [, a, b] = must(/(\d+) (?:\+|plus) (\d+)/.exec(q.text), q.text);
  return [String(Number(a) + Number(b))];
};
const subFromText: Oracle = (q) => {
  const [, a, b] = must(/(\d+) (?:-|take away) (\d+)/.exec(q.text), q.text);
  return [String(Number(a) - Number(b))];
};
const takeAwayStory: Oracle = (q) => {
  const [, a, b] = must(/^There are (\d+) .*?\. (\d+) \w+ \w+ away\./.exec(q.text), q.text);
  return [String(Number(a) - Number(b))];
};
const multiply: Oracle = (q) => {
  const [, a, b] = must(/(\d+) × (\d+)/.exec(q.text), q.text);
  return [String(Number(a) * Number(b))];
};
const divide: Oracle = (q) => {
  const [, a, b] = must(/(\d+) ÷ (\d+)/.exec(q.text), q.text);
  const quotient = Number(a) / Number(b);
  expect(Number.isInteger(quotient)).toBe(true);
  return [String(quotient)];
};
const rounding: Oracle = (q) => {
  const [, n, place] = must(/(\d+) (?:to|rounded to) the nearest (ten|hundred)/.exec(q.text), q.text);
  const unit = place === 'ten' ? 10 : 100;
  return [String(Math.round(Number(n) / unit) * unit)];
};

const OLD_ORACLES: Record<string, Oracle> = {
  'pk-count-objects-10': (q) => [String((q.text.match(/[●★■▲◆○]/g) ?? []).length)],
  'pk-missing-number-20': (q) => [String(sequenceBlank(q.text.split('? ')[1] ?? '', 1, Number))],
  'k-count-on-100': (q) => {
    const [, , b] = must(/(\d+), (\d+), ___, ___/.exec(q.text), q.text);
    return [String(Number(b) + 1), String(Number(b) + 2)];
  },
  'k-compare-to-10': (q) => {
    const [, dir, n] = must(/(greater|less) than (\d+): [\d, or]+\?$/.exec(q.text), q.text);
    return listedOptions(q).filter((o) => (dir === 'greater' ? Number(o) > Number(n) : Number(o) < Number(n)));
  },
  'k-add-5-facts': addFromText,
  'k-add-5-story': (q) => {
    const [, a, b] = must(/has (\d+) .*gets (\d+) more/.exec(q.text), q.text);
    return [String(Number(a) + Number(b))];
  },
  'k-sub-5-facts': subFromText,
  'k-sub-5-story': takeAwayStory,
  'k-make-10-facts': (q) => {
    const numbers = ints(q.text);
    numbers.splice(numbers.indexOf(10), 1); // drop the total, keep the known part
    expect(numbers).toHaveLength(1);
    return [String(10 - (numbers[0] ?? NaN))];
  },
  'k-make-10-story': (q) => {
    const [, a] = must(/has (\d+) .*to have 10\?$/.exec(q.text), q.text);
    return [String(10 - Number(a))];
  },
  'g1-add-20-facts': addFromText,
  'g1-add-20-choice': addFromText,
  'g1-sub-20-facts': subFromText,
  'g1-sub-20-story': takeAwayStory,
  'g1-missing-addend-blank': (q) => {
    const [, before, after, c] = must(/^(?:(\d+) \+ ___|___ \+ (\d+)) = (\d+)$/.exec(q.text), q.text);
    return [String(Number(c) - Number(before || after))];
  },
  'g1-missing-addend-choice': (q) => {
    const [, a, c] = must(/add to (\d+) to make (\d+)\?/.exec(q.text), q.text);
    return [String(Number(c) - Number(a))];
  },
  'g1-tens-ones-choice': (q) => {
    const [, t, o] = must(/(\d+) tens? and (\d+) ones?\?/.exec(q.text), q.text);
    return [String(Number(t) * 10 + Number(o))];
  },
  'g1-tens-ones-blank': (q) => {
    const [, n] = must(/^(\d\d) =/.exec(q.text), q.text);
    return [n.charAt(0), n.charAt(1)];
  },
  'g1-ten-more-less': (q) => {
    const [, dir, n] = must(/^10 (more|less) than (\d+)/.exec(q.text), q.text);
    return [String(Number(n) + (dir === 'more' ? 10 : -10))];
  },
  'g1-compare-symbols': (q) => options(q).filter((o) => {
    const [, a, op, b] = must(/^(\d+) ([<>=]) (\d+)$/.exec(o), o);
    return op === '<' ? Number(a) < Number(b) : op === '>' ? Number(a) > Number(b) : a === b;
  }),
  'g2-add-100-blank': addFromText,
  'g2-add-100-choice': addFromText,
  'g2-sub-100-blank': subFromText,
  'g2-sub-100-choice': subFromText,
  'g2-skip-count': (q) => {
    const [, step, list] = must(/by (\d+)s: (.*)$/.exec(q.text), q.text);
    return [String(sequenceBlank(list, Number(step), Number))];
  },
  'g2-place-value-choice': (q) => {
    const [, h, t, o] = must(/(\d) hundreds?, (\d) tens? and (\d) ones?\?/.exec(q.text), q.text);
    return [String(Number(h) * 100 + Number(t) * 10 + Number(o))];
  },
  'g2-place-value-blank': (q) => {
    const [, n] = must(/^(\d\d\d) =/.exec(q.text), q.text);
    return n.split('');
  },
  'g2-even-odd-choice': (q) => {
    const [, want] = must(/is (even|odd): [\d, or]+\?$/.exec(q.text), q.text);
    return listedOptions(q).filter((o) => (Number(o) % 2 === 0) === (want === 'even'));
  },
  'g3-mult-blank': multiply,
  'g3-mult-choice': multiply,
  'g3-div-blank': divide,
  'g3-div-choice': divide,
  'g3-unknown-factor': (q) => {
    let m = /^___ × (\d+) = (\d+)$/.exec(q.text) ?? /^(\d+) × ___ = (\d+)$/.exec(q.text);
    if (m) return [String(Number(m[2]) / Number(m[1]))];
    m = /^(\d+) ÷ ___ = (\d+)$/.exec(q.text);
    const [, p, quotient] = must(m, q.text);
    return [String(Number(p) / Number(quotient))];
  },
  'g3-round-blank': rounding,
  'g3-round-choice': rounding,
  'g3-number-line-choice': (q) => {
    const [, d, k] = must(/split into (\d+) equal parts\. What fraction is at the (\d+)(?:st|nd|rd|th) mark after 0\?$/.exec(q.text), q.text);
    return [`${k}/${d}`];
  },
  'g3-count-unit-fractions': (q) => {
    const [, list] = must(/: (.*)$/.exec(q.text), q.text);
    const den = must(/\/(\d+)/.exec(list), list)[1];
    const top = sequenceBlank(list, 1, (t) => Number(must(/^(\d+)\/\d+$/.exec(t), t)[1]));
    return [`${top}/${den}`];
  },
};

const ORACLES: Record<string, Oracle> = { ...OLD_ORACLES, ...NEW_ORACLES, ...ORACLES_K1, ...ORACLES_G23, ...ORACLES_G45, ...ORACLES_G67, ...ORACLES_G8 };

/** Two option meanings (see meaning()) are the same value, expression or line. */
function sameMeaning(a: number[] | undefined, b: number[] | undefined): boolean {
  return a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => close(x, b[i] ?? NaN));
}

/** Grades before negative numbers (Pre-K, K, 1–5) never show a negative option. */
function beforeNegatives(grade: number): boolean {
  return grade >= 13 || grade <= 5;
}

function sentenceCount(text: string): number {
  return text.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '').length;
}

/** Seeds every lesson's answers are verified on (issue 18: at least 200). */
const ORACLE_SEEDS = 200;

const ALL_LESSONS: Array<{ grade: number; lesson: LessonDef }> = SKILLS.flatMap((s) => s.lessons.map((lesson) => ({ grade: s.grade, lesson })));

function validate(lesson: LessonDef, seed: number, grade: number): void {
  const q = lesson.generate(seed);
  const where = `${lesson.key} seed ${seed}: ${q.text}`;
  const oracle = ORACLES[lesson.key];
  if (!oracle) throw new Error(`No oracle for ${lesson.key}`);
  expect(q.text.trim(), where).not.toBe('');
  expect(/\p{Extended_Pictographic}/u.test(q.text + q.explanation), where).toBe(false);
  expect(q.explanation.trim(), where).not.toBe('');
  expect(sentenceCount(q.explanation), `${where} | ${q.explanation}`).toBeLessThanOrEqual(3);

  if (q.question_type === 'BLNK') {
    expect(q.answers, where).toHaveLength(1);
    const [only] = q.answers;
    expect(only, where).toMatchObject({ id: 1, answer_text: '', correct: true });
    const array = only?.answer_data?.answer_array ?? [];
    expect(array, where).toEqual(q.correct_answer);
    expect(countBlanks(q.text), where).toBe(array.length);
    const expected = oracle(q);
    expect(array.length, where).toBe(expected.length);
    array.forEach((v, i) => expect(sameAnswer(v, expected[i] ?? ''), `${where} | blank ${i + 1}: ${v} vs ${expected[i] ?? ''}`).toBe(true));
    expect(checkAnswer(q, { answer_data: array }, lesson.answerForm), where).toBe('correct');
  } else {
    expect(q.question_type, where).toBe('M');
    expect(countBlanks(q.text), where).toBe(0);
    expect(q.answers.length, where).toBeGreaterThanOrEqual(3);
    expect(q.answers.length, where).toBeLessThanOrEqual(4);
    expect(q.answers.map((a) => a.id), where).toEqual(q.answers.map((_, i) => i + 1));
    const texts = options(q);
    expect(new Set(texts).size, where).toBe(texts.length);
    const marked = q.answers.filter((a) => a.correct);
    expect(marked, where).toHaveLength(1);
    const right = marked[0];
    if (!right) throw new Error(where);
    expect(q.correct_answer, where).toEqual([right.answer_text]);
    const judged = oracle(q);
    expect(judged, where).toEqual([right.answer_text]);
    // Distractors never mean the same as the answer or as each other ("6/8" next to "3/4",
    // "y = 2x + 1" next to "y - 3 = 2(x - 1)"); options that are words are compared as text above.
    const meanings = q.answers.map((a) => meaning(a.answer_text));
    q.answers.forEach((a, i) => {
      expect(a.answer_text.trim(), where).not.toBe('');
      const v = meanings[i];
      if (beforeNegatives(grade) && v?.length === 1) expect(v[0] ?? 0, `${where} option ${a.answer_text}`).toBeGreaterThanOrEqual(0);
      for (let j = 0; j < i; j++) expect(sameMeaning(v, meanings[j]), `${where} options ${a.answer_text} / ${q.answers[j]?.answer_text ?? ''}`).toBe(false);
    });
    const wrong = q.answers.find((a) => !a.correct);
    expect(checkAnswer(q, { answer_id: right.id }, lesson.answerForm), where).toBe('correct');
    expect(checkAnswer(q, { answer_id: wrong?.id ?? -1 }, lesson.answerForm), where).toBe('incorrect');
  }
}

describe.each(ALL_LESSONS.map(({ grade, lesson }) => [`${grade}/${lesson.key}`, lesson, grade] as const))('lesson %s', (_, lesson, grade) => {
  // Issue 18: every lesson's oracle passes on at least 200 seeds (a smaller space wraps around).
  it('gives verified answers for seeds 1..200', () => {
    for (let seed = 1; seed <= ORACLE_SEEDS; seed++) validate(lesson, seed, grade);
  });

  // The first 200 seeds are verified above; beyond them (spaces of up to a few hundred) every
  // question must still be distinct, which the seed relies on. Verifying those too doubled the
  // suite's longest file for parameter sets of the same shapes.
  it('gives a distinct text for every question in its space', () => {
    const size = spaceSize(lesson) ?? 0;
    const texts = new Set<string>();
    for (let seed = 1; seed <= size; seed++) texts.add(lesson.generate(seed).text);
    expect(texts.size).toBe(size);
  });

  it('is deterministic per seed', () => {
    for (const seed of [1, 7, 60, 12345, -3, 0]) expect(lesson.generate(seed)).toEqual(lesson.generate(seed));
  });

  it('has at least 40 distinct questions, none repeated in seeds 1..50 (or the whole space if smaller), at least 40 distinct in 1..60', () => {
    const size = spaceSize(lesson) ?? 0;
    expect(size).toBeGreaterThanOrEqual(40);
    const texts = (n: number): string[] => Array.from({ length: n }, (_unused, i) => lesson.generate(i + 1).text);
    const firstRun = Math.min(50, size);
    expect(new Set(texts(firstRun)).size).toBe(firstRun);
    expect(new Set(texts(60)).size).toBeGreaterThanOrEqual(40);
  });

  it('has a non-empty worked explanation and no text tricks the UI cannot show', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const q = lesson.generate(seed);
      expect(q.explanation.trim().length, q.text).toBeGreaterThan(10);
      // Plain text only: no emoji, no leftover template placeholders or NaN/undefined from a bad parameter.
      expect(/\p{Extended_Pictographic}|\{\w+\}|NaN|undefined|Infinity/u.test(q.text + q.explanation + q.answers.map((a) => a.answer_text).join(' ')), q.text).toBe(false);
    }
  });
});

describe('skills and grades', () => {
  it('has unique skill and lesson keys, 1–3 lessons per skill and a Common Core code', () => {
    const skillKeys = SKILLS.map((s) => s.key);
    expect(new Set(skillKeys).size).toBe(skillKeys.length);
    const lessonKeys = ALL_LESSONS.map(({ lesson }) => lesson.key);
    expect(new Set(lessonKeys).size).toBe(lessonKeys.length);
    for (const s of SKILLS) {
      expect(s.lessons.length).toBeGreaterThanOrEqual(1);
      expect(s.lessons.length).toBeLessThanOrEqual(3);
      expect(s.standard).toMatch(/^(K|[1-8])\.[A-Z]+\.[A-Z]\.\d+$/);
    }
  });

  it.each([13, 14, 1, 2, 3, 4, 5, 6, 7, 8])('grade %i has at least 6 skills of its own with both BLNK and M lessons', (grade) => {
    const skills = skillsForGrade(grade);
    expect(skills.length).toBeGreaterThanOrEqual(6);
    for (const s of skills) expect(s.grade).toBe(grade);
    const types = new Set(skills.flatMap((s) => s.lessons.map((l) => l.generate(1).question_type)));
    expect([...types].sort()).toEqual(['BLNK', 'M']);
  });

  it('prefixes skill and lesson keys by grade and uses the grade in the standard code', () => {
    const prefix: Record<number, string> = { 13: 'pk-', 14: 'k-' };
    for (const s of SKILLS) {
      const want = prefix[s.grade] ?? `g${s.grade}-`;
      expect(s.key.startsWith(want), s.key).toBe(true);
      for (const l of s.lessons) expect(l.key.startsWith(want), l.key).toBe(true);
      // Pre-K content is aligned to the kindergarten codes (Common Core starts at K).
      // Grade 8 polynomials carry 8.EE.A.1, the exponent standard they build on.
      const grade = s.standard.split('.')[0];
      expect(grade, s.key).toBe(s.grade === 13 || s.grade === 14 ? 'K' : String(s.grade));
    }
  });

  it.each([1, 2, 3])('grade %i has at least 200 distinct questions over seeds 1..60', (grade) => {
    const texts = new Set<string>();
    for (const s of skillsForGrade(grade)) for (const l of s.lessons) for (let seed = 1; seed <= 60; seed++) texts.add(l.generate(seed).text);
    expect(texts.size).toBeGreaterThanOrEqual(200);
  });

  it('returns each grade its own skills and nothing for unknown grades', () => {
    const all = [13, 14, 1, 2, 3, 4, 5, 6, 7, 8].flatMap((g) => skillsForGrade(g));
    expect(all).toHaveLength(SKILLS.length);
    expect(skillsForGrade(4)).not.toEqual(skillsForGrade(3));
    expect(skillsForGrade(0)).toEqual([]);
    expect(skillsForGrade(9)).toEqual([]);
    expect(skillsForGrade(12)).toEqual([]);
  });

  it('finds lessons by key', () => {
    for (const { lesson } of ALL_LESSONS) expect(findLesson(lesson.key)).toBe(lesson);
    expect(findLesson('no-such-lesson')).toBeUndefined();
  });

  it('keeps lessons from repeating each other across seeds (different lessons use different orders)', () => {
    const a = findLesson('g3-mult-blank');
    expect(a?.generate(1).text).not.toBe(a?.generate(2).text);
  });
});
