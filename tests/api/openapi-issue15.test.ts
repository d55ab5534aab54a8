/**
 * Issue 15 "Not done until": the reading calls (spec part 2 section 7 "Reading"; the contract's
 * section 4) are in the OpenAPI document, each the student's or its parent's.
 */
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

const S = '/api/v1/students/{id}';
const READING_CALLS = [
  `GET ${S}/student_reading_game_maps`,
  `POST ${S}/student_reading_game_maps`,
  `GET ${S}/reading_books`,
  `GET ${S}/reading_books/{book}/reading_book_pages`,
  `GET ${S}/reading_books/{book}/book_parts/{part}`,
  `POST ${S}/reading_books/{book}/book_parts/{part}/open`,
  `GET ${S}/reading_books/{book}/book_parts/{part}/quiz`,
  `POST ${S}/reading_book_page_questions/{question}/student_answers`,
  `POST ${S}/reading_books/{book}/book_parts/{part}`,
  `POST ${S}/reading_books/{book}/start`,
  `POST ${S}/reading_books/{book}`,
  `POST ${S}/student_vocabs`,
];

describe('issue 15 calls in /api/openapi.json', () => {
  it('documents every reading call with student access', async () => {
    const res = await ctx.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.json.paths as Record<string, Record<string, { 'x-access'?: { kind: string; studentParam?: string }; tags?: string[] }>>;
    const found = READING_CALLS.map((call) => {
      const [method, path] = call.split(' ') as [string, string];
      return paths[path]?.[method.toLowerCase()];
    });
    expect(READING_CALLS.filter((_, i) => !found[i])).toEqual([]);
    for (const op of found) expect(op).toMatchObject({ 'x-access': { kind: 'student', studentParam: 'id' }, tags: ['reading'] });
  });
});
