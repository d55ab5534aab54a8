/**
 * The level-complete celebration in the level scene (issue 13): confetti falling from the top and
 * bursting from the monster (Phaser particles), the monster's dance, on the timeline of
 * liveliness.ts `celebrationTimeline` (inside the level's outro, so the flow keeps its timings).
 * With reduced motion: a still star burst around the monster for the same time, no dance.
 */
import type * as Phaser from 'phaser';
import { DESIGN_WIDTH } from '../../core/content/level-schema';
import { type CelebrationTimeline, DANCE, type WorldMotion } from './liveliness';
import { playSteps, type RestPose } from './monster-life';
import { OUTLINE } from './theme';

/** Texture of one piece of confetti (a small white rounded card, tinted per piece). */
const CONFETTI_KEY = 'celebration-confetti';
const COLOURS = [0xff6f91, 0xffc83d, 0x4f8fff, 0x5ad17a, 0xad86f5, 0xff8a3d];
/** Depth above the level's sprites (at most 60, the reveal sparkle) and the monster (50). */
const DEPTH = 70;

function confettiTexture(scene: Phaser.Scene): string {
  if (!scene.textures.exists(CONFETTI_KEY)) {
    const g = scene.make.graphics({}, false);
    g.fillStyle(0xffffff).fillRoundedRect(0, 0, 18, 26, 5);
    g.generateTexture(CONFETTI_KEY, 18, 26);
    g.destroy();
  }
  return CONFETTI_KEY;
}

/** What the celebration needs of the scene. */
export interface CelebrationTarget {
  scene: Phaser.Scene;
  /** The monster (absent while its texture loads: then only the confetti). */
  monster?: Phaser.GameObjects.Image | undefined;
  /** Its rest pose, and what restarts its idle motion after the dance. */
  rest?: RestPose | undefined;
  restartIdle: () => void;
}

/**
 * Starts the celebration now (time 0 = the completing answer's progress event).
 * @returns the objects it added; they remove themselves at `timeline.endMs`
 */
export function celebrate({ scene, monster, rest, restartIdle }: CelebrationTarget, timeline: CelebrationTimeline, motion: WorldMotion): Phaser.GameObjects.GameObject[] {
  const added: Phaser.GameObjects.GameObject[] = [];
  const lasts = timeline.endMs - timeline.startMs;
  const at = monster ? { x: monster.x, y: monster.y - monster.displayHeight * 0.6 } : { x: DESIGN_WIDTH / 2, y: 300 };
  scene.time.delayedCall(timeline.startMs, () => {
    if (motion.celebration === 'burst') {
      // A still burst: a ring of stars that does not move, gone when the celebration would end.
      const stars = Array.from({ length: 10 }, (_, i) => {
        const a = (i / 10) * 2 * Math.PI;
        const r = i % 2 === 0 ? 190 : 150;
        return scene.add.star(at.x + Math.cos(a) * r, at.y + Math.sin(a) * r * 0.8, 5, 11, 26, COLOURS[i % COLOURS.length]).setStrokeStyle(3, OUTLINE).setDepth(DEPTH);
      });
      added.push(...stars);
      scene.time.delayedCall(lasts, () => stars.forEach((s) => s.destroy()));
      return;
    }
    const texture = confettiTexture(scene);
    // Tumbling without rotation (rotated textures are drawn sliced on software WebGL): each piece
    // turns its face by squeezing its width, at its own pace.
    const seeds = new WeakMap<Phaser.GameObjects.Particles.Particle, number>();
    const tumble = {
      onEmit: (p?: Phaser.GameObjects.Particles.Particle) => {
        if (p) seeds.set(p, Math.random() * 2 * Math.PI);
        return 1;
      },
      onUpdate: (p: Phaser.GameObjects.Particles.Particle, _k: string, t: number) => Math.cos(t * 18 + (seeds.get(p) ?? 0)),
    };
    const rain = scene.add
      .particles(0, -30, texture, {
        x: { min: 0, max: DESIGN_WIDTH },
        speedY: { min: 160, max: 320 },
        speedX: { min: -70, max: 70 },
        gravityY: 240,
        lifespan: timeline.lifeMs,
        quantity: 5,
        frequency: 40,
        tint: COLOURS,
        scaleX: tumble,
        scaleY: { min: 0.7, max: 1.1 },
        alpha: { start: 1, end: 0.6 },
        duration: timeline.emitMs,
      })
      .setDepth(DEPTH);
    const pop = scene.add
      .particles(at.x, at.y, texture, {
        speed: { min: 320, max: 620 },
        angle: { min: 200, max: 340 },
        gravityY: 700,
        lifespan: timeline.lifeMs,
        tint: COLOURS,
        scaleX: tumble,
        emitting: false,
      })
      .setDepth(DEPTH);
    pop.explode(48);
    added.push(rain, pop);
    // The render loop draws every frame while a finite tween runs (render-rules.ts "active"):
    // this one spans the confetti's whole life, particles being no tweens.
    scene.tweens.addCounter({ from: 0, to: 1, duration: lasts, onComplete: () => [rain, pop].forEach((e) => e.destroy()) });
  });
  if (motion.celebration === 'confetti' && monster && rest) {
    scene.time.delayedCall(timeline.danceMs, () => {
      if (monster.active) playSteps(scene, monster, DANCE, rest, restartIdle);
    });
  }
  return added;
}
