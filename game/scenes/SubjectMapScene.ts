import * as Phaser from 'phaser';
import type { SubjectMapShowCommand } from '../bridge';
import { BridgeScene, type BridgeSceneData } from './bridge-scene';
import { type Frame, frameOn, insetsOf, mapZoom, type Rect, union } from './viewport-rules';
import { enableMapDrag } from './map-drag';
import { drawOrder, loadOrder, placeholderUrls, stepsCentre, stepsPanFraction, walkPoints, type Point } from '../../core/content/subject-map-rules';
import type { SubjectMapNode } from '../../core/content/subject-map-schema';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../../core/content/level-schema';
import { motionMs, prefersReducedMotion } from '../motion';
import { publishTestState, testHookEnabled } from '../test-hook';
import { ensureMonsterTexture } from '../textures';
import { TAP_HOP, worldMotion } from './liveliness';
import { playSteps, restOf, startBlinking } from './monster-life';
import { type Walk, walkAlong } from './monster-walk';
import { type DrawnNode, drawNode, focusRing, MapTextures, onPressed, tapZone } from './subject-map-draw';
import { enterScene } from './transition';
import { hexToNumber } from './theme';

/** The monster's height at `monster.scale` 1, design px (the math map's). */
const MONSTER_HEIGHT = 150;
/** A node's tap size the zoom keeps at 44 CSS px or more, design px (viewport-rules.ts mapZoom). */
const NODE_TAP_DIAMETER = 100;
/** How far the sky and the ground reach past the map's top and bottom, design px (behind the bars). */
const EDGE_REACH = 1200;

/**
 * The shared subject map (issue 15 contract 5a; docs/game.md "Subject maps"): the map's background
 * and addons (placeholders first, swapped for their pictures as they load, drawn by zIndex and
 * loaded by order), its nodes in their states with tap areas (circles, or the topics' polygons),
 * and the student's monster standing at a node or walking the path to another. The camera covers
 * the screen at the map's `scale` and follows the monster, or pans by level ('steps'); the child
 * drags to look around. A later command for the same map updates it in place.
 */
export class SubjectMapScene extends BridgeScene {
  private cmd!: SubjectMapShowCommand;
  /** The map as JSON, to tell an update of this map from another map. */
  private mapJson = '';
  private tex!: MapTextures;
  private nodes = new Map<string, DrawnNode>();
  private depths = new Map<string, number>();
  private background?: Phaser.GameObjects.Image;
  private addons: Array<{ img: Phaser.GameObjects.Image; url: string; placeholder: string; float: boolean }> = [];
  private edges: Phaser.GameObjects.GameObject[] = [];
  private monster?: Phaser.GameObjects.Image;
  /** The node the monster stands on (or walked from, while walking). */
  private at = '';
  private walk?: Walk | undefined;
  private frame?: Frame;
  private drag?: { moved(): boolean };
  private ring?: Phaser.GameObjects.Graphics | undefined;
  private focused: string | null = null;
  private loadedCount = 0;

  constructor() {
    super('SubjectMapScene');
  }

  /** True when this scene runs `json` (a map's JSON): the boot scene then leaves it running. */
  shows(json: string): boolean {
    return this.scene.isActive() && this.mapJson === json;
  }

  override init(data: BridgeSceneData & { cmd: SubjectMapShowCommand }) {
    super.init(data);
    this.cmd = data.cmd;
    this.mapJson = JSON.stringify(data.cmd.map);
    this.nodes = new Map();
    this.addons = [];
    this.monster = this.walk = this.frame = this.drag = this.ring = this.background = undefined;
    this.at = data.cmd.monsterAt;
    this.focused = null;
    this.loadedCount = 0;
    this.tex = new MapTextures(this, Math.min(2, Math.round(this.zoom * this.renderScale * 20) / 20));
  }

  private get zoom(): number {
    return mapZoom(this.viewport, NODE_TAP_DIAMETER, this.cmd.map.scale, undefined, this.cmd.map.fit);
  }

  preload() {
    this.tex.queue(placeholderUrls(this.cmd.map), [this.cmd.map.background.placeholder]);
    this.reportLoadErrors();
  }

  private node(key: string): SubjectMapNode | undefined {
    return this.cmd.map.nodes.find((n) => n.key === key);
  }

  /** Where the monster's feet go at a point of the map (a node's, a path's), design px. */
  private feet([x, y]: Point): Point {
    const [dx, dy] = this.cmd.map.monster.offset;
    return [x + dx, y + dy];
  }

  async create() {
    const launch = this.launch;
    const { map } = this.cmd;
    const world = worldMotion(prefersReducedMotion());
    const start = this.node(this.at) ?? map.nodes[0]!;
    this.at = start.key;
    this.focusOn(this.feet([start.x, start.y]), true);
    this.followLayout(() => this.reframe());
    this.edges = [
      this.add.rectangle(0, -EDGE_REACH, DESIGN_WIDTH, DESIGN_HEIGHT + EDGE_REACH, hexToNumber(map.palette.sky)).setOrigin(0).setDepth(-2),
      this.add.rectangle(0, DESIGN_HEIGHT - 1, DESIGN_WIDTH, EDGE_REACH, hexToNumber(map.palette.ground)).setOrigin(0).setDepth(-2),
    ];
    this.background = this.add.image(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, this.tex.best(map.background.image, map.background.placeholder)).setDisplaySize(DESIGN_WIDTH, DESIGN_HEIGHT).setDepth(-1);
    drawOrder(map).forEach((layer, i) => this.depths.set(`${layer.kind}:${layer.key}`, 1 + i * 2));
    for (const a of map.addons) {
      const img = this.add.image(a.x, a.y, this.tex.best(a.images.loaded, a.images.placeholder)).setScale(a.scale / this.tex.ts).setDepth(this.depths.get(`addon:${a.key}`) ?? 1);
      this.addons.push({ img, url: a.images.loaded, placeholder: a.images.placeholder, float: a.float });
      if (a.float) this.tweens.add({ targets: img, y: a.y - 10, duration: 2600 + (a.order % 4) * 300, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    }
    for (const n of map.nodes) {
      const state = this.stateOf(n.key);
      const d = drawNode(this, this.tex, n, state, this.depths.get(`node:${n.key}`) ?? 1);
      this.nodes.set(n.key, { ...d, zone: tapZone(this, n, d.img, () => this.tapped(n.key)) });
    }
    this.loadPictures();
    this.enableDrag();
    this.listen('subject-map:focus', ({ key }) => this.focusNode(key));
    enterScene(this, world);

    const key = await ensureMonsterTexture(this, this.cmd.monster, 0.5);
    if (!this.stillCurrent(launch)) return;
    const [fx, fy] = this.feet([start.x, start.y]);
    const monsterDepth = Math.max(...[...this.nodes.keys()].map((k) => this.depths.get(`node:${k}`) ?? 1)) + 1.5;
    this.monster = this.add.image(fx, fy, key).setOrigin(0.5, 1).setDepth(monsterDepth);
    this.monster.setScale((MONSTER_HEIGHT * map.monster.scale) / this.monster.height);
    onPressed(this, this.monster.setInteractive({ useHandCursor: true }), () => this.tappedMonster());
    this.idleBob();
    if (world.blink) void startBlinking(this, this.monster, this.cmd.monster, () => this.invalidate()).catch(() => undefined);
    // Later commands for this map (node states, a walk) update the running scene.
    this.listen('subject-map:show', (cmd) => this.apply(cmd));
    this.publish();
    this.bridge.emit('scene:ready', { scene: 'SubjectMapScene' });
  }

  private stateOf(key: string) {
    return this.cmd.nodeStates[key] ?? 'locked';
  }

  /** Loads every full picture (background first, then by order) and swaps each placeholder as its picture arrives. */
  private loadPictures() {
    const urls = loadOrder(this.cmd.map);
    const queued = this.tex.queue(urls, [this.cmd.map.background.image]);
    this.loadedCount = urls.length - queued;
    if (queued === 0) return this.swapPictures();
    const onFile = () => {
      this.loadedCount++;
      this.swapPictures();
    };
    this.load.on(Phaser.Loader.Events.FILE_COMPLETE, onFile);
    this.own(() => this.load.off(Phaser.Loader.Events.FILE_COMPLETE, onFile));
    this.load.start();
  }

  private swapPictures() {
    const { map } = this.cmd;
    this.background?.setTexture(this.tex.best(map.background.image, map.background.placeholder)).setDisplaySize(DESIGN_WIDTH, DESIGN_HEIGHT);
    for (const a of this.addons) a.img.setTexture(this.tex.best(a.url, a.placeholder));
    for (const d of this.nodes.values()) this.redrawNode(d.node.key, true);
    this.bake();
    this.invalidate();
    this.publish();
  }

  /**
   * Draws what does not move into the still picture under the canvas (bridge-scene.ts bakeStill):
   * the sky, the background, the addons that do not float and the nodes that do not pulse. Called
   * again whenever one of them changes (a picture swapped in, a node's new look).
   */
  private bake() {
    const still = new Set<Phaser.GameObjects.GameObject>(this.edges);
    if (this.background) still.add(this.background);
    for (const a of this.addons) if (!a.float) still.add(a.img);
    for (const d of this.nodes.values()) {
      if (d.pulse) continue;
      still.add(d.img);
      if (d.badge) still.add(d.badge);
    }
    this.bakeStill(still);
  }

  private redrawNode(key: string, force = false) {
    const d = this.nodes.get(key);
    if (!d) return;
    const state = this.stateOf(key);
    if (!force && state === d.state) return;
    this.nodes.set(key, { ...drawNode(this, this.tex, d.node, state, this.depths.get(`node:${key}`) ?? 1, d), zone: d.zone });
  }

  /** A later command for the same map: new node looks, and the monster walks or moves if asked. */
  private apply(cmd: SubjectMapShowCommand) {
    if (JSON.stringify(cmd.map) !== this.mapJson) return;
    this.cmd = cmd;
    for (const key of this.nodes.keys()) this.redrawNode(key);
    this.bake();
    this.moveMonster();
    this.invalidate();
    this.publish();
  }

  /** Walks to the command's `walkTo`, or stands at `monsterAt`, unless already there (or walking). */
  private moveMonster() {
    const monster = this.monster;
    if (!monster || this.walk) return;
    const { walkTo, monsterAt } = this.cmd;
    if (walkTo && walkTo !== this.at && this.node(walkTo)) {
      const points = walkPoints(this.cmd.map, this.at, walkTo).map((p) => this.feet(p));
      this.tweens.killTweensOf(monster);
      const follows = this.cmd.map.pan.mode === 'follow';
      this.walk = walkAlong(this, monster, points, (x, y) => this.focusOn([x, y], follows), () => {
        this.walk = undefined;
        this.at = walkTo;
        this.idleBob();
        if (!follows) this.panTo(this.frameFor(this.feet([monster.x, monster.y] as Point), true));
        this.publish();
        this.bridge.emit('subject-map:arrived', { key: walkTo });
        this.moveMonster();
      });
      this.publish();
    } else if (!walkTo && monsterAt !== this.at && this.node(monsterAt)) {
      const n = this.node(monsterAt)!;
      this.at = monsterAt;
      const [x, y] = this.feet([n.x, n.y]);
      this.tweens.killTweensOf(monster);
      monster.setPosition(x, y);
      this.idleBob();
      this.focusOn([x, y], true);
    }
  }

  private idleBob() {
    const m = this.monster;
    if (m) this.tweens.add({ targets: m, scaleY: m.scaleX * 0.96, duration: 700, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  private tapped(key: string) {
    if (this.drag?.moved()) return;
    this.bridge.emit('game:sound', { effect: 'tap' });
    this.bridge.emit('subject-map:node-selected', { key, state: this.stateOf(key) });
  }

  private tappedMonster() {
    const m = this.monster;
    if (this.drag?.moved() || !m || this.walk) return;
    playSteps(this, m, TAP_HOP, restOf(m), () => this.idleBob());
    this.bridge.emit('game:sound', { effect: 'boing' });
    this.bridge.emit('subject-map:node-selected', { key: this.at, state: this.stateOf(this.at) });
  }

  /** What must show between the bars: the monster standing at `feet` and its node. */
  private focusRect([x, y]: Point, nodeKey = this.at): Rect {
    const h = MONSTER_HEIGHT * this.cmd.map.monster.scale;
    const monster = { x: x - 60, y: y - h, width: 120, height: h + 10 };
    const d = this.nodes.get(nodeKey);
    const node = d ? { x: d.node.x - d.img.displayWidth / 2, y: d.node.y - d.img.displayHeight / 2, width: d.img.displayWidth, height: d.img.displayHeight } : null;
    return union(monster, node)!;
  }

  /** The camera's frame on `feet`: centred (or moved just enough), then along a 'steps' map's pan by the level. */
  private frameFor(feet: Point, centre: boolean, nodeKey = this.at): Frame {
    const viewport = this.viewport;
    const cam = this.cameras.main;
    const from = centre || !this.frame ? undefined : { x: cam.scrollX + cam.width / 2, y: cam.scrollY + cam.height / 2 };
    const f = frameOn(this.focusRect(feet, nodeKey), { viewport, insets: insetsOf(viewport, this.covers), zoom: this.zoom, from });
    const pan = this.cmd.map.pan;
    if (pan.mode !== 'steps' || !centre) return f;
    const level = this.node(this.at)?.level ?? 1;
    const half = { width: viewport.width / f.zoom / 2, height: viewport.height / f.zoom / 2 };
    const c = stepsCentre(pan.axis, stepsPanFraction(pan, level), f.bounds, half, { x: f.centerX, y: f.centerY });
    return { ...f, centerX: c.x, centerY: c.y };
  }

  private focusOn(feet: Point, centre: boolean) {
    this.frame = this.frameFor(feet, centre);
    this.applyFrame(this.frame);
    this.publish();
  }

  private panTo(frame: Frame) {
    this.frame = frame;
    this.cameras.main.pan(frame.centerX, frame.centerY, motionMs(600), 'Sine.easeInOut');
  }

  private reframe() {
    const m = this.monster;
    const n = this.node(this.at);
    const feet: Point | undefined = m ? [m.x, m.y] : n ? this.feet([n.x, n.y]) : undefined;
    if (feet) this.focusOn(feet, true);
  }

  /** The keyboard focus moved to a node (null: it left the map): ring it and bring it into view. */
  private focusNode(key: string | null) {
    this.ring?.destroy();
    this.ring = undefined;
    const d = key === null ? undefined : this.nodes.get(key);
    this.focused = d ? d.node.key : null;
    if (d) {
      this.ring = focusRing(this, d);
      this.frame = this.frameFor(this.feet([d.node.x, d.node.y]), false, d.node.key);
      this.applyFrame(this.frame);
    } else this.reframe();
    this.invalidate();
    this.publish();
  }

  /** Drag to pan within the bounds, as on the math map (map-drag.ts). */
  private enableDrag() {
    this.drag = enableMapDrag(this, {
      renderScale: () => this.renderScale,
      viewport: () => this.viewport,
      frame: () => this.frame,
      busy: () => this.cameras.main.panEffect.isRunning,
      apply: (frame) => this.applyFrame(frame),
      ended: () => this.publish(),
    });
  }

  /** The test hook's view of the map (game/test-hook.ts `subjectMap`). */
  private publish() {
    if (!testHookEnabled() || !this.frame) return;
    const cam = this.cameras.main;
    const zoom = cam.zoom / this.renderScale;
    const cx = cam.scrollX + cam.width / 2;
    const cy = cam.scrollY + cam.height / 2;
    const { width, height } = this.viewport;
    const rect = (x: number, y: number, w: number, h: number) => ({ x: (x - cx) * zoom + width / 2, y: (y - cy) * zoom + height / 2, width: w * zoom, height: h * zoom });
    const nodes = [...this.nodes.values()].map((d) => ({ key: d.node.key, state: d.state, texture: d.img.texture.key, ...rect(d.node.x - d.img.displayWidth / 2, d.node.y - d.img.displayHeight / 2, d.img.displayWidth, d.img.displayHeight) }));
    const m = this.monster;
    const monsterRect = m ? rect(m.x - m.displayWidth / 2, m.y - m.displayHeight, m.displayWidth, m.displayHeight) : null;
    const total = loadOrder(this.cmd.map).length;
    publishTestState({
      scene: 'SubjectMapScene',
      subjectMap: { key: this.cmd.map.key, monsterAt: this.at, walking: this.walk !== undefined, focused: this.focused, loaded: Math.min(total, this.loadedCount), total, zoom, nodes, monsterRect },
    });
  }
}
