import type * as Phaser from 'phaser';
import type { LevelShowCommand } from '../bridge';
import { BridgeScene, type BridgeSceneData } from './bridge-scene';
import type { SpriteContent } from '../../core/content/level-schema';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../../core/content/level-schema';
import { publishTestState, testHookEnabled } from '../test-hook';
import { OUTLINE } from './theme';
import { ensureMonsterTexture } from '../textures';
import { coverZoom, freeRegion, isTopBar, levelFrame, type Rect, type Size, union } from './viewport-rules';
import { type CompositeMotion, compositeMemberPose, compositeMotion, compositeOf, spriteImageUrl, visibleSpriteKeys } from '../../core/content/level-rules';
import { prefersReducedMotion } from '../motion';
import { celebrate } from './celebration';
import { celebrationTimeline, completesLevel, TAP_HOP, worldMotion } from './liveliness';
import { pagePointOf, playSteps, type RestPose, restOf, startBlinking } from './monster-life';
import { enterScene } from './transition';

const MONSTER_HEIGHT = 230;

/**
 * A sprite level (spec "Level playing states"): the level's background and its ordered sprites,
 * one more revealed per correct answer toward the goal; the student's monster cheers along.
 */
export class LevelScene extends BridgeScene {
  private cmd!: LevelShowCommand;
  private sprites = new Map<string, { img: Phaser.GameObjects.Image; def: SpriteContent; group?: string }>();
  /** Composite key → its shared motion and current phase (0..1), driven by one tween per composite. */
  private groups = new Map<string, { motion: CompositeMotion; phase: { t: number } }>();
  /** Members still popping in (their scale belongs to the reveal tween, their y already to the group). */
  private popping = new Set<string>();
  private monster?: Phaser.GameObjects.Image;
  private background?: Phaser.GameObjects.Image;
  /** The picture again, enlarged and dimmed behind it, where the level is framed smaller than the screen. */
  private backdrop?: Phaser.GameObjects.Image;
  /** An ink outline round the picture while the backdrop shows: a framed picture, not a seam. */
  private frameLine?: Phaser.GameObjects.Rectangle;
  /** The sprites and the monster, design px: what no card may cover (viewport-rules.ts levelFrame). */
  private action?: Rect;
  /** Every card seen over the level at this screen size, CSS px: the frame keeps clear of all of them, so it does not jump per question. */
  private cards: Rect | null = null;
  private framedFor?: Size;
  private progress = 0;
  private world = worldMotion(false);
  private rest?: RestPose;
  private celebrations = 0;
  private taps = 0;

  constructor() {
    super('LevelScene');
  }

  override init(data: BridgeSceneData & { cmd: LevelShowCommand }) {
    super.init(data);
    this.cmd = data.cmd;
    this.progress = data.cmd.progress;
    this.sprites.clear();
    this.groups.clear();
    this.popping.clear();
    this.monster = undefined;
    this.background = undefined;
    this.backdrop = undefined;
    this.frameLine = undefined;
    this.action = undefined;
    this.cards = null;
    this.framedFor = undefined;
    this.rest = undefined;
    // Subscribed before preload, not in create: a preview scrub sent while textures load still counts.
    this.listen('level:set-step', ({ step }) => this.setStep(step));
  }

  private imageUrl(def: SpriteContent): string {
    return spriteImageUrl(def, this.cmd.monsterNumber);
  }

  /**
   * Scale the level's SVGs are rasterised at: canvas px per design px when the level covers the
   * screen (it is never drawn larger), rounded to share keys, at most 1.5.
   */
  private get textureScale(): number {
    return Math.min(1.5, Math.round(coverZoom(this.viewport) * this.renderScale * 20) / 20);
  }

  /** Texture key of an SVG rasterised at `textureScale`: the plain URL at design size, `url@scale` otherwise. */
  private textureKey(url: string): string {
    const ts = this.textureScale;
    return ts !== 1 ? `${url}@${ts}` : url;
  }

  preload() {
    const { assets } = this.cmd.level;
    const rs = this.textureScale;
    const bg = this.textureKey(assets.background);
    if (!this.textures.exists(bg)) this.load.svg(bg, assets.background, { width: Math.round(DESIGN_WIDTH * rs), height: Math.round(DESIGN_HEIGHT * rs) });
    for (const s of assets.sprites) {
      const url = this.imageUrl(s);
      const key = this.textureKey(url);
      if (!this.textures.exists(key)) this.load.svg(key, url, rs !== 1 ? { scale: rs } : undefined);
    }
    this.reportLoadErrors();
  }

  async create() {
    const launch = this.launch;
    const { level } = this.cmd;
    this.world = worldMotion(prefersReducedMotion());
    enterScene(this, this.world);
    this.backdrop = this.add.image(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, this.textureKey(level.assets.background)).setDepth(-2).setTint(0x5d6f8c).setVisible(false);
    this.frameLine = this.add.rectangle(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, DESIGN_WIDTH, DESIGN_HEIGHT).setDepth(-1).setVisible(false);
    this.background = this.add.image(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, this.textureKey(level.assets.background)).setDisplaySize(DESIGN_WIDTH, DESIGN_HEIGHT);
    const ordered = [...level.assets.sprites].sort((a, b) => a.depth - b.depth || a.order - b.order);
    const shown = new Set(visibleSpriteKeys(ordered, this.progress));
    // Textures are rasterised at the texture scale: every drawn scale is divided by it (`def` below is the drawn one).
    const rs = this.textureScale;
    for (const content of ordered) {
      const def = { ...content, scale: content.scale / rs };
      const img = this.add.image(def.x, def.y, this.textureKey(this.imageUrl(def))).setScale(def.scale).setDepth(def.depth);
      const visible = shown.has(def.key);
      img.setVisible(visible);
      const group = compositeOf(level.composites, def.key);
      if (visible && group === undefined) this.animate(img, def);
      this.sprites.set(def.key, group === undefined ? { img, def } : { img, def, group });
    }
    this.startGroups();
    const pos = level.monster_position;
    const monsterBox: Rect = { x: pos.x - MONSTER_HEIGHT * 0.45, y: pos.y - MONSTER_HEIGHT / 2, width: MONSTER_HEIGHT * 0.9, height: MONSTER_HEIGHT };
    this.action = [...this.sprites.values()].reduce<Rect>((box, { img }) => union(box, img.getBounds())!, monsterBox);
    this.frameLevel();
    this.followLayout(() => this.frameLevel());
    this.refreshStill();
    this.listen('level:progress', ({ revealed, correct }) => this.setProgress(revealed, correct));

    const key = await ensureMonsterTexture(this, this.cmd.monster, 0.75);
    if (!this.stillCurrent(launch)) return;
    this.monster = this.add.image(pos.x, pos.y + MONSTER_HEIGHT / 2, key).setOrigin(0.5, 1).setDepth(50);
    this.monster.setScale(MONSTER_HEIGHT / this.monster.height);
    this.rest = restOf(this.monster);
    this.idle();
    this.enliven(this.monster);
    this.publish();
    this.bridge.emit('scene:ready', { scene: 'LevelScene' });
  }

  /**
   * Frames the action area clear of the top bar and of every card seen at this screen size
   * (viewport-rules.ts freeRegion and levelFrame); where that leaves the picture smaller than the
   * screen, the dimmed backdrop fills the rest.
   */
  private frameLevel() {
    const action = this.action;
    if (!action) return;
    const viewport = this.viewport;
    if (!this.framedFor || this.framedFor.width !== viewport.width || this.framedFor.height !== viewport.height) this.cards = null;
    this.framedFor = viewport;
    for (const c of this.covers) if (!isTopBar(c, viewport)) this.cards = union(this.cards, c);
    const covers = [...this.covers.filter((c) => isTopBar(c, viewport)), ...(this.cards ? [this.cards] : [])];
    const frame = levelFrame(viewport, freeRegion(viewport, covers, action.width / action.height), action);
    this.applyFrame(frame);
    // The backdrop covers the view (16:9, like the picture) when the picture does not.
    const viewW = viewport.width / frame.zoom;
    const viewH = viewport.height / frame.zoom;
    const needed = viewW > DESIGN_WIDTH + 0.5 || viewH > DESIGN_HEIGHT + 0.5;
    const w = Math.max(viewW, (viewH * DESIGN_WIDTH) / DESIGN_HEIGHT);
    this.backdrop?.setVisible(needed).setPosition(frame.centerX, frame.centerY).setDisplaySize(w, (w * DESIGN_HEIGHT) / DESIGN_WIDTH);
    // 4 CSS px wide whatever the zoom, drawn outside the picture.
    const line = 4 / frame.zoom;
    this.frameLine?.setVisible(needed).setSize(DESIGN_WIDTH + line, DESIGN_HEIGHT + line).setStrokeStyle(line, OUTLINE);
    if (this.sprites.size > 0) this.refreshStill();
    if (testHookEnabled()) {
      const toCss = (x: number, y: number) => ({ x: (x - frame.centerX) * frame.zoom + viewport.width / 2, y: (y - frame.centerY) * frame.zoom + viewport.height / 2 });
      const at = toCss(action.x, action.y);
      publishTestState({ levelView: { zoom: frame.zoom, actionRect: { ...at, width: action.width * frame.zoom, height: action.height * frame.zoom } } });
      if (this.monster) publishTestState({ monsterPoint: pagePointOf(this, this.monster) });
    }
  }

  /** The monster breathes (an endless squash, calmed by reduced motion). */
  private idle() {
    if (!this.monster || !this.rest) return;
    this.tweens.add({ targets: this.monster, scaleY: this.rest.scaleY * 0.96, duration: 800, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  /** The monster blinks, and hops with a 'boing' when tapped (monster-life.ts). */
  private enliven(monster: Phaser.GameObjects.Image) {
    if (this.world.blink) void startBlinking(this, monster, this.cmd.monster, () => this.invalidate()).catch(() => undefined);
    monster.setInteractive({ useHandCursor: true }).on('pointerdown', () => {
      this.bridge.emit('game:sound', { effect: 'boing' });
      publishTestState({ monsterTaps: (this.taps += 1) });
      if (this.rest) playSteps(this, monster, TAP_HOP, this.rest, () => this.idle());
    });
  }

  /** The level is complete (its last answer revealed the goal): confetti and a dance inside the outro (celebration.ts). */
  private celebrate() {
    this.celebrations += 1;
    publishTestState({ celebrations: this.celebrations, celebration: this.world.celebration });
    const timeline = celebrationTimeline();
    this.time.delayedCall(timeline.startMs, () => this.bridge.emit('game:sound', { effect: 'confetti' }));
    celebrate({ scene: this, monster: this.monster, rest: this.rest, restartIdle: () => this.idle() }, timeline, this.world);
  }

  private publish() {
    const revealed = [...this.sprites.values()].filter((s) => s.img.visible).length;
    if (!testHookEnabled()) return;
    // The texture's URL (the test hook's contract), without the render-scale suffix of its key.
    const levelSprites = [...this.sprites.values()].map(({ img, def }) => ({ key: def.key, x: def.x, y: def.y, texture: img.texture.key.replace(/@[\d.]+$/, ''), visible: img.visible }));
    publishTestState({ scene: 'LevelScene', revealedSprites: revealed, totalSprites: this.sprites.size, level: this.cmd.level.level, levelSprites });
    if (this.monster && this.rest) publishTestState({ monsterPoint: pagePointOf(this, this.monster) });
  }

  /**
   * One tween per animated composite (spec "composites"): it drives a shared phase, and every
   * visible member is posed from that phase, so the group moves as one object and a member revealed
   * later joins in step. A composite moves when at least one member has `animation: true`.
   */
  private startGroups() {
    for (const c of this.cmd.level.composites) {
      const members = [...this.sprites.values()].filter((s) => s.group === c.key);
      if (!members.some((m) => m.def.animation)) continue;
      const group = { motion: compositeMotion(c.key), phase: { t: 0 } };
      this.groups.set(c.key, group);
      this.tweens.add({
        targets: group.phase,
        t: 1,
        duration: group.motion.duration,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
        onUpdate: () => {
          for (const m of members) {
            if (!m.img.visible) continue;
            const pose = compositeMemberPose(m.def, group.motion, group.phase.t);
            m.img.y = pose.y;
            if (!this.popping.has(m.def.key)) m.img.scaleY = pose.scaleY;
          }
        },
      });
    }
  }

  /**
   * Puts what does not move into the still picture under the canvas (bridge-scene.ts `bakeStill`):
   * the background and the shown sprites that neither animate, belong to a moving composite, nor
   * are popping in. Called again whenever a sprite is shown or stops popping.
   */
  private refreshStill() {
    const still = new Set<Phaser.GameObjects.GameObject>([this.backdrop, this.frameLine, this.background].filter((o) => o !== undefined));
    for (const { img, def, group } of this.sprites.values()) {
      if (!def.animation && !(group !== undefined && this.groups.has(group)) && !this.popping.has(def.key) && this.tweens.getTweensOf(img).length === 0) still.add(img);
    }
    this.bakeStill(still);
  }

  private animate(img: Phaser.GameObjects.Image, def: SpriteContent) {
    if (!def.animation) return;
    const drift = 10 + (def.order % 4) * 4;
    // Drift and breathe; no rotation: rotated textured quads were mis-drawn (sliced) on software WebGL.
    this.tweens.add({ targets: img, y: def.y - drift, scaleY: def.scale * 1.04, duration: 1800 + (def.order % 5) * 250, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  /**
   * Reveals sprites up to `revealed`; the monster cheers or shrugs. Sprites are never hidden again:
   * what a child earned stays (rule `minus` moves only the progress bar).
   */
  private setProgress(revealed: number, correct: boolean) {
    const completes = completesLevel(this.progress, revealed, this.cmd.level.goal);
    this.progress = Math.max(this.progress, revealed);
    for (const { img, def, group } of this.sprites.values()) {
      if (def.order <= this.progress && !img.visible) this.reveal(img, def, group);
    }
    if (this.monster) {
      const baseY = this.cmd.level.monster_position.y + MONSTER_HEIGHT / 2;
      if (correct) this.tweens.add({ targets: this.monster, y: baseY - 60, duration: 220, yoyo: true, repeat: 1, ease: 'Quad.easeOut' });
      else {
        const x = this.cmd.level.monster_position.x;
        this.tweens.add({ targets: this.monster, x: { from: x - 10, to: x + 10 }, duration: 110, yoyo: true, repeat: 2, onComplete: () => this.monster?.setX(x) });
      }
    }
    if (completes) this.celebrate();
    this.publish();
  }

  /** Level preview scrubber (`level:set-step`): sprites with order <= step shown at rest, the others hidden, no reactions. */
  private setStep(step: number) {
    this.progress = step;
    for (const { img, def, group } of this.sprites.values()) {
      const visible = def.order <= step;
      if (visible === img.visible) continue;
      this.tweens.killTweensOf(img);
      this.popping.delete(def.key);
      img.setPosition(def.x, def.y).setScale(def.scale).setAlpha(1).setVisible(visible);
      // A composite member is posed by its group's tween on the next frame.
      if (visible && group === undefined) this.animate(img, def);
    }
    // Before create() has drawn the sprites there is nothing to publish; create() uses this.progress.
    if (this.sprites.size > 0) {
      this.publish();
      this.refreshStill();
      this.invalidate();
    }
  }

  private reveal(img: Phaser.GameObjects.Image, def: SpriteContent, group?: string) {
    img.setVisible(true).setScale(0).setAlpha(0);
    // A composite member pops in where its group is now (the group tween sets its y), then breathes with it.
    if (group !== undefined) this.popping.add(def.key);
    const joined = () => {
      if (group === undefined) this.animate(img, def);
      else this.popping.delete(def.key);
      // Once the pop-in tween is gone: a sprite that does not move joins the still picture.
      this.time.delayedCall(0, () => this.refreshStill());
    };
    this.tweens.add({ targets: img, scale: def.scale, alpha: 1, duration: 650, ease: 'Back.easeOut', onComplete: joined });
    const sparkle = this.add.star(def.x, def.y, 5, 10, 26, 0xfff3a0).setDepth(60).setAlpha(0.95);
    this.tweens.add({ targets: sparkle, scale: 2.2, alpha: 0, duration: 700, ease: 'Sine.easeOut', onComplete: () => sparkle.destroy() });
    this.refreshStill();
  }
}
