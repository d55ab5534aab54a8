/**
 * What the science films say and when (issue 16 "every topic has a short narrated video lesson",
 * "a random exit video"), without rendering anything: the lessons read from their scripts, the
 * beats of a lesson film (title and hook, the predict pause, one beat per fact, the answer, the
 * try-at-home card), the caption chunks, the key words of a fact, the exit films' lines, the
 * timings file's schema and the hash that says whether a film is stale. Used by science-films.ts
 * (the renderer) and science-films.test.ts (which checks the committed files).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { exitVideoCount, SCIENCE_HABITATS, SCIENCE_TOPIC_KEYS, type ScienceHabitat } from '../../core/science/habitats';
import { scienceLessonSchema, type ScienceLesson } from '../../core/science/lesson-schema';
import { VOICE } from '../audio/recipes';
import { topicArt } from '../art/science/topic-art';

/** Bump when the look or timing of the films changes: every film is rendered again. */
export const SCIENCE_FILM_VERSION = 1;

/** Where the films go, relative to the project root. */
export const FILMS_DIR = 'assets/science/films';
export const EXITS_DIR = 'assets/science/exits';

/** One film's entry in assets/science/films/timings.json (seconds from the film's start). */
export const scienceFilmTimingsSchema = z.strictObject({
  duration_s: z.number().positive(),
  /** The quiet pause for the child's guess (the countdown dots), after the prompt is said. */
  predict: z.strictObject({ start_s: z.number().nonnegative(), end_s: z.number().positive() }),
  /** One per fact: when its narration ends (a question with after_fact = i pauses the film here). */
  fact_end_s: z.array(z.number().positive()),
  /** When the answer's narration ends. */
  answer_end_s: z.number().positive(),
  /** {@link lessonFilmHash} of what the film was made from. */
  hash: z.string().regex(/^[0-9a-f]{16}$/),
});
export type ScienceFilmTimings = z.infer<typeof scienceFilmTimingsSchema>;
export const timingsFileSchema = z.record(z.string(), scienceFilmTimingsSchema);

/** Every lesson script, in map order (habitats as SCIENCE_HABITATS, topics as the spec's table). @throws ZodError on an invalid script */
export function loadLessons(root: string): ScienceLesson[] {
  return SCIENCE_HABITATS.flatMap((h) => SCIENCE_TOPIC_KEYS[h].map((key) => scienceLessonSchema.parse(JSON.parse(readFileSync(join(root, 'assets/science/lessons', h, `${key}.json`), 'utf8')))));
}

/** The habitat's backdrop drawn by the maps helper (1600 x 900), or null before it exists. */
export function habitatBackground(root: string, habitat: ScienceHabitat): string | null {
  const file = join(root, 'assets/art/science', habitat, 'background.svg');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

const shortHash = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);

/**
 * The hash of everything a lesson film is made from: the text it says and shows, the voice, the
 * generator version, the topic's emblem and the habitat's backdrop. An unchanged hash means the
 * committed film is current (the renderer skips it); the test fails a film whose hash is stale.
 */
export function lessonFilmHash(root: string, l: ScienceLesson): string {
  const said = { title: l.title, topic: l.topic_title, hook: l.hook, predict: l.predict, facts: l.facts.map((f) => f.narration), answer: l.answer, home: { title: l.try_at_home.title, materials: l.try_at_home.materials } };
  return shortHash([SCIENCE_FILM_VERSION, VOICE, said, topicArt(l.topic_key), habitatBackground(root, l.habitat)]);
}

/** The hash of an exit film's inputs, kept in a NOTE of its captions file. */
export function exitFilmHash(root: string, habitat: ScienceHabitat, n: number): string {
  return shortHash([SCIENCE_FILM_VERSION, VOICE, EXIT_LINES[habitat][n - 1], habitatBackground(root, habitat)]);
}

/** The sentences of a narration ("Hi. How are you?" → two). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Longest caption line (characters) and lines per caption cue. */
export const CUE_LINE = 42;
export const CUE_LINES = 2;

/** Words into at most `width`-character lines, greedily. */
function wrap(words: string[], width: number): string[] {
  const lines: string[] = [];
  for (const w of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + w.length <= width) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  return lines;
}

/**
 * A sentence as caption cues of at most two lines of 42 characters (lines joined by "\n"), split
 * into as few, evenly long cues as fit, each cue's lines balanced.
 */
export function cueChunks(sentence: string): string[] {
  const words = sentence.split(/\s+/).filter(Boolean);
  for (let n = Math.ceil(sentence.length / (CUE_LINE * CUE_LINES)); ; n++) {
    const target = sentence.length / n;
    const chunks: string[][] = [[]];
    let len = 0;
    for (const w of words) {
      if (len > 0 && len + w.length / 2 > target * chunks.length && chunks.length < n) chunks.push([]);
      chunks.at(-1)!.push(w);
      len += w.length + 1;
    }
    const cues = chunks.map((c) => {
      const text = c.join(' ');
      if (text.length <= CUE_LINE) return [text];
      // Two balanced lines: the break nearest the middle.
      let best = wrap(c, CUE_LINE);
      for (let width = Math.ceil(text.length / 2); width <= CUE_LINE; width++) {
        const lines = wrap(c, width);
        if (lines.length <= CUE_LINES) {
          best = lines;
          break;
        }
      }
      return best;
    });
    if (cues.every((lines) => lines.length <= CUE_LINES && lines.every((x) => x.length <= CUE_LINE)) || n > words.length) return cues.map((lines) => lines.join('\n'));
  }
}

/** A fact's key words for its caption strip: its first sentence, cut at a comma when long. */
export function keyWords(narration: string): string {
  const first = sentences(narration)[0] ?? narration;
  if (first.length <= 64) return first;
  const cut = first.slice(0, 64).lastIndexOf(',');
  return cut >= 20 ? `${first.slice(0, cut)}…` : first;
}

/** The prompt without its opening "What do you think?" (the card's heading says it). */
export function promptBody(prompt: string): string {
  return prompt.replace(/^what do you think\?\s*/i, '').trim() || prompt;
}

/** One stretch of a film: a slide, what is said over it (nothing: `hold` seconds of quiet), and what it marks. */
export interface Beat<S> {
  slide: S;
  say?: string;
  hold?: number;
  mark?: 'predict' | 'fact' | 'answer';
}

/** The narration of the try-at-home beat: the steps are on the page, not in the film. */
export const homeLine = (title: string) => `Try this at home with a grown-up: ${title.replace(/[.!?]$/, '')}. The steps are under the video.`;

/** The exit films' lines, exitVideoCount(habitat) per habitat: Moxie waving goodbye (each said in 3-5 s with its quiet). */
export const EXIT_MIN_S = 3;
export const EXIT_MAX_S = 5;
export const EXIT_LINES: Record<ScienceHabitat, string[]> = {
  outerspace: [
    'Bye, space explorers! The stars will wait for you.',
    'See you soon, astronaut! Keep looking up.',
    'Good night, Moon! Bye bye, friend!',
    'Blast off home, rocket pal!',
    'Wave to the planets. Bye!',
    'Great exploring! Space will miss you.',
  ],
  safari: [
    'Bye, safari friends! The giraffes wave.',
    'See you later! The lions need a nap.',
    'Bye bye! The zebras say come back soon.',
    'Great tracking, explorer! So long!',
    'The elephants wave their trunks. Bye!',
    'Bye for now! Hippo says see you.',
  ],
  rainforest: [
    'Bye, jungle friends! Ribbit, ribbit!',
    'The sloth waves goodbye, very slowly.',
    'See you soon! Watch out for raindrops.',
    'Bye bye! The birds will sing for you.',
    'Great climbing! Come back soon.',
  ],
  weather: [
    'Bye, weather watchers! Look up at the sky.',
    'Have a sunny day! Bye bye!',
    'See you soon! Bring an umbrella.',
    'The clouds say goodbye! Float on home.',
    'Great job, weather scientist! Bye!',
  ],
  dinosaurs: [
    'Bye, dino diggers! Roar you later!',
    'Stomp, stomp! See you soon!',
    'The fossils will wait for you. Bye!',
    'Bye bye! The dinosaurs stomp goodbye.',
    'Great digging today! Come back soon.',
    'So long! The dinosaurs say roar!',
  ],
  insects: [
    'Bye, bug buddies! Buzz you later!',
    'The butterflies flutter bye bye!',
    'See you soon! The ants stay busy.',
    'Bye bye! Look for tiny friends outside.',
    'Great bug hunting! Come back soon.',
    'The beetles wave all six legs. Bye!',
  ],
  ocean: [
    'Bye, ocean explorers! Blub blub!',
    'The whales sing you a goodbye song.',
    'See you later! Swim back any time.',
    'Bye bye! The dolphins jump for you.',
    'Great diving today! Come back soon.',
    'The sea stars wave all five arms. Bye!',
  ],
};

/** Every exit film: habitat and number 1..exitVideoCount(habitat). */
export function exitFilms(): { habitat: ScienceHabitat; n: number }[] {
  return SCIENCE_HABITATS.flatMap((habitat) => Array.from({ length: exitVideoCount(habitat) }, (_, i) => ({ habitat, n: i + 1 })));
}

/** The NOTE line of an exit film's captions that carries its hash. */
export const exitHashNote = (hash: string) => `NOTE science-film ${hash}`;
