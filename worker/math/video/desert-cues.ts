/**
 * The desert video levels' script (levels 17–21, spec part 1 section 9: 21 cue points 0–20 plus
 * end): for each cue, the scene the video shows (which animals, how many), the narration, and the
 * question asked when the video pauses there. One source for both the media generator
 * (scripts/media/render-media.ts draws and narrates exactly these scenes) and the seed (which
 * loads the questions), so a question always matches the picture it is asked over.
 * Question types rotate through the six video types (docs/decisions.md "Video engine").
 *
 * Timing (seconds): a 5 s title, then one 6 s segment per cue; the picture holds at
 * `currentTime` (4.5 s into the segment, after the narration) and the cue point fires 0.25 s later; a 4 s outro.
 */
import type { VideoQuestion, VideoQuestionType } from './video-questions';

export const DESERT_VIDEO_LEVELS = [17, 18, 19, 20, 21] as const;
export const DESERT_CUE_COUNT = 21;
export const TITLE_S = 5;
export const SEGMENT_S = 6;
export const HOLD_IN_SEGMENT_S = 4.5;
export const CUE_AFTER_HOLD_S = 0.25;
export const OUTRO_S = 4;

/** Duration of a desert level video, in seconds. */
export const DESERT_VIDEO_DURATION_S = TITLE_S + DESERT_CUE_COUNT * SEGMENT_S + OUTRO_S;

export const DESERT_ANIMALS = ['camel', 'fennec', 'lizard', 'meerkat', 'bird', 'cactus'] as const;
export type DesertAnimal = (typeof DESERT_ANIMALS)[number];
const PLURAL: Record<DesertAnimal, string> = { camel: 'camels', fennec: 'fennec foxes', lizard: 'lizards', meerkat: 'meerkats', bird: 'birds', cactus: 'cacti' };
export const plural = (a: DesertAnimal) => PLURAL[a];

export interface DesertScene {
  /** Left group and right group of the picture. */
  a: { animal: DesertAnimal; count: number };
  b: { animal: DesertAnimal; count: number } | null;
  /** VIDEO_TEXT_INSIDE: the sign drawn in the picture, e.g. "3 + 2 =" with an empty box. */
  sign: string | null;
}

export interface DesertCue {
  level: number;
  cue: number;
  /** Hold time and cue point, in seconds from the start of the video. */
  currentTime: number;
  cuePoint: number;
  scene: DesertScene;
  narration: string;
  question: VideoQuestion;
}

/** Where the answer box of a VIDEO_TEXT_INSIDE question sits in the picture (percent); the generator draws the sign around it. */
export const INSIDE_BOX = { x: 71, y: 22 } as const;

const TYPES: VideoQuestionType[] = ['VIDEO_BLNK', 'VIDEO_M', 'VIDEO_SELECTION', 'VIDEO_SELECTION_ONE_OPTION', 'VIDEO_TEXT_INSIDE', 'VIDEO_TEXT_OUTSIDE'];

/** Deterministic small random numbers per (level, cue): the script is the same on every machine. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Cue times of cue `k` (0-based), in seconds. */
export function desertCueTimes(k: number): { currentTime: number; cuePoint: number } {
  const currentTime = TITLE_S + k * SEGMENT_S + HOLD_IN_SEGMENT_S;
  return { currentTime, cuePoint: currentTime + CUE_AFTER_HOLD_S };
}

/** The `end` cue: the hold and cue point at the last picture of the outro (seconds). */
export function desertEndTimes(): { currentTime: number; cuePoint: number } {
  return { currentTime: DESERT_VIDEO_DURATION_S - 1, cuePoint: DESERT_VIDEO_DURATION_S - 0.75 };
}

function cueOf(level: number, k: number): DesertCue {
  const r = rng(level * 100 + k + 7);
  // Harder counts further into the desert: up to 5 on level 17, up to 9 on level 21.
  const max = 4 + (level - 16);
  const animalA = DESERT_ANIMALS[r(DESERT_ANIMALS.length)]!;
  let animalB = DESERT_ANIMALS[r(DESERT_ANIMALS.length)]!;
  if (animalB === animalA) animalB = DESERT_ANIMALS[(DESERT_ANIMALS.indexOf(animalA) + 1) % DESERT_ANIMALS.length]!;
  const a = 1 + r(max);
  let b = 1 + r(max);
  if (b === a) b = a === max ? a - 1 : a + 1;
  const type = TYPES[k % TYPES.length]!;
  const times = desertCueTimes(k);
  const A = plural(animalA);
  const B = plural(animalB);
  const one = (id: number, text: string, correct: boolean) => ({ id, answer_text: text, correct });
  let scene: DesertScene;
  let narration: string;
  let question: VideoQuestion;
  switch (type) {
    case 'VIDEO_BLNK':
      scene = { a: { animal: animalA, count: a }, b: null, sign: null };
      narration = `Count the ${A} with me.`;
      question = {
        question_type: type,
        text: `There are ___ ${A}.`,
        answers: [{ id: 1, answer_text: '', correct: true, answer_data: { answer_array: [String(a)] } }],
        explanation: `Count each one: there are ${a} ${A}.`,
      };
      break;
    case 'VIDEO_M': {
      scene = { a: { animal: animalA, count: a }, b: null, sign: null };
      narration = `How many ${A} do you see?`;
      const options = [a - 1, a, a + 1].filter((n) => n >= 0);
      question = {
        question_type: type,
        text: `How many ${A} are there?`,
        answers: options.map((n, i) => one(i + 1, String(n), n === a)),
        explanation: `Point to each one and count: ${a}.`,
      };
      break;
    }
    case 'VIDEO_SELECTION':
      scene = { a: { animal: animalA, count: a }, b: { animal: animalB, count: b }, sign: null };
      narration = `${cap(A)} and ${B}. What is true?`;
      question = {
        question_type: type,
        text: 'Tap every true sentence.',
        answers: [one(1, `There are ${a} ${A}.`, true), one(2, `There are ${a + 1} ${A}.`, false), one(3, `There are ${b} ${B}.`, true), one(4, `There are ${b + 2} ${B}.`, false)],
        explanation: `There are ${a} ${A} and ${b} ${B}.`,
      };
      break;
    case 'VIDEO_SELECTION_ONE_OPTION':
      scene = { a: { animal: animalA, count: a }, b: { animal: animalB, count: b }, sign: null };
      narration = `Which group has more?`;
      question = {
        question_type: type,
        text: 'Which group has more?',
        answers: [one(1, cap(A), a > b), one(2, cap(B), b > a)],
        explanation: `${a} ${A} and ${b} ${B}: ${Math.max(a, b)} is more than ${Math.min(a, b)}.`,
      };
      break;
    case 'VIDEO_TEXT_INSIDE':
      scene = { a: { animal: animalA, count: a }, b: { animal: animalB, count: b }, sign: `${a} + ${b} =` };
      narration = `${a} ${A} and ${b} ${B}. How many in all?`;
      question = {
        question_type: type,
        text: `${a} + ${b} = ?  Write the answer on the sign.`,
        answers: [{ id: 1, answer_text: String(a + b), correct: true, answer_data: { position: { ...INSIDE_BOX } } }],
        explanation: `${a} + ${b} = ${a + b}.`,
      };
      break;
    case 'VIDEO_TEXT_OUTSIDE':
      scene = { a: { animal: animalA, count: a }, b: null, sign: null };
      narration = `Type how many ${A} you see.`;
      question = {
        question_type: type,
        text: `Type how many ${A} you see.`,
        answers: [{ id: 1, answer_text: String(a), correct: true }],
        explanation: `There are ${a} ${A}.`,
      };
      break;
  }
  return { level, cue: k, ...times, scene, narration, question };
}

function cap(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The 21 cues of a desert video level, in order. @throws Error for a level that is not a desert video level. */
export function desertCues(level: number): DesertCue[] {
  if (!(DESERT_VIDEO_LEVELS as readonly number[]).includes(level)) throw new Error(`Level ${level} is not a desert video level`);
  return Array.from({ length: DESERT_CUE_COUNT }, (_, k) => cueOf(level, k));
}

/** The `assets.video.cues` object of a desert level JSON: keys "0".."20" and "end" (seconds). */
export function desertCueJson(): Record<string, { currentTime: number; cuePoint: number }> {
  const cues: Record<string, { currentTime: number; cuePoint: number }> = {};
  for (let k = 0; k < DESERT_CUE_COUNT; k++) cues[String(k)] = desertCueTimes(k);
  cues.end = desertEndTimes();
  return cues;
}
