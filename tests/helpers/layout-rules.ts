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
