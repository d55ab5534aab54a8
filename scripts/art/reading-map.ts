/**
 * The reading map (issue 15 contract 5a): a storybook land — the Book Hills (giant books standing
 * on the horizon), the Story Forest (round lollipop trees), ABC blocks and flowers — with a winding
 * trail through eight open-book level nodes up to the storybook castle. Writes
 * `assets/art/reading-map/**` (background, its placeholder, every node look, the addons and their
 * placeholders) and `assets/subject-maps/reading.json` (core/content/subject-map-schema.ts).
 * Deterministic (seeded): a rerun changes no byte (scripts/art/identity.test.ts).
 *
 * Run: `npx tsx scripts/art/reading-map.ts` (`--check` only compares).
 */
import { pathToFileURL } from 'node:url';
import { darken, lighten, linearGradient, mix } from '../../core/art/colour';
import { mound, type Pt, smooth } from '../../core/art/paths';
import { makeRng } from '../../core/art/rng';
import { SceneBuilder } from '../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../core/art/svg-kit';
import type { SubjectMapInput } from '../../core/content/subject-map-schema';
import { type Generated, runGenerator } from './files';
import { addonArts, addonSvgs, COVERS, nodeSvgs } from './reading-map-pieces';
import { cloud, mapTrail, nearPolyline, pathFlowers, sun, trailPoints } from './scene-kit';

const { el, g, doc } = coarse;
const W = 1600;
const H = 900;
const DIR = 'assets/art/reading-map';
const URL_DIR = '/assets/art/reading-map';

/** The palette of the reading land: warm storybook sky, meadow, sandy trail, coral accent. */
export const READING_PALETTE = { sky: '#9fdcff', ground: '#7cc95a', path: '#f6dca4', accent: '#ff7a59', text: '#2b2140' } as const;

/** Level nodes (where the trail passes under each book), levels 1..8 winding up to the castle. */
export const READING_NODES: readonly Pt[] = [
  [170, 770],
  [450, 700],
  [730, 790],
  [1010, 700],
  [1300, 770],
  [1450, 560],
  [1130, 480],
  [800, 420],
];
/** Bends of the trail between the nodes (after node i). */
const BENDS: readonly Pt[] = [
  [310, 770],
  [590, 770],
  [870, 770],
  [1160, 720],
  [1440, 690],
  [1300, 500],
  [960, 470],
];
/** Where the monster stands relative to a node, design px: on the trail, just left of the book. */
const MONSTER_OFFSET: Pt = [-92, 40];
/** The trail runs this far below a node's point (under the book's mound). */
const TRAIL_DROP = 40;

function trail(): Pt[] {
  const pts: Pt[] = [];
  READING_NODES.forEach((n, i) => {
    pts.push(n);
    const bend = BENDS[i];
    if (bend) pts.push(bend);
  });
  return pts;
}

/** A giant standing book on the horizon (the Book Hills), spine facing us. */
function bigBook(x: number, base: number, w: number, h: number, colour: string, tilt: number): string {
  const body = el('rect', { x: -w / 2, y: -h, width: w, height: h, rx: 10, fill: colour, stroke: darken(colour, 0.18), 'stroke-width': 4 });
  const bands = [0.18, 0.82].map((f) => el('rect', { x: -w / 2, y: -h * f - 6, width: w, height: 12, fill: lighten(colour, 0.35), opacity: 0.8 })).join('');
  const label = el('rect', { x: -w * 0.28, y: -h * 0.62, width: w * 0.56, height: h * 0.22, rx: 6, fill: lighten(colour, 0.55), opacity: 0.9 });
  return g({ transform: `translate(${x},${base}) rotate(${tilt})` }, body, bands, label);
}

/** A round lollipop tree of the Story Forest. */
function tree(x: number, y: number, s: number, leaf: string): string {
  return (
    el('path', { d: `M${x - 7 * s},${y} L${x - 5 * s},${y - 60 * s} L${x + 5 * s},${y - 60 * s} L${x + 7 * s},${y} Z`, fill: '#a0704a', stroke: '#7a5236', 'stroke-width': 3 }) +
    el('circle', { cx: x, cy: y - 88 * s, r: 44 * s, fill: leaf, stroke: darken(leaf, 0.2), 'stroke-width': 4 }) +
    el('circle', { cx: x - 14 * s, cy: y - 100 * s, r: 14 * s, fill: lighten(leaf, 0.35), opacity: 0.7 })
  );
}

/** A wooden ABC block. */
function block(x: number, y: number, s: number, colour: string, letter: string): string {
  const size = 44 * s;
  return g(
    {},
    el('rect', { x: x - size / 2, y: y - size, width: size, height: size, rx: 8 * s, fill: colour, stroke: OUTLINE, 'stroke-width': 4 }),
    el('text', { x, y: y - size * 0.24, 'font-size': 32 * s, 'font-family': 'Fredoka, Nunito, Arial, sans-serif', 'font-weight': 700, 'text-anchor': 'middle', fill: '#ffffff', stroke: OUTLINE, 'stroke-width': 1.5 }, letter),
  );
}

function background(): string {
  const b = new SceneBuilder(makeRng(1515));
  const r = b.rng;
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#8fd3ff'], [0.55, '#d6f0ff'], [1, '#fff1d0']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
  sun(b, 1420, 120, 54, '#fff3a0', '#fff8c8');
  for (const [x, y, s] of [[120, 140, 1.3], [620, 90, 1], [1000, 170, 1.2]] as const) b.add(cloud(x, y, s, '#ffffff', 0.85));
  // The Book Hills: giant books standing along the horizon, softened by distance.
  let books = '';
  for (let x = -20; x < W + 60; ) {
    const w = r.range(70, 120);
    books += bigBook(x + w / 2, 380, w, r.range(120, 230), mix(r.pick(COVERS), '#c8e6ff', 0.45), r.range(-8, 8));
    x += w * r.range(0.85, 1.1);
  }
  b.add(g({}, books));
  b.add(el('path', { d: mound(-100, 900, 400, 90, r, 5), fill: '#b7e59a' }), el('path', { d: mound(700, 1700, 400, 110, r, 5), fill: '#a9de8c' }));
  b.def('meadow', linearGradient('meadow', 0, 0, 0, 1, [[0, '#a6e07e'], [1, '#6cbf4c']]));
  b.add(el('path', { d: `M0,370 ${smooth([[0, 370], [400, 350], [800, 380], [1200, 355], [1600, 372]], false).replace(/^M[^C]*/, '')} L1600,900 L0,900 Z`, fill: 'url(#meadow)' }));
  // Soft meadow patches.
  for (let i = 0; i < 10; i++) b.add(el('ellipse', { cx: r.range(0, W), cy: r.range(420, 880), rx: r.range(90, 200), ry: r.range(20, 40), fill: '#ffffff', opacity: 0.08 }));
  const nodes = READING_NODES.map(([x, y]) => [x, y + TRAIL_DROP] as Pt);
  const pts = trailPoints(trail().map(([x, y]) => [x, y + TRAIL_DROP] as Pt), [-40, 800], [600, 330]);
  mapTrail(b, pts, nodes, { band: '#fff2c2', trail: READING_PALETTE.path, edge: '#d9b574', dots: '#ffffff', pad: ['#fff0c8', '#e8c98a'] }, 58);
  // The Story Forest: trees in clumps clear of the trail, the books and the castle.
  // A tree's canopy is ~90 px above its foot: both must keep off the trail.
  const clear = (x: number, y: number) =>
    !nearPolyline(pts, x, y + 10, 95) && !nearPolyline(pts, x, y - 80, 85) && !READING_NODES.some(([nx, ny]) => Math.hypot(nx - x, ny - y) < 150 || Math.hypot(nx - x, ny - (y - 80)) < 130) && Math.hypot(x - 520, y - 300) > 170;
  const trees: Array<[number, number, number]> = [];
  for (let tries = 0; trees.length < 26 && tries < 600; tries++) {
    const x = r.range(20, W - 20);
    const y = r.range(430, 890);
    if (clear(x, y) && trees.every(([tx, ty]) => Math.hypot(tx - x, ty - y) > 70)) trees.push([x, y, r.range(0.7, 1.1) * (0.7 + (y - 430) / 1100)]);
  }
  trees.sort((a, c) => a[1] - c[1]);
  const leaves = ['#5fbf5a', '#7ed957', '#4fae6a', '#9bd35a', '#ff9fb0'];
  b.add(g({}, ...trees.map(([x, y, s]) => el('ellipse', { cx: x, cy: y, rx: 40 * s, ry: 9 * s, fill: '#2f6b2a', opacity: 0.2 }) + tree(x, y, s, r.pick(leaves)))));
  // ABC blocks and flowers along the way.
  const letters = 'ABCDEFGH';
  let blocks = '';
  const placed: Pt[] = [];
  for (let i = 0, tries = 0; i < 6 && tries < 300; tries++) {
    const x = r.range(60, W - 60);
    const y = r.range(470, 880);
    if (!clear(x, y) || placed.some(([bx, by]) => Math.hypot(bx - x, by - y) < 90)) continue;
    placed.push([x, y]);
    blocks += block(x, y, r.range(0.8, 1.1), r.pick(COVERS), letters[i]!);
    i++;
  }
  b.add(blocks);
  b.add(pathFlowers(r, pts, 70, 420, W));
  const s = b.scene();
  return doc(W, H, s.body, { defs: s.defs });
}

function backgroundPlaceholder(): string {
  const pts = trailPoints(trail().map(([x, y]) => [x, y + TRAIL_DROP] as Pt), [-40, 800], [600, 330]);
  return doc(W, H, el('rect', { width: W, height: 380, fill: '#bfe6ff' }) + el('rect', { y: 370, width: W, height: 530, fill: '#93d46c' }) + el('path', { d: smooth(pts), stroke: READING_PALETTE.path, 'stroke-width': 58, fill: 'none', 'stroke-linecap': 'round' }));
}

/** Placement of each addon: centre, scale, load order, depth, floating. */
const ADDONS: Record<string, { x: number; y: number; scale?: number; order: number; zIndex: number; float?: boolean }> = {
  castle: { x: 520, y: 260, order: 1, zIndex: 5 },
  'cloud-1': { x: 330, y: 110, order: 3, zIndex: 2, float: true },
  'cloud-2': { x: 1220, y: 230, order: 4, zIndex: 2, float: true },
  balloon: { x: 1000, y: 250, scale: 0.8, order: 5, zIndex: 40, float: true },
  owl: { x: 60, y: 600, scale: 0.7, order: 2, zIndex: 20 },
};

/** The map JSON (contract 5a). */
function mapJson(): SubjectMapInput {
  const url = (name: string) => `${URL_DIR}/${name}.svg`;
  const pathPoints: SubjectMapInput['path'] = [];
  READING_NODES.forEach((_, i) => {
    pathPoints.push({ node: `level-${i + 1}` });
    const bend = BENDS[i];
    if (bend) pathPoints.push({ x: bend[0], y: bend[1] });
  });
  return {
    key: 'reading',
    title: 'Story Forest',
    type: 'levels',
    scale: 1,
    pan: { mode: 'follow' },
    palette: { ...READING_PALETTE },
    background: { image: url('background'), placeholder: url('background-placeholder') },
    addons: addonArts().map((a) => {
      const p = ADDONS[a.key]!;
      return { key: a.key, images: { placeholder: url(`${a.key}-placeholder`), loaded: url(a.key) }, x: p.x, y: p.y, ...(p.scale ? { scale: p.scale } : {}), order: p.order, zIndex: p.zIndex, ...(p.float ? { float: true } : {}) };
    }),
    nodes: READING_NODES.map(([x, y], i) => {
      const n = `node-${i + 1}`;
      return {
        key: `level-${i + 1}`,
        level: i + 1,
        title: `Level ${i + 1}`,
        x,
        y,
        images: { placeholder: url(`${n}-placeholder`), unselected: url(n), selected: url(`${n}-selected`), locked: url(`${n}-locked`), done: url(`${n}-done`) },
        order: i + 1,
        zIndex: 10,
      };
    }),
    path: pathPoints,
    monster: { scale: 0.9, offset: [...MONSTER_OFFSET] },
  };
}

/** Builds every file of the reading map in memory. */
export function buildReadingMap(): Generated {
  const files = new Map<string, string>();
  files.set(`${DIR}/background.svg`, background());
  files.set(`${DIR}/background-placeholder.svg`, backgroundPlaceholder());
  READING_NODES.forEach((_, i) => {
    const looks = nodeSvgs(i + 1);
    files.set(`${DIR}/node-${i + 1}.svg`, looks.unselected);
    for (const look of ['placeholder', 'selected', 'locked', 'done'] as const) files.set(`${DIR}/node-${i + 1}-${look}.svg`, looks[look]);
  });
  for (const a of addonArts()) {
    const svgs = addonSvgs(a);
    files.set(`${DIR}/${a.key}.svg`, svgs.loaded);
    files.set(`${DIR}/${a.key}-placeholder.svg`, svgs.placeholder);
  }
  files.set('assets/subject-maps/reading.json', JSON.stringify(mapJson(), null, 2) + '\n');
  return { files, owns: [DIR], summary: `reading map: background, ${READING_NODES.length} nodes x 5 looks, ${addonArts().length} addons, reading.json` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runGenerator('scripts/art/reading-map.ts', () => buildReadingMap());
