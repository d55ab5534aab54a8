/**
 * The monster walking along a route of points (the subject map's path between two nodes): at
 * WALK_SPEED_PX_S like the math map's walk, facing the way it goes, with the same little squash
 * hops (a squash, not a rotation). The walk tells the child something, so it stays under reduced
 * motion (game/motion.ts keeps finite tweens).
 */
import type * as Phaser from 'phaser';
import { pointAlong, polylineLength, type Point } from '../../core/content/subject-map-rules';
import { WALK_SPEED_PX_S } from './theme';

/** A running walk: `stop()` ends it where the monster is, without calling `done`. */
export interface Walk {
  stop(): void;
}

/**
 * Walks `monster` (origin at its feet) through `points` (design px), then calls `done`.
 * @param onStep called after each step with the monster's position (the camera follows)
 * @returns the walk, to stop it early (a new command, the scene ending)
 */
export function walkAlong(scene: Phaser.Scene, monster: Phaser.GameObjects.Image, points: readonly Point[], onStep: (x: number, y: number) => void, done: () => void): Walk {
  const length = polylineLength(points);
  const duration = Math.max(600, (length / WALK_SPEED_PX_S) * 1000);
  const progress = { t: 0 };
  const sy = monster.scaleY;
  const move = scene.tweens.add({
    targets: progress,
    t: 1,
    duration,
    ease: 'Sine.easeInOut',
    onUpdate: () => {
      const p = pointAlong(points, progress.t);
      monster.setPosition(p.x, p.y).setFlipX(p.dir < 0);
      onStep(p.x, p.y);
    },
    onComplete: () => {
      monster.setScale(monster.scaleX, sy);
      done();
    },
  });
  const hops = Math.max(2, Math.round(duration / 300));
  const hop = scene.tweens.add({ targets: monster, scaleY: sy * 0.9, duration: duration / hops / 2, yoyo: true, repeat: hops - 1 });
  return {
    stop() {
      move.stop();
      hop.stop();
      monster.setScale(monster.scaleX, sy);
    },
  };
}
