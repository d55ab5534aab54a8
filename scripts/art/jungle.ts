/**
 * The jungle map art and content (map 3, levels 22-31) for the map pipeline (theme-gen.ts):
 * - `assets/art/jungle/map.svg`, `levels/NN/background.svg` + `preview.svg`, `sprites/*.svg`;
 * - `assets/maps/jungle.json` and `assets/levels/level-22.json` ... `level-31.json`.
 *
 * Run: `npx tsx scripts/art/jungle.ts` (`--check` only compares with the committed files).
 */
import { pathToFileURL } from 'node:url';
import { runGenerator } from './files';
import { JUNGLE_LEVELS, JUNGLE_MAP_SPRITES, JUNGLE_NODES } from './jungle-levels';
import { jungleLevelScene, jungleMapScene } from './jungle-scenes';
import { jungleSprites } from './jungle-sprites';
import { jungleKeepsake } from './keepsake';
import { type ThemeSpec, buildTheme } from './theme-gen';

/** Map colours (also used by the UI around the map). */
const JUNGLE_PALETTE = { sky: '#bff0c8', ground: '#6fcf6a', path: '#e8c48a', accent: '#ff6f4f', text: '#1d2b4f' } as const;

/** The jungle theme. */
export const JUNGLE_THEME: ThemeSpec = {
  key: 'jungle',
  mapId: 3,
  title: 'Jungle',
  palette: JUNGLE_PALETTE,
  arts: [...jungleSprites(), jungleKeepsake()],
  nodes: JUNGLE_NODES,
  mapSprites: JUNGLE_MAP_SPRITES,
  // Ten levels on one screen make small nodes: the jungle is shown 1.25x larger and the camera
  // follows the monster along the winding trail (move_map).
  view: { scale: 1.25, moveMap: true },
  mapScene: jungleMapScene,
  levels: JUNGLE_LEVELS,
  levelScene: jungleLevelScene,
  layout: 3303,
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runGenerator('scripts/art/jungle.ts', (root) => buildTheme(JUNGLE_THEME, root));
