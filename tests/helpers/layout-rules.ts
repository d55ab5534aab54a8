/**
 * Layout rules for the screen-size walk (issue 13 "Must deliver 1": bars and buttons never leave
 * the viewport or overlap, nothing scrolls sideways). Pure: the browser test collects boxes with
 * getBoundingClientRect (CSS px, viewport coordinates) and these functions judge them.
 */

/** A box in CSS px, viewport coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A visible control (button, link, input, select) on the page, with the card that holds it, if any. */
export interface Control {
  /** How the test names it: test id, else tag and text. */
  name: string;
  box: Box;
  /** The box of its nearest `.card` ancestor (a form card, a modal), if any. */
  card?: Box | undefined;
}

/** Rounding of layout engines: half a pixel either way is not a fault. */
const SLACK_PX = 1;

/** Whether `box` reaches beyond the viewport's left or right edge (scrolling down is fine). */
export function leavesViewport(box: Box, viewportWidth: number): boolean {
  return box.x < -SLACK_PX || box.x + box.width > viewportWidth + SLACK_PX;
}

/** Whether `inner` sticks out of `outer` on any side. */
export function sticksOut(inner: Box, outer: Box): boolean {
  return (
    inner.x < outer.x - SLACK_PX ||
    inner.y < outer.y - SLACK_PX ||
    inner.x + inner.width > outer.x + outer.width + SLACK_PX ||
    inner.y + inner.height > outer.y + outer.height + SLACK_PX
  );
}

/** The area two boxes share, px². */
export function sharedArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > SLACK_PX && h > SLACK_PX ? w * h : 0;
}

/** Whether `inner` lies wholly inside `outer` (a control nested in another, e.g. an input in its label). */
function contains(outer: Box, inner: Box): boolean {
  return !sticksOut(inner, outer);
}

/**
 * What is wrong with a screen's layout, one line per fault (empty when fine): sideways scrolling,
 * controls beyond the viewport's sides, controls sticking out of their card, and pairs of controls
 * that cover each other (nested controls excepted).
 * @param scrollWidth the document's scroll width, CSS px
 */
export function layoutFaults(controls: readonly Control[], viewportWidth: number, scrollWidth: number): string[] {
  const faults: string[] = [];
  if (scrollWidth > viewportWidth + SLACK_PX) faults.push(`the page scrolls sideways: ${scrollWidth} px wide in a ${viewportWidth} px viewport`);
  for (const c of controls) {
    if (leavesViewport(c.box, viewportWidth)) faults.push(`${c.name} leaves the viewport (x ${Math.round(c.box.x)} to ${Math.round(c.box.x + c.box.width)} of ${viewportWidth})`);
    else if (c.card && sticksOut(c.box, c.card)) faults.push(`${c.name} sticks out of its card`);
  }
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i]!;
      const b = controls[j]!;
      if (sharedArea(a.box, b.box) > 0 && !contains(a.box, b.box) && !contains(b.box, a.box)) faults.push(`${a.name} and ${b.name} overlap`);
    }
  }
  return faults;
}

/** The smallest touch target (Developers' guide), CSS px. */
export const MIN_TARGET_PX = 44;

/** A map node or other canvas object as the game's test hook reports it, in viewport CSS px. */
export interface CanvasThing {
  name: string;
  box: Box;
  /** The current level's node: it and the monster must be clear of the bars, not only of controls. */
  current?: boolean;
}

/** What canvasFaults judges: boxes in viewport CSS px. */
export interface CanvasLayout {
  viewport: { width: number; height: number };
  /** The game area (the element the canvas fills). */
  stage: Box;
  /** The game's canvas. */
  canvas: Box;
  /** The DOM bars over the canvas (the game's top bar, the map's bottom bar). */
  bars: ReadonlyArray<{ name: string; box: Box }>;
  /** Every visible DOM control. */
  controls: readonly Control[];
  /** Map: every level node; the current one flagged. */
  nodes?: readonly CanvasThing[];
  /** Map: the monster. */
  monster?: Box;
  /** Level: the question card, if shown. */
  card?: Box | null;
  /** Level: the action area (the sprites and the monster) on screen. */
  action?: Box;
}

const inViewport = (b: Box, v: { width: number; height: number }) => sharedArea(b, { x: 0, y: 0, width: v.width, height: v.height }) > 0;
const whollyInViewport = (b: Box, v: { width: number; height: number }) => !sticksOut(b, { x: 0, y: 0, width: v.width, height: v.height });

/**
 * What is wrong with the game's canvas and what covers it (issue 13 "Must deliver 1"), one line
 * per fault: the canvas leaves a band of the game area empty; on the map, a node on screen under
 * MIN_TARGET_PX, the current node (the one the child taps) or the monster off screen or under a
 * bar or a control (other nodes may sit behind a bar: the child pans them into view); in
 * a level, the question card on the top bar or on the action area, or an answer control in the
 * card outside the viewport or under MIN_TARGET_PX.
 */
export function canvasFaults(l: CanvasLayout): string[] {
  const faults: string[] = [];
  if (sticksOut(l.stage, l.canvas)) faults.push(`the canvas (${fmt(l.canvas)}) leaves an empty band in the game area (${fmt(l.stage)})`);
  for (const n of l.nodes ?? []) {
    if (!inViewport(n.box, l.viewport)) {
      if (n.current) faults.push(`the current ${n.name} is off screen (${fmt(n.box)})`);
      continue;
    }
    if (Math.min(n.box.width, n.box.height) < MIN_TARGET_PX - SLACK_PX) faults.push(`${n.name} is ${Math.round(n.box.width)} px, under ${MIN_TARGET_PX}`);
    if (n.current && !whollyInViewport(n.box, l.viewport)) faults.push(`the current ${n.name} is cut by the screen's edge (${fmt(n.box)})`);
    if (!n.current) continue;
    for (const c of l.controls) if (sharedArea(n.box, c.box) > 0) faults.push(`the current ${n.name} is under ${c.name}`);
    for (const b of l.bars) if (sharedArea(n.box, b.box) > 0) faults.push(`the current ${n.name} is under the bar ${b.name}`);
  }
  if (l.monster) {
    if (!whollyInViewport(l.monster, l.viewport)) faults.push(`the monster is not wholly on screen (${fmt(l.monster)})`);
    for (const b of l.bars) if (sharedArea(l.monster, b.box) > 0) faults.push(`the monster is under the bar ${b.name}`);
  }
  if (l.card) {
    for (const b of l.bars) if (sharedArea(l.card, b.box) > 0) faults.push(`the question card covers the bar ${b.name}`);
    if (l.action && sharedArea(l.card, l.action) > 0) faults.push(`the question card (${fmt(l.card)}) covers the picture's action area (${fmt(l.action)})`);
    for (const c of l.controls) {
      if (sticksOut(c.box, l.card)) continue;
      if (!whollyInViewport(c.box, l.viewport)) faults.push(`answer control ${c.name} is not wholly on screen`);
      if (Math.min(c.box.width, c.box.height) < MIN_TARGET_PX - SLACK_PX) faults.push(`answer control ${c.name} is under ${MIN_TARGET_PX} px (${Math.round(c.box.width)}×${Math.round(c.box.height)})`);
    }
  }
  return faults;
}

const fmt = (b: Box) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;
