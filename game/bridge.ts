/**
 * The one typed bridge between React (ui/) and Phaser (game/). React sends commands (what to
 * show); scenes send intents (what the child tapped). Each `on()` returns its own unsubscribe.
 * Commands are sticky: a scene that subscribes after a command was sent still receives the
 * latest one, so React never has to know when Phaser finished booting.
 */
import type { LevelContent, MapContent, MonsterNumber } from '../core/content/level-schema';
import type { MonsterDescription } from '../core/monster/monster-parts';

/** Node state on the map (spec "Map level states", plus locked for levels not reached). */
export type MapNodeState = 'completed' | 'current' | 'locked';

export interface MapShowCommand {
  map: MapContent;
  levels: Pick<LevelContent, 'level' | 'title' | 'type'>[];
  completedLevels: number[];
  currentLevel: number;
  monster: MonsterDescription;
  /** When set, the monster walks from this level's node to the current one, then the banner shows. */
  walkFromLevel?: number | undefined;
  /** The current level can't be played now (daily limit or membership): its node shows a lock. */
  currentLocked?: boolean;
}

export interface LevelShowCommand {
  level: LevelContent;
  /** Sprites with order <= progress are visible (the level's `num_revealed`). */
  progress: number;
  monster: MonsterDescription;
  /** The student's monster number (1-5): sprites with an `image` map draw `image["n"]` instead of `image_url`. */
  monsterNumber?: MonsterNumber;
}

export interface GameEvents {
  /** React → game: show the map. */
  'map:show': MapShowCommand;
  /** React → game: show a level scene. */
  'level:show': LevelShowCommand;
  /** React → game: after an answer; sprites with order <= revealed show (never hidden again), the monster reacts. */
  'level:progress': { revealed: number; correct: boolean };
  /**
   * React → game, level preview only (ui/dev): show exactly the sprites with order <= step, at
   * once and without the monster reacting. Unlike `level:progress` it also hides sprites, which
   * normal play never does.
   */
  'level:set-step': { step: number };
  /** Game → React: the child tapped the current level's node (or the monster on it). */
  'map:level-selected': { level: number };
  /**
   * React → game: the level-1 intro video reached a state of its chain (core/video/intro-chain.ts);
   * `scene` is the spec scene it triggers (monsterMaker, showMonsterOnMap, why, petFromRight, …)
   * or null; state 'end' when the intro is over. Scenes react to the ones they draw (the map:
   * the monster hops for showMonsterOnMap, the camera zooms for whyZoom); pet, store and
   * superskill scenes can subscribe here when they exist.
   */
  'intro:scene': { state: string; scene: string | null };
  /** Game → React: a scene finished drawing (used for loading states and tests). */
  'scene:ready': { scene: 'MapScene' | 'LevelScene' };
}

type Handler<K extends keyof GameEvents> = (payload: GameEvents[K]) => void;

const STICKY: ReadonlySet<keyof GameEvents> = new Set(['map:show', 'level:show']);

/** A typed event bridge. */
export class GameBridge {
  private handlers = new Map<keyof GameEvents, Set<(p: never) => void>>();
  private sticky = new Map<keyof GameEvents, unknown>();

  /** Subscribes; sticky commands already sent are delivered at once. Returns the unsubscribe. */
  on<K extends keyof GameEvents>(event: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
    if (this.sticky.has(event)) handler(this.sticky.get(event) as GameEvents[K]);
    return () => {
      set.delete(handler);
    };
  }

  /** Sends an event to every current subscriber. Showing one screen forgets the other's sticky command. */
  emit<K extends keyof GameEvents>(event: K, payload: GameEvents[K]): void {
    if (STICKY.has(event)) {
      for (const k of STICKY) this.sticky.delete(k);
      this.sticky.set(event, payload);
    }
    for (const h of [...(this.handlers.get(event) ?? [])]) (h as Handler<K>)(payload);
  }
}
