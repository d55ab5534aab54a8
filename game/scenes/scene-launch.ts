/**
 * One launch of a Phaser scene, from init() until the scene stops or the game is destroyed.
 *
 * Phaser keeps a scene object across `scene.stop` / `scene.launch`: its `events`, its loader and
 * every bridge subscription made in an earlier launch are still there, so anything added per
 * launch piles up unless it is removed when the launch ends. A launch ends on SHUTDOWN
 * (`scene.stop`, a relaunch) or on DESTROY (`game.destroy` emits only DESTROY, never SHUTDOWN);
 * whichever comes first ends it, once. An async create() that is still awaiting when the scene is
 * relaunched asks `isCurrent(launch)` and stops instead of drawing into the new launch.
 *
 * Phaser-free on purpose (unit-tested with a plain event emitter): the event names are the values
 * of `Phaser.Scenes.Events.SHUTDOWN` and `Phaser.Scenes.Events.DESTROY`.
 */

/** The scene events a launch listens to (`scene.events` satisfies it). */
export interface SceneEventSource {
  once(event: string, fn: () => void): unknown;
  off(event: string, fn: () => void): unknown;
}

/** `Phaser.Scenes.Events.SHUTDOWN` and `Phaser.Scenes.Events.DESTROY`. */
export const SCENE_END_EVENTS = ['shutdown', 'destroy'] as const;

/** A launch number from `SceneLaunches.begin`; compare it with `isCurrent`. */
export type LaunchId = number;

/** The launches of one scene object: call `begin` first thing in init(). */
export class SceneLaunches {
  private count = 0;
  private open = false;
  private disposers: (() => void)[] = [];
  private events: SceneEventSource | null = null;

  /**
   * Starts a launch (ending a previous one that is still open) and arms its end on SHUTDOWN or
   * DESTROY of `events`. Returns the launch's id.
   */
  begin(events: SceneEventSource): LaunchId {
    this.end();
    this.count += 1;
    this.open = true;
    this.events = events;
    for (const e of SCENE_END_EVENTS) events.once(e, this.end);
    return this.count;
  }

  /** True while `launch` is the scene's running launch: false once it ended or a newer one began. */
  isCurrent(launch: LaunchId): boolean {
    return this.open && launch === this.count;
  }

  /**
   * Ties `dispose` (a bridge unsubscribe, a listener removal) to the current launch: it runs once
   * when the launch ends. Outside a launch it runs at once, so nothing registered late can leak.
   */
  own(dispose: () => void): void {
    if (this.open) this.disposers.push(dispose);
    else dispose();
  }

  /** Ends the open launch: runs its disposers once and stops listening for its end. */
  private readonly end = (): void => {
    if (!this.open) return;
    this.open = false;
    for (const e of SCENE_END_EVENTS) this.events?.off(e, this.end);
    const disposers = this.disposers;
    this.disposers = [];
    for (const dispose of disposers) dispose();
  };
}
