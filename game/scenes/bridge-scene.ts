import * as Phaser from 'phaser';
import type { GameBridge, GameEvents } from '../bridge';
import { reportFailedTexture } from '../test-hook';
import { type LaunchId, SceneLaunches } from './scene-launch';

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
  /** The running launch's id (set by init). */
  protected launch: LaunchId = 0;

  /** Starts a launch; subclasses call `super.init(data)` first. */
  init(data: BridgeSceneData): void {
    this.bridge = data.bridge;
    this.launch = this.launches.begin(this.events);
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
