/**
 * The Superskills map (issue 17; spec part 2 sections 4 and 9 "Superskills"): Skill Park, a sunny
 * park whose walking path runs left to right along the meadow past the playground and the garden,
 * then climbs the big hill in two switchbacks to the library tree house. One skill stone per
 * episode of assets/superskills/episodes/*.json (keys `level-N`, titles the episode titles). The map
 * is a levels map at scale 1.5 that pans by level along x (spec section 9: only above level 4, 0.2
 * per level minus 2, so from level 7 on the view rests at the right end), which is why the stones
 * of levels 1-4 stand in the left view and levels 7-14 in the right one. Writes
 * `assets/art/superskills/**` and `assets/subject-maps/superskills.json`. Deterministic (seeded):
 * a rerun changes no byte (scripts/art/identity.test.ts).
 *
 * Run: `npx tsx scripts/art/superskills/superskills-map.ts` (`--check` only compares).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { darken, linearGradient } from '../../../core/art/colour';
import { mound, type Pt, smooth } from '../../../core/art/paths';
import { makeRng } from '../../../core/art/rng';
import { SceneBuilder } from '../../../core/art/sprite-kit';
import { coarse } from '../../../core/art/svg-kit';
import type { SubjectMapInput } from '../../../core/content/subject-map-schema';
import { type Episode, episodeSchema } from '../../../core/superskills/episode-schema';
import { type Generated, runGenerator } from '../files';
import { cloud, hills, mapTrail, nearPolyline, pathFlowers, sun } from '../scene-kit';
import { addonSvgs, H, W } from '../science/science-map-pieces';
import { roundTree } from '../social-studies/ss-map-pieces';
import { addonEntry, mapJsonText, tidySvg } from '../subject-map-files';
import { skillParkAddons, stoneSvgs } from './skill-stones';

const { el, g, doc } = coarse;
const DIR = 'assets/art/superskills';
const URL_DIR = '/assets/art/superskills';

/** The map's zoom over covering the screen: a wide land that pans by level. */
export const SUPERSKILLS_MAP_SCALE = 1.5;
/** The spec's pan (section 9): along x, only above level 4, 0.2 x (level - 2) of the way. */
export const SUPERSKILLS_PAN = { mode: 'steps', axis: 'x', above_level: 4, per_level: 0.2, level_offset: 2 } as const;
export const SUPERSKILLS_PALETTE = { sky: '#9fdcff', ground: '#7cc95a', path: '#f6dca4', accent: '#9b6bff', text: '#2b2140' } as const;

/** The stones, levels 1..14: the meadow left to right, then up the hill (right to left, then left to right). */
export const SUPERSKILLS_NODES: readonly Pt[] = [
  [170, 770], [350, 720], [530, 775], [710, 725], [890, 780], [1070, 730], [1250, 785], [1440, 730],
  [1370, 545], [1180, 520], [990, 545],
  [1010, 330], [1190, 300], [1370, 320],
];
/** Bends of the path after node i (where it turns up the hill). */
const BENDS: Readonly<Record<number, Pt>> = { 7: [1545, 640], 10: [860, 440] };
/** The trail runs this far below a stone's point; the monster stands on it, left of the stone. */
const TRAIL_DROP = 40;
const MONSTER_OFFSET: Pt = [-86, 44];

/** Every episode in number order (assets/superskills/episodes/NN-slug.json), validated. */
export function readEpisodes(root: string): Episode[] {
  const dir = join(root, 'assets/superskills/episodes');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => episodeSchema.parse(JSON.parse(readFileSync(join(dir, f), 'utf8'))))
    .sort((a, b) => a.episode_number - b.episode_number);
}

/** The walk: every stone with the bends between, design px. */
function walk(): Pt[] {
  return SUPERSKILLS_NODES.flatMap((n, i) => (BENDS[i] ? [n, BENDS[i]] : [n]));
}

/** A swing set, its feet on y. */
function swings(x: number, y: number): string {
  const leg = (dx: number) => el('path', { d: `M${x + dx},${y} L${x + dx * 0.6 + (dx > 0 ? 20 : -20)},${y - 130}`, stroke: '#e8634a', 'stroke-width': 8, 'stroke-linecap': 'round' });
  const seat = (sx: number) => el('path', { d: `M${sx - 12},${y - 128} V${y - 46} M${sx + 12},${y - 128} V${y - 46}`, stroke: '#6a6a7a', 'stroke-width': 3 }) + el('rect', { x: sx - 18, y: y - 48, width: 36, height: 8, rx: 3, fill: '#ffd23f', stroke: darken('#ffd23f', 0.3), 'stroke-width': 2 });
  return el('ellipse', { cx: x, cy: y + 2, rx: 110, ry: 10, fill: '#5a9a3a', opacity: 0.3 }) + leg(-90) + leg(-70) + leg(90) + leg(70) + el('path', { d: `M${x - 84},${y - 130} H${x + 84}`, stroke: '#e8634a', 'stroke-width': 9, 'stroke-linecap': 'round' }) + seat(x - 36) + seat(x + 36);
}

/** A slide with a ladder, its feet on y. */
function slide(x: number, y: number): string {
  return (
    el('ellipse', { cx: x + 20, cy: y + 2, rx: 100, ry: 10, fill: '#5a9a3a', opacity: 0.3 }) +
    el('path', { d: `M${x - 60},${y} L${x - 40},${y - 120} M${x - 30},${y} L${x - 14},${y - 120} M${x - 56},${y - 30} H${x - 26} M${x - 51},${y - 60} H${x - 21} M${x - 46},${y - 90} H${x - 17}`, stroke: '#5b8def', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    el('rect', { x: x - 46, y: y - 130, width: 40, height: 12, rx: 4, fill: '#5b8def' }) +
    el('path', { d: `M${x - 10},${y - 124} C${x + 30},${y - 110} ${x + 50},${y - 20} ${x + 100},${y - 6} L${x + 104},${y - 20} C${x + 56},${y - 32} ${x + 36},${y - 122} ${x - 6},${y - 136} Z`, fill: '#ffd23f', stroke: darken('#ffd23f', 0.3), 'stroke-width': 3 })
  );
}

/** A raised garden bed with flowers or vegetables. */
function gardenBed(x: number, y: number, w: number, flowers: readonly string[]): string {
  let plants = '';
  flowers.forEach((c, i) => {
    const px = x + 16 + (i * (w - 32)) / Math.max(1, flowers.length - 1);
    plants += el('path', { d: `M${px},${y} v-22`, stroke: '#3f8a32', 'stroke-width': 3 }) + el('circle', { cx: px, cy: y - 26, r: 8, fill: c, stroke: darken(c, 0.25), 'stroke-width': 2 }) + el('circle', { cx: px, cy: y - 26, r: 3, fill: '#fff3a0' });
  });
  return el('rect', { x, y: y - 4, width: w, height: 20, rx: 4, fill: '#b07d58', stroke: '#7a5236', 'stroke-width': 3 }) + el('rect', { x: x + 4, y: y - 6, width: w - 8, height: 6, rx: 3, fill: '#6e4a2e' }) + plants;
}

/** A sunflower, its foot at (x, y). */
function sunflower(x: number, y: number, h: number): string {
  let petals = '';
  for (let i = 0; i < 10; i++) petals += el('ellipse', { cx: x, cy: y - h - 14, rx: 6, ry: 12, fill: '#ffd23f', transform: `rotate(${i * 36} ${x} ${y - h})` });
  return el('path', { d: `M${x},${y} V${y - h}`, stroke: '#3f8a32', 'stroke-width': 5 }) + el('path', { d: `M${x},${y - h * 0.5} q14,-12 24,-4 q-12,10 -24,4 Z`, fill: '#5fbf5a' }) + petals + el('circle', { cx: x, cy: y - h, r: 10, fill: '#8a5a2c' });
}

function background(): string {
  const b = new SceneBuilder(makeRng(1721));
  const r = b.rng;
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#8fd3ff'], [0.6, '#d6f0ff'], [1, '#fff1d0']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
  sun(b, 200, 110, 50, '#fff3a0', '#fff8c8');
  for (const [x, y, s] of [[380, 170, 1.1], [760, 90, 1.3]] as const) b.add(cloud(x, y, s, '#ffffff', 0.85));
  hills(b, 420, 60, 130, '#bfe6a8', 0.8, 6);
  // The big hill the path climbs, and the meadow.
  b.add(el('path', { d: mound(720, 1720, 660, 520, r, 6), fill: '#8fd16a' }), el('path', { d: mound(820, 1640, 660, 470, r, 6), fill: '#9bd876', opacity: 0.6 }));
  b.def('meadow', linearGradient('meadow', 0, 0, 0, 1, [[0, '#a6e07e'], [1, '#6cbf4c']]));
  b.add(el('path', { d: `M0,600 ${smooth([[0, 600], [400, 585], [800, 620], [1200, 640], [1600, 650]]).replace(/^M[^C]*/, '')} L1600,900 L0,900 Z`, fill: 'url(#meadow)' }));
  const nodes = SUPERSKILLS_NODES.map(([x, y]) => [x, y + TRAIL_DROP] as Pt);
  const pts = [[-40, 820] as Pt, ...walk().map(([x, y]) => [x, y + TRAIL_DROP] as Pt)];
  mapTrail(b, pts, nodes, { band: '#fff2c2', trail: SUPERSKILLS_PALETTE.path, edge: '#d9b574', dots: '#ffffff', pad: ['#fff0c8', '#e8c98a'] }, 54);
  // The playground and the garden above the meadow path, in the first view.
  b.add(el('path', { d: `M60,640 C60,600 520,590 560,640 Z`, fill: '#f3e0a8', opacity: 0.8 }));
  b.add(swings(180, 620), slide(430, 630));
  b.add(el('path', { d: 'M600,470 h300 M600,470 v150 M900,470 v150', stroke: '#c89a5a', 'stroke-width': 5, opacity: 0.6 }));
  b.add(gardenBed(620, 560, 120, ['#ff7eb6', '#ffd23f', '#ff6f61', '#b58cff']), gardenBed(770, 600, 120, ['#ff9f43', '#ffffff', '#ff7eb6', '#ffd23f']), gardenBed(640, 640, 100, ['#ff6f61', '#ffd23f', '#9b6bff']));
  b.add(sunflower(610, 520, 60), sunflower(890, 540, 70), sunflower(770, 520, 50));
  // A bench and a reading lamp by the hill path.
  b.add(el('path', { d: 'M1220,430 h70 M1222,430 v18 M1288,430 v18 M1220,416 h70', stroke: '#a0704a', 'stroke-width': 7, 'stroke-linecap': 'round' }));
  // Trees clear of the path and the stones (a crown is ~70 px above its foot).
  const stones = SUPERSKILLS_NODES;
  const clear = (x: number, y: number) => !nearPolyline(pts, x, y + 10, 80) && !nearPolyline(pts, x, y - 70, 80) && stones.every(([nx, ny]) => Math.hypot(nx - x, ny - y) > 130 && Math.hypot(nx - x, ny - (y - 70)) > 110) && !(x < 960 && y > 440 && y < 660) && Math.hypot(x - 1500, y - 200) > 150;
  const trees: Array<[number, number, number]> = [];
  for (let tries = 0; trees.length < 24 && tries < 800; tries++) {
    const x = r.range(20, W - 20);
    const y = r.range(300, 890);
    const groundY = x > 760 ? 660 - 520 * Math.pow(Math.sin(Math.min(1, Math.max(0, (x - 720) / 1000)) * Math.PI), 0.6) : 600;
    if (y < groundY + 30) continue;
    if (clear(x, y) && trees.every(([tx, ty]) => Math.hypot(tx - x, ty - y) > 70)) trees.push([x, y, 0.7 + (y - 300) / 1200]);
  }
  b.add(g({}, ...trees.sort((a, c) => a[1] - c[1]).map(([x, y, s]) => roundTree(x, y, s, r.pick(['#5fbf5a', '#7ed957', '#4fae6a', '#ff9fb0'])))));
  b.add(pathFlowers(r, pts, 60, 640, W));
  const s = b.scene();
  return doc(W, H, s.body, { defs: s.defs });
}

function backgroundPlaceholder(): string {
  const pts = walk().map(([x, y]) => [x, y + TRAIL_DROP] as Pt);
  return doc(W, H, el('rect', { width: W, height: H, fill: '#bfe6ff' }) + el('path', { d: 'M720,660 C900,120 1500,120 1720,660 Z', fill: '#8fd16a' }) + el('rect', { y: 600, width: W, height: 300, fill: '#93d46c' }) + el('path', { d: smooth(pts), stroke: SUPERSKILLS_PALETTE.path, 'stroke-width': 54, fill: 'none', 'stroke-linecap': 'round' }));
}

/** Builds every file of the Superskills map in memory. */
export function buildSuperskillsMap(root: string): Generated {
  const episodes = readEpisodes(root);
  if (episodes.length !== SUPERSKILLS_NODES.length) throw new Error(`superskills: ${SUPERSKILLS_NODES.length} stones for ${episodes.length} episodes`);
  const files = new Map<string, string>();
  const url = (name: string) => `${URL_DIR}/${name}.svg`;
  files.set(`${DIR}/background.svg`, background());
  files.set(`${DIR}/background-placeholder.svg`, backgroundPlaceholder());
  const addons = skillParkAddons();
  for (const a of addons) {
    const svgs = addonSvgs(a);
    files.set(`${DIR}/${a.key}.svg`, svgs.loaded);
    files.set(`${DIR}/${a.key}-placeholder.svg`, svgs.placeholder);
  }
  const nodes = episodes.map((e, i) => {
    if (e.episode_number !== i + 1) throw new Error(`superskills: episode ${i + 1} is missing`);
    const looks = stoneSvgs(i + 1);
    const n = `stone-${i + 1}`;
    files.set(`${DIR}/${n}.svg`, looks.unselected);
    for (const look of ['placeholder', 'selected', 'locked', 'done'] as const) files.set(`${DIR}/${n}-${look}.svg`, looks[look]);
    const [x, y] = SUPERSKILLS_NODES[i]!;
    return { key: `level-${i + 1}`, level: i + 1, title: e.title, x, y, images: { placeholder: url(`${n}-placeholder`), unselected: url(n), selected: url(`${n}-selected`), locked: url(`${n}-locked`), done: url(`${n}-done`) }, order: i + 1, zIndex: 10 };
  });
  const path: NonNullable<SubjectMapInput['path']> = SUPERSKILLS_NODES.flatMap((_, i) => {
    const bend = BENDS[i];
    return bend ? [{ node: `level-${i + 1}` }, { x: bend[0], y: bend[1] }] : [{ node: `level-${i + 1}` }];
  });
  const map: SubjectMapInput = {
    key: 'superskills',
    title: 'Skill Park',
    type: 'levels',
    scale: SUPERSKILLS_MAP_SCALE,
    pan: { ...SUPERSKILLS_PAN },
    fit: 'cover',
    palette: { ...SUPERSKILLS_PALETTE },
    background: { image: url('background'), placeholder: url('background-placeholder') },
    addons: addons.map((a) => addonEntry(a, url)),
    nodes,
    path,
    monster: { scale: 0.9, offset: [...MONSTER_OFFSET] },
  };
  files.set('assets/subject-maps/superskills.json', mapJsonText(map));
  for (const [p, text] of files) if (p.endsWith('.svg')) files.set(p, tidySvg(text));
  return { files, owns: [DIR], summary: `superskills map: background, ${nodes.length} stones x 5 looks, ${addons.length} addons, superskills.json` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runGenerator('scripts/art/superskills/superskills-map.ts', (root) => buildSuperskillsMap(root));
