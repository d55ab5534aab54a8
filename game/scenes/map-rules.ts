import type { MapNodeState, MapShowCommand } from '../bridge';
import type { MapContent } from '../../core/content/level-schema';

/** State of a level's node: completed, current, or locked (not reached yet). */
export function nodeState(level: number, cmd: Pick<MapShowCommand, 'completedLevels' | 'currentLevel'>): MapNodeState {
  if (level === cmd.currentLevel) return 'current';
  return cmd.completedLevels.includes(level) ? 'completed' : 'locked';
}

/**
 * Whether the map camera follows the monster (spec part 1 section 3 "Math map": `scale`, optional
 * `move_map`): only when the map is larger than the screen (`scale` > 1) and `move_map` is true.
 * Otherwise the map is fitted, whatever its scale, so no part of it is ever out of reach.
 * @param map the map's scale and move_map
 * @returns true when the camera zooms by `scale` and follows the monster
 */
export function mapCameraFollows(map: Pick<MapContent, 'scale' | 'move_map'>): boolean {
  return map.move_map === true && map.scale > 1;
}

/**
 * Where to put a screen-fixed object (scroll factor 0, e.g. the level banner) so it appears at
 * `screen` whatever the camera's zoom: Phaser still zooms such objects about the camera's centre.
 * @param screen wanted position on the canvas, canvas px
 * @param cameraZoom the camera's zoom (canvas px per design px)
 * @param canvas the camera's size, canvas px
 * @returns the position to give the object and the scale that cancels the zoom (multiply it by the
 *   wanted canvas px per object px)
 */
export function screenFixed(screen: { x: number; y: number }, cameraZoom: number, canvas: { width: number; height: number }): { x: number; y: number; scale: number } {
  const cx = canvas.width / 2;
  const cy = canvas.height / 2;
  return { x: cx + (screen.x - cx) / cameraZoom, y: cy + (screen.y - cy) / cameraZoom, scale: 1 / cameraZoom };
}
