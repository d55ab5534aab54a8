import { describe, expect, it } from 'vitest';
import { mapCameraFollows, nodeState, screenFixed } from './map-rules';

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

  it('places a screen-fixed object so that the zoom about the canvas centre lands it where wanted', () => {
    const canvas = { width: 780, height: 1688 };
    for (const zoom of [0.5, 1.25, 2]) {
      const p = screenFixed({ x: 390, y: 150 }, zoom, canvas);
      // Phaser draws a scroll-factor-0 object at centre + (pos - centre) * zoom.
      expect(390 + (p.x - 390) * zoom).toBeCloseTo(390);
      expect(844 + (p.y - 844) * zoom).toBeCloseTo(150);
      expect(p.scale * zoom).toBeCloseTo(1);
    }
    expect(screenFixed({ x: 100, y: 110 }, 1, canvas)).toEqual({ x: 100, y: 110, scale: 1 });
  });
});
