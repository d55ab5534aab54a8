import { describe, expect, it } from 'vitest';
import { clampCentre, coverZoom, insetsOf, isTopBar, union, dragCentre, type Frame, frameOn, freeRegion, levelFrame, mapZoom, MIN_TAP_PX, panBounds, type Rect, type Size, toScreen, WORLD } from './viewport-rules';

/** Phones, tablets and desktops of the screen-size walk (tests/e2e/layout.spec.ts), with the bars measured there. */
const SIZES: Array<{ viewport: Size; insets: { top: number; bottom: number } }> = [
  { viewport: { width: 360, height: 640 }, insets: { top: 72, bottom: 196 } },
  { viewport: { width: 390, height: 844 }, insets: { top: 72, bottom: 196 } },
  { viewport: { width: 844, height: 390 }, insets: { top: 72, bottom: 80 } },
  { viewport: { width: 768, height: 1024 }, insets: { top: 72, bottom: 80 } },
  { viewport: { width: 1024, height: 768 }, insets: { top: 72, bottom: 80 } },
  { viewport: { width: 1440, height: 900 }, insets: { top: 72, bottom: 80 } },
];

const NODE_DIAMETER = 80;
/** Ocean's first two nodes and the last, with the monster (150 px tall) standing on the node. */
const focusOn = (x: number, y: number): Rect => ({ x: x - 60, y: y - 32 - 150, width: 120, height: 150 + 32 + 40 });
const OCEAN = { first: focusOn(150, 770), second: focusOn(370, 800), last: focusOn(900, 200), right: focusOn(1440, 680) };

/** A design rectangle on screen, CSS px. */
function onScreen(frame: Frame, viewport: Size, r: Rect): Rect {
  const a = toScreen(frame, viewport, { x: r.x, y: r.y });
  return { x: a.x, y: a.y, width: r.width * frame.zoom, height: r.height * frame.zoom };
}

/** The view of a frame, design px. */
function viewOf(frame: Frame, viewport: Size): Rect {
  const w = viewport.width / frame.zoom;
  const h = viewport.height / frame.zoom;
  return { x: frame.centerX - w / 2, y: frame.centerY - h / 2, width: w, height: h };
}

const within = (inner: Rect, outer: Rect, slack = 0.01) =>
  inner.x >= outer.x - slack && inner.y >= outer.y - slack && inner.x + inner.width <= outer.x + outer.width + slack && inner.y + inner.height <= outer.y + outer.height + slack;

describe('coverZoom', () => {
  it.each(SIZES)('covers $viewport.width x $viewport.height with the world: one axis fits, the other overflows', ({ viewport }) => {
    const z = coverZoom(viewport);
    expect(WORLD.width * z).toBeGreaterThanOrEqual(viewport.width - 1e-9);
    expect(WORLD.height * z).toBeGreaterThanOrEqual(viewport.height - 1e-9);
    expect(Math.min(WORLD.width * z - viewport.width, WORLD.height * z - viewport.height)).toBeCloseTo(0);
  });
});

describe('mapZoom', () => {
  it.each(SIZES)('at $viewport.width x $viewport.height a node is at least 44 CSS px and the map covers the screen', ({ viewport }) => {
    const z = mapZoom(viewport, NODE_DIAMETER);
    expect(NODE_DIAMETER * z).toBeGreaterThanOrEqual(MIN_TAP_PX);
    expect(z).toBeGreaterThanOrEqual(coverZoom(viewport));
  });

  it('zooms in for the tap size where covering is not enough (844 x 390: cover 0.53, tap 0.55)', () => {
    expect(coverZoom({ width: 844, height: 390 })).toBeCloseTo(0.5275);
    expect(mapZoom({ width: 844, height: 390 }, NODE_DIAMETER)).toBeCloseTo(0.55);
  });

  it("with fit 'contain' shows the whole world (a tablet sees all 1600 design px), but keeps the 44 px tap size on a phone", () => {
    const tablet = { width: 1180, height: 820 };
    expect(mapZoom(tablet, 170, 1, WORLD, 'contain') * WORLD.width).toBeCloseTo(1180);
    expect(mapZoom(tablet, 170, 1, WORLD, 'contain')).toBeLessThan(coverZoom(tablet));
    expect(mapZoom({ width: 390, height: 844 }, 170, 1, WORLD, 'contain') * 170).toBeCloseTo(MIN_TAP_PX);
  });

  it('multiplies by the scale of a map that follows the monster (move_map)', () => {
    expect(mapZoom({ width: 1440, height: 900 }, NODE_DIAMETER, 1.25)).toBeCloseTo(1.25);
    expect(mapZoom({ width: 390, height: 844 }, NODE_DIAMETER, 1.25)).toBeCloseTo((844 / 900) * 1.25);
  });
});

describe('frameOn (the map)', () => {
  it.each(SIZES)('at $viewport.width x $viewport.height shows every node with its monster between the bars, and no empty band', ({ viewport, insets }) => {
    const zoom = mapZoom(viewport, NODE_DIAMETER);
    const band: Rect = { x: 0, y: insets.top, width: viewport.width, height: viewport.height - insets.top - insets.bottom };
    for (const focus of Object.values(OCEAN)) {
      const frame = frameOn(focus, { viewport, insets, zoom });
      expect(within(onScreen(frame, viewport, focus), band), `focus ${JSON.stringify(focus)}`).toBe(true);
      const view = viewOf(frame, viewport);
      // Sideways the view stays on the map; up and down it may only show what the bars cover.
      expect(within(view, frame.bounds)).toBe(true);
      expect(view.x).toBeGreaterThanOrEqual(-0.01);
      expect(view.x + view.width).toBeLessThanOrEqual(WORLD.width + 0.01);
      expect(-view.y * zoom).toBeLessThanOrEqual(insets.top + 0.01);
      expect((view.y + view.height - WORLD.height) * zoom).toBeLessThanOrEqual(insets.bottom + 0.01);
    }
  });

  it('on a portrait phone the map is wider than the screen: the first frame centres on the current node', () => {
    const viewport = { width: 390, height: 844 };
    const zoom = mapZoom(viewport, NODE_DIAMETER);
    const frame = frameOn(focusOn(1260, 570), { viewport, insets: { top: 72, bottom: 196 }, zoom });
    expect(frame.centerX).toBeCloseTo(1260);
    expect(viewOf(frame, viewport).width).toBeLessThan(WORLD.width / 3);
  });

  it('reaches past the map behind a bar only when the focus needs it', () => {
    const viewport = { width: 1024, height: 700 };
    const insets = { top: 72, bottom: 80 };
    const zoom = mapZoom(viewport, NODE_DIAMETER);
    // Jungle's level 31 near the top: centring would show sky above the map; the view stays on it.
    const high = frameOn(focusOn(370, 330), { viewport, insets, zoom });
    expect(viewOf(high, viewport).y).toBeCloseTo(0);
    // Ocean's level 2 at the bottom edge: the view goes past the map just enough to lift it above the bar.
    const low = frameOn(OCEAN.second, { viewport, insets, zoom });
    const shown = onScreen(low, viewport, OCEAN.second);
    expect(shown.y + shown.height).toBeCloseTo(viewport.height - insets.bottom - 12);
  });

  it('near the map edge the view stops at the edge instead of centring', () => {
    const viewport = { width: 390, height: 844 };
    const zoom = mapZoom(viewport, NODE_DIAMETER);
    const frame = frameOn(OCEAN.first, { viewport, insets: { top: 72, bottom: 196 }, zoom });
    expect(viewOf(frame, viewport).x).toBeCloseTo(0);
  });

  it('with a current view (keyboard focus, a walk) it moves only as far as needed', () => {
    const viewport = { width: 390, height: 844 };
    const insets = { top: 72, bottom: 196 };
    const zoom = mapZoom(viewport, NODE_DIAMETER);
    const start = frameOn(OCEAN.first, { viewport, insets, zoom });
    // The second node is already on screen: nothing moves.
    const still = frameOn(focusOn(200, 770), { viewport, insets, zoom, from: { x: start.centerX, y: start.centerY } });
    expect([still.centerX, still.centerY]).toEqual([start.centerX, start.centerY]);
    // A node to the right: the view slides until it is just inside, not centred.
    const moved = frameOn(OCEAN.second, { viewport, insets, zoom, from: { x: start.centerX, y: start.centerY } });
    const shown = onScreen(moved, viewport, OCEAN.second);
    expect(shown.x + shown.width).toBeCloseTo(viewport.width - 12);
  });
});

describe('dragCentre', () => {
  it('moves the world with the finger and stops at the bounds', () => {
    const viewport = { width: 390, height: 844 };
    const insets = { top: 72, bottom: 196 };
    const zoom = mapZoom(viewport, NODE_DIAMETER);
    const frame = frameOn(focusOn(800, 500), { viewport, insets, zoom });
    const start = { x: frame.centerX, y: frame.centerY };
    // Dragging 100 CSS px to the left shows what is to the right: 100 / zoom design px.
    expect(dragCentre(frame, start, -100, 0, viewport).x).toBeCloseTo(start.x + 100 / zoom);
    // However far the child drags, the view stays within the bounds.
    const far = dragCentre(frame, start, -100_000, 100_000, viewport);
    expect(within(viewOf({ ...frame, centerX: far.x, centerY: far.y }, viewport), frame.bounds)).toBe(true);
    expect(far.x).toBeCloseTo(WORLD.width - viewport.width / zoom / 2);
  });
});

describe('panBounds and clampCentre', () => {
  it('grow the world by the insets above and below, never sideways', () => {
    expect(panBounds(0.5, { top: 50, bottom: 100 })).toEqual({ x: 0, y: -100, width: 1600, height: 1200 });
  });

  it('centre an axis on which the view is larger than the bounds', () => {
    expect(clampCentre({ x: 0, y: 0 }, { width: 2000, height: 100 }, 1, { x: 0, y: 0, width: 1600, height: 900 })).toEqual({ x: 800, y: 50 });
  });
});

describe('freeRegion', () => {
  const hud = (width: number): Rect => ({ x: 12, y: 12, width: width - 24, height: 60 });

  it('is the whole screen with nothing over it', () => {
    expect(freeRegion({ width: 390, height: 844 }, [], 2)).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  });

  it('is below the top bar without a card', () => {
    expect(freeRegion({ width: 1024, height: 768 }, [hud(1024)], 2)).toEqual({ x: 0, y: 72, width: 1024, height: 696 });
  });

  it('is under the question card on a portrait phone', () => {
    const card: Rect = { x: 12, y: 80, width: 366, height: 380 };
    expect(freeRegion({ width: 390, height: 844 }, [hud(390), card], 2)).toEqual({ x: 0, y: 460, width: 390, height: 384 });
  });

  it('is beside a card docked at the right of a landscape phone', () => {
    const card: Rect = { x: 432, y: 80, width: 400, height: 300 };
    expect(freeRegion({ width: 844, height: 390 }, [hud(844), card], 2)).toEqual({ x: 0, y: 72, width: 432, height: 318 });
  });
});

describe('insetsOf', () => {
  it('makes the top bar a top inset and the bottom bar a bottom inset', () => {
    const viewport = { width: 390, height: 844 };
    const covers: Rect[] = [
      { x: 12, y: 12, width: 366, height: 52 },
      { x: 12, y: 640, width: 366, height: 188 },
    ];
    expect(insetsOf(viewport, covers)).toEqual({ top: 64, bottom: 204 });
    expect(insetsOf(viewport, [])).toEqual({ top: 0, bottom: 0 });
  });
});

describe('levelFrame', () => {
  // Level 5 (Tide Pools): sprites from x 100 to 1500, y 200 to 830, the monster at the right.
  const action: Rect = { x: 100, y: 200, width: 1400, height: 630 };

  it.each([
    { viewport: { width: 390, height: 844 }, region: { x: 0, y: 460, width: 390, height: 384 } },
    { viewport: { width: 360, height: 640 }, region: { x: 0, y: 440, width: 360, height: 200 } },
    { viewport: { width: 844, height: 390 }, region: { x: 0, y: 72, width: 432, height: 318 } },
    { viewport: { width: 1024, height: 768 }, region: { x: 0, y: 470, width: 1024, height: 298 } },
    { viewport: { width: 1440, height: 900 }, region: { x: 0, y: 72, width: 1440, height: 828 } },
  ])('at $viewport.width x $viewport.height the whole action area is in the free region', ({ viewport, region }) => {
    const frame = levelFrame(viewport, region, action);
    expect(within(onScreen(frame, viewport, action), region)).toBe(true);
    expect(frame.zoom).toBeLessThanOrEqual(coverZoom(viewport) + 1e-9);
  });

  it('fills the screen (cover zoom, view inside the picture) when the free region is large enough', () => {
    const viewport = { width: 1440, height: 900 };
    const frame = levelFrame(viewport, { x: 0, y: 0, width: 1440, height: 900 }, { x: 400, y: 300, width: 600, height: 300 });
    expect(frame.zoom).toBeCloseTo(coverZoom(viewport));
    expect(within(viewOf(frame, viewport), { x: 0, y: 0, width: 1600, height: 900 })).toBe(true);
  });
});

describe('union and isTopBar', () => {
  it('joins rectangles (the question cards seen in a level)', () => {
    expect(union(null, { x: 1, y: 2, width: 3, height: 4 })).toEqual({ x: 1, y: 2, width: 3, height: 4 });
    expect(union({ x: 0, y: 80, width: 100, height: 300 }, { x: 10, y: 80, width: 100, height: 400 })).toEqual({ x: 0, y: 80, width: 110, height: 400 });
  });

  it('tells the top bar from a card', () => {
    const viewport = { width: 390, height: 844 };
    expect(isTopBar({ x: 12, y: 12, width: 366, height: 52 }, viewport)).toBe(true);
    expect(isTopBar({ x: 12, y: 80, width: 366, height: 400 }, viewport)).toBe(false);
  });
});
