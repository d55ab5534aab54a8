/**
 * The fade between map and level (issue 13): a scene fades in from white over
 * worldMotion().transitionMs (300 ms; a cut with reduced motion) when it follows the other scene
 * (liveliness.ts `fadesIn`). A camera fade is a camera effect, so the render loop draws every
 * frame while it runs and bakes the still picture once it has ended (render-loop.ts).
 */
import type * as Phaser from 'phaser';
import { fadesIn, type WorldMotion } from './liveliness';

/** Registry key of the scene shown last in this game. */
const LAST_SHOWN = 'lastShownScene';

/** Fades `scene` in if it follows another scene (or is the game's first); records it as the one shown. */
export function enterScene(scene: Phaser.Scene, motion: WorldMotion): void {
  const key = scene.sys.settings.key;
  const last: unknown = scene.registry.get(LAST_SHOWN);
  if (fadesIn(typeof last === 'string' ? last : null, key)) scene.cameras.main.fadeIn(motion.transitionMs, 255, 255, 255);
  scene.registry.set(LAST_SHOWN, key);
}
