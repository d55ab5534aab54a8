import { useEffect, useState } from 'react';
import type { z } from 'zod';

/** How the page's live link to the server is doing. */
export type Connection = 'connecting' | 'live' | 'reconnecting';

/** State of a live preview resource: loading, gone (404), unreachable, or ready with its data. */
export type LiveResource<T, G> =
  | { status: 'loading' }
  | { status: 'not-found' | 'unavailable'; message: string }
  | {
      status: 'ready';
      /** Latest body from the server (may carry errors). */
      data: T;
      /** Latest body that could be drawn; the previous one is kept while the file is broken. */
      lastGood: G | null;
      connection: Connection;
      /** When the latest body arrived (ms since epoch); counts updates for the "updated" chip. */
      receivedAt: number;
      updates: number;
    };

type ErrorBody = { error?: { message?: string } };

/** First load: a 404 and a non-JSON answer (the client's index.html in production) are told apart. */
async function load<T>(url: string, schema: z.ZodType<T>): Promise<{ ok: true; data: T } | { ok: false; status: 'not-found' | 'unavailable'; message: string }> {
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
    const json: unknown = (res.headers.get('content-type') ?? '').includes('application/json') ? await res.json() : null;
    if (res.status === 404) return { ok: false, status: 'not-found', message: (json as ErrorBody | null)?.error?.message ?? 'Not found.' };
    const parsed = schema.safeParse(json);
    if (res.ok && parsed.success) return { ok: true, data: parsed.data };
    return { ok: false, status: 'unavailable', message: 'The preview API did not answer. It runs only in development (npm start without NODE_ENV=production).' };
  } catch {
    return { ok: false, status: 'unavailable', message: 'The server could not be reached. Is npm start running?' };
  }
}

/**
 * Loads `url`, then follows `url/events` (Server-Sent Events named `event`, each a full body) so a
 * saved file shows without a reload. `pickGood` extracts the drawable part of a body; when a body
 * has none (the file is broken) the last good one stays. A good part equal to the last one (same
 * JSON) keeps its identity, so re-saving an unchanged file does not restart the scene.
 * Re-mount (React `key`) to follow another URL.
 */
export function useLiveResource<T, G>(url: string, event: string, schema: z.ZodType<T>, pickGood: (body: T) => G | undefined): LiveResource<T, G> {
  const [state, setState] = useState<LiveResource<T, G>>({ status: 'loading' });

  useEffect(() => {
    let stopped = false;
    let source: EventSource | null = null;
    const accept = (data: T) =>
      setState((prev) => {
        // The stream repeats the current body on every (re)connect: that is not an update.
        if (prev.status === 'ready' && JSON.stringify(prev.data) === JSON.stringify(data)) return prev;
        const good = pickGood(data);
        const prevGood = prev.status === 'ready' ? prev.lastGood : null;
        const lastGood = good === undefined ? prevGood : prevGood !== null && JSON.stringify(prevGood) === JSON.stringify(good) ? prevGood : good;
        const connection = prev.status === 'ready' ? prev.connection : 'connecting';
        const updates = prev.status === 'ready' ? prev.updates + 1 : 0;
        return { status: 'ready', data, lastGood, connection, receivedAt: Date.now(), updates };
      });
    const setConnection = (connection: Connection) => setState((prev) => (prev.status === 'ready' ? { ...prev, connection } : prev));

    void load(url, schema).then((first) => {
      if (stopped) return;
      if (!first.ok) return setState({ status: first.status, message: first.message });
      accept(first.data);
      source = new EventSource(`${url}/events`);
      source.onopen = () => setConnection('live');
      // EventSource retries by itself (the server asks for 1 s); the chip says so meanwhile.
      source.onerror = () => setConnection('reconnecting');
      source.addEventListener(event, (e: MessageEvent<string>) => {
        const parsed = schema.safeParse(JSON.parse(e.data));
        if (parsed.success) accept(parsed.data);
      });
    });
    return () => {
      stopped = true;
      source?.close();
    };
    // pickGood and schema are module-level constants at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, event]);

  return state;
}

/**
 * Loads `url` and loads it again whenever the server reports a saved content file
 * (`/dev/api/events`), for the level list.
 */
export function useLiveList<T>(url: string, schema: z.ZodType<T>): { data: T | null; error: string | null; connection: Connection } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () =>
      void load(url, schema).then((r) => {
        if (stopped) return;
        if (r.ok) {
          setData(r.data);
          setError(null);
        } else setError(r.message);
      });
    refresh();
    const source = new EventSource('/dev/api/events');
    source.onopen = () => setConnection('live');
    source.onerror = () => setConnection('reconnecting');
    // A "save all" writes many files at once: one reload after the burst.
    source.addEventListener('change', () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, 80);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      source.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  return { data, error, connection };
}
