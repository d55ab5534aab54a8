/**
 * The reading map's short films (issue 15 contract 5b): one per film state of the statechart,
 * rendered by `npm run media:reading` (scripts/media/reading-films.ts) into assets/video/reading/:
 * `<key>.webm` (VP9 + Opus), `<key>.vtt` (captions: Moxie's narration) and `<key>.webp` (poster).
 * The narration is here so that the captions, the film and the screen's fallback text agree.
 */
import type { VideoLessonRef } from '../../core/video/types';

export const READING_FILMS = {
  worldIntro: 'Welcome to the Reading World! Books, new words and story friends are waiting for you.',
  mmIntro: 'This is your reading map. Your monster stands on your level. Tap it to find a book!',
  mmOutro: "Great! Off we go. Let's find your first book!",
  levelIntro: 'A new level! Tap the glowing spot to pick a book.',
  pickIntro: 'Pick a book you like. Swipe to see them all!',
  vocabIntro: "First, let's meet some new words from your book.",
  readIntro: 'Time to read! Tap any word to hear it.',
  quizIntro: 'Quiz time! Three questions about what you read.',
  quizBeatIntro: 'You did it! You earned a star!',
  quizFailIntro: "Good try! Let's read it again. You will get it!",
  worldBeatIntro: 'Wow! You beat the whole Reading World! Read any book again, any time.',
} as const;

export type ReadingFilmKey = keyof typeof READING_FILMS;
export const READING_FILM_KEYS = Object.keys(READING_FILMS) as ReadingFilmKey[];

/** Where the films are served (the files' paths under the repository root). */
export const READING_FILM_DIR = '/assets/video/reading';

/** A film's video for the lesson player (own source, captions) and its poster. */
export function readingFilm(key: ReadingFilmKey): { video: VideoLessonRef; poster: string; caption: string } {
  const at = `${READING_FILM_DIR}/${key}`;
  return { video: { source: 'own', id: `reading-${key}`, src: `${at}.webm`, captions: `${at}.vtt` }, poster: `${at}.webp`, caption: READING_FILMS[key] };
}

export const isReadingFilm = (key: string | null): key is ReadingFilmKey => key !== null && key in READING_FILMS;
