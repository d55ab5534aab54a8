/**
 * The map's keyboard focus ring (issue 21 part 6): React's level buttons (ui/math/MapKeys.tsx)
 * hold the real keyboard focus and say which node has it through the bridge (`map:focus`); the
 * map scene draws a thick ring around that node, so a child moving with Tab and the arrow keys
 * sees where they are on the picture. The map scene brings the focused node into view (the map may
 * be wider than a phone's screen), and the current level back when the focus leaves the map.
 */
import type * as Phaser from 'phaser';
import type { MapContent } from '../../core/content/level-schema';
import { publishTestState } from '../test-hook';
import { OUTLINE } from './theme';

/** Radius of the ring, design px: outside the node (40) and its pulsing current-level ring. */
const RING_RADIUS = 62;
/** The ring's colours: the app's focus colour (--sun, ui/styles.css :focus-visible) on an ink edge. */
const SUN = 0xffc83d;

/**
 * Subscribes the launched map scene to `map:focus` for the rest of its launch.
 * @param listen the scene's launch-owned bridge subscription (BridgeScene.listen)
 * @param scene the map scene (its `add` and main camera)
 * @param map the map's nodes
 * @param bringIntoView moves the camera so the focused level's node shows (null: the focus left
 *   the map; the scene returns to the current level)
 * @param redraw asks the game for a frame (it draws on demand, game/render-loop.ts, and moving the
 *   ring from one node to another leaves the scene's object count as it was)
 */
export function attachMapFocusRing(
  listen: (event: 'map:focus', handler: (e: { level: number | null }) => void) => void,
  scene: Phaser.Scene,
  map: Pick<MapContent, 'nodes'>,
  bringIntoView: (level: number | null) => void,
  redraw: () => void,
): void {
  let ring: Phaser.GameObjects.Graphics | undefined;
  listen('map:focus', ({ level }) => {
    ring?.destroy();
    ring = undefined;
    const node = level === null ? undefined : map.nodes.find((n) => n.level === level);
    publishTestState({ focusedLevel: node ? node.level : null });
    redraw();
    if (!node) {
      bringIntoView(null);
      return;
    }
    ring = scene.add.graphics({ x: node.x, y: node.y }).setDepth(15);
    ring.lineStyle(14, OUTLINE).strokeCircle(0, 0, RING_RADIUS).lineStyle(8, SUN).strokeCircle(0, 0, RING_RADIUS);
    bringIntoView(node.level);
  });
}
