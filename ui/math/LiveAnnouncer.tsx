/**
 * The math screen's live region (issue 21 part 6): what happens on the canvas and in its overlays
 * (ui/math/announce.ts) and what the map's keys answer (ui/math/map-keys.ts) is read out by a
 * screen reader through one aria-live="polite" region, which is on screen from the start (a region
 * added together with its text is not announced).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { announcement, announceView, type AnnounceView } from './announce';
import type { MathSnapshot } from './views/view-model';

/** The region's text, and `say` for anything else worth announcing. */
export function useAnnouncements(snapshot: MathSnapshot): { message: string; say: (text: string) => void } {
  const [spoken, setSpoken] = useState({ text: '', n: 0 });
  const prev = useRef<AnnounceView | null>(null);
  const say = useCallback((text: string) => setSpoken((s) => ({ text, n: s.n + 1 })), []);
  useEffect(() => {
    const next = announceView(snapshot);
    const text = announcement(prev.current, next);
    prev.current = next;
    if (text) say(text);
  }, [snapshot, say]);
  // The same sentence twice (a locked level tried twice) must change the region's text to be read
  // again: every other message ends in a no-break space.
  return { message: spoken.text + (spoken.n % 2 === 0 ? '' : '\u00a0'), say };
}

/** The visually hidden region itself. */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div className="sr-only" role="status" aria-live="polite" data-testid="live-region">
      {message}
    </div>
  );
}
