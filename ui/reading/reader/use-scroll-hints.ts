/**
 * Marks a scrolling box with `data-more-above` / `data-more-below` while some of its content is
 * out of sight that way (the reader's CSS fades that edge), on scroll, resize and when `key`
 * (the page) changes.
 */
import { useEffect, type RefObject } from 'react';

export function useScrollHints(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    const el = ref.current;
    if (el === null) return;
    const update = () => {
      el.dataset.moreAbove = String(el.scrollTop > 2);
      el.dataset.moreBelow = String(el.scrollTop + el.clientHeight < el.scrollHeight - 2);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, key]);
}
