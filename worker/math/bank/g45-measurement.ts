/**
 * Measurement lessons of grades 4 and 5 (issue 18): area and perimeter of rectangles with a
 * labelled picture, including a missing side (4.MD.A.3), and converting measurements from a
 * larger unit to a smaller one (4.MD.A.1) and between units of one system with decimals and in
 * two-step stories (5.MD.A.1). Conversion factors are the ones children learn by heart.
 */
import { ANY_NUMBER, KIDS, WHOLE_NUMBER, blankQuestion, choiceQuestion, defineLesson, product, range } from './lesson.js';
import { decimalText } from './notation.js';
import { rectanglePicture } from './figures/rectangle.js';

interface Unit { abbr: string; square: string }
const UNITS: Record<string, Unit> = {
  cm: { abbr: 'cm', square: 'square centimeters' },
  m: { abbr: 'm', square: 'square meters' },
  in: { abbr: 'in', square: 'square inches' },
  ft: { abbr: 'ft', square: 'square feet' },
  yd: { abbr: 'yd', square: 'square yards' },
};

/** Rectangular things a child might measure, each with a unit that suits its size. */
const RECT_THINGS: ReadonlyArray<[string, keyof typeof UNITS]> = [
  ['garden', 'm'], ['rug', 'ft'], ['poster', 'in'], ['playground', 'yd'], ['photo', 'cm'],
  ['swimming pool', 'm'], ['tabletop', 'cm'], ['patio', 'ft'],
];

function thing(i: number): { name: string; unit: Unit } {
  const [name, unit] = RECT_THINGS[i] ?? ['garden', 'm'];
  return { name, unit: UNITS[unit] ?? { abbr: 'm', square: 'square meters' } };
}

type RectAsk = { t: number; w: number; h: number; ask: 'area' | 'perimeter' };

const areaPerimeterBlank = defineLesson<RectAsk>({
  key: 'g4-area-perimeter-blank',
  name: 'Area and perimeter of a rectangle',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Area is the space inside: multiply the length by the width.',
    'Perimeter is the distance around: add all four sides.',
    'A rectangle has two long sides and two short sides that match.',
  ],
  space: () => product(range(0, RECT_THINGS.length - 1), product(product(range(6, 20), range(3, 12)), ['area', 'perimeter'] as const))
    .filter(([t, [[w, h]]]) => h < w && (w * 7 + h * 3 + t) % 6 === 0)
    .map(([t, [[w, h], ask]]) => ({ t, w, h, ask })),
  build: ({ t, w, h, ask }) => {
    const { name, unit } = thing(t);
    const lead = `A rectangular ${name} is ${w} ${unit.abbr} long and ${h} ${unit.abbr} wide.`;
    const q = ask === 'area'
      ? blankQuestion(`${lead} What is its area? ___ ${unit.square}`, [w * h],
        `Area = length × width = ${w} × ${h} = ${w * h} ${unit.square}.`)
      : blankQuestion(`${lead} What is its perimeter? ___ ${unit.abbr}`, [2 * (w + h)],
        `The perimeter is the distance all the way around: ${w} + ${h} + ${w} + ${h} = ${2 * (w + h)} ${unit.abbr}.`);
    return { ...q, figure: rectanglePicture({ width: w, height: h, unit: unit.abbr }) };
  },
});

const missingSideBlank = defineLesson<RectAsk>({
  key: 'g4-area-perimeter-missing',
  name: 'Find the missing side of a rectangle',
  answerForm: WHOLE_NUMBER,
  hints: [
    'For an area, think: length × what number = the area?',
    'For a perimeter, first take away the two known sides.',
    'What is left is two matching sides, so split it in half.',
  ],
  space: () => product(range(0, RECT_THINGS.length - 1), product(product(range(5, 15), range(2, 12)), ['area', 'perimeter'] as const))
    .filter(([t, [[w, h]]]) => h !== w && (w * 5 + h * 3 + t) % 5 === 0)
    .map(([t, [[w, h], ask]]) => ({ t, w, h, ask })),
  build: ({ t, w, h, ask }) => {
    const { name, unit } = thing(t);
    const question = `It is ${w} ${unit.abbr} long. How wide is it? ___ ${unit.abbr}`;
    const q = ask === 'area'
      ? blankQuestion(`A rectangular ${name} has an area of ${w * h} ${unit.square}. ${question}`, [h],
        `Area = length × width, so ${w} × ___ = ${w * h}. Since ${w} × ${h} = ${w * h}, the width is ${h} ${unit.abbr}.`)
      : blankQuestion(`A rectangular ${name} has a perimeter of ${2 * (w + h)} ${unit.abbr}. ${question}`, [h],
        `The two long sides are ${w} + ${w} = ${2 * w} ${unit.abbr}, so the two short sides are ${2 * (w + h)} - ${2 * w} = ${2 * h} ${unit.abbr}. Each short side is ${2 * h} ÷ 2 = ${h} ${unit.abbr}.`);
    return { ...q, figure: rectanglePicture({ width: w, height: h, unit: unit.abbr, labels: { height: `? ${unit.abbr}` } }) };
  },
});

const areaPerimeterChoice = defineLesson<RectAsk>({
  key: 'g4-area-perimeter-choice',
  name: 'Area or perimeter? (choose the answer)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Decide first: is the question about the inside (area) or the edge (perimeter)?',
    'Area: multiply length × width.',
    'Perimeter: add length + width, then double it.',
  ],
  space: () => product(range(0, RECT_THINGS.length - 1), product(product(range(3, 12), range(2, 9)), ['area', 'perimeter'] as const))
    .filter(([t, [[w, h]]]) => h < w && (w + 2 * h + t) % 3 === 0)
    .map(([t, [[w, h], ask]]) => ({ t, w, h, ask })),
  build: ({ t, w, h, ask }, rng) => {
    const { name, unit } = thing(t);
    const [area, perimeter] = [w * h, 2 * (w + h)];
    const lead = `A rectangular ${name} is ${w} ${unit.abbr} long and ${h} ${unit.abbr} wide.`;
    const q = ask === 'area'
      ? choiceQuestion({
        text: `${lead} What is its area in ${unit.square}?`,
        correct: area,
        distractors: [
          { value: perimeter, why: 'found the perimeter instead of the area' },
          { value: w + h, why: 'added the two sides instead of multiplying' },
          { value: 2 * area, why: 'doubled the area as if finding a perimeter' },
        ],
        explanation: `Area = length × width = ${w} × ${h} = ${area} ${unit.square}.`,
        rng,
      })
      : choiceQuestion({
        text: `${lead} What is its perimeter in ${unit.abbr === 'ft' ? 'feet' : unit.abbr === 'in' ? 'inches' : unit.abbr === 'yd' ? 'yards' : unit.abbr === 'm' ? 'meters' : 'centimeters'}?`,
        correct: perimeter,
        distractors: [
          { value: area, why: 'found the area instead of the perimeter' },
          { value: w + h, why: 'added only two of the four sides' },
          { value: 2 * w + h, why: 'forgot one of the short sides' },
        ],
        explanation: `Add all four sides: ${w} + ${h} + ${w} + ${h} = ${perimeter} ${unit.abbr}.`,
        rng,
      });
    return { ...q, figure: rectanglePicture({ width: w, height: h, unit: unit.abbr, grid: true }) };
  },
});

/** A larger unit, the smaller unit it is changed into, and how many small units make one big one. */
interface Conversion { big: string; bigOne: string; small: string; factor: number }
const G4_CONVERSIONS: readonly Conversion[] = [
  { big: 'ft', bigOne: 'ft', small: 'in', factor: 12 },
  { big: 'yd', bigOne: 'yd', small: 'ft', factor: 3 },
  { big: 'm', bigOne: 'm', small: 'cm', factor: 100 },
  { big: 'km', bigOne: 'km', small: 'm', factor: 1000 },
  { big: 'kg', bigOne: 'kg', small: 'g', factor: 1000 },
  { big: 'lb', bigOne: 'lb', small: 'oz', factor: 16 },
  { big: 'L', bigOne: 'L', small: 'mL', factor: 1000 },
  { big: 'hours', bigOne: 'hour', small: 'minutes', factor: 60 },
  { big: 'minutes', bigOne: 'minute', small: 'seconds', factor: 60 },
];

/** Units where a mixed measure ("3 ft 5 in") is how people really say it. */
const MIXED_OK = new Set(['ft', 'yd', 'lb', 'hours', 'minutes']);

type ConvertAsk = { c: number; amount: number; extra: number };

const convertBlank = defineLesson<ConvertAsk>({
  key: 'g4-unit-conversion-blank',
  name: 'Change to a smaller unit (5 ft = 60 in)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find how many small units make one big unit, like 12 in in 1 ft.',
    'Multiply the number of big units by that number.',
    'If there are extra small units, add them on at the end.',
  ],
  space: () => product(range(0, G4_CONVERSIONS.length - 1), product(range(2, 9), [0, 1, 2])).flatMap(([c, [amount, k]]): ConvertAsk[] => {
    const conv = G4_CONVERSIONS[c];
    if (!conv) return [];
    if (k === 0) return [{ c, amount, extra: 0 }];
    if (!MIXED_OK.has(conv.big)) return [];
    // A few extra small units that stay below one big unit: 5 in, 2 ft, 7 oz, 15 minutes.
    const extra = conv.factor === 3 ? k : conv.factor === 12 ? 3 + 2 * k + (amount % 3) : conv.factor === 16 ? 5 + 3 * k : 10 + 15 * k + (amount % 2) * 5;
    return [{ c, amount, extra }];
  }),
  build: ({ c, amount, extra }) => {
    const conv = G4_CONVERSIONS[c] ?? { big: 'ft', bigOne: 'ft', small: 'in', factor: 12 };
    const whole = amount * conv.factor;
    if (extra === 0) {
      return blankQuestion(`${amount} ${conv.big} = ___ ${conv.small}`, [whole],
        `1 ${conv.bigOne} = ${conv.factor} ${conv.small}, so ${amount} ${conv.big} = ${amount} × ${conv.factor} = ${whole} ${conv.small}.`);
    }
    return blankQuestion(`${amount} ${conv.big} ${extra} ${conv.small} = ___ ${conv.small}`, [whole + extra],
      `1 ${conv.bigOne} = ${conv.factor} ${conv.small}, so ${amount} ${conv.big} = ${amount} × ${conv.factor} = ${whole} ${conv.small}. Add the ${extra} ${conv.small}: ${whole} + ${extra} = ${whole + extra} ${conv.small}.`);
  },
});

/** Short stories for the conversion word problems: which conversion, and the sentence. */
const CONVERT_STORIES: ReadonlyArray<{ c: number; story: (kid: string, n: number) => string; ask: string }> = [
  { c: 0, story: (k, n) => `${k}'s jump rope is ${n} feet long.`, ask: 'How many inches long is it?' },
  { c: 2, story: (k, n) => `${k} swims ${n} meters.`, ask: 'How many centimeters is that?' },
  { c: 5, story: (k, n) => `${k}'s puppy weighs ${n} pounds.`, ask: 'How many ounces is that?' },
  { c: 7, story: (k, n) => `${k}'s car trip takes ${n} hours.`, ask: 'How many minutes is that?' },
  { c: 4, story: (k, n) => `${k} buys a ${n} kg bag of apples.`, ask: 'How many grams is that?' },
  { c: 6, story: (k, n) => `${k} fills a ${n} L water jug.`, ask: 'How many milliliters is that?' },
];

const convertWord = defineLesson<[number, [number, number]]>({
  key: 'g4-unit-conversion-word',
  name: 'Measurement word problems (change units)',
  answerForm: WHOLE_NUMBER,
  hints: [
    'Find the big unit and the small unit in the story.',
    'Remember how many small units are in one big unit.',
    'Multiply, because every big unit holds that many small units.',
  ],
  space: () => product(range(0, CONVERT_STORIES.length - 1), product(range(0, KIDS.length - 1), range(2, 9)))
    .filter(([s, [k, n]]) => (s + k + n) % 3 === 0),
  build: ([s, [k, n]], rng) => {
    const story = CONVERT_STORIES[s] ?? CONVERT_STORIES[0];
    const conv = G4_CONVERSIONS[story?.c ?? 0] ?? { big: 'ft', bigOne: 'ft', small: 'in', factor: 12 };
    const kid = KIDS[k]?.name ?? 'Mia';
    const right = n * conv.factor;
    return choiceQuestion({
      text: `${story?.story(kid, n) ?? ''} ${story?.ask ?? ''}`,
      correct: right,
      distractors: [
        { value: n + conv.factor, why: `added ${conv.factor} instead of multiplying` },
        { value: n * (conv.factor === 1000 ? 100 : conv.factor === 100 ? 1000 : 10), why: 'used the wrong number of small units in one big unit' },
        { value: n * conv.factor * 10, why: 'put on an extra zero' },
      ],
      explanation: `1 ${conv.bigOne} = ${conv.factor} ${conv.small}, so ${n} ${conv.big} = ${n} × ${conv.factor} = ${right} ${conv.small}.`,
      rng,
    });
  },
});

/** Grade 5 conversions, both ways, with answers that may be decimals or fractions. */
interface G5Conversion { big: string; small: string; factor: number }
const G5_CONVERSIONS: readonly G5Conversion[] = [
  { big: 'm', small: 'cm', factor: 100 },
  { big: 'km', small: 'm', factor: 1000 },
  { big: 'kg', small: 'g', factor: 1000 },
  { big: 'L', small: 'mL', factor: 1000 },
  { big: 'cm', small: 'mm', factor: 10 },
  { big: 'ft', small: 'in', factor: 12 },
  { big: 'hours', small: 'minutes', factor: 60 },
  { big: 'lb', small: 'oz', factor: 16 },
];

/** Amounts: metric ones in tenths (2.5 m), customary ones in quarters (1 1/4 ft). */
type G5Ask = { c: number; way: 'down' | 'up'; amount: number };

const METRIC_TENTHS = [5, 12, 15, 24, 25, 35, 38, 45, 55, 62, 75, 85];
const CUSTOMARY_QUARTERS = [2, 3, 5, 6, 7, 9, 10, 11, 13, 14];

/** "1 1/4", "3/4", "2 1/2" for q quarters. */
function quartersText(q: number): string {
  const [whole, rest] = [Math.floor(q / 4), q % 4];
  const part = rest === 2 ? '1/2' : `${rest}/4`;
  if (rest === 0) return String(whole);
  return whole === 0 ? part : `${whole} ${part}`;
}

const convertG5Blank = defineLesson<G5Ask>({
  key: 'g5-unit-conversion-blank',
  name: 'Convert units with decimals and fractions (350 cm = 3.5 m)',
  answerForm: ANY_NUMBER,
  hints: [
    'Find how many small units make one big unit.',
    'Going to the smaller unit, multiply; going to the bigger unit, divide.',
    'Check: the smaller unit needs the bigger number.',
  ],
  space: () => G5_CONVERSIONS.flatMap((conv, c) => product(['down', 'up'] as const, conv.factor % 10 === 0 ? METRIC_TENTHS : CUSTOMARY_QUARTERS)
    .map(([way, amount]) => ({ c, way, amount }))),
  build: ({ c, way, amount }) => {
    const conv = G5_CONVERSIONS[c] ?? { big: 'm', small: 'cm', factor: 100 };
    const metric = conv.factor % 10 === 0;
    const bigText = metric ? decimalText(amount, 1) : quartersText(amount);
    const small = metric ? (amount * conv.factor) / 10 : (amount * conv.factor) / 4;
    const one = conv.big === 'hours' ? 'hour' : conv.big;
    // "3/4 hour" but "1 1/4 hours".
    const bigUnit = conv.big === 'hours' && amount < 4 ? 'hour' : conv.big;
    if (way === 'down') {
      return blankQuestion(`${bigText} ${bigUnit} = ___ ${conv.small}`, [small],
        `1 ${one} = ${conv.factor} ${conv.small}, so multiply: ${bigText} × ${conv.factor} = ${small} ${conv.small}.`);
    }
    return blankQuestion(`${small} ${conv.small} = ___ ${conv.big}`, [bigText],
      `${conv.factor} ${conv.small} make 1 ${one}, so divide: ${small} ÷ ${conv.factor} = ${bigText} ${conv.big}.`);
  },
});

type TwoStep = { kind: 'ribbon' | 'juice' | 'laps'; k: number; a: number; b: number };

const convertG5Word = defineLesson<TwoStep>({
  key: 'g5-unit-conversion-word',
  name: 'Two-step measurement word problems',
  answerForm: ANY_NUMBER,
  hints: [
    'Change the measurements to the same unit first.',
    'Then add, subtract or multiply as the story says.',
    'Check the unit the question asks for.',
  ],
  space: () => [
    ...product(range(0, KIDS.length - 1), product(range(2, 5), range(15, 85, 10))).map(([k, [a, b]]): TwoStep => ({ kind: 'ribbon', k, a, b })),
    ...product(range(0, KIDS.length - 1), product([250, 500, 750], range(2, 6))).map(([k, [a, b]]): TwoStep => ({ kind: 'juice', k, a, b })),
    ...product(range(0, KIDS.length - 1), product([200, 400, 500], range(3, 8))).map(([k, [a, b]]): TwoStep => ({ kind: 'laps', k, a, b })),
  ],
  build: ({ kind, k, a, b }, rng) => {
    const kid = KIDS[k] ?? { name: 'Mia', pronoun: 'She' as const };
    const they = kid.pronoun.toLowerCase();
    if (kind === 'ribbon') {
      const left = a * 100 - b;
      return choiceQuestion({
        text: `${kid.name} has a ribbon ${a} m long. ${kid.pronoun} cuts off ${b} cm. How many centimeters of ribbon are left?`,
        correct: left,
        distractors: [
          { value: a * 100 + b, why: 'added the piece instead of taking it away' },
          { value: a * 10 - b > 0 ? a * 10 - b : -1, why: 'used 10 cm in a meter instead of 100' },
          { value: b - a > 0 ? b - a : -1, why: 'subtracted the numbers without changing the units' },
          { value: left + 10, why: 'made a slip when subtracting' },
        ],
        explanation: `${a} m = ${a * 100} cm. Take away the ${b} cm: ${a * 100} - ${b} = ${left} cm.`,
        rng,
      });
    }
    if (kind === 'juice') {
      const ml = a * b;
      const liters = String(ml / 1000);
      return choiceQuestion({
        text: `${kid.name} pours ${b} glasses of juice with ${a} mL in each glass. How many liters of juice does ${they} pour?`,
        correct: liters,
        distractors: [
          { value: String(ml), why: 'found the milliliters but did not change them to liters' },
          { value: String(ml / 100), why: 'used 100 mL in a liter instead of 1000' },
          { value: String((a + b) / 1000), why: 'added instead of multiplying' },
        ],
        explanation: `${b} × ${a} mL = ${ml} mL. 1000 mL = 1 L, so ${ml} mL = ${ml} ÷ 1000 = ${liters} L.`,
        rng,
      });
    }
    const m = a * b;
    const km = String(m / 1000);
    return choiceQuestion({
      text: `${kid.name} runs ${b} laps around a ${a} m track. How many kilometers does ${they} run?`,
      correct: km,
      distractors: [
        { value: String(m), why: 'found the meters but did not change them to kilometers' },
        { value: String(m / 100), why: 'used 100 m in a kilometer instead of 1000' },
        { value: String(m / 10000), why: 'moved the decimal point one place too far' },
      ],
      explanation: `${b} × ${a} m = ${m} m. 1000 m = 1 km, so ${m} m = ${m} ÷ 1000 = ${km} km.`,
      rng,
    });
  },
});

export const G4_MEASUREMENT = { areaPerimeterBlank, missingSideBlank, areaPerimeterChoice, convertBlank, convertWord };
export const G5_MEASUREMENT = { convertG5Blank, convertG5Word };
