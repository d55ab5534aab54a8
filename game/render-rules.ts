/**
 * When and how large the game draws (issue 21 part 3, "a map at full frame rate"): pure rules,
 * Phaser-free so they are unit-tested; game/render-loop.ts applies them every browser frame.
 *
 * Software WebGL (school tablets, Chromebooks without a usable GPU) pays for every pixel filled,
 * so the game (1) draws at the size it is displayed, never more pixels than its 1600 x 900 design, (2)
 * redraws only when the picture changes, and slow idle loops (a bobbing monster, drifting fish)
 * at a lower rate, and (3) keeps what never moves (background, static sprites, map nodes) in a
 * picture drawn once under the canvas.
 */
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../core/content/level-schema';

/**
 * How much is moving in the running scenes:
 * - `active`: something the child follows (a walk, a hop, a reveal, a banner, a camera pan, zoom
 *   or fade, or a change the scene announced): draw every frame;
 * - `idle`: only endless idle loops (bobbing, drifting, a pulsing ring): draw at the idle rate;
 * - `still`: nothing moves: draw nothing, the last picture stays on screen.
 */
export type Motion = 'active' | 'idle' | 'still';

/** Idle loops are drawn at most this often (frames per second): slow sine motion of a few pixels looks the same. */
export const IDLE_FPS = 20;

/** What `motionOf` needs to know about one tween (Phaser's `isInfinite` and `isPlaying()`). */
export interface TweenInfo {
  /** Repeats or loops forever (an idle loop). */
  infinite: boolean;
  playing: boolean;
}

/**
 * The motion of a frame.
 * @param tweens every tween of the running scenes
 * @param cameraBusy a camera pan, zoom, fade, flash or shake is running
 * @param changed the scene announced a change (objects added or removed, positions set directly)
 */
export function motionOf(tweens: readonly TweenInfo[], cameraBusy: boolean, changed: boolean): Motion {
  if (changed || cameraBusy) return 'active';
  let idle = false;
  for (const t of tweens) {
    if (!t.playing) continue;
    if (!t.infinite) return 'active';
    idle = true;
  }
  return idle ? 'idle' : 'still';
}

/**
 * Whether to draw this frame.
 * @param motion from `motionOf`
 * @param now this frame's time, ms
 * @param lastDrawAt time of the last drawn frame, ms (-Infinity before the first)
 * @param idleFps the idle rate, frames per second
 */
export function shouldDraw(motion: Motion, now: number, lastDrawAt: number, idleFps = IDLE_FPS): boolean {
  if (motion === 'active') return true;
  if (motion === 'still') return false;
  // Half a frame of slack: at 60 Hz and 20 fps this draws every third frame, not every fourth.
  return now - lastDrawAt >= 1000 / idleFps - 8;
}

/** The most pixels the canvas draws: as many as the 1600 x 900 design has. */
export const MAX_CANVAS_PIXELS = DESIGN_WIDTH * DESIGN_HEIGHT;

/**
 * The canvas's resolution, canvas px per CSS px (issue 13: the canvas has the game area's shape,
 * so the picture fills every screen). The element's device pixels, but never more pixels in all
 * than the 1600 x 900 design (software WebGL pays for every pixel), nor under a quarter per CSS px.
 * @param cssWidth the element's width, CSS px (0 when not laid out yet: then 1)
 * @param cssHeight its height, CSS px (0 when not laid out yet: then 1)
 * @param devicePixelRatio window.devicePixelRatio
 */
export function renderScaleFor(cssWidth: number, cssHeight: number, devicePixelRatio: number): number {
  if (!(cssWidth > 0) || !(cssHeight > 0)) return 1;
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.max(0.25, Math.min(dpr, Math.sqrt(MAX_CANVAS_PIXELS / (cssWidth * cssHeight))));
}

/**
 * The canvas's size in canvas px for an element of cssWidth x cssHeight CSS px: `renderScaleFor`
 * applied, whole pixels; the design's 1600 x 900 while the element is not laid out yet.
 */
export function canvasSizeFor(cssWidth: number, cssHeight: number, devicePixelRatio: number): { width: number; height: number } {
  if (!(cssWidth > 0) || !(cssHeight > 0)) return { width: DESIGN_WIDTH, height: DESIGN_HEIGHT };
  const scale = renderScaleFor(cssWidth, cssHeight, devicePixelRatio);
  return { width: Math.max(1, Math.round(cssWidth * scale)), height: Math.max(1, Math.round(cssHeight * scale)) };
}

/** An axis-aligned rectangle, design px. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Rect, b: Rect, margin: number) =>
  a.x - margin < b.x + b.width && b.x < a.x + a.width + margin && a.y - margin < b.y + b.height && b.y < a.y + a.height + margin;

/**
 * The objects that can be drawn once into the still picture under the canvas (so below every live
 * object): those that never move and that no live object drawn before them overlaps (a live
 * object's bounds grown by `liveMargin` for its motion). Moving such an object under the live ones
 * changes no pixel. Hidden objects draw nothing and are skipped; call again when one is shown.
 * @param ordered objects in drawing order (bottom first)
 * @param kind 'still' (never moves), 'live' (moves) or 'hidden'
 * @param bounds an object's bounds, design px
 * @param liveMargin how far a live object may move beyond its bounds, design px
 * @returns the still objects, in drawing order
 */
export function stillObjects<T>(ordered: readonly T[], kind: (o: T) => 'still' | 'live' | 'hidden', bounds: (o: T) => Rect, liveMargin: number): T[] {
  const live: Rect[] = [];
  const still: T[] = [];
  for (const o of ordered) {
    const k = kind(o);
    if (k === 'hidden') continue;
    const b = bounds(o);
    if (k === 'still' && !live.some((l) => overlap(l, b, liveMargin))) still.push(o);
    else live.push(b);
  }
  return still;
}

/** A camera's view: scroll (px) and zoom. */
export interface View {
  scrollX: number;
  scrollY: number;
  zoom: number;
}

/** True when two views show the same picture (within 1/100 px and 1/10000 of zoom). */
export function sameView(a: View, b: View): boolean {
  return Math.abs(a.scrollX - b.scrollX) < 0.01 && Math.abs(a.scrollY - b.scrollY) < 0.01 && Math.abs(a.zoom - b.zoom) < 1e-4;
}
