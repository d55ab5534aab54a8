import * as Phaser from 'phaser';
import type { IntroSceneEvent, MapNodeState, MapShowCommand } from '../bridge';
import { BridgeScene, type BridgeSceneData } from './bridge-scene';
import { mapCameraFollows, mapCameraView, nodeState, screenFixed } from './map-rules';
import { compositeMemberPose, compositeMotion, compositeOf, spriteImageUrl } from '../../core/content/level-rules';
import { DESIGN_HEIGHT, DESIGN_WIDTH, type MapSpriteContent, type MonsterNumber } from '../../core/content/level-schema';
import { monsterNumberOf } from '../../core/monster/monster-parts';
import { motionMs } from '../motion';
import { publishTestState } from '../test-hook';
import { attachMapFocusRing } from './map-focus';
import { ensureMonsterTexture } from '../textures';
import { FONT_FAMILY, hexToNumber, LEVEL_BANNER_MS, OUTLINE, WALK_SPEED_PX_S } from './theme';

/** Height the monster is drawn at on the map, design pixels. */
const MONSTER_HEIGHT = 150;
const NODE_RADIUS = 40;

/**
 * A map of one theme (spec "math map with levels"): background, level nodes in their states,
 * the student's monster standing on (or walking to) the current level, and the level banner.
 */
export class MapScene extends BridgeScene {
  private cmd!: MapShowCommand;
  private monster?: Phaser.GameObjects.Image;
  private monsterNumber: MonsterNumber = 1;

  constructor() {
    super('MapScene');
  }

  override init(data: BridgeSceneData & { cmd: MapShowCommand }) {
    super.init(data);
    this.cmd = data.cmd;
    this.monster = undefined;
    this.monsterNumber = monsterNumberOf(data.cmd.monster);
  }

  /** A map sprite's picture for the student's monster number (map sprites may carry an `image` map too). */
  private imageUrl(s: MapSpriteContent): string {
    return spriteImageUrl(s, this.monsterNumber);
  }

  /** Zoom of the camera: the map's `scale` when it follows the monster (`move_map`), else 1. */
  private get zoom(): number {
    return mapCameraFollows(this.cmd.map) ? this.cmd.map.scale : 1;
  }

  /** Centres the camera on a design-space point as far as the map edges allow (no-op for a fitted map). */
  private focus(x: number, y: number) {
    const view = mapCameraView(this.cmd.map, { x, y });
    this.view(view.zoom, view.centerX, view.centerY);
  }

  /** Scale the map's SVGs are rasterised at: the camera's zoom times the canvas's render scale (1 = design size). */
  private get textureScale(): number {
    return this.zoom * this.renderScale;
  }

  preload() {
    const bg = this.cmd.map.assets.background;
    // Rasterised at the size they are drawn on screen (own texture keys), so they stay crisp and no larger.
    const ts = this.textureScale;
    const bgKey = this.textureKey(bg);
    if (!this.textures.exists(bgKey)) this.load.svg(bgKey, bg, { width: Math.round(DESIGN_WIDTH * ts), height: Math.round(DESIGN_HEIGHT * ts) });
    for (const s of this.cmd.map.assets.sprites) {
      const url = this.imageUrl(s);
      const key = this.textureKey(url);
      if (!this.textures.exists(key)) this.load.svg(key, url, ts !== 1 ? { scale: ts } : undefined);
    }
    this.reportLoadErrors();
  }

  /**
   * Texture key of an SVG on this map: rasterised at `textureScale`, under a key of their own
   * unless that is 1 (the plain URL, shared with the level scenes at design size).
   */
  private textureKey(url: string): string {
    const ts = this.textureScale;
    return ts !== 1 ? `${url}@${ts}` : url;
  }

  async create() {
    const launch = this.launch;
    const { map } = this.cmd;
    this.focus(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2);
    // The sky under the background (a rectangle, not the camera's colour, so it is drawn once into the still picture).
    const still = new Set<Phaser.GameObjects.GameObject>([
      this.add.rectangle(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT, hexToNumber(map.palette.sky)).setOrigin(0),
      this.add.image(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, this.textureKey(map.assets.background)).setDisplaySize(DESIGN_WIDTH, DESIGN_HEIGHT),
    ]);
    const ts = this.textureScale;
    const groups = new Map<string, Array<{ img: Phaser.GameObjects.Image; s: MapSpriteContent }>>();
    for (const s of map.assets.sprites) {
      // Textures are rasterised `ts` times the design size: draw them back at design size.
      const img = this.add.image(s.x, s.y, this.textureKey(this.imageUrl(s))).setScale(s.scale / ts);
      const group = compositeOf(map.assets.composites, s.key);
      if (group !== undefined) groups.set(group, [...(groups.get(group) ?? []), { img, s: { ...s, scale: s.scale / ts } }]);
      else if (s.animation) this.tweens.add({ targets: img, y: s.y - 12, duration: 2400, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
      else still.add(img);
    }
    // A composite (e.g. the balloon and the bird escorting it) drifts as one object: one shared phase.
    for (const [key, members] of groups) {
      if (!members.some((m) => m.s.animation)) {
        for (const m of members) still.add(m.img);
        continue;
      }
      const motion = compositeMotion(key);
      const phase = { t: 0 };
      this.tweens.add({
        targets: phase,
        t: 1,
        duration: motion.duration,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
        onUpdate: () => {
          for (const { img, s } of members) {
            const pose = compositeMemberPose(s, motion, phase.t);
            img.setY(pose.y).setScale(s.scale, pose.scaleY);
          }
        },
      });
    }
    for (const node of map.nodes) {
      const state = nodeState(node.level, this.cmd);
      const container = this.drawNode(node.level, node.x, node.y, state);
      // The current node pulses; the others never change while the map is shown.
      if (state !== 'current') still.add(container);
    }
    this.bakeStill(still);

    const key = await ensureMonsterTexture(this, this.cmd.monster, 0.5);
    if (!this.stillCurrent(launch)) return;
    const to = this.nodeAt(this.cmd.currentLevel);
    if (!to) return;
    // Arriving from the previous map (map-to-map transition): fade in and walk in from the left edge.
    const fromOtherMap = this.cmd.walkFromLevel !== undefined && !this.nodeAt(this.cmd.walkFromLevel);
    const from = fromOtherMap ? { level: this.cmd.walkFromLevel!, x: -80, y: to.y } : (this.nodeAt(this.cmd.walkFromLevel) ?? to);
    if (fromOtherMap) this.cameras.main.fadeIn(motionMs(900), 255, 255, 255);
    this.focus(from.x, from.y);
    this.monster = this.add.image(from.x, from.y - NODE_RADIUS + 8, key).setOrigin(0.5, 1).setDepth(10);
    this.monster.setScale(MONSTER_HEIGHT / this.monster.height);
    this.monster.setInteractive({ useHandCursor: true }).on('pointerup', () => this.bridge.emit('map:level-selected', { level: this.cmd.currentLevel }));

    const arrive = () => {
      this.idleBob();
      publishTestState({ scene: 'MapScene', monsterLevel: this.cmd.currentLevel });
      this.bridge.emit('scene:ready', { scene: 'MapScene' });
      if (this.cmd.walkFromLevel !== undefined) this.showBanner();
    };
    if (from === to) arrive();
    else this.walk(from, to, arrive);
    this.listen('intro:scene', (e) => this.introScene(e));
    attachMapFocusRing((event, fn) => this.listen(event, fn), this, map, this.cmd.currentLevel, () => this.invalidate());
  }

  /** The intro video's cues (spec part 1 section 4): the monster hops on its node; why-zoom zooms in on it and back. */
  private introScene({ state, scene }: IntroSceneEvent) {
    const monster = this.monster;
    if (!monster) return;
    publishTestState({ introState: state });
    if (scene === 'showMonsterOnMap') {
      this.tweens.add({ targets: monster, y: monster.y - 60, duration: 260, yoyo: true, repeat: 2, ease: 'Sine.easeOut' });
    }
    const cam = this.cameras.main;
    if (state === 'whyZoom') {
      cam.pan(monster.x, monster.y - 80, motionMs(900), 'Sine.easeInOut');
      cam.zoomTo(1.8 * this.renderScale, motionMs(900), 'Sine.easeInOut');
    } else if (state === 'whyOutro' || state === 'end') {
      cam.pan(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, motionMs(700), 'Sine.easeInOut');
      cam.zoomTo(this.renderScale, motionMs(700), 'Sine.easeInOut');
    }
  }

  private nodeAt(level: number | undefined) {
    return level === undefined ? undefined : this.cmd.map.nodes.find((n) => n.level === level);
  }

  private drawNode(level: number, x: number, y: number, state: MapNodeState) {
    const accent = hexToNumber(this.cmd.map.palette.accent);
    const fill = state === 'completed' ? 0xffc83d : state === 'current' ? accent : 0xcfd8e6;
    const container = this.add.container(x, y);
    const shadow = this.add.ellipse(0, NODE_RADIUS - 4, NODE_RADIUS * 1.9, 18, 0x000000, 0.18);
    const disc = this.add.circle(0, 0, NODE_RADIUS, fill).setStrokeStyle(6, OUTLINE);
    const shine = this.add.ellipse(-12, -16, 26, 14, 0xffffff, state === 'locked' ? 0.25 : 0.45);
    const label = this.add
      .text(0, 2, String(level), { fontFamily: FONT_FAMILY, fontSize: '34px', fontStyle: '700', color: state === 'locked' ? '#6b7a90' : '#1d2b4f' })
      .setOrigin(0.5);
    container.add([shadow, disc, shine, label]);
    if (state === 'completed') {
      const star = this.add.star(NODE_RADIUS - 6, -NODE_RADIUS + 6, 5, 8, 17, 0xfff3a0).setStrokeStyle(4, OUTLINE);
      container.add(star);
    }
    if (state === 'locked' || (state === 'current' && this.cmd.currentLocked)) {
      const lock = this.add.container(NODE_RADIUS - 8, -NODE_RADIUS + 10);
      lock.add([this.add.rectangle(0, 4, 22, 18, 0x8b9bb4).setStrokeStyle(3, OUTLINE), this.add.arc(0, -4, 7, 180, 360, false).setStrokeStyle(3, OUTLINE)]);
      container.add(lock);
    }
    if (state === 'current') {
      const ring = this.add.circle(0, 0, NODE_RADIUS + 10).setStrokeStyle(5, 0xffffff, 0.9);
      container.addAt(ring, 0);
      this.tweens.add({ targets: ring, scale: 1.25, alpha: 0, duration: 1400, repeat: -1, ease: 'Sine.easeOut' });
      disc.setInteractive({ useHandCursor: true }).on('pointerup', () => this.bridge.emit('map:level-selected', { level }));
    }
    return container;
  }

  private idleBob() {
    if (!this.monster) return;
    this.tweens.add({ targets: this.monster, scaleY: this.monster.scaleY * 0.96, duration: 700, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  private walk(from: { x: number; y: number }, to: { x: number; y: number }, done: () => void) {
    const monster = this.monster!;
    const distance = Phaser.Math.Distance.Between(from.x, from.y, to.x, to.y);
    const duration = Math.max(600, (distance / WALK_SPEED_PX_S) * 1000);
    monster.setFlipX(to.x < from.x);
    // A map that follows the monster (move_map) pans along with the (eased) walk: a gentle glide.
    const follow = mapCameraFollows(this.cmd.map) ? () => this.focus(monster.x, monster.y + NODE_RADIUS - 8) : undefined;
    this.tweens.add({ targets: monster, x: to.x, y: to.y - NODE_RADIUS + 8, duration, ease: 'Sine.easeInOut', onUpdate: follow, onComplete: done });
    // Little hops while walking (a squash, not a rotation: see LevelScene.animate).
    const hops = Math.max(2, Math.round(duration / 300));
    const sy = monster.scaleY;
    this.tweens.add({ targets: monster, scaleY: sy * 0.9, duration: duration / hops / 2, yoyo: true, repeat: hops - 1, onComplete: () => monster.setScale(monster.scaleX, sy) });
  }

  /** The level announcement banner (spec: 2000 ms). */
  private showBanner() {
    const level = this.cmd.levels.find((l) => l.level === this.cmd.currentLevel);
    if (!level) return;
    const firstOnMap = this.cmd.map.nodes[0]?.level === level.level;
    // Fixed to the screen (not the map) so a zoomed, scrolled map shows it at the top centre too.
    const zoom = this.zoom;
    const at = (y: number) => screenFixed({ x: DESIGN_WIDTH / 2, y }, zoom, this.renderScale);
    const banner = this.add.container(at(-90).x, at(-90).y).setDepth(20).setScale(at(-90).scale);
    const plate = this.add.graphics();
    plate.fillStyle(0xffffff).fillRoundedRect(-360, -60, 720, 120, 36).lineStyle(8, OUTLINE).strokeRoundedRect(-360, -60, 720, 120, 36);
    const text = this.add
      .text(0, 0, firstOnMap ? `Welcome to the ${this.cmd.map.title}!` : `Level ${level.level}: ${level.title}`, { fontFamily: FONT_FAMILY, fontSize: '44px', fontStyle: '700', color: '#1d2b4f' })
      .setOrigin(0.5);
    banner.add([plate, text]);
    // After the children are in: they need the scroll factor too (Phaser copies it only on request).
    banner.setScrollFactor(0, 0, true);
    this.tweens.chain({
      targets: banner,
      tweens: [
        { y: at(110).y, duration: 450, ease: 'Back.easeOut' },
        { y: at(110).y, duration: LEVEL_BANNER_MS - 900 },
        { y: at(-90).y, duration: 450, ease: 'Back.easeIn', onComplete: () => banner.destroy() },
      ],
    });
  }
}
