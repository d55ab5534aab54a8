import { describe, expect, expectTypeOf, it } from 'vitest';
import { GameBridge, type GameEvents, type MapShowCommand } from './bridge';
import type { IntroScene } from '../core/video/intro-chain';
import { nodeState } from './scenes/map-rules';
import { visibleSpriteKeys } from '../core/content/level-rules';

const mapCmd = { currentLevel: 3, completedLevels: [1, 2] } as unknown as MapShowCommand;

describe('GameBridge', () => {
  it('delivers events to subscribers and stops after unsubscribe', () => {
    const bridge = new GameBridge();
    const got: number[] = [];
    const off = bridge.on('map:level-selected', ({ level }) => got.push(level));
    bridge.emit('map:level-selected', { level: 2 });
    off();
    bridge.emit('map:level-selected', { level: 3 });
    expect(got).toEqual([2]);
  });

  it('replays the latest show command to a late subscriber, and showing one screen forgets the other', () => {
    const bridge = new GameBridge();
    bridge.emit('map:show', mapCmd);
    const maps: unknown[] = [];
    bridge.on('map:show', (c) => maps.push(c));
    expect(maps).toEqual([mapCmd]);
    bridge.emit('level:show', { level: {} as never, progress: 0, monster: {} as never });
    const late: unknown[] = [];
    bridge.on('map:show', (c) => late.push(c));
    expect(late).toEqual([]);
  });

  it('treats a subject map as a screen: replayed late, and forgetting (and forgotten by) the math map', () => {
    const bridge = new GameBridge();
    const subject = { map: {} as never, nodeStates: { 'level-1': 'selected' as const }, monsterAt: 'level-1', monster: {} as never };
    bridge.emit('map:show', mapCmd);
    bridge.emit('subject-map:show', subject);
    const got: unknown[] = [];
    bridge.on('subject-map:show', (c) => got.push(c));
    expect(got).toEqual([subject]);
    const maps: unknown[] = [];
    bridge.on('map:show', (c) => maps.push(c));
    expect(maps).toEqual([]);
    bridge.emit('map:show', mapCmd);
    const late: unknown[] = [];
    bridge.on('subject-map:show', (c) => late.push(c));
    expect(late).toEqual([]);
  });

  it('replays the latest covers to a scene launched later, whatever screen was shown since', () => {
    const bridge = new GameBridge();
    bridge.emit('view:covers', { covers: [{ x: 0, y: 0, width: 390, height: 72 }], width: 390, height: 844 });
    bridge.emit('map:show', mapCmd);
    bridge.emit('level:show', { level: {} as never, progress: 0, monster: {} as never });
    const got: unknown[] = [];
    bridge.on('view:covers', (c) => got.push(c));
    expect(got).toEqual([{ covers: [{ x: 0, y: 0, width: 390, height: 72 }], width: 390, height: 844 }]);
  });

  it('does not replay intents (only show commands are sticky)', () => {
    const bridge = new GameBridge();
    bridge.emit('map:level-selected', { level: 4 });
    const got: unknown[] = [];
    bridge.on('map:level-selected', (e) => got.push(e));
    expect(got).toEqual([]);
  });
});

describe('GameBridge subscriptions', () => {
  it('counts handlers per event; an unsubscribe called twice removes only its own handler', () => {
    const bridge = new GameBridge();
    const got: string[] = [];
    const offA = bridge.on('map:level-selected', () => got.push('a'));
    bridge.on('map:level-selected', () => got.push('b'));
    expect(bridge.listenerCount('map:level-selected')).toBe(2);
    offA();
    offA();
    expect(bridge.listenerCount('map:level-selected')).toBe(1);
    bridge.emit('map:level-selected', { level: 1 });
    expect(got).toEqual(['b']);
  });

  it('lets a handler unsubscribe during delivery without skipping the others', () => {
    const bridge = new GameBridge();
    const got: string[] = [];
    const off = bridge.on('level:progress', () => {
      got.push('first');
      off();
    });
    bridge.on('level:progress', () => got.push('second'));
    bridge.emit('level:progress', { revealed: 1, correct: true });
    bridge.emit('level:progress', { revealed: 2, correct: true });
    expect(got).toEqual(['first', 'second', 'second']);
  });

  it("types intro:scene with the intro chain's scenes", () => {
    const bridge = new GameBridge();
    const scenes: (IntroScene | null)[] = [];
    bridge.on('intro:scene', (e) => {
      expectTypeOf(e.scene).toEqualTypeOf<IntroScene | null>();
      scenes.push(e.scene);
    });
    bridge.emit('intro:scene', { state: 'why', scene: 'why' });
    bridge.emit('intro:scene', { state: 'end', scene: null });
    expect(scenes).toEqual(['why', null]);
    expectTypeOf<GameEvents['intro:scene']['scene']>().toEqualTypeOf<IntroScene | null>();
  });
});

describe('scene rules', () => {
  it('gives each map node its state', () => {
    expect([1, 2, 3, 4].map((l) => nodeState(l, mapCmd))).toEqual(['completed', 'completed', 'current', 'locked']);
  });

  it('shows exactly the sprites whose order is reached', () => {
    const sprites = [
      { key: 'a', order: 1 },
      { key: 'b', order: 3 },
      { key: 'c', order: 2 },
    ];
    expect(visibleSpriteKeys(sprites, 0)).toEqual([]);
    expect(visibleSpriteKeys(sprites, 2)).toEqual(['a', 'c']);
    expect(visibleSpriteKeys(sprites, 3)).toEqual(['a', 'b', 'c']);
  });
});
