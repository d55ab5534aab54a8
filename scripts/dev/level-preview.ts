/**
 * Designer's level preview, server side (development only, Node only). A Hono sub-app that reads
 * the level and map JSON straight from disk on every request, so a saved file is what the page
 * shows, and pushes Server-Sent Events when a file changes (`fs.watch` with a short debounce):
 *
 * - `GET /dev/api/levels` → {@link LevelList} (every `levels/level-NN.json`, grouped by map);
 * - `GET /dev/api/levels/:level` → {@link LevelPreview} `{ number, file, raw, level?, issues }`;
 * - `GET /dev/api/levels/:level/events` → SSE `level` events with the same body, one at once and
 *   one after each save of that file;
 * - `GET /dev/api/maps/:key` and `/dev/api/maps/:key/events` → {@link MapPreview}, likewise;
 * - `GET /dev/api/subject-maps` → {@link SubjectMapList}; `GET /dev/api/subject-maps/:key` and
 *   `/dev/api/subject-maps/:key/events` → {@link SubjectMapPreview} (`assets/subject-maps/<key>.json`);
 * - `GET /dev/api/events` → SSE `change` events `{ kind, name }` for any saved content file.
 *
 * Unknown level or map: 404 `{ error: { message, code: 'not_found' } }`; a malformed parameter:
 * 422 `{ error: { message, code: 'invalid', fields } }` (the API's error shape).
 *
 * Mounted by worker/entry-node.ts unless the environment is production. It reads levels and maps
 * from `ASSETS_DIR` when that variable is set (tests edit a temporary copy), else the repo's
 * `assets/`; art (`/assets/...` URLs) is always checked against the folder the server serves.
 */
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { ContentChange, LevelPreview, MapPreview, SubjectMapPreview } from '../../core/dev/level-preview.contracts';
import { ASSETS_DIR } from '../lib/content';
import { levelFileName } from './content-check';
import { listLevels, listSubjectMaps, readLevelPreview, readMapPreview, readSubjectMapPreview } from './content-read';

export { checkContent, jsonPathOffsets, levelFileName } from './content-check';
export { listLevels, listSubjectMaps, readLevelPreview, readMapPreview, readSubjectMapPreview } from './content-read';


/** Options of {@link createLevelPreview}; every one has a default for `npm start`. */
export interface LevelPreviewOptions {
  /** Folder holding `levels/` and `maps/`. Default: env `ASSETS_DIR`, else the repo's `assets/`. */
  assetsDir?: string;
  /** Folder that `/assets/...` URLs resolve to, to flag missing art. Default: the repo's `assets/` (what the server serves). */
  artDir?: string;
  /** Quiet time after a file's last watch event before it is read, ms (editors write in several steps). Default 40. */
  debounceMs?: number;
  /** Interval of SSE keep-alive comments, ms. Default 15000. */
  heartbeatMs?: number;
  /** Environment read for `ASSETS_DIR`. Default `process.env`. */
  env?: Record<string, string | undefined>;
}

/** The preview sub-app and its cleanup. */
export interface LevelPreviewServer {
  /** Routes under `/dev/api/`; mount with `root.route('/', app)`. */
  app: Hono;
  /** Ends every open event stream and stops watching files (an open stream would keep `server.close()` waiting). */
  close(): void;
}

const envSchema = z.object({ ASSETS_DIR: z.string().min(1).optional() });
const levelParamSchema = z.string().regex(/^\d{1,3}$/, 'must be a level number').transform(Number);
const mapParamSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be a map key like "ocean"');


class ContentWatcher {
  private listeners = new Set<(change: ContentChange) => void>();
  private watchers: FSWatcher[] = [];
  private timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly assetsDir: string,
    private readonly debounceMs: number,
  ) {}

  subscribe(listener: (change: ContentChange) => void): () => void {
    if (this.listeners.size === 0) this.start();
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  private start() {
    for (const [folder, kind] of [['levels', 'level'], ['maps', 'map'], ['subject-maps', 'subject-map']] as const) {
      const dir = join(this.assetsDir, folder);
      if (!existsSync(dir)) continue;
      // Not persistent: a forgotten watcher must never keep the process alive.
      const watcher = watch(dir, { persistent: false }, (_event, name) => this.queue(kind, name === null ? null : String(name)));
      watcher.on('error', (e) => console.warn(`level preview: stopped watching ${dir}: ${e.message}`));
      this.watchers.push(watcher);
    }
  }

  /** Editors save in bursts (truncate + write, or write a temp file + rename): report once, after the burst. */
  private queue(kind: ContentChange['kind'], name: string | null) {
    if (name !== null && !name.endsWith('.json')) return;
    const id = `${kind}/${name}`;
    clearTimeout(this.timers.get(id));
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        for (const listener of [...this.listeners]) listener({ kind, name });
      }, this.debounceMs),
    );
  }

  stop() {
    for (const w of this.watchers) w.close();
    this.watchers = [];
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}

function invalid(c: Context, field: string, error: z.ZodError) {
  const message = error.issues[0]?.message ?? 'is invalid';
  return c.json({ error: { message: `The ${field} ${message}.`, code: 'invalid', fields: { [field]: message } } }, 422);
}

function notFound(c: Context, message: string) {
  return c.json({ error: { message, code: 'not_found' } }, 404);
}

/**
 * Creates the preview API. Reads files on every request and every change, never caching, so what
 * the page shows is what is on disk.
 */
export function createLevelPreview(options: LevelPreviewOptions = {}): LevelPreviewServer {
  const env = envSchema.parse(options.env ?? process.env);
  const assetsDir = resolve(options.assetsDir ?? env.ASSETS_DIR ?? ASSETS_DIR);
  const artDir = options.artDir ?? ASSETS_DIR;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const watcher = new ContentWatcher(assetsDir, options.debounceMs ?? 40);
  const openStreams = new Set<() => void>();

  /**
   * An SSE stream that sends `read()` at once and again after each relevant change, in order.
   * The `retry` line makes EventSource reconnect within a second after a server restart.
   */
  const live = (c: Context, event: string, read: () => unknown, relevant: (change: ContentChange) => boolean, sendFirst = true) => {
    const res = streamSSE(c, async (stream) => {
      let id = 0;
      let queue = Promise.resolve();
      const send = (data: unknown) => {
        queue = queue.then(() => stream.writeSSE({ event, data: JSON.stringify(data), id: String(++id) }));
      };
      await stream.write('retry: 1000\n\n');
      if (sendFirst) send(read());
      const off = watcher.subscribe((change) => {
        if (relevant(change)) send(event === 'change' ? change : read());
      });
      const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), heartbeatMs);
      let done = () => {};
      const ended = new Promise<void>((resolve) => (done = resolve));
      stream.onAbort(done);
      openStreams.add(done);
      await ended;
      openStreams.delete(done);
      clearInterval(heartbeat);
      off();
      await queue;
    });
    // Not kept alive after the stream ends: an idle socket would hold server.close() for the 5 s keep-alive timeout.
    res.headers.set('Connection', 'close');
    return res;
  };

  const app = new Hono();
  app.get('/dev/api/levels', (c) => c.json(listLevels(assetsDir, artDir)));

  app.get('/dev/api/levels/:level', (c) => {
    const level = levelParamSchema.safeParse(c.req.param('level'));
    if (!level.success) return invalid(c, 'level', level.error);
    const body = readLevelPreview(assetsDir, level.data, artDir);
    return body ? c.json(body) : notFound(c, `No level ${level.data}: levels/${levelFileName(level.data)} does not exist.`);
  });

  app.get('/dev/api/levels/:level/events', (c) => {
    const level = levelParamSchema.safeParse(c.req.param('level'));
    if (!level.success) return invalid(c, 'level', level.error);
    const name = levelFileName(level.data);
    if (!existsSync(join(assetsDir, 'levels', name))) return notFound(c, `No level ${level.data}: levels/${name} does not exist.`);
    const gone = { number: level.data, file: `levels/${name}`, raw: '', issues: [{ kind: 'file', severity: 'error', path: '$', message: 'The file was deleted or renamed.' }] } satisfies LevelPreview;
    return live(
      c,
      'level',
      () => readLevelPreview(assetsDir, level.data, artDir) ?? gone,
      (ch) => ch.kind === 'level' && (ch.name === null || ch.name === name),
    );
  });

  app.get('/dev/api/maps/:key', (c) => {
    const key = mapParamSchema.safeParse(c.req.param('key'));
    if (!key.success) return invalid(c, 'map', key.error);
    const body = readMapPreview(assetsDir, key.data, artDir);
    return body ? c.json(body) : notFound(c, `No map "${key.data}": maps/${key.data}.json does not exist.`);
  });

  app.get('/dev/api/maps/:key/events', (c) => {
    const key = mapParamSchema.safeParse(c.req.param('key'));
    if (!key.success) return invalid(c, 'map', key.error);
    if (!existsSync(join(assetsDir, 'maps', `${key.data}.json`))) return notFound(c, `No map "${key.data}": maps/${key.data}.json does not exist.`);
    const gone = { key: key.data, file: `maps/${key.data}.json`, raw: '', issues: [{ kind: 'file', severity: 'error', path: '$', message: 'The file was deleted or renamed.' }], levels: [] } satisfies MapPreview;
    // Level files count too: the map scene's banner shows level titles.
    return live(c, 'map', () => readMapPreview(assetsDir, key.data, artDir) ?? gone, (ch) => ch.kind === 'level' || ch.name === null || ch.name === `${key.data}.json`);
  });

  app.get('/dev/api/subject-maps', (c) => c.json(listSubjectMaps(assetsDir, artDir)));

  app.get('/dev/api/subject-maps/:key', (c) => {
    const key = mapParamSchema.safeParse(c.req.param('key'));
    if (!key.success) return invalid(c, 'map', key.error);
    const body = readSubjectMapPreview(assetsDir, key.data, artDir);
    return body ? c.json(body) : notFound(c, `No subject map "${key.data}": subject-maps/${key.data}.json does not exist.`);
  });

  app.get('/dev/api/subject-maps/:key/events', (c) => {
    const key = mapParamSchema.safeParse(c.req.param('key'));
    if (!key.success) return invalid(c, 'map', key.error);
    const file = `subject-maps/${key.data}.json`;
    if (!existsSync(join(assetsDir, file))) return notFound(c, `No subject map "${key.data}": ${file} does not exist.`);
    const gone = { key: key.data, file, raw: '', issues: [{ kind: 'file', severity: 'error', path: '$', message: 'The file was deleted or renamed.' }] } satisfies SubjectMapPreview;
    return live(c, 'subject-map', () => readSubjectMapPreview(assetsDir, key.data, artDir) ?? gone, (ch) => ch.kind === 'subject-map' && (ch.name === null || ch.name === `${key.data}.json`));
  });

  app.get('/dev/api/events', (c) => live(c, 'change', () => null, () => true, false));
  // Without this an unknown /dev/api path would fall through to the client's index.html.
  app.all('/dev/api/*', (c) => notFound(c, `No preview endpoint ${c.req.path}.`));

  return {
    app,
    close() {
      for (const done of openStreams) done();
      openStreams.clear();
      watcher.stop();
    },
  };
}

