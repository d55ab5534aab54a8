/**
 * The arctic map art and content (map 4, the snow village, levels 32-36) for the map pipeline (theme-gen.ts):
 * - `assets/art/arctic/map.svg`, `levels/NN/background.svg` + `preview.svg`, `sprites/*.svg`;
 * - `assets/maps/arctic.json` and `assets/levels/level-32.json` ... `level-36.json`.
 *
 * Run: `npx tsx scripts/art/arctic.ts` (`--check` only compares with the committed files).
 */
import { pathToFileURL } from 'node:url';
import { runGenerator } from './files';
import { ARCTIC_LEVELS, ARCTIC_MAP_SPRITES, ARCTIC_NODES } from './arctic-levels';
import { arcticLevelScene, arcticMapScene } from './arctic-scenes';
import { arcticSprites } from './arctic-sprites';
import { arcticKeepsake } from './keepsake';
import { type ThemeSpec, buildTheme } from './theme-gen';

/** Map colours (also used by the UI around the map). */
const ARCTIC_PALETTE = { sky: '#cfeaff', ground: '#f4faff', path: '#dcecff', accent: '#4f8fff', text: '#1d2b4f' } as const;

/** The arctic theme. */
export const ARCTIC_THEME: ThemeSpec = {
  key: 'arctic',
  mapId: 4,
  title: 'Arctic',
  palette: ARCTIC_PALETTE,
  arts: [...arcticSprites(), arcticKeepsake()],
  nodes: ARCTIC_NODES,
  mapSprites: ARCTIC_MAP_SPRITES,
  mapScene: arcticMapScene,
  levels: ARCTIC_LEVELS,
  levelScene: arcticLevelScene,
  layout: 4404,
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runGenerator('scripts/art/arctic.ts', (root) => buildTheme(ARCTIC_THEME, root));
