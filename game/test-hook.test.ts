import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameTestState } from './test-hook';

/** The hook reads `window` once at load: each test loads a fresh copy over its own stub window. */
async function loadHook(enabled: boolean) {
  const win: { __MONSTERIFIC_TEST__?: boolean; __MONSTERIFIC_STATE__?: GameTestState } = enabled ? { __MONSTERIFIC_TEST__: true } : {};
  vi.stubGlobal('window', win);
  vi.resetModules();
  return { hook: await import('./test-hook'), win };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('game test hook', () => {
  it('merges published state over the defaults tests read', async () => {
    const { hook, win } = await loadHook(true);
    hook.publishTestState({ scene: 'MapScene', monsterLevel: 3 });
    hook.publishTestState({ introState: 'whyZoom' });
    expect(win.__MONSTERIFIC_STATE__).toEqual({ scene: 'MapScene', monsterLevel: 3, revealedSprites: 0, totalSprites: 0, failedTextures: [], introState: 'whyZoom' });
  });

  it('lists every texture that failed to load, once each', async () => {
    const { hook, win } = await loadHook(true);
    hook.reportFailedTexture('/a.svg');
    hook.reportFailedTexture('/b.svg');
    hook.reportFailedTexture('/a.svg');
    expect(win.__MONSTERIFIC_STATE__?.failedTextures).toEqual(['/a.svg', '/b.svg']);
  });

  it('publishes nothing unless a test enabled it', async () => {
    const { hook, win } = await loadHook(false);
    hook.publishTestState({ scene: 'LevelScene' });
    hook.reportFailedTexture('/a.svg');
    expect(hook.testHookEnabled()).toBe(false);
    expect(win.__MONSTERIFIC_STATE__).toBeUndefined();
  });
});
