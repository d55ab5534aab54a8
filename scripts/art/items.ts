/**
 * Writes the store's art into `assets/art/items/`:
 * - `<key>.svg` for every catalogue item (assets/items/*.json): outfits drawn alone from the same
 *   drawings the monster wears (core/art/outfits.ts), house items drawn here;
 * - `house-room.svg` and `outfit-room.svg`, the backgrounds of the house and the outfit room
 *   (1600 x 900, the game's design space).
 * Same ink outline and rounded shapes as the monster art. Deterministic: same input, same bytes.
 *
 * Run: `npx tsx scripts/art/items.ts` (`--check` only verifies the files are current).
 */
import { pathToFileURL } from 'node:url';
import type { MonsterItemContent } from '../../core/content/monster-items';
import { outfitDef, type OutfitCtx } from '../../core/art/outfits';
import { sparkleD, starD } from '../../core/art/paths';
import { INK, fine } from '../../core/art/svg-kit';
import { catalogueItems } from '../../worker/monster/items.catalogue';
import { type Generated, runGenerator, writeOrCheck } from './files';

const { el, g, num: n } = fine;

/** Folder of the art, relative to the repository root. */
export const ITEM_ART_DIR = 'assets/art/items';

const PREVIEW_CTX: OutfitCtx = { base: '#ff8cc6', halfWidth: 110, toFeet: 120 };
const line = (w: number) => ({ stroke: INK, 'stroke-width': w, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' });

function svgDoc(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="${viewBox}">${body}</svg>\n`;
}

/** An outfit alone, framed square on its bounding box with a margin. */
export function outfitPictureSvg(key: string): string {
  const def = outfitDef(key);
  if (!def) throw new Error(`No outfit drawing for "${key}" (core/art/outfits.ts).`);
  const [x0, y0, x1, y1] = def.bbox;
  const size = Math.max(x1 - x0, y1 - y0) + 24;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return svgDoc(200, 200, `${n(cx - size / 2)} ${n(cy - size / 2)} ${n(size)} ${n(size)}`, def.draw(PREVIEW_CTX));
}

interface HouseArt {
  w: number;
  h: number;
  body: string;
}

const WOOD = '#c98a4b';
const WOOD_DARK = '#a8692f';

/** House items, each standing on the bottom edge of its own box (wall items centred). */
const HOUSE: Readonly<Record<string, () => HouseArt>> = {
  'potted-plant': () => ({
    w: 130,
    h: 180,
    body:
      [
        ['M 65 100 C 30 90 12 60 22 30 C 48 40 62 70 65 100 Z', '#5faf33'],
        ['M 65 100 C 100 90 118 60 108 30 C 82 40 68 70 65 100 Z', '#5faf33'],
        ['M 65 102 C 50 70 52 30 65 8 C 78 30 80 70 65 102 Z', '#8fd655'],
      ]
        .map(([d, fill]) => el('path', { d: d!, fill: fill!, ...line(5) }))
        .join('') +
      el('path', { d: 'M 65 96 L 65 40', stroke: '#4a8f26', 'stroke-width': 4, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M 28 110 L 102 110 L 92 172 Q 65 178 38 172 Z', fill: '#ff8a5c', ...line(5) }) +
      el('rect', { x: 22, y: 98, width: 86, height: 20, rx: 8, fill: '#ff7a45', ...line(5) }) +
      el('circle', { cx: 54, cy: 138, r: 4, fill: INK }) +
      el('circle', { cx: 76, cy: 138, r: 4, fill: INK }) +
      el('path', { d: 'M 56 150 Q 65 158 74 150', fill: 'none', ...line(4) }),
  }),
  'round-rug': () => ({
    w: 320,
    h: 100,
    body: ['#ff8cc6', '#ffcc45', '#8fd655', '#5cc8f5', '#ad86f5']
      .map((fill, i) => el('ellipse', { cx: 160, cy: 50, rx: 152 - i * 28, ry: 44 - i * 8.4, fill, ...(i === 0 ? line(5) : {}) }))
      .join(''),
  }),
  'shape-poster': () => ({
    w: 150,
    h: 180,
    body:
      el('rect', { x: 8, y: 14, width: 134, height: 160, rx: 10, fill: '#fff8e6', ...line(6) }) +
      el('rect', { x: 20, y: 26, width: 110, height: 136, rx: 6, fill: 'none', stroke: '#ffcc45', 'stroke-width': 5 }) +
      el('path', { d: 'M 48 44 L 72 86 L 24 86 Z', fill: '#ff5c8a', ...line(4) }) +
      el('circle', { cx: 102, cy: 66, r: 20, fill: '#5cc8f5', ...line(4) }) +
      el('rect', { x: 30, y: 104, width: 40, height: 40, rx: 4, fill: '#8fd655', ...line(4) }) +
      el('path', { d: starD(102, 126, 22), fill: '#ffcc45', ...line(4) }) +
      el('circle', { cx: 75, cy: 14, r: 7, fill: '#ff5c5c', ...line(3) }),
  }),
  'wall-clock': () => ({
    w: 130,
    h: 130,
    body:
      el('circle', { cx: 65, cy: 65, r: 58, fill: '#5cc8f5', ...line(6) }) +
      el('circle', { cx: 65, cy: 65, r: 46, fill: '#ffffff', ...line(4) }) +
      Array.from({ length: 12 }, (_, i) => {
        const a = (i * 30 * Math.PI) / 180;
        const big = i % 3 === 0;
        return el('circle', { cx: 65 + Math.sin(a) * 37, cy: 65 - Math.cos(a) * 37, r: big ? 5 : 2.6, fill: big ? '#ff5c8a' : INK });
      }).join('') +
      el('path', { d: 'M 65 65 L 65 38', stroke: INK, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M 65 65 L 86 74', stroke: INK, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      el('circle', { cx: 65, cy: 65, r: 6, fill: '#ffcc45', ...line(3) }),
  }),
  'floor-lamp': () => ({
    w: 120,
    h: 280,
    body:
      el('ellipse', { cx: 60, cy: 60, rx: 58, ry: 44, fill: '#fff3b0', opacity: 0.55 }) +
      el('path', { d: 'M 60 86 L 60 262', stroke: INK, 'stroke-width': 14, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M 60 86 L 60 262', stroke: '#7c5cff', 'stroke-width': 7, 'stroke-linecap': 'round' }) +
      el('ellipse', { cx: 60, cy: 266, rx: 38, ry: 10, fill: '#7c5cff', ...line(5) }) +
      el('path', { d: 'M 30 24 L 90 24 L 110 90 Q 60 100 10 90 Z', fill: '#ffcc45', ...line(6) }) +
      el('path', { d: 'M 22 70 Q 60 78 98 70', fill: 'none', stroke: '#ff8cc6', 'stroke-width': 6, 'stroke-linecap': 'round' }),
  }),
  abacus: () => {
    const beads = ['#ff5c8a', '#ffcc45', '#8fd655', '#5cc8f5', '#ad86f5'];
    return {
      w: 190,
      h: 180,
      body:
        el('path', { d: 'M 24 150 L 14 176 M 166 150 L 176 176', stroke: INK, 'stroke-width': 9, 'stroke-linecap': 'round' }) +
        el('rect', { x: 14, y: 8, width: 162, height: 148, rx: 12, fill: WOOD, ...line(6) }) +
        el('rect', { x: 30, y: 24, width: 130, height: 116, rx: 6, fill: '#fff8e6', ...line(4) }) +
        beads
          .map((fill, row) => {
            const y = 40 + row * 21;
            const count = 5 - row;
            return (
              el('path', { d: `M 30 ${y} L 160 ${y}`, stroke: WOOD_DARK, 'stroke-width': 3 }) +
              Array.from({ length: count }, (_, i) => el('ellipse', { cx: 46 + i * 17 + row * 6, cy: y, rx: 8.5, ry: 8, fill, ...line(3) })).join('')
            );
          })
          .join(''),
    };
  },
  'toy-chest': () => ({
    w: 210,
    h: 160,
    body:
      el('rect', { x: 40, y: 10, width: 34, height: 34, rx: 6, fill: '#5cc8f5', ...line(4), transform: 'rotate(-12 57 27)' }) +
      el('circle', { cx: 150, cy: 28, r: 20, fill: '#ff5c8a', ...line(4) }) +
      el('path', { d: 'M 14 62 L 196 62 L 188 150 Q 105 156 22 150 Z', fill: WOOD, ...line(6) }) +
      el('path', { d: 'M 8 44 Q 105 30 202 44 L 202 66 L 8 66 Z', fill: WOOD_DARK, ...line(6) }) +
      el('path', { d: 'M 40 66 L 40 148 M 170 66 L 170 148', stroke: WOOD_DARK, 'stroke-width': 6 }) +
      el('path', { d: starD(105, 106, 24), fill: '#ffcc45', ...line(4) }) +
      el('rect', { x: 95, y: 56, width: 20, height: 16, rx: 4, fill: '#ffd23f', ...line(3) }),
  }),
  'fish-bowl': () => ({
    w: 150,
    h: 180,
    body:
      el('path', { d: 'M 40 176 L 52 150 L 98 150 L 110 176 Z', fill: WOOD, ...line(5) }) +
      el('path', { d: 'M 46 20 Q 75 26 104 20 Q 146 60 130 108 Q 116 152 75 152 Q 34 152 20 108 Q 4 60 46 20 Z', fill: '#d9f3ff', ...line(6) }) +
      el('path', { d: 'M 16 72 Q 75 82 134 72 Q 138 100 126 120 Q 100 150 75 150 Q 50 150 24 120 Q 12 100 16 72 Z', fill: '#5cc8f5', opacity: 0.75 }) +
      el('path', { d: 'M 60 108 Q 80 88 100 108 Q 80 128 60 108 Z', fill: '#ff8a3d', ...line(4) }) +
      el('path', { d: 'M 62 108 L 48 96 L 48 120 Z', fill: '#ff8a3d', ...line(4) }) +
      el('circle', { cx: 90, cy: 104, r: 3.5, fill: INK }) +
      el('circle', { cx: 104, cy: 84, r: 5, fill: 'none', stroke: '#ffffff', 'stroke-width': 3 }) +
      el('circle', { cx: 110, cy: 68, r: 3.5, fill: 'none', stroke: '#ffffff', 'stroke-width': 2.5 }) +
      el('path', { d: 'M 36 48 Q 30 64 32 82', fill: 'none', stroke: '#ffffff', 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.8 }) +
      el('path', { d: 'M 46 20 Q 75 26 104 20', fill: 'none', ...line(6) }),
  }),
  bookshelf: () => {
    const colours = ['#ff5c8a', '#5cc8f5', '#ffcc45', '#8fd655', '#ad86f5', '#ff8a3d'];
    const shelf = (y: number, seed: number) => {
      let x = 26;
      const out: string[] = [];
      for (let i = 0; x < 150; i++) {
        const w = 14 + ((seed + i * 5) % 4) * 3;
        const h = 46 + ((seed * 3 + i * 7) % 4) * 6;
        out.push(el('rect', { x, y: y - h, width: w, height: h, rx: 3, fill: colours[(seed + i) % colours.length]!, ...line(3.5) }));
        x += w + 2;
      }
      return out.join('');
    };
    return {
      w: 190,
      h: 240,
      body:
        el('rect', { x: 12, y: 8, width: 166, height: 226, rx: 10, fill: WOOD, ...line(6) }) +
        el('rect', { x: 24, y: 20, width: 142, height: 202, rx: 4, fill: '#8a5426' }) +
        shelf(86, 1) +
        shelf(154, 4) +
        shelf(222, 2) +
        el('path', { d: 'M 24 86 L 166 86 M 24 154 L 166 154', stroke: INK, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
        el('path', { d: 'M 24 86 L 166 86 M 24 154 L 166 154', stroke: WOOD, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    };
  },
  armchair: () => ({
    w: 230,
    h: 200,
    body:
      el('path', { d: 'M 44 184 L 40 198 M 186 184 L 190 198', stroke: INK, 'stroke-width': 10, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M 46 110 L 44 40 Q 44 12 80 12 L 150 12 Q 186 12 186 40 L 184 110 Z', fill: '#2fbf9f', ...line(6) }) +
      el('path', { d: 'M 66 40 Q 115 26 164 40', fill: 'none', stroke: '#7ee0c2', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      el('rect', { x: 40, y: 110, width: 150, height: 76, rx: 18, fill: '#27a98b', ...line(6) }) +
      el('rect', { x: 58, y: 96, width: 114, height: 34, rx: 14, fill: '#7ee0c2', ...line(5) }) +
      el('rect', { x: 10, y: 84, width: 44, height: 102, rx: 20, fill: '#2fbf9f', ...line(6) }) +
      el('rect', { x: 176, y: 84, width: 44, height: 102, rx: 20, fill: '#2fbf9f', ...line(6) }) +
      el('circle', { cx: 115, cy: 62, r: 16, fill: '#ffcc45', ...line(4) }) +
      el('path', { d: 'M 108 62 L 122 62 M 115 55 L 115 69', stroke: INK, 'stroke-width': 4, 'stroke-linecap': 'round' }),
  }),
};

/** A house item's picture. @throws Error for a key without a drawing here. */
export function housePictureSvg(key: string): string {
  const art = HOUSE[key];
  if (!art) throw new Error(`No house item drawing for "${key}" (scripts/art/items.ts).`);
  const { w, h, body } = art();
  return svgDoc(w, h, `0 0 ${w} ${h}`, body);
}

/** The house room: a warm wall with a window and wallpaper dots, a wooden floor, a skirting board. */
export function houseRoomSvg(): string {
  const dots: string[] = [];
  for (let y = 60; y < 560; y += 80) for (let x = (y / 80) % 2 === 0 ? 40 : 80; x < 1600; x += 80) dots.push(el('circle', { cx: x, cy: y, r: 7, fill: '#ffd7a8' }));
  const planks: string[] = [];
  for (let i = 0; i < 6; i++) {
    const y = 630 + i * 46;
    planks.push(el('path', { d: `M 0 ${y} L 1600 ${y}`, stroke: '#b8763d', 'stroke-width': 4 }));
    for (let x = (i * 233) % 400; x < 1600; x += 400) planks.push(el('path', { d: `M ${x} ${y} L ${x} ${y + 46}`, stroke: '#b8763d', 'stroke-width': 4 }));
  }
  const body =
    el('rect', { x: 0, y: 0, width: 1600, height: 600, fill: '#fff0d9' }) +
    dots.join('') +
    el('rect', { x: 0, y: 600, width: 1600, height: 300, fill: '#d99655' }) +
    planks.join('') +
    el('rect', { x: 0, y: 584, width: 1600, height: 28, fill: '#ffffff', stroke: INK, 'stroke-width': 5 }) +
    g(
      { transform: 'translate(1120 90)' },
      el('rect', { x: 0, y: 0, width: 320, height: 260, rx: 18, fill: '#9fdcff', stroke: INK, 'stroke-width': 10 }),
      el('circle', { cx: 240, cy: 70, r: 36, fill: '#ffd84d' }),
      el('path', { d: 'M 40 150 Q 60 118 92 132 Q 110 104 144 124 Q 176 120 176 150 Z', fill: '#ffffff' }),
      el('path', { d: 'M 0 210 Q 80 170 160 200 Q 240 180 320 206 L 320 260 L 0 260 Z', fill: '#8fd655' }),
      el('path', { d: 'M 160 0 L 160 260 M 0 130 L 320 130', stroke: '#ffffff', 'stroke-width': 14 }),
      el('rect', { x: 0, y: 0, width: 320, height: 260, rx: 18, fill: 'none', stroke: INK, 'stroke-width': 10 }),
      el('rect', { x: -24, y: 256, width: 368, height: 24, rx: 10, fill: '#ffffff', stroke: INK, 'stroke-width': 6 }),
    ) +
    el('path', { d: sparkleD(200, 120, 18), fill: '#ffcc45', opacity: 0.5 });
  return svgDoc(1600, 900, '0 0 1600 900', body);
}

/** The outfit room: a dressing room with curtains, a mirror and a round stage for the monster. */
export function outfitRoomSvg(): string {
  const stars: string[] = [];
  for (let i = 0; i < 14; i++) stars.push(el('path', { d: starD(120 + ((i * 389) % 1360), 70 + ((i * 157) % 420), 10 + (i % 3) * 4, i * 11), fill: '#ffffff', opacity: 0.45 }));
  const curtain = (x: number, flip: boolean) =>
    g(
      { transform: flip ? `translate(${x} 0) scale(-1 1)` : `translate(${x} 0)` },
      el('path', { d: 'M 0 0 L 230 0 Q 170 300 210 620 Q 120 660 0 640 Z', fill: '#ff6f91', stroke: INK, 'stroke-width': 8, 'stroke-linejoin': 'round' }),
      el('path', { d: 'M 60 20 Q 40 300 70 620 M 130 20 Q 110 300 140 630', fill: 'none', stroke: '#e2486f', 'stroke-width': 10, 'stroke-linecap': 'round' }),
    );
  const body =
    el('rect', { x: 0, y: 0, width: 1600, height: 640, fill: '#c9b6ff' }) +
    stars.join('') +
    el('rect', { x: 0, y: 640, width: 1600, height: 260, fill: '#7c5cff' }) +
    el('path', { d: 'M 0 640 L 1600 640', stroke: INK, 'stroke-width': 8 }) +
    el('ellipse', { cx: 800, cy: 760, rx: 380, ry: 70, fill: '#ffcc45', stroke: INK, 'stroke-width': 8 }) +
    el('ellipse', { cx: 800, cy: 750, rx: 320, ry: 50, fill: '#ffe07a' }) +
    curtain(-10, false) +
    curtain(1610, true) +
    el('rect', { x: -10, y: -10, width: 1620, height: 60, fill: '#ff6f91', stroke: INK, 'stroke-width': 8 });
  return svgDoc(1600, 900, '0 0 1600 900', body);
}

/** Every file this script writes: name → contents. */
export function itemArtFiles(items: readonly MonsterItemContent[] = catalogueItems()): Map<string, string> {
  const files = new Map<string, string>();
  for (const item of items) files.set(`${item.key}.svg`, item.type === 'outfit' ? outfitPictureSvg(item.key) : housePictureSvg(item.key));
  files.set('house-room.svg', houseRoomSvg());
  files.set('outfit-room.svg', outfitRoomSvg());
  return files;
}

/** The store art as generator output (see files.ts). */
export function buildItemArt(items: readonly MonsterItemContent[] = catalogueItems()): Generated {
  const files = new Map<string, string>();
  for (const [name, svg] of itemArtFiles(items)) files.set(`${ITEM_ART_DIR}/${name}`, svg);
  return { files, owns: [ITEM_ART_DIR], summary: `Item art (${files.size} files)` };
}

/** Writes (or with `check`, compares) every file. Returns the paths whose file was missing or different. */
export function writeItemArt(root: string, check = false): string[] {
  return writeOrCheck(root, buildItemArt(), check);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runGenerator('scripts/art/items.ts', () => buildItemArt());
