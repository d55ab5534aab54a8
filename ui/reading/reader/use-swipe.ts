/**
 * Pointer handlers that turn a horizontal swipe into a page turn (`swipeDirection`), for touch,
 * pen and mouse alike. After a swipe the click that follows is swallowed (`swallowClick`), so a
 * swipe that starts on a word does not also "tap" it.
 */
import { useCallback, useRef, type PointerEvent } from 'react';
import { swipeDirection } from './reader-nav';

export function useSwipe(onSwipe: (direction: 'next' | 'prev') => void) {
  const start = useRef<{ x: number; y: number; t: number; id: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = useCallback((e: PointerEvent) => {
    if (!e.isPrimary) return;
    start.current = { x: e.clientX, y: e.clientY, t: e.timeStamp, id: e.pointerId };
    swiped.current = false;
  }, []);
  const onPointerUp = useCallback(
    (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (s === null || s.id !== e.pointerId) return;
      const direction = swipeDirection({ dx: e.clientX - s.x, dy: e.clientY - s.y, ms: e.timeStamp - s.t });
      if (direction === null) return;
      swiped.current = true;
      onSwipe(direction);
    },
    [onSwipe],
  );
  const onPointerCancel = useCallback(() => {
    start.current = null;
  }, []);
  /** Whether the click now arriving ends a swipe (and must be ignored); resets itself. */
  const swallowClick = useCallback(() => {
    const was = swiped.current;
    swiped.current = false;
    return was;
  }, []);
  return { handlers: { onPointerDown, onPointerUp, onPointerCancel }, swallowClick };
}
