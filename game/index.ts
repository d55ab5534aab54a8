/**
 * The game's public surface for ui/: create a Phaser game inside a DOM element, driven through
 * the typed bridge. This module (and Phaser) is loaded lazily on game routes only.
 */
import * as Phaser from 'phaser';
import type { GameBridge } from './bridge';
import { BridgeScene, RENDER_SCALE } from './scenes/bridge-scene';
import { LevelScene } from './scenes/LevelScene';
import { MapScene } from './scenes/MapScene';
import { SubjectMapScene } from './scenes/SubjectMapScene';
import { calmLoopingTweens, REDUCED_MOTION_QUERY } from './motion';
import { countDraw, publishTestState, testFpsLimit } from './test-hook';
import { OnDemandGame } from './render-loop';
import { canvasSizeFor } from './render-rules';

export { GameBridge } from './bridge';
export type { CoverRect, GameEvents, IntroSceneEvent, LevelShowCommand, MapShowCommand, SubjectMapShowCommand } from './bridge';

/** The scenes a show command starts (each stopped when another is shown). */
const SHOWN_SCENES = ['MapScene', 'LevelScene', 'SubjectMapScene'] as const;

/**
 * Boots nothing itself; switches to the map, level or subject map scene whenever React sends a show
 * command. A subject map command for the map already shown is left to that scene (it updates in place).
 */
class BootScene extends BridgeScene {
  constructor() {
    super('BootScene');
  }
  create() {
    const bridge = this.bridge;
    this.listen('map:show', (cmd) => this.switchTo('MapScene', { bridge, cmd }));
    this.listen('level:show', (cmd) => this.switchTo('LevelScene', { bridge, cmd }));
    this.listen('subject-map:show', (cmd) => {
      const running = this.scene.get('SubjectMapScene') as SubjectMapScene | null;
      if (running?.shows(JSON.stringify(cmd.map))) return;
      this.switchTo('SubjectMapScene', { bridge, cmd });
    });
  }
  private switchTo(key: (typeof SHOWN_SCENES)[number], data: object) {
    for (const k of SHOWN_SCENES) if (this.scene.isActive(k) || this.scene.isPaused(k)) this.scene.stop(k);
    this.scene.launch(key, data);
  }
}

/**
 * Creates the game in `parent`. The canvas has the parent's shape (issue 13: the game fills every
 * screen; the scenes' cameras frame the 1600x900 design with game/scenes/viewport-rules.ts) and
 * its size in device pixels, at most as many pixels as 1600x900 (render-rules.ts canvasSizeFor;
 * RENDER_SCALE in the registry is canvas px per CSS px). It follows the parent's size (a rotated
 * phone, a resized window) and draws on demand (render-loop.ts). Call `destroy(true)` on the
 * result when the React component unmounts.
 */
export function createGame(parent: HTMLElement, bridge: GameBridge): Phaser.Game {
  const fpsLimit = testFpsLimit();
  const size = canvasSizeFor(parent.clientWidth, parent.clientHeight, window.devicePixelRatio);
  const game = new OnDemandGame({
    type: Phaser.AUTO,
    parent,
    width: size.width,
    height: size.height,
    transparent: true,
    ...(fpsLimit ? { fps: { limit: fpsLimit } } : {}),
    // FIT of a canvas of the parent's own shape: it fills the parent exactly, with no band, and
    // Phaser maps pointer positions from CSS to canvas px.
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
    banner: false,
    // No multisampling: on software WebGL it costs a resolve of the whole canvas per frame (the
    // level drew at 0.90 of the empty scene with it, 1.0 without); sprites are textures, whose
    // filtering is unaffected; only the edges of drawn shapes (map nodes) are a little less smooth.
    antialiasGL: false,
    audio: { noAudio: true },
  });
  game.registry.set(RENDER_SCALE, parent.clientWidth > 0 ? size.width / parent.clientWidth : 1);
  followParentSize(game, parent);
  game.events.on(Phaser.Core.Events.POST_RENDER, countDraw);
  // Scenes are added after boot so that BootScene starts once, with the bridge as its data.
  game.events.once(Phaser.Core.Events.READY, () => {
    game.scene.add('MapScene', MapScene, false);
    game.scene.add('LevelScene', LevelScene, false);
    game.scene.add('SubjectMapScene', SubjectMapScene, false);
    game.scene.add('BootScene', BootScene, true, { bridge });
  });
  calmWhenAsked(game);
  return game;
}

/**
 * Gives the canvas the parent's new shape whenever the parent is resized (a rotated phone): the
 * render scale first, then the game size, whose RESIZE event the scenes reframe on (BridgeScene).
 */
function followParentSize(game: Phaser.Game, parent: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return;
  const follow = () => {
    const w = parent.clientWidth;
    const h = parent.clientHeight;
    if (!(w > 0 && h > 0) || !game.isBooted) return;
    const size = canvasSizeFor(w, h, window.devicePixelRatio);
    if (size.width === game.scale.width && size.height === game.scale.height) return;
    game.registry.set(RENDER_SCALE, size.width / w);
    game.scale.setGameSize(size.width, size.height);
  };
  const observer = new ResizeObserver(follow);
  observer.observe(parent);
  // A resize before boot was skipped: catch up once booted.
  game.events.once(Phaser.Core.Events.READY, follow);
  game.events.once(Phaser.Core.Events.DESTROY, () => observer.disconnect());
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
