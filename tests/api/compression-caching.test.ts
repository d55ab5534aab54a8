/**
 * Compression and caching under `npm start` (issue 21 "Must deliver 1"), through the real Node entry
 * over HTTP: the build's hashed files are sent pre-compressed (the .br/.gz siblings
 * vite-plugin-compression2 writes; a client built here the same way with node:zlib) by what the
 * request accepts, and cached for a year; index.html and the art revalidate with an ETag (304);
 * already-compressed media are sent as they are; API JSON is gzipped on the fly and never stored.
 * Sizes only, never times. node:http rather than fetch, which would decode the bodies.
 */
import { request } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeDbHandle } from '../../db/drivers/node';
import { startNodeServer, type RunningServer } from '../../worker/entry-node';
import { addMemberOnLevel, TEST_CONFIG } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

/** A hashed entry chunk as Vite names it, and its text (~60 KB, compressible like real code). */
const ENTRY = '/static/index-B4x9Qk2L.js';
const ENTRY_JS = Array.from({ length: 1500 }, (_, i) => `export const level${i} = { id: ${i}, name: "level ${i}", done: false };`).join('\n');
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="${ENTRY}"></script></head><body><div id="root"></div></body></html>`;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET without decoding: the bytes on the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

let clientDir: string;
let server: RunningServer;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(clientDir, 'static'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  const entry = join(clientDir, ENTRY);
  writeFileSync(entry, ENTRY_JS);
  writeFileSync(entry + '.br', brotliCompressSync(ENTRY_JS));
  writeFileSync(entry + '.gz', gzipSync(ENTRY_JS));
  // The file's database, left open for the context (the server closes what it is given).
  const handle: NodeDbHandle = { ...(ctx.handle as NodeDbHandle), close: async () => {} };
  server = await startNodeServer({ port: 0, handle, clientDir, clock: ctx.clock, env: { NODE_ENV: 'production', JWT_SECRET: TEST_CONFIG.jwtSecret } });
});

afterAll(async () => {
  await server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the hashed build files', () => {
  it('are sent as brotli, gzip or identity by Accept-Encoding, always with Vary: Accept-Encoding, and cached for a year', async () => {
    const br = await get(server.url + ENTRY, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get(server.url + ENTRY, { 'accept-encoding': 'gzip' });
    const identity = await get(server.url + ENTRY);
    expect([br.status, gzip.status, identity.status]).toEqual([200, 200, 200]);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], identity.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(brotliDecompressSync(br.body).toString()).toBe(ENTRY_JS);
    expect(gunzipSync(gzip.body).toString()).toBe(ENTRY_JS);
    expect(identity.body.toString()).toBe(ENTRY_JS);
    expect(br.body.length).toBeLessThan(ENTRY_JS.length / 4);
    for (const res of [br, gzip, identity]) {
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // Each representation has its own validator.
    expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);
  });
});

describe('index.html and the SPA fallback', () => {
  it('revalidate on every use: no-cache, an ETag, and 304 without a body for If-None-Match', async () => {
    for (const path of ['/', '/math', '/login']) {
      const first = await get(server.url + path, { 'accept-encoding': 'br, gzip' });
      expect(first.status, path).toBe(200);
      expect(first.body.toString(), path).toBe(INDEX_HTML);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      const tag = first.headers.etag as string;
      expect(tag, path).toMatch(/^"[\w-]+"$/);
      const again = await get(server.url + path, { 'accept-encoding': 'br, gzip', 'if-none-match': tag });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(tag);
      expect(again.headers['cache-control'], path).toBe('no-cache');
    }
    const changed = await get(server.url + '/', { 'if-none-match': '"an-older-build"' });
    expect(changed.status).toBe(200);
  });
});

describe('the content art and content JSON (URLs without a version)', () => {
  it('gzip SVG and JSON, leave JPEG and audio as they are, and revalidate them all with an ETag', async () => {
    const svg = await get(server.url + '/assets/art/ocean/map.svg', { 'accept-encoding': 'gzip' });
    const json = await get(server.url + '/assets/maps/ocean.json', { 'accept-encoding': 'gzip' });
    const plainSvg = await get(server.url + '/assets/art/ocean/map.svg');
    expect([svg.status, json.status, plainSvg.status]).toEqual([200, 200, 200]);
    expect(svg.headers['content-encoding']).toBe('gzip');
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(svg.body).equals(plainSvg.body)).toBe(true);
    expect(JSON.parse(gunzipSync(json.body).toString()).key).toBe('ocean');
    expect(svg.body.length).toBeLessThan(plainSvg.body.length / 2);
    for (const path of ['/assets/video/thumbnails/lesson-sample.jpg', '/assets/audio/sfx/correct.mp3', '/assets/art/ocean/map.svg', '/assets/maps/ocean.json']) {
      const res = await get(server.url + path, { 'accept-encoding': 'gzip, br' });
      expect(res.status, path).toBe(200);
      if (/\.(jpg|mp3)$/.test(path)) expect(res.headers['content-encoding'], path).toBeUndefined();
      expect(res.headers['cache-control'], path).toBe('no-cache');
      const again = await get(server.url + path, { 'accept-encoding': 'gzip, br', 'if-none-match': res.headers.etag as string });
      expect(again.status, path).toBe(304);
    }
  });
});

describe('API JSON', () => {
  it('is gzipped when accepted (the map content to under a quarter of its size), identity otherwise; the child map never stored, the static content immutable', async () => {
    const kid = await addMemberOnLevel(ctx, 5);
    const auth = { authorization: `Bearer ${kid.access}` };
    const progress = await get(`${server.url}/api/v1/students/${kid.id}/math_game/map`, auth);
    expect(progress.status).toBe(200);
    expect(progress.headers['cache-control']).toBe('no-store');
    const map = JSON.parse(progress.body.toString()) as { map_game: { current_level: number }; content: { url: string } };
    expect(map.map_game.current_level).toBe(5);
    // The child's side only (79 KB with the map's content before issue 21).
    expect(progress.body.length).toBeLessThan(5_000);
    const url = server.url + map.content.url;
    const raw = await get(url, {});
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([raw.status, gzip.status]).toEqual([200, 200]);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const decoded = gunzipSync(gzip.body);
    expect(decoded.equals(raw.body)).toBe(true);
    expect(JSON.parse(decoded.toString()).map.key).toBe('ocean');
    expect(raw.body.length).toBeGreaterThan(20_000);
    expect(gzip.body.length).toBeLessThan(raw.body.length / 4);
    for (const res of [raw, gzip]) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });
});
