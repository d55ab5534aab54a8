/**
 * How the map and level cameras frame the 1600 x 900 design on a screen of any shape (issue 13
 * "Must deliver 1": the game fills every screen from 360x640 to 1440x900, portrait and landscape).
 * Pure and Phaser-free, so every case is unit-tested; MapScene, LevelScene and map-focus apply it.
 *
 * Units: the viewport, the covers (DOM bars and the question card over the canvas) and tap sizes
 * are CSS px; content (nodes, sprites, the world) is design px; a zoom is CSS px per design px (the
 * scenes multiply it by the canvas's render scale, canvas px per CSS px). A frame's centre is the
 * design point at the middle of the viewport (Phaser's `centerOn`).
 *
 * The rules:
 * - the canvas covers the whole game area; the camera zooms to COVER it with the world (no empty
 *   band), and never so far out that a 80-px map node is under 44 CSS px (MIN_TAP_PX);
 * - bars are "insets": the view may scroll past the world's top and bottom by the insets' height
 *   (showing the theme's sky above and ground below, behind the bars), so every node can be brought
 *   into the band between the bars; sideways it stays inside the world;
 * - the map starts centred on the current node (with the monster on it) in that band, and the
 *   child drags to pan within the bounds; a node the keyboard focuses is scrolled into the band;
 * - a level fits its action area (the sprites and the monster) into the largest part of the screen
 *   that no bar or card covers, no larger than covering the screen: a sprite revealed by an answer
 *   is never hidden under the question card.
 */

/** A width and height, CSS px unless said otherwise. */
export interface Size {
  width: number;
  height: number;
}

/** An axis-aligned rectangle: design px for content, CSS px (viewport coordinates) for covers. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** CSS px of the viewport's top and bottom covered by full-width bars (the game's top bar, the map's bottom bar). */
export interface Insets {
  top: number;
  bottom: number;
}

/** What a camera shows: `zoom` CSS px per design px, centred on (centerX, centerY), design px. */
export interface Frame {
  zoom: number;
  centerX: number;
  centerY: number;
  /** Where the view may go (drag, focus), design px: the world grown by the insets above and below. */
  bounds: Rect;
}

/** The smallest tap target on screen (spec / Developers' guide), CSS px. */
export const MIN_TAP_PX = 44;

/** Design size of every scene (core/content/level-schema.ts DESIGN_WIDTH x DESIGN_HEIGHT). */
export const WORLD: Size = { width: 1600, height: 900 };

/** Breathing room kept between a focused thing and a bar or the screen edge, CSS px. */
export const FOCUS_MARGIN_PX = 12;

/**
 * The zoom at which `world` just covers `viewport` (CSS px per design px): the larger of the two
 * axis ratios, so one axis fits and the other overflows (and can be panned).
 */
export function coverZoom(viewport: Size, world: Size = WORLD): number {
  return Math.max(viewport.width / world.width, viewport.height / world.height);
}

/** The zoom at which the whole `world` fits inside `viewport` (the smaller of the two axis ratios). */
export function containZoom(viewport: Size, world: Size = WORLD): number {
  return Math.min(viewport.width / world.width, viewport.height / world.height);
}

/**
 * The map's zoom: covering the viewport (or, with `fit` 'contain', showing all of it), at least large enough for nodes of `nodeDiameter` design
 * px to be MIN_TAP_PX on screen, times the map's `scale` when its camera follows the monster
 * (`move_map`, map-rules.ts mapCameraFollows).
 * @param viewport the game area, CSS px
 * @param nodeDiameter a node's diameter, design px (80)
 * @param followScale the map's `scale` when it follows the monster, else 1
 * @param fit 'cover' (default) fills the viewport; 'contain' shows the whole world
 */
export function mapZoom(viewport: Size, nodeDiameter: number, followScale = 1, world: Size = WORLD, fit: 'cover' | 'contain' = 'cover'): number {
  const base = fit === 'contain' ? containZoom(viewport, world) : coverZoom(viewport, world);
  return Math.max(base, MIN_TAP_PX / nodeDiameter) * Math.max(1, followScale);
}

/**
 * Where the view may go at `zoom`: the world, grown above by the top inset and below by the bottom
 * inset (design px), so content at the world's edge can sit between the bars.
 */
export function panBounds(zoom: number, insets: Insets, world: Size = WORLD): Rect {
  const top = insets.top / zoom;
  const bottom = insets.bottom / zoom;
  return { x: 0, y: -top, width: world.width, height: world.height + top + bottom };
}

const clamp = (v: number, lo: number, hi: number) => (lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v)));

/**
 * Moves a view centre so the view (viewport / zoom, design px) stays inside `bounds`; on an axis
 * where the view is larger than the bounds it is centred on them.
 */
export function clampCentre(centre: { x: number; y: number }, viewport: Size, zoom: number, bounds: Rect): { x: number; y: number } {
  const halfW = viewport.width / zoom / 2;
  const halfH = viewport.height / zoom / 2;
  return {
    x: clamp(centre.x, bounds.x + halfW, bounds.x + bounds.width - halfW),
    y: clamp(centre.y, bounds.y + halfH, bounds.y + bounds.height - halfH),
  };
}

/** The options of `frameOn`. */
export interface FrameOptions {
  viewport: Size;
  insets: Insets;
  zoom: number;
  world?: Size;
  /**
   * The current view centre: when given, the view moves as little as needed to bring the focus
   * into the free band (keyboard focus, a walk on a map that does not follow); when not, the focus
   * is centred in the band (the map's first frame, a map that follows the monster).
   */
  from?: { x: number; y: number } | undefined;
}

/**
 * The frame that shows `focus` (design px: the current node and the monster on it) in the band
 * between the insets, within the pan bounds.
 */
export function frameOn(focus: Rect, { viewport, insets, zoom, world = WORLD, from }: FrameOptions): Frame {
  const bounds = panBounds(zoom, insets, world);
  const halfW = viewport.width / zoom / 2;
  const halfH = viewport.height / zoom / 2;
  // The band's centre sits this far below the view's centre, design px.
  const bandShift = (insets.top - insets.bottom) / 2 / zoom;
  const fx = focus.x + focus.width / 2;
  const fy = focus.y + focus.height / 2;
  let x = fx;
  let y = fy - bandShift;
  if (from) {
    const m = FOCUS_MARGIN_PX / zoom;
    // The smallest move that puts the focus inside the band (centred on an axis where it cannot fit).
    const inside = (c: number, lo: number, hi: number, min: number, max: number) => (max - min > hi - lo ? (min + max) / 2 - (lo + hi) / 2 + c : c + Math.min(0, min - lo) + Math.max(0, max - hi));
    x = inside(from.x, from.x - halfW + m, from.x + halfW - m, focus.x, focus.x + focus.width);
    const bandTop = from.y - halfH + insets.top / zoom + m;
    const bandBottom = from.y + halfH - insets.bottom / zoom - m;
    y = inside(from.y, bandTop, bandBottom, focus.y, focus.y + focus.height);
  }
  // Past the map's top or bottom (behind a bar) only as far as the focus needs: the map's own
  // picture is nicer behind the bars than the plain sky or ground colour.
  const inWorld = clampCentre({ x, y }, viewport, zoom, { x: 0, y: 0, width: world.width, height: world.height });
  const margin = FOCUS_MARGIN_PX / zoom;
  const top = inWorld.y - halfH + insets.top / zoom + margin;
  const bottom = inWorld.y + halfH - insets.bottom / zoom - margin;
  const shift = focus.height > bottom - top ? 0 : Math.min(0, focus.y - top) + Math.max(0, focus.y + focus.height - bottom);
  const c = clampCentre({ x: inWorld.x, y: inWorld.y + shift }, viewport, zoom, bounds);
  return { zoom, centerX: c.x, centerY: c.y, bounds };
}

/**
 * The centre after dragging the view by (dx, dy) CSS px from `start` (the finger moves the world:
 * dragging right shows what is to the left), kept within the frame's bounds.
 */
export function dragCentre(frame: Frame, start: { x: number; y: number }, dx: number, dy: number, viewport: Size): { x: number; y: number } {
  return clampCentre({ x: start.x - dx / frame.zoom, y: start.y - dy / frame.zoom }, viewport, frame.zoom, frame.bounds);
}

/**
 * Where a design point is on screen, CSS px from the viewport's top-left, in `frame`.
 */
export function toScreen(frame: Pick<Frame, 'zoom' | 'centerX' | 'centerY'>, viewport: Size, p: { x: number; y: number }): { x: number; y: number } {
  return { x: (p.x - frame.centerX) * frame.zoom + viewport.width / 2, y: (p.y - frame.centerY) * frame.zoom + viewport.height / 2 };
}

/**
 * The map's insets from the DOM over it (CSS px, viewport coordinates): a cover whose middle is in
 * the upper half of the viewport is a top bar (the inset reaches its bottom edge), one in the lower
 * half a bottom bar (the inset reaches up to its top edge). Covers outside the viewport are ignored.
 */
export function insetsOf(viewport: Size, covers: readonly Rect[]): Insets {
  let top = 0;
  let bottom = 0;
  for (const c of covers) {
    if (c.width <= 0 || c.height <= 0 || c.y >= viewport.height || c.y + c.height <= 0) continue;
    if (c.y + c.height / 2 < viewport.height / 2) top = Math.max(top, Math.min(viewport.height, c.y + c.height));
    else bottom = Math.max(bottom, Math.min(viewport.height, viewport.height - c.y));
  }
  return { top, bottom };
}

/** Whether a cover is a bar across the top of the viewport (the game's top bar), not a card (CSS px). */
export const isTopBar = (c: Rect, viewport: Size): boolean => c.y < viewport.height / 4 && c.height < viewport.height / 4 && c.width >= viewport.width * 0.85;

/**
 * The largest part of the viewport (CSS px) that none of `covers` reaches into, among the strips
 * above, below, left and right of the covers' union and the band between a top bar and a card
 * under it: a level's action area goes there. Covers are CSS px rectangles in viewport coordinates.
 * @param aspect the width / height of what will be fitted in (the action area): the strip in which
 *   it shows largest wins, not the strip with the largest area
 */
export function freeRegion(viewport: Size, covers: readonly Rect[], aspect: number): Rect {
  const full: Rect = { x: 0, y: 0, width: viewport.width, height: viewport.height };
  const inView = covers.filter((c) => c.width > 0 && c.height > 0 && c.x < viewport.width && c.y < viewport.height && c.x + c.width > 0 && c.y + c.height > 0);
  if (inView.length === 0) return full;
  // A bar across the top is a top inset for every candidate strip.
  const top = Math.max(0, ...inView.filter((c) => isTopBar(c, viewport)).map((c) => c.y + c.height));
  const rest = inView.filter((c) => !isTopBar(c, viewport));
  if (rest.length === 0) return { x: 0, y: top, width: viewport.width, height: viewport.height - top };
  const minX = Math.min(...rest.map((c) => c.x));
  const maxX = Math.max(...rest.map((c) => c.x + c.width));
  const minY = Math.min(...rest.map((c) => c.y));
  const maxY = Math.max(...rest.map((c) => c.y + c.height));
  const candidates: Rect[] = [
    { x: 0, y: maxY, width: viewport.width, height: viewport.height - maxY },
    { x: 0, y: top, width: viewport.width, height: minY - top },
    { x: 0, y: top, width: minX, height: viewport.height - top },
    { x: maxX, y: top, width: viewport.width - maxX, height: viewport.height - top },
  ].filter((r) => r.width > 0 && r.height > 0);
  const shown = (r: Rect) => Math.min(r.width, r.height * aspect);
  return candidates.reduce((best, r) => (shown(r) > shown(best) ? r : best), candidates[0] ?? full);
}

/** The smallest rectangle holding both (either may be null), same units as the rectangles. */
export function union(a: Rect | null, b: Rect | null): Rect | null {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/**
 * The level camera: the action area (design px) fitted into the free region (CSS px, from
 * `freeRegion`), with FOCUS_MARGIN_PX around it, centred there. The zoom is that fit, but never
 * above covering the viewport (the picture is not blown up past filling the screen). Where the
 * zoom covers an axis the view stays inside the picture; where it does not, the scene fills the
 * rest of the screen with its backdrop.
 */
export function levelFrame(viewport: Size, region: Rect, action: Rect, world: Size = WORLD): Frame {
  const m = FOCUS_MARGIN_PX;
  const fit = Math.min((region.width - 2 * m) / action.width, (region.height - 2 * m) / action.height);
  const zoom = Math.max(0.01, Math.min(coverZoom(viewport, world), fit));
  // The action's centre goes to the region's centre: the view centre is offset from it by the
  // region's offset from the viewport's centre.
  const ax = action.x + action.width / 2;
  const ay = action.y + action.height / 2;
  const centerX = ax - (region.x + region.width / 2 - viewport.width / 2) / zoom;
  const centerY = ay - (region.y + region.height / 2 - viewport.height / 2) / zoom;
  // Where the picture covers the screen, keep the view inside it (no backdrop shows); on an axis
  // where it cannot cover, the centre stays where the action needs it.
  const bounds: Rect = { x: 0, y: 0, width: world.width, height: world.height };
  const halfW = viewport.width / zoom / 2;
  const halfH = viewport.height / zoom / 2;
  const keep = (c: number, half: number, size: number, want: number) => (half * 2 <= size ? clamp(want, half, size - half) : c);
  return { zoom, centerX: keep(centerX, halfW, world.width, centerX), centerY: keep(centerY, halfH, world.height, centerY), bounds };
}
