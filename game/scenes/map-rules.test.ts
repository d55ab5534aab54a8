import { describe, expect, it } from 'vitest';
import { mapCameraFollows, mapCameraView, nodeState, screenFixed } from './map-rules';

describe('nodeState', () => {
  it('marks the current, completed and locked levels', () => {
    const cmd = { completedLevels: [1, 2], currentLevel: 3 };
    expect([1, 3, 4].map((l) => nodeState(l, cmd))).toEqual(['completed', 'current', 'locked']);
  });
});

describe('map camera (scale and move_map)', () => {
  it('follows only a map larger than the screen with move_map true', () => {
    expect(mapCameraFollows({ scale: 1.25, move_map: true })).toBe(true);
    expect(mapCameraFollows({ scale: 1.25 })).toBe(false);
    expect(mapCameraFollows({ scale: 1.25, move_map: false })).toBe(false);
    expect(mapCameraFollows({ scale: 1, move_map: true })).toBe(false);
  });

  it('fits the whole map when it does not follow', () => {
    expect(mapCameraView({ scale: 2 }, { x: 100, y: 100 })).toEqual({ zoom: 1, centerX: 800, centerY: 450 });
  });

  it('centres on the focus in the middle of the map', () => {
    expect(mapCameraView({ scale: 1.25, move_map: true }, { x: 800, y: 500 })).toEqual({ zoom: 1.25, centerX: 800, centerY: 500 });
  });

  it('keeps the view inside the map near its edges', () => {
    // View is 1280 x 720 at zoom 1.25: centre x within 640..960, y within 360..540.
    expect(mapCameraView({ scale: 1.25, move_map: true }, { x: 160, y: 770 })).toEqual({ zoom: 1.25, centerX: 640, centerY: 540 });
    expect(mapCameraView({ scale: 1.25, move_map: true }, { x: 1500, y: 100 })).toEqual({ zoom: 1.25, centerX: 960, centerY: 360 });
  });

  it('places a screen-fixed object so that the zoom about the screen centre lands it where wanted', () => {
    const p = screenFixed({ x: 800, y: 110 }, 1.25);
    expect(p.scale).toBeCloseTo(0.8);
    // Phaser draws a scroll-factor-0 object at centre + (pos - centre) * zoom.
    expect(450 + (p.y - 450) * 1.25).toBeCloseTo(110);
    expect(p.x).toBe(800);
    expect(screenFixed({ x: 100, y: 110 }, 1)).toEqual({ x: 100, y: 110, scale: 1 });
  });

  it('accounts for a canvas drawn smaller than the design (the camera zooms by zoom x renderScale about the canvas centre)', () => {
    const rs = 0.56;
    for (const zoom of [1, 1.25]) {
      const p = screenFixed({ x: 100, y: 110 }, zoom, rs);
      // On the canvas (w = 1600 rs, h = 900 rs): centre + (pos - centre) * zoom * rs, which is the design point times rs.
      expect(800 * rs + (p.x - 800 * rs) * zoom * rs).toBeCloseTo(100 * rs);
      expect(450 * rs + (p.y - 450 * rs) * zoom * rs).toBeCloseTo(110 * rs);
      expect(p.scale * zoom * rs).toBeCloseTo(rs);
    }
  });
});
