/**
 * The desert map art and content (map 2, video levels 17-21) for the map pipeline (theme-gen.ts):
 * - `assets/art/desert/map.svg`, `levels/NN/background.svg` + `preview.svg`, `sprites/*.svg`;
 * - `assets/maps/desert.json` and `assets/levels/level-17.json` ... `level-21.json`.
 *
 * Run: `npx tsx scripts/art/desert.ts` (`--check` only compares with the committed files).
 */
import { pathToFileURL } from 'node:url';
import { runGenerator } from './files';
import { DESERT_LEVELS, DESERT_MAP_SPRITES, DESERT_NODES } from './desert-levels';
import { desertLevelScene, desertMapScene } from './desert-scenes';
import { desertSprites } from './desert-sprites';
import { desertKeepsake } from './keepsake';
import { type ThemeSpec, buildTheme } from './theme-gen';

/** Map colours (also used by the UI around the map). */
const DESERT_PALETTE = { sky: '#ffe3b0', ground: '#f6c987', path: '#fff0d0', accent: '#ff8a3d', text: '#1d2b4f' } as const;

/** The desert theme. */
export const DESERT_THEME: ThemeSpec = {
  key: 'desert',
  mapId: 2,
  title: 'Desert',
  palette: DESERT_PALETTE,
  arts: [...desertSprites(), desertKeepsake()],
  nodes: DESERT_NODES,
  mapSprites: DESERT_MAP_SPRITES,
  // The bird escorts the balloon: one composite, so they drift as one group.
  mapComposites: [{ key: 'balloon-ride', sprites: ['balloon', 'bird'] }],
  mapScene: desertMapScene,
  levels: DESERT_LEVELS,
  levelScene: desertLevelScene,
  layout: 2202,
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runGenerator('scripts/art/desert.ts', (root) => buildTheme(DESERT_THEME, root));
