import { describe, expect, it } from 'vitest';
import { createApiClient, type RequestFn } from '../lib/api-client';
import { createReadingApi } from './reading-calls';

/** A `request` that records its calls and answers `{}`. */
function recorder() {
  const calls: { method: string; path: string; options: unknown }[] = [];
  const request = ((method: string, path: string, options: unknown) => {
    calls.push({ method, path, options });
    return Promise.resolve({});
  }) as RequestFn;
  return { calls, api: createReadingApi(createApiClient(request)) };
}

describe('the reading calls', () => {
  it('send each call to its route with its parameters, query and body', async () => {
    const { calls, api } = recorder();
    await api.gameMap('-');
    await api.setGameMap(7, { current_level: 1, state: 'intro watched' });
    await api.books(7);
    await api.books(7, 3);
    await api.bookPages(7, 101);
    await api.bookPart(7, 101, 2);
    await api.openPart(7, 101, 2);
    await api.quiz(7, 101, 2);
    await api.answer(7, 55, 9);
    await api.completePart(7, 101, 2);
    await api.startBook(7, 101);
    await api.completeBook(7, 101);
    await api.recordVocab(7, { book_id: 101, vocab_id: 4, status: 'heard' });
    const S = '/api/v1/students';
    expect(calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.options)}`)).toEqual([
      `GET ${S}/-/student_reading_game_maps {}`,
      `POST ${S}/7/student_reading_game_maps {"body":{"current_level":1,"state":"intro watched"}}`,
      `GET ${S}/7/reading_books {}`,
      `GET ${S}/7/reading_books?difficulty_level=3 {}`,
      `GET ${S}/7/reading_books/101/reading_book_pages {}`,
      `GET ${S}/7/reading_books/101/book_parts/2 {}`,
      `POST ${S}/7/reading_books/101/book_parts/2/open {}`,
      `GET ${S}/7/reading_books/101/book_parts/2/quiz {}`,
      `POST ${S}/7/reading_book_page_questions/55/student_answers {"body":{"answer_id":9}}`,
      `POST ${S}/7/reading_books/101/book_parts/2 {"body":{"action":"completed"}}`,
      `POST ${S}/7/reading_books/101/start {}`,
      `POST ${S}/7/reading_books/101?action=complete {}`,
      `POST ${S}/7/student_vocabs {"body":{"book_id":101,"vocab_id":4,"status":"heard"}}`,
    ]);
  });
});
