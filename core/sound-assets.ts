/**
 * Where the game's audio files live under `/assets/audio/` (generated offline by
 * `scripts/audio/generate.ts`). Pure module: used by the sound player in the browser and by the
 * generator and content tests in Node.
 */
import { COMPLIMENTS, DONT_KNOW_MESSAGE, INCORRECT_MESSAGE } from './compliments';

/** URL prefix of every audio file. */
export const AUDIO_URL = '/assets/audio';

/** Sound effects by name. */
export const EFFECT_FILES = {
  correct: 'correct',
  tryAgain: 'try-again',
  pop: 'pop',
  levelComplete: 'level-complete',
  gem: 'gem',
  /** A tap on the map's current level (issue 13: taps had no sound). */
  tap: 'tap',
  /** The monster tapped: it hops. */
  boing: 'boing',
  /** The level-complete confetti. */
  confetti: 'confetti',
} as const;

export type EffectName = keyof typeof EFFECT_FILES;

/** Map themes with a background music loop (the map `key`s). */
export const MUSIC_THEMES = ['ocean', 'desert', 'jungle', 'arctic'] as const;
export type MusicTheme = (typeof MUSIC_THEMES)[number];

/** Every phrase with a spoken clip: the compliments plus the two "not quite" messages. */
export const SPOKEN_PHRASES: readonly string[] = [...COMPLIMENTS, INCORRECT_MESSAGE, DONT_KNOW_MESSAGE];

/**
 * File-name slug of a compliment: lower case, apostrophes dropped, other non-letters as dashes.
 * "You're awesome" → `youre-awesome`, "Nice effort!" → `nice-effort`, "Great!" → `great`.
 * @param phrase the compliment as shown (trailing "!" allowed)
 * @returns the slug ("" when the phrase has no letters or digits)
 */
export function complimentSlug(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** URL of a compliment's voice clip. */
export function complimentUrl(phrase: string): string {
  return `${AUDIO_URL}/compliments/${complimentSlug(phrase)}.ogg`;
}

/** URL of a level's start or end narration (the level JSON's `start_audio` / `end_audio`). */
export function narrationUrl(level: number, which: 'start' | 'end'): string {
  return `${AUDIO_URL}/narration/level-${String(level).padStart(2, '0')}-${which}.ogg`;
}

/** URL of a sound effect. */
export function effectUrl(name: EffectName): string {
  return `${AUDIO_URL}/sfx/${EFFECT_FILES[name]}.ogg`;
}

/** URL of a map theme's background music loop. */
export function musicUrl(theme: MusicTheme): string {
  return `${AUDIO_URL}/music/${theme}.ogg`;
}

/**
 * Sources to hand to howler for one sound: the Ogg file first, then its MP3 copy (every generated
 * `x.ogg` has an `x.mp3` next to it) for browsers without Ogg Vorbis (older Safari). howler plays
 * the first one the browser supports. Other URLs are passed through alone.
 */
export function audioSources(url: string): string[] {
  return url.endsWith('.ogg') ? [url, url.replace(/\.ogg$/, '.mp3')] : [url];
}

/** Whether a string names a map theme with music. */
export function isMusicTheme(key: string): key is MusicTheme {
  return (MUSIC_THEMES as readonly string[]).includes(key);
}
