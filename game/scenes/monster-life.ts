/**
 * The monster's small signs of life in the map and level scenes: it blinks now and then (its
 * texture swapped for the same monster with closed eyes for BLINK_MS), hops when tapped, and
 * dances when a level is complete (step lists and times in liveliness.ts).
 */
import type * as Phaser from 'phaser';
import { MONSTER_SVG_WIDTH } from '../../core/art/monster-svg';
import type { MonsterDescription } from '../../core/monster/monster-parts';
import { publishTestState, testHookEnabled } from '../test-hook';
import { ensureMonsterTexture } from '../textures';
import { BLINK_MS, type DanceStep, nextBlinkInMs } from './liveliness';

/** The monster's resting pose, to come back to after a hop or a dance. */
export interface RestPose {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
  flipX: boolean;
}

/** The monster's pose now, as its rest pose. */
export const restOf = (m: Phaser.GameObjects.Image): RestPose => ({ x: m.x, y: m.y, scaleX: m.scaleX, scaleY: m.scaleY, flipX: m.flipX });

/**
 * Makes the monster blink every few seconds for the rest of the scene's launch. The closed-eyes
 * texture is rasterised at the open one's size, so the swap changes nothing else.
 * @param invalidate asks the render loop for a frame (a texture swap is not a tween)
 */
export async function startBlinking(scene: Phaser.Scene, monster: Phaser.GameObjects.Image, d: MonsterDescription, invalidate: () => void): Promise<void> {
  const openKey = monster.texture.key;
  const width = (monster.texture.getSourceImage() as { width: number }).width;
  const closedKey = await ensureMonsterTexture(scene, d, width / MONSTER_SVG_WIDTH, 'closed');
  const swap = (key: string) => {
    if (!monster.active) return;
    monster.setTexture(key);
    invalidate();
  };
  let blinks = 0;
  const schedule = () => {
    scene.time.delayedCall(nextBlinkInMs(Math.random()), () => {
      if (!monster.active) return;
      swap(closedKey);
      if (testHookEnabled()) publishTestState({ blinks: (blinks += 1) });
      scene.time.delayedCall(BLINK_MS, () => {
        swap(openKey);
        schedule();
      });
    });
  };
  schedule();
}

/**
 * Where a game object's middle is on the page, CSS px (for the test hook: a test clicks there
 * whatever the canvas's scaling and the camera's zoom).
 */
export function pagePointOf(scene: Phaser.Scene, o: Phaser.GameObjects.Image): { x: number; y: number } {
  const cam = scene.cameras.main;
  const canvas = scene.game.canvas;
  const rect = canvas.getBoundingClientRect();
  const b = o.getBounds();
  // Phaser's camera: zoomed about the middle of its viewport, scrolled by scrollX/Y (worldView
  // lags until the next drawn frame, so it is not used).
  const toPage = (world: number, scroll: number, camStart: number, camSize: number, size: number, cssStart: number, cssSize: number) =>
    cssStart + ((camStart + camSize / 2 + (world - scroll - camSize / 2) * cam.zoom) * cssSize) / size;
  return {
    x: toPage(b.centerX, cam.scrollX, cam.x, cam.width, canvas.width, rect.left, rect.width),
    y: toPage(b.centerY, cam.scrollY, cam.y, cam.height, canvas.height, rect.top, rect.height),
  };
}

/**
 * Plays `steps` on the monster from its rest pose, then puts it back at rest and calls `done`.
 * The monster's other tweens (its idle bob, a cheer hop) are stopped first: `done` restarts the idle.
 * @returns the total time, ms
 */
export function playSteps(scene: Phaser.Scene, monster: Phaser.GameObjects.Image, steps: readonly DanceStep[], rest: RestPose, done: () => void): number {
  scene.tweens.killTweensOf(monster);
  monster.setPosition(rest.x, rest.y).setScale(rest.scaleX, rest.scaleY).setFlipX(rest.flipX);
  const total = steps.reduce((t, s) => t + s.ms, 0);
  scene.tweens.chain({
    targets: monster,
    tweens: steps.map((s) => ({
      x: rest.x + s.sway,
      y: rest.y - s.lift,
      scaleY: rest.scaleY * s.squash,
      duration: s.ms,
      ease: s.lift > 0 ? 'Sine.easeOut' : 'Sine.easeIn',
      onStart: () => void monster.setFlipX(s.flip !== rest.flipX),
    })),
    onComplete: () => {
      monster.setPosition(rest.x, rest.y).setScale(rest.scaleX, rest.scaleY).setFlipX(rest.flipX);
      done();
    },
  });
  return total;
}
