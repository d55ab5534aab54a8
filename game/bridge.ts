/**
 * The one typed bridge between React (ui/) and Phaser (game/). React sends commands (what to
 * show); scenes send intents (what the child tapped). Each `on()` returns its own unsubscribe.
 * Commands are sticky: a scene that subscribes after a command was sent still receives the
 * latest one, so React never has to know when Phaser finished booting.
 * Delivery is mitt's (the project's one emitter library); this class adds the sticky commands
 * and the unsubscribe-returning `on`.
 */
import mitt from 'mitt';
import type { LevelContent, MapContent, MonsterNumber } from '../core/content/level-schema';
import type { MonsterDescription } from '../core/monster/monster-parts';
import type { IntroScene } from '../core/video/intro-chain';
import type { EffectName } from '../core/sound-assets';
import type { SubjectMap, SubjectNodeState } from '../core/content/subject-map-schema';

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

/**
 * Show a subject map (reading, science, social studies, superskills: core/content/subject-map-schema.ts).
 * A later command for the same map updates the running scene in place (node looks, a walk); a
 * different map (or an edited one, in the designer preview) relaunches it.
 */
export interface SubjectMapShowCommand {
  map: SubjectMap;
  /** Each node's look by key; a node not listed is 'locked'. */
  nodeStates: Record<string, SubjectNodeState>;
  /** The node the monster stands on. */
  monsterAt: string;
  /** When set and not `monsterAt`: the monster walks there along the map's path, then `subject-map:arrived`. */
  walkTo?: string | undefined;
  monster: MonsterDescription;
}

/**
 * A state of the level-1 intro chain as the game hears it: `state` is the chain's state key
 * (core/video/intro-chain.ts `introKey`, e.g. 'whyZoom' or 'promptActive(1)'), or 'end' when the
 * intro is over; `scene` is the spec scene the state triggers, or null.
 */
export interface IntroSceneEvent {
  state: string;
  scene: IntroScene | null;
}

/** The bridge's events (a type alias, not an interface: mitt needs the implicit index signature). */
export type GameEvents = {
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
   * React → game: the level-1 intro video reached a state of its chain (see IntroSceneEvent).
   * Scenes react to the ones they draw (the map: the monster hops for showMonsterOnMap, the
   * camera zooms for whyZoom); pet, store and superskill scenes can subscribe here when they exist.
   */
  'intro:scene': IntroSceneEvent;
  /**
   * React → game: the keyboard focus is on this level's node (ui/math/MapKeys.tsx), or left the
   * map (null); the map scene draws its focus ring there (game/scenes/map-focus.ts).
   */
  'map:focus': { level: number | null };
  /**
   * React → game: the DOM over the canvas (the game's top bar, the map's bottom bar, the question
   * card), CSS px relative to the game area's top-left, measured at a game area of width x height
   * CSS px (a scene ignores covers measured at another size: a rotation in progress). Scenes keep
   * what they frame out from under them (game/scenes/viewport-rules.ts). Sticky across screens.
   */
  'view:covers': { covers: CoverRect[]; width: number; height: number };
  /** Game → React: play a sound effect (a tap on the monster or a node, the celebration); the app's player applies the mute setting. */
  'game:sound': { effect: EffectName };
  /** React → game: show a subject map (sticky; see SubjectMapShowCommand). */
  'subject-map:show': SubjectMapShowCommand;
  /**
   * Game → React: the child tapped a node (inside its polygon on a topics map) or the monster
   * standing on it, with the node's state then; React decides what a locked node does.
   */
  'subject-map:node-selected': { key: string; state: SubjectNodeState };
  /** Game → React: the monster finished walking to `key` (the command's `walkTo`). */
  'subject-map:arrived': { key: string };
  /**
   * React → game: the keyboard focus is on this node's button (ui/subjects/SubjectMapKeys.tsx), or
   * left the map (null); the scene rings the node and brings it into view.
   */
  'subject-map:focus': { key: string | null };
  /** Game → React: a scene finished drawing (used for loading states and tests). */
  'scene:ready': { scene: 'MapScene' | 'LevelScene' | 'SubjectMapScene' };
};

/** A rectangle of DOM over the canvas, CSS px from the game area's top-left. */
export interface CoverRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Handler<K extends keyof GameEvents> = (payload: GameEvents[K]) => void;

/** Show commands: sticky, and each one replaces the other. */
const SCREENS: ReadonlySet<keyof GameEvents> = new Set(['map:show', 'level:show', 'subject-map:show']);
/** Sticky on their own: a state of the page that every screen reads (the DOM over the canvas). */
const KEPT: ReadonlySet<keyof GameEvents> = new Set(['view:covers']);

/** A typed event bridge. */
export class GameBridge {
  private readonly events = mitt<GameEvents>();
  private readonly sticky = new Map<keyof GameEvents, unknown>();

  /** Subscribes; sticky commands (the screen shown, the covers) already sent are delivered at once. Returns the unsubscribe (safe to call twice). */
  on<K extends keyof GameEvents>(event: K, handler: Handler<K>): () => void {
    this.events.on(event, handler);
    if (this.sticky.has(event)) handler(this.sticky.get(event) as GameEvents[K]);
    return () => this.events.off(event, handler);
  }

  /** Sends an event to every current subscriber. Showing one screen forgets the other's sticky command. */
  emit<K extends keyof GameEvents>(event: K, payload: GameEvents[K]): void {
    if (SCREENS.has(event)) {
      for (const k of SCREENS) this.sticky.delete(k);
      this.sticky.set(event, payload);
    } else if (KEPT.has(event)) this.sticky.set(event, payload);
    this.events.emit(event, payload);
  }

  /** How many handlers `event` has now (tests check that scenes leave none behind). */
  listenerCount(event: keyof GameEvents): number {
    return this.events.all.get(event)?.length ?? 0;
  }
}
