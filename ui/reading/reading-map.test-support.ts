/**
 * Fakes for the reading map machine's tests: server replies in the contract's shapes, an API whose
 * calls wait until the test answers them (queued replies), and a log of the calls and effects.
 * The clock is XState's SimulatedClock: timings are stepped, never waited for.
 */
import { vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { provideReadingMap, type ReadingMapApi } from './reading-map.services';
import type { Attempt, BookSummary, GameMap, GameMapResponse, PartSummary, QuizQuestion, Vocab } from './reading-api';

export const part = (n: number, done = false): PartSummary => ({ id: 1000 + n, number: n, title: `Part ${n}`, opened_at: null, completed_at: done ? '2026-11-24T10:00:00Z' : null, star_earned: done });

export const book = (id: number, level: number, parts = 1, over: Partial<BookSummary> = {}): BookSummary => ({
  id,
  slug: `book-${id}`,
  title: `Book ${id}`,
  summary: 'A little story.',
  genre: 'fiction',
  difficulty_level: level,
  grade_level: level,
  ranking: id,
  cover_url: `/assets/reading/art/book-${id}/cover.svg`,
  parts: Array.from({ length: parts }, (_, i) => part(i + 1)),
  started_at: null,
  completed_at: null,
  locked: false,
  ...over,
});

export const BOOKS = [book(101, 1), book(102, 1, 2), book(201, 2), book(202, 2, 1, { locked: true })];

export const gameMap = (current_level: number, state: GameMap['state'] = 'intro watched'): GameMap => ({ current_level, state, latest_reading_book_id: null });

export const mapReply = (level: number, state: GameMap['state'] = 'intro watched', over: Partial<GameMapResponse> = {}) => ({
  map: { game_map: gameMap(level, state), max_level: 8, has_unread_parts: true, billing: 'paid' as const, payment_prompt: null, ...over },
  books: BOOKS,
});

export const vocab = (id: number): Vocab => ({ id, word: `word${id}`, definition: 'a meaning', example: 'an example', audio_url: null, status: 'new' });
export const question = (id: number, page = 1): QuizQuestion => ({ id, prompt: `Question ${id}?`, page_number: page, answers: [{ id: id * 10 + 1, text: 'yes' }, { id: id * 10 + 2, text: 'no' }] });
export const attempt = (outcome: Attempt['outcome'], correct = 3): Attempt => ({ id: 7, answered: 3, correct, outcome });

/** An HTTP error as the API client rejects with (its `status` and the server's message). */
export const httpError = (status: number, message: string) => Object.assign(new Error(message), { status });

type Reply<T> = T | Error;
type ApiName = keyof ReadingMapApi;

/** Every call waits until the test answers it; `reply` queues answers given ahead. */
export function fakeApi() {
  const queues = new Map<ApiName, Reply<unknown>[]>();
  const calls: string[] = [];
  const call = (name: ApiName) =>
    vi.fn((...args: unknown[]) => {
      calls.push(`${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
      const next = queues.get(name)?.shift();
      if (next === undefined) return new Promise<never>(() => undefined);
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    });
  const names: ApiName[] = ['gameMap', 'setGameMap', 'books', 'startBook', 'bookPages', 'bookPart', 'openPart', 'quiz', 'completePart', 'completeBook', 'recordVocab'];
  const api = Object.fromEntries(names.map((n) => [n, call(n)])) as unknown as ReadingMapApi & Record<ApiName, ReturnType<typeof vi.fn>>;
  const reply = <K extends ApiName>(name: K, ...values: Reply<Awaited<ReturnType<ReadingMapApi[K]>>>[]) => {
    queues.set(name, [...(queues.get(name) ?? []), ...values]);
  };
  /** The map load: GET game map + GET books answered together. */
  const replyMap = (m: ReturnType<typeof mapReply> | Error) => {
    if (m instanceof Error) {
      reply('gameMap', m);
      reply('books', { books: BOOKS });
    } else {
      reply('gameMap', m.map);
      reply('books', { books: m.books });
    }
  };
  return { api, reply, replyMap, calls };
}

/** Settles pending promises (the fake API answers on the microtask queue). */
export const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/** A started machine with fakes; `log` lists the effects, `calls` the API calls in order. */
export function startReading(replies: (f: ReturnType<typeof fakeApi>) => void = () => undefined) {
  const fake = fakeApi();
  replies(fake);
  const log: string[] = [];
  const machine = provideReadingMap({ api: fake.api, sound: { playEffect: (n) => log.push(`effect ${n}`) } });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { studentId: 9 }, clock });
  actor.start();
  return { actor, clock, log, ...fake };
}

/** The snapshot's state as a dotted path ('pickStatic.choosing'). */
export function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 1) return `(${entries.map(([k, v]) => `${k}.${statePath(v)}`).join(' | ')})`;
  const [k, v] = entries[0]!;
  return `${k}.${statePath(v)}`;
}
