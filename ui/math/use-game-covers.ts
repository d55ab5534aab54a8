import { type RefObject, useEffect } from 'react';
import type { CoverRect, GameBridge } from '../../game';

/** The DOM over the canvas that the scenes keep their content out from under (issue 13: the top bar, the map's bottom bar, the question card). */
export const COVER_SELECTOR = '.hud, .map-bar, .question-card';

/**
 * An element's layout box relative to `stage`, CSS px, whole pixels: offsets, not
 * getBoundingClientRect, so a card still popping in (a CSS scale) is measured at its final size.
 */
function layoutBox(el: HTMLElement, stage: HTMLElement): CoverRect {
  let x = 0;
  let y = 0;
  let node: HTMLElement | null = el;
  while (node && node !== stage) {
    x += node.offsetLeft;
    y += node.offsetTop;
    node = node.offsetParent as HTMLElement | null;
  }
  return { x: Math.round(x), y: Math.round(y), width: Math.round(el.offsetWidth), height: Math.round(el.offsetHeight) };
}

/**
 * Tells the game (bridge `view:covers`) where the DOM covers the canvas inside `stage`, and the
 * stage's size it was measured at, again
 * whenever a cover appears, goes or changes size, or the stage is resized. Sends only changes.
 */
export function useGameCovers(stage: RefObject<HTMLElement | null>, bridge: GameBridge): void {
  useEffect(() => {
    const root = stage.current;
    if (!root) return;
    let last = '';
    let frame = 0;
    const observed = new Set<Element>();
    const measure = () => {
      frame = 0;
      const els = [...root.querySelectorAll<HTMLElement>(COVER_SELECTOR)];
      for (const el of els) {
        if (observed.has(el)) continue;
        observed.add(el);
        sizes.observe(el);
      }
      const covers = els.filter((el) => el.offsetWidth > 0 && el.offsetHeight > 0).map((el) => layoutBox(el, root));
      const report = { covers, width: root.clientWidth, height: root.clientHeight };
      const key = JSON.stringify(report);
      if (key === last) return;
      last = key;
      bridge.emit('view:covers', report);
    };
    // Once per animation frame at most: a state change adds and removes several elements at once.
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const sizes = new ResizeObserver(soon);
    sizes.observe(root);
    const tree = new MutationObserver(soon);
    tree.observe(root, { childList: true, subtree: true });
    measure();
    return () => {
      cancelAnimationFrame(frame);
      sizes.disconnect();
      tree.disconnect();
    };
  }, [stage, bridge]);
}
