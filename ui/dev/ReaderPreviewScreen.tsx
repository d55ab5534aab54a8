/**
 * Development page `/dev/reader/:slug` (DevRoutes; 404 in production): the reader components of
 * ui/reading/reader over a book's content file and narration read straight from assets, with no
 * server or account: `?view=carousel` (a made-up shelf around the book), `?view=reader` (part
 * `?part=1`, at the book's level or `?level=1..8`; `?long=1` adds a long page without narration)
 * and `?view=vocab`. What the components report (picks, pages, records) shows in a line at the bottom.
 */
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { bookSchema, READING_LEVEL_BY_GRADE, type BookContent } from '../../core/reading/book-schema';
import { narrationTimingsSchema, type NarrationTimings } from '../../core/reading/narration-timings';
import { BookCarousel } from '../reading/reader/BookCarousel';
import { BookReader } from '../reading/reader/BookReader';
import { VocabPractice } from '../reading/reader/VocabPractice';
import { LONG_PAGE_TEXT, pagesOf, shelfOf, summaryOf, vocabularyOf } from './reader-fixtures';

type Loaded = { book: BookContent; timings: NarrationTimings | null } | { error: string };

async function load(slug: string): Promise<Loaded> {
  const res = await fetch(`/assets/reading/books/${encodeURIComponent(slug)}.json`);
  if (!res.ok) return { error: `No book ${slug} (${res.status}).` };
  const parsed = bookSchema.safeParse(await res.json());
  if (!parsed.success) return { error: `${slug}.json is not a valid book: ${parsed.error.issues[0]?.message ?? ''}` };
  const t = await fetch(`/assets/reading/narration/${encodeURIComponent(slug)}/timings.json`);
  const timings = t.ok ? narrationTimingsSchema.safeParse(await t.json()) : null;
  return { book: parsed.data, timings: timings?.success ? timings.data : null };
}

export default function ReaderPreviewScreen() {
  const { slug = 'pat-can-nap' } = useParams();
  const [query, setQuery] = useSearchParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [log, setLog] = useState('');
  useEffect(() => {
    let live = true;
    load(slug).then(
      (l) => live && setLoaded(l),
      (e: unknown) => live && setLoaded({ error: String(e) }),
    );
    return () => {
      live = false;
    };
  }, [slug]);

  if (loaded === null) return <div className="dev-loading">Loading the book…</div>;
  if ('error' in loaded) return <div className="dev-loading">{loaded.error}</div>;
  const { book, timings } = loaded;
  const view = query.get('view') ?? 'carousel';
  const go = (v: string) => setQuery((q) => ({ ...Object.fromEntries(q), view: v }));
  const say = (what: string) => setLog(what);

  if (view === 'reader') {
    const part = Number(query.get('part') ?? 1);
    const level = Number(query.get('level') ?? READING_LEVEL_BY_GRADE[book.grade]);
    const pages = pagesOf(book, timings, part);
    if (query.get('long') === '1') pages.push({ ...pages[0]!, id: 999, number: pages.length + 1, text: LONG_PAGE_TEXT, narration: null });
    return (
      <>
        <BookReader
          book={summaryOf(book)}
          pages={pages}
          vocabulary={vocabularyOf(book, timings)}
          level={level}
          onPageShown={(p) => say(`page shown: ${p.part_number}-${p.number}`)}
          onFinished={() => go('vocab')}
          onExit={() => go('carousel')}
        />
        {log && <output className="dev-reader-log">{log}</output>}
      </>
    );
  }

  return (
    <div className="dev-page dev-reader-page">
      <nav className="dev-reader-nav" aria-label="Preview views">
        <span className="dev-tag">Reader preview · {book.title}</span>
        {['carousel', 'reader', 'vocab'].map((v) => (
          <Link key={v} className="btn btn-small btn-ghost" aria-current={v === view ? 'page' : undefined} to={`?view=${v}`}>
            {v}
          </Link>
        ))}
      </nav>
      <main className="dev-reader-main">
        {view === 'vocab' ? (
          <VocabPractice vocabulary={vocabularyOf(book, timings)} onRecord={(id, status) => say(`vocab ${id}: ${status}`)} onDone={() => go('reader')} />
        ) : (
          <>
            <h1 className="dev-reader-title">Pick a book!</h1>
            <BookCarousel books={shelfOf(book)} onPick={(id) => (id === book.id ? go('reader') : say(`picked book ${id}`))} />
          </>
        )}
      </main>
      {log && <output className="dev-reader-log">{log}</output>}
    </div>
  );
}
