import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ART_CHARACTERS, ART_POSES, ART_PROPS, ART_SETTINGS, type BookArt } from '../../../core/reading/book-schema';
import { REPO_ROOT } from '../files';
import { characterDrawing } from './characters';
import { renderBookArt } from './compose';
import { poseSpec } from './pose';
import { propDrawing } from './props';
import { buildBookArt } from './render';
import { settingDrawing } from './settings';

/** Every `url(#id)` and `href="#id"` names an element of the document, and there is no NaN/undefined. */
function referencesResolve(svg: string): boolean {
  const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  return refs.every((r) => ids.has(r));
}

async function parses(svg: string): Promise<boolean> {
  const meta = await sharp(Buffer.from(svg)).metadata();
  return meta.format === 'svg' && meta.width === 1200 && meta.height === 800;
}

/** The most crowded picture the schema allows: 4 characters (Moxie among them) and 6 props, night and snow. */
const CROWDED: BookArt = {
  setting: 'meadow',
  time: 'night',
  weather: 'snow',
  characters: [
    { who: 'moxie', pose: 'cheer', at: 'left' },
    { who: 'giraffe', pose: 'walk', at: 'center' },
    { who: 'child-2', pose: 'hold', at: 'right', holding: 'umbrella' },
    { who: 'cow', pose: 'sit', at: 'right', facing: 'right' },
  ],
  props: [
    { what: 'sunflower', at: 'left', count: 5 },
    { what: 'train', at: 'center', count: 1 },
    { what: 'sun', at: 'right', count: 1 },
    { what: 'snowman', at: 'left', count: 2 },
    { what: 'cake', at: 'center', count: 3 },
    { what: 'rainbow', at: 'center', count: 1 },
  ],
};

describe('reading book art', () => {
  it('has a backdrop for every setting, a drawing for every character in every pose and for every prop, and refuses unknown values', () => {
    for (const s of ART_SETTINGS) expect(settingDrawing(s).draw).toBeTypeOf('function');
    for (const p of ART_PROPS) expect(propDrawing(p).draw()).toMatch(/^</);
    for (const who of ART_CHARACTERS) {
      for (const pose of ART_POSES) {
        const f = characterDrawing(who)(poseSpec(pose));
        expect(f.body, `${who} ${pose}`).toMatch(/^</);
        expect(f.body, `${who} ${pose}`).not.toMatch(/NaN|undefined|Infinity/);
        expect(f.ext.top, `${who} ${pose}`).toBeGreaterThan(0);
      }
    }
    expect(() => settingDrawing('moonbase')).toThrow(/setting "moonbase"/);
    expect(() => characterDrawing('unicorn')).toThrow(/character "unicorn"/);
    expect(() => propDrawing('toaster')).toThrow(/prop "toaster"/);
    expect(() => poseSpec('dance' as never)).toThrow(/pose "dance"/);
    expect(() => renderBookArt({ setting: 'moonbase' } as never)).toThrow();
  });

  it('draws no text: pictures work for every reader', () => {
    const svg = renderBookArt(CROWDED);
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
  });

  it('writes valid, self-contained SVG for every setting, time and weather, character and prop', async () => {
    const pictures: string[] = [];
    ART_SETTINGS.forEach((setting, i) => {
      const time = (['day', 'evening', 'night'] as const)[i % 3]!;
      const weather = (['clear', 'rain', 'snow', 'wind'] as const)[i % 4]!;
      pictures.push(renderBookArt({ setting, time, weather, characters: [{ who: ART_CHARACTERS[i % ART_CHARACTERS.length]!, pose: ART_POSES[i % ART_POSES.length]!, at: 'center', holding: ART_PROPS[i]! }], props: [{ what: ART_PROPS[(i * 7) % ART_PROPS.length]!, at: 'left', count: 1 + (i % 5) }] }));
    });
    for (let i = 0; i < ART_CHARACTERS.length; i += 4) {
      pictures.push(renderBookArt({ setting: 'park', time: 'day', weather: 'clear', characters: ART_CHARACTERS.slice(i, i + 4).map((who, k) => ({ who, pose: ART_POSES[(i + k) % ART_POSES.length]!, at: (['left', 'center', 'right', 'left'] as const)[k]!, facing: k % 2 === 0 ? 'left' : 'right' })), props: [] }));
    }
    for (let i = 0; i < ART_PROPS.length; i += 6) {
      pictures.push(renderBookArt({ setting: 'kitchen', time: 'day', weather: 'clear', characters: [], props: ART_PROPS.slice(i, i + 6).map((what, k) => ({ what, at: (['left', 'center', 'right'] as const)[k % 3]!, count: 1 + (k % 3) })) }));
    }
    pictures.push(renderBookArt(CROWDED));
    for (const svg of pictures) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(referencesResolve(svg)).toBe(true);
    }
    const parsed = await Promise.all(pictures.map(parses));
    expect(parsed.every(Boolean)).toBe(true);
  });

  it('is deterministic: the same descriptor gives the same bytes, and defaults change nothing', () => {
    expect(renderBookArt(CROWDED)).toBe(renderBookArt(structuredClone(CROWDED)));
    const short = { setting: 'backyard', characters: [{ who: 'cat', at: 'center' }] } as unknown as BookArt;
    const full: BookArt = { setting: 'backyard', time: 'day', weather: 'clear', characters: [{ who: 'cat', pose: 'stand', at: 'center' }], props: [] };
    expect(renderBookArt(short)).toBe(renderBookArt(full));
  });

  it('stays small: a typical page well under 12 KB, the most crowded picture under 32 KB, repeats drawn once', () => {
    const typical = renderBookArt({ setting: 'park', time: 'day', weather: 'clear', characters: [{ who: 'child-1', pose: 'walk', at: 'left' }, { who: 'dog', pose: 'run', at: 'right' }], props: [{ what: 'tree', at: 'right', count: 1 }, { what: 'flower', at: 'left', count: 3 }] });
    expect(typical.length).toBeLessThan(12 * 1024);
    const crowded = renderBookArt(CROWDED);
    expect(crowded.length).toBeLessThan(32 * 1024);
    expect(crowded.match(/<use /g)).toHaveLength(5 + 2 + 3);
  });
});

describe('render.ts', () => {
  const root = mkdtempSync(join(tmpdir(), 'book-art-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders a cover and one file per page named by part and page within the part, owning the art folder', () => {
    const sample = JSON.parse(readFileSync(join(REPO_ROOT, 'assets/reading/books/pat-can-nap.json'), 'utf8')) as { parts: { pages: unknown[] }[] };
    const book = { ...sample, id: 900, slug: 'two-parts', parts: [sample.parts[0], { ...sample.parts[0], title: 'Again' }] };
    mkdirSync(join(root, 'assets/reading/books'), { recursive: true });
    writeFileSync(join(root, 'assets/reading/books/two-parts.json'), JSON.stringify(book));
    const gen = buildBookArt(root);
    const n = sample.parts[0]!.pages.length;
    expect([...gen.files.keys()].sort()).toEqual(['assets/reading/art/two-parts/cover.svg', ...[1, 2].flatMap((part) => Array.from({ length: n }, (_, i) => `assets/reading/art/two-parts/p${part}-${i + 1}.svg`))].sort());
    expect(gen.owns).toEqual(['assets/reading/art']);
    expect(buildBookArt(root).files).toEqual(gen.files);
    for (const svg of gen.files.values()) expect(svg.length).toBeLessThan(12 * 1024);
  });

  it('names the file of a book that is not valid', () => {
    mkdirSync(join(root, 'assets/reading/books'), { recursive: true });
    writeFileSync(join(root, 'assets/reading/books/broken.json'), JSON.stringify({ slug: 'broken' }));
    expect(() => buildBookArt(root)).toThrow(/assets\/reading\/books\/broken\.json is not a valid book/);
    rmSync(join(root, 'assets/reading/books/broken.json'));
  });
});
