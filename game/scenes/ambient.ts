/**
 * Draws a map's ambience (ambience.ts: water shimmer and flow, drifting clouds with a little
 * parallax, creatures on their paths, snow) with Phaser shapes in the maps' flat, outlined style.
 *
 * One endless tween is the clock of it all: its onUpdate poses every object from the elapsed time,
 * so the render loop sees one idle loop and draws it at IDLE_FPS (render-rules.ts), and reduced
 * motion (worldMotion) leaves everything standing at its pose at time 0 without starting it.
 */
import * as Phaser from 'phaser';
import { OUTLINE } from './theme';
import {
  ambienceOf,
  CLOUD_SCROLL_FACTOR,
  cloudPoses,
  type Creature,
  creaturePose,
  easeToward,
  flowPoses,
  glintPoses,
  parallaxTarget,
  type Pt,
  snowPoses,
} from './ambience';
import type { WorldMotion } from './liveliness';

type Obj = Phaser.GameObjects.GameObject & Phaser.GameObjects.Components.Transform & Phaser.GameObjects.Components.AlphaSingle;

/** Depths: water marks just above the map's sprites and nodes (which are at 0), creatures above them, clouds above the monster (10) and under the banner (20). */
export const AMBIENT_DEPTH = { water: 1, creatures: 2, snow: 15, clouds: 16 } as const;

/** The ambience drawn on a map: its objects (all moving, none to bake) and a stop. */
export interface AmbientHandle {
  objects: Phaser.GameObjects.GameObject[];
  /** Time the clock has run, ms (the test hook reads it to see that the world moves). */
  elapsedMs(): number;
}

const line = 3;

/**
 * A texture drawn once with a Graphics (kept by the game's texture manager for later launches):
 * the many small ambient things are then plain images, one batched quad each, instead of shapes
 * and paths rebuilt on every drawn frame.
 * @param draw draws inside a `w` x `h` box (design px)
 */
function shapeTexture(scene: Phaser.Scene, key: string, w: number, h: number, draw: (g: Phaser.GameObjects.Graphics) => void): string {
  if (!scene.textures.exists(key)) {
    const g = scene.make.graphics({}, false);
    draw(g);
    g.generateTexture(key, w, h);
    g.destroy();
  }
  return key;
}

function cloud(scene: Phaser.Scene, color: number): Phaser.GameObjects.Image {
  const key = shapeTexture(scene, `ambient-cloud-${color.toString(16)}`, 170, 100, (g) => {
    g.fillStyle(color, 0.92);
    g.fillCircle(40, 56, 30).fillCircle(76, 36, 40).fillCircle(120, 48, 32).fillCircle(148, 62, 22);
    g.fillRoundedRect(10, 56, 158, 34, 17);
  });
  return scene.add.image(0, 0, key);
}

/** A wave mark on water: two small crests. */
const waveTexture = (scene: Phaser.Scene) =>
  shapeTexture(scene, 'ambient-wave', 44, 16, (g) => {
    g.lineStyle(4, 0xffffff, 1);
    g.beginPath().arc(13, 14, 9, Math.PI * 1.15, Math.PI * 1.85).strokePath();
    g.beginPath().arc(31, 14, 9, Math.PI * 1.15, Math.PI * 1.85).strokePath();
  });

/** A twinkle on ice: a four-pointed star. */
const twinkleTexture = (scene: Phaser.Scene) =>
  shapeTexture(scene, 'ambient-twinkle', 20, 20, (g) => {
    const points = Array.from({ length: 8 }, (_, i) => {
      const r = i % 2 === 0 ? 9 : 2.5;
      const a = (i / 8) * 2 * Math.PI - Math.PI / 2;
      return new Phaser.Math.Vector2(10 + Math.cos(a) * r, 10 + Math.sin(a) * r);
    });
    g.fillStyle(0xffffff, 1).fillPoints(points, true);
  });

/** A round white dot (snowflakes, the river's foam), 12 px across. */
const dotTexture = (scene: Phaser.Scene) => shapeTexture(scene, 'ambient-dot', 12, 12, (g) => g.fillStyle(0xffffff, 1).fillCircle(6, 6, 6));

/** A bubble: a white ring with a faint fill. */
const bubbleTexture = (scene: Phaser.Scene) =>
  shapeTexture(scene, 'ambient-bubble', 20, 20, (g) => {
    g.fillStyle(0xffffff, 0.15).fillCircle(10, 10, 8);
    g.lineStyle(2.5, 0xffffff, 0.9).strokeCircle(10, 10, 8);
  });

function fish(scene: Phaser.Scene, color: number): { body: Phaser.GameObjects.Container; beat: Phaser.GameObjects.Triangle } {
  const tail = scene.add.triangle(-20, 0, 0, 0, -16, -11, -16, 11, color).setStrokeStyle(line, OUTLINE);
  const body = scene.add.ellipse(0, 0, 44, 24, color).setStrokeStyle(line, OUTLINE);
  const eye = scene.add.circle(10, -3, 3.5, OUTLINE);
  const fin = scene.add.ellipse(-2, 4, 12, 7, 0xffffff, 0.5);
  return { body: scene.add.container(0, 0, [tail, body, fin, eye]), beat: tail };
}

function bird(scene: Phaser.Scene, color: number): { body: Phaser.GameObjects.Container; wings: Phaser.GameObjects.Triangle[] } {
  const left = scene.add.triangle(-8, -2, 0, 0, -30, -16, -6, 8, color).setStrokeStyle(line, OUTLINE);
  const right = scene.add.triangle(8, -2, 0, 0, 30, -16, 6, 8, color).setStrokeStyle(line, OUTLINE);
  const body = scene.add.ellipse(0, 0, 30, 16, color).setStrokeStyle(line, OUTLINE);
  const beak = scene.add.triangle(16, -1, 0, -4, 9, 0, 0, 4, 0xffb703).setStrokeStyle(2, OUTLINE);
  const eye = scene.add.circle(8, -3, 2.5, OUTLINE);
  return { body: scene.add.container(0, 0, [left, right, body, beak, eye]), wings: [left, right] };
}

function butterfly(scene: Phaser.Scene, color: number): { body: Phaser.GameObjects.Container; wings: Phaser.GameObjects.Container } {
  const wing = (x: number, y: number, w: number, h: number) => scene.add.ellipse(x, y, w, h, color).setStrokeStyle(2.5, OUTLINE);
  const wings = scene.add.container(0, 0, [wing(-10, -7, 20, 18), wing(10, -7, 20, 18), wing(-8, 7, 14, 12), wing(8, 7, 14, 12)]);
  const body = scene.add.ellipse(0, 0, 6, 24, OUTLINE);
  return { body: scene.add.container(0, 0, [wings, body]), wings };
}

function penguin(scene: Phaser.Scene): Phaser.GameObjects.Container {
  const feet = scene.add.ellipse(0, 22, 26, 8, 0xffa62b).setStrokeStyle(2, OUTLINE);
  const body = scene.add.ellipse(0, 0, 36, 48, 0x2b2140).setStrokeStyle(line, OUTLINE);
  const belly = scene.add.ellipse(3, 5, 22, 34, 0xffffff);
  const eye = scene.add.circle(7, -12, 3, 0xffffff);
  const pupil = scene.add.circle(8, -12, 1.6, OUTLINE);
  const beak = scene.add.triangle(17, -7, 0, -4, 9, 0, 0, 4, 0xffa62b).setStrokeStyle(2, OUTLINE);
  return scene.add.container(0, 0, [feet, body, belly, eye, pupil, beak]);
}

/** A creature's drawing and how to pose it at `ms`. */
function creature(scene: Phaser.Scene, c: Creature): { obj: Obj; pose: (ms: number) => void } {
  const s = c.scale ?? 1;
  const place = (o: Obj, ms: number, extra: (p: ReturnType<typeof creaturePose>) => void) => {
    const p = creaturePose(c, ms);
    o.setPosition(p.x, p.y).setAlpha(p.alpha);
    (o as unknown as Phaser.GameObjects.Container).setScale(p.facing * s, s);
    extra(p);
  };
  switch (c.kind) {
    case 'fish': {
      const { body, beat } = fish(scene, c.color);
      return { obj: body, pose: (ms) => place(body, ms, (p) => beat.setScale(1, 0.75 + 0.25 * p.beat)) };
    }
    case 'bird': {
      const { body, wings } = bird(scene, c.color);
      return { obj: body, pose: (ms) => place(body, ms, (p) => wings.forEach((w) => w.setScale(1, p.beat))) };
    }
    case 'butterfly': {
      const { body, wings } = butterfly(scene, c.color);
      return {
        obj: body,
        pose: (ms) =>
          place(body, ms, (p) => {
            wings.setScale(0.35 + 0.65 * Math.abs(p.beat), 1);
            body.y += Math.sin(ms / 180) * 6;
          }),
      };
    }
    case 'penguin': {
      const body = penguin(scene);
      // A waddle: a small bounce on every step.
      return { obj: body, pose: (ms) => place(body, ms, (p) => (body.y -= Math.abs(p.beat) * 4)) };
    }
    case 'bubble': {
      const body = scene.add.image(0, 0, bubbleTexture(scene));
      return { obj: body, pose: (ms) => place(body, ms, () => (body.x += Math.sin(ms / 300) * 4)) };
    }
  }
}

/**
 * Draws the ambience of `mapKey` into `scene` and, when `motion.ambient`, sets it moving.
 * @param scene the map scene (objects are added to it; they end with its launch)
 * @param mapKey the map's key (ambience.ts AMBIENCE)
 * @param motion worldMotion(reduced): ambient and parallax switches
 * @returns the objects added (all live: never baked into the still picture while they move)
 */
export function createAmbience(scene: Phaser.Scene, mapKey: string, motion: WorldMotion): AmbientHandle {
  const a = ambienceOf(mapKey);
  const objects: Phaser.GameObjects.GameObject[] = [];
  const posers: Array<(ms: number) => void> = [];
  const add = <T extends Phaser.GameObjects.GameObject>(o: T, depth: number): T => {
    (o as unknown as Phaser.GameObjects.Components.Depth).setDepth(depth);
    objects.push(o);
    return o;
  };

  if (a.shimmer) {
    const s = a.shimmer;
    const texture = s.style === 'twinkle' ? twinkleTexture(scene) : waveTexture(scene);
    const glints = glintPoses(s, 0).map(() => add(scene.add.image(0, 0, texture), AMBIENT_DEPTH.water));
    posers.push((ms) => glintPoses(s, ms).forEach((p, i) => glints[i]!.setPosition(p.x + p.sway, p.y).setAlpha(0.85 * p.alpha)));
  }
  for (const f of a.flows ?? []) {
    const dashes = flowPoses(f, 0).map(() => add(scene.add.image(0, 0, dotTexture(scene)).setScale(1.4, 0.7), AMBIENT_DEPTH.water));
    posers.push((ms) => flowPoses(f, ms).forEach((p, i) => dashes[i]!.setPosition(p.x, p.y).setAlpha(p.alpha)));
  }
  for (const c of a.creatures) {
    const { obj, pose } = creature(scene, c);
    add(obj, AMBIENT_DEPTH.creatures);
    posers.push(pose);
  }
  if (a.snow) {
    const snow = a.snow;
    const flakes = snowPoses(snow, 0).map((p) => add(scene.add.image(0, 0, dotTexture(scene)).setScale(p.r / 6).setAlpha(0.9), AMBIENT_DEPTH.snow));
    posers.push((ms) => snowPoses(snow, ms).forEach((p, i) => flakes[i]!.setPosition(p.x, p.y)));
  }
  // The clouds' layer: nearer than the map, so it slides a little further than the map with the
  // camera (scroll factor) and a little the other way from the pointer (parallax).
  const cloudLayer = add(scene.add.container(0, 0), AMBIENT_DEPTH.clouds);
  const clouds = cloudPoses(a.clouds, 0).map(() => cloud(scene, a.clouds.color));
  cloudLayer.add(clouds);
  cloudLayer.setScrollFactor(CLOUD_SCROLL_FACTOR, CLOUD_SCROLL_FACTOR, true);
  posers.push((ms) => cloudPoses(a.clouds, ms).forEach((p, i) => clouds[i]!.setPosition(p.x, p.y).setScale(p.scale)));

  let pointer: Pt | null = null;
  let offset: Pt = { x: 0, y: 0 };
  if (motion.parallax) {
    const onMove = (p: Phaser.Input.Pointer) => (pointer = { x: p.worldX, y: p.worldY });
    scene.input.on(Phaser.Input.Events.POINTER_MOVE, onMove);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.input.off(Phaser.Input.Events.POINTER_MOVE, onMove));
  }

  for (const pose of posers) pose(0);
  let elapsed = 0;
  if (motion.ambient) {
    const start = scene.time.now;
    let last = start;
    const clock = { t: 0 };
    scene.tweens.add({
      targets: clock,
      t: 1,
      duration: 1000,
      repeat: -1,
      onUpdate: () => {
        const now = scene.time.now;
        elapsed = now - start;
        for (const pose of posers) pose(elapsed);
        if (motion.parallax) {
          offset = easeToward(offset, parallaxTarget(pointer), now - last);
          cloudLayer.setPosition(offset.x, offset.y);
        }
        last = now;
      },
    });
  }
  return { objects, elapsedMs: () => elapsed };
}
