import * as Phaser from 'phaser';
import type { IntroSceneEvent, MapNodeState, MapShowCommand } from '../bridge';
import { BridgeScene, type BridgeSceneData } from './bridge-scene';
import { mapCameraFollows, nodeState, screenFixed } from './map-rules';
import { type Frame, frameOn, insetsOf, mapZoom, type Rect } from './viewport-rules';
import { enableMapDrag } from './map-drag';
import { compositeMemberPose, compositeMotion, compositeOf, spriteImageUrl } from '../../core/content/level-rules';
import { DESIGN_HEIGHT, DESIGN_WIDTH, type MapSpriteContent, type MonsterNumber } from '../../core/content/level-schema';
import { monsterNumberOf } from '../../core/monster/monster-parts';
import { motionMs, prefersReducedMotion } from '../motion';
import { publishTestState, testHookEnabled } from '../test-hook';
import { createAmbience } from './ambient';
import { TAP_HOP, worldMotion } from './liveliness';
import { playSteps, restOf, startBlinking } from './monster-life';
import { enterScene } from './transition';
import { attachMapFocusRing } from './map-focus';
import { ensureMonsterTexture } from '../textures';
import { FONT_FAMILY, hexToNumber, LEVEL_BANNER_MS, OUTLINE, WALK_SPEED_PX_S } from './theme';

/** Height the monster is drawn at on the map, design pixels. */
const MONSTER_HEIGHT = 150;
const NODE_RADIUS = 40;
/** How far the sky and the ground reach past the map's top and bottom, design px (behind the bars). */
const EDGE_REACH = 1200;

/**
 * A map of one theme (spec "math map with levels"): background, level nodes in their states,
 * the student's monster standing on (or walking to) the current level, and the level banner.
 */
export class MapScene extends BridgeScene {
  private cmd!: MapShowCommand;
  private monster?: Phaser.GameObjects.Image;
  private monsterNumber: MonsterNumber = 1;
  /** The camera's frame (viewport-rules.ts), kept for drags and the intro's zoom back. */
  private frame?: Frame;
  /** The map's drag (map-drag.ts): `moved()` says the last press panned (no tap then). */
  private drag?: { moved(): boolean };

  constructor() {
    super('MapScene');
  }

  override init(data: BridgeSceneData & { cmd: MapShowCommand }) {
    super.init(data);
    this.cmd = data.cmd;
    this.monster = undefined;
    this.frame = undefined;
    this.drag = undefined;
    this.monsterNumber = monsterNumberOf(data.cmd.monster);
  }

  /** A map sprite's picture for the student's monster number (map sprites may carry an `image` map too). */
  private imageUrl(s: MapSpriteContent): string {
    return spriteImageUrl(s, this.monsterNumber);
  }

  /**
   * The camera's zoom, CSS px per design px (viewport-rules.ts mapZoom): covering the game area,
   * nodes at least 44 px, times the map's `scale` when it follows the monster (`move_map`).
   */
  private get zoom(): number {
    return mapZoom(this.viewport, NODE_RADIUS * 2, mapCameraFollows(this.cmd.map) ? this.cmd.map.scale : 1);
  }

  /** The current node with the monster standing on it, design px: what must show between the bars. */
  private focusRect(x: number, y: number): Rect {
    const top = y - NODE_RADIUS + 8 - MONSTER_HEIGHT;
    return { x: x - 60, y: top, width: 120, height: y + NODE_RADIUS - top };
  }

  /**
   * Frames the node at (x, y) with its monster between the bars: centred when `centre` (the first
   * frame, a map that follows the monster), else moved only as far as needed (viewport-rules.ts frameOn).
   */
  private focus(x: number, y: number, centre = true) {
    const viewport = this.viewport;
    const cam = this.cameras.main;
    const from = !centre && this.frame ? { x: cam.scrollX + cam.width / 2, y: cam.scrollY + cam.height / 2 } : undefined;
    this.frame = frameOn(this.focusRect(x, y), { viewport, insets: insetsOf(viewport, this.covers), zoom: this.zoom, from });
    this.applyFrame(this.frame);
    this.publishView();
  }

  /** Frames the monster (before it is drawn, the current level's node) again: the covers or the screen's size changed. */
  private reframe() {
    const m = this.monster;
    const at = m ? { x: m.x, y: m.y + NODE_RADIUS - 8 } : this.nodeAt(this.cmd.currentLevel);
    if (!at || this.cameras.main.zoomEffect.isRunning) return;
    this.focus(at.x, at.y);
  }

  /**
   * Scale the map's SVGs are rasterised at: canvas px per design px at the camera's zoom, rounded
   * (shared keys across close sizes), at most 2 (a phone at devicePixelRatio 3 gains nothing visible).
   */
  private get textureScale(): number {
    return Math.min(2, Math.round(this.zoom * this.renderScale * 20) / 20);
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
    const world = worldMotion(prefersReducedMotion());
    const start = this.nodeAt(this.cmd.currentLevel) ?? { x: DESIGN_WIDTH / 2, y: DESIGN_HEIGHT / 2 };
    this.focus(start.x, start.y);
    this.followLayout(() => this.reframe());
    // The sky under the background and above it, the ground below it: behind the bars the view may
    // reach past the map (viewport-rules.ts panBounds). Rectangles, not the camera's colour, so
    // they are drawn once into the still picture.
    const still = new Set<Phaser.GameObjects.GameObject>([
      this.add.rectangle(0, -EDGE_REACH, DESIGN_WIDTH, DESIGN_HEIGHT + EDGE_REACH, hexToNumber(map.palette.sky)).setOrigin(0),
      this.add.rectangle(0, DESIGN_HEIGHT - 1, DESIGN_WIDTH, EDGE_REACH, hexToNumber(map.palette.ground)).setOrigin(0),
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
    // Water, clouds, creatures (ambient.ts): live objects above the nodes, none of them baked.
    const ambience = createAmbience(this, map.key, world);
    publishTestState({ ambientObjects: ambience.objects.length });
    this.bakeStill(still);

    const key = await ensureMonsterTexture(this, this.cmd.monster, 0.5);
    if (!this.stillCurrent(launch)) return;
    const to = this.nodeAt(this.cmd.currentLevel);
    if (!to) return;
    // Arriving from the previous map (map-to-map transition): fade in and walk in from the left edge.
    const fromOtherMap = this.cmd.walkFromLevel !== undefined && !this.nodeAt(this.cmd.walkFromLevel);
    const from = fromOtherMap ? { level: this.cmd.walkFromLevel!, x: -80, y: to.y } : (this.nodeAt(this.cmd.walkFromLevel) ?? to);
    if (fromOtherMap) this.cameras.main.fadeIn(motionMs(900), 255, 255, 255);
    else enterScene(this, world);
    this.focus(from.x, from.y);
    this.enableDrag();
    this.monster = this.add.image(from.x, from.y - NODE_RADIUS + 8, key).setOrigin(0.5, 1).setDepth(10);
    this.monster.setScale(MONSTER_HEIGHT / this.monster.height);
    this.monster.setInteractive({ useHandCursor: true }).on('pointerup', () => this.tapped(this.cmd.currentLevel, 'boing'));

    const arrive = () => {
      this.idleBob();
      this.publishView();
      this.enliven(world);
      publishTestState({ scene: 'MapScene', monsterLevel: this.cmd.currentLevel });
      this.bridge.emit('scene:ready', { scene: 'MapScene' });
      if (this.cmd.walkFromLevel !== undefined) this.showBanner();
    };
    if (from === to) arrive();
    else this.walk(from, to, arrive);
    this.listen('intro:scene', (e) => this.introScene(e));
    attachMapFocusRing((event, fn) => this.listen(event, fn), this, map, (level) => this.bringIntoView(level), () => this.invalidate());
  }

  /** A tap on the current node or the monster selects the level with its sound ('tap', the monster's 'boing'), unless the pointer was dragging the map. */
  private tapped(level: number, effect: 'tap' | 'boing' = 'tap') {
    if (this.drag?.moved()) return;
    this.bridge.emit('game:sound', { effect });
    this.bridge.emit('map:level-selected', { level });
  }

  /** The keyboard focus moved to `level`'s node (null: it left the map, back to the current level). */
  private bringIntoView(level: number | null) {
    const node = this.nodeAt(level ?? this.cmd.currentLevel);
    if (!node || this.cameras.main.zoomEffect.isRunning) return;
    // A map that follows the monster centres on the focus, as it does on the monster; others scroll just enough.
    this.focus(node.x, node.y, mapCameraFollows(this.cmd.map));
  }

  /**
   * The child drags the map to pan it within its bounds (viewport-rules.ts dragCentre): on a phone
   * the map is wider than the screen. Pointer positions are canvas px; drags are measured in CSS px.
   */
  private enableDrag() {
    this.drag = enableMapDrag(this, {
      renderScale: () => this.renderScale,
      viewport: () => this.viewport,
      frame: () => this.frame,
      busy: () => this.cameras.main.zoomEffect.isRunning || this.cameras.main.panEffect.isRunning,
      apply: (frame) => this.applyFrame(frame),
      ended: () => this.publishView(),
    });
  }

  /**
   * Publishes (test hook) where each node and the monster are on screen, CSS px from the game
   * area's top-left, so the layout test can judge them against the DOM bars.
   */
  private publishView() {
    if (!testHookEnabled()) return;
    const cam = this.cameras.main;
    const rs = this.renderScale;
    const zoom = cam.zoom / rs;
    const cx = cam.scrollX + cam.width / 2;
    const cy = cam.scrollY + cam.height / 2;
    const { width, height } = this.viewport;
    const rect = (x: number, y: number, w: number, h: number) => ({ x: (x - cx) * zoom + width / 2, y: (y - cy) * zoom + height / 2, width: w * zoom, height: h * zoom });
    const nodeRects = this.cmd.map.nodes.map((n) => ({ level: n.level, ...rect(n.x - NODE_RADIUS, n.y - NODE_RADIUS, NODE_RADIUS * 2, NODE_RADIUS * 2) }));
    const m = this.monster;
    const monsterRect = m ? rect(m.x - m.displayWidth / 2, m.y - m.displayHeight, m.displayWidth, m.displayHeight) : null;
    publishTestState({ mapView: { zoom, nodeRects, monsterRect } });
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
    const home = this.frame;
    if (!home) return;
    if (state === 'whyZoom') {
      // 1.8 times the map's zoom, the monster in the band between the bars.
      const viewport = this.viewport;
      const zoom = home.zoom * 1.8;
      const close = frameOn({ x: monster.x - 60, y: monster.y - monster.displayHeight, width: 120, height: monster.displayHeight }, { viewport, insets: insetsOf(viewport, this.covers), zoom });
      cam.pan(close.centerX, close.centerY, motionMs(900), 'Sine.easeInOut');
      cam.zoomTo(zoom * this.renderScale, motionMs(900), 'Sine.easeInOut');
    } else if (state === 'whyOutro' || state === 'end') {
      // Back to the map's own frame (the current node between the bars).
      cam.pan(home.centerX, home.centerY, motionMs(700), 'Sine.easeInOut');
      cam.zoomTo(home.zoom * this.renderScale, motionMs(700), 'Sine.easeInOut');
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
      disc.setInteractive({ useHandCursor: true }).on('pointerup', () => this.tapped(level));
    }
    return container;
  }

  /** Once the monster stands on its node: it blinks, and hops with a 'boing' when tapped (monster-life.ts). */
  private enliven(world: ReturnType<typeof worldMotion>) {
    const monster = this.monster;
    if (!monster) return;
    const rest = restOf(monster);
    if (world.blink) void startBlinking(this, monster, this.cmd.monster, () => this.invalidate()).catch(() => undefined);
    // The 'boing' sounds with the tap itself (tapped); a drag of the map is no tap.
    monster.on('pointerup', () => {
      if (!this.drag?.moved()) playSteps(this, monster, TAP_HOP, rest, () => this.idleBob());
    });
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
    // The camera keeps the walking monster between the bars: a map that follows it (move_map)
    // glides along centred on it, any other scrolls only when it would leave the band.
    const centre = mapCameraFollows(this.cmd.map);
    const follow = () => this.focus(monster.x, monster.y + NODE_RADIUS - 8, centre);
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
    // Fixed to the screen (not the map) at the top centre, under the top bar, at most 92% of the
    // screen's width (the plate is 720 x 120 banner px).
    const cam = this.cameras.main;
    const rs = this.renderScale;
    const { width } = this.viewport;
    const size = Math.min(0.75, (width * 0.92) / 720);
    const top = insetsOf(this.viewport, this.covers).top;
    const at = (cssY: number) => screenFixed({ x: (width / 2) * rs, y: cssY * rs }, cam.zoom, { width: cam.width, height: cam.height });
    const hidden = -70 * size;
    const shown = top + 12 + 60 * size;
    const banner = this.add.container(at(hidden).x, at(hidden).y).setDepth(20).setScale(at(hidden).scale * size * rs);
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
        { y: at(shown).y, duration: 450, ease: 'Back.easeOut' },
        { y: at(shown).y, duration: LEVEL_BANNER_MS - 900 },
        { y: at(hidden).y, duration: 450, ease: 'Back.easeIn', onComplete: () => banner.destroy() },
      ],
    });
  }
}
