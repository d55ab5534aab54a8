/**
 * Generates the arctic map art and content (map 4, the snow village, levels 32-36; deterministic, idempotent):
 * - `assets/art/arctic/map.svg`, `levels/NN/background.svg` + `preview.svg`, `sprites/*.svg`;
 * - `assets/maps/arctic.json` and `assets/levels/level-32.json` ... `level-36.json`.
 *
 * Run: `npx tsx scripts/art/arctic.ts`
 */
import { ARCTIC_LEVELS, ARCTIC_MAP_SPRITES, ARCTIC_NODES } from './arctic-levels';
import { arcticLevelScene, arcticMapScene } from './arctic-scenes';
import { arcticSprites } from './arctic-sprites';
import { arcticKeepsake } from './keepsake';
import { generateTheme } from './theme-gen';

/** Map colours (also used by the UI around the map). */
const ARCTIC_PALETTE = { sky: '#cfeaff', ground: '#f4faff', path: '#dcecff', accent: '#4f8fff', text: '#1d2b4f' } as const;

generateTheme(
  {
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
  },
  4404,
);
