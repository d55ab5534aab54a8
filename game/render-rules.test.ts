import { describe, expect, it } from 'vitest';
import { canvasSizeFor, IDLE_FPS, MAX_CANVAS_PIXELS, motionOf, renderScaleFor, sameView, shouldDraw, stillObjects, type Rect } from './render-rules';

const idleLoop = { infinite: true, playing: true };
const walk = { infinite: false, playing: true };

describe('motionOf (is anything moving)', () => {
  it('is still with no tweens, or only tweens that are not playing', () => {
    expect(motionOf([], false, false)).toBe('still');
    expect(motionOf([{ infinite: false, playing: false }, { infinite: true, playing: false }], false, false)).toBe('still');
  });
  it('is idle when only endless loops play', () => {
    expect(motionOf([idleLoop, idleLoop], false, false)).toBe('idle');
  });
  it('is active when a finite tween plays, a camera effect runs or the scene announced a change', () => {
    expect(motionOf([idleLoop, walk], false, false)).toBe('active');
    expect(motionOf([idleLoop], true, false)).toBe('active');
    expect(motionOf([], false, true)).toBe('active');
  });
});

describe('shouldDraw', () => {
  it('draws every active frame and no still frame', () => {
    expect(shouldDraw('active', 1000, 999)).toBe(true);
    expect(shouldDraw('still', 1000, -Infinity)).toBe(false);
  });
  it('draws idle loops at the idle rate: every third frame at 60 Hz for 20 fps', () => {
    const frame = 1000 / 60;
    let last = -Infinity;
    let drawn = 0;
    for (let i = 0; i < 60; i++) {
      if (shouldDraw('idle', i * frame, last)) {
        drawn += 1;
        last = i * frame;
      }
    }
    expect(IDLE_FPS).toBe(20);
    expect(drawn).toBe(20);
  });
});

describe('renderScaleFor and canvasSizeFor', () => {
  it('draws in device pixels while they are fewer than the design has', () => {
    expect(renderScaleFor(390, 844, 1)).toBe(1);
    expect(renderScaleFor(390, 844, 2)).toBe(2);
    expect(canvasSizeFor(844, 390, 2)).toEqual({ width: 1688, height: 780 });
  });
  it('never draws more pixels than the 1600 x 900 design, whatever the shape', () => {
    for (const [w, h, dpr] of [[390, 844, 3], [1024, 768, 2], [1440, 900, 1], [2000, 1200, 1], [768, 1024, 2]] as const) {
      const size = canvasSizeFor(w, h, dpr);
      expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS * 1.01);
      // The canvas keeps the element's shape (FIT then fills the element: no band).
      expect(size.width / size.height).toBeCloseTo(w / h, 2);
    }
    expect(renderScaleFor(1440, 900, 2)).toBeCloseTo(Math.sqrt(1600 / 1440));
  });
  it('never below a quarter of a device pixel per CSS px', () => {
    expect(renderScaleFor(10_000, 10_000, 1)).toBe(0.25);
  });
  it('is 1, the canvas the design size, when the element is not laid out yet', () => {
    expect(renderScaleFor(0, 0, 2)).toBe(1);
    expect(canvasSizeFor(0, 500, 2)).toEqual({ width: 1600, height: 900 });
  });
});

describe('stillObjects', () => {
  type O = { id: string; kind: 'still' | 'live' | 'hidden'; r: Rect };
  const o = (id: string, kind: O['kind'], x: number, y: number, size = 100): O => ({ id, kind, r: { x, y, width: size, height: size } });
  const ids = (list: O[], margin = 0) => stillObjects(list, (x) => x.kind, (x) => x.r, margin).map((x) => x.id);

  it('keeps every still object below the first live one', () => {
    expect(ids([o('bg', 'still', 0, 0, 1600), o('coral', 'still', 100, 700), o('fish', 'live', 300, 300), o('monster', 'live', 1300, 600)])).toEqual(['bg', 'coral']);
  });
  it('bakes a still object above a live one only when they cannot overlap (motion margin included)', () => {
    const list = [o('bg', 'still', 0, 0, 1600), o('whale', 'live', 1100, 300), o('node-near', 'still', 1150, 350), o('node-far', 'still', 200, 700), o('node-margin', 'still', 1230, 180)];
    expect(ids(list)).toEqual(['bg', 'node-far', 'node-margin']);
    expect(ids(list, 40)).toEqual(['bg', 'node-far']);
  });
  it('treats a still object that must stay live as live for the objects above it', () => {
    expect(ids([o('fish', 'live', 0, 0), o('rock', 'still', 50, 50), o('shell', 'still', 120, 120)])).toEqual([]);
  });
  it('skips hidden objects (not drawn yet)', () => {
    expect(ids([o('bg', 'still', 0, 0, 1600), o('fish', 'hidden', 100, 100), o('coral', 'still', 120, 120)])).toEqual(['bg', 'coral']);
  });
});

describe('sameView', () => {
  it('ignores differences below a hundredth of a pixel', () => {
    expect(sameView({ scrollX: 10, scrollY: 5, zoom: 1 }, { scrollX: 10.001, scrollY: 5, zoom: 1 })).toBe(true);
    expect(sameView({ scrollX: 10, scrollY: 5, zoom: 1 }, { scrollX: 11, scrollY: 5, zoom: 1 })).toBe(false);
    expect(sameView({ scrollX: 0, scrollY: 0, zoom: 1 }, { scrollX: 0, scrollY: 0, zoom: 1.8 })).toBe(false);
  });
});
