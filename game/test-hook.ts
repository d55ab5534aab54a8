/**
 * Dev/test-only view of canvas state for end-to-end tests, which cannot read pixels reliably.
 * Enabled only when the page sets `window.__MONSTERIFIC_TEST__ = true` before the game loads
 * (Playwright's addInitScript); otherwise every call is a no-op.
 */
export interface GameTestState {
  scene: 'MapScene' | 'LevelScene' | 'SubjectMapScene' | null;
  /** Map: level the monster stands on. */
  monsterLevel: number | null;
  /** Level: number of sprites visible / total. */
  revealedSprites: number;
  totalSprites: number;
  /** Textures that failed to load (should stay empty). */
  failedTextures: string[];
  /** Level: the level number shown and each sprite as drawn (content position, texture, visibility). */
  level?: number;
  levelSprites?: TestSprite[];
  /** Map: the last intro state the map reacted to (bridge `intro:scene`). */
  introState?: string;
  /** Map: the level whose node has the keyboard focus ring, or null (game/scenes/map-focus.ts). */
  focusedLevel?: number | null;
  /**
   * Map: the camera's zoom (CSS px per design px) and where every node and the monster are on
   * screen, CSS px from the game area's top-left (published after each framing and drag).
   */
  mapView?: { zoom: number; nodeRects: Array<ScreenRect & { level: number }>; monsterRect: ScreenRect | null };
  /** Level: the camera's zoom and the action area (the sprites and the monster) on screen, CSS px from the game area's top-left. */
  levelView?: { zoom: number; actionRect: ScreenRect };
  /** Endless decorative tweens stopped because the system asks for reduced motion (game/motion.ts). */
  calmedTweens?: number;
  /** Map: objects of its ambience (water, clouds, creatures; game/scenes/ambient.ts). */
  ambientObjects?: number;
  /** Level: celebrations started (the level completed on screen) and how ('confetti' or the reduced-motion 'burst'). */
  celebrations?: number;
  celebration?: 'confetti' | 'burst';
  /** Times the monster blinked (game/scenes/monster-life.ts). */
  blinks?: number;
  /** Level: the monster's middle on the page (CSS px, as a click needs it), and the taps it reacted to. */
  monsterPoint?: { x: number; y: number };
  monsterTaps?: number;
  /**
   * Subject map (game/scenes/SubjectMapScene.ts): its key, the node the monster stands on, each
   * node's state and texture (a placeholder until its picture loaded), the focused node, the
   * camera's zoom and where the nodes and the monster are on screen (CSS px from the game area's
   * top-left), and how many of its full pictures have loaded.
   */
  subjectMap?: {
    key: string;
    monsterAt: string;
    walking: boolean;
    focused: string | null;
    loaded: number;
    total: number;
    zoom: number;
    nodes: Array<{ key: string; state: string; texture: string } & ScreenRect>;
    monsterRect: ScreenRect | null;
  };
}

/** A rectangle on screen, CSS px. */
export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One level sprite as the level scene drew it. */
export interface TestSprite {
  key: string;
  /** Content position (design pixels), not the tweened one. */
  x: number;
  y: number;
  /** Texture key: the image URL used (depends on the monster number for sprites with an `image` map). */
  texture: string;
  visible: boolean;
}

interface TestWindow {
  __MONSTERIFIC_TEST__?: boolean;
  /** Frame-rate cap for end-to-end runs on small machines (frames per second). */
  __MONSTERIFIC_FPS_LIMIT__?: number;
  __MONSTERIFIC_STATE__?: GameTestState;
  /** Frames the game actually drew (rendered), counted while the hook is enabled: bench/fps.ts reads it. */
  __MONSTERIFIC_DRAWS__?: number;
}

const w = (typeof window === 'undefined' ? {} : window) as TestWindow;

/** True when a test enabled the hook: lets scenes skip building state nobody reads. */
export function testHookEnabled(): boolean {
  return w.__MONSTERIFIC_TEST__ === true;
}

/** Merges `patch` into the published test state (no-op unless tests enabled it). */
export function publishTestState(patch: Partial<GameTestState>): void {
  if (!w.__MONSTERIFIC_TEST__) return;
  w.__MONSTERIFIC_STATE__ = { scene: null, monsterLevel: null, revealedSprites: 0, totalSprites: 0, failedTextures: [], ...w.__MONSTERIFIC_STATE__, ...patch };
}

/** Adds a texture that failed to load to `failedTextures` (every failure stays listed; no-op unless enabled). */
export function reportFailedTexture(key: string): void {
  if (!w.__MONSTERIFIC_TEST__) return;
  const failed = w.__MONSTERIFIC_STATE__?.failedTextures ?? [];
  if (!failed.includes(key)) publishTestState({ failedTextures: [...failed, key] });
}

/**
 * The frame-rate cap an end-to-end run asked for (window.__MONSTERIFIC_FPS_LIMIT__), or undefined.
 * Software WebGL on two cores leaves the test runner little CPU at 60 fps; the benchmark never sets it.
 */
export function testFpsLimit(): number | undefined {
  const limit = w.__MONSTERIFIC_FPS_LIMIT__;
  return typeof limit === 'number' && limit > 0 ? limit : undefined;
}

/** Counts one drawn frame in `window.__MONSTERIFIC_DRAWS__` (no-op unless tests enabled the hook). */
export function countDraw(): void {
  if (!w.__MONSTERIFIC_TEST__) return;
  w.__MONSTERIFIC_DRAWS__ = (w.__MONSTERIFIC_DRAWS__ ?? 0) + 1;
}
