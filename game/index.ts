/**
 * The game's public surface for ui/: create a Phaser game inside a DOM element, driven through
 * the typed bridge. This module (and Phaser) is loaded lazily on game routes only.
 */
import * as Phaser from 'phaser';
import type { GameBridge } from './bridge';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../core/content/level-schema';
import { BridgeScene, RENDER_SCALE } from './scenes/bridge-scene';
import { LevelScene } from './scenes/LevelScene';
import { MapScene } from './scenes/MapScene';
import { calmLoopingTweens, REDUCED_MOTION_QUERY } from './motion';
import { countDraw, publishTestState, testFpsLimit } from './test-hook';
import { OnDemandGame } from './render-loop';
import { renderScaleFor } from './render-rules';

export { GameBridge } from './bridge';
export type { GameEvents, IntroSceneEvent, LevelShowCommand, MapShowCommand } from './bridge';

/** Boots nothing itself; switches to the map or level scene whenever React sends a show command. */
class BootScene extends BridgeScene {
  constructor() {
    super('BootScene');
  }
  create() {
    const bridge = this.bridge;
    this.listen('map:show', (cmd) => this.switchTo('MapScene', { bridge, cmd }));
    this.listen('level:show', (cmd) => this.switchTo('LevelScene', { bridge, cmd }));
  }
  private switchTo(key: 'MapScene' | 'LevelScene', data: object) {
    for (const k of ['MapScene', 'LevelScene'] as const) if (this.scene.isActive(k) || this.scene.isPaused(k)) this.scene.stop(k);
    this.scene.launch(key, data);
  }
}

/**
 * Creates the game in `parent` (design space 1600x900, scaled to fit). The canvas has the size it
 * is shown at (in device pixels, at most 1600x900; scenes zoom their cameras by `renderScale` from
 * the registry) and draws on demand (render-loop.ts). Call `destroy(true)` on the result when the
 * React component unmounts.
 */
export function createGame(parent: HTMLElement, bridge: GameBridge): Phaser.Game {
  const fpsLimit = testFpsLimit();
  const renderScale = renderScaleFor(parent.clientWidth, parent.clientHeight, window.devicePixelRatio);
  const game = new OnDemandGame({
    type: Phaser.AUTO,
    parent,
    width: Math.round(DESIGN_WIDTH * renderScale),
    height: Math.round(DESIGN_HEIGHT * renderScale),
    transparent: true,
    ...(fpsLimit ? { fps: { limit: fpsLimit } } : {}),
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
    banner: false,
    // No multisampling: on software WebGL it costs a resolve of the whole canvas per frame (the
    // level drew at 0.90 of the empty scene with it, 1.0 without); sprites are textures, whose
    // filtering is unaffected; only the edges of drawn shapes (map nodes) are a little less smooth.
    antialiasGL: false,
    audio: { noAudio: true },
  });
  game.registry.set(RENDER_SCALE, renderScale);
  game.events.on(Phaser.Core.Events.POST_RENDER, countDraw);
  // Scenes are added after boot so that BootScene starts once, with the bridge as its data.
  game.events.once(Phaser.Core.Events.READY, () => {
    game.scene.add('MapScene', MapScene, false);
    game.scene.add('LevelScene', LevelScene, false);
    game.scene.add('BootScene', BootScene, true, { bridge });
  });
  calmWhenAsked(game);
  return game;
}

/**
 * While the system asks for reduced motion (read every frame: the setting can change while the
 * game runs), stops the running scenes' endless decorative tweens (game/motion.ts).
 */
function calmWhenAsked(game: Phaser.Game): void {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
  if (!query) return;
  let calmed = 0;
  game.events.on(Phaser.Core.Events.PRE_STEP, () => {
    if (!query.matches) return;
    let now = 0;
    for (const scene of game.scene.getScenes(true)) now += calmLoopingTweens(scene.tweens);
    if (now > 0) publishTestState({ calmedTweens: (calmed += now) });
  });
}
