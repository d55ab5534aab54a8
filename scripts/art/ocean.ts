/**
 * The ocean theme (map 1, levels 1-16) for the map pipeline (theme-gen.ts):
 * - `assets/art/ocean/map.svg`, `levels/NN/background.svg` + `preview.svg`, `sprites/*.svg`;
 * - `assets/maps/ocean.json` and `assets/levels/level-01.json` ... `level-16.json`.
 *
 * Run: `npx tsx scripts/art/ocean.ts` (`--check` only compares with the committed files).
 */
import { pathToFileURL } from 'node:url';
import type { Art } from '../../core/art/sprite-kit';
import { runGenerator } from './files';
import { oceanKeepsake } from './keepsake';
import { MAP_NODES, OCEAN_LEVELS, OCEAN_RULES, oceanAnimated, oceanScale } from './ocean-levels';
import { mapScene } from './ocean-map';
import { FLOOR_Y, levelScene } from './ocean-scenes';
import { type OceanDrawing, oceanSprites } from './ocean-sprites';
import { type ThemeSpec, buildTheme } from './theme-gen';

/** Map colours (also used by the UI around the map). */
const OCEAN_PALETTE = { sky: '#a6eef7', ground: '#f8e2a6', path: '#fffaf0', accent: '#ff7a59', text: '#1d2b4f' } as const;

/** An ocean drawing as a pipeline sprite: swimmers face, floor things stand on the ground. */
function oceanArt(d: OceanDrawing): Art {
  const art: Art = { name: d.name, w: d.w, h: d.h, body: d.body, faces: d.swims, zone: d.floor ? 'ground' : 'air', scale: oceanScale(d.name), animated: oceanAnimated(d.name, d.swims) };
  return d.variants === undefined ? art : { ...art, variants: d.variants };
}

/** The ocean theme. */
export const OCEAN_THEME: ThemeSpec = {
  key: 'ocean',
  mapId: 1,
  title: 'Ocean',
  palette: OCEAN_PALETTE,
  // The keepsake picture frame depends on the child's monster number (one file per number).
  arts: [...oceanSprites(), { ...oceanKeepsake(), swims: false, floor: true }].map(oceanArt),
  // The whale is wider than the land themes' 220 px limit.
  spriteSize: null,
  nodes: MAP_NODES,
  mapSprites: [
    { key: 'whale', sprite: 'whale-left', x: 1240, y: 370, scale: 0.75 },
    { key: 'boat', sprite: 'boat', x: 1120, y: 110, scale: 0.7 },
    { key: 'fish-school', sprite: 'fish-yellow', x: 200, y: 610, scale: 0.6 },
    { key: 'turtle', sprite: 'turtle-left', x: 760, y: 410, scale: 0.6 },
    { key: 'jellyfish', sprite: 'jellyfish-pink', x: 1490, y: 450, scale: 0.5 },
  ],
  // The map keeps reefs and weed clear of its sprites (the whale needs more room).
  mapScene: (nodes, sprites) => mapScene(nodes, sprites.map((s) => [s.x, s.y, s.key === 'whale' ? 190 : 90] as const)),
  levels: OCEAN_LEVELS,
  levelScene: (level) => {
    const floorY = FLOOR_Y[level - 1] ?? 740;
    return {
      ...levelScene(level),
      ground: [
        [0, floorY],
        [1600, floorY],
      ],
    };
  },
  layout: OCEAN_RULES,
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runGenerator('scripts/art/ocean.ts', (root) => buildTheme(OCEAN_THEME, root));
