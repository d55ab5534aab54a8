/**
 * Dev/test-only view of canvas state for end-to-end tests, which cannot read pixels reliably.
 * Enabled only when the page sets `window.__MONSTERIFIC_TEST__ = true` before the game loads
 * (Playwright's addInitScript); otherwise every call is a no-op.
 */
export interface GameTestState {
  scene: 'MapScene' | 'LevelScene' | null;
  /** Map: level the monster stands on. */
  monsterLevel: number | null;
  /** Level: number of sprites visible / total. */
  revealedSprites: number;
  totalSprites: number;
  /** Textures that failed to load (should stay empty). */
  failedTextures: string[];
}

interface TestWindow {
  __MONSTERIFIC_TEST__?: boolean;
  __MONSTERIFIC_STATE__?: GameTestState;
}

const w = (typeof window === 'undefined' ? {} : window) as TestWindow;

/** Merges `patch` into the published test state (no-op unless tests enabled it). */
export function publishTestState(patch: Partial<GameTestState>): void {
  if (!w.__MONSTERIFIC_TEST__) return;
  w.__MONSTERIFIC_STATE__ = { scene: null, monsterLevel: null, revealedSprites: 0, totalSprites: 0, failedTextures: [], ...w.__MONSTERIFIC_STATE__, ...patch };
}
