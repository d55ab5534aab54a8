/**
 * Grade 7 percent word problems (7.RP.A.3 / 7.EE.B.3), split out of g67-grade7.ts: the price after
 * a discount, tax, tip or increase, and the percent increase or decrease between two amounts with
 * choices built from common mistakes. g67-grade7.ts puts these lessons in its g7-word-problems skill.
 */
import { DECIMAL, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range, kidAt } from './lesson.js';
import type { Kid } from './lesson.js';
import { decimalText } from './notation.js';

// ---------------------------------------------------------------- 7.RP.A.3 / 7.EE.B.3 percent word problems

type PercentStory = 'discount' | 'tax' | 'tip' | 'increase';
const ITEMS = ['jacket', 'bike helmet', 'board game', 'pair of shoes', 'backpack'] as const;
const STORY_PERCENTS: Record<PercentStory, readonly number[]> = {
  discount: [10, 20, 25, 30, 40, 50],
  tax: [5, 6, 8, 10],
  tip: [15, 18, 20, 25],
  increase: [10, 20, 25, 50],
};

export const percentWord = defineLesson({
  key: 'g7-percent-word-blank',
  name: 'Percent word problems: discount, tax, tip and increase',
  answerForm: DECIMAL,
  hints: [
    'Find the percent of the price: percent ÷ 100 × price.',
    'A discount is taken away from the price.',
    'Tax, a tip or an increase is added to the price.',
  ],
  space: () => (['discount', 'tax', 'tip', 'increase'] as const).flatMap((story) => product(STORY_PERCENTS[story], range(12, 90, 2))
    .filter(([pct, price]) => (pct + price) % 4 === 0 || story === 'tip' || story === 'tax')
    .map(([pct, price]): [PercentStory, number, number] => [story, pct, price])),
  build: ([story, pct, price]) => {
    const kid = kidAt(price + pct);
    const item = ITEMS[(price / 2 + pct) % ITEMS.length] ?? 'jacket';
    const part = decimalText(price * pct, 2);
    const total = decimalText(price * (story === 'discount' ? 100 - pct : 100 + pct), 2);
    const text = {
      discount: `A ${item} costs ${price} dollars. It is on sale for ${pct}% off. What is the sale price? ___ dollars`,
      tax: `${kid.name} buys a ${item} for ${price} dollars. The sales tax is ${pct}%. What is the total cost with tax? ___ dollars`,
      tip: `${kid.name}'s family has a meal that costs ${price} dollars. They leave a ${pct}% tip. How much do they pay in all? ___ dollars`,
      increase: `A ${item} cost ${price} dollars last year. This year the price went up by ${pct}%. What is the new price? ___ dollars`,
    }[story];
    const what = { discount: 'discount', tax: 'tax', tip: 'tip', increase: 'increase' }[story];
    return blankQuestion(
      text,
      [total],
      `The ${what} is ${pct}% of ${price}: ${pct} ÷ 100 × ${price} = ${part} dollars. ${story === 'discount' ? `${price} - ${part}` : `${price} + ${part}`} = ${total} dollars.`,
    );
  },
});

interface Counted { text: (kid: Kid, a: number, b: number) => string }
const COUNTED: readonly Counted[] = [
  { text: (k, a, b) => `${k.name}'s chess club had ${a} members last year and has ${b} now.` },
  { text: (k, a, b) => `${k.name} saved ${a} dollars in May and ${b} dollars in June.` },
  { text: (k, a, b) => `The price of ${k.name}'s favorite game changed from ${a} dollars to ${b} dollars.` },
  { text: (k, a, b) => `${k.name}'s class collected ${a} cans in the first week and ${b} cans in the second week.` },
];

export const percentChange = defineLesson({
  key: 'g7-percent-change-word-choice',
  name: 'Percent increase and decrease (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the change: subtract the smaller number from the bigger one.',
    'Divide the change by the starting amount (the first number).',
    'Multiply by 100 to write it as a percent.',
  ],
  space: () => product(product(range(0, COUNTED.length - 1), [10, 20, 25, 40, 50, 75, 100, -10, -20, -25, -40, -50, -75]), range(4, 80, 4))
    .filter(([[, pct], a]) => (a * pct) % 100 === 0 && (pct < 100 || a <= 40)),
  build: ([[c, pct], a], rng) => {
    const kid = kidAt(a / 4 + c);
    const change = (a * Math.abs(pct)) / 100;
    const b = a + (pct > 0 ? change : -change);
    const word = pct > 0 ? 'increase' : 'decrease';
    const wrongBase = (change * 100) / b;
    const story = COUNTED[c] ?? COUNTED[0];
    if (!story) throw new Error('story missing');
    return choiceQuestion({
      text: `${story.text(kid, a, b)} What is the percent ${word}?`,
      correct: `${Math.abs(pct)}%`,
      distractors: [
        { value: Number.isInteger(wrongBase) && wrongBase !== Math.abs(pct) ? `${wrongBase}%` : '', why: 'divided by the new amount instead of the starting amount' },
        { value: change !== Math.abs(pct) ? `${change}%` : '', why: 'gave the change itself as the percent' },
        { value: `${Math.abs(pct) * 2}%`, why: 'doubled the percent' },
        { value: `${Math.abs(pct) / 2}%`, why: 'halved the percent' },
        { value: `${100 - Math.abs(pct)}%`, why: 'found the part that did not change' },
      ],
      explanation: `The change is ${Math.max(a, b)} - ${Math.min(a, b)} = ${change}. Percent ${word} = ${change} ÷ ${a} × 100 = ${Math.abs(pct)}%.`,
      rng,
    });
  },
});
