import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { levelSchema } from '../../core/content/level-schema';
import { ASSETS_DIR } from '../lib/content';
import { checkContent, createLevelPreview, jsonPathOffsets, readLevelPreview, type LevelPreviewServer } from './level-preview';
import { levelListSchema, levelPreviewSchema, subjectMapListSchema, subjectMapPreviewSchema } from '../../core/dev/level-preview.contracts';

let dir: string;
let preview: LevelPreviewServer;

/** Path of a level file in the temporary assets copy. */
const levelFile = (n: number) => join(dir, 'levels', `level-${String(n).padStart(2, '0')}.json`);
const editLevel = (n: number, edit: (json: any) => void) => {
  const json = JSON.parse(readFileSync(levelFile(n), 'utf8'));
  edit(json);
  writeFileSync(levelFile(n), JSON.stringify(json, null, 2));
};

/** Reads Server-Sent Events from a streaming response, one parsed event at a time. */
function sseReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 2000): Promise<{ event: string; data: any }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
          if (data.length === 0) continue; // retry line or keep-alive comment
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
          return { event, data: JSON.parse(data.join('\n')) };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left))]);
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    /** Resolves when the server ends the stream. */
    async ended(): Promise<void> {
      for (;;) if ((await reader.read()).done) return;
    },
    cancel: () => reader.cancel(),
  };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'level-preview-'));
  cpSync(join(ASSETS_DIR, 'levels'), join(dir, 'levels'), { recursive: true });
  cpSync(join(ASSETS_DIR, 'maps'), join(dir, 'maps'), { recursive: true });
  cpSync(join(ASSETS_DIR, 'subject-maps'), join(dir, 'subject-maps'), { recursive: true });
  preview = createLevelPreview({ assetsDir: dir, debounceMs: 20 });
});
afterEach(() => {
  preview.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('level preview: reading a level', () => {
  it('parses a valid level with no issues', () => {
    const body = readLevelPreview(dir, 2)!;
    expect(levelPreviewSchema.parse(body).level?.title).toBe('Coral Garden');
    expect(body.file).toBe('levels/level-02.json');
    expect(body.issues).toEqual([]);
  });

  it('names the JSON path and line of a schema error, and draws nothing', () => {
    editLevel(2, (l) => (l.assets.sprites[3].x = 5000));
    const body = readLevelPreview(dir, 2)!;
    expect(body.level).toBeUndefined();
    expect(body.issues).toHaveLength(1);
    const issue = body.issues[0]!;
    expect(issue).toMatchObject({ kind: 'schema', severity: 'error', path: 'assets.sprites[3].x' });
    expect(issue.message).toMatch(/1600/);
    const lines = body.raw.split('\n');
    expect(lines[issue.line! - 1]).toContain('"x": 5000');
  });

  it('points a missing key at its parent object', () => {
    editLevel(2, (l) => delete l.assets.sprites[0].order);
    const [issue] = readLevelPreview(dir, 2)!.issues;
    expect(issue).toMatchObject({ kind: 'schema', path: 'assets.sprites[0].order' });
    expect(readLevelPreview(dir, 2)!.raw.split('\n')[issue!.line! - 1]).toContain('{');
  });

  it('reports JSON syntax errors with line and column', () => {
    writeFileSync(levelFile(2), '{\n  "level": 2,\n  "title": "x",\n}\n');
    const body = readLevelPreview(dir, 2)!;
    expect(body.level).toBeUndefined();
    expect(body.issues).toEqual([expect.objectContaining({ kind: 'syntax', severity: 'error', path: '$', line: 4, column: 1 })]);
    expect(body.issues[0]!.message).toMatch(/^Not valid JSON: /);
  });

  it('warns (and still draws) when art is missing or a sprite key repeats', () => {
    editLevel(2, (l) => {
      l.assets.sprites[1].image_url = '/assets/art/ocean/sprites/no-such-fish.svg';
      l.assets.sprites[2].key = l.assets.sprites[0].key;
    });
    const body = readLevelPreview(dir, 2)!;
    expect(body.level).toBeDefined();
    expect(body.issues.map((i) => [i.severity, i.path])).toEqual([
      ['warning', 'assets.sprites[1].image_url'],
      ['warning', 'assets.sprites[2].key'],
    ]);
  });

  it('returns null for a level file that does not exist', () => {
    expect(readLevelPreview(dir, 99)).toBeNull();
  });
});

describe('jsonPathOffsets', () => {
  it('finds keys, array items and nested values', () => {
    const text = '{"a": [1, {"b": "x,]"}], "c": {"d": null}}';
    const at = jsonPathOffsets(text);
    expect(text.slice(at.get('a'))).toMatch(/^"a"/);
    expect(text.slice(at.get('a[1].b'))).toMatch(/^"b"/);
    expect(text.slice(at.get('c.d'))).toMatch(/^"d"/);
    expect(at.get('$')).toBe(0);
  });

  it('agrees with checkContent on every path of a real level', () => {
    const raw = readFileSync(join(ASSETS_DIR, 'levels', 'level-02.json'), 'utf8');
    expect(jsonPathOffsets(raw).size).toBeGreaterThan(200);
    expect(checkContent(raw, levelSchema, ASSETS_DIR).issues).toEqual([]);
  });
});

describe('level preview API', () => {
  it('lists all 36 levels grouped by map', async () => {
    const res = await preview.app.request('/dev/api/levels');
    expect(res.status).toBe(200);
    const list = levelListSchema.parse(await res.json());
    expect(list.maps.map((m) => [m.key, m.levels.length])).toEqual([
      ['ocean', 16],
      ['desert', 5],
      ['jungle', 10],
      ['arctic', 5],
    ]);
    expect(list.maps[0]!.levels[1]).toMatchObject({ number: 2, title: 'Coral Garden', errors: 0, preview: '/assets/art/ocean/levels/02/preview.svg' });
  });

  it('still lists a broken level, with its error count', async () => {
    writeFileSync(levelFile(5), '{ "title": "Tide Pools", "map_id": 1, ');
    const list = levelListSchema.parse(await (await preview.app.request('/dev/api/levels')).json());
    expect(list.maps[0]!.levels.find((l) => l.number === 5)).toMatchObject({ errors: 1, title: null });
  });

  it('answers a level with raw text, parsed level and issues', async () => {
    const res = await preview.app.request('/dev/api/levels/2');
    expect(res.status).toBe(200);
    const body = levelPreviewSchema.parse(await res.json());
    expect(body.raw).toBe(readFileSync(levelFile(2), 'utf8'));
    expect(body.level?.goal).toBe(20);
  });

  it('answers 404 JSON for an unknown level or map and 422 for a malformed parameter', async () => {
    const missing = await preview.app.request('/dev/api/levels/99');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: 'No level 99: levels/level-99.json does not exist.', code: 'not_found' } });
    expect((await preview.app.request('/dev/api/levels/99/events')).status).toBe(404);
    expect((await preview.app.request('/dev/api/maps/moon')).status).toBe(404);
    const bad = await preview.app.request('/dev/api/levels/two');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid', fields: { level: 'must be a level number' } } });
    expect((await preview.app.request('/dev/api/maps/..%2Fsecrets')).status).toBe(422);
    expect((await preview.app.request('/dev/api/nothing-here')).status).toBe(404);
  });

  it('reads ASSETS_DIR from the environment when no folder is given', async () => {
    editLevel(2, (l) => (l.title = 'From the temp copy'));
    const fromEnv = createLevelPreview({ env: { ASSETS_DIR: dir } });
    const body = levelPreviewSchema.parse(await (await fromEnv.app.request('/dev/api/levels/2')).json());
    expect(body.level?.title).toBe('From the temp copy');
  });
});

describe('level preview live events', () => {
  it('sends the level at once, then again soon after the file is saved (valid or not)', async () => {
    const res = await preview.app.request('/dev/api/levels/2/events');
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = sseReader(res);
    const first = await events.next();
    expect(first.event).toBe('level');
    expect(first.data.level.title).toBe('Coral Garden');

    const saved = Date.now();
    editLevel(2, (l) => {
      l.title = 'Coral Garden II';
      l.assets.sprites[0].x = 111;
    });
    const second = await events.next(1000);
    expect(Date.now() - saved).toBeLessThan(1000);
    expect(second.data.level.title).toBe('Coral Garden II');
    expect(second.data.level.assets.sprites[0].x).toBe(111);

    writeFileSync(levelFile(2), '{ "level": 2,');
    const third = await events.next(1000);
    expect(third.data.level).toBeUndefined();
    expect(third.data.issues[0]).toMatchObject({ kind: 'syntax', line: 1 });
    await events.cancel();
  });

  it('ignores saves of other levels on a level stream, and reports every save on the list stream', async () => {
    const level = sseReader(await preview.app.request('/dev/api/levels/2/events'));
    await level.next();
    const all = sseReader(await preview.app.request('/dev/api/events'));
    // The list stream sends nothing until a save; give its watcher subscription a moment to start.
    await new Promise((r) => setTimeout(r, 50));
    editLevel(3, (l) => (l.title = 'Other'));
    expect(await all.next(1000)).toEqual({ event: 'change', data: { kind: 'level', name: 'level-03.json' } });
    await expect(level.next(300)).rejects.toThrow('no event in time');
    await level.cancel();
    await all.cancel();
  });

  it('ends open streams on close(), so the HTTP server can shut down', async () => {
    const events = sseReader(await preview.app.request('/dev/api/maps/ocean/events'));
    const first = await events.next();
    expect(first.event).toBe('map');
    expect(first.data.map.key).toBe('ocean');
    expect(first.data.levels).toHaveLength(16);
    preview.close();
    await events.ended();
  });
});

describe('level preview: subject maps', () => {
  const mapFile = () => join(dir, 'subject-maps', 'reading.json');

  it('lists every subject map and serves one with its issues; 404 and 422 for a missing or malformed key', async () => {
    const list = subjectMapListSchema.parse(await (await preview.app.request('/dev/api/subject-maps')).json());
    expect(list.maps.find((m) => m.key === 'reading')).toEqual({ key: 'reading', file: 'subject-maps/reading.json', title: 'Story Forest', type: 'levels', nodes: 8, errors: 0, warnings: 0 });
    // The science world and its seven habitats, every one clean.
    expect(list.maps.map((m) => m.key).sort()).toEqual(['reading', ...['dinosaurs', 'insects', 'ocean', 'outerspace', 'rainforest', 'safari', 'weather', 'world'].map((h) => `science-${h}`), 'social-studies-egypt', 'social-studies-greece', 'superskills']);
    expect(list.maps.filter((m) => m.errors + m.warnings > 0)).toEqual([]);
    const body = subjectMapPreviewSchema.parse(await (await preview.app.request('/dev/api/subject-maps/reading')).json());
    expect(body.map?.nodes).toHaveLength(8);
    expect(body.issues).toEqual([]);
    const missing = await preview.app.request('/dev/api/subject-maps/science');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: 'No subject map "science": subject-maps/science.json does not exist.', code: 'not_found' } });
    expect((await preview.app.request('/dev/api/subject-maps/Bad_Key')).status).toBe(422);
  });

  it('streams the map again after a save, with a missing picture as a warning', async () => {
    const res = await preview.app.request('/dev/api/subject-maps/reading/events');
    const events = sseReader(res);
    expect((await events.next()).data.map.title).toBe('Story Forest');
    const json = JSON.parse(readFileSync(mapFile(), 'utf8'));
    json.title = 'Story Forest 2';
    json.nodes[0].images.done = '/assets/art/reading-map/nope.svg';
    writeFileSync(mapFile(), JSON.stringify(json, null, 2));
    const next = await events.next();
    expect(next.event).toBe('subject-map');
    expect(next.data.map.title).toBe('Story Forest 2');
    expect(next.data.issues).toEqual([expect.objectContaining({ severity: 'warning', path: 'nodes[0].images.done', message: 'No art file at /assets/art/reading-map/nope.svg' })]);
    await events.cancel();
  });
});
