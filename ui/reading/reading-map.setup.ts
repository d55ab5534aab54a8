/**
 * The reading map machine's setup: types, the injected services (actors) and side effects
 * (actions) with placeholder implementations, guards and the named delays (ms).
 *
 * Services (each a `fromPromise` actor; inputs in ids, never the API client; they reject with the
 * API client's error, read through ui/math/api-failure.ts):
 * - `loadMap`: GET student_reading_game_maps + GET reading_books (every level) together;
 * - `saveGameMap`: POST student_reading_game_maps (state forward, current_level 0 -> 1);
 * - `openBook`: POST reading_books/:book/start + GET its reading_book_pages (vocabulary);
 * - `openPart`: GET book_parts/:part + POST its open;
 * - `loadQuiz`: GET book_parts/:part/quiz (a fresh attempt of 3 questions);
 * - `completePart`: POST book_parts/:part { action: 'completed' };
 * - `completeBook`: POST reading_books/:book?action=complete;
 * - `recordVocab`: POST student_vocabs (spawned, its failure ignored: practice goes on).
 * Side effects: `playEffect` (a sound effect by name).
 */
import { fromPromise, setup } from 'xstate';
import type { EffectName } from '../../core/sound-assets';
import type { BookPagesResponse, BookPartResponse, BookSummary, CompleteBookResponse, CompletePartResponse, GameMap, GameMapResponse, GameMapUpdate, QuizResponse, VocabStatus } from './reading-api';
import { TOP_LEVEL, WORLD_BEATEN_LEVEL, type ReadingMapContext, type ReadingMapEvent, type ReadingMapInput } from './reading-map.types';

/** Spec part 2 section 9: levelLoading lasts 1000 ms after a level. */
export const LEVEL_LOADING_MS = 1000;
/** levelExit waits this long at most for the monster's walk (a map that never reports arrival can't hold the child). */
export const LEVEL_EXIT_MAX_MS = 6000;

export interface LoadedMap {
  map: GameMapResponse;
  books: BookSummary[];
}

const notProvided = (name: string) => () => Promise.reject(new Error(`reading map: the ${name} service was not provided`));

/** The current level's map, or 0 before it loads. */
export const levelOf = (c: Pick<ReadingMapContext, 'gameMap'>) => c.gameMap?.current_level ?? 0;

/** The open book's first part not completed yet, or null (every part is done). */
export const nextPartOf = (book: BookSummary | null) => book?.parts.find((p) => p.completed_at === null) ?? null;

/** Books of one level, in book order. */
export const booksAt = (books: readonly BookSummary[], level: number) => books.filter((b) => b.difficulty_level === level);

/** The map answer and books into context. */
export const fromLoaded = (out: LoadedMap) => ({ gameMap: out.map.game_map, maxLevel: out.map.max_level, hasUnreadParts: out.map.has_unread_parts, books: out.books, error: null });

export const readingSetup = setup({
  types: {
    context: {} as ReadingMapContext,
    events: {} as ReadingMapEvent,
    input: {} as ReadingMapInput,
  },
  actors: {
    loadMap: fromPromise<LoadedMap, { studentId: number }>(notProvided('loadMap')),
    saveGameMap: fromPromise<{ game_map: GameMap }, { studentId: number; update: GameMapUpdate }>(notProvided('saveGameMap')),
    openBook: fromPromise<BookPagesResponse, { studentId: number; bookId: number }>(notProvided('openBook')),
    openPart: fromPromise<BookPartResponse, { studentId: number; bookId: number; part: number }>(notProvided('openPart')),
    loadQuiz: fromPromise<QuizResponse, { studentId: number; bookId: number; part: number }>(notProvided('loadQuiz')),
    completePart: fromPromise<CompletePartResponse, { studentId: number; bookId: number; part: number }>(notProvided('completePart')),
    completeBook: fromPromise<CompleteBookResponse, { studentId: number; bookId: number }>(notProvided('completeBook')),
    recordVocab: fromPromise<unknown, { studentId: number; bookId: number; vocabId: number; status: Exclude<VocabStatus, 'new'> }>(notProvided('recordVocab')),
  },
  actions: {
    playEffect: (_, _name: EffectName) => undefined,
  },
  guards: {
    /** The first visit: the world intro has not been watched (level 0, state 'initial'). */
    firstVisit: ({ context: c }) => c.gameMap?.state === 'initial' || levelOf(c) === 0,
    /** Past the top level: the world is beaten (level 9). */
    worldBeaten: ({ context: c }) => levelOf(c) >= WORLD_BEATEN_LEVEL,
    worldBeatWatched: ({ context: c }) => c.gameMap?.state === 'world beaten intro watched',
    noUnreadParts: ({ context: c }) => !c.hasUnreadParts,
    /** A tapped level the child may read: reached already, within the account's levels. */
    canOpenLevel: ({ context: c, event }) => event.type === 'SELECT_LEVEL' && event.level >= 1 && event.level <= Math.min(levelOf(c), TOP_LEVEL, c.maxLevel),
    /** The picked book exists at the carousel's level and is not locked. */
    canPick: ({ context: c, event }) => event.type === 'PICK' && c.books.some((b) => b.id === event.bookId && !b.locked),
    /** Vocabulary comes first when the book has words and no part was completed yet (a resumed book goes straight to its next part). */
    needsVocab: ({ context: c }) => c.vocabulary.length > 0 && (c.book?.parts.every((p) => p.completed_at === null) ?? true),
    hasNextPart: ({ context: c }) => nextPartOf(c.book) !== null,
    beat: ({ event }) => event.type === 'QUIZ_OUTCOME' && event.outcome === 'beat',
    /** The monster has somewhere to walk (the book moved the map up a level). */
    walks: ({ context: c }) => c.levelUp,
  },
  delays: {
    levelLoading: LEVEL_LOADING_MS,
    levelExitMax: LEVEL_EXIT_MAX_MS,
  },
});
