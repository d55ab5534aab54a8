import type { MapNodeState, MapShowCommand } from '../bridge';
import type { MapContent } from '../../core/content/level-schema';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../../core/content/level-schema';

/** State of a level's node: completed, current, or locked (not reached yet). */
export function nodeState(level: number, cmd: Pick<MapShowCommand, 'completedLevels' | 'currentLevel'>): MapNodeState {
  if (level === cmd.currentLevel) return 'current';
  return cmd.completedLevels.includes(level) ? 'completed' : 'locked';
}

/** What the map camera shows: its zoom and the design-space point at the centre of the screen. */
export interface MapCameraView {
  /** 1 = the whole 1600 x 900 map fits the screen; 1.25 = the map is drawn 1.25 times larger. */
  zoom: number;
  /** Design-space x at the centre of the screen, px. */
  centerX: number;
  /** Design-space y at the centre of the screen, px. */
  centerY: number;
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
 * The camera view that centres on `focus` (the monster, or the current level's node) as far as the
 * map allows: the view (1600/zoom x 900/zoom design px) never leaves the map, so near an edge the
 * focus sits off-centre instead of showing empty space.
 * @param map the map's scale and move_map
 * @param focus design-space point to centre on, px
 * @returns the view; zoom 1 and the map centre when the camera does not follow
 */
export function mapCameraView(map: Pick<MapContent, 'scale' | 'move_map'>, focus: { x: number; y: number }): MapCameraView {
  if (!mapCameraFollows(map)) return { zoom: 1, centerX: DESIGN_WIDTH / 2, centerY: DESIGN_HEIGHT / 2 };
  const zoom = map.scale;
  const halfW = DESIGN_WIDTH / zoom / 2;
  const halfH = DESIGN_HEIGHT / zoom / 2;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return { zoom, centerX: clamp(focus.x, halfW, DESIGN_WIDTH - halfW), centerY: clamp(focus.y, halfH, DESIGN_HEIGHT - halfH) };
}

/**
 * Where to put a screen-fixed object (scroll factor 0, e.g. the level banner) so it appears at
 * `screen` whatever the zoom: Phaser still zooms such objects about the canvas centre.
 * @param screen wanted position on the 1600 x 900 screen, px
 * @param zoom the map's zoom (the camera zooms by `zoom * renderScale`)
 * @param renderScale the canvas's size to the 1600 x 900 design (1 = design size)
 * @returns the position to give the object, px, and the scale that cancels the map's zoom
 */
export function screenFixed(screen: { x: number; y: number }, zoom: number, renderScale = 1): { x: number; y: number; scale: number } {
  const cx = (DESIGN_WIDTH / 2) * renderScale;
  const cy = (DESIGN_HEIGHT / 2) * renderScale;
  return { x: cx + (screen.x - DESIGN_WIDTH / 2) / zoom, y: cy + (screen.y - DESIGN_HEIGHT / 2) / zoom, scale: 1 / zoom };
}
