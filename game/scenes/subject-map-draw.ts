/**
 * Drawing pieces of the subject map scene (SubjectMapScene.ts): the SVG textures rasterised at the
 * camera's scale with their placeholder stand-ins, a node's look in its state (image, dimming, a
 * lock or star badge, the gentle pulse of the selected node), its tap area (a circle around a level
 * node, the topic's polygon) and the keyboard focus ring.
 */
import * as Phaser from 'phaser';
import { nodeLook } from '../../core/content/subject-map-rules';
import type { SubjectMapNode, SubjectNodeState } from '../../core/content/subject-map-schema';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../../core/content/level-schema';
import { OUTLINE } from './theme';

/** The smallest tap circle around a level node, design px (radius). */
const MIN_TAP_RADIUS = 56;
/** The focus ring's colour: the app's focus colour (--sun), on an ink edge, as the math map's. */
const SUN = 0xffc83d;

/**
 * The map's SVG textures at one rasterising scale: `ts` canvas px per design px, under keys of
 * their own (`url@ts`) unless ts is 1. An image is drawn at `scale / ts` to come out at design size.
 */
export class MapTextures {
  constructor(
    private readonly scene: Phaser.Scene,
    readonly ts: number,
  ) {}

  /** The texture key of an image URL at this scale. */
  key(url: string): string {
    return this.ts !== 1 ? `${url}@${this.ts}` : url;
  }

  /** True once the image's texture exists. */
  has(url: string): boolean {
    return this.scene.textures.exists(this.key(url));
  }

  /** Queues the images not loaded yet (the background at the design's full size, the rest at `ts`). */
  queue(urls: readonly string[], background: readonly string[]): number {
    let n = 0;
    for (const url of urls) {
      if (this.has(url)) continue;
      n++;
      if (background.includes(url)) this.scene.load.svg(this.key(url), url, { width: Math.round(DESIGN_WIDTH * this.ts), height: Math.round(DESIGN_HEIGHT * this.ts) });
      else this.scene.load.svg(this.key(url), url, this.ts !== 1 ? { scale: this.ts } : undefined);
    }
    return n;
  }

  /** The texture to draw `url` with now: its own once loaded, else its placeholder's. */
  best(url: string, placeholder: string): string {
    return this.has(url) ? this.key(url) : this.key(placeholder);
  }
}

/** A node as drawn: its image, badge, pulse and tap area. */
export interface DrawnNode {
  node: SubjectMapNode;
  state: SubjectNodeState;
  img: Phaser.GameObjects.Image;
  badge?: Phaser.GameObjects.Container | undefined;
  pulse?: Phaser.Tweens.Tween | undefined;
  zone: Phaser.GameObjects.Zone;
}

/**
 * Draws (or redraws, when `drawn` is given) a node in `state`: the image of its look (the
 * placeholder until that has loaded), dimmed and badged when the map has no own image for it,
 * pulsing gently when selected. Drawn again in the same state, only its texture is updated.
 */
export function drawNode(scene: Phaser.Scene, tex: MapTextures, node: SubjectMapNode, state: SubjectNodeState, depth: number, drawn?: DrawnNode): Omit<DrawnNode, 'zone'> {
  const look = nodeLook(node, state);
  const texture = tex.best(look.url, node.images.placeholder);
  // Same state (a picture arrived): only the texture changes; the pulse and badge stay as they are.
  if (drawn && drawn.state === state) {
    drawn.img.setTexture(texture);
    return drawn;
  }
  const img = drawn?.img ?? scene.add.image(node.x, node.y, texture).setDepth(depth);
  img.setTexture(texture);
  const scale = node.scale / tex.ts;
  drawn?.pulse?.stop();
  img.setScale(scale);
  if (look.dim) img.setTint(0xa9b2c4).setAlpha(0.85);
  else img.clearTint().setAlpha(1);
  drawn?.badge?.destroy();
  let badge: Phaser.GameObjects.Container | undefined;
  if (look.badge) {
    const r = (img.displayWidth / 2) * 0.7;
    badge = scene.add.container(node.x + r, node.y - r).setDepth(depth + 0.5);
    if (look.badge === 'star') badge.add(scene.add.star(0, 0, 5, 9, 20, 0xffd23f).setStrokeStyle(4, OUTLINE));
    else badge.add([scene.add.rectangle(0, 4, 24, 20, 0x8b9bb4).setStrokeStyle(3, OUTLINE), scene.add.arc(0, -5, 8, 180, 360, false).setStrokeStyle(3, OUTLINE)]);
  }
  const pulse = look.pulse ? scene.tweens.add({ targets: img, scale: scale * 1.06, duration: 900, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' }) : undefined;
  return { node, state, img, badge, pulse };
}

/**
 * The node's tap area, above everything drawn: its polygon (topics, design px), else a circle
 * around the node at least MIN_TAP_RADIUS wide. A zone covering the design space, so the hit
 * area's coordinates are design px.
 */
export function tapZone(scene: Phaser.Scene, node: SubjectMapNode, img: Phaser.GameObjects.Image, onTap: () => void): Phaser.GameObjects.Zone {
  const zone = scene.add.zone(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT).setOrigin(0).setDepth(50);
  if (node.polygon) zone.setInteractive({ hitArea: new Phaser.Geom.Polygon(node.polygon.flat()), hitAreaCallback: (area: Phaser.Geom.Polygon, x: number, y: number) => Phaser.Geom.Polygon.Contains(area, x, y), useHandCursor: true });
  else {
    const radius = Math.max(MIN_TAP_RADIUS, (Math.min(img.displayWidth, img.displayHeight) / 2) * 0.85);
    zone.setInteractive({ hitArea: new Phaser.Geom.Circle(node.x, node.y, radius), hitAreaCallback: (area: Phaser.Geom.Circle, x: number, y: number) => Phaser.Geom.Circle.Contains(area, x, y), useHandCursor: true });
  }
  onPressed(scene, zone, onTap);
  return zone;
}

/**
 * Calls `onTap` when `target` is pressed and released: a release alone is no tap. Phaser hears the
 * mouse's release on the whole window, so letting go of a DOM button drawn over the map (a bar's
 * "Back") also released over whatever node lies under it and chose that node.
 */
export function onPressed(scene: Phaser.Scene, target: Phaser.GameObjects.GameObject, onTap: () => void): void {
  let pressed = false;
  // The scene's events come after the objects': every press says whether it began on `target`,
  // every release ends it (after `target`'s own release has been heard).
  scene.input.on('pointerdown', (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
    pressed = over.includes(target);
  });
  scene.input.on('pointerup', () => {
    pressed = false;
  });
  target.on('pointerup', () => {
    if (pressed) onTap();
  });
}

/** The keyboard focus ring around a node (the math map's ring, map-focus.ts, sized to the node). */
export function focusRing(scene: Phaser.Scene, d: DrawnNode): Phaser.GameObjects.Graphics {
  const ring = scene.add.graphics({ x: d.node.x, y: d.node.y }).setDepth(45);
  const r = Math.max(MIN_TAP_RADIUS, Math.max(d.img.displayWidth, d.img.displayHeight) / 2 + 8);
  if (d.node.polygon) {
    const pts = d.node.polygon.map(([x, y]) => new Phaser.Math.Vector2(x - d.node.x, y - d.node.y));
    ring.lineStyle(14, OUTLINE).strokePoints(pts, true).lineStyle(8, SUN).strokePoints(pts, true);
  } else ring.lineStyle(14, OUTLINE).strokeCircle(0, 0, r).lineStyle(8, SUN).strokeCircle(0, 0, r);
  return ring;
}
