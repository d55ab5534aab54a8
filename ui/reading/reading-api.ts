/**
 * The reading calls of the app (issue 15 contract section 4): `readingApi`, bound to the app's
 * typed client (ui/lib/api.ts), and the answer types (type imports only). What each call sends and
 * answers, and its error codes: ui/reading/reading-calls.ts.
 */
import { client } from '../lib/api';
import type { ReadingMapStateValue, Vocab } from '../../worker/reading/reading.contracts';
import { createReadingApi } from './reading-calls';

export type {
  AnswerResponse,
  Attempt,
  BookPagesResponse,
  BookPartResponse,
  BookSummary,
  BooksResponse,
  CompleteBookResponse,
  CompletePartResponse,
  GameMap,
  GameMapResponse,
  Page,
  PartSummary,
  QuizQuestion,
  QuizResponse,
  ReadingMapStateValue,
  StartBookResponse,
  Vocab,
  VocabRecordResponse,
} from '../../worker/reading/reading.contracts';
export type { StudentRef } from './reading-calls';

/** The map's state value: 'initial' | 'intro watched' | 'world beaten intro watched'. */
export type GameMapState = ReadingMapStateValue;
/** POST student_reading_game_maps body (current_level only 0 -> 1, as the client sends it). */
export type GameMapUpdate = Parameters<ReturnType<typeof createReadingApi>['setGameMap']>[1];
export type VocabStatus = Vocab['status'];

/** The reading calls over the app's session (see reading-calls.ts). */
export const readingApi = createReadingApi(client);
