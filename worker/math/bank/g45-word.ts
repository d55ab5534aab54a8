/**
 * Word problems of grades 4 and 5 (issue 18: a story lesson in every grade). Grade 4: multistep
 * stories with whole numbers where the remainder must be interpreted (4.OA.A.3): round up for
 * the vans, down for the full boxes, or the remainder itself. Grade 5: fraction stories, adding
 * and subtracting unlike fractions (5.NF.A.2) and multiplying by fractions and mixed numbers
 * (5.NF.B.6).
 */
import type { Kid } from './lesson.js';
import { FRACTION_ANY_FORM, KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range } from './lesson.js';
import { gcd, lcm, mixedText } from './notation.js';

function kid(i: number): Kid {
  return KIDS[i % KIDS.length] ?? { name: 'Mia', pronoun: 'She' };
}
function his(k: Kid): string {
  return k.pronoun === 'He' ? 'his' : 'her';
}

type Share = { kind: 'vans' | 'boxes' | 'left'; k: number; n: number; size: number };

/** Stories that split n things into groups of size, and what the remainder means in each. */
function shareStory({ kind, k, n, size }: Share): { text: string; answer: number; why: string } {
  const child = kid(k);
  const [q, r] = [Math.floor(n / size), n % size];
  if (kind === 'vans') {
    return {
      text: `${child.name}'s school is taking ${n} children on a trip. Each van holds ${size} children. How many vans do they need?`,
      answer: q + 1,
      why: `${n} ÷ ${size} = ${q} R ${r}. ${q} vans are full and ${r} ${r === 1 ? 'child still needs' : 'children still need'} a seat, so they need one more van: ${q + 1} vans.`,
    };
  }
  if (kind === 'boxes') {
    return {
      text: `${child.name} bakes ${n} cookies and packs ${size} cookies in each box. How many boxes can ${child.pronoun.toLowerCase()} fill?`,
      answer: q,
      why: `${n} ÷ ${size} = ${q} R ${r}. The ${r} cookies left over do not fill a box, so ${child.name} can fill ${q} boxes.`,
    };
  }
  return {
    text: `${child.name} shares ${n} marbles equally among ${size} friends. How many marbles are left over?`,
    answer: r,
    why: `${n} ÷ ${size} = ${q} R ${r}: each friend gets ${q} marbles and ${r} ${r === 1 ? 'marble is' : 'marbles are'} left over.`,
  };
}

function shareSpace(): Share[] {
  return product(['vans', 'boxes', 'left'] as const, product(range(4, 9), range(22, 95)))
    .filter(([kind, [size, n]]) => n % size !== 0 && (n + size + kind.length) % 4 === 0)
    .map(([kind, [size, n]]) => ({ kind, k: (n * 3 + size) % KIDS.length, n, size }));
}

type Multistep = { k: number; packs: number; per: number; given: number; friends: number };

function multistepSpace(): Multistep[] {
  return product(product(range(3, 6), [10, 12, 24]), product(range(4, 20), range(3, 6)))
    .filter(([[packs, per], [given, friends]]) => (packs * per - given) % friends === 0 && packs * per - given >= friends * 3)
    .map(([[packs, per], [given, friends]]) => ({ k: packs + given, packs, per, given, friends }));
}

const g4WordBlank = defineLesson<Share | Multistep>({
  key: 'g4-word-problems-blank',
  name: 'Multistep word problems (what does the remainder mean?)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Write the story as a number sentence.',
    'If you divide, find the quotient and the remainder.',
    'Ask what the remainder means: one more group, nothing, or the answer itself?',
  ],
  space: () => [...shareSpace(), ...multistepSpace()],
  build: (p) => {
    if ('kind' in p) {
      const s = shareStory(p);
      return blankQuestion(`${s.text} ___`, [s.answer], s.why);
    }
    const child = kid(p.k);
    const total = p.packs * p.per;
    const each = (total - p.given) / p.friends;
    return blankQuestion(
      `${child.name} buys ${p.packs} packs of ${p.per} pencils. ${child.pronoun} gives ${p.given} pencils to ${his(child)} teacher and shares the rest equally among ${p.friends} friends. How many pencils does each friend get? ___`,
      [each],
      `${child.name} has ${p.packs} × ${p.per} = ${total} pencils. After giving away ${p.given}, ${total} - ${p.given} = ${total - p.given} are left. ${total - p.given} ÷ ${p.friends} = ${each} pencils for each friend.`,
    );
  },
});

const g4WordChoice = defineLesson<Share>({
  key: 'g4-word-problems-choice',
  name: 'Division stories: use the remainder (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Divide to find how many full groups there are and how many are left.',
    'Does everyone need a place? Then add one more group.',
    'Only full groups count? Then leave the remainder out.',
  ],
  space: () => shareSpace().map((s) => ({ ...s, k: (s.k + 3) % KIDS.length })),
  build: (p, rng) => {
    const s = shareStory(p);
    const [q, r] = [Math.floor(p.n / p.size), p.n % p.size];
    return choiceQuestion({
      text: s.text,
      correct: s.answer,
      distractors: [
        { value: p.kind === 'vans' ? q : q + 1, why: p.kind === 'vans' ? 'forgot the children left over need a van too' : 'counted the part that is left over as one more' },
        { value: p.kind === 'left' ? q : r, why: p.kind === 'left' ? 'gave the number in each share instead of the leftover' : 'gave the remainder instead of the number of groups' },
        { value: p.kind === 'left' ? p.size - r : q + 2, why: 'counted on to the next full group' },
      ],
      explanation: s.why,
      rng,
    });
  },
});

/** Proper fractions a/b in lowest terms, b in {2, 3, 4, 5, 6, 8, 10, 12}. */
function fractions(): Array<[number, number]> {
  return [2, 3, 4, 5, 6, 8, 10, 12].flatMap((b) => range(1, b - 1).filter((a) => gcd(a, b) === 1).map((a): [number, number] => [a, b]));
}

function fracText(n: number, d: number): string {
  return mixedText(n, d);
}

type Unlike = { kind: 'walk' | 'milk'; k: number; a: number; b: number; c: number; d: number };
type Times = { kind: 'recipe'; k: number; w: number; a: number; b: number } | { kind: 'pizza' | 'trail'; k: number; a: number; b: number; c: number; d: number };

function unlikeSpace(): Unlike[] {
  return product(fractions(), fractions())
    .filter(([[, b], [, d]]) => b !== d && b % d !== 0 && lcm(b, d) <= 24)
    .flatMap(([[a, b], [c, d]], i): Unlike[] => {
      const out: Unlike[] = [];
      if (i % 3 === 0) out.push({ kind: 'walk', k: i, a, b, c, d });
      if (i % 3 === 1 && a * d > c * b) out.push({ kind: 'milk', k: i, a, b, c, d });
      return out;
    });
}

function timesSpace(): Times[] {
  return [
    ...product(range(2, 6), fractions().filter(([, b]) => b <= 8)).map(([w, [a, b]], i): Times => ({ kind: 'recipe', k: i, w, a, b })),
    ...product(fractions().filter(([, b]) => b <= 6), fractions().filter(([, d]) => d <= 5)).filter(([[a, b], [c, d]]) => (a + b + c + d) % 2 === 0)
      .map(([[a, b], [c, d]], i): Times => ({ kind: 'pizza', k: i + 1, a, b, c, d })),
    // A trail of a whole and a half (or quarter) miles; the child walks part of it.
    ...product([[5, 2], [7, 2], [9, 4], [11, 4], [13, 4]] as Array<[number, number]>, [[1, 2], [2, 3], [3, 4], [1, 3], [3, 5]] as Array<[number, number]>)
      .map(([[a, b], [c, d]], i): Times => ({ kind: 'trail', k: i + 2, a, b, c, d })),
  ];
}

/** The story, the exact answer as n/d, and an explanation. */
function fractionStory(p: Unlike | Times): { text: string; n: number; d: number; why: string } {
  const child = kid(p.k);
  const he = child.pronoun.toLowerCase();
  if (p.kind === 'recipe') {
    return {
      text: `A recipe needs ${p.a}/${p.b} cup of flour. ${child.name} makes ${p.w} batches. How many cups of flour does ${he} need?`,
      n: p.w * p.a, d: p.b,
      why: `${p.w} batches need ${p.w} × ${p.a}/${p.b} = ${p.w * p.a}/${p.b} cups${fracText(p.w * p.a, p.b) === `${p.w * p.a}/${p.b}` ? '' : `, which is ${fracText(p.w * p.a, p.b)} cups`}.`,
    };
  }
  if (p.kind === 'pizza') {
    return {
      text: `${child.name} has ${p.a}/${p.b} of a pizza. ${child.pronoun} eats ${p.c}/${p.d} of it. What fraction of the whole pizza does ${he} eat?`,
      n: p.a * p.c, d: p.b * p.d,
      why: `${p.c}/${p.d} of ${p.a}/${p.b} means ${p.c}/${p.d} × ${p.a}/${p.b}. Multiply tops and bottoms: ${p.c * p.a}/${p.d * p.b}${fracText(p.a * p.c, p.b * p.d) === `${p.a * p.c}/${p.b * p.d}` ? '' : `, which is ${fracText(p.a * p.c, p.b * p.d)}`}.`,
    };
  }
  if (p.kind === 'trail') {
    const whole = fracText(p.a, p.b);
    return {
      text: `A trail is ${whole} miles long. ${child.name} walks ${p.c}/${p.d} of the trail. How many miles does ${he} walk?`,
      n: p.a * p.c, d: p.b * p.d,
      why: `${whole} = ${p.a}/${p.b}, and ${p.c}/${p.d} of it is ${p.c}/${p.d} × ${p.a}/${p.b} = ${p.c * p.a}/${p.d * p.b}${fracText(p.a * p.c, p.b * p.d) === `${p.a * p.c}/${p.b * p.d}` ? '' : `, which is ${fracText(p.a * p.c, p.b * p.d)}`} miles.`,
    };
  }
  const m = lcm(p.b, p.d);
  const [a2, c2] = [p.a * (m / p.b), p.c * (m / p.d)];
  if (p.kind === 'walk') {
    const top = a2 + c2;
    return {
      text: `${child.name} walks ${p.a}/${p.b} mile to the park and then ${p.c}/${p.d} mile to the library. How far does ${he} walk in all?`,
      n: top, d: m,
      why: `Add ${p.a}/${p.b} + ${p.c}/${p.d} with a common denominator: ${a2}/${m} + ${c2}/${m} = ${top}/${m}${fracText(top, m) === `${top}/${m}` ? '' : `, which is ${fracText(top, m)}`} miles.`,
    };
  }
  const top = a2 - c2;
  return {
    text: `${child.name} has ${p.a}/${p.b} cup of milk. ${child.pronoun} pours ${p.c}/${p.d} cup into a bowl. How much milk is left?`,
    n: top, d: m,
    why: `Subtract ${p.a}/${p.b} - ${p.c}/${p.d} with a common denominator: ${a2}/${m} - ${c2}/${m} = ${top}/${m}${fracText(top, m) === `${top}/${m}` ? '' : `, which is ${fracText(top, m)}`} cup.`,
  };
}

const g5WordBlank = defineLesson<Unlike | Times>({
  key: 'g5-word-problems-blank',
  name: 'Fraction word problems',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Decide: are you putting parts together, taking away, or finding a part of something?',
    'To add or subtract, first give the fractions the same denominator.',
    'To find a part of something, multiply the fractions.',
  ],
  space: () => [...unlikeSpace(), ...timesSpace()].filter((_, i) => i % 2 === 0),
  build: (p) => {
    const s = fractionStory(p);
    return blankQuestion(`${s.text} ___`, [fracText(s.n, s.d)], s.why);
  },
});

const g5WordChoice = defineLesson<Unlike | Times>({
  key: 'g5-word-problems-choice',
  name: 'Fraction word problems (choose the answer)',
  answerForm: FRACTION_ANY_FORM,
  hints: [
    'Find the two amounts in the story.',
    'Add or subtract with a common denominator, or multiply to find a part of an amount.',
    'Check that your answer makes sense: a part of something is smaller than it.',
  ],
  space: () => [...unlikeSpace(), ...timesSpace()].filter((_, i) => i % 2 === 1),
  build: (p, rng) => {
    const s = fractionStory(p);
    const distractors = p.kind === 'walk' || p.kind === 'milk'
      ? [
        { value: fracText(p.kind === 'walk' ? p.a + p.c : Math.abs(p.a - p.c), p.b + p.d), why: 'added (or subtracted) the tops and the bottoms' },
        { value: p.kind === 'walk' ? fracText(p.a * p.d + p.c * p.b + p.b * p.d, p.b * p.d) : fracText(p.a * p.d + p.c * p.b, p.b * p.d), why: p.kind === 'walk' ? 'added a whole too many' : 'added instead of subtracting' },
        { value: fracText(p.a * p.c, p.b * p.d), why: 'multiplied instead of adding or subtracting' },
      ]
      : p.kind === 'recipe'
        ? [
          { value: `${p.a}/${p.b}`, why: 'gave the flour for one batch only' },
          { value: fracText(p.w + p.a, p.b), why: 'added the number of batches to the top' },
          { value: fracText(p.a, p.w * p.b), why: 'divided instead of multiplying' },
        ]
        : [
          { value: fracText(p.a * p.d + p.c * p.b, p.b * p.d), why: 'added instead of multiplying' },
          { value: fracText(p.a * p.d, p.b * p.c), why: 'divided instead of multiplying' },
          { value: fracText(p.a + p.c, p.b * p.d), why: 'added the tops and multiplied the bottoms' },
        ];
    return choiceQuestion({ text: s.text, correct: fracText(s.n, s.d), distractors, explanation: s.why, rng });
  },
});

export const G4_WORD = { g4WordBlank, g4WordChoice };
export const G5_WORD = { g5WordBlank, g5WordChoice };
