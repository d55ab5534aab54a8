/**
 * The game's frame loop with drawing on demand (rules in render-rules.ts): every browser frame
 * updates the scenes (tweens, timers, input) as Phaser does, but draws only when the picture
 * changes, idle loops at IDLE_FPS, and what never moves once, into a still picture under the canvas.
 * A hidden tab draws nothing: Phaser's visibility handler pauses the whole loop.
 */
import * as Phaser from 'phaser';
import { motionOf, sameView, shouldDraw, type TweenInfo, type View } from './render-rules';

type GameObject = Phaser.GameObjects.GameObject;

const viewOf = (cam: Phaser.Cameras.Scene2D.Camera): View => ({ scrollX: cam.scrollX, scrollY: cam.scrollY, zoom: cam.zoom });

function cameraBusy(cam: Phaser.Cameras.Scene2D.Camera): boolean {
  return cam.panEffect.isRunning || cam.zoomEffect.isRunning || cam.fadeEffect.isRunning || cam.flashEffect.isRunning || cam.shakeEffect.isRunning || cam.rotateToEffect.isRunning;
}

/**
 * A 2D canvas under the game's canvas holding one scene's objects that never move (background,
 * static sprites, map nodes), drawn once at the camera's view. While the camera shows another view
 * (a pan, a zoom) those objects are drawn live again, and baked anew once the view holds still.
 * Objects are kept out of the live drawing with Phaser's camera filter, never with `visible`,
 * which the scenes and their test hook read.
 */
export class StillLayer {
  readonly canvas = document.createElement('canvas');
  private scene: Phaser.Scene | null = null;
  private objects: GameObject[] = [];
  /** Original camera filters of the objects while they are baked (kept out of live drawing). */
  private savedFilters: number[] | null = null;
  private bakedView: View | null = null;
  private lastView: View | null = null;
  private steadyFrames = 0;
  /** A change asked for by `set` or `clear`, applied by the next `update`. */
  private next: { scene: Phaser.Scene | null; objects: GameObject[] } | null = null;

  constructor(private readonly game: Phaser.Game) {
    const s = this.canvas.style;
    s.position = 'absolute';
    s.pointerEvents = 'none';
    s.visibility = 'hidden';
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.dataset.layer = 'still';
  }

  /** Puts the layer under the game canvas (after boot, when the canvas is in the page) and keeps it aligned. */
  attach(): void {
    const gameCanvas = this.game.canvas;
    gameCanvas.parentElement?.insertBefore(this.canvas, gameCanvas);
    // Positioned too, so it paints above the (absolutely positioned) picture that precedes it.
    gameCanvas.style.position = 'relative';
    this.game.scale.on(Phaser.Scale.Events.RESIZE, this.place);
    this.place();
  }

  /** Matches the game canvas's box (Phaser's FIT scaling sets its CSS size and centring margins). */
  readonly place = (): void => {
    const c = this.game.canvas;
    const s = this.canvas.style;
    s.width = c.style.width;
    s.height = c.style.height;
    s.left = `${c.offsetLeft}px`;
    s.top = `${c.offsetTop}px`;
  };

  /**
   * Makes `objects` (in drawing order, all below every live object) the still picture of `scene`.
   * Takes effect at the next frame's `update`, in the same task as that frame's drawing, so the
   * picture and the canvas never disagree on screen.
   */
  set(scene: Phaser.Scene, objects: GameObject[]): void {
    this.next = { scene, objects };
  }

  /** Ends `scene`'s still picture (its shutdown), at the next frame. */
  clear(scene: Phaser.Scene): void {
    if (this.scene === scene || this.next?.scene === scene) this.next = { scene: null, objects: [] };
  }

  /** Draws the objects live again and hides the picture. */
  private release(): void {
    if (this.savedFilters) this.objects.forEach((o, i) => (o.cameraFilter = this.savedFilters![i]!));
    this.savedFilters = null;
    this.bakedView = null;
    this.canvas.style.visibility = 'hidden';
  }

  /**
   * Called once a frame after the scenes updated: 'bake' when the picture should be drawn now (the
   * view held still for two frames and no camera effect runs), 'changed' when the objects just went
   * back to live drawing (the view moved), else 'none'.
   */
  update(busy: boolean): 'bake' | 'changed' | 'none' {
    if (this.next) {
      this.release();
      ({ scene: this.scene, objects: this.objects } = this.next);
      this.next = null;
      this.lastView = null;
      this.steadyFrames = 0;
      return 'changed';
    }
    const scene = this.scene;
    if (!scene || this.objects.length === 0 || !scene.sys.isActive()) return 'none';
    const view = viewOf(scene.cameras.main);
    if (this.bakedView) {
      if (sameView(this.bakedView, view)) return 'none';
      this.release();
      this.lastView = view;
      this.steadyFrames = 0;
      return 'changed';
    }
    this.steadyFrames = !busy && this.lastView && sameView(this.lastView, view) ? this.steadyFrames + 1 : 0;
    this.lastView = view;
    return this.steadyFrames >= 2 ? 'bake' : 'none';
  }

  /** Draws the still objects alone with `render`, copies the canvas into the picture, then keeps them out of live drawing. */
  bake(render: () => void): void {
    const scene = this.scene!;
    const camId = scene.cameras.main.id;
    const mine = new Set(this.objects);
    const others = scene.children.list.filter((o) => !mine.has(o));
    const othersFilters = others.map((o) => o.cameraFilter);
    for (const o of others) o.cameraFilter |= camId;
    render();
    const { width, height } = this.game.canvas;
    if (this.canvas.width !== width || this.canvas.height !== height) Object.assign(this.canvas, { width, height });
    const ctx = this.canvas.getContext('2d')!;
    ctx.clearRect(0, 0, width, height);
    // Same task as the drawing: the WebGL drawing buffer still holds the frame.
    ctx.drawImage(this.game.canvas, 0, 0);
    others.forEach((o, i) => (o.cameraFilter = othersFilters[i]!));
    this.savedFilters = this.objects.map((o) => o.cameraFilter);
    for (const o of this.objects) o.cameraFilter |= camId;
    this.bakedView = viewOf(scene.cameras.main);
    this.place();
    this.canvas.style.visibility = 'visible';
  }

  destroy(): void {
    this.release();
    this.game.scale.off(Phaser.Scale.Events.RESIZE, this.place);
    this.canvas.remove();
  }
}

/**
 * Phaser.Game whose step draws on demand. Scenes call `invalidate()` after changing the picture
 * without a tween (objects shown or moved directly); objects added or removed are noticed alone.
 */
export class OnDemandGame extends Phaser.Game {
  readonly still = new StillLayer(this);
  private lastDrawAt = -Infinity;
  private changed = true;
  private listSignature = '';

  constructor(config: Phaser.Types.Core.GameConfig) {
    super(config);
    this.events.once(Phaser.Core.Events.READY, () => this.still.attach());
    this.events.once(Phaser.Core.Events.DESTROY, () => this.still.destroy());
  }

  /** The picture changed outside a tween: draw the next frame. */
  invalidate(): void {
    this.changed = true;
  }

  /** Phaser's Game.step (update, then render), with the render done only when `shouldDraw` says so. */
  override step(time: number, delta: number): void {
    if ((this as unknown as { pendingDestroy: boolean }).pendingDestroy || this.isPaused) return super.step(time, delta);
    const events = this.events;
    events.emit(Phaser.Core.Events.PRE_STEP, time, delta);
    events.emit(Phaser.Core.Events.STEP, time, delta);
    this.scene.update(time, delta);
    events.emit(Phaser.Core.Events.POST_STEP, time, delta);

    const tweens: TweenInfo[] = [];
    let busy = false;
    let signature = '';
    for (const scene of this.scene.getScenes(true)) {
      signature += `${scene.sys.settings.key}:${scene.children.length};`;
      for (const t of scene.tweens.getTweens()) tweens.push({ infinite: (t as { isInfinite?: boolean }).isInfinite === true, playing: t.isPlaying() });
      for (const cam of scene.cameras.cameras) busy ||= cameraBusy(cam);
    }
    if (signature !== this.listSignature) {
      this.listSignature = signature;
      this.changed = true;
    }
    const still = this.still.update(busy);
    if (!shouldDraw(motionOf(tweens, busy, this.changed || still !== 'none'), time, this.lastDrawAt)) {
      // What SceneManager.render would have reset (as Phaser's headlessStep does): scene operations
      // between frames run at once instead of waiting in the queue.
      (this.scene as { isProcessing: boolean }).isProcessing = false;
      return;
    }
    this.changed = false;
    this.lastDrawAt = time;
    const renderer = this.renderer;
    if (still === 'bake') {
      this.still.bake(() => {
        renderer.preRender();
        this.scene.render(renderer);
        renderer.postRender();
      });
    }
    renderer.preRender();
    events.emit(Phaser.Core.Events.PRE_RENDER, renderer, time, delta);
    this.scene.render(renderer);
    renderer.postRender();
    events.emit(Phaser.Core.Events.POST_RENDER, renderer, time, delta);
  }
}
