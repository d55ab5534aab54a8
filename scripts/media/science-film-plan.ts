/**
 * What the science films say and when (issue 16 "every topic has a short narrated video lesson",
 * "a random exit video"), without rendering anything: the lessons read from their scripts, the
 * key words of a fact, the exit films' lines, the timings file's schema and the hash that says
 * whether a film is stale (the beats, captions and voice are the shared slide-film-text.ts). Used by science-films.ts
 * (the renderer) and science-films.test.ts (which checks the committed files).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { exitVideoCount, SCIENCE_HABITATS, SCIENCE_TOPIC_KEYS, type ScienceHabitat } from '../../core/science/habitats';
import { scienceLessonSchema, type ScienceLesson } from '../../core/science/lesson-schema';
import { VOICE } from '../audio/recipes';
import { topicArt } from '../art/science/topic-art';
import { sentences, shortHash } from './slide-film-text';

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

/** What a science film's beats mark for its timings. */
export type ScienceMark = 'predict' | 'fact' | 'answer';

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
