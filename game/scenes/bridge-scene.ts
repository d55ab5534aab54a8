import * as Phaser from 'phaser';
import type { GameBridge, GameEvents } from '../bridge';
import { OnDemandGame } from '../render-loop';
import { stillObjects } from '../render-rules';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../../core/content/level-schema';
import { reportFailedTexture } from '../test-hook';
import { type LaunchId, SceneLaunches } from './scene-launch';
import type { CoverRect } from '../bridge';
import type { Frame, Size } from './viewport-rules';

/** Registry key of the canvas's resolution, canvas px per CSS px (render-rules.ts `renderScaleFor`). */
export const RENDER_SCALE = 'renderScale';

/** How far a moving object may move beyond its bounds, design px (the largest idle drift is 24 px). */
const LIVE_MARGIN = 40;

/** What every scene is launched with; map and level scenes add their show command. */
export interface BridgeSceneData {
  bridge: GameBridge;
}

/**
 * A scene driven through the bridge, safe to relaunch (see scene-launch.ts): bridge subscriptions
 * and loader listeners made with `listen` / `reportLoadErrors` end with the launch (SHUTDOWN or
 * DESTROY, once), and an async create() checks `stillCurrent(launch)` after each await.
 */
export abstract class BridgeScene extends Phaser.Scene {
  protected bridge!: GameBridge;
  private readonly launches = new SceneLaunches();
  private stillOwned = false;
  /** The running launch's id (set by init). */
  protected launch: LaunchId = 0;

  /** Starts a launch; subclasses call `super.init(data)` first. */
  init(data: BridgeSceneData): void {
    this.bridge = data.bridge;
    this.launch = this.launches.begin(this.events);
  }

  /** The canvas's resolution, canvas px per CSS px: cameras zoom by a frame's zoom times it. */
  protected get renderScale(): number {
    const scale: unknown = this.registry.get(RENDER_SCALE);
    return typeof scale === 'number' && scale > 0 ? scale : 1;
  }

  /** The game area's size, CSS px (the canvas has its shape). */
  protected get viewport(): Size {
    const rs = this.renderScale;
    return { width: this.scale.width / rs, height: this.scale.height / rs };
  }

  /** The last `view:covers` (none until React says). */
  private coverReport: { covers: CoverRect[]; width: number; height: number } = { covers: [], width: 0, height: 0 };

  /**
   * The DOM over the canvas, CSS px from the game area's top-left (bridge `view:covers`): none
   * while React's last measure was taken at another size (the game area is being resized).
   */
  protected get covers(): CoverRect[] {
    const r = this.coverReport;
    const v = this.viewport;
    return Math.abs(r.width - v.width) <= 1 && Math.abs(r.height - v.height) <= 1 ? r.covers : [];
  }

  /**
   * Subscribes to the covers and to the canvas's resizes for this launch: `onChange` runs after
   * either (the scene reframes). Call in create(), once the scene can frame.
   */
  protected followLayout(onChange: () => void): void {
    this.listen('view:covers', (report) => {
      this.coverReport = report;
      onChange();
    });
    this.scale.on(Phaser.Scale.Events.RESIZE, onChange);
    this.launches.own(() => this.scale.off(Phaser.Scale.Events.RESIZE, onChange));
  }

  /** Points the main camera at `frame` (viewport-rules.ts: zoom in CSS px per design px). */
  protected applyFrame(frame: Pick<Frame, 'zoom' | 'centerX' | 'centerY'>): void {
    this.cameras.main.setZoom(frame.zoom * this.renderScale).centerOn(frame.centerX, frame.centerY);
    this.invalidate();
  }

  /** Tells the game loop the picture changed outside a tween (it draws on demand: render-loop.ts). */
  protected invalidate(): void {
    if (this.game instanceof OnDemandGame) this.game.invalidate();
  }

  /**
   * Draws the objects of `candidates` that can be (render-rules.ts `stillObjects`: visible, and no
   * moving object drawn before them overlaps them) once into the still picture under the canvas,
   * for the rest of this launch or until the next call. Candidates must never move while baked:
   * call again when one starts or stops moving, or is shown.
   */
  protected bakeStill(candidates: ReadonlySet<Phaser.GameObjects.GameObject>): void {
    const game = this.game;
    if (!(game instanceof OnDemandGame)) return;
    this.children.depthSort();
    const kind = (o: Phaser.GameObjects.GameObject) => (!(o as unknown as { visible: boolean }).visible ? 'hidden' : candidates.has(o) ? 'still' : 'live');
    // A Graphics object has no bounds: it counts as covering the whole design (nothing still above it).
    const bounds = (o: Phaser.GameObjects.GameObject) => {
      const b = o as unknown as { getBounds?: () => Phaser.Geom.Rectangle };
      return typeof b.getBounds === 'function' ? b.getBounds() : { x: 0, y: 0, width: DESIGN_WIDTH, height: DESIGN_HEIGHT };
    };
    game.still.set(this, stillObjects(this.children.list, kind, bounds, LIVE_MARGIN));
    if (!this.stillOwned) {
      this.stillOwned = true;
      this.launches.own(() => {
        this.stillOwned = false;
        game.still.clear(this);
      });
    }
  }

  /** Runs `dispose` when this launch ends (a listener the scene added elsewhere than on the bridge). */
  protected own(dispose: () => void): void {
    this.launches.own(dispose);
  }

  /** Subscribes to a bridge event for the rest of this launch. */
  protected listen<K extends keyof GameEvents>(event: K, handler: (payload: GameEvents[K]) => void): void {
    this.launches.own(this.bridge.on(event, handler));
  }

  /**
   * Publishes textures that fail to load (test hook) during this launch. The listener is owned by
   * the launch like every other: Phaser 4's loader happens to drop its listeners at SHUTDOWN too,
   * but the scene does not rely on a plugin's internals to avoid one listener per launch.
   */
  protected reportLoadErrors(): void {
    const onError = (file: Phaser.Loader.File) => reportFailedTexture(file.key);
    this.load.on(Phaser.Loader.Events.FILE_LOAD_ERROR, onError);
    this.launches.own(() => this.load.off(Phaser.Loader.Events.FILE_LOAD_ERROR, onError));
  }

  /** True while `launch` is still running (not stopped, destroyed or replaced by a relaunch). */
  protected stillCurrent(launch: LaunchId): boolean {
    return this.launches.isCurrent(launch) && this.scene.isActive();
  }
}
