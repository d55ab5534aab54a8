/**
 * The reading map machine with its real parts: the reading API calls (reading-api.ts) become its
 * actors, the sound player its `playEffect`. Tests call `provideReadingMap` with fakes, so the
 * wiring itself is tested.
 */
import { fromPromise } from 'xstate';
import type { EffectName } from '../../core/sound-assets';
import type { createReadingApi } from './reading-calls';
import { readingMapMachine } from './reading-map.machine';
import type { AnswerResponse } from './reading-api';

/** The reading calls (reading-calls.ts names and signatures). */
type ReadingApi = ReturnType<typeof createReadingApi>;

/** The reading calls the map makes. */
export type ReadingMapApi = Pick<ReadingApi, 'gameMap' | 'setGameMap' | 'books' | 'startBook' | 'bookPages' | 'bookPart' | 'openPart' | 'quiz' | 'completePart' | 'completeBook' | 'recordVocab'>;

export interface ReadingMapParts {
  api: ReadingMapApi;
  sound: { playEffect(name: EffectName): void };
}

/** The machine with `parts` provided. */
export function provideReadingMap({ api, sound }: ReadingMapParts) {
  return readingMapMachine.provide({
    actors: {
      // The map and every book together: the carousel of any level and the map's nodes need no further call.
      loadMap: fromPromise(async ({ input }) => {
        const [map, { books }] = await Promise.all([api.gameMap(input.studentId), api.books(input.studentId)]);
        return { map, books };
      }),
      saveGameMap: fromPromise(({ input }) => api.setGameMap(input.studentId, input.update)),
      // Start first (it sets latest_reading_book_id), then the pages with the vocabulary.
      openBook: fromPromise(async ({ input }) => {
        await api.startBook(input.studentId, input.bookId);
        return api.bookPages(input.studentId, input.bookId);
      }),
      openPart: fromPromise(async ({ input }) => {
        const part = await api.bookPart(input.studentId, input.bookId, input.part);
        const opened = await api.openPart(input.studentId, input.bookId, input.part);
        return { ...part, part: opened.part };
      }),
      loadQuiz: fromPromise(({ input }) => api.quiz(input.studentId, input.bookId, input.part)),
      completePart: fromPromise(({ input }) => api.completePart(input.studentId, input.bookId, input.part)),
      completeBook: fromPromise(({ input }) => api.completeBook(input.studentId, input.bookId)),
      recordVocab: fromPromise(({ input }) => api.recordVocab(input.studentId, { book_id: input.bookId, vocab_id: input.vocabId, status: input.status }).catch((e: unknown) => console.warn('reading: vocab not saved', e))),
    },
    actions: {
      playEffect: (_, name) => sound.playEffect(name),
    },
  });
}

/**
 * The QuizModal's `judge` for reading: the server judges the answer (POST student_answers);
 * gems earned are reported with `onGems` (the machine's GEMS_EARNED).
 * @throws the API client's error (the modal shows it and lets the child try again)
 */
export function readingJudge(api: Pick<ReadingApi, 'answer'>, studentId: number, onGems: (gems: number) => void) {
  return async (questionId: number, answerId: number): Promise<AnswerResponse> => {
    const reply = await api.answer(studentId, questionId, answerId);
    if (reply.gems_earned > 0) onGems(reply.gems_earned);
    return reply;
  };
}
