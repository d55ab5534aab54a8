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
 * - `GET /dev/api/events` → SSE `change` events `{ kind, name }` for any saved content file.
 *
 * Unknown level or map: 404 `{ error: { message, code: 'not_found' } }`; a malformed parameter:
 * 422 `{ error: { message, code: 'invalid', fields } }` (the API's error shape).
 *
 * Mounted by worker/entry-node.ts unless the environment is production. It reads levels and maps
 * from `ASSETS_DIR` when that variable is set (tests edit a temporary copy), else the repo's
 * `assets/`; art (`/assets/...` URLs) is always checked against the folder the server serves.
 */
import { existsSync, readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { levelSchema, mapSchema } from '../../core/content/level-schema';
import { collectAssetRefs, formatPath } from '../art/validate-content';
import { ASSETS_DIR } from '../lib/content';
import type { ContentChange, LevelList, LevelPreview, LevelSummary, MapPreview, PreviewIssue } from '../../core/dev/level-preview.contracts';

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

type PathPart = string | number | symbol;

const envSchema = z.object({ ASSETS_DIR: z.string().min(1).optional() });
const levelParamSchema = z.string().regex(/^\d{1,3}$/, 'must be a level number').transform(Number);
const mapParamSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be a map key like "ocean"');

/** Lenient read of a level file for the list, so a file that fails the schema still shows its title. */
const levelSummaryFields = z.object({
  map_id: z.number().int().catch(0),
  title: z.string().nullable().catch(null),
  type: z.string().nullable().catch(null),
  goal: z.number().nullable().catch(null),
  assets: z.object({ preview: z.string().nullable().catch(null) }).catch({ preview: null }),
});
const mapSummaryFields = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  palette: z.object({ sky: z.string() }).optional().catch(undefined),
  nodes: z.array(z.object({ level: z.number() })).catch([]),
});

/** File name of a level: `level-02.json`. */
export function levelFileName(level: number): string {
  return `level-${String(level).padStart(2, '0')}.json`;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Offsets of every value in a valid JSON text by JSON path (`a.b[2].c`, `$` for the root); an
 * object member points at its key. Lets the panel say on which line a schema issue sits.
 */
export function jsonPathOffsets(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  };
  const readString = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readValue = (path: PathPart[], at?: number) => {
    skipSpace();
    out.set(formatPath(path), at ?? i);
    const ch = text[i];
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']';
      i++;
      skipSpace();
      if (text[i] === close) return void i++;
      for (let index = 0; i < text.length; index++) {
        skipSpace();
        if (ch === '{') {
          const keyAt = i;
          const key = readString();
          skipSpace();
          i++; // the colon
          readValue([...path, key], keyAt);
        } else readValue([...path, index]);
        skipSpace();
        if (text[i++] !== ',') return;
      }
    } else if (ch === '"') readString();
    else while (i < text.length && !' \t\r\n,]}'.includes(text[i]!)) i++;
  };
  readValue([]);
  return out;
}

/** The issue for text that JSON.parse refused, with line and column taken from V8's "at position N". */
function syntaxIssue(raw: string, error: unknown): PreviewIssue {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  const offset = at ? Number(at[1]) : raw.length;
  const { line, column } = lineColumn(raw, offset);
  // V8 words it "... in JSON at position 12 (line 2 column 3)"; the panel shows line and column itself.
  const text = message.replace(/\s*in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '');
  return { kind: 'syntax', severity: 'error', path: '$', message: `Not valid JSON: ${text}`, line, column };
}

/** Finds the line of a JSON path, or of its nearest existing parent (a missing key has no line). */
function locate(offsets: Map<string, number>, raw: string, path: readonly PathPart[]): { line?: number; column?: number } {
  for (let n = path.length; n >= 0; n--) {
    const offset = offsets.get(formatPath(path.slice(0, n)));
    if (offset !== undefined) return lineColumn(raw, offset);
  }
  return {};
}

/** Problems the schema cannot see but the picture would show: art files that don't exist, duplicate sprite keys. */
function contentWarnings(json: unknown, artDir: string, offsets: Map<string, number>, raw: string): PreviewIssue[] {
  const out: PreviewIssue[] = [];
  const root = resolve(artDir);
  for (const ref of collectAssetRefs(json)) {
    const local = resolve(root, ref.url.slice('/assets/'.length));
    const inside = local.startsWith(root + sep);
    if (!inside || !existsSync(local) || !statSync(local).isFile()) {
      out.push({ kind: 'content', severity: 'warning', path: formatPath(ref.path), message: inside ? `No art file at ${ref.url}` : `${ref.url} points outside assets/`, ...locate(offsets, raw, ref.path) });
    }
  }
  const sprites = (json as { assets?: { sprites?: unknown } }).assets?.sprites;
  if (Array.isArray(sprites)) {
    const seen = new Set<string>();
    sprites.forEach((s: unknown, i) => {
      const key = (s as { key?: unknown }).key;
      if (typeof key !== 'string') return;
      const path = ['assets', 'sprites', i, 'key'];
      if (seen.has(key)) out.push({ kind: 'content', severity: 'warning', path: formatPath(path), message: `Duplicate sprite key "${key}": only one of them is drawn`, ...locate(offsets, raw, path) });
      seen.add(key);
    });
  }
  return out;
}

/**
 * Parses one content file's text with `schema`: the parsed value when it has no error, and every
 * issue (syntax, schema, content warnings) with its JSON path and line.
 */
export function checkContent<T>(raw: string, schema: z.ZodType<T>, artDir: string): { value?: T; issues: PreviewIssue[] } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (e) {
    return { issues: [syntaxIssue(raw, e)] };
  }
  const offsets = jsonPathOffsets(raw);
  const parsed = schema.safeParse(json);
  const warnings = contentWarnings(json, artDir, offsets, raw);
  if (parsed.success) return { value: parsed.data, issues: warnings };
  const errors: PreviewIssue[] = parsed.error.issues.map((i) => ({ kind: 'schema', severity: 'error', path: formatPath(i.path), message: i.message, ...locate(offsets, raw, i.path) }));
  return { issues: [...errors, ...warnings] };
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Reads and checks one level file.
 * @returns the preview body, or null when `levels/level-NN.json` does not exist
 */
export function readLevelPreview(assetsDir: string, level: number, artDir = ASSETS_DIR): LevelPreview | null {
  const file = join('levels', levelFileName(level));
  const raw = readText(join(assetsDir, file));
  if (raw === null) return null;
  const { value, issues } = checkContent(raw, levelSchema, artDir);
  if (value && value.level !== level) issues.unshift({ kind: 'content', severity: 'warning', path: 'level', message: `The file is ${levelFileName(level)} but says level ${value.level}`, ...locate(jsonPathOffsets(raw), raw, ['level']) });
  return { number: level, file: file.split(sep).join('/'), raw, ...(value ? { level: value } : {}), issues };
}

function levelNumbers(assetsDir: string): number[] {
  const dir = join(assetsDir, 'levels');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => /^level-(\d+)\.json$/.exec(f)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

function mapKeys(assetsDir: string): string[] {
  const dir = join(assetsDir, 'maps');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/**
 * Reads and checks one map file, with the valid levels that name it.
 * @returns the preview body, or null when `maps/<key>.json` does not exist
 */
export function readMapPreview(assetsDir: string, key: string, artDir = ASSETS_DIR): MapPreview | null {
  const file = join('maps', `${key}.json`);
  const raw = readText(join(assetsDir, file));
  if (raw === null) return null;
  const { value, issues } = checkContent(raw, mapSchema, artDir);
  const levels: MapPreview['levels'] = [];
  if (value) {
    for (const n of levelNumbers(assetsDir)) {
      const level = readLevelPreview(assetsDir, n, artDir)?.level;
      if (level?.map_id === value.id) levels.push({ level: level.level, title: level.title, type: level.type });
    }
  }
  return { key, file: file.split(sep).join('/'), raw, ...(value ? { map: value } : {}), issues, levels };
}

/** Every level file, grouped by map (maps in id order, then a group for levels naming no readable map). */
export function listLevels(assetsDir: string, artDir = ASSETS_DIR): LevelList {
  const groups: LevelList['maps'] = [];
  /** Levels each map lists as nodes: places a level whose own file is too broken to name its map. */
  const nodeLevels = new Map<LevelList['maps'][number], Set<number>>();
  for (const key of mapKeys(assetsDir)) {
    const preview = readMapPreview(assetsDir, key, artDir);
    let json: unknown = null;
    try {
      json = JSON.parse(preview?.raw ?? 'null');
    } catch {
      // A map that is not JSON still gets a group heading (its file name), so its error shows.
    }
    const fields = mapSummaryFields.safeParse(json);
    const errors = preview?.issues.filter((i) => i.severity === 'error').length ?? 0;
    const group = fields.success ? { id: fields.data.id, key, title: fields.data.title, colour: fields.data.palette?.sky ?? null, errors, levels: [] } : { id: null, key, title: key, colour: null, errors, levels: [] };
    groups.push(group);
    nodeLevels.set(group, new Set(fields.success ? fields.data.nodes.map((n) => n.level) : []));
  }
  groups.sort((a, b) => (a.id ?? 99) - (b.id ?? 99));
  const other: LevelList['maps'][number] = { id: null, key: null, title: 'Levels without a map', colour: null, errors: 0, levels: [] };
  for (const n of levelNumbers(assetsDir)) {
    const preview = readLevelPreview(assetsDir, n, artDir);
    if (!preview) continue;
    let json: unknown = null;
    try {
      json = JSON.parse(preview.raw);
    } catch {
      // Listed with its number only; the error count says why.
    }
    const f = levelSummaryFields.safeParse(json);
    const fields = f.success ? f.data : { map_id: 0, title: null, type: null, goal: null, assets: { preview: null } };
    const summary: LevelSummary = {
      number: n,
      file: preview.file,
      title: fields.title,
      type: fields.type,
      goal: fields.goal,
      preview: fields.assets.preview,
      errors: preview.issues.filter((i) => i.severity === 'error').length,
      warnings: preview.issues.filter((i) => i.severity === 'warning').length,
    };
    const group = groups.find((g) => g.id !== null && g.id === fields.map_id) ?? groups.find((g) => nodeLevels.get(g)?.has(n));
    (group ?? other).levels.push(summary);
  }
  if (other.levels.length > 0) groups.push(other);
  return { maps: groups };
}

/**
 * Watches `levels/` and `maps/` while anyone listens (the first subscriber starts `fs.watch`,
 * the last one leaving stops it) and reports each changed file once its events settle.
 */
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
    for (const [folder, kind] of [['levels', 'level'], ['maps', 'map']] as const) {
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
