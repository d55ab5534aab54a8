import { EventEmitter } from 'eventemitter3';
import { describe, expect, it } from 'vitest';
import { GameBridge } from '../bridge';
import { SCENE_END_EVENTS, SceneLaunches } from './scene-launch';

/**
 * A scene's launch as BridgeScene wires it, without Phaser: `events` is the emitter Phaser's scene
 * events are built on (eventemitter3), `loader` stands for the scene's loader plugin (one object
 * for every launch of the scene), and the bridge outlives the game.
 */
function fakeScene() {
  const bridge = new GameBridge();
  const events = new EventEmitter();
  const loader = new EventEmitter();
  const launches = new SceneLaunches();
  const launch = () => {
    const id = launches.begin(events);
    launches.own(bridge.on('intro:scene', () => undefined));
    const onError = () => undefined;
    loader.on('loaderror', onError);
    launches.own(() => loader.off('loaderror', onError));
    return id;
  };
  const endListeners = () => SCENE_END_EVENTS.reduce((n, e) => n + events.listenerCount(e), 0);
  return { bridge, events, loader, launches, launch, endListeners };
}

describe('SceneLaunches', () => {
  it('unsubscribes from the bridge when the scene shuts down', () => {
    const s = fakeScene();
    s.launch();
    expect(s.bridge.listenerCount('intro:scene')).toBe(1);
    s.events.emit('shutdown');
    expect(s.bridge.listenerCount('intro:scene')).toBe(0);
    expect(s.loader.listenerCount('loaderror')).toBe(0);
    expect(s.endListeners()).toBe(0);
  });

  it('unsubscribes when the game is destroyed (DESTROY without SHUTDOWN), once', () => {
    const s = fakeScene();
    let disposed = 0;
    s.launch();
    s.launches.own(() => (disposed += 1));
    s.events.emit('destroy');
    s.events.emit('shutdown');
    s.events.emit('destroy');
    expect(disposed).toBe(1);
    expect(s.bridge.listenerCount('intro:scene')).toBe(0);
    expect(s.loader.listenerCount('loaderror')).toBe(0);
    expect(s.endListeners()).toBe(0);
  });

  it('keeps one subscription per kind however often the scene is relaunched', () => {
    const s = fakeScene();
    for (let i = 0; i < 5; i++) {
      s.launch();
      expect(s.bridge.listenerCount('intro:scene')).toBe(1);
      expect(s.loader.listenerCount('loaderror')).toBe(1);
      expect(s.endListeners()).toBe(SCENE_END_EVENTS.length);
      s.events.emit('shutdown');
    }
    s.launch();
    s.events.emit('destroy');
    expect(s.bridge.listenerCount('intro:scene')).toBe(0);
    expect(s.loader.listenerCount('loaderror')).toBe(0);
  });

  it('ends a launch still open when the next begins (no SHUTDOWN in between)', () => {
    const s = fakeScene();
    s.launch();
    s.launch();
    expect(s.bridge.listenerCount('intro:scene')).toBe(1);
    expect(s.endListeners()).toBe(SCENE_END_EVENTS.length);
  });

  it('tells an async create() of an earlier launch to stop (relaunch guard)', async () => {
    const s = fakeScene();
    let texture!: () => void;
    const drawn: number[] = [];
    const create = async (id: number) => {
      await new Promise<void>((resolve) => (texture = resolve));
      if (s.launches.isCurrent(id)) drawn.push(id);
    };
    const first = s.launch();
    const firstCreate = create(first);
    const resolveFirst = texture;
    s.events.emit('shutdown');
    const second = s.launch();
    const secondCreate = create(second);
    resolveFirst();
    texture();
    await Promise.all([firstCreate, secondCreate]);
    expect(drawn).toEqual([second]);
    expect(s.launches.isCurrent(first)).toBe(false);
    expect(s.launches.isCurrent(second)).toBe(true);
    s.events.emit('destroy');
    expect(s.launches.isCurrent(second)).toBe(false);
  });

  it('disposes at once what is registered outside a launch', () => {
    const launches = new SceneLaunches();
    let disposed = false;
    launches.own(() => (disposed = true));
    expect(disposed).toBe(true);
  });
});
