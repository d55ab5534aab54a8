/**
 * Dragging a map to look around (the math map and the subject maps): a press, then a move of more
 * than DRAG_SLOP_PX CSS px, pans the camera within the frame's bounds (viewport-rules.ts
 * dragCentre; the finger moves the world). A drag is no tap: the scenes ask `moved()` before a tap
 * on a node or the monster counts. Pointer positions are canvas px; drags are measured in CSS px.
 */
import * as Phaser from 'phaser';
import { dragCentre, type Frame, type Size } from './viewport-rules';

/** A drag shorter than this (CSS px) is a tap: it pans nothing and still selects a node. */
export const DRAG_SLOP_PX = 8;

/** What the drag needs from its scene. */
export interface MapDragHost {
  /** Canvas px per CSS px. */
  renderScale(): number;
  /** The game area, CSS px. */
  viewport(): Size;
  /** The camera's frame now (undefined before the first one: no drag then). */
  frame(): Frame | undefined;
  /** True while the camera is busy (a pan or zoom effect): the drag waits. */
  busy(): boolean;
  /** Points the camera at the dragged centre, at the frame's zoom. */
  apply(frame: Pick<Frame, 'zoom' | 'centerX' | 'centerY'>): void;
  /** A drag ended (the scene publishes its view). */
  ended(): void;
}

/**
 * Makes the scene's map draggable for the rest of the scene's run (input listeners are the
 * scene's own input plugin's, cleared when the scene shuts down).
 * @returns `moved()`: whether the last press dragged (then its pointerup is no tap)
 */
export function enableMapDrag(scene: Phaser.Scene, host: MapDragHost): { moved(): boolean } {
  let drag: { x: number; y: number; centre: { x: number; y: number }; moved: boolean } | undefined;
  scene.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
    const cam = scene.cameras.main;
    drag = { x: p.x, y: p.y, centre: { x: cam.scrollX + cam.width / 2, y: cam.scrollY + cam.height / 2 }, moved: false };
  });
  scene.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => {
    const frame = host.frame();
    if (!p.isDown || !drag || !frame || host.busy()) return;
    const rs = host.renderScale();
    const dx = (p.x - drag.x) / rs;
    const dy = (p.y - drag.y) / rs;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_SLOP_PX) return;
    drag.moved = true;
    const c = dragCentre(frame, drag.centre, dx, dy, host.viewport());
    host.apply({ zoom: frame.zoom, centerX: c.x, centerY: c.y });
  });
  scene.input.on(Phaser.Input.Events.POINTER_UP, () => {
    if (drag?.moved) host.ended();
  });
  return { moved: () => drag?.moved === true };
}
